// The retention job (Cron Trigger, CRON.daily in worker/cron/index.ts): deletes what the privacy policy
// says we no longer keep. Periods live in ./periods.ts.
//
// Deletion runs in batches (`DELETE ... WHERE rowid IN (SELECT rowid ... LIMIT n)`, D1 has no
// DELETE ... LIMIT), taking turns between the tables, and stops after a fixed number of statements,
// so a large backlog can never push one run past the platform's limits on queries per invocation
// (50 on the Workers Free plan) or its CPU time: whatever is left goes in the next run, and the run
// reports it. Chat transcripts live in the chat Durable Object, which purges its own.
import {
  ALERT_DELIVERY_DAYS,
  CALLBACK_NOTE_DAYS,
  CALLBACK_REQUEST_MONTHS,
  CHECKIN_RECORD_DAYS,
  DEV_OUTBOX_DAYS,
  ENDED_SESSION_DAYS,
  KNOWN_BROWSER_MONTHS,
  LABELLED_REVIEW_MONTHS,
  PUSH_SUBSCRIPTION_IDLE_MONTHS,
  RATE_LIMIT_COUNTER_DAYS,
  SAVED_REPORT_MONTHS,
  UNACCEPTED_INVITATION_DAYS,
  UNCONFIRMED_NEWSLETTER_DAYS,
  UNFINISHED_SIGNUP_DAYS,
  UNLABELLED_REVIEW_DAYS,
} from './periods'

/** Rows per DELETE statement. */
export const RETENTION_BATCH_SIZE = 500
/** DELETE statements per run, across all tables (under the 50 queries a free-plan invocation may make). */
export const RETENTION_MAX_STATEMENTS = 40

const DAY_MS = 24 * 60 * 60 * 1000

interface Purge {
  /** The table, as in migrations/ (a constant here, never input). */
  table: string
  /** The condition for a row to go, with `?` for the cut-off times. */
  where: string
  params: number[]
  /** Instead of deleting the row, clear these columns (`note = NULL`): the row stays, the detail goes. */
  clear?: string
}

function monthsBefore(now: Date, months: number): number {
  const d = new Date(now.getTime())
  d.setUTCMonth(d.getUTCMonth() - months)
  return d.getTime()
}

/** What goes, as of `now`. Times in the tables are milliseconds since 1970. */
export function purges(now: Date): Purge[] {
  const t = now.getTime()
  const daysAgo = (days: number) => t - days * DAY_MS
  return [
    { table: 'pending_signups', where: 'expires_at < ?', params: [daysAgo(UNFINISHED_SIGNUP_DAYS)] },
    // U9: reset requests (also for addresses without an account) go a day after their code expired.
    { table: 'password_resets', where: 'expires_at < ?', params: [daysAgo(UNFINISHED_SIGNUP_DAYS)] },
    // U2: a hold on an invited address goes once its 90 days are over.
    { table: 'invite_holds', where: 'until < ?', params: [t] },
    {
      table: 'sessions',
      where: 'expires_at < ? OR revoked_at < ?',
      params: [daysAgo(ENDED_SESSION_DAYS), daysAgo(ENDED_SESSION_DAYS)],
    },
    { table: 'rate_limits', where: 'expires_at < ?', params: [daysAgo(RATE_LIMIT_COUNTER_DAYS)] },
    {
      table: 'newsletter_subscribers',
      where: "status = 'pending' AND created_at < ?",
      params: [daysAgo(UNCONFIRMED_NEWSLETTER_DAYS)],
    },
    { table: 'callback_requests', where: 'created_at < ?', params: [monthsBefore(now, CALLBACK_REQUEST_MONTHS)] },
    {
      table: 'trusted_contacts',
      where: "status = 'pending' AND invite_expires_at < ?",
      params: [daysAgo(UNACCEPTED_INVITATION_DAYS)],
    },
    { table: 'known_browsers', where: 'last_seen_at < ?', params: [monthsBefore(now, KNOWN_BROWSER_MONTHS)] },
    // T13: the pasted scam message or plan goes long before the request itself.
    {
      table: 'callback_requests',
      where: 'note IS NOT NULL AND created_at < ?',
      params: [daysAgo(CALLBACK_NOTE_DAYS)],
      clear: 'note = NULL',
    },
    {
      table: 'push_subscriptions',
      where: 'coalesce(last_ok_at, created_at) < ?',
      params: [monthsBefore(now, PUSH_SUBSCRIPTION_IDLE_MONTHS)],
    },
    {
      table: 'alert_deliveries',
      where: "status IN ('sent', 'dropped', 'failed') AND created_at < ?",
      params: [daysAgo(ALERT_DELIVERY_DAYS)],
    },
    // Issue 45: a saved report goes with its numbers and check-ins (the references first, then the report).
    {
      table: 'report_references',
      where: 'report_id IN (SELECT id FROM reports WHERE updated_at < ?)',
      params: [monthsBefore(now, SAVED_REPORT_MONTHS)],
    },
    {
      table: 'report_checkins',
      where: "report_id IN (SELECT id FROM reports WHERE updated_at < ?) OR (status IN ('sent', 'stopped', 'failed') AND due_at < ?)",
      params: [monthsBefore(now, SAVED_REPORT_MONTHS), daysAgo(CHECKIN_RECORD_DAYS)],
    },
    { table: 'reports', where: 'updated_at < ?', params: [monthsBefore(now, SAVED_REPORT_MONTHS)] },
    // Issue 41 item 6: the review queue.
    { table: 'review_items', where: 'label IS NULL AND created_at < ?', params: [daysAgo(UNLABELLED_REVIEW_DAYS)] },
    { table: 'review_items', where: 'label IS NOT NULL AND created_at < ?', params: [monthsBefore(now, LABELLED_REVIEW_MONTHS)] },
    { table: 'dev_outbox', where: 'created_at < ?', params: [daysAgo(DEV_OUTBOX_DAYS)] },
  ]
}

export interface RetentionReport {
  /** Rows deleted per table. */
  deleted: Record<string, number>
  statements: number
  /** Tables that still had rows to delete when the statement budget ran out. */
  unfinished: string[]
}

export interface RetentionOptions {
  batchSize?: number
  maxStatements?: number
}

/** Deletes expired rows in batches, taking turns between tables, within a fixed statement budget. */
export async function purgeExpired(env: Pick<Env, 'DB'>, now: Date, options: RetentionOptions = {}): Promise<RetentionReport> {
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE
  const maxStatements = options.maxStatements ?? RETENTION_MAX_STATEMENTS
  const report: RetentionReport = { deleted: {}, statements: 0, unfinished: [] }
  let pending = purges(now)
  const label = (p: Purge) => (p.clear ? `${p.table} (${p.clear.split(' ')[0]} cleared)` : p.table)
  for (const p of pending) report.deleted[label(p)] = 0

  while (pending.length > 0 && report.statements < maxStatements) {
    const next: Purge[] = []
    for (const p of pending) {
      if (report.statements >= maxStatements) {
        next.push(p)
        continue
      }
      const rows = `rowid IN (SELECT rowid FROM ${p.table} WHERE ${p.where} LIMIT ?)`
      const statement = p.clear ? `UPDATE ${p.table} SET ${p.clear} WHERE ${rows}` : `DELETE FROM ${p.table} WHERE ${rows}`
      const result = await env.DB.prepare(statement)
        .bind(...p.params, batchSize)
        .run()
      report.statements++
      const changes = result.meta.changes ?? 0
      report.deleted[label(p)] += changes
      // A full batch may mean more rows are waiting.
      if (changes >= batchSize) next.push(p)
    }
    pending = next
  }
  report.unfinished = pending.map(label)
  return report
}

/** The daily job: logs what it did, and warns when a backlog is left for the next run. */
export async function retentionJob(env: Env, now: Date): Promise<RetentionReport> {
  const report = await purgeExpired(env, now)
  const total = Object.values(report.deleted).reduce((a, b) => a + b, 0)
  console.log(`retention: deleted ${total} rows in ${report.statements} statements`, report.deleted)
  if (report.unfinished.length > 0) {
    console.warn(`retention: more rows left for the next run in ${report.unfinished.join(', ')}`)
  }
  return report
}
