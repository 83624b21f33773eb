// Shared helpers for the worker tests: fresh e-mail addresses, the local outbox, the newest sign-up code,
// and a fresh client address per call (so one test's rate limits never touch another's).
import { SELF } from 'cloudflare:test'

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

/** One call to /api/auth/<path> from `ip` (a fresh client unless given), with the JSON answer. */
export async function authCall(method: string, path: string, body?: unknown, opts: { ip?: string; token?: string } = {}) {
  const headers: Record<string, string> = { 'cf-connecting-ip': opts.ip ?? freshClientAddress() }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (opts.token) headers.authorization = opts.token
  const res = await SELF.fetch(`http://localhost/api/auth${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>
  return { status: res.status, json, headers: res.headers }
}

/** The code in the newest password-reset e-mail to `email`; throws when there is none. */
export async function latestResetCode(email: string): Promise<string> {
  const [mail] = await outbox(email)
  const code = /(?:password is|nueva es): (\d{6})/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no reset e-mail for ${email}`)
  return code
}
