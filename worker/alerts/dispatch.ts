// Cron job (every 15 minutes, worker/cron): finds published alerts that are not fully fanned out yet
// and enqueues one message per matching recipient. Every message first becomes an `alert_deliveries`
// row; its unique key (alert, channel, recipient) means a second cron run, a crash half-way or a
// retried page never creates a second delivery. The consumer (worker/alerts/consumer.ts) sends.
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { type AlertSummary, alertMatchesCountry, alertTime, publishedAlerts } from '#content/alerts'
import { getDb, schema } from '../db'
import { MAIL_PURPOSES, mailBudgetUsage } from '../mail/budget'
import { vapidConfigured } from '../push'
import { SENDING_LEASE_MS } from './lease'
import { postalAddress } from './mail'
import type { DeliveryMessage } from './queue'

/** Alerts older than this when first seen are not mailed (a new deploy never floods inboxes with old news). */
export const MAX_ALERT_AGE_MS = 14 * 24 * 60 * 60 * 1000
/** Recipients read per page; one page becomes at most one `sendBatch` (the Queues limit is 100). */
export const PAGE_SIZE = 100
/** Pages per channel per run; the next run goes on from the saved cursor. */
export const MAX_PAGES_PER_RUN = 50
/** A delivery row still `queued` this long after it was made or last tried is enqueued again (a lost or paced message). */
export const STALE_QUEUED_MS = 60 * 60 * 1000
/**
 * D1 allows 100 bound values per statement. A delivery row binds five (slug, channel, recipient and the
 * defaults of status and attempts, which drizzle sends as values), so an insert holds at most 20 rows (T1).
 */
export const D1_MAX_BOUND_VALUES = 100
export const DELIVERY_BOUND_VALUES_PER_ROW = 5
export const DELIVERY_INSERT_ROWS = Math.floor(D1_MAX_BOUND_VALUES / DELIVERY_BOUND_VALUES_PER_ROW)
/**
 * D1 queries one run may make (a paid invocation may make 1,000): the fan-out stops when what is left
 * would not cover one more page, and the next run goes on from the saved cursors (decision 121).
 */
export const DISPATCH_QUERY_BUDGET = 600
/** Queries one page may cost at most: the select, the inserts, the cursor update. */
const QUERIES_PER_PAGE = 2 + Math.ceil(PAGE_SIZE / DELIVERY_INSERT_ROWS)

export interface DispatchReport {
  enqueued: number
  requeued: number
  /** D1 queries the run made (bounded by DISPATCH_QUERY_BUDGET). */
  queries: number
  skipped: string[]
  /** One line per alert and channel that failed; the others went on. */
  failures: string[]
}

type Db = ReturnType<typeof getDb>

/** Counts the D1 queries of one run against DISPATCH_QUERY_BUDGET. */
class QueryBudget {
  used = 0
  constructor(readonly limit: number) {}
  left() {
    return this.limit - this.used
  }
  async run<T>(query: PromiseLike<T>): Promise<T> {
    this.used++
    return await query
  }
}

async function enqueue(env: Env, messages: DeliveryMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += PAGE_SIZE) {
    await env.ALERT_QUEUE.sendBatch(messages.slice(i, i + PAGE_SIZE).map((body) => ({ body, contentType: 'json' })))
  }
}

/** Inserts delivery rows for `recipientIds` (chunked by D1's bound-value limit) and returns messages for the rows that are new. */
async function createDeliveries(db: Db, budget: QueryBudget, alert: string, channel: 'email' | 'push', recipientIds: number[]) {
  const messages: DeliveryMessage[] = []
  for (let i = 0; i < recipientIds.length; i += DELIVERY_INSERT_ROWS) {
    const chunk = recipientIds.slice(i, i + DELIVERY_INSERT_ROWS)
    const rows = await budget.run(
      db
        .insert(schema.alertDeliveries)
        .values(chunk.map((recipientId) => ({ alertSlug: alert, channel, recipientId })))
        .onConflictDoNothing()
        .returning({ id: schema.alertDeliveries.id, recipientId: schema.alertDeliveries.recipientId }),
    )
    for (const r of rows) messages.push({ v: 1, deliveryId: r.id, channel, alert, recipientId: r.recipientId })
  }
  return messages
}

/** One channel of one alert, from its cursor on. Returns the new cursor and whether the list is exhausted. */
async function fanOut(env: Env, db: Db, budget: QueryBudget, alert: AlertSummary, channel: 'email' | 'push', cursor: number) {
  let enqueued = 0
  for (let page = 0; page < MAX_PAGES_PER_RUN; page++) {
    if (budget.left() < QUERIES_PER_PAGE) return { cursor, done: false, enqueued }
    let ids: number[]
    let last: number | undefined
    if (channel === 'email') {
      const rows = await budget.run(
        db
          .select({
            id: schema.newsletterSubscribers.id,
            country: schema.newsletterSubscribers.country,
            urgentOnly: schema.newsletterSubscribers.urgentOnly,
          })
          .from(schema.newsletterSubscribers)
          .where(and(eq(schema.newsletterSubscribers.status, 'confirmed'), gt(schema.newsletterSubscribers.id, cursor)))
          .orderBy(asc(schema.newsletterSubscribers.id))
          .limit(PAGE_SIZE),
      )
      last = rows.at(-1)?.id
      ids = rows
        .filter((r) => alertMatchesCountry(alert.regions, r.country) && (!r.urgentOnly || alert.severity === 'urgent'))
        .map((r) => r.id)
    } else {
      const rows = await budget.run(
        db
          .select({ id: schema.pushSubscriptions.id })
          .from(schema.pushSubscriptions)
          .where(gt(schema.pushSubscriptions.id, cursor))
          .orderBy(asc(schema.pushSubscriptions.id))
          .limit(PAGE_SIZE),
      )
      last = rows.at(-1)?.id
      ids = rows.map((r) => r.id)
    }
    if (last === undefined) return { cursor, done: true, enqueued }
    const messages = await createDeliveries(db, budget, alert.slug, channel, ids)
    await enqueue(env, messages)
    enqueued += messages.length
    cursor = last
    await budget.run(
      db
        .update(schema.alertDispatches)
        .set(channel === 'email' ? { emailCursor: cursor } : { pushCursor: cursor })
        .where(eq(schema.alertDispatches.alertSlug, alert.slug)),
    )
  }
  return { cursor, done: false, enqueued }
}

/**
 * Enqueues again the deliveries nobody is working on (T10, decision 121): rows still `queued` an hour
 * after they were made or last tried (a lost message, a mail paced to a later hour, a delivery back from
 * the dead-letter queue) and rows stuck in `sending` past their lease (the worker died after the claim).
 * A duplicate message is harmless: only one claim of a row can succeed. E-mail rows are taken only as far
 * as the alert mail budget left this hour allows.
 */
async function requeueStale(env: Env, db: Db, budget: QueryBudget, now: number): Promise<number> {
  const usage = await budget.run(mailBudgetUsage(env, now))
  const alertMail = usage.find((u) => u.purpose === 'alert')
  const mailLeft = alertMail ? alertMail.limit - alertMail.used : MAIL_PURPOSES.alert.limit
  const idle = or(
    and(
      eq(schema.alertDeliveries.status, 'queued'),
      lt(sql`coalesce(${schema.alertDeliveries.claimedAt}, ${schema.alertDeliveries.createdAt})`, now - STALE_QUEUED_MS),
    ),
    and(eq(schema.alertDeliveries.status, 'sending'), lt(schema.alertDeliveries.claimedAt, now - SENDING_LEASE_MS)),
  )
  const pick = (channel: 'email' | 'push', limit: number) =>
    limit <= 0
      ? Promise.resolve([])
      : budget.run(
          db
            .select()
            .from(schema.alertDeliveries)
            .where(and(eq(schema.alertDeliveries.channel, channel), idle))
            .orderBy(asc(schema.alertDeliveries.id))
            .limit(limit),
        )
  const stale = [...(await pick('email', Math.min(mailLeft, PAGE_SIZE * 5))), ...(await pick('push', PAGE_SIZE * 5))]
  await enqueue(
    env,
    stale.map((d) => ({ v: 1, deliveryId: d.id, channel: d.channel, alert: d.alertSlug, recipientId: d.recipientId })),
  )
  return stale.length
}

/** The cause in a line: the innermost error (drizzle wraps D1's with the whole statement), at most 300 characters. */
const causeOf = (err: unknown) => {
  const inner = err instanceof Error && err.cause instanceof Error ? err.cause : err
  return (inner instanceof Error ? inner.message : String(inner)).slice(0, 300)
}

/**
 * The cron job: fan out every published, recent alert whose dispatch is not finished. Each alert and
 * channel runs on its own, so one failure never stops the others (T1); the failures are reported and
 * logged, and the job's run is recorded as partial (worker/ops).
 */
export async function dispatchAlerts(env: Env, now: Date, queryBudget = DISPATCH_QUERY_BUDGET): Promise<DispatchReport> {
  const db = getDb(env.DB)
  const at = now.getTime()
  const budget = new QueryBudget(queryBudget)
  const report: DispatchReport = { enqueued: 0, requeued: 0, queries: 0, skipped: [], failures: [] }
  // First, so a long fan-out can never crowd it out of the query budget.
  try {
    report.requeued = await requeueStale(env, db, budget, at)
  } catch (err) {
    report.failures.push(`requeue: ${causeOf(err)}`)
  }
  const recent = publishedAlerts(at).filter((a) => at - alertTime(a) <= MAX_ALERT_AGE_MS)
  if (recent.length > 0) {
    await budget.run(
      db
        .insert(schema.alertDispatches)
        .values(recent.map((a) => ({ alertSlug: a.slug })))
        .onConflictDoNothing(),
    )
    const open = await budget.run(
      db
        .select()
        .from(schema.alertDispatches)
        .where(
          and(
            isNull(schema.alertDispatches.finishedAt),
            inArray(
              schema.alertDispatches.alertSlug,
              recent.map((a) => a.slug),
            ),
          ),
        ),
    )
    // Fail closed: without the postal address, no bulk mail leaves in production (CAN-SPAM, CASL).
    const mailOk = postalAddress(env) !== null
    if (!mailOk) report.skipped.push('email: MAIL_POSTAL_ADDRESS is not set')
    const pushOk = vapidConfigured(env)
    if (!pushOk) report.skipped.push('push: VAPID keys are not set')
    for (const dispatch of open) {
      const alert = recent.find((a) => a.slug === dispatch.alertSlug)
      if (!alert) continue
      const done = { email: false, push: false }
      for (const channel of ['email', 'push'] as const) {
        if (channel === 'email' ? !mailOk : !pushOk) continue
        try {
          const result = await fanOut(env, db, budget, alert, channel, channel === 'email' ? dispatch.emailCursor : dispatch.pushCursor)
          report.enqueued += result.enqueued
          done[channel] = result.done
        } catch (err) {
          report.failures.push(`${alert.slug} ${channel}: ${causeOf(err)}`)
        }
      }
      if (done.email && done.push) {
        try {
          await budget.run(
            db.update(schema.alertDispatches).set({ finishedAt: at }).where(eq(schema.alertDispatches.alertSlug, alert.slug)),
          )
        } catch (err) {
          report.failures.push(`${alert.slug} finish: ${causeOf(err)}`)
        }
      }
    }
  }
  report.queries = budget.used
  if (report.skipped.length > 0) console.error(`alert dispatch skipped: ${report.skipped.join('; ')}`)
  for (const f of report.failures) console.error(JSON.stringify({ job: 'alert-dispatch', event: 'failure', cause: f }))
  return report
}
