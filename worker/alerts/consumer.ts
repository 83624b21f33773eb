// The queue consumer: one message = one delivery. A delivery is claimed in D1 before anything is sent
// (status queued -> sending), so a duplicated or retried message whose delivery is already sent or in
// flight is acknowledged and does nothing. A failed send puts the row back to `queued` and retries the
// message with a growing delay; after max_retries (wrangler.jsonc) it goes to the dead-letter queue,
// whose consumer marks the row `failed`.
import { and, eq, gte, lt, or, sql } from 'drizzle-orm'
import { type Alert, type AlertLocale, alertMatchesCountry, loadAlert } from '#content/alerts'
import { DEFAULT_LOCALE, isDefaultLocale, LOCALES, localePrefix, toLocale } from '#shared/i18n'
import { getDb, schema } from '../db'
import { MailCapError, sendMail } from '../mail'
import { isSuppressed, mailOrigin, manageTokenFor } from '../newsletter/manage'
import { observeJob } from '../ops/runs'
import { type PushNotice, sendPush, vapidConfigured } from '../push'
import { handleCheckinMessage, isCheckinMessage } from '../report/checkins'
import { SENDING_LEASE_MS } from './lease'
import { alertMail, alertSubject, postalAddress } from './mail'
import { ALERT_DLQ_NAME, type DeliveryMessage, isDeliveryMessage } from './queue'

export { SENDING_LEASE_MS }

/**
 * Claims a delivery may have in all (each queue life is 1 + max_retries claims): a delivery back from the
 * dead-letter queue with fewer is tried again later by the cron, not dropped (T2, decision 121).
 */
export const MAX_DELIVERY_ATTEMPTS = 12
/** A push subscription refused or unreachable this many times in a row is removed (T8, decision 122). */
export const PUSH_MAX_FAILURES = 3

type Outcome =
  | { status: 'sent' | 'dropped' | 'failed'; error?: string }
  | { status: 'retry'; error: string }
  /** The alert mail budget of this hour is spent: back to `queued` without using an attempt; the cron sends it later. */
  | { status: 'paced'; error: string }

async function claim(env: Env, deliveryId: number, now: number) {
  const [row] = await getDb(env.DB)
    .update(schema.alertDeliveries)
    .set({ status: 'sending', claimedAt: now, attempts: sqlIncrement() })
    .where(
      and(
        eq(schema.alertDeliveries.id, deliveryId),
        or(
          eq(schema.alertDeliveries.status, 'queued'),
          and(eq(schema.alertDeliveries.status, 'sending'), lt(schema.alertDeliveries.claimedAt, now - SENDING_LEASE_MS)),
        ),
      ),
    )
    .returning()
  return row
}

function sqlIncrement() {
  return sql`${schema.alertDeliveries.attempts} + 1`
}

async function finish(env: Env, deliveryId: number, outcome: Outcome, now: number) {
  await getDb(env.DB)
    .update(schema.alertDeliveries)
    .set(
      outcome.status === 'paced'
        ? { status: 'queued', error: outcome.error, claimedAt: now, attempts: sql`max(0, ${schema.alertDeliveries.attempts} - 1)` }
        : outcome.status === 'retry'
          ? { status: 'queued', error: outcome.error.slice(0, 500) }
          : { status: outcome.status, error: outcome.error?.slice(0, 500) ?? null, sentAt: outcome.status === 'sent' ? now : null },
    )
    .where(eq(schema.alertDeliveries.id, deliveryId))
}

/**
 * The subscriber's language: the `locale` column (a `Locale`) of `newsletter_subscribers`, set when
 * they signed up . Read loosely so a row without the column (older schema)
 * is English.
 */
export function subscriberLocale(row: object): AlertLocale {
  return toLocale((row as { locale?: unknown }).locale)
}

/**
 * The push notification: English words, and each other language's beside them under its code (`es`,
 * `fr`). A browser does not tell us its visitor's language when it subscribes, so the service worker
 * picks: it was registered as /sw.js?lang=es from a Spanish page (app/features/alerts/PushButton.tsx,
 * public/sw.js).
 */
export function pushPayload(english: Alert, translations: Partial<Record<AlertLocale, Alert>>): PushNotice {
  const notice: PushNotice = {
    title: alertSubject(english, DEFAULT_LOCALE),
    body: english.summary,
    url: `/alerts/${english.slug}`,
    tag: english.slug,
  }
  for (const locale of LOCALES) {
    const alert = translations[locale]
    if (isDefaultLocale(locale) || !alert) continue
    notice[locale] = { title: alertSubject(alert, locale), body: alert.summary, url: `${localePrefix(locale)}/alerts/${alert.slug}` }
  }
  return notice
}

/** The alert in every language but English (its English words where a translation is missing). */
async function translationsOf(alert: Alert, now: number): Promise<Partial<Record<AlertLocale, Alert>>> {
  const entries = await Promise.all(
    LOCALES.filter((locale) => !isDefaultLocale(locale)).map(
      async (locale) => [locale, (await loadAlert(alert.slug, now, locale)) ?? alert] as const,
    ),
  )
  return Object.fromEntries(entries)
}

async function deliverEmail(env: Env, englishAlert: Alert, msg: DeliveryMessage, now: number): Promise<Outcome> {
  const db = getDb(env.DB)
  const subscriber = await db.query.newsletterSubscribers.findFirst({
    where: eq(schema.newsletterSubscribers.id, msg.recipientId),
  })
  if (subscriber?.status !== 'confirmed') return { status: 'dropped', error: 'subscriber is gone or not confirmed' }
  const locale = subscriberLocale(subscriber)
  const alert = isDefaultLocale(locale) ? englishAlert : ((await loadAlert(englishAlert.slug, now, locale)) ?? englishAlert)
  if (!alertMatchesCountry(alert.regions, subscriber.country) || (subscriber.urgentOnly && alert.severity !== 'urgent')) {
    return { status: 'dropped', error: 'subscriber preferences changed' }
  }
  if (await isSuppressed(env, subscriber.email)) return { status: 'dropped', error: 'address is on the suppression list' }
  const postal = postalAddress(env)
  if (postal === null) return { status: 'retry', error: 'MAIL_POSTAL_ADDRESS is not set' }
  const token = await manageTokenFor(env, subscriber)
  try {
    await sendMail(
      env,
      {
        ...alertMail({ alert, to: subscriber.email, origin: mailOrigin(env), token, postal, locale }),
        idempotencyKey: `alert-delivery-${msg.deliveryId}`,
      },
      'alert',
    )
  } catch (err) {
    if (err instanceof MailCapError) return { status: 'paced', error: 'waiting for the next hour of the alert mail budget' }
    return { status: 'retry', error: err instanceof Error ? err.message : String(err) }
  }
  return { status: 'sent' }
}

async function deliverPush(env: Env, alert: Alert, msg: DeliveryMessage, now: number): Promise<Outcome> {
  const db = getDb(env.DB)
  const sub = await db.query.pushSubscriptions.findFirst({ where: eq(schema.pushSubscriptions.id, msg.recipientId) })
  if (!sub) return { status: 'dropped', error: 'push subscription is gone' }
  if (!vapidConfigured(env)) return { status: 'retry', error: 'VAPID keys are not set' }
  let outcome: Awaited<ReturnType<typeof sendPush>> | 'unreachable'
  try {
    outcome = await sendPush(env, sub, pushPayload(alert, await translationsOf(alert, now)), alert.severity === 'urgent')
  } catch {
    outcome = 'unreachable'
  }
  if (outcome === 'gone') {
    // RFC 8030 §7.3: the subscription has expired or was removed; it never comes back.
    await db.delete(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.id, sub.id))
    return { status: 'dropped', error: 'push service said the subscription is gone' }
  }
  if (outcome === 'sent') {
    await db.update(schema.pushSubscriptions).set({ lastOkAt: now, failures: 0 }).where(eq(schema.pushSubscriptions.id, sub.id))
    return { status: 'sent' }
  }
  if (outcome === 'retry') return { status: 'retry', error: 'push service busy' }
  // Refused or unreachable: a subscription that keeps failing is removed, not tried on every alert (T8).
  if (sub.failures + 1 >= PUSH_MAX_FAILURES) {
    await db.delete(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.id, sub.id))
  } else {
    await db
      .update(schema.pushSubscriptions)
      .set({ failures: sql`${schema.pushSubscriptions.failures} + 1` })
      .where(eq(schema.pushSubscriptions.id, sub.id))
  }
  if (outcome === 'unreachable') return { status: 'retry', error: 'push service unreachable' }
  return { status: 'failed', error: 'push service rejected the message' }
}

/** Seconds before retry n: 30 s, 2 min, 8 min, ... up to 1 hour. */
export function retryDelay(attempts: number): number {
  return Math.min(3600, 30 * 4 ** Math.max(0, attempts - 1))
}

async function handleMessage(env: Env, message: Message<unknown>, now: number): Promise<Outcome['status'] | 'skipped'> {
  const body = message.body
  // The check-ins after a report share this queue (issue 45, worker/report/checkins.ts).
  if (isCheckinMessage(body)) return handleCheckinMessage(env, message, now)
  if (!isDeliveryMessage(body)) {
    console.error('alert queue: dropped a malformed message', message.id)
    message.ack()
    return 'skipped'
  }
  const delivery = await claim(env, body.deliveryId, now)
  if (!delivery) {
    // Already sent or dropped, or the row no longer exists: nothing to do. But a row still `sending` under
    // a live lease may belong to a worker that died after its claim (T10): come back after the lease
    // ends, when this message can claim it, instead of acknowledging it and losing the delivery.
    const row = await getDb(env.DB).query.alertDeliveries.findFirst({
      where: eq(schema.alertDeliveries.id, body.deliveryId),
      columns: { status: true, claimedAt: true },
    })
    if (row?.status === 'sending' && row.claimedAt !== null) {
      message.retry({ delaySeconds: Math.ceil((row.claimedAt + SENDING_LEASE_MS - now) / 1000) + 30 })
      return 'retry'
    }
    message.ack()
    return 'skipped'
  }
  const alert = await loadAlert(delivery.alertSlug, now)
  let outcome: Outcome
  if (!alert) outcome = { status: 'dropped', error: 'alert is not published' }
  else if (delivery.channel === 'email') outcome = await deliverEmail(env, alert, { ...body, recipientId: delivery.recipientId }, now)
  else outcome = await deliverPush(env, alert, { ...body, recipientId: delivery.recipientId }, now)
  await finish(env, delivery.id, outcome, now)
  if (outcome.status === 'retry') message.retry({ delaySeconds: retryDelay(message.attempts) })
  else message.ack()
  return outcome.status
}

/**
 * A message that ran out of retries: its delivery stays `queued` for the cron to enqueue again an hour
 * later (a Resend or push outage of a few hours loses nothing), until the delivery has used
 * MAX_DELIVERY_ATTEMPTS claims; then it is marked failed.
 */
async function handleDeadLetters(env: Env, batch: MessageBatch<unknown>, now: number): Promise<Record<string, number>> {
  const db = getDb(env.DB)
  const counts = { deadLetters: 0, failed: 0 }
  for (const message of batch.messages) {
    if (isDeliveryMessage(message.body)) {
      counts.deadLetters++
      const id = message.body.deliveryId
      const [failed] = await db
        .update(schema.alertDeliveries)
        .set({ status: 'failed' })
        .where(
          and(
            eq(schema.alertDeliveries.id, id),
            eq(schema.alertDeliveries.status, 'queued'),
            gte(schema.alertDeliveries.attempts, MAX_DELIVERY_ATTEMPTS),
          ),
        )
        .returning({ id: schema.alertDeliveries.id })
      if (failed) {
        counts.failed++
        console.error(JSON.stringify({ job: 'alert-dlq', event: 'failure', deliveryId: id, cause: 'failed after every retry' }))
      } else {
        await db
          .update(schema.alertDeliveries)
          .set({ claimedAt: now })
          .where(and(eq(schema.alertDeliveries.id, id), eq(schema.alertDeliveries.status, 'queued')))
      }
    }
    message.ack()
  }
  return counts
}

/** The `queue` handler of the worker (worker/door.ts). */
export function handleAlertQueue(batch: MessageBatch<unknown>, env: Env, now = Date.now()): Promise<Record<string, number>> {
  if (batch.queue === ALERT_DLQ_NAME) return observeJob(env, 'alert-dlq', () => handleDeadLetters(env, batch, now), now)
  return observeJob(env, 'alert-queue', () => handleDeliveries(env, batch, now), now)
}

async function handleDeliveries(env: Env, batch: MessageBatch<unknown>, now: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = { messages: batch.messages.length, errors: 0 }
  // One at a time: Resend and the push services rate-limit, and each step is a few D1 calls.
  for (const message of batch.messages) {
    try {
      const status = await handleMessage(env, message, now)
      counts[status] = (counts[status] ?? 0) + 1
    } catch (err) {
      counts.errors++
      console.error(JSON.stringify({ job: 'alert-queue', event: 'failure', message: message.id, cause: String(err) }))
      message.retry({ delaySeconds: retryDelay(message.attempts) })
    }
  }
  return counts
}
