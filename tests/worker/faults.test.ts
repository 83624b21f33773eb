// Fault drills (docs/security.md, "What happens when a part fails"): each binding fails in turn on the
// paths that write or send. The visitor gets a clear 503 in their language, never a 500; what was
// accepted is not lost; nothing is done twice.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { eq, inArray } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { alertTime, allAlerts, publishedAlerts } from '#content/alerts'
import { PUSH_MAX_FAILURES } from '#worker/alerts/consumer'
import { dispatchAlerts, MAX_ALERT_AGE_MS } from '#worker/alerts/dispatch'
import { ALERT_QUEUE_NAME, type DeliveryMessage } from '#worker/alerts/queue'
import { issueSessionToken } from '#worker/auth/tokens'
import { servePage } from '#worker/cache/page-cache'
import { CALLBACK_NOTIFY_GRACE_MS, notifyPendingCallbacks } from '#worker/callback/index'
import { getDb, schema } from '#worker/db'
import { MAIL_PURPOSES } from '#worker/mail/budget'
import worker from './entry'
import { asPerson, capturingQueue, freshClientAddress as freshIp, newEmail, outbox } from './helpers'

afterEach(() => vi.restoreAllMocks())

const D1_DOWN = 'D1_ERROR: Network connection lost.'
const D1_TIMEOUT = 'D1_ERROR: D1 DB storage operation exceeded timeout which caused object to be reset.'

/** A D1 binding whose every statement fails, as D1 does when it is unreachable or times out. */
function failingD1(cause = D1_DOWN): D1Database {
  const fail = () => Promise.reject(new Error(cause))
  const statement = { bind: () => statement, run: fail, all: fail, first: fail, raw: fail }
  return { prepare: () => statement, batch: fail, exec: fail, dump: fail, withSession: () => failingD1(cause) } as unknown as D1Database
}

async function call(path: string, body: unknown, e: Env, locale = 'en') {
  const res = await worker.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp(), 'x-locale': locale },
      body: JSON.stringify(asPerson(path, body)),
    }) as Request<unknown, IncomingRequestCfProperties>,
    e,
    createExecutionContext(),
  )
  return { status: res.status, json: (await res.json()) as { msg: string } }
}

const callback = { name: 'Ann Lee', phone: '555-123-4567', bestTime: 'morning', topic: 'scam-worry', timeZone: 'eastern' }
const PATHS: [string, string, unknown][] = [
  ['sign-up', '/api/auth/send-otp', { name: 'Pat', email: 'drill@example.com' }],
  ['login', '/api/auth/login', { email: 'drill@example.com', password: 'a-long-password-1', turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX' }],
  ['call-back', '/api/callback', callback],
  ['newsletter', '/api/newsletter', { email: 'drill@example.com' }],
  ['scam check', '/api/scam-check', { text: 'Your account is locked. Call now.' }],
]

describe('D1 fails', () => {
  for (const [name, path, body] of PATHS) {
    it(`${name}: 503 with a clear message in the visitor's language`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const en = await call(path, body, { ...env, DB: failingD1() })
      expect(en.status).toBe(503)
      expect(en.json.msg).toMatch(/Nothing you sent is lost|try again/i)
      // A statement that times out is the same failure to the visitor.
      const slow = await call(path, body, { ...env, DB: failingD1(D1_TIMEOUT) })
      expect(slow.status).toBe(503)
      const es = await call(path, body, { ...env, DB: failingD1() }, 'es')
      expect(es.status).toBe(503)
      expect(es.json.msg).toMatch(/inténtelo de nuevo/)
    })
  }
})

describe('Resend fails (500 or a timeout)', () => {
  const withResend = { ...env, RESEND_API_KEY: 're_drill_key' }

  it('sign-up and newsletter: 503 in the visitor language, nothing half done', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ message: 'boom', name: 'internal_server_error' }, { status: 500 }),
    )
    const signup = await call('/api/auth/send-otp', { name: 'Pat', email: newEmail('drill') }, withResend, 'es')
    expect(signup.status).toBe(503)
    expect(signup.json.msg).toMatch(/No pudimos enviar el correo/)
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')))
    const newsletter = await call('/api/newsletter', { email: newEmail('drill') }, withResend)
    expect(newsletter.status).toBe(503)
  })

  it('call-back: stored and answered 200, then mailed to sales once by the cron', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // Letters only: a name is plain letters (U2); digits of the id become letters.
    const name = `Drill ${crypto
      .randomUUID()
      .slice(0, 8)
      .replace(/[\d-]/g, (d) => 'ghijklmnopq'[Number(d) || 10])}`
    const sent: string[] = []
    let resendUp = false
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (!resendUp) return Response.json({ message: 'boom' }, { status: 500 })
      sent.push(
        String((init?.headers as Record<string, string>)?.['Idempotency-Key'] ?? new Request(input, init).headers.get('idempotency-key')),
      )
      return Response.json({ id: crypto.randomUUID() })
    })
    const res = await call('/api/callback', { ...callback, name }, withResend)
    expect(res.status).toBe(200)
    const row = await env.DB.prepare('SELECT id, notified_at FROM callback_requests WHERE name = ?')
      .bind(name)
      .first<{ id: number; notified_at: number | null }>()
    expect(row?.notified_at).toBeNull()
    // Resend is back: the cron mails it once; a second run sends nothing more.
    resendUp = true
    const later = new Date(Date.now() + CALLBACK_NOTIFY_GRACE_MS + 60_000)
    const first = await notifyPendingCallbacks(withResend, later)
    expect(first.sent).toBeGreaterThanOrEqual(1)
    await notifyPendingCallbacks(withResend, later)
    expect(sent.filter((k) => k === `callback-${row!.id}`)).toHaveLength(1)
    const after = await env.DB.prepare('SELECT notified_at FROM callback_requests WHERE id = ?')
      .bind(row!.id)
      .first<{ notified_at: number | null }>()
    expect(after?.notified_at).not.toBeNull()
  })
})

describe('KV fails', () => {
  it('the page cache renders the page instead of failing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const kv = {
      getWithMetadata: () => Promise.reject(new Error('KV GET failed: 500 Internal Server Error')),
      put: () => Promise.reject(new Error('KV PUT failed')),
    }
    const res = await servePage(
      new Request('http://localhost/Pricing'),
      { ...env, CACHE: kv as unknown as KVNamespace },
      { waitUntil: () => {} },
      {
        buildId: `drill-${Date.now()}`,
        render: async () => new Response('<html><body>page</body></html>', { headers: { 'content-type': 'text/html' } }),
        memory: null,
      },
    )
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('page')
  })
})

describe('push services answer 4xx or 5xx', () => {
  const db = getDb(env.DB)
  const NOW = new Date(alertTime(allAlerts[0]) + 60 * 60 * 1000)
  const alert = publishedAlerts(NOW.getTime()).find((a) => NOW.getTime() - alertTime(a) <= MAX_ALERT_AGE_MS)!
  const b64u = (bytes: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')

  async function consume(messages: DeliveryMessage[], attempts: number) {
    const batch = createMessageBatch<DeliveryMessage>(
      ALERT_QUEUE_NAME,
      messages.map((body, i) => ({ id: `push-drill-${attempts}-${i}`, timestamp: new Date(), attempts, body })),
    )
    const ctx = createExecutionContext()
    await worker.queue(batch as MessageBatch<unknown>, env)
    return getQueueResult(batch, ctx)
  }

  it('404 and 410 remove the subscription; 429 and 5xx are retried; other 4xx are counted and reported; the others still get the alert', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    await db.delete(schema.alertDeliveries)
    await db.delete(schema.alertDispatches)
    await db.delete(schema.pushSubscriptions)
    // Real browser keys, so the payload is encrypted and posted as for a real browser.
    const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair
    const p256dh = b64u((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer)
    const auth = b64u(crypto.getRandomValues(new Uint8Array(16)))
    // Each endpoint's push service answers with the status in its name; `refused-twice` was refused on two alerts before.
    // `unreachable` never answers: the post throws, as fetch does when a service cannot be reached.
    const answers = {
      ok: 201,
      gone404: 404,
      gone410: 410,
      bad400: 400,
      'refused-twice': 403,
      busy429: 429,
      down500: 500,
      down503: 503,
      unreachable: 0,
    }
    const endpointOf = (name: string) => `https://fcm.googleapis.com/fcm/send/drill-${name}-${crypto.randomUUID()}`
    const rows = await db
      .insert(schema.pushSubscriptions)
      .values(
        Object.keys(answers).map((name) => ({ endpoint: endpointOf(name), p256dh, auth, failures: name === 'refused-twice' ? 2 : 0 })),
      )
      .returning()
    const statusOf = (url: string) => Object.entries(answers).find(([name]) => url.includes(`/drill-${name}-`))![1]
    let servicesUp = false
    const posted: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new Request(input, init).url
      posted.push(url)
      if (!servicesUp && statusOf(url) === 0) throw new TypeError('fetch failed')
      return new Response(null, { status: servicesUp ? 201 : statusOf(url) })
    })

    const { sent, queue } = capturingQueue()
    await dispatchAlerts({ ...env, ALERT_QUEUE: queue }, NOW)
    const pushes = sent.filter((m) => m.channel === 'push' && m.alert === alert.slug)
    expect(pushes).toHaveLength(rows.length)

    const first = await consume(pushes, 1)
    // Every endpoint was tried once: one failing service stops nobody else's alert.
    expect(posted).toHaveLength(rows.length)
    expect(first.retryMessages).toHaveLength(4) // 429, 500, 503, unreachable
    expect(first.explicitAcks).toHaveLength(rows.length - 4)

    const byName = new Map(rows.map((r) => [Object.keys(answers).find((n) => r.endpoint.includes(`/drill-${n}-`))!, r.id]))
    const subs = new Map((await db.select().from(schema.pushSubscriptions)).map((r) => [r.id, r]))
    const deliveries = new Map(
      (
        await db
          .select()
          .from(schema.alertDeliveries)
          .where(inArray(schema.alertDeliveries.recipientId, [...byName.values()]))
      )
        .filter((d) => d.channel === 'push' && d.alertSlug === alert.slug)
        .map((d) => [d.recipientId, d]),
    )
    const state = (name: string) => ({ kept: subs.has(byName.get(name)!), delivery: deliveries.get(byName.get(name)!)?.status })
    expect(state('ok')).toEqual({ kept: true, delivery: 'sent' })
    expect(subs.get(byName.get('ok')!)?.lastOkAt).not.toBeNull()
    // RFC 8030: 404 and 410 mean the subscription is gone for good.
    expect(state('gone404')).toEqual({ kept: false, delivery: 'dropped' })
    expect(state('gone410')).toEqual({ kept: false, delivery: 'dropped' })
    // Another 4xx: reported as failed and counted against the subscription; the third in a row removes it.
    expect(state('bad400')).toEqual({ kept: true, delivery: 'failed' })
    expect(subs.get(byName.get('bad400')!)?.failures).toBe(1)
    expect(PUSH_MAX_FAILURES).toBe(3)
    expect(state('refused-twice')).toEqual({ kept: false, delivery: 'failed' })
    // Busy or down: kept, not counted as a refusal, and the delivery waits for its retry.
    for (const name of ['busy429', 'down500', 'down503']) {
      expect(state(name)).toEqual({ kept: true, delivery: 'queued' })
      expect(subs.get(byName.get(name)!)?.failures).toBe(0)
    }
    // Unreachable: retried too, and counted against the subscription like a refusal.
    expect(state('unreachable')).toEqual({ kept: true, delivery: 'queued' })
    expect(subs.get(byName.get('unreachable')!)?.failures).toBe(1)
    // The run is reported: the System view and the log line count each outcome.
    const run = await env.DB.prepare('SELECT outcome, counts FROM job_runs WHERE job = ?').bind('alert-queue').first<{ counts: string }>()
    expect(JSON.parse(run!.counts)).toMatchObject({ sent: 1, dropped: 2, failed: 2, retry: 4 })

    // The services are back: the retried messages are delivered, once each.
    servicesUp = true
    const again = ['busy429', 'down500', 'down503', 'unreachable']
    const retried = pushes.filter((m) => again.some((n) => m.recipientId === byName.get(n)))
    const second = await consume(retried, 2)
    expect(second.explicitAcks).toHaveLength(4)
    await consume(pushes, 3) // a duplicate of every message: nothing is posted again
    expect(posted).toHaveLength(rows.length + 4)
    const after = await db
      .select({ status: schema.alertDeliveries.status })
      .from(schema.alertDeliveries)
      .where(
        inArray(
          schema.alertDeliveries.recipientId,
          again.map((n) => byName.get(n)!),
        ),
      )
    expect(after.filter((d) => d.status === 'sent')).toHaveLength(4)
    expect(await db.query.pushSubscriptions.findFirst({ where: eq(schema.pushSubscriptions.id, byName.get('bad400')!) })).toBeDefined()
  })
})

describe('the trusted-contact mail budget is spent (decision 120: the trusted purpose, per hour)', () => {
  it('the holder gets a clear 503, nothing is left waiting, and the invitation goes out once the budget is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const id = crypto.randomUUID()
    await env.DB.prepare('INSERT INTO users (id, name, email, password_hash, role) VALUES (?, ?, ?, ?, ?)')
      .bind(id, 'Hal Holder', newEmail('holder'), 'x', 'user')
      .run()
    const token = await issueSessionToken(env, id, 'user')
    const contact = newEmail('contact')
    const invite = () =>
      worker.fetch(
        new Request('http://localhost/api/trusted-contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp(), authorization: token },
          body: JSON.stringify({
            name: 'Beth Daughter',
            email: contact,
            phone: '555 010 2000',
            mayAsks: true,
            mayPlans: true,
            mayWarnings: true,
          }),
        }) as Request<unknown, IncomingRequestCfProperties>,
        env,
        createExecutionContext(),
      )
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000
    await env.DB.prepare(
      "INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES ('mail-trusted:site', ?, ?, ?) ON CONFLICT DO UPDATE SET count = excluded.count",
    )
      .bind(hour, MAIL_PURPOSES.trusted.limit, hour + 2 * 3_600_000)
      .run()
    const spent = await invite()
    expect(spent.status).toBe(503)
    expect(((await spent.json()) as { msg: string }).msg).toMatch(/e-mail/i)
    expect(await outbox(contact)).toHaveLength(0)
    // Account mail keeps its own share meanwhile.
    expect((await call('/api/auth/send-otp', { name: 'Pat', email: newEmail('drill') }, env)).status).toBe(200)

    await env.DB.prepare("DELETE FROM rate_limits WHERE key = 'mail-trusted:site'").run()
    const later = await invite()
    expect(later.status).toBe(200)
    expect(await outbox(contact)).toHaveLength(1)
  })
})
