// Every public canonical route, built from the content itself: the menus and footer
// (content/navigation.ts), the product catalogue and the blog. Alias spellings, private pages and
// query strings are left out, so the list is exactly what search engines should index.
import { alertTime, publishedAlerts } from '#content/alerts'
import { articles } from '#content/blog'
import { products } from '#content/catalogue'
import { footerLinks, navGroups } from '#content/navigation'
import { isPrivatePath } from './private-paths'

/** Alias spellings whose canonical is another path (their pages say so with rel=canonical). */
export const ALIAS_PATHS: Readonly<Record<string, string>> = {
  '/home': '/',
  '/ForYourHome': '/for-your-home',
  '/ForYourBusiness': '/for-your-business',
  '/fixmytech': '/FixMyTech',
}

/**
 * Public pages that no menu or footer link reaches. A new page joins the site's route list (the
 * sitemap and the page cache's known paths) by a link in content/navigation.ts or by a line here.
 */
export const UNLINKED_PAGES: readonly string[] = ['/blog', '/report-it-once', '/on-the-phone', '/code-word']

export interface SitemapEntry {
  path: string
  lastmod?: string
}

function canonicalPath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  const path = href.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'
  return ALIAS_PATHS[path] ?? path
}

export function publicRoutes(): SitemapEntry[] {
  const seen = new Map<string, SitemapEntry>()
  const add = (entry: SitemapEntry) => {
    if (isPrivatePath(entry.path)) return
    const known = seen.get(entry.path)
    if (!known) seen.set(entry.path, entry)
    else if (entry.lastmod) known.lastmod = entry.lastmod
  }
  add({ path: '/' })
  for (const href of [...navGroups.flatMap((g) => g.links.map((l) => l.href)), ...footerLinks.map((l) => l.href)]) {
    const path = canonicalPath(href)
    if (path) add({ path })
  }
  for (const path of UNLINKED_PAGES) add({ path })
  for (const product of products) add({ path: `/product/${product.id}` })
  for (const article of articles) add({ path: `/blog/${article.slug}`, lastmod: article.updated })
  add({ path: '/alerts' })
  for (const alert of publishedAlerts()) {
    add({ path: `/alerts/${alert.slug}`, lastmod: new Date(alertTime(alert)).toISOString().slice(0, 10) })
  }
  return [...seen.values()]
}
