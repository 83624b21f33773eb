// The blog: one markdown file per article in content/blog/<slug>.md, and its Spanish version in
// content/es/blog/<slug>.md (same slug: the Spanish article lives at /es/blog/<slug>).
import type { Locale } from '#shared/i18n'

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

const metas = import.meta.glob<Meta>('./blog/*.md', { eager: true, query: '?meta', import: 'default' })
const metasEs = import.meta.glob<Meta>('./es/blog/*.md', { eager: true, query: '?meta', import: 'default' })
const bodies = import.meta.glob<Body>('./blog/*.md', { import: 'default' })
const bodiesEs = import.meta.glob<Body>('./es/blog/*.md', { import: 'default' })
/** Every language's articles by path: ./blog/<slug>.md in English, ./<locale>/blog/<slug>.md in the others. */
const bodiesByPath: Record<string, () => Promise<Body>> = { ...bodies, ...bodiesEs }
const ARTICLE_DIRS: Readonly<Record<ArticleLocale, string>> = { en: './blog', es: './es/blog' }

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

function listArticles(files: Record<string, Meta>): ArticleSummary[] {
  return Object.entries(files)
    .map(([path, m]) => toSummary(slugOf(path), m.data))
    .sort((a, b) => b.published.localeCompare(a.published))
}

export const articles: ArticleSummary[] = listArticles(metas)

/** The same articles in Spanish (titles and descriptions from content/es/blog). */
export const articlesEs: ArticleSummary[] = listArticles(metasEs)

export async function loadArticle(slug: string, locale: ArticleLocale = 'en'): Promise<Article | null> {
  const load = bodiesByPath[`${ARTICLE_DIRS[locale]}/${slug}.md`]
  if (!/^[a-z0-9-]{1,80}$/.test(slug) || !load) return null
  const file = await load()
  return { ...toSummary(slug, file.data), html: file.html, words: file.words, headings: file.headings }
}
