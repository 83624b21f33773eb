// schema.org structured data (JSON-LD) for a route's head(). Returned as a head `scripts` entry, so
// TanStack Router renders it with the response's CSP nonce like every other script.

import { localeUrl } from '#app/lib/seo'
import { fillTokens, site } from '#content/site'
import { currentLocale, LOCALE_TAGS, type Locale, localizeHref } from '#shared/i18n'

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** A head `scripts` entry holding JSON-LD. */
export function jsonLdScript(data: Record<string, unknown>) {
  return { type: 'application/ld+json', children: jsonLd({ '@context': 'https://schema.org', ...data }) }
}

/** The company, on every page (rendered by the root route). */
export const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.company,
  legalName: site.legalName,
  url: site.url,
  logo: `${site.url}/images/logo.png`,
  image: `${site.url}/images/og-card.png`,
  email: site.email,
  telephone: site.phoneHref.replace(/^tel:/, ''),
  contactPoint: [
    {
      '@type': 'ContactPoint',
      telephone: site.phoneHref.replace(/^tel:/, ''),
      contactType: 'customer support',
      areaServed: ['US', 'CA'],
      availableLanguage: 'English',
    },
  ],
  sameAs: [site.social.facebook],
} as const

/** The markdown subset of typed content (`**bold**`, `[text](href)`, lists) as plain sentences. */
export function plainText(markdown: string): string {
  return fillTokens(markdown)
    .replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(^|\s)[*_](\S.*?)[*_](?=\s|[.,;:!?]|$)/g, '$1$2')
    .replace(/^\s*(?:[-*]|\d+[.)])\s+/gm, '')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim()
}

/** FAQPage data (rendered in the page body by <JsonLd>: the FAQ text is too large for head()). */
export function faqPageData(entries: { question: string; answer: string }[]) {
  return {
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: plainText(e.question),
      acceptedAnswer: { '@type': 'Answer', text: plainText(e.answer) },
    })),
  }
}

export function articleLd(article: {
  slug: string
  title: string
  description: string
  published: string
  updated: string
  words: number
}) {
  const url = localeUrl(`/blog/${article.slug}`)
  const organization = { '@type': 'Organization', name: site.company, url: site.url }
  return jsonLdScript({
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.published,
    dateModified: article.updated,
    wordCount: article.words,
    inLanguage: LOCALE_TAGS[currentLocale()],
    url,
    mainEntityOfPage: url,
    image: `${site.url}/images/og-card.png`,
    author: organization,
    publisher: organization,
  })
}

/**
 * `price` as a number (content/catalogue.ts priceValue): the root route loads this module, the catalogue stays out.
 * `product` is in the page's language and `url` is that page (`/es/product/{id}` in Spanish).
 */
export function productLd(product: { id: number; name: string; desc: string; image: string }, price: number, locale: Locale = 'en') {
  const url = `${site.url}${localizeHref(`/product/${product.id}`, locale)}`
  return jsonLdScript({
    '@type': 'Product',
    '@id': url,
    sku: String(product.id),
    name: product.name,
    description: product.desc,
    image: `${site.url}${product.image}`,
    url,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@type': 'Organization', name: site.legalName, url: site.url },
    },
  })
}
