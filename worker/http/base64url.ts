// base64url without padding (RFC 4648 §5): safe in URLs, cookies, HTML and JS without escaping. One
// encoder for every random token and MAC the worker hands out (nonces, link tokens, browser keys).

export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** `byteCount` random bytes, base64url (32 bytes: 43 characters). */
export function randomBase64url(byteCount: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(byteCount)))
}

/** The bytes of a base64url string, or null when it is not one (a forged or cut token). */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0))
  } catch {
    return null
  }
}
