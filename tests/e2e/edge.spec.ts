// The delivery layer in a real browser: a page served from the page cache (x-cache: HIT, with its
// nonce rewritten) still hydrates with no CSP violation, and the security headers are present.
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/** Collects CSP violations and console errors from the moment the document starts. */
async function watchPolicy(page: Page) {
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __cspViolations?: string[] }
      w.__cspViolations ??= []
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return {
    problems,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  }
}

for (const path of ['/', '/Pricing', '/product/1']) {
  test(`${path} served from the page cache hydrates with a fresh nonce and no CSP violation`, async ({ page }) => {
    // Warm the cache outside the browser, so the browser's load is certainly a HIT.
    await page.request.get(path)
    const watch = await watchPolicy(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const headers = response?.headers() ?? {}
    expect(headers['x-cache']).toBe('HIT')
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=86400')
    await hydrated(page)

    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1]
    expect(nonce).toBeTruthy()
    // Browsers hide nonce attributes from the DOM; the meta tag TanStack reads is rewritten too.
    expect(await page.locator('meta[property="csp-nonce"]').getAttribute('content')).toBe(nonce)
    expect(await watch.violations()).toEqual([])
    // A client-side navigation loads more modules under the same policy ('strict-dynamic').
    await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expect(page.locator('h1')).toBeVisible()
    expect(await watch.violations()).toEqual([])
    expect(watch.problems).toEqual([])

    // The next load carries a different nonce.
    const again = await page.goto(path)
    expect(again?.headers()['x-cache']).toBe('HIT')
    const second = /'nonce-([^']+)'/.exec(again?.headers()['content-security-policy'] ?? '')?.[1]
    expect(second).not.toBe(nonce)
    await hydrated(page)
    expect(await watch.violations()).toEqual([])
  })
}

test('security headers on pages, API answers, errors and static files', async ({ request }) => {
  const expectCommon = (headers: Record<string, string>, what: string) => {
    expect(headers['strict-transport-security'], what).toContain('max-age=')
    expect(headers['x-content-type-options'], what).toBe('nosniff')
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], what).toContain('camera=()')
  }
  const home = await request.get('/')
  expectCommon(home.headers(), '/')
  expect(home.headers()['content-security-policy']).toContain("'strict-dynamic'")
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'")

  const login = await request.get('/login')
  expectCommon(login.headers(), '/login')
  expect(login.headers()['cache-control']).toBe('no-store')
  expect(login.headers()['x-cache']).toBe('BYPASS')

  for (const path of ['/ping', '/api/nothing-here', '/product/999', '/robots.txt', '/sitemap.xml']) {
    const res = await request.get(path, { maxRedirects: 0 })
    expectCommon(res.headers(), path)
    expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'")
  }

  const html = await home.text()
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  expect(asset).toBeTruthy()
  const css = await request.get(asset as string)
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(css.headers()['x-content-type-options']).toBe('nosniff')
  expect(css.headers()['strict-transport-security']).toContain('max-age=')

  const favicon = await request.get('/favicon.svg')
  expect(favicon.headers()['cache-control']).toContain('max-age=86400')
  expectCommon(favicon.headers(), '/favicon.svg')
})

test('every page carries the organisation structured data and an Open Graph card', async ({ page, request }) => {
  await page.goto('/about')
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  expect(data).toMatchObject({ '@type': 'Organization', name: 'SaffeSupport', url: 'https://www.saffesupport.com' })
  expect(data.contactPoint[0].telephone).toMatch(/^\+1\d{10}$/)
  const og = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(og).toBe('https://www.saffesupport.com/images/og-card.png')
  const png = await request.get('/images/og-card.png')
  expect(png.status()).toBe(200)
  expect(png.headers()['content-type']).toBe('image/png')
})

test('other spellings of a page get one 301 to its listed spelling; aliases stay pages', async ({ request }) => {
  const cases: [string, string][] = [
    ['/ABOUT', '/about'],
    ['/About/', '/about'],
    ['/%61bout', '/about'],
    ['/about%20%20', '/about'],
    ['/pricing', '/Pricing'],
    ['/Pric%69ng?x=1', '/Pricing'],
    ['/product/1%30', '/product/10'],
    ['/blog/Romance-Scam%20', '/blog/romance-scam'],
    ['/FIXMYTECH', '/FixMyTech'],
    ['/?x=2&utm_source=mail', '/?utm_source=mail'],
  ]
  for (const [path, location] of cases) {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.status(), path).toBe(301)
    expect(res.headers().location, path).toBe(location)
    const landed = await request.get(location, { maxRedirects: 0 })
    expect(landed.status(), location).toBe(200)
    expect(landed.headers()['x-cache'], location).toMatch(/^(HIT|MISS)$/)
  }
  for (const alias of ['/fixmytech', '/home', '/ForYourHome', '/ForYourBusiness']) {
    const res = await request.get(alias, { maxRedirects: 0 })
    expect(res.status(), alias).toBe(200)
  }
})

test('a browser-only parameter never reaches the stored HTML (S15)', async ({ request }) => {
  await request.get('/DefendPro?item=identity-theft')
  const res = await request.get('/DefendPro')
  expect(res.headers()['x-cache']).toBe('HIT')
  const html = await res.text()
  expect(html).not.toContain('aria-current="page"')
  expect(html).not.toContain('item=identity-theft" data-status="active"')
})

// A non-GET upgrade (S16) cannot be shown here: the local server's own hop turns every upgrade into a
// GET before the worker sees it. tests/worker/edge.test.ts calls the handler directly instead.
test('the chat room answers plain HTTP only for support', async ({ request }) => {
  const support = await request.get('/parties/chat-room/support')
  expect(support.status()).toBe(200)
  const stranger = await request.get('/parties/chat-room/someone-else')
  expect(stranger.status()).toBe(404)
  expect(await stranger.json()).toEqual({ msg: 'There is no chat room by that name.' })
})
