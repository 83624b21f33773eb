// docs/architecture.md "How to change the database": `npm run db:generate` diffs worker/db/schema.ts
// against the newest snapshot in migrations/meta/. This holds the committed migrations, snapshot and
// schema together: on the committed tree it must find nothing to write (a schema change committed
// without its migration and snapshot fails here; so does a stale snapshot, which would make the next
// generated migration re-create tables that exist).
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
// drizzle-kit takes only a path relative to where it runs.
const out = `.wrangler/migrations-check-${process.pid}`
afterAll(() => rmSync(path.join(root, out), { recursive: true, force: true }))

it('db:generate on the committed schema writes no migration', () => {
  mkdirSync(path.join(root, '.wrangler'), { recursive: true })
  cpSync(path.join(root, 'migrations'), path.join(root, out), { recursive: true })
  const before = readdirSync(path.join(root, out)).sort()
  const printed = execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/drizzle-kit/bin.cjs'),
      'generate',
      '--dialect',
      'sqlite',
      '--schema',
      './worker/db/schema.ts',
      '--out',
      `./${out}`,
    ],
    { cwd: root, encoding: 'utf8' },
  )
  expect(readdirSync(path.join(root, out)).sort(), printed).toEqual(before)
  expect(printed).toMatch(/No schema changes/)
}, 60_000)
