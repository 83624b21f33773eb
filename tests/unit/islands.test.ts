// docs/architecture.md "Islands": every island is declared once (app/islands/declare.ts) and the
// declaration is held to the code: its entry exists and is what ./load.ts imports under its name,
// the server renders its markup somewhere, and a Preact island is a .tsx the build plugin reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ISLANDS } from '#app/islands/declare'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(`${dir}/${entry.name}`) : /\.tsx$/.test(entry.name) ? [`${dir}/${entry.name}`] : [],
  )

describe('islands', () => {
  const loaders = read('app/islands/load.ts')
  const markup = sources('app')
    .filter((file) => !file.startsWith('app/islands/'))
    .map(read)
    .join('\n')

  for (const [name, island] of Object.entries(ISLANDS)) {
    it(`${name}: its entry exists and is the module load.ts imports for it`, () => {
      expect(existsSync(path.join(root, island.entry))).toBe(true)
      const module = `./${path.basename(island.entry).replace(/\.tsx?$/, '')}`
      expect(loaders).toContain(`${name}: () => import('${module}')`)
    })

    it(`${name}: the page renders its markup (${island.markup})`, () => {
      const attribute = /^\[(data-[\w-]+)\]$/.exec(island.markup)?.[1]
      expect(attribute, 'a markup selector is one data-* attribute').toBeDefined()
      expect(markup).toContain(`${attribute}=`)
    })

    it(`${name}: renders with ${island.render}`, () => {
      expect(island.entry.endsWith('.tsx')).toBe(island.render === 'preact')
    })
  }
})
