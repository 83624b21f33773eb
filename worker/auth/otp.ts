// Sign-up codes: 6 random digits, stored only as an HMAC keyed with OTP_PEPPER (a leaked table
// does not reveal codes, and a 10^6 space cannot be brute-forced offline without the pepper).
import { timingSafeEqual } from './password'

export const CODE_TTL_MS = 10 * 60_000
export const CODE_MAX_ATTEMPTS = 5

/** A uniformly random 6-digit code from crypto.getRandomValues (rejection sampling, no modulo bias). */
export function generateCode(): string {
  const buf = new Uint32Array(1)
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000
  for (;;) {
    crypto.getRandomValues(buf)
    if (buf[0] < limit) return String(buf[0] % 1_000_000).padStart(6, '0')
  }
}

async function hmac(pepper: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)))
}

const toHex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16))

/** What a code is for: a sign-up code can never be used as a password-reset code, or the other way round. */
export type CodePurpose = 'signup' | 'reset'

/** The stored form of a code. Bound to the e-mail, so a row copied to another address is useless. */
export async function hashCode(pepper: string, email: string, code: string, purpose: CodePurpose = 'signup'): Promise<string> {
  return `hmac-sha256$${toHex(await hmac(pepper, `${purpose}:${email}:${code}`))}`
}

export async function codeMatches(
  pepper: string,
  email: string,
  code: string,
  stored: string,
  purpose: CodePurpose = 'signup',
): Promise<boolean> {
  const expected = fromHex(stored.replace(/^hmac-sha256\$/, ''))
  return timingSafeEqual(await hmac(pepper, `${purpose}:${email}:${code}`), expected)
}
