// Security review 2, T1, T2 and T10: the alert fan-out with many recipients, each alert and channel on
// its own, a query budget per run; alert mail paced on its own budget beside account and call-back mail;
// a delivery that fails after its claim is sent later, never lost.
import { createExecutionContext, createMessageBatch, env, getQueueResult, SELF } from 'cloudflare:test'
import { eq, inArray, like } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alertTime, allAlerts, publishedAlerts } from '#content/alerts'
import { MAX_DELIVERY_ATTEMPTS } from '#worker/alerts/consumer'
import { DISPATCH_QUERY_BUDGET, dispatchAlerts, MAX_ALERT_AGE_MS } from '#worker/alerts/dispatch'
import { ALERT_DLQ_NAME, ALERT_QUEUE_NAME, type DeliveryMessage } from '#worker/alerts/queue'
import { getDb, schema } from '#worker/db'
import { MAIL_PURPOSES } from '#worker/mail/budget'
import { newManageToken } from '#worker/newsletter/manage'
import worker from './entry'
import { outbox } from './helpers'

const db = getDb(env.DB)
const DOMAIN = '@alerts-abuse.test'
const NOW = new Date(alertTime(allAlerts[0]) + 60 * 60 * 1000)
const due = publishedAlerts(NOW.getTime()).filter((a) => NOW.getTime() - alertTime(a) <= MAX_ALERT_AGE_MS)
const HOUR = 3_600_000

async function addSubscribers(n: number, tag = 'reader') {
  const rows = Array.from({ length: n }, (_, i) => ({
    email: `${tag}${i}-${crypto.randomUUID().slice(0, 8)}${DOMAIN}`,
    status: 'confirmed' as const,
    tokenHash: `spent:${crypto.randomUUID()}`,
    confirmedAt: Date.now(),
    country: 'any' as const,
    urgentOnly: false,
    manageToken: newManageToken(),
  }))
  const out = []
  for (let i = 0; i < rows.length; i += 10)
    out.push(
      ...(await db
        .insert(schema.newsletterSubscribers)
        .values(rows.slice(i, i + 10))
        .returning()),
    )
  return out
}

/** Push subscriptions as a stranger posts them (invented endpoints); written straight into D1. */
async function addPushRows(n: number) {
  for (let i = 0; i < n; i += 10) {
    await db.insert(schema.pushSubscriptions).values(
      Array.from({ length: Math.min(10, n - i) }, (_, k) => ({
        endpoint: `https://fcm.googleapis.com/fcm/send/stranger-${i + k}-${crypto.randomUUID()}`,
        p256dh: 'BAAA',
        auth: 'AAAA',
      })),
    )
  }
}

function capturingQueue(fail?: (call: number) => boolean) {
  const sent: DeliveryMessage[] = []
  let calls = 0
  const queue = {
    sendBatch: async (batch: Iterable<MessageSendRequest<DeliveryMessage>>) => {
      calls++
      if (fail?.(calls)) throw new Error('Queue send failed: injected fault')
      for (const m of batch) sent.push(m.body)
    },
    send: async () => {},
  } as unknown as Queue
  return { sent, queue }
}

let msgCounter = 0
async function consume(messages: DeliveryMessage[], queue = ALERT_QUEUE_NAME, attempts = 1) {
  const batch = createMessageBatch<DeliveryMessage>(
    queue,
    messages.map((body) => ({ id: `abuse${++msgCounter}`, timestamp: new Date(), attempts, body })),
  )
  const delays: (number | undefined)[] = []
  for (const message of batch.messages) {
    const retry = message.retry.bind(message)
    vi.spyOn(message, 'retry').mockImplementation((options) => {
      delays.push(options?.delaySeconds)
      retry(options)
    })
  }
  const ctx = createExecutionContext()
  await worker.queue(batch as MessageBatch<unknown>, env)
  return { ...(await getQueueResult(batch, ctx)), delays }
}

async function setMailCount(purpose: keyof typeof MAIL_PURPOSES, count: number) {
  const windowStart = Math.floor(Date.now() / HOUR) * HOUR
  await env.DB.prepare(
    'INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET count = excluded.count',
  )
    .bind(`mail-${purpose}:site`, windowStart, count, windowStart + HOUR)
    .run()
}

beforeEach(async () => {
  await db.delete(schema.alertDeliveries)
  await db.delete(schema.alertDispatches)
  await db.delete(schema.pushSubscriptions)
  await db.delete(schema.newsletterSubscribers).where(like(schema.newsletterSubscribers.email, `%${DOMAIN}`))
  await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'mail-%'").run()
})
afterEach(() => vi.restoreAllMocks())

describe('T1: fan-out past 20 recipients, isolated failures, a query budget', () => {
  it('creates a delivery for each of 45 subscribers and 45 push subscriptions on every due alert', async () => {
    const readers = await addSubscribers(45)
    await addPushRows(45)
    const { sent, queue } = capturingQueue()
    const report = await dispatchAlerts({ ...env, ALERT_QUEUE: queue }, NOW)
    expect(report.failures).toEqual([])
    const ids = new Set(readers.map((r) => r.id))
    for (const alert of due) {
      expect(sent.filter((m) => m.alert === alert.slug && m.channel === 'email' && ids.has(m.recipientId))).toHaveLength(45)
      expect(sent.filter((m) => m.alert === alert.slug && m.channel === 'push')).toHaveLength(45)
    }
  }, 30_000)

  it('keeps going when one alert or channel fails, and the lost messages are sent again by a later run', async () => {
    await addSubscribers(5)
    await addPushRows(3)
    // The first queue call throws (the first alert's e-mail page); every other alert and channel goes on.
    const { sent, queue } = capturingQueue((call) => call === 1)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const report = await dispatchAlerts({ ...env, ALERT_QUEUE: queue }, NOW)
    expect(report.failures).toHaveLength(1)
    expect(errors.mock.calls.some(([line]) => String(line).includes('"job":"alert-dispatch"'))).toBe(true)
    expect(sent.filter((m) => m.channel === 'push')).toHaveLength(3 * due.length)
    expect(new Set(sent.filter((m) => m.channel === 'email').map((m) => m.alert)).size).toBe(due.length - 1)
    // The failed page's rows exist but were never enqueued: a run an hour later enqueues them.
    const later = capturingQueue()
    const next = await dispatchAlerts({ ...env, ALERT_QUEUE: later.queue }, new Date(Date.now() + 2 * HOUR))
    expect(next.requeued).toBeGreaterThanOrEqual(5)
  }, 30_000)

  it('stops a run at its query budget and finishes in later runs from the saved cursors', async () => {
    const readers = await addSubscribers(250)
    const ids = new Set(readers.map((r) => r.id))
    const seen: DeliveryMessage[] = []
    let runs = 0
    for (; runs < 20; runs++) {
      const { sent, queue } = capturingQueue()
      const report = await dispatchAlerts({ ...env, ALERT_QUEUE: queue }, NOW, 20)
      expect(report.queries).toBeLessThanOrEqual(20)
      seen.push(...sent)
      const open = await db.select().from(schema.alertDispatches)
      if (open.every((d) => d.finishedAt !== null)) break
    }
    expect(runs).toBeGreaterThan(1)
    for (const alert of due) expect(seen.filter((m) => m.alert === alert.slug && ids.has(m.recipientId))).toHaveLength(250)
    expect(DISPATCH_QUERY_BUDGET).toBeLessThan(1000)
  }, 30_000)
})

describe('T2 and T10: alert mail on its own budget, nothing lost', () => {
  it('paces alert mail once its budget is spent, while sign-up codes still go out', async () => {
    const [reader] = await addSubscribers(1, 'paced')
    const { sent, queue } = capturingQueue()
    await dispatchAlerts({ ...env, ALERT_QUEUE: queue }, NOW)
    const mine = sent.filter((m) => m.recipientId === reader.id && m.channel === 'email')
    expect(mine.length).toBeGreaterThan(0)
    await setMailCount('alert', MAIL_PURPOSES.alert.limit)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await consume(mine)
    // Acknowledged, not retried towards the dead-letter queue, and not counted as an attempt.
    expect(result.retryMessages).toEqual([])
    const rows = await db
      .select()
      .from(schema.alertDeliveries)
      .where(
        inArray(
          schema.alertDeliveries.id,
          mine.map((m) => m.deliveryId),
        ),
      )
    expect(rows.every((r) => r.status === 'queued' && r.attempts === 0)).toBe(true)
    expect(await outbox(reader.email)).toEqual([])

    // Account mail has its own share: a sign-up code still goes out in the same hour.
    const email = `signup-${crypto.randomUUID().slice(0, 8)}@example.com`
    const res = await SELF.fetch('http://localhost/api/auth/send-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.29.0.1' },
      body: JSON.stringify({ name: 'Pat', email, turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX' }),
    })
    expect(res.status).toBe(200)
    expect(await outbox(email)).toHaveLength(1)

    // The next hour: the cron enqueues the paced deliveries again and they are mailed once.
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = 'mail-alert:site'").run()
    const later = capturingQueue()
    await dispatchAlerts({ ...env, ALERT_QUEUE: later.queue }, new Date(Date.now() + 2 * HOUR))
    const again = later.sent.filter((m) => mine.some((x) => x.deliveryId === m.deliveryId))
    expect(again).toHaveLength(mine.length)
    await consume(again)
    await consume(again)
    expect(await outbox(reader.email)).toHaveLength(mine.length)
  }, 30_000)

  it('keeps a delivery back from the dead-letter queue for a later try, and fails it only after every attempt', async () => {
    const [reader] = await addSubscribers(1, 'dlq')
    const { sent, queue } = capturingQueue()
    await dispatchAlerts({ ...env, ALERT_QUEUE: queue }, NOW)
    const [first, second] = sent.filter((m) => m.recipientId === reader.id)
    await db.update(schema.alertDeliveries).set({ attempts: 6 }).where(eq(schema.alertDeliveries.id, first.deliveryId))
    await db.update(schema.alertDeliveries).set({ attempts: MAX_DELIVERY_ATTEMPTS }).where(eq(schema.alertDeliveries.id, second.deliveryId))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await consume([first, second], ALERT_DLQ_NAME)
    const rows = await db
      .select()
      .from(schema.alertDeliveries)
      .where(inArray(schema.alertDeliveries.id, [first.deliveryId, second.deliveryId]))
    expect(rows.find((r) => r.id === first.deliveryId)?.status).toBe('queued')
    expect(rows.find((r) => r.id === second.deliveryId)?.status).toBe('failed')
    const later = capturingQueue()
    await dispatchAlerts({ ...env, ALERT_QUEUE: later.queue }, new Date(Date.now() + 2 * HOUR))
    expect(later.sent.map((m) => m.deliveryId)).toContain(first.deliveryId)
    expect(later.sent.map((m) => m.deliveryId)).not.toContain(second.deliveryId)
  }, 30_000)

  it('does not acknowledge a message whose delivery is stuck under a live lease, and sends it after the lease', async () => {
    const [reader] = await addSubscribers(1, 'lease')
    const { sent, queue } = capturingQueue()
    await dispatchAlerts({ ...env, ALERT_QUEUE: queue }, NOW)
    const [msg] = sent.filter((m) => m.recipientId === reader.id)
    // A worker claimed it a minute ago and died before finishing.
    await db
      .update(schema.alertDeliveries)
      .set({ status: 'sending', claimedAt: Date.now() - 60_000, attempts: 1 })
      .where(eq(schema.alertDeliveries.id, msg.deliveryId))
    const result = await consume([msg], ALERT_QUEUE_NAME, 2)
    expect(result.explicitAcks).toEqual([])
    expect(result.retryMessages).toHaveLength(1)
    expect(result.delays[0]).toBeGreaterThan(14 * 60)
    // The cron also picks up rows whose lease has run out.
    const later = capturingQueue()
    await dispatchAlerts({ ...env, ALERT_QUEUE: later.queue }, new Date(Date.now() + 16 * 60_000))
    expect(later.sent.map((m) => m.deliveryId)).toContain(msg.deliveryId)
  }, 30_000)
})
