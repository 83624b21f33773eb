// Security headers for every response the worker sends.
const TURNSTILE = 'https://challenges.cloudflare.com'
const VIDEO_FRAMES = 'https://www.youtube-nocookie.com'

export function contentSecurityPolicy(nonce: string): string {
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic' https:`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: https://i.ytimg.com`,
    `font-src 'self'`,
    `connect-src 'self' ${TURNSTILE}`,
    `frame-src ${TURNSTILE} ${VIDEO_FRAMES}`,
    `form-action 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `upgrade-insecure-requests`,
  ].join('; ')
}

const COMMON: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
}

/** Adds the headers; HTML responses also get a CSP bound to `nonce`. WebSocket upgrades pass as they are. */
export function withSecurityHeaders(response: Response, nonce: string | null): Response {
  if (response.status === 101 || response.webSocket) return response
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(COMMON)) headers.set(name, value)
  const isHtml = headers.get('content-type')?.startsWith('text/html')
  if (isHtml && nonce) headers.set('content-security-policy', contentSecurityPolicy(nonce))
  else if (!headers.has('content-security-policy')) {
    headers.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
