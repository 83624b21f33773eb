// Front matter (shared/schemas/front-matter.ts, checked by scripts/markdown-plugin.ts at build time):
// every content file passes, and a missing, badly typed or unknown field throws an error that names
// the file and the field, so `npm run build` stops there.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkFrontMatter, contentKindOf, frontMatterSchemas } from '#shared/schemas/front-matter'
import { renderMarkdownFile } from '../../scripts/markdown-plugin'

const root = path.resolve(import.meta.dirname, '../..')
const markdownFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? markdownFiles(path.join(dir, e.name)) : e.name.endsWith('.md') ? [path.join(dir, e.name)] : [],
  )

const good = {
  alerts: {
    title: 'T',
    date: '2026-11-19',
    summary: 'S',
    severity: 'urgent',
    regions: 'both',
    sourceName: 'FTC',
    source: 'https://ftc.gov/x',
  },
  blog: { title: 'T', description: 'D', published: '2026-11-21', updated: '2026-11-23' },
  guides: { title: 'T', subtitle: 'S', filename: 'saffesupport-x.pdf' },
  pages: { title: 'T', description: 'D', heading: 'H', lead: 'L', updated: '2026-11-23' },
  products: { id: 1, name: 'N', price: '$1,299.99', image: '/images/x.svg', imageAlt: 'A', desc: 'D' },
} as const

describe('front matter', () => {
  const files = [...markdownFiles('content')]

  it('finds a schema for every markdown file under content/ and its language folders', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(files.filter((f) => !((contentKindOf(f) ?? 'none') in frontMatterSchemas))).toEqual([])
  })

  it('passes for every content file, as the build reads it', () => {
    const problems: string[] = []
    for (const file of files) {
      try {
        renderMarkdownFile(readFileSync(path.join(root, file), 'utf8'), file)
      } catch (error) {
        problems.push((error as Error).message)
      }
    }
    expect(problems).toEqual([])
  })

  it('accepts a good file of each kind', () => {
    for (const [kind, data] of Object.entries(good)) expect(() => checkFrontMatter(`content/${kind}/x.md`, data)).not.toThrow()
    expect(() => checkFrontMatter('content/es/blog/x.md', good.blog)).not.toThrow()
  })

  it('throws on a missing field, naming the file and the field', () => {
    const { published: _published, ...noDate } = good.blog
    expect(() => checkFrontMatter('content/blog/x.md', noDate)).toThrow(/^content\/blog\/x\.md: .*"published" is missing/)
    const { id: _id, ...noId } = good.products
    expect(() => checkFrontMatter('content/es/products/1.md', noId)).toThrow(/content\/es\/products\/1\.md: .*"id" is missing/)
    expect(() => checkFrontMatter('content/pages/x.md', null)).toThrow(/"title" is missing/)
  })

  it('throws on a badly typed field', () => {
    const bad: [string, Record<string, unknown>, RegExp][] = [
      ['blog', { ...good.blog, published: 'November 21' }, /"published" must be a date YYYY-MM-DD/],
      ['blog', { ...good.blog, updated: '2026-02-30' }, /"updated" must be a date/],
      ['blog', { ...good.blog, title: 42 }, /"title" must be text/],
      ['blog', { ...good.blog, title: '   ' }, /"title" must be text, not blank/],
      ['blog', { ...good.blog, image: 'https://elsewhere.example/x.png' }, /"image" must be a path on this site/],
      ['alerts', { ...good.alerts, severity: 'critical' }, /"severity" must be warning or urgent/],
      ['alerts', { ...good.alerts, regions: 'EU' }, /"regions" must be US, CA, both/],
      ['alerts', { ...good.alerts, source: 'javascript:alert(1)' }, /"source" must be an https:\/\/ address/],
      ['alerts', { ...good.alerts, date: 'soon' }, /"date" must be a date YYYY-MM-DD or an ISO date-time/],
      ['products', { ...good.products, id: '1' }, /"id" must be a whole number/],
      ['products', { ...good.products, id: 1.5 }, /"id" must be a whole number/],
      ['products', { ...good.products, price: '99.99' }, /"price" must be a price like "\$99.99"/],
      ['guides', { ...good.guides, filename: 'x.docx' }, /"filename" must be a file name ending in \.pdf/],
      ['pages', { ...good.pages, sourceKind: 'blog' }, /"sourceKind" must be primary or article/],
      ['pages', { ...good.pages, outlet: 'CBS News' }, /"sourceTitle" is missing \(a news page has all of/],
    ]
    for (const [kind, data, message] of bad)
      expect(() => checkFrontMatter(`content/${kind}/x.md`, data), JSON.stringify(data)).toThrow(message)
  })

  it('throws on an unknown (e.g. misspelt) field', () => {
    expect(() => checkFrontMatter('content/blog/x.md', { ...good.blog, imgae: '/x.png' })).toThrow(/unknown field "imgae"/)
  })

  it('throws for a markdown file in a content folder that has no schema, and ignores files outside content/', () => {
    expect(() => checkFrontMatter('content/recipes/x.md', {})).toThrow(/no front matter schema/)
    expect(() => checkFrontMatter('node_modules/pkg/README.md', {})).not.toThrow()
  })

  it('fails the markdown plugin (the build) on a bad file, and renders without a path as before', () => {
    const source = '---\ntitle: "Hi"\ndescription: "D"\npublished: tomorrow\n---\nBody\n'
    expect(() => renderMarkdownFile(source, 'content/blog/x.md')).toThrow(/content\/blog\/x\.md: .*"published" must be a date/)
    expect(renderMarkdownFile(source).data.published).toBe('tomorrow')
  })
})
