import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { servePage } from '#worker/cache/page-cache'
import { COMMON_HEADERS, contentSecurityPolicy, createNonce, NON_HTML_CSP, THIRD_PARTIES } from '#worker/http/headers'
import { TEST_PAGE_TEXT } from './entry'

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload')
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('permissions-policy')).toContain('camera=()')
  expect(res.headers.get('x-frame-options')).toBe('DENY')
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
}

const page =
  (status = 200) =>
  async (_request: Request, nonce: string) =>
    new Response(`<html><head><script nonce="${nonce}"></script></head><body>${status}</body></html>`, {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })

const ctx = { waitUntil: () => {} }

describe('security headers', () => {
  it('page CSP: per-response nonce, strict-dynamic, and exactly the third parties the site uses', () => {
    const csp = contentSecurityPolicy('abc123')
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'")
    expect(csp).toContain("style-src 'self' 'nonce-abc123'")
    expect(csp).toContain(`frame-src ${THIRD_PARTIES.turnstile} ${THIRD_PARTIES.videoFrames};`)
    expect(csp).toContain(`connect-src 'self' ${THIRD_PARTIES.turnstile};`)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    // No other origin appears anywhere in the policy.
    const origins = new Set(csp.match(/https:\/\/[a-z0-9.-]+/g))
    expect(origins).toEqual(new Set(Object.values(THIRD_PARTIES)))
  })

  it('nonces are fresh, 128-bit and safe in any HTML context', () => {
    const a = createNonce()
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(createNonce()).not.toBe(a)
  })

  it('on a rendered page (MISS) and a cached one (HIT), with the CSP nonce matching the page', async () => {
    const buildId = `headers-${Date.now()}`
    for (const expected of ['MISS', 'HIT']) {
      const pending: Promise<unknown>[] = []
      const res = await servePage(
        new Request('http://localhost/about'),
        env,
        { waitUntil: (p) => void pending.push(p) },
        {
          buildId,
          render: page(),
          memory: null,
        },
      )
      await Promise.all(pending)
      expect(res.headers.get('x-cache')).toBe(expected)
      expectCommonHeaders(res)
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
      expect(await res.text()).toContain(`nonce="${nonce}"`)
    }
  })

  it('on a page error (404) and on a private page', async () => {
    for (const [path, status] of [
      ['/product/999', 404],
      ['/userdashboard', 200],
    ] as const) {
      const res = await servePage(new Request(`http://localhost${path}`), env, ctx, { buildId: 'x', render: page(status), memory: null })
      expect(res.status).toBe(status)
      expectCommonHeaders(res)
      expect(res.headers.get('content-security-policy')).toContain("'strict-dynamic'")
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('on API answers and API errors: the locked-down CSP and no-store', async () => {
    for (const [path, status] of [
      ['/ping', 200],
      ['/api/nothing-here', 404],
      ['/api/dev/outbox?to=nobody', 400],
    ] as const) {
      const res = await SELF.fetch(`http://localhost${path}`)
      expect(res.status).toBe(status)
      expectCommonHeaders(res)
      expect(res.headers.get('content-security-policy')).toBe(NON_HTML_CSP)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('on a request the API rejects for its method or body', async () => {
    const res = await SELF.fetch('http://localhost/api/auth/login', { method: 'POST', body: 'not json' })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expectCommonHeaders(res)
  })

  it('sends only Permissions-Policy features Chromium knows (no console warnings)', () => {
    expect(COMMON_HEADERS['permissions-policy']).not.toContain('interest-cohort')
  })
})

describe('the one door (worker/door.ts)', () => {
  it('hands a page to the renderer through the page cache, with the page headers stamped once', async () => {
    const res = await SELF.fetch('http://localhost/about')
    expect(res.status).toBe(404)
    expect(await res.text()).toBe(TEST_PAGE_TEXT)
    expect(res.headers.get('x-cache')).not.toBeNull()
    expectCommonHeaders(res)
  })

  it('answers a missing public file with a plain 404, not a page', async () => {
    const res = await SELF.fetch('http://localhost/no-such-file.png')
    expect(res.status).toBe(404)
    expect(res.headers.get('x-cache')).toBeNull()
    expect(await res.text()).toBe('Not found')
    expectCommonHeaders(res)
  })
})
