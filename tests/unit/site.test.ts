import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defendProSections } from '#content/defendpro'
import { defendProItems, footerLinks, navGroups } from '#content/navigation'
import { fillTokens, howItWorksPath, site } from '#content/site'
import { routePaths } from '#tests/route-paths'
import { renderMarkdownFile } from '../../scripts/markdown-plugin'

// Links in content/*.ts are checked by the type check (content/links.ts); this checks the same links
// at run time, and the blog slugs, which the type check cannot know.
const hasRoute = (href: string) => {
  const path = href.split(/[?#]/)[0]
  const slug = /^\/blog\/([a-z0-9-]+)$/.exec(path)?.[1]
  if (slug) return existsSync(new URL(`../../content/blog/${slug}.md`, import.meta.url))
  return routePaths.has(path)
}

describe('site identity', () => {
  it('derives the how-it-works path from the company name, and the route exists', () => {
    expect(howItWorksPath).toBe(`/How${site.company}Works`)
    expect(hasRoute(howItWorksPath)).toBe(true)
  })

  it('fills content tokens and leaves unknown ones visible', () => {
    expect(fillTokens('Call {{phone}} or write to {{email}}')).toBe(`Call ${site.phone} or write to ${site.email}`)
    expect(fillTokens('{{nope}}')).toBe('{{nope}}')
  })
})

describe('navigation', () => {
  it('links only to pages that exist', () => {
    for (const link of [...navGroups.flatMap((g) => g.links), ...footerLinks]) {
      expect(hasRoute(link.href), link.href).toBe(true)
    }
  })

  it('names the same ten DefendPro items as the page sections', () => {
    expect(defendProSections.flatMap((s) => (s.item ? [s.item] : [])).sort()).toEqual(defendProItems.map((d) => d.item).sort())
  })

  it('offers the ten DefendPro items, with t on scam-alerts and financial-security', () => {
    const solutions = navGroups.find((g) => g.id === 'solutions')!.links.filter((l) => l.href.startsWith('/DefendPro'))
    expect(solutions).toHaveLength(10)
    expect(solutions.map((l) => new URL(l.href, 'http://x').searchParams.get('item'))).toEqual(defendProItems.map((d) => d.item))
    const stamped = solutions.filter((l) => new URL(l.href, 'http://x').searchParams.has('t'))
    expect(stamped.map((l) => new URL(l.href, 'http://x').searchParams.get('item'))).toEqual(['scam-alerts', 'financial-security'])
  })
})

describe('markdown plugin', () => {
  it('renders front matter, headings with ids, tokens, and drops raw HTML', () => {
    const out = renderMarkdownFile(
      '---\ntitle: "Hi {{company}}"\n---\n## Call us\nRing [{{phone}}]({{phoneHref}}).\n\n<script>alert(1)</script>\n',
    )
    expect(out.data.title).toBe(`Hi ${site.company}`)
    expect(out.html).toContain('<h2 id="call-us">Call us</h2>')
    expect(out.html).toContain(`<a href="${site.phoneHref}">${site.phone}</a>`)
    expect(out.html).not.toContain('<script')
    expect(out.headings).toEqual([{ depth: 2, text: 'Call us', id: 'call-us' }])
  })
})
