import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { articles } from '#content/blog'
import { products } from '#content/catalogue'
import { site } from '#content/site'
import { DEFAULT_LOCALE, LOCALES, localeOfPath, localizeHref } from '#shared/i18n'
import { aliases, publicRoutes as e2eRoutes } from '#tests/e2e/routes'
import { isPrivatePath, PRIVATE_PATHS } from '#worker/cache/page-cache'
import { ROBOTS_DISALLOW } from '#worker/seo/files'
import { ALIAS_PATHS } from '#worker/seo/routes'

async function sitemapLocs(): Promise<string[]> {
  const res = await SELF.fetch('http://localhost/sitemap.xml')
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
  const xml = await res.text()
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
}

describe('/sitemap.xml', () => {
  it('lists every public canonical route of the site as an absolute URL, once', async () => {
    const locs = await sitemapLocs()
    expect(new Set(locs).size).toBe(locs.length)
    for (const loc of locs) expect(loc.startsWith(`${site.url}/`)).toBe(true)
    const paths = locs.map((l) => l.slice(site.url.length))
    const aliasPaths = new Set<string>(aliases.map((a) => a.path))
    const expected = e2eRoutes.filter((p) => !aliasPaths.has(p) && !isPrivatePath(p) && p !== '/product/17' && p !== '/product/1')
    for (const path of expected) expect(paths).toContain(path)
    for (const p of products) expect(paths).toContain(`/product/${p.id}`)
    for (const a of articles) expect(paths).toContain(`/blog/${a.slug}`)
    // Every page in every other language too, at /es or /fr + the same path.
    const english = paths.filter((p) => localeOfPath(p) === DEFAULT_LOCALE)
    for (const locale of LOCALES) for (const path of english) expect(paths).toContain(localizeHref(path, locale))
  })

  it('has no alias spellings, private pages, query strings or fragments', async () => {
    const paths = (await sitemapLocs()).map((l) => l.slice(site.url.length))
    for (const alias of Object.keys(ALIAS_PATHS)) expect(paths).not.toContain(alias)
    for (const p of PRIVATE_PATHS) expect(paths.map((x) => x.toLowerCase())).not.toContain(p.toLowerCase())
    for (const p of paths) expect(p).not.toMatch(/[?#]/)
    expect(paths.filter((p) => p.startsWith('/api'))).toEqual([])
  })

  it('dates blog articles with their last update', async () => {
    const res = await SELF.fetch('http://localhost/sitemap.xml')
    const xml = await res.text()
    const article = articles[0]
    expect(xml).toContain(`<loc>${site.url}/blog/${article.slug}</loc><lastmod>${article.updated.slice(0, 10)}</lastmod>`)
  })
})

describe('/robots.txt', () => {
  it('allows all, keeps crawlers out of the API and the signed-in pages, and points to the sitemap', async () => {
    const res = await SELF.fetch('http://localhost/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await res.text()
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/)
    for (const path of ['/api/', '/AccountIn', '/userdashboard', '/expert']) expect(text).toContain(`Disallow: ${path}\n`)
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`)
    // Public entry pages stay crawlable (Lighthouse's SEO check runs on /login).
    expect(ROBOTS_DISALLOW).not.toContain('/login')
    expect(text).not.toMatch(/^Disallow: \/$/m)
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await SELF.fetch('http://localhost/robots.txt', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const post = await SELF.fetch('http://localhost/sitemap.xml', { method: 'POST' })
    expect(post.status).toBe(405)
  })
})
