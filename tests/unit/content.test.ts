// Content checks: the words are the product, so the tests guard their shape — blog articles long and
// complete, 20 FAQ entries, 3 printable guides that really build, no placeholder text anywhere, and no
// internal link that leads nowhere.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { featuredSlugs } from '#content/blog'
import { familySafetyPlan, fraudFaq, renewalScam } from '#content/fraud-faq'
import { defendProItems } from '#content/navigation'
import { site } from '#content/site'
import { renderMarkdownFile } from '../../scripts/markdown-plugin'
import { guideToPdf, readGuide } from '../../scripts/build-pdfs.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const contentDir = path.join(root, 'content')

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}
const contentFiles = walk(contentDir).filter((f) => /\.(md|ts)$/.test(f))
const rel = (f: string) => path.relative(root, f)

// Same idea as tests/unit/site.test.ts: a link is good when the route tree (or a blog file) has it.
const routeTree = readFileSync(path.join(root, 'app/routeTree.gen.ts'), 'utf8')
const routePaths = new Set([...routeTree.matchAll(/path: '([^']+)'/g)].map((m) => m[1]))
function hasRoute(href: string): boolean {
  const [pathname, query = ''] = href.split('#')[0].split('?')
  const slug = /^\/blog\/([a-z0-9-]+)$/.exec(pathname)?.[1]
  if (slug) return existsSync(path.join(contentDir, 'blog', `${slug}.md`))
  if (pathname === '/DefendPro' && query) {
    const item = new URLSearchParams(query).get('item')
    if (item && !defendProItems.some((d) => d.item === item)) return false
  }
  return pathname === '/' || routePaths.has(pathname) || routePaths.has(`${pathname}/`)
}

const specSlugs = [
  'online-scam-guide',
  'romance-scam',
  'tech-support-scam',
  'banking-otp-fraud',
  'spam-calls',
  'phishing-emails',
  'identity-theft',
  'online-shopping',
  'investment-scam',
  'password-safety',
  'ai-voice-fraud',
]

describe('blog articles', () => {
  const files = readdirSync(path.join(contentDir, 'blog')).filter((f) => f.endsWith('.md'))

  it('are the 11 slugs of the spec, and the dropdown offers three of them', () => {
    expect(files.map((f) => f.replace(/\.md$/, '')).sort()).toEqual([...specSlugs].sort())
    expect([...featuredSlugs]).toEqual(['online-scam-guide', 'romance-scam', 'tech-support-scam'])
  })

  for (const file of files) {
    it(`${file}: at least 900 words, with every required section`, () => {
      const source = readFileSync(path.join(contentDir, 'blog', file), 'utf8')
      const { data, headings, words, html } = renderMarkdownFile(source)
      expect(words, 'word count').toBeGreaterThanOrEqual(900)
      for (const field of ['title', 'description']) expect(String(data[field] ?? '').length, field).toBeGreaterThan(10)
      expect(String(data.published)).toMatch(/^\d{4}-\d{2}-\d{2}$/)

      // Intro: real text before the first section heading.
      const body = source.replace(/^---[\s\S]*?---\r?\n/, '')
      const intro = body.slice(0, body.search(/^## /m))
      expect(intro.split(/\s+/).filter(Boolean).length, 'intro words').toBeGreaterThanOrEqual(40)

      const h2 = headings.filter((h) => h.depth === 2).map((h) => h.text)
      // The example is a composite, so it is never called "real-life" (see the provenance rules below).
      const required = [/^An example of how it happens$/, /numbers|statistics/i, /questions|faq/i, /related reading/i, /final words/i]
      for (const pattern of required) expect(h2.some((t) => pattern.test(t)), `${file} has ${pattern}`).toBe(true)
      expect(h2.length, 'sections').toBeGreaterThanOrEqual(8)

      const section = (pattern: RegExp) => {
        const start = html.search(new RegExp(`<h2 id="[^"]*">[^<]*${pattern.source}`, 'i'))
        const next = html.indexOf('<h2', start + 4)
        return html.slice(start, next === -1 ? undefined : next)
      }
      // Statistics are numbers; the FAQ has several questions; related reading has several links.
      expect(section(/numbers|statistics/).match(/\d[\d,.]*\s*(%|percent|billion|million)|\$\d/gi)?.length ?? 0).toBeGreaterThanOrEqual(2)
      expect(section(/questions|faq/).match(/<h3/g)?.length ?? 0).toBeGreaterThanOrEqual(3)
      expect(section(/related reading/).match(/<a href="\//g)?.length ?? 0).toBeGreaterThanOrEqual(3)
    })
  }
})

describe('fraud FAQ', () => {
  it('has 20 questions, each with a real answer', () => {
    expect(fraudFaq).toHaveLength(20)
    expect(new Set(fraudFaq.map((e) => e.question)).size).toBe(20)
    for (const entry of fraudFaq) {
      expect(entry.question.trim().endsWith('?'), entry.question).toBe(true)
      expect(entry.answer.split(/\s+/).length, entry.question).toBeGreaterThanOrEqual(40)
    }
  })

  it('has the family safety plan and the renewal-scam section', () => {
    expect(familySafetyPlan.steps.length).toBeGreaterThanOrEqual(5)
    expect(renewalScam.signs.length).toBeGreaterThanOrEqual(5)
    expect(renewalScam.whatToDo.length).toBeGreaterThanOrEqual(5)
  })
})

describe('printable guides', () => {
  const files = readdirSync(path.join(contentDir, 'guides')).filter((f) => f.endsWith('.md'))

  it('are the three of the spec, each with a title, subtitle and distinct file name', () => {
    expect(files).toHaveLength(3)
    const guides = files.map((f) => readGuide(path.join(contentDir, 'guides', f)))
    expect(guides.map((g) => g.data.title).sort()).toEqual(
      ['Financial Scam Warning Signs', 'Scam Protection Toolkit', 'Securing Your Devices'].sort(),
    )
    expect(new Set(guides.map((g) => g.data.filename)).size).toBe(3)
  })

  it('build into real PDFs with the company contact details filled in', async () => {
    const guide = readGuide(path.join(contentDir, 'guides', files[0]))
    expect(guide.body).not.toMatch(/\{\{\w+\}\}/)
    const pdf: Buffer = await guideToPdf(guide)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.length).toBeGreaterThan(5 * 1024)
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/) // US Letter
    expect(site.phone.length).toBeGreaterThan(5)
  })
})

describe('every content file', () => {
  it('is free of placeholder text', () => {
    const problems: string[] = []
    for (const file of contentFiles) {
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/lorem ipsum|coming soon|placeholder|\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b/gi)) {
        problems.push(`${rel(file)}: "${m[0]}"`)
      }
      for (const m of text.matchAll(/\{\{(\w+)\}\}/g)) {
        if (!['company', 'phone', 'phoneHref', 'email'].includes(m[1])) problems.push(`${rel(file)}: unknown token ${m[0]}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('links only to pages that exist', () => {
    const broken: string[] = []
    for (const file of contentFiles) {
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/\]\((\/[^)\s]*)\)/g)) if (!hasRoute(m[1])) broken.push(`${rel(file)}: ${m[1]}`)
    }
    expect(broken).toEqual([])
  })

  it('catches a broken link (the check itself works)', () => {
    expect(hasRoute('/ReadFAQ')).toBe(true)
    expect(hasRoute('/blog/romance-scam')).toBe(true)
    expect(hasRoute('/DefendPro?item=vpn')).toBe(true)
    expect(hasRoute('/blog/no-such-article')).toBe(false)
    expect(hasRoute('/DefendPro?item=nothing')).toBe(false)
    expect(hasRoute('/NoSuchPage')).toBe(false)
  })
})
