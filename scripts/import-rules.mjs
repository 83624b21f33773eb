// The may-import rules of docs/architecture.md ("Where code lives"), checked on every import of the
// project's own modules (app/, worker/, shared/, content/): relative and #alias imports, static and
// dynamic, type-only ones included. Exits 1, naming each file and import, when
//   - a folder imports one it may not (a type-only import counts where the table says "types"), or
//   - modules import each other in a circle (type imports included: a circle of types is still a
//     knot a reader has to hold in mind), other than TanStack Router's own generated pair, or
//   - folders do (worker/pause ⇄ worker/trusted-contact), at any depth, or an arrow runs back up
//     app/'s floors (APP_FLOORS).
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

/** The broken rules under `root`: `{ crossings, circles, folderCircles, upArrows }`, each a list. */
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
  return { crossings, circles: circles(graph), folderCircles: folderCircles(graph), upArrows: upArrows(graph) }
}

/**
 * Folders drawn as rooms (as `farm-studio look` draws them): an import from a/x/f.ts to a/y/g.ts is an
 * arrow between the rooms a/x and a/y, the children of the deepest folder the two files share (a file
 * directly in that folder is a room of its own). Circles among such rooms, at every depth, are
 * returned as `a/x ⇄ a/y` with the arrows that tie them (how many imports, and one of them).
 */
function folderCircles(graph) {
  const rooms = new Map()
  for (const [from, deps] of graph) {
    for (const to of deps) {
      const a = from.split('/')
      const b = to.split('/')
      let i = 0
      while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++
      const roomA = a.slice(0, i + 1).join('/')
      const roomB = b.slice(0, i + 1).join('/')
      if (roomA === roomB) continue
      if (!rooms.has(roomA)) rooms.set(roomA, new Map())
      const edges = rooms.get(roomA)
      if (!edges.has(roomB)) edges.set(roomB, [])
      edges.get(roomB).push(`${from} → ${to}`)
    }
  }
  const roomGraph = new Map([...rooms].map(([room, edges]) => [room, [...edges.keys()]]))
  return (
    circles(roomGraph)
      // A circle of files alone is reported among the circles of files.
      .filter((c) => c.some((room) => !/\.tsx?$/.test(room)))
      .map((c) => {
        const ties = c.flatMap((room) =>
          [...(rooms.get(room) ?? [])]
            .filter(([to]) => c.includes(to))
            .map(([to, why]) => `${room} → ${to} ×${why.length}, e.g. ${why[0]}`),
        )
        return `${c.join(' ⇄ ')} (${ties.join('; ')})`
      })
  )
}

/**
 * The floors of app/ (docs/architecture.md "Where code lives"), ground first: a folder may import its
 * own floor and those below, never one above (an arrow back up). Files at app/'s top (the entries,
 * the router) stand above them all.
 */
export const APP_FLOORS = ['app/lib', 'app/components', 'app/features', 'app/islands', 'app/routes']

function upArrows(graph) {
  const floor = (file) => {
    const i = APP_FLOORS.findIndex((f) => file.startsWith(`${f}/`))
    return i === -1 ? (file.startsWith('app/') && file.split('/').length === 2 ? APP_FLOORS.length : -1) : i
  }
  const found = []
  for (const [from, deps] of graph) {
    const a = floor(from)
    if (a === -1) continue
    for (const to of deps) {
      const b = floor(to)
      if (b > a) found.push(`${from} imports ${to}: ${APP_FLOORS[b] ?? 'app/'} stands above ${APP_FLOORS[a] ?? 'app/'}`)
    }
  }
  return found
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..')
  const { crossings, circles: found, folderCircles: rooms, upArrows: up } = checkImportRules(root)
  for (const line of crossings) console.log(`forbidden: ${line}`)
  for (const c of found) console.log(`circle among ${c.length}: ${c.join(' → ')}`)
  for (const c of rooms) console.log(`circle of folders: ${c}`)
  for (const line of up) console.log(`arrow back up: ${line}`)
  const bad = crossings.length + found.length + rooms.length + up.length
  console.log(
    bad
      ? `${crossings.length} forbidden import(s), ${found.length} circle(s), ${rooms.length} circle(s) of folders, ${up.length} arrow(s) back up`
      : 'import rules hold: no forbidden import, no circle of files or folders, no arrow back up',
  )
  process.exitCode = bad ? 1 : 0
}
