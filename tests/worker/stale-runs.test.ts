// WALKTHROUGH (removed after)
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CRON, runScheduled } from '#worker/cron/index'
import { pruneStaleRuns } from '#worker/walkthrough/stale-runs'

const DAY = 24 * 60 * 60 * 1000
const now = new Date('2027-03-15T07:30:00Z')
const seed = (job: string, ranAt: number) =>
  env.DB.prepare("INSERT INTO job_runs (job, ran_at, outcome, duration_ms) VALUES (?, ?, 'ok', 1)").bind(job, ranAt).run()
const jobs = async () => (await env.DB.prepare('SELECT job FROM job_runs ORDER BY job').all<{ job: string }>()).results.map((r) => r.job)

describe('stale job runs', () => {
  it('forgets rows older than 90 days and keeps the rest', async () => {
    await seed('old', now.getTime() - 91 * DAY)
    await seed('recent', now.getTime() - DAY)
    expect(await pruneStaleRuns(env, now)).toEqual({ deleted: 1 })
    expect(await jobs()).toEqual(['recent'])
  })
  it('runs from the daily Cron Trigger', async () => {
    await seed('old-2', now.getTime() - 200 * DAY)
    await runScheduled({ cron: CRON.daily, scheduledTime: now.getTime(), noRetry: () => {} } as ScheduledController, env)
    expect(await jobs()).not.toContain('old-2')
  })
})
