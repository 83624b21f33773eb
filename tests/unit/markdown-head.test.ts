// A route's head imports `page.md?head`: only the title and description reach the entry chunk that
// every page loads; listings use `?meta` (the whole front matter), pages the full file.
import { describe, expect, it } from 'vitest'
import { markdownPlugin } from '../../scripts/markdown-plugin'

const source = [
  '---',
  'title: A page',
  'description: What it says',
  'updated: 2026-11-01',
  'items: [a, b]',
  '---',
  '',
  '# Heading',
  '',
  'Body text.',
].join('\n')

function load(query: string) {
  const plugin = markdownPlugin() as { transform: (code: string, id: string) => { code: string } | null }
  const out = plugin.transform(source, `/x/page.md${query}`)
  return JSON.parse(out!.code.replace(/^export default /, '').replace(/;$/, ''))
}

describe('markdown imports', () => {
  it('?head carries the title and description and nothing else', () => {
    expect(load('?head')).toEqual({ data: { title: 'A page', description: 'What it says' } })
  })
  it('?meta carries the whole front matter and no body', () => {
    const meta = load('?meta')
    expect(Object.keys(meta)).toEqual(['data'])
    expect(meta.data).toMatchObject({ title: 'A page', items: ['a', 'b'] })
  })
  it('the plain import carries the rendered body', () => {
    expect(load('').html).toContain('Body text.')
  })
})
