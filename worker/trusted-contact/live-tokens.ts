// The live room's two tokens (docs/on-the-phone.md; here, below worker/pause/, since the contact's
// invitation mail carries one), both `<kind>.<id>.<expiry ms>.<HMAC-SHA256>` with a key derived from
// JWT_SECRET (its own purpose, so no other token of the site verifies here):
// - watch (`w`): names a trusted-contact row; given to the contact when they accept and in every alert
//   mail. It lets them see and answer their holder's alerts, and dies with the row (checked on use).
// - holder (`h`): names an account; handed to the signed-in holder's page with each alert, short-lived.
// Nothing of either is stored.
import { type Locale, localizeHref } from '#shared/i18n'
import { base64url, fromBase64url } from '#worker/http/base64url'

export const WATCH_TTL_MS = 120 * 24 * 60 * 60 * 1000
export const HOLDER_TTL_MS = 60 * 60_000

type Kind = 'w' | 'h'
const ID = /^[\w-]{1,64}$/

async function key(env: Pick<Env, 'JWT_SECRET'>) {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`pause-room:${env.JWT_SECRET}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
}

export async function signPauseToken(env: Pick<Env, 'JWT_SECRET'>, kind: Kind, id: string, now = Date.now()): Promise<string> {
  const body = `${kind}.${id}.${now + (kind === 'w' ? WATCH_TTL_MS : HOLDER_TTL_MS)}`
  const mac = await crypto.subtle.sign('HMAC', await key(env), new TextEncoder().encode(body))
  return `${body}.${base64url(mac)}`
}

/** What a token names, or null when it is forged, malformed or expired. */
export async function verifyPauseToken(
  env: Pick<Env, 'JWT_SECRET'>,
  token: string | null | undefined,
  now = Date.now(),
): Promise<{ kind: Kind; id: string } | null> {
  if (!token || token.length > 200) return null
  const parts = token.split('.')
  if (parts.length !== 4) return null
  const [kind, id, expiry, mac] = parts
  if ((kind !== 'w' && kind !== 'h') || !ID.test(id) || !/^\d{1,16}$/.test(expiry) || Number(expiry) < now) return null
  const macBytes = fromBase64url(mac)
  if (!macBytes) return null
  const ok = await crypto.subtle.verify('HMAC', await key(env), macBytes, new TextEncoder().encode(`${kind}.${id}.${expiry}`))
  return ok ? { kind, id } : null
}

/** The contact's live page for their holder's alerts (a watch token names the contact row). */
export async function watchPage(env: Pick<Env, 'JWT_SECRET'>, contactId: string, origin: string, locale: Locale, now = Date.now()) {
  return `${origin}${localizeHref('/on-the-phone/answer', locale)}?t=${encodeURIComponent(await signPauseToken(env, 'w', contactId, now))}`
}
