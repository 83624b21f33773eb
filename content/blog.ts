// The blog: one markdown file per article in content/blog/<slug>.md, and its version in each other
// language in content/<locale>/blog/<slug>.md (same slug: the Spanish article lives at /es/blog/<slug>).
import type { Locale } from './locales.ts'

/** The site's languages (shared/i18n.ts `Locale`; content/ imports only types from shared/). */
export type ArticleLocale = Locale

export interface ArticleSummary {
  slug: string
  title: string
  description: string
  published: string
  updated: string
  image?: string
}

export interface Article extends ArticleSummary {
  html: string
  words: number
  headings: { depth: number; text: string; id: string }[]
}

/** Minutes to read at an unhurried 200 words a minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200))
}

/** The three articles the blog index's "Select a Blog" menu offers (spec). */
export const featuredSlugs = ['online-scam-guide', 'romance-scam', 'tech-support-scam'] as const

type Meta = { data: Record<string, unknown> }
type Body = Omit<Article, keyof ArticleSummary> & { data: Record<string, unknown> }

// English at ./blog/<slug>.md, every other language at ./<locale>/blog/<slug>.md (the same slug).
const metasByPath = import.meta.glob<Meta>(['./blog/*.md', './*/blog/*.md'], { eager: true, query: '?meta', import: 'default' })
const bodiesByPath = import.meta.glob<Body>(['./blog/*.md', './*/blog/*.md'], { import: 'default' })
const ARTICLE_DIRS: Readonly<Record<ArticleLocale, string>> = { en: './blog', es: './es/blog', fr: './fr/blog' }

const slugOf = (path: string) => path.replace(/^.*\/|\.md$/g, '')

function toSummary(slug: string, data: Record<string, unknown>): ArticleSummary {
  return {
    slug,
    title: String(data.title),
    description: String(data.description),
    published: String(data.published),
    updated: String(data.updated ?? data.published),
    ...(typeof data.image === 'string' ? { image: data.image } : {}),
  }
}

/** The articles of one language, newest first (titles and descriptions in that language). */
function listArticles(locale: ArticleLocale): ArticleSummary[] {
  const dir = `${ARTICLE_DIRS[locale]}/`
  return Object.entries(metasByPath)
    .filter(([path]) => path.startsWith(dir) && !path.slice(dir.length).includes('/'))
    .map(([path, m]) => toSummary(slugOf(path), m.data))
    .sort((a, b) => b.published.localeCompare(a.published))
}

/** Every language's articles. */
export const articlesByLocale: Readonly<Record<ArticleLocale, ArticleSummary[]>> = Object.fromEntries(
  Object.keys(ARTICLE_DIRS).map((locale) => [locale, listArticles(locale as ArticleLocale)]),
) as Record<ArticleLocale, ArticleSummary[]>

/** The English articles. */
export const articles: ArticleSummary[] = articlesByLocale.en

export async function loadArticle(slug: string, locale: ArticleLocale = 'en'): Promise<Article | null> {
  const load = bodiesByPath[`${ARTICLE_DIRS[locale]}/${slug}.md`]
  if (!/^[a-z0-9-]{1,80}$/.test(slug) || !load) return null
  const file = await load()
  return { ...toSummary(slug, file.data), html: file.html, words: file.words, headings: file.headings }
}
