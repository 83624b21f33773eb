// The may-import rules of docs/architecture.md ("Where code lives"), checked on every import of the
// project's own modules (app/, worker/, shared/, content/): relative and #alias imports, static and
// dynamic, type-only ones included. Exits 1, naming each file and import, when
//   - a folder imports one it may not (a type-only import counts where the table says "types"), or
//   - modules import each other in a circle (type imports included: a circle of types is still a
//     knot a reader has to hold in mind), other than TanStack Router's own generated pair.
// `npm run check:imports` runs it in `npm test`; tests/unit/import-rules.test.ts proves it catches both.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** Who may import whom. `types`: allowed only as `import type` (erased, so nothing crosses at run time). */
export const MAY_IMPORT = {
  app: { code: ['app', 'shared', 'content'], types: ['worker'] },
  worker: { code: ['worker', 'shared', 'content'], types: [] },
  shared: { code: ['shared', 'content'], types: [] },
  content: { code: ['content'], types: [] },
}
/** Server files under app/ (the worker's entry and `*.server.ts`) may call worker/ code: decision 031. */
const SERVER_FILE = /^app\/(server\.ts$|.*\.server\.tsx?$)/
/** TanStack Router's generated route tree and the router that registers its types import each other. */
const ALLOWED_CIRCLE = ['app/routeTree.gen.ts', 'app/router.tsx']

const FOLDERS = Object.keys(MAY_IMPORT)

function listFiles(root, dir) {
  const out = []
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`
    if (name === 'node_modules' || name === 'paraglide') continue
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...listFiles(root, rel))
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(rel)
  }
  return out
}

function resolver(root) {
  const imports = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports
  return (from, spec) => {
    let base
    if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(from), spec)
    else {
      const key = Object.keys(imports).find((k) => spec.startsWith(k.replace('*', '')))
      if (!key) return null
      base = path.posix.normalize(imports[key].replace('*', spec.slice(key.length - 1)))
    }
    base = base.replace(/^\.\//, '').replace(/\.js$/, '')
    for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx'])
      if (/\.tsx?$/.test(base + ext) && existsSync(path.join(root, base + ext))) return base + ext
    return null
  }
}

/** Every import of a source text: `{ spec, typeOnly }`. */
export function importsOf(src) {
  const found = []
  const statement = /^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm
  for (const m of src.matchAll(statement)) {
    if (m[4]) {
      found.push({ spec: m[4], typeOnly: false })
      continue
    }
    const names = m[2].trim()
    // `import { type A, type B } from` is erased too; `import { type A, B }` is not.
    const braced = /^\{([^}]*)\}$/.exec(names)
    const allTypes = braced?.[1]
      .split(',')
      .filter((s) => s.trim())
      .every((s) => /^\s*type\s/.test(s))
    found.push({ spec: m[3], typeOnly: Boolean(m[1]) || allTypes === true })
  }
  for (const m of src.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ spec: m[1], typeOnly: false })
  return found
}

function circles(graph) {
  let index = 0
  const stack = []
  const meta = new Map()
  const components = []
  function visit(v) {
    meta.set(v, { index, low: index, on: true })
    index++
    stack.push(v)
    for (const w of graph.get(v) ?? []) {
      if (!meta.has(w)) {
        visit(w)
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low)
      } else if (meta.get(w).on) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index)
    }
    if (meta.get(v).low === meta.get(v).index) {
      const component = []
      let w
      do {
        w = stack.pop()
        meta.get(w).on = false
        component.push(w)
      } while (w !== v)
      if (component.length > 1) components.push(component.sort())
    }
  }
  for (const v of graph.keys()) if (!meta.has(v)) visit(v)
  return components.filter((c) => c.join() !== [...ALLOWED_CIRCLE].sort().join())
}

/** The broken rules under `root`: `{ crossings: string[], circles: string[][] }`. */
export function checkImportRules(root) {
  const resolve = resolver(root)
  const graph = new Map()
  const crossings = []
  for (const folder of FOLDERS) {
    if (!existsSync(path.join(root, folder))) continue
    for (const file of listFiles(root, folder)) {
      const deps = new Set()
      for (const { spec, typeOnly } of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
        const to = resolve(file, spec)
        if (!to) continue
        const target = to.split('/')[0]
        if (!FOLDERS.includes(target)) continue
        deps.add(to)
        const rule = MAY_IMPORT[folder]
        const allowed =
          rule.code.includes(target) || (typeOnly && rule.types.includes(target)) || (target === 'worker' && SERVER_FILE.test(file))
        if (!allowed) crossings.push(`${file} imports ${to}${typeOnly ? ' (type)' : ''}: ${folder}/ may not import ${target}/`)
      }
      graph.set(file, [...deps])
    }
  }
  return { crossings, circles: circles(graph) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..')
  const { crossings, circles: found } = checkImportRules(root)
  for (const line of crossings) console.log(`forbidden: ${line}`)
  for (const c of found) console.log(`circle among ${c.length}: ${c.join(' → ')}`)
  const bad = crossings.length + found.length
  console.log(
    bad ? `${crossings.length} forbidden import(s), ${found.length} circle(s)` : 'import rules hold: no forbidden import, no circle',
  )
  process.exitCode = bad ? 1 : 0
}
