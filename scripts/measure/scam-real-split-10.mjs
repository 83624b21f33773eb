// `node scripts/measure/scam-real-split-10.mjs <pool.jsonl>`: the tenth frozen blind set, Spanish and French (round 7,
// 2026-12-06). It splits the real texts gathered in round 7 from sources no round used before (each with its source,
// licence, language, country, channel, date, how it was obtained and what was edited; docs/scam-check.md is the data
// card) into a training half, data/scam-check/real/round7-esfr.jsonl, and a blind half, data/scam-check/blind10/
// messages.jsonl. The pool itself is not committed: the two halves together are the pool, and `--check` re-derives
// the split from them; `--dry <pool.jsonl>` prints the counts without writing.
// - By source, never by sentence: every text of one source (its host, or github.com/owner/repo: the unit each
//   source was claimed by in /work/wt/claims/hosts.tsv) goes to the same half. Sources whose texts nearly repeat
//   each other go together.
// - A source any of whose texts nearly repeats a text the team develops on goes to the training half: DEVELOPMENT
//   below, every real/ file and the retired blind sets blind/ to blind8/ as they stood at the split (main b51303d),
//   named so files added later do not move the split.
// - The other sources, within each language and label, family by family in name order and inside a family in FNV-1a
//   order of the source, alternate blind, training, blind, … with one counter per language and label, so each half
//   gets most families and about half the sources.
// - Sources gathered after the freeze (AFTER_FREEZE) go to the training half.
// `npm run eval:scam-check -- --freeze blind10 "<commit, date>"` then measures the unchanged checker on blind10/ into
// blind10/baseline.json; the SHA-256 of both blind files are in blind10/SHA256, checked by `npm run eval:scam-check`.
// Nobody tunes on the blind half or prints its misses.
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { fnv, readRows, url } from './scam-split-lib.mjs'

const TRAIN = 'real/round7-esfr.jsonl'
const BLIND = 'blind10'
const RETIRED = ['blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8']

/** What the team developed on when the set was split (main b51303d): every real/ file and the retired blind sets. */
const DEVELOPMENT = [
  ...['all', 'dev2', 'dev3', 'round2', 'round3', 'round4-fr', 'round5-en', 'round5-esfr', 'round5-fr-train'].map((f) => `real/${f}.jsonl`),
  ...['round5-local-train', 'round6-en', 'round6-en8', 'round6-esfr', 'round6-train-en', 'round6-train-es'].map((f) => `real/${f}.jsonl`),
  ...['round6-train-fr', 'train'].map((f) => `real/${f}.jsonl`),
  ...RETIRED.map((d) => `${d}/messages.jsonl`),
  'blind4/collected-en.jsonl',
]

/** Sources gathered after blind10/ was frozen: training only, so the frozen half never changes. None yet. */
const AFTER_FREEZE = new Set([])

/** The unit a source was claimed by: its host without "www.", or github.com/owner/repo. */
export function sourceOf(address) {
  if (address.startsWith('http')) {
    const { hostname, pathname } = new URL(address)
    const host = hostname.replace(/^www\./, '')
    return host === 'github.com' ? `github.com/${pathname.split('/').slice(1, 3).join('/')}` : host
  }
  return address.split('@')[0].split(':')[0]
}

/** The sources of `rows` that go to the blind half. */
export function blindSources(rows) {
  const seen = DEVELOPMENT.flatMap((f) => readRows(url(f)).map((r) => r.text))
  const bySource = new Map()
  for (const r of rows) bySource.set(sourceOf(r.source), [...(bySource.get(sourceOf(r.source)) ?? []), r])
  // Sources whose texts nearly repeat each other form one group (union-find), named by its first source in name order.
  const parent = new Map([...bySource.keys()].map((s) => [s, s]))
  const root = (s) => (parent.get(s) === s ? s : root(parent.get(s)))
  const sources = [...bySource.keys()].sort()
  for (const a of sources)
    for (const b of sources)
      if (a < b && bySource.get(a).some((x) => bySource.get(b).some((y) => nearlyRepeats(x.text, y.text)))) {
        const [p, q] = [root(a), root(b)].sort()
        parent.set(q, p)
      }
  const groups = new Map()
  for (const s of sources) groups.set(root(s), [...(groups.get(root(s)) ?? []), ...bySource.get(s)])
  const keyOf = (list) => `${list[0].lang} ${list[0].label}`
  // A group's family is its commonest one (then the first in name order), whatever the order of its rows.
  const familyOf = (list) => {
    const n = (f) => list.filter((r) => r.family === f).length
    return [...new Set(list.map((r) => r.family))].sort((a, b) => n(b) - n(a) || a.localeCompare(b))[0]
  }
  const usable = [...groups.entries()].filter(
    ([, list]) => !list.some((r) => AFTER_FREEZE.has(sourceOf(r.source))) && !list.some((r) => seen.some((t) => nearlyRepeats(r.text, t))),
  )
  usable.sort(
    ([a, la], [b, lb]) =>
      keyOf(la).localeCompare(keyOf(lb)) || familyOf(la).localeCompare(familyOf(lb)) || fnv(a) - fnv(b) || a.localeCompare(b),
  )
  const blind = new Set()
  const counters = new Map()
  for (const [group, list] of usable) {
    const n = counters.get(keyOf(list)) ?? 0
    counters.set(keyOf(list), n + 1)
    if (n % 2 === 0) for (const s of sources) if (root(s) === group) blind.add(s)
  }
  return blind
}

const lines = (rows) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`
const count = (list) => {
  const out = {}
  for (const r of list) out[`${r.lang} ${r.label} ${r.kind} ${r.family}`] = (out[`${r.lang} ${r.label} ${r.kind} ${r.family}`] ?? 0) + 1
  return out
}

function split(pool) {
  const blind = blindSources(pool)
  return {
    blindRows: pool.filter((r) => blind.has(sourceOf(r.source))),
    trainRows: pool.filter((r) => !blind.has(sourceOf(r.source))),
  }
}

const main = process.argv[1] === fileURLToPath(import.meta.url)
const [arg] = main ? process.argv.slice(2) : []
if (!main) {
  // imported for sourceOf/blindSources
} else if (arg === '--check') {
  // The committed halves must be exactly the split of their union.
  const union = [...readRows(url(TRAIN)), ...readRows(url(`${BLIND}/messages.jsonl`))].sort((a, b) => a.id.localeCompare(b.id))
  const ids = new Set(split(union).blindRows.map((r) => r.id))
  const committed = new Set(readRows(url(`${BLIND}/messages.jsonl`)).map((r) => r.id))
  const same = ids.size === committed.size && [...ids].every((id) => committed.has(id))
  console.log(same ? 'round 7 (blind10) split re-derived: same halves' : 'round 7 (blind10) split differs from the committed halves')
  process.exitCode = same ? 0 : 1
} else if (arg === '--dry') {
  const pool = readRows(process.argv[3]).sort((a, b) => a.id.localeCompare(b.id))
  const { blindRows, trainRows } = split(pool)
  console.log('blind', blindRows.length, count(blindRows))
  console.log('training', trainRows.length, count(trainRows))
} else if (arg) {
  const pool = readRows(arg).sort((a, b) => a.id.localeCompare(b.id))
  const { blindRows, trainRows } = split(pool)
  writeFileSync(url(TRAIN), lines(trainRows))
  mkdirSync(url(BLIND), { recursive: true })
  const text = lines(blindRows)
  writeFileSync(url(`${BLIND}/messages.jsonl`), text)
  writeFileSync(url(`${BLIND}/links.jsonl`), '')
  const sum = (s) => createHash('sha256').update(s).digest('hex')
  writeFileSync(url(`${BLIND}/SHA256`), `${sum(text)}  messages.jsonl\n${sum('')}  links.jsonl\n`)
  console.log('blind', blindRows.length, count(blindRows))
  console.log('training', trainRows.length, count(trainRows))
  console.log(
    'sources: blind',
    new Set(blindRows.map((r) => sourceOf(r.source))).size,
    'training',
    new Set(trainRows.map((r) => sourceOf(r.source))).size,
  )
} else {
  console.error('usage: node scripts/measure/scam-real-split-10.mjs <pool.jsonl> | --check | --dry <pool.jsonl>')
  process.exitCode = 2
}
