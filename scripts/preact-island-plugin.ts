// The Preact islands render with Preact instead of React (decision 101): in the browser build only,
// each island's entry and every .tsx module it imports get their own copy, tagged with
// ISLAND, in which `react`, `react-dom/client` and the JSX runtime resolve to preact/compat. The page's
// app keeps React and its own copy of the same components. Plain .ts modules (the chat's connection,
// the chat bridge, the words) stay one shared module, so their state is the same for both.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { ISLANDS } from '../app/islands/declare'

const ISLAND = '?preact-island'
/** The islands declared with `render: 'preact'` (app/islands/declare.ts). */
const ENTRIES = Object.values(ISLANDS)
  .filter((island) => island.render === 'preact')
  .map((island) => `/${island.entry}`)
const ALIASES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}

const clean = (id: string) => (id.endsWith(ISLAND) ? id.slice(0, -ISLAND.length) : id)

export function preactIslandPlugin(): Plugin {
  return {
    name: 'saffe:preact-island',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer || !(importer.endsWith(ISLAND) || ENTRIES.some((entry) => importer.endsWith(entry)))) return null
      const from = clean(importer)
      const alias = ALIASES[source]
      if (alias) return this.resolve(alias, from, { ...options, skipSelf: true })
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true })
      if (resolved && !resolved.external && resolved.id.endsWith('.tsx') && resolved.id.includes('/app/')) {
        return { ...resolved, id: resolved.id + ISLAND }
      }
      return resolved
    },
    load(id) {
      if (id.endsWith(ISLAND)) return readFileSync(clean(id), 'utf8')
      return null
    },
  }
}
