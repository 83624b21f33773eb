// The blog: one markdown file per article in content/blog/<slug>.md.

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

const metas = import.meta.glob<{ data: Record<string, unknown> }>('./blog/*.md', {
  eager: true,
  query: '?meta',
  import: 'default',
})
const bodies = import.meta.glob<Omit<Article, keyof ArticleSummary> & { data: Record<string, unknown> }>('./blog/*.md', {
  import: 'default',
})

const slugOf = (path: string) => path.replace(/^\.\/blog\/|\.md$/g, '')

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

export const articles: ArticleSummary[] = Object.entries(metas)
  .map(([path, m]) => toSummary(slugOf(path), m.data))
  .sort((a, b) => b.published.localeCompare(a.published))

export async function loadArticle(slug: string): Promise<Article | null> {
  const load = bodies[`./blog/${slug}.md`]
  if (!/^[a-z0-9-]{1,80}$/.test(slug) || !load) return null
  const file = await load()
  return { ...toSummary(slug, file.data), html: file.html, words: file.words, headings: file.headings }
}
