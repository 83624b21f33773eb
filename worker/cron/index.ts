// Cron Triggers (wrangler.jsonc "triggers.crons"): one list of jobs per schedule. Each job is a plain
// async function of (env, now) so worker tests can run it directly on seeded rows.
import { dispatchAlerts } from '#worker/alerts/dispatch'
import { purgeChatTranscripts } from '#worker/chat/purge-job'
import { retentionJob } from '#worker/retention/index'
import { pruneVerifyCodes } from '#worker/verify-us/index'

export const CRON = {
  /** Work that should reach people soon (alert delivery). */
  every15Minutes: '*/15 * * * *',
  /** Housekeeping (retention), once a day at a quiet hour for North America (07:30 UTC). */
  daily: '30 7 * * *',
} as const

export type CronJob = (env: Env, now: Date) => Promise<unknown>

const JOBS: Record<string, CronJob[]> = {
  [CRON.every15Minutes]: [dispatchAlerts],
  [CRON.daily]: [retentionJob, purgeChatTranscripts, pruneVerifyCodes],
}

/** The `scheduled` handler: runs every job of the schedule that fired; one failing job does not stop the others. */
export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const jobs = JOBS[controller.cron] ?? []
  const now = new Date(controller.scheduledTime)
  const results = await Promise.allSettled(jobs.map((job) => job(env, now)))
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
  for (const f of failed) console.error(`cron ${controller.cron}:`, f.reason)
  if (failed.length > 0) throw new Error(`${failed.length} of ${jobs.length} jobs failed for ${controller.cron}`)
}
