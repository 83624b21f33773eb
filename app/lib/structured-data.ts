// schema.org structured data (JSON-LD) for a route's head(). Returned as a head `scripts` entry, so
// TanStack Router renders it with the response's CSP nonce like every other script.
import { fillTokens, site } from '#content/site'

/** A head `scripts` entry holding JSON-LD. `<` is escaped so no text can close the script element. */
export function jsonLdScript(data: Record<string, unknown>) {
  return {
    type: 'application/ld+json',
    children: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c'),
  }
}

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

export function faqPageLd(entries: { question: string; answer: string }[]) {
  return jsonLdScript({
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: plainText(e.question),
      acceptedAnswer: { '@type': 'Answer', text: plainText(e.answer) },
    })),
  })
}

export function articleLd(article: {
  slug: string
  title: string
  description: string
  published: string
  updated: string
  words: number
}) {
  const url = `${site.url}/blog/${article.slug}`
  const organization = { '@type': 'Organization', name: site.company, url: site.url }
  return jsonLdScript({
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.published,
    dateModified: article.updated,
    wordCount: article.words,
    inLanguage: 'en-US',
    url,
    mainEntityOfPage: url,
    image: `${site.url}/images/og-card.png`,
    author: organization,
    publisher: organization,
  })
}
