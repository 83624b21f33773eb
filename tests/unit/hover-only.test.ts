import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createGenerator } from '@unocss/core'
import { describe, expect, it } from 'vitest'
import unoConfig from '../../uno.config'

// On a touch screen a tap sets :hover before its click: a hover restyle repaints the page before the
// click's answer. Every :hover style sits inside `@media (hover: hover)` (decision 350).
const root = path.resolve(import.meta.dirname, '../..')
const filesUnder = (dir: string, ext: RegExp): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))

/** Each rule's selector with the at-rules around it, from a stylesheet's text. */
const rulesOf = (css: string) => {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const stack: string[] = []
  const rules: { selector: string; within: string[] }[] = []
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '{') {
      const prelude = text.slice(start, i).split(';').pop()?.trim() ?? ''
      if (!prelude.startsWith('@')) rules.push({ selector: prelude, within: [...stack] })
      stack.push(prelude)
      start = i + 1
    } else if (c === '}') {
      stack.pop()
      start = i + 1
    } else if (c === ';') start = i + 1
  }
  return rules
}
const unguarded = (css: string) =>
  rulesOf(css)
    .filter((r) => r.selector.includes(':hover'))
    .filter((r) => !r.within.some((at) => /^@media\b.*\(hover:\s*hover\)/.test(at)))
    .map((r) => r.selector)

describe(':hover only where a pointer hovers', () => {
  it('the checker finds a bare :hover rule and passes a guarded one', () => {
    expect(unguarded('a:hover { color: red }')).toEqual(['a:hover'])
    expect(unguarded('@media (hover: hover) { @supports (x: y) { a:hover { color: red } } }')).toEqual([])
    expect(unguarded('@media (min-width: 30em) { a:hover, a:focus { color: red } }')).toEqual(['a:hover, a:focus'])
  })

  it('hand-written stylesheets guard every :hover rule', () => {
    const files = filesUnder('app', /\.css$/)
    expect(files.length).toBeGreaterThan(10)
    const found = files.flatMap((f) => unguarded(readFileSync(f, 'utf8')).map((s) => `${path.relative(root, f)}: ${s}`))
    expect(found).toEqual([])
  })

  it('UnoCSS hover utilities, as the site uses them, come out guarded', async () => {
    const uno = await createGenerator(unoConfig)
    const code = filesUnder('app', /\.(tsx?|css)$/)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n')
    const { css } = await uno.generate(`${code} hover:underline md:hover:bg-navy group-hover:text-navy`, {
      preflights: false,
    })
    expect(css).toContain('.btn-primary:hover')
    expect(css).toContain('.md\\:hover\\:bg-navy:hover')
    expect(unguarded(css)).toEqual([])
  })
})
