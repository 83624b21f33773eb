// What the expert console's System view shows (decision 123): the last run of each scheduled job and
// queue consumer, alert deliveries by state, dead letters, the mail budget used this hour and call-back
// requests not yet mailed to sales. Read-only, a handful of D1 queries.
import { count, isNull } from 'drizzle-orm'
import { getDb, schema } from '../db'
import { mailBudgetUsage } from '../mail/budget'
import { outboxStatus } from '../mail/outbox'

export interface SystemStatus {
  jobs: {
    job: string
    ranAt: string
    outcome: string
    durationMs: number
    counts: unknown
    error: string | null
    lastOkAt: string | null
  }[]
  deliveries: Record<'queued' | 'sending' | 'sent' | 'dropped' | 'failed', number>
  /** Deliveries whose messages ran out of retries and were marked failed (the dead-letter consumer's work). */
  deadLetters: number
  mail: { purpose: string; used: number; limit: number }[]
  callbacksNotDelivered: number
  /** U1: owners' early warnings waiting in the outbox for another try, and since when the oldest. */
  mailWaiting: { waiting: number; oldestAt: string | null }
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export async function systemStatus(env: Pick<Env, 'DB'>, now = Date.now()): Promise<SystemStatus> {
  const db = getDb(env.DB)
  const [runs, byStatus, mail, [callbacks], mailWaiting] = await Promise.all([
    db.select().from(schema.jobRuns).orderBy(schema.jobRuns.job),
    db.select({ status: schema.alertDeliveries.status, n: count() }).from(schema.alertDeliveries).groupBy(schema.alertDeliveries.status),
    mailBudgetUsage(env, now),
    db.select({ n: count() }).from(schema.callbackRequests).where(isNull(schema.callbackRequests.notifiedAt)),
    outboxStatus(env),
  ])
  const deliveries = { queued: 0, sending: 0, sent: 0, dropped: 0, failed: 0 }
  for (const row of byStatus) deliveries[row.status] = row.n
  return {
    jobs: runs.map((r) => ({
      job: r.job,
      ranAt: new Date(r.ranAt).toISOString(),
      outcome: r.outcome,
      durationMs: r.durationMs,
      counts: r.counts ? JSON.parse(r.counts) : {},
      error: r.error,
      lastOkAt: iso(r.lastOkAt),
    })),
    deliveries,
    deadLetters: deliveries.failed,
    mail,
    callbacksNotDelivered: callbacks?.n ?? 0,
    mailWaiting,
  }
}
