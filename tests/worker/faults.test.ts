// Fault drills (docs/security.md, "What happens when a part fails"): each binding fails in turn on the
// paths that write or send. The visitor gets a clear 503 in their language, never a 500; what was
// accepted is not lost; nothing is done twice.
import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CALLBACK_NOTIFY_GRACE_MS, notifyPendingCallbacks } from '#worker/api/callback'
import { servePage } from '#worker/cache/page-cache'
import worker from './entry'
import { freshClientAddress as freshIp, newEmail } from './helpers'

afterEach(() => vi.restoreAllMocks())

const D1_DOWN = 'D1_ERROR: Network connection lost.'

/** A D1 binding whose every statement fails, as D1 does when it is unreachable. */
function failingD1(): D1Database {
  const fail = () => Promise.reject(new Error(D1_DOWN))
  const statement = { bind: () => statement, run: fail, all: fail, first: fail, raw: fail }
  return { prepare: () => statement, batch: fail, exec: fail, dump: fail, withSession: () => failingD1() } as unknown as D1Database
}

async function call(path: string, body: unknown, e: Env, locale = 'en') {
  const res = await worker.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp(), 'x-locale': locale },
      body: JSON.stringify(body),
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
    const name = `Drill ${crypto.randomUUID().slice(0, 8)}`
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
