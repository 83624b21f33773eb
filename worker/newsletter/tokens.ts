// Random link tokens and their stored SHA-256, for newsletter confirm/manage links and trusted-contact
// links. A leaf module: subscriptions.ts and manage.ts both use it without importing each other for it.

import { randomBase64url } from '../http/base64url'

/** Hex SHA-256: what the database keeps instead of a token. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** 32 random bytes, base64url without padding (43 characters). */
export function newToken(): string {
  return randomBase64url(32)
}
