// docs/architecture.md "Where code lives": the may-import table and "no circles" are held here, on the
// real tree and on a small tree that breaks each rule once (so the check is shown to fail).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkImportRules, importsOf } from '../../scripts/import-rules.mjs'

const root = path.resolve(import.meta.dirname, '../..')

describe('import rules', () => {
  it('the project imports across no forbidden line and in no circle', () => {
    expect(checkImportRules(root)).toEqual({ crossings: [], circles: [], folderCircles: [], upArrows: [] })
  })

  const scratch = mkdtempSync(path.join(tmpdir(), 'import-rules-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true })
    writeFileSync(path.join(scratch, file), text)
  }
  write(
    'package.json',
    JSON.stringify({ imports: { '#app/*': './app/*', '#worker/*': './worker/*', '#shared/*': './shared/*', '#content/*': './content/*' } }),
  )
  write('app/page.tsx', "import { secret } from '#worker/env'\nimport type { Reply } from '#worker/reply'\n")
  write('app/page.server.ts', "import { secret } from '#worker/env'\n")
  write('worker/env.ts', 'export const secret = 1\n')
  write('worker/reply.ts', 'export type Reply = string\n')
  write('content/a.ts', "import type { B } from './b.ts'\nexport type A = B\n")
  write('content/b.ts', "import type { A } from '#content/a'\nimport { x } from '#shared/x'\nexport type B = A\n")
  write('shared/x.ts', 'export const x = 1\n')
  // Two folders that lean on each other through different files: no circle of files, one of folders.
  write('worker/pause/index.ts', "import { contactOf } from '../trusted-contact/index'\nexport const watch = contactOf\n")
  write('worker/pause/tokens.ts', 'export const token = 1\n')
  write('worker/trusted-contact/index.ts', "import { token } from '../pause/tokens'\nexport const contactOf = token\n")
  // The ground floor of app/ reaching up to a feature.
  write('app/lib/flash.ts', "import { tone } from '#app/features/alert'\nexport const flash = tone\n")
  write('app/features/alert.tsx', 'export const tone = 1\n')

  it('names a forbidden import and lets type-only and server-file imports through', () => {
    const { crossings } = checkImportRules(scratch)
    expect(crossings).toEqual([
      'app/page.tsx imports worker/env.ts: app/ may not import worker/',
      'content/b.ts imports shared/x.ts: content/ may not import shared/',
    ])
  })

  it('finds a circle made of type imports', () => {
    expect(checkImportRules(scratch).circles).toEqual([['content/a.ts', 'content/b.ts']])
  })

  it('finds a circle of folders where the files make none', () => {
    const { circles, folderCircles } = checkImportRules(scratch)
    expect(circles).toEqual([['content/a.ts', 'content/b.ts']])
    expect(folderCircles).toEqual([
      'worker/pause ⇄ worker/trusted-contact (worker/pause → worker/trusted-contact ×1, e.g. worker/pause/index.ts → worker/trusted-contact/index.ts; worker/trusted-contact → worker/pause ×1, e.g. worker/trusted-contact/index.ts → worker/pause/tokens.ts)',
    ])
  })

  it('finds an arrow back up the floors of app/', () => {
    expect(checkImportRules(scratch).upArrows).toEqual([
      'app/lib/flash.ts imports app/features/alert.tsx: app/features stands above app/lib',
    ])
  })

  it('tells erased imports from real ones', () => {
    expect(
      importsOf("import { type A, type B } from './a'\nimport { type C, d } from './c'\nexport * from './e'\nconst f = import('./f')"),
    ).toEqual([
      { spec: './a', typeOnly: true },
      { spec: './c', typeOnly: false },
      { spec: './e', typeOnly: false },
      { spec: './f', typeOnly: false },
    ])
  })
})
