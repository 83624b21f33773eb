// Lists import cycles among the project's own modules (app/, worker/, shared/, content/): relative and
// #alias imports, type-only imports left out (they are erased). `node scripts/import-cycles.mjs [folder…]`
// prints each cycle once and exits 1 when there is one in the folders given (default: all four).
import { existsSync, globSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const imports = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports
const folders = process.argv.slice(2).length ? process.argv.slice(2) : ['app', 'worker', 'shared', 'content']
const files = globSync('{app,worker,shared,content}/**/*.{ts,tsx}', { cwd: root }).filter((f) => !f.includes('paraglide/'))

function resolve(from, spec) {
  let base
  if (spec.startsWith('.')) base = path.join(path.dirname(from), spec)
  else {
    const key = Object.keys(imports).find((k) => spec.startsWith(k.replace('*', '')))
    if (!key) return null
    base = path.normalize(imports[key].replace('*', spec.slice(key.length - 1)))
  }
  base = base.replace(/\.js$/, '')
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (existsSync(path.join(root, base + ext)) && /\.tsx?$/.test(base + ext)) return base + ext
  return null
}

const graph = new Map()
for (const file of files) {
  const src = readFileSync(path.join(root, file), 'utf8')
  const deps = new Set()
  for (const [, kind, spec] of src.matchAll(/^\s*(import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    const to = resolve(file, spec)
    if (to && kind) deps.add(to)
  }
  graph.set(file, [...deps])
}

// Tarjan's strongly connected components: every component of more than one module holds a cycle.
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

const inScope = components.filter((c) => c.some((f) => folders.some((d) => f.startsWith(`${d}/`))))
for (const c of inScope) console.log(`cycle among ${c.length}: ${c.join(', ')}`)
console.log(inScope.length ? `${inScope.length} cycle(s) in ${folders.join(', ')}` : `no import cycles in ${folders.join(', ')}`)
process.exitCode = inScope.length ? 1 : 0
