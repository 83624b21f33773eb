import { site } from '#content/site'

export interface PageMeta {
  title: string
  description: string
  /** The canonical path; alias routes pass their canonical spelling. */
  path: string
  type?: 'website' | 'article' | 'product'
  noindex?: boolean
}

/** Title, description, canonical URL and Open Graph data for a route's `head()`. */
export function pageHead({ title, description, path, type = 'website', noindex }: PageMeta) {
  const url = `${site.url}${path === '/' ? '' : path}` || site.url
  const fullTitle = path === '/' ? title : `${title} | ${site.company}`
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:url', content: url },
      { property: 'og:site_name', content: site.company },
      { property: 'og:image', content: `${site.url}/images/og-card.png` },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: `${site.company}: protection from scams and tech help from real people` },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}

/** A string field of a markdown page's front matter ('' when absent). */
export function pageText(page: { data: Record<string, unknown> }, field: string): string {
  const value = page.data[field]
  return typeof value === 'string' ? value : ''
}
