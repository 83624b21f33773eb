import { site } from '#content/site'
import { currentLocale, LOCALE_TAGS, LOCALES, type Locale, localizeHref, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export interface PageMeta {
  title: string
  description: string
  /** The canonical path; alias routes pass their canonical spelling. */
  path: string
  type?: 'website' | 'article' | 'product'
  noindex?: boolean
}

/** The absolute URL of a path in a language: `/Pricing` in Spanish → https://…/es/Pricing. */
export function localeUrl(path: string, locale = currentLocale()): string {
  const localized = localizeHref(path, locale)
  return `${site.url}${localized === '/' ? '' : localized}` || site.url
}

/**
 * Title, description, canonical URL and Open Graph data for a route's `head()`, in the language of the
 * render: the canonical is the page in its own language, and `hreflang` links name both languages
 * (x-default is English). `path` is the English path; the Spanish one is derived from it.
 */
export function pageHead({ title, description, path, type = 'website', noindex }: PageMeta) {
  const locale = currentLocale()
  const url = localeUrl(path, locale)
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
      { property: 'og:locale', content: LOCALE_TAGS[locale].replace('-', '_') },
      { property: 'og:image', content: `${site.url}/images/og-card.png` },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: m.shell_og_image_alt({ company: site.company }) },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [
      { rel: 'canonical', href: url },
      ...(noindex
        ? []
        : [
            ...LOCALES.map((l) => ({ rel: 'alternate', hrefLang: l, href: localeUrl(path, l) })),
            { rel: 'alternate', hrefLang: 'x-default', href: localeUrl(path, 'en') },
          ]),
    ],
  }
}

/** A string field of a markdown page's front matter ('' when absent). */
export function pageText(page: { data: Record<string, unknown> }, field: string): string {
  const value = page.data[field]
  return typeof value === 'string' ? value : ''
}

/**
 * The head of a page written in Markdown, from its `?head` imports, one per language: the title
 * and description in the request's language.
 */
export function markdownHead(metas: Readonly<Record<Locale, { data: Record<string, unknown> }>>, path: string, type?: PageMeta['type']) {
  const meta = pick(metas)
  return pageHead({ title: pageText(meta, 'title'), description: pageText(meta, 'description'), path, type })
}
