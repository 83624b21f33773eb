// Cron job (every 15 minutes, worker/cron): finds published alerts that are not fully fanned out yet
// and enqueues one message per matching recipient. Every message first becomes an `alert_deliveries`
// row; its unique key (alert, channel, recipient) means a second cron run, a crash half-way or a
// retried page never creates a second delivery. The consumer (worker/alerts/consumer.ts) sends.
import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm'
import { type AlertSummary, alertMatchesCountry, alertTime, publishedAlerts } from '#content/alerts'
import { getDb, schema } from '../db'
import { vapidConfigured } from '../push'
import { postalAddress } from './mail'
import type { DeliveryMessage } from './queue'

/** Alerts older than this when first seen are not mailed (a new deploy never floods inboxes with old news). */
export const MAX_ALERT_AGE_MS = 14 * 24 * 60 * 60 * 1000
/** Recipients read per page; one page becomes at most one `sendBatch` (the Queues limit is 100). */
export const PAGE_SIZE = 100
/** Pages per channel per run; the next run goes on from the saved cursor. */
export const MAX_PAGES_PER_RUN = 50
/** A delivery row still unsent (never tried) after this long is enqueued again (a lost message). */
export const STALE_QUEUED_MS = 60 * 60 * 1000

export interface DispatchReport {
  enqueued: number
  skipped: string[]
}

type Db = ReturnType<typeof getDb>

async function enqueue(env: Env, messages: DeliveryMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += PAGE_SIZE) {
    await env.ALERT_QUEUE.sendBatch(messages.slice(i, i + PAGE_SIZE).map((body) => ({ body, contentType: 'json' })))
  }
}

/** Inserts delivery rows for `recipientIds` and returns messages for the rows that are new. */
async function createDeliveries(db: Db, alert: string, channel: 'email' | 'push', recipientIds: number[]) {
  if (recipientIds.length === 0) return []
  const rows = await db
    .insert(schema.alertDeliveries)
    .values(recipientIds.map((recipientId) => ({ alertSlug: alert, channel, recipientId })))
    .onConflictDoNothing()
    .returning({ id: schema.alertDeliveries.id, recipientId: schema.alertDeliveries.recipientId })
  return rows.map((r): DeliveryMessage => ({ v: 1, deliveryId: r.id, channel, alert, recipientId: r.recipientId }))
}

/** One channel of one alert, from its cursor on. Returns the new cursor and whether the list is exhausted. */
async function fanOut(env: Env, db: Db, alert: AlertSummary, channel: 'email' | 'push', cursor: number) {
  let enqueued = 0
  for (let page = 0; page < MAX_PAGES_PER_RUN; page++) {
    let ids: number[]
    let last: number | undefined
    if (channel === 'email') {
      // D1 caps bound parameters per statement, so rows are read in small pages.
      const rows = await db
        .select({
          id: schema.newsletterSubscribers.id,
          country: schema.newsletterSubscribers.country,
          urgentOnly: schema.newsletterSubscribers.urgentOnly,
        })
        .from(schema.newsletterSubscribers)
        .where(and(eq(schema.newsletterSubscribers.status, 'confirmed'), gt(schema.newsletterSubscribers.id, cursor)))
        .orderBy(asc(schema.newsletterSubscribers.id))
        .limit(PAGE_SIZE)
      last = rows.at(-1)?.id
      ids = rows
        .filter((r) => alertMatchesCountry(alert.regions, r.country) && (!r.urgentOnly || alert.severity === 'urgent'))
        .map((r) => r.id)
    } else {
      const rows = await db
        .select({ id: schema.pushSubscriptions.id })
        .from(schema.pushSubscriptions)
        .where(gt(schema.pushSubscriptions.id, cursor))
        .orderBy(asc(schema.pushSubscriptions.id))
        .limit(PAGE_SIZE)
      last = rows.at(-1)?.id
      ids = rows.map((r) => r.id)
    }
    if (last === undefined) return { cursor, done: true, enqueued }
    // Small inserts: D1 allows 100 bound parameters per statement, each row binds three.
    const messages: DeliveryMessage[] = []
    for (let i = 0; i < ids.length; i += 30) messages.push(...(await createDeliveries(db, alert.slug, channel, ids.slice(i, i + 30))))
    await enqueue(env, messages)
    enqueued += messages.length
    cursor = last
    await db
      .update(schema.alertDispatches)
      .set(channel === 'email' ? { emailCursor: cursor } : { pushCursor: cursor })
      .where(eq(schema.alertDispatches.alertSlug, alert.slug))
  }
  return { cursor, done: false, enqueued }
}

/** Re-enqueues deliveries that were created but never tried for an hour (a message lost between insert and send). */
async function requeueStale(env: Env, db: Db, now: number): Promise<number> {
  const stale = await db
    .select()
    .from(schema.alertDeliveries)
    .where(
      and(
        eq(schema.alertDeliveries.status, 'queued'),
        eq(schema.alertDeliveries.attempts, 0),
        lt(schema.alertDeliveries.createdAt, now - STALE_QUEUED_MS),
      ),
    )
    .limit(PAGE_SIZE * 5)
  await enqueue(
    env,
    stale.map((d) => ({ v: 1, deliveryId: d.id, channel: d.channel, alert: d.alertSlug, recipientId: d.recipientId })),
  )
  return stale.length
}

/** The cron job: fan out every published, recent alert whose dispatch is not finished. */
export async function dispatchAlerts(env: Env, now: Date): Promise<DispatchReport> {
  const db = getDb(env.DB)
  const at = now.getTime()
  const report: DispatchReport = { enqueued: 0, skipped: [] }
  const recent = publishedAlerts(at).filter((a) => at - alertTime(a) <= MAX_ALERT_AGE_MS)
  if (recent.length === 0) {
    report.enqueued += await requeueStale(env, db, at)
    return report
  }
  await db
    .insert(schema.alertDispatches)
    .values(recent.map((a) => ({ alertSlug: a.slug })))
    .onConflictDoNothing()
  const open = await db
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
    )
  // Fail closed: without the postal address, no bulk mail leaves in production (CAN-SPAM, CASL).
  const mailOk = postalAddress(env) !== null
  if (!mailOk) report.skipped.push('email: MAIL_POSTAL_ADDRESS is not set')
  const pushOk = vapidConfigured(env)
  if (!pushOk) report.skipped.push('push: VAPID keys are not set')
  for (const dispatch of open) {
    const alert = recent.find((a) => a.slug === dispatch.alertSlug)
    if (!alert) continue
    const email = mailOk ? await fanOut(env, db, alert, 'email', dispatch.emailCursor) : { done: false, enqueued: 0 }
    const push = pushOk ? await fanOut(env, db, alert, 'push', dispatch.pushCursor) : { done: false, enqueued: 0 }
    report.enqueued += email.enqueued + push.enqueued
    if (email.done && push.done) {
      await db.update(schema.alertDispatches).set({ finishedAt: at }).where(eq(schema.alertDispatches.alertSlug, alert.slug))
    }
  }
  report.enqueued += await requeueStale(env, db, at)
  if (report.skipped.length > 0) console.error(`alert dispatch skipped: ${report.skipped.join('; ')}`)
  return report
}
