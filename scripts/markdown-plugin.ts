// Vite plugin: `import article from '#content/blog/x.md'` gives `{ data, html, headings, words }`,
// rendered at build time, so neither the markdown source nor a parser ever ships to the browser.
// Each file's front matter is checked against its kind's schema (shared/schemas/front-matter.ts): a
// missing or badly typed field fails the build with the file and the field named.
import path from 'node:path'
import { Marked } from 'marked'
import type { Plugin } from 'vite'
import { parse as parseYaml } from 'yaml'
import { LOCALES, type Locale } from '../content/locales.ts'
import { fillTokens } from '../content/site.ts'
import { checkFrontMatter } from '../shared/schemas/front-matter.ts'

export interface MarkdownHeading {
  depth: number
  text: string
  id: string
}

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      // Letters keep their base letter (Spanish "señales" → "senales", not "se-ales").
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&[a-z]+;/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  )
}

/** The language of a file under content/: the folder after content/ when it names one, else English. */
export function localeOfContentFile(file: string | undefined): Locale {
  const folder = file === undefined ? undefined : /(?:^|[\\/])content[\\/]([a-z]{2})[\\/]/.exec(file)?.[1]
  return LOCALES.find((locale) => locale === folder) ?? LOCALES[0]
}

/**
 * Renders one markdown file. With `file` (its path), the front matter is checked first
 * (`checkFrontMatter`), and a bad field throws.
 */
export function renderMarkdownFile(source: string, file?: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  // content/<locale>/… is in that language (content/es/… Spanish): language-dependent tokens
  // ({{callRule}}) are filled in it there; everything else under content/ is English.
  const locale = localeOfContentFile(file)
  const data = match ? (parseYaml(fillTokens(match[1], locale)) as Record<string, unknown>) : {}
  if (file !== undefined) checkFrontMatter(file, data)
  const body = fillTokens(match ? source.slice(match[0].length) : source, locale)
  const headings: MarkdownHeading[] = []
  const marked = new Marked({ gfm: true })
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens)
        const id = slugify(text)
        headings.push({ depth, text: text.replace(/<[^>]+>/g, ''), id })
        return `<h${depth} id="${id}">${text}</h${depth}>\n`
      },
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens)
        const external = /^https?:\/\//.test(href)
        const attrs = external ? ' rel="noopener noreferrer" class="external"' : ''
        const t = title ? ` title="${title}"` : ''
        return `<a href="${href}"${t}${attrs}>${text}</a>`
      },
      html() {
        return '' // content is markdown only; raw HTML is dropped
      },
    },
  })
  const html = marked.parse(body, { async: false }) as string
  const words = body
    .replace(/[#>*_`[\]()-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  return { data, html, headings, words }
}

/** The front-matter fields a page's `<head>` uses. */
export const HEAD_FIELDS = ['title', 'description'] as const

export function headFields(data: Record<string, unknown>): Partial<Record<(typeof HEAD_FIELDS)[number], unknown>> {
  return Object.fromEntries(HEAD_FIELDS.filter((key) => key in data).map((key) => [key, data[key]]))
}

export function markdownPlugin(): Plugin {
  return {
    name: 'site-markdown',
    enforce: 'pre',
    transform(code, id) {
      const [file, query = ''] = id.split('?')
      if (!file.endsWith('.md')) return null
      const rendered = renderMarkdownFile(code, path.relative(process.cwd(), file))
      // `?meta` gives the front matter only: listings stay small, bodies load with their own page.
      // `?head` gives only what a route's head needs (title and description): route heads load with
      // the app's entry on every page; the rest loads with the page's own (code-split) component.
      const params = new URLSearchParams(query)
      const value = params.has('head') ? { data: headFields(rendered.data) } : params.has('meta') ? { data: rendered.data } : rendered
      return { code: `export default ${JSON.stringify(value)};`, map: null }
    },
  }
}
