// Shared helpers for the worker tests: fresh e-mail addresses, the local outbox, the newest sign-up code,
// and a fresh client address per call (so one test's rate limits never touch another's).
import { SELF } from 'cloudflare:test'
import type { DeliveryMessage } from '#worker/alerts/queue'
import { DUMMY_TOKEN } from '#worker/auth/turnstile'

export interface OutboxMail {
  to: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  createdAt: string
}

let tags = 0
/** A tag no other call in this test file has used. */
export const unique = () => `${Date.now().toString(36)}${++tags}`
/** An e-mail address no other call in this test file has used: `<tag>-<unique>@example.com`. */
export const newEmail = (tag = 'user') => `${tag}-${unique()}@example.com`

/** Mail sent to `to`, newest first (GET /api/dev/outbox, development only). */
export async function outbox(to: string): Promise<OutboxMail[]> {
  const res = await SELF.fetch(`http://localhost/api/dev/outbox?to=${encodeURIComponent(to)}`)
  return ((await res.json()) as { messages: OutboxMail[] }).messages
}

/** The code in the newest sign-up e-mail to `email`; throws when there is none. */
export async function latestSignupCode(email: string): Promise<string> {
  const [mail] = await outbox(email)
  // English "code is: 123456", Spanish "código de registro de … es: 123456".
  const code = /(?:code is|es): (\d{6})/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no code e-mail for ${email}`)
  return code
}

let clients = 0
/** A client address no other call in this test file has used (IPv4, 10.0.0.0/8). */
export function freshClientAddress(): string {
  const n = ++clients
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/**
 * A person's browser passes the bot check before sign-up and reset mail (security review 3, U1): the local
 * test secret's dummy token, added to those requests unless the test sends its own (or none, as `null`).
 */
export function asPerson(path: string, body: unknown): unknown {
  if (!/\/(send-otp|forgot-password)$/.test(path) || !body || typeof body !== 'object' || Array.isArray(body)) return body
  if (!('turnstileToken' in body)) return { ...body, turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX' }
  if ((body as { turnstileToken: unknown }).turnstileToken === null) {
    const { turnstileToken: _none, ...rest } = body as Record<string, unknown>
    return rest
  }
  return body
}

/** One call to /api/auth/<path> from `ip` (a fresh client unless given), with the JSON answer. */
export async function authCall(method: string, path: string, body?: unknown, opts: { ip?: string; token?: string } = {}) {
  const headers: Record<string, string> = { 'cf-connecting-ip': opts.ip ?? freshClientAddress() }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (opts.token) headers.authorization = opts.token
  const res = await SELF.fetch(`http://localhost/api/auth${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(asPerson(path, body)),
  })
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>
  return { status: res.status, json, headers: res.headers }
}

/**
 * A person's browser for /api/auth: one client address, and the cookies the site sets sent back on the
 * next calls, as a browser does (the reset code's `reset_browser`, the sign-up's `signup_browser`, U4).
 */
export function browserAt(ip = freshClientAddress()) {
  const jar = new Map<string, string>()
  return {
    ip,
    jar,
    async call(method: string, path: string, body?: unknown, opts: { token?: string } = {}) {
      const headers: Record<string, string> = { 'cf-connecting-ip': ip }
      if (body !== undefined) headers['content-type'] = 'application/json'
      if (opts.token) headers.authorization = opts.token
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
      const res = await SELF.fetch(`http://localhost/api/auth${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(asPerson(path, body)),
      })
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const at = pair.indexOf('=')
        const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)]
        if (!value || /max-age=0\b/i.test(line)) jar.delete(name)
        else jar.set(name, value)
      }
      const json = (await res.json().catch(() => ({}))) as Record<string, unknown>
      return { status: res.status, json, headers: res.headers }
    },
  }
}

/** The password every signed-up test person has. */
/**
 * Waits, when needed, until `needMs` fit before the next edge of a fixed `windowMs` window (worker/rate-limit: windows
 * start on the clock, every minute or every ten minutes). A test that fills a limit and expects the next call refused
 * must make all its calls in one window: at an edge the count starts again and the extra call is let through.
 */
export async function inOneWindow(windowMs: number, needMs = 10_000): Promise<void> {
  const into = Date.now() % windowMs
  if (into > windowMs - needMs) await new Promise((resolve) => setTimeout(resolve, windowMs - into + 500))
}

export const TEST_PASSWORD = 'a long enough password'

/**
 * A new person, signed up as a person does (the bot check passed, the e-mailed code typed) and signed
 * in: their e-mail and session token. `tag` starts the e-mail address.
 */
export async function signUpAndSignIn(name = 'Ann Example', tag = 'user'): Promise<{ name: string; email: string; token: string }> {
  const email = newEmail(tag)
  const ip = freshClientAddress()
  const sent = await authCall('POST', '/send-otp', { name, email }, { ip })
  if (sent.status !== 200) throw new Error(`sign-up for ${email}: ${sent.status} ${JSON.stringify(sent.json)}`)
  const verified = await authCall('POST', '/verify-otp', { email, otp: await latestSignupCode(email), password: TEST_PASSWORD }, { ip })
  if (verified.status !== 200) throw new Error(`code for ${email}: ${verified.status} ${JSON.stringify(verified.json)}`)
  const login = await authCall('POST', '/login', { email, password: TEST_PASSWORD, turnstileToken: DUMMY_TOKEN })
  if (typeof login.json.token !== 'string') throw new Error(`sign-in for ${email}: ${login.status}`)
  return { name, email, token: login.json.token }
}

/** The code in the newest password-reset e-mail to `email`; throws when there is none. */
export async function latestResetCode(email: string): Promise<string> {
  const [mail] = await outbox(email)
  const code = /(?:password is|nueva es): (\d{6})/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no reset e-mail for ${email}`)
  return code
}

/** A chunked body (no Content-Length) of `total` bytes that counts how much the worker pulled. */
export function countingStream(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(97)
  const read = { bytes: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= total) return controller.close()
      read.bytes += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, read }
}

/** A queue binding that records the alert deliveries it is given (for running the alert cron in a test). */
export function capturingQueue() {
  const sent: DeliveryMessage[] = []
  const queue = {
    sendBatch: async (batch: Iterable<MessageSendRequest<DeliveryMessage>>) => {
      for (const m of batch) sent.push(m.body)
    },
    send: async () => {},
  } as unknown as Queue
  return { sent, queue }
}

/**
 * A call to `/api<path>` from a client of its own (or `opts.ip`), JSON in and out, redirects not
 * followed: `{status, json, headers}`.
 */
export async function apiCall(
  method: string,
  path: string,
  body?: unknown,
  opts: { token?: string; ip?: string; locale?: string; zone?: string; cookie?: string } = {},
) {
  const headers: Record<string, string> = { 'cf-connecting-ip': opts.ip ?? freshClientAddress() }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (opts.token) headers.authorization = opts.token
  if (opts.locale) headers['x-locale'] = opts.locale
  if (opts.zone) headers['x-time-zone'] = opts.zone
  if (opts.cookie) headers.cookie = opts.cookie
  const res = await SELF.fetch(`http://localhost/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  })
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown>, headers: res.headers }
}
