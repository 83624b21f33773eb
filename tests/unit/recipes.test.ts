// docs/architecture.md's recipes stay true: every code example names the file it is cut from
// (`// file: <path>` on its first line) and appears in that file word for word, so `npm run typecheck`
// compiles every example; and its may-import table says what scripts/import-rules.mjs enforces.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MAY_IMPORT } from '../../scripts/import-rules.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')

/** The fenced code blocks in a language (`ts`, `tsx`), each as its lines. */
function codeBlocks(markdown: string): string[][] {
  return [...markdown.matchAll(/^```(?:ts|tsx)\n([\s\S]*?)^```$/gm)].map((m) => m[1].replace(/\n$/, '').split('\n'))
}

/** Why a block is not a true cut of its file, or null when it is. */
function blockProblem(lines: string[], read: (file: string) => string | null): string | null {
  const header = /^\/\/ file: (\S+)$/.exec(lines[0] ?? '')
  if (!header) return `the example does not start with "// file: <path>": ${lines[0]}`
  const source = read(header[1])
  if (source === null) return `${header[1]} does not exist`
  const body = lines.slice(1).join('\n')
  if (body.trim() === '') return `the example from ${header[1]} is empty`
  return source.includes(body) ? null : `the example is not word for word in ${header[1]}`
}

const readProjectFile = (file: string) => {
  try {
    return readFileSync(path.join(root, file), 'utf8')
  } catch {
    return null
  }
}

describe('docs/architecture.md recipes', () => {
  const blocks = codeBlocks(doc)

  it('has the recipes a newcomer follows (a page, an input route, a job, a content twin)', () => {
    const files = blocks.map((b) => b[0])
    for (const file of ['app/routes/', 'worker/api/', 'worker/cron/index.ts', 'content/es/']) expect(files.join('\n')).toContain(file)
  })

  it('cuts every example word for word from a file the type checker compiles', () => {
    for (const block of blocks) expect(blockProblem(block, readProjectFile), block.join('\n')).toBeNull()
  })

  it('catches an example that drifted from its file, or names none', () => {
    const file = 'export const a = 1\nexport const b = 2\n'
    const read = (f: string) => (f === 'x.ts' ? file : null)
    expect(blockProblem(['// file: x.ts', 'export const a = 1'], read)).toBeNull()
    expect(blockProblem(['// file: x.ts', 'export const a = 2'], read)).toMatch(/word for word/)
    expect(blockProblem(['// file: y.ts', 'export const a = 1'], read)).toMatch(/does not exist/)
    expect(blockProblem(['export const a = 1'], read)).toMatch(/does not start/)
  })

  it('shows the may-import table that scripts/import-rules.mjs enforces', () => {
    const table = doc.split('## Where code lives')[1]?.split('\n\n')[1] ?? ''
    const documented: Record<string, { code: string[]; types: string[] }> = {}
    for (const row of table.split('\n').slice(2)) {
      const cells = row.split('|').map((c) => c.trim())
      const folder = /^`(\w+)\/`$/.exec(cells[1] ?? '')?.[1]
      if (!folder) continue
      const [code, types = ''] = (cells[3] ?? '').split('; types:')
      const names = (s: string) => [...s.matchAll(/`(\w+)`/g)].map((m) => m[1])
      documented[folder] = { code: names(code), types: names(types) }
    }
    expect(documented).toEqual(MAY_IMPORT)
  })
})
