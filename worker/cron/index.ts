// Cron Triggers (wrangler.jsonc "triggers.crons"): one list of jobs per schedule. Each job is a plain
// async function of (env, now) so worker tests can run it directly on seeded rows.
import { dispatchAlerts } from '#worker/alerts/dispatch'
import { notifyPendingCallbacks } from '#worker/callback/index'
import { purgeChatTranscripts } from '#worker/chat/purge-job'
import { flushOutbox } from '#worker/mail/outbox'
import { observeJob } from '#worker/ops/runs'
import { enqueueCheckins } from '#worker/report/checkins'
import { retentionJob } from '#worker/retention/index'
import { pruneVerifyCodes } from '#worker/verify-us/index'

export const CRON = {
  /** Work that should reach people soon (alert delivery). */
  every15Minutes: '*/15 * * * *',
  /** Housekeeping (retention), once a day at a quiet hour for North America (07:30 UTC). */
  daily: '30 7 * * *',
} as const

export type CronJob = (env: Env, now: Date) => Promise<unknown>

/** Each job by the name its log lines and the console's System view use (worker/ops, decision 123). */
export const JOBS: Record<string, Record<string, CronJob>> = {
  [CRON.every15Minutes]: {
    'alert-dispatch': dispatchAlerts,
    'callback-notify': notifyPendingCallbacks,
    'mail-outbox': flushOutbox,
    'report-checkins': enqueueCheckins,
  },
  [CRON.daily]: { retention: retentionJob, 'chat-purge': purgeChatTranscripts, 'verify-codes-prune': pruneVerifyCodes },
}

/** The `scheduled` handler: runs every job of the schedule that fired; one failing job does not stop the others. */
export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const jobs = Object.entries(JOBS[controller.cron] ?? {})
  const now = new Date(controller.scheduledTime)
  const results = await Promise.allSettled(jobs.map(([name, job]) => observeJob(env, name, () => job(env, now), now.getTime())))
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
  for (const f of failed) console.error(`cron ${controller.cron}:`, f.reason)
  if (failed.length > 0) throw new Error(`${failed.length} of ${jobs.length} jobs failed for ${controller.cron}`)
}
