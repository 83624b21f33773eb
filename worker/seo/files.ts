// /sitemap.xml and /robots.txt, answered by the edge (worker/index.ts) before any page rendering.
import { site } from '#content/site'
import { LOCALES, localizeHref } from '#shared/i18n'
import { publicRoutes } from './routes'

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

export function absoluteUrl(path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`
}

/**
 * Every public page in both languages, each entry naming its twin (and x-default, English) with
 * xhtml:link, as search engines expect for translated pages.
 */
export function sitemapXml(): string {
  const urls = publicRoutes().flatMap(({ path, lastmod }) => {
    const date = lastmod && /^\d{4}-\d{2}-\d{2}/.test(lastmod) ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''
    const alternates = [...LOCALES.map((l) => [l, localizeHref(path, l)] as const), ['x-default', path] as const]
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(absoluteUrl(href))}"/>`)
      .join('')
    return LOCALES.map((l) => `<url><loc>${escapeXml(absoluteUrl(localizeHref(path, l)))}</loc>${date}${alternates}</url>`)
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * Crawlers may read everything except the API and the signed-in pages. The login and sign-up pages
 * stay crawlable (they are public entry points; blocking them would also fail Lighthouse's
 * "page is blocked from indexing" check on /login).
 */
export const ROBOTS_DISALLOW = ['/api/', '/AccountIn', '/userdashboard', '/expert', '/verify-otp', '/forgot-password'] as const

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${site.url}/sitemap.xml`, ''].join(
    '\n',
  )
}

let sitemapCache: string | null = null
let robotsCache: string | null = null

/** Answers /sitemap.xml and /robots.txt (GET and HEAD); null for anything else. */
export function seoFile(request: Request, pathname: string): Response | null {
  if (pathname !== '/sitemap.xml' && pathname !== '/robots.txt') return null
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' } })
  }
  const isSitemap = pathname === '/sitemap.xml'
  if (isSitemap) sitemapCache ??= sitemapXml()
  else robotsCache ??= robotsTxt()
  const body = isSitemap ? sitemapCache : robotsCache
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: {
      'content-type': isSitemap ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600, s-maxage=3600',
    },
  })
}
