// The contact's links (decision 160).
// - Invitation: 32 random bytes; only SHA-256 of it is kept, with an expiry, until it is used.
// - Stop: `<contact id>.<expiry ms>.<HMAC-SHA256>` signed with a key derived from JWT_SECRET. It is
//   put in every mail to the contact, so it cannot be a stored random value (a hash alone could not be
//   put back into the next mail); it names only the contact row, so it dies with the row, and it
//   expires. Nothing of it is stored.
import { base64url, fromBase64url } from '#worker/http/base64url'
import { hashToken, newToken } from '../newsletter/tokens'

/** An invitation can be accepted for this long. */
export const INVITE_DAYS = 7
export const INVITE_TTL_MS = INVITE_DAYS * 24 * 60 * 60 * 1000
/** A stop link keeps working this long after the mail that carries it (longer than any mail waits unread). */
export const STOP_TTL_MS = 120 * 24 * 60 * 60 * 1000

export { hashToken as hashInviteToken }

export async function newInviteToken(): Promise<{ token: string; hash: string }> {
  const token = newToken()
  return { token, hash: await hashToken(token) }
}

async function hmacKey(env: Pick<Env, 'JWT_SECRET'>) {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`trusted-contact-stop:${env.JWT_SECRET}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
}

export async function signStopToken(env: Pick<Env, 'JWT_SECRET'>, contactId: string, now = Date.now()): Promise<string> {
  const body = `${contactId}.${now + STOP_TTL_MS}`
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(env), new TextEncoder().encode(body))
  return `${body}.${base64url(mac)}`
}

/** The contact id a stop token names, or null when it is forged, malformed or expired. */
export async function verifyStopToken(env: Pick<Env, 'JWT_SECRET'>, token: string, now = Date.now()): Promise<string | null> {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [contactId, expiry, mac] = parts
  if (!/^\d+$/.test(expiry) || Number(expiry) < now) return null
  const macBytes = fromBase64url(mac)
  if (!macBytes) return null
  const ok = await crypto.subtle.verify('HMAC', await hmacKey(env), macBytes, new TextEncoder().encode(`${contactId}.${expiry}`))
  return ok ? contactId : null
}

// ---- U2: the 90-day hold and the way out of it ---------------------------------------------------

/** How long an address that said no, or never answered, gets no invitation from anyone (U2). */
export const INVITE_HOLD_DAYS = 90
export const INVITE_HOLD_MS = INVITE_HOLD_DAYS * 24 * 60 * 60 * 1000
/** The "let invitations reach me again" link works this long after the mail that carries it. */
export const ALLOW_TTL_MS = 180 * 24 * 60 * 60 * 1000

/** SHA-256 of a (normalised) address, base64url: what the hold list keeps instead of the address. */
export async function hashAddress(email: string): Promise<string> {
  return base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`invite-hold:${email}`)))
}

async function allowKey(env: Pick<Env, 'JWT_SECRET'>) {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`trusted-contact-allow:${env.JWT_SECRET}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
}
const allowMac = async (env: Pick<Env, 'JWT_SECRET'>, body: string) =>
  base64url(await crypto.subtle.sign('HMAC', await allowKey(env), new TextEncoder().encode(body)))

/** `<address hash>.<expiry>.<HMAC>`: only the mailbox that received an invitation holds it. */
export async function signAllowToken(env: Pick<Env, 'JWT_SECRET'>, email: string, now = Date.now()): Promise<string> {
  const body = `${await hashAddress(email)}.${now + ALLOW_TTL_MS}`
  return `${body}.${await allowMac(env, body)}`
}

/** The address hash an allow token names, or null when it is forged, malformed or expired. */
export async function verifyAllowToken(env: Pick<Env, 'JWT_SECRET'>, token: string, now = Date.now()): Promise<string | null> {
  const [hash, expiry, mac] = token.split('.')
  if (!hash || !expiry || !mac || !/^\d+$/.test(expiry) || Number(expiry) < now) return null
  return (await allowMac(env, `${hash}.${expiry}`)) === mac ? hash : null
}
