// The front matter of every markdown file under content/ (and content/<locale>/), one schema per kind of
// content. scripts/markdown-plugin.ts checks each file when it is built, so a missing or badly typed
// field fails `npm run build` (and the tests) with the file and the field named, instead of reaching a
// page as "undefined". Unknown fields fail too: a misspelt optional field would otherwise vanish.
// The content modules (content/blog.ts, alerts.ts, catalogue.ts, guides.ts) read these fields.
import * as z from 'zod/mini'
import type { AlertRegions, AlertSeverity } from '#content/alerts'

/** A field's message: "is missing" when absent, else what it must be. */
const must = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is missing' : `must be ${what}`),
})

const text = z.string(must('text')).check(z.refine((v: string) => v.trim() !== '', must('text, not blank')))

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isDate = (v: string) =>
  ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)
/** A calendar date written YYYY-MM-DD (quoted or not, YAML 1.2 reads it as text). */
const date = z.string(must('a date YYYY-MM-DD')).check(z.refine(isDate, must('a date YYYY-MM-DD')))
/** A date, or an ISO date-time (`2026-11-23T14:00:00Z`) for an alert published at a given moment. */
const dateOrTime = z
  .string(must('a date YYYY-MM-DD or an ISO date-time'))
  .check(
    z.refine(
      (v: string) => isDate(v) || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v))),
      must('a date YYYY-MM-DD or an ISO date-time'),
    ),
  )
const url = z.string(must('an https:// address')).check(z.regex(/^https:\/\/[^\s]+$/, must('an https:// address')))
/** A file of the site (`/images/x.svg`), not another site. */
const sitePath = z.string(must('a path on this site (/...)')).check(z.regex(/^\/(?!\/)\S*$/, must('a path on this site (/...)')))

const severities = ['warning', 'urgent'] as const satisfies readonly AlertSeverity[]
const regions = ['US', 'CA', 'both'] as const satisfies readonly AlertRegions[]

/** content/alerts/<slug>.md (and its Spanish twin): a scam alert (content/alerts.ts). */
export const alertFrontMatter = z.strictObject({
  title: text,
  date: dateOrTime,
  summary: text,
  severity: z.enum(severities, must(severities.join(' or '))),
  regions: z.enum(regions, must(regions.join(', '))),
  sourceName: text,
  source: z.optional(url),
})

/** content/blog/<slug>.md: an article (content/blog.ts). */
export const articleFrontMatter = z.strictObject({
  title: text,
  description: text,
  published: date,
  updated: z.optional(date),
  image: z.optional(sitePath),
})

/** content/guides/<name>.md: a printable guide, built to public/guides/<filename> (content/guides.ts). */
export const guideFrontMatter = z.strictObject({
  title: text,
  subtitle: text,
  filename: z.string(must('a file name ending in .pdf')).check(z.regex(/^[a-z0-9-]+\.pdf$/, must('a file name ending in .pdf'))),
})

/** The fields of a page that summarises a story in the news: all of them, or none. */
const NEWS_FIELDS = ['outlet', 'sourceTitle', 'sourceKind', 'summarizes', 'sourceUrl'] as const

/** content/pages/<name>.md: a reading page (app/components/ContentPage.tsx); "in the news" pages name their source. */
export const pageFrontMatter = z
  .strictObject({
    title: text,
    description: text,
    heading: text,
    lead: text,
    updated: z.optional(date),
    outlet: z.optional(text),
    sourceTitle: z.optional(text),
    sourceKind: z.optional(z.enum(['primary', 'article'], must('primary or article'))),
    summarizes: z.optional(text),
    sourceUrl: z.optional(url),
    closingHeading: z.optional(text),
    closingText: z.optional(text),
  })
  .check(
    z.superRefine((page, ctx) => {
      const given = NEWS_FIELDS.filter((f) => page[f] !== undefined)
      if (given.length === 0 || given.length === NEWS_FIELDS.length) return
      for (const f of NEWS_FIELDS.filter((f) => page[f] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [f],
          message: `is missing (a news page has all of ${NEWS_FIELDS.join(', ')})`,
          input: undefined,
        })
      }
    }),
  )

/** content/products/<id>.md: a product of the store (content/catalogue.ts). */
export const productFrontMatter = z.strictObject({
  id: z.int(must('a whole number')).check(z.positive(must('a whole number above 0'))),
  name: text,
  price: z.string(must('a price like "$99.99"')).check(z.regex(/^\$\d{1,3}(,\d{3})*\.\d{2}$/, must('a price like "$99.99"'))),
  image: sitePath,
  imageAlt: text,
  desc: text,
})

/** The schema of each folder of content/ (the same for content/<locale>/). */
export const frontMatterSchemas = {
  alerts: alertFrontMatter,
  blog: articleFrontMatter,
  guides: guideFrontMatter,
  pages: pageFrontMatter,
  products: productFrontMatter,
} as const
export type ContentKind = keyof typeof frontMatterSchemas

/**
 * The kind of a markdown file from its path (`.../content/blog/x.md` or `.../content/fr/blog/x.md`),
 * null for a file outside content/, and 'unknown' for a file in a content folder with no schema.
 */
export function contentKindOf(file: string): ContentKind | 'unknown' | null {
  const match = /(?:^|\/)content\/(?:[a-z]{2}\/)?([^/]+)\/[^/]+\.md$/.exec(file.replace(/\\/g, '/'))
  if (!match) return /(?:^|\/)content\//.test(file.replace(/\\/g, '/')) ? 'unknown' : null
  return match[1] in frontMatterSchemas ? (match[1] as ContentKind) : 'unknown'
}

/**
 * Checks the front matter of `file` (its path names the kind); throws an error that names the file and
 * every bad field. Files outside content/ are not checked.
 */
export function checkFrontMatter(file: string, data: unknown): void {
  const kind = contentKindOf(file)
  if (kind === null) return
  if (kind === 'unknown') {
    throw new Error(`${file}: no front matter schema for this folder; add one to shared/schemas/front-matter.ts`)
  }
  const parsed = frontMatterSchemas[kind].safeParse(data ?? {})
  if (parsed.success) return
  const problems = parsed.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys')
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`
    const field = issue.path.length > 0 ? `"${issue.path.join('.')}"` : 'front matter'
    return `${field} ${issue.message}`
  })
  throw new Error(`${file}: bad front matter (${kind}): ${problems.join('; ')}`)
}
