import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, SELF } from 'cloudflare:test'
import { eq, like } from 'drizzle-orm'
import { compactVerify, importJWK } from 'jose'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alertTime, allAlerts, publishedAlerts } from '#content/alerts'
import { dispatchAlerts, MAX_ALERT_AGE_MS } from '#worker/alerts/dispatch'
import type { DeliveryMessage } from '#worker/alerts/queue'
import { ALERT_QUEUE_NAME } from '#worker/alerts/queue'
import { CRON } from '#worker/cron/index'
import { getDb, schema } from '#worker/db'
import { emailHash, newManageToken } from '#worker/newsletter/manage'
import worker from './entry'
import { capturingQueue, freshClientAddress as freshIp, outbox } from './helpers'

const db = getDb(env.DB)
const DOMAIN = '@alerts.test'
/** Just after the newest alert was published: every alert of the last 14 days is due. */
const NOW = new Date(alertTime(allAlerts[0]) + 60 * 60 * 1000)
const due = publishedAlerts(NOW.getTime()).filter((a) => NOW.getTime() - alertTime(a) <= MAX_ALERT_AGE_MS)

async function addSubscriber(
  name: string,
  opts: { country?: 'US' | 'CA' | 'any'; urgentOnly?: boolean; status?: 'pending' | 'confirmed' } = {},
) {
  const email = `${name}${DOMAIN}`
  const manageToken = newManageToken()
  const [row] = await db
    .insert(schema.newsletterSubscribers)
    .values({
      email,
      status: opts.status ?? 'confirmed',
      tokenHash: `spent:${crypto.randomUUID()}`,
      confirmedAt: Date.now(),
      country: opts.country ?? 'any',
      urgentOnly: opts.urgentOnly ?? false,
      manageToken: opts.status === 'pending' ? null : manageToken,
    })
    .returning()
  return { ...row, token: manageToken }
}

/** Runs the cron job with a queue binding that records what it is given. */
async function dispatchCapturing(e: Env = env) {
  const { sent, queue } = capturingQueue()
  const report = await dispatchAlerts({ ...e, ALERT_QUEUE: queue }, NOW)
  return { sent, report }
}

let msgCounter = 0
async function consume(messages: DeliveryMessage[], attempts = 1) {
  const batch = createMessageBatch<DeliveryMessage>(
    ALERT_QUEUE_NAME,
    messages.map((body) => ({ id: `m${++msgCounter}`, timestamp: new Date(), attempts, body })),
  )
  const ctx = createExecutionContext()
  await worker.queue(batch as MessageBatch<unknown>, env)
  return getQueueResult(batch, ctx)
}

const expectedFor = (country: 'US' | 'CA' | 'any', urgentOnly: boolean) =>
  due.filter((a) => (country === 'any' || a.regions === 'both' || a.regions === country) && (!urgentOnly || a.severity === 'urgent'))

beforeEach(async () => {
  await db.delete(schema.alertDeliveries)
  await db.delete(schema.alertDispatches)
  await db.delete(schema.pushSubscriptions)
  await db.delete(schema.newsletterSubscribers).where(like(schema.newsletterSubscribers.email, `%${DOMAIN}`))
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('alert content', () => {
  it('has due alerts for both countries, urgent and not, so the filters below mean something', () => {
    expect(due.length).toBeGreaterThanOrEqual(3)
    expect(due.some((a) => a.regions === 'US')).toBe(true)
    expect(due.some((a) => a.severity === 'urgent')).toBe(true)
    expect(due.some((a) => a.severity === 'warning')).toBe(true)
  })
})

describe('e-mail delivery: cron -> queue -> consumer', () => {
  it('delivers each due alert exactly once to each confirmed, matching subscriber', async () => {
    const us = await addSubscriber('us', { country: 'US' })
    const ca = await addSubscriber('ca', { country: 'CA' })
    const urgent = await addSubscriber('urgent', { urgentOnly: true })
    const pending = await addSubscriber('pending', { status: 'pending' })

    const first = await dispatchCapturing()
    // The cron runs again before the consumer has done anything: nothing new is enqueued.
    const second = await dispatchCapturing()
    expect(second.sent).toEqual([])
    const mine = first.sent.filter((m) => [us.id, ca.id, urgent.id, pending.id].includes(m.recipientId))
    expect(mine.filter((m) => m.recipientId === pending.id)).toEqual([])

    const result = await consume(mine)
    expect(result.retryMessages).toEqual([])
    expect(result.explicitAcks).toHaveLength(mine.length)
    // The same messages again (a duplicate delivery or a retry): all acknowledged, nothing mailed twice.
    const again = await consume(mine, 2)
    expect(again.explicitAcks).toHaveLength(mine.length)

    for (const [who, country, urgentOnly] of [
      [us, 'US', false],
      [ca, 'CA', false],
      [urgent, 'any', true],
    ] as const) {
      const mails = await outbox(who.email)
      const expected = expectedFor(country, urgentOnly)
      expect(mails).toHaveLength(expected.length)
      expect(mails.map((m) => m.subject).sort()).toEqual(
        expected.map((a) => `${a.severity === 'urgent' ? 'Urgent scam alert' : 'Scam alert'}: ${a.title}`).sort(),
      )
    }
    expect(await outbox(pending.email)).toEqual([])
    const rows = await db.select().from(schema.alertDeliveries)
    expect(rows.filter((r) => mine.some((m) => m.deliveryId === r.id)).every((r) => r.status === 'sent')).toBe(true)
  })

  it('puts the unsubscribe link and RFC 8058 headers in every alert e-mail, and the link works in one click', async () => {
    const reader = await addSubscriber('reader')
    const { sent } = await dispatchCapturing()
    await consume(sent.filter((m) => m.recipientId === reader.id))
    const [mail] = await outbox(reader.email)
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = /^<(http:\/\/localhost\/api\/newsletter\/unsubscribe\?token=[\w-]+)>$/.exec(mail.headers['List-Unsubscribe'])
    expect(oneClick).not.toBeNull()
    expect(mail.text).toContain(`http://localhost/newsletter/unsubscribe?token=${reader.token}`)
    expect(mail.text).toContain(`http://localhost/newsletter/preferences?token=${reader.token}`)
    expect(mail.html).toContain('Unsubscribe</a>')
    // Locally there is no postal address: the footer says so honestly.
    expect(mail.text).toMatch(/Local development copy: no postal address is set/)

    // What a mail program does for RFC 8058 one-click unsubscribe.
    const res = await SELF.fetch(oneClick![1], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp() },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { result: string }).result).toBe('unsubscribed')
    expect(await db.query.newsletterSubscribers.findFirst({ where: eq(schema.newsletterSubscribers.id, reader.id) })).toBeUndefined()
    const suppressed = await db.select().from(schema.newsletterSuppressions)
    expect(suppressed.map((s) => s.emailHash)).toContain(await emailHash(reader.email))
    expect(JSON.stringify(suppressed)).not.toContain('reader')

    // Twice: a clear "already" answer, still 200.
    const twice = await SELF.fetch('http://localhost/api/newsletter/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify({ token: reader.token }),
    })
    expect(twice.status).toBe(200)
    expect(((await twice.json()) as { result: string }).result).toBe('already')
  })

  it('drops and acknowledges a message for a subscriber who unsubscribed after it was queued', async () => {
    const gone = await addSubscriber('gone')
    const { sent } = await dispatchCapturing()
    const mine = sent.filter((m) => m.recipientId === gone.id)
    expect(mine.length).toBeGreaterThan(0)
    const res = await SELF.fetch('http://localhost/api/newsletter/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify({ token: gone.token }),
    })
    expect(res.status).toBe(200)
    const result = await consume(mine)
    expect(result.explicitAcks).toHaveLength(mine.length)
    expect(result.retryMessages).toEqual([])
    expect(await outbox(gone.email)).toEqual([])
    const rows = await db.select().from(schema.alertDeliveries)
    expect(rows.filter((r) => r.recipientId === gone.id && r.channel === 'email').every((r) => r.status === 'dropped')).toBe(true)
  })

  it('acknowledges a malformed message without doing anything', async () => {
    const result = await consume([{ nonsense: true } as unknown as DeliveryMessage])
    expect(result.explicitAcks).toHaveLength(1)
  })

  it('refuses bulk mail in production while the postal address is missing (fail closed)', async () => {
    await addSubscriber('prod')
    const { sent, report } = await dispatchCapturing({ ...env, ENVIRONMENT: 'production' as 'development', RESEND_API_KEY: 're_test' })
    expect(sent.filter((m) => m.channel === 'email')).toEqual([])
    expect(report.skipped.join(' ')).toMatch(/MAIL_POSTAL_ADDRESS/)
  })

  it('goes through the real Cron Trigger handler and the real queue to the outbox', async () => {
    const real = await addSubscriber('realqueue')
    await worker.scheduled(createScheduledController({ cron: CRON.every15Minutes, scheduledTime: NOW }), env)
    const expected = expectedFor('any', false).length
    // The queue's own consumer (wrangler.jsonc) picks the messages up; wait for its batches.
    await vi.waitFor(
      async () => {
        expect(await outbox(real.email)).toHaveLength(expected)
      },
      { timeout: 25_000, interval: 250 },
    )
  }, 30_000)
})

describe('bad unsubscribe and preference links', () => {
  it('answers a bad token with a clear 400, never a 500', async () => {
    for (const token of ['x', 'A'.repeat(43), '../../etc', 42]) {
      const res = await SELF.fetch('http://localhost/api/newsletter/unsubscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
        body: JSON.stringify({ token }),
      })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { msg: string }).msg).toMatch(/link is not valid/)
    }
  })

  it('sends a no-JavaScript form post back to the page with the result', async () => {
    const res = await SELF.fetch('http://localhost/api/newsletter/unsubscribe?token=nope', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp() },
      body: 'confirm=1',
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/newsletter/unsubscribe?result=invalid')
  })

  it('reads and saves country and urgent-only choices, and rejects bad values', async () => {
    const sub = await addSubscriber('prefs')
    const get = await SELF.fetch(`http://localhost/api/newsletter/preferences?token=${sub.token}`, {
      headers: { 'cf-connecting-ip': freshIp() },
    })
    expect(await get.json()).toEqual({ email: sub.email, country: 'any', urgentOnly: false })
    const put = (body: unknown) =>
      SELF.fetch('http://localhost/api/newsletter/preferences', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
        body: JSON.stringify(body),
      })
    expect((await put({ token: sub.token, country: 'FR', urgentOnly: false })).status).toBe(400)
    expect((await put({ token: sub.token, country: 'CA', urgentOnly: 'yes' })).status).toBe(400)
    expect((await put({ token: 'bad', country: 'CA', urgentOnly: true })).status).toBe(400)
    const ok = await put({ token: sub.token, country: 'CA', urgentOnly: true })
    expect(ok.status).toBe(200)
    const row = await db.query.newsletterSubscribers.findFirst({ where: eq(schema.newsletterSubscribers.id, sub.id) })
    expect(row).toMatchObject({ country: 'CA', urgentOnly: true })
  })
})

// ---- Web Push --------------------------------------------------------------------------------------

const b64u = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const fromB64u = (s: string) =>
  Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4)), (c) => c.charCodeAt(0))

/** A browser's side of a push subscription: an ECDH key pair and a 16-byte auth secret. */
async function browserKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer)
  const auth = crypto.getRandomValues(new Uint8Array(16))
  return { pair, publicRaw, auth, keys: { p256dh: b64u(publicRaw), auth: b64u(auth) } }
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number) {
  const key = await crypto.subtle.importKey('raw', ikm as BufferSource, 'HKDF', false, ['deriveBits'])
  const params = { name: 'HKDF', hash: 'SHA-256', salt: salt as BufferSource, info: info as BufferSource }
  return new Uint8Array(await crypto.subtle.deriveBits(params, key, bytes * 8))
}

/** RFC 8291 / RFC 8188 decryption, written independently of the library under test. */
async function decryptPush(body: Uint8Array, browser: Awaited<ReturnType<typeof browserKeys>>) {
  const salt = body.slice(0, 16)
  const idlen = body[20]
  const serverPublic = body.slice(21, 21 + idlen)
  const ciphertext = body.slice(21 + idlen)
  const serverKey = await crypto.subtle.importKey('raw', serverPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, [])
  const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: serverKey }, browser.pair.privateKey, 256))
  const enc = new TextEncoder()
  const keyInfo = new Uint8Array([...enc.encode('WebPush: info\0'), ...browser.publicRaw, ...serverPublic])
  const ikm = await hkdf(browser.auth, shared, keyInfo, 32)
  const cek = await hkdf(salt, ikm, enc.encode('Content-Encoding: aes128gcm\0'), 16)
  const nonce = await hkdf(salt, ikm, enc.encode('Content-Encoding: nonce\0'), 12)
  const aes = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt'])
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, aes, ciphertext))
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  expect(padded[end]).toBe(2) // the last-record delimiter
  return new TextDecoder().decode(padded.slice(0, end))
}

function subscribe(body: unknown, ip = freshIp()) {
  return SELF.fetch('http://localhost/api/push/subscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const FCM = 'https://fcm.googleapis.com/fcm/send/'

describe('push API', () => {
  it('gives the VAPID public key', async () => {
    const res = await SELF.fetch('http://localhost/api/push/key')
    expect(res.status).toBe(200)
    const { publicKey } = (await res.json()) as { publicKey: string }
    expect(fromB64u(publicKey)).toHaveLength(65)
  })

  it('stores a subscription on a known push service and forgets it on unsubscribe', async () => {
    const { keys } = await browserKeys()
    const endpoint = `${FCM}device-${crypto.randomUUID()}`
    expect((await subscribe({ endpoint, expirationTime: null, keys })).status).toBe(201)
    expect(await db.query.pushSubscriptions.findFirst({ where: eq(schema.pushSubscriptions.endpoint, endpoint) })).toBeDefined()
    const res = await SELF.fetch('http://localhost/api/push/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify({ endpoint }),
    })
    expect(res.status).toBe(200)
    expect(await db.query.pushSubscriptions.findFirst({ where: eq(schema.pushSubscriptions.endpoint, endpoint) })).toBeUndefined()
  })

  it('refuses foreign, insecure and malformed subscriptions and oversized bodies with a 4xx', async () => {
    const { keys } = await browserKeys()
    const bad = [
      { endpoint: 'https://evil.example.com/push/1', keys },
      { endpoint: 'http://fcm.googleapis.com/fcm/send/1', keys },
      { endpoint: 'https://fcm.googleapis.com.evil.example/1', keys },
      { endpoint: 'https://user:pw@fcm.googleapis.com/fcm/send/1', keys },
      { endpoint: `${FCM}1`, keys: { p256dh: 'short', auth: keys.auth } },
      { endpoint: `${FCM}1`, keys: { p256dh: keys.p256dh, auth: b64u(new Uint8Array(8)) } },
      { endpoint: `${FCM}${'a'.repeat(1100)}`, keys },
      { endpoint: `${FCM}1` },
    ]
    for (const body of bad) expect((await subscribe(body)).status).toBe(400)
    expect((await subscribe('{not json')).status).toBe(400)
    expect((await subscribe({ endpoint: `${FCM}1`, keys, pad: 'x'.repeat(20_000) })).status).toBe(413)
    expect(await db.select().from(schema.pushSubscriptions)).toEqual([])
  })

  it('rate-limits subscribe calls from one address', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) statuses.push((await subscribe({ endpoint: 'https://evil.example.com/x' }, ip)).status)
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
  })
})

describe('push delivery', () => {
  it('encrypts the alert for the subscription (decrypted here with its keys), signs VAPID, and retries a busy push service', async () => {
    const browser = await browserKeys()
    const endpoint = `${FCM}device-${crypto.randomUUID()}`
    expect((await subscribe({ endpoint, keys: browser.keys })).status).toBe(201)
    const { sent } = await dispatchCapturing()
    const pushes = sent.filter((m) => m.channel === 'push')
    expect(pushes).toHaveLength(due.length)

    const calls: { url: string; headers: Headers; body: Uint8Array }[] = []
    const statuses = [503, ...Array(due.length).fill(201)]
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const req = new Request(input, init)
      calls.push({ url: req.url, headers: req.headers, body: new Uint8Array(await req.arrayBuffer()) })
      return new Response(null, { status: statuses.shift() ?? 201 })
    })

    const first = await consume(pushes)
    // The first send met a 503: that message is retried, the others are sent.
    expect(first.retryMessages).toHaveLength(1)
    expect(first.explicitAcks).toHaveLength(due.length - 1)
    const retried = pushes.find((_, i) => `m${msgCounter - pushes.length + i + 1}` === first.retryMessages[0].msgId)!
    const second = await consume([retried], 2)
    expect(second.explicitAcks).toHaveLength(1)
    expect(calls).toHaveLength(due.length + 1)
    // A duplicate of every message: nothing is sent again.
    await consume(pushes, 3)
    expect(calls).toHaveLength(due.length + 1)

    const call = calls.at(-1)!
    expect(call.url).toBe(endpoint)
    expect(call.headers.get('content-encoding')).toBe('aes128gcm')
    const notice = JSON.parse(await decryptPush(call.body, browser)) as { title: string; url: string; body: string }
    const alert = due.find((a) => notice.url === `/alerts/${a.slug}`)
    expect(alert).toBeDefined()
    expect(notice.title).toContain(alert!.title)
    expect(notice.body).toBe(alert!.summary)

    // VAPID (RFC 8292): a JWT for the push service's origin, signed with our private key.
    const auth = /^vapid t=([^,]+), k=([\w-]+)$/.exec(call.headers.get('authorization') ?? '')
    expect(auth).not.toBeNull()
    expect(auth![2]).toBe(env.VAPID_PUBLIC_KEY)
    const raw = fromB64u(env.VAPID_PUBLIC_KEY)
    const key = await importJWK({ kty: 'EC', crv: 'P-256', x: b64u(raw.slice(1, 33)), y: b64u(raw.slice(33, 65)) }, 'ES256')
    const { payload } = await compactVerify(auth![1], key)
    expect(JSON.parse(new TextDecoder().decode(payload)).aud).toBe('https://fcm.googleapis.com')
  })

  it('deletes a subscription whose push service answers 410 Gone', async () => {
    const browser = await browserKeys()
    const endpoint = `${FCM}device-${crypto.randomUUID()}`
    await subscribe({ endpoint, keys: browser.keys })
    const { sent } = await dispatchCapturing()
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 410 }))
    const result = await consume(sent.filter((m) => m.channel === 'push').slice(0, 1))
    expect(result.explicitAcks).toHaveLength(1)
    expect(await db.query.pushSubscriptions.findFirst({ where: eq(schema.pushSubscriptions.endpoint, endpoint) })).toBeUndefined()
  })
})

describe('sitemap', () => {
  it('lists /alerts and every published alert', async () => {
    const xml = await (await SELF.fetch('http://localhost/sitemap.xml')).text()
    expect(xml).toContain('/alerts</loc>')
    for (const a of publishedAlerts()) expect(xml).toContain(`/alerts/${a.slug}</loc>`)
  })
})

describe('feeds', () => {
  it('serves RSS 2.0 and JSON Feed of the published alerts', async () => {
    const rss = await SELF.fetch('http://localhost/alerts/rss.xml')
    expect(rss.status).toBe(200)
    expect(rss.headers.get('content-type')).toMatch(/^application\/rss\+xml/)
    const xml = await rss.text()
    expect(xml).toMatch(/<rss version="2.0"/)
    const published = publishedAlerts()
    expect(xml.match(/<item>/g)).toHaveLength(published.length)
    const json = await SELF.fetch('http://localhost/alerts/feed.json')
    expect(json.headers.get('content-type')).toMatch(/^application\/feed\+json/)
    const feed = (await json.json()) as { version: string; items: { url: string; title: string }[] }
    expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/)
    expect(feed.items.map((i) => i.url)).toEqual(published.map((a) => `http://localhost/alerts/${a.slug}`))
  })
})
