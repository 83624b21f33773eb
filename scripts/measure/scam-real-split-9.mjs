// `node scripts/measure/scam-real-split-9.mjs <pool.jsonl>`: the ninth frozen blind set, English (issue 41, round 7;
// 2026-12-06). It splits the real texts gathered in round 7 from sources no round used before (each with its source,
// licence, language, country, channel, date, how it was obtained and what was edited; docs/scam-check.md is the data
// card) into a training half, data/scam-check/real/round7-en.jsonl, and a blind half, data/scam-check/blind9/
// messages.jsonl. The pool itself is not committed: the two halves together are the pool, and `--check` re-derives
// the split from them; `--dry <pool.jsonl>` prints the counts without writing.
// - By source, never by sentence: every text of one source (its host, or github.com/owner/repo: the unit each source
//   was claimed by in /work/wt/claims/hosts.tsv) goes to the same half. Sources whose texts nearly repeat each other
//   (two articles quoting one text) form one group, so both halves never share wording.
// - A group any of whose texts nearly repeats a text the team develops on (DEVELOPMENT: every real/ file and every
//   blind set of rounds 1 to 6, blind/ to blind8/, all training data from round 7 on) goes to the training half, and
//   so do the sources of TRAINING_ONLY: the blind half measures only wording nobody has tuned near.
// - The other groups, within each language and label, family by family in name order and inside a family in FNV-1a
//   order of the group's first source, alternate blind, training, blind, … with one counter per language and label,
//   so each half gets most families and about half the sources.
// `npm run eval:scam-check -- --freeze blind9 "<commit, date>"` then measures the unchanged checker on blind9/ into
// blind9/baseline.json; the SHA-256 of both blind files are in blind9/SHA256, checked by `npm run eval:scam-check`.
// Nobody tunes on the blind half or prints its misses.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { fnv, readRows, url } from './scam-split-lib.mjs'

const TRAIN = 'real/round7-en.jsonl'
const BLIND = 'blind9'

/**
 * What the team developed on when this set was split (main b51303d): the real/ files of that day and the sets blind/
 * to blind8/. Named, not listed from the folder, so `--check` re-derives the same halves after later rounds add files.
 */
const DEVELOPMENT = [
  ...[
    'all',
    'dev2',
    'dev3',
    'round2',
    'round3',
    'round4-fr',
    'round5-en',
    'round5-esfr',
    'round5-fr-train',
    'round5-local-train',
    'round6-en',
    'round6-en8',
    'round6-esfr',
    'round6-train-en',
    'round6-train-es',
    'round6-train-fr',
    'train',
  ].map((f) => `real/${f}.jsonl`),
  ...['blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8'].map((d) => `${d}/messages.jsonl`),
  'blind4/collected-en.jsonl',
]

/**
 * Sources kept on the training side whatever the alternation: morningstar.com prints the MarketWatch reporter's job
 * text that boursewatch.com (a development source) paraphrases, so the wording is one tuners have seen.
 */
const TRAINING_ONLY = new Set(['morningstar.com'])

/** The unit a source was claimed by: its host without "www.", or github.com/owner/repo. */
export function sourceOf(address) {
  if (address.startsWith('http')) {
    const { hostname, pathname } = new URL(address)
    const host = hostname.replace(/^www\./, '')
    return host === 'github.com' ? `github.com/${pathname.split('/').slice(1, 3).join('/')}` : host
  }
  return address.split('@')[0].split(':')[0]
}

/** The words of a text, lower-case, without accents or punctuation. */
const words = (text) =>
  new Set(
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1),
  )

/**
 * Whether two texts nearly repeat each other: most words of the shorter one (at least 4) are in the longer one, and
 * the shorter one has at least half as many words (a four-word opener does not make every long e-mail a repeat of it).
 */
export function nearlyRepeats(a, b) {
  const [x, y] = [words(a), words(b)].sort((p, q) => p.size - q.size)
  if (x.size < 4 || x.size < y.size / 2) return false
  let shared = 0
  for (const w of x) if (y.has(w)) shared++
  return shared / x.size >= 0.75
}

/** The sources of `rows` that go to the blind half. */
export function blindSources(rows) {
  const seen = DEVELOPMENT.filter((f) => existsSync(url(f))).flatMap((f) => readRows(url(f)).map((r) => r.text))
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
    ([group, list]) =>
      !sources.some((s) => root(s) === group && TRAINING_ONLY.has(s)) && !list.some((r) => seen.some((t) => nearlyRepeats(r.text, t))),
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
  for (const r of list) out[`${r.label} ${r.family}`] = (out[`${r.label} ${r.family}`] ?? 0) + 1
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
  // imported for sourceOf/nearlyRepeats/blindSources
} else if (arg === '--check') {
  // The committed halves must be exactly the split of their union.
  const union = [...readRows(url(TRAIN)), ...readRows(url(`${BLIND}/messages.jsonl`))].sort((a, b) => a.id.localeCompare(b.id))
  const ids = new Set(split(union).blindRows.map((r) => r.id))
  const committed = new Set(readRows(url(`${BLIND}/messages.jsonl`)).map((r) => r.id))
  const same = ids.size === committed.size && [...ids].every((id) => committed.has(id))
  console.log(same ? 'round 7 (blind9) split re-derived: same halves' : 'round 7 (blind9) split differs from the committed halves')
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
  console.error('usage: node scripts/measure/scam-real-split-9.mjs <pool.jsonl> | --check | --dry <pool.jsonl>')
  process.exitCode = 2
}
