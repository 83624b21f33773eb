// Security headers for every response the worker sends (static files get the same set from
// public/_headers). Pages get a Content-Security-Policy bound to a per-response nonce; everything
// else gets a policy that allows nothing.

import { randomBase64url } from './base64url'

/** The third parties the site uses: the bot check (Turnstile) and privacy-enhanced video frames. */
export const THIRD_PARTIES = {
  turnstile: 'https://challenges.cloudflare.com',
  videoFrames: 'https://www.youtube-nocookie.com',
  videoPosters: 'https://i.ytimg.com',
} as const

// The policy is two constant strings around the nonce, so building it per response is one concatenation.
// script-src: the nonce plus 'strict-dynamic' (scripts the nonced ones load are trusted); 'unsafe-inline'
// and https: are ignored by every browser that knows nonces and only keep very old browsers working.
// style-src-attr: React renders a few style="" attributes (sizes, transforms); attributes cannot carry a
// nonce, and style attributes cannot run script.
const CSP_HEAD = `default-src 'self'; script-src 'nonce-`
const CSP_MID = `' 'strict-dynamic' 'unsafe-inline' https:; style-src 'self' 'nonce-`
const CSP_TAIL = [
  `'; style-src-attr 'unsafe-inline'`,
  `img-src 'self' data: ${THIRD_PARTIES.videoPosters}`,
  `font-src 'self'`,
  `connect-src 'self' ${THIRD_PARTIES.turnstile}`,
  `frame-src ${THIRD_PARTIES.turnstile} ${THIRD_PARTIES.videoFrames}`,
  `worker-src 'self'`,
  `manifest-src 'self'`,
  `form-action 'self'`,
  `object-src 'none'`,
  `base-uri 'none'`,
  `frame-ancestors 'none'`,
  `upgrade-insecure-requests`,
].join('; ')

export function contentSecurityPolicy(nonce: string): string {
  return CSP_HEAD + nonce + CSP_MID + nonce + CSP_TAIL
}

/** For JSON, text, XML and errors: nothing may load, nothing may frame it. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

/** Sent on every response. Only features Chromium recognises, so no console warnings. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
}

/** A fresh random nonce: 16 bytes in base64url, so it needs no escaping in any HTML or JS context. */
export function createNonce(): string {
  return randomBase64url(16)
}

/** Adds the headers; HTML responses also get a CSP bound to `nonce`. WebSocket upgrades pass as they are. */
export function withSecurityHeaders(response: Response, nonce: string | null): Response {
  if (response.status === 101 || response.webSocket) return response
  const headers = new Headers(response.headers)
  for (const name in COMMON_HEADERS) headers.set(name, COMMON_HEADERS[name])
  const isHtml = headers.get('content-type')?.startsWith('text/html')
  if (isHtml && nonce) headers.set('content-security-policy', contentSecurityPolicy(nonce))
  else if (!headers.has('content-security-policy') || isHtml) headers.set('content-security-policy', NON_HTML_CSP)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
