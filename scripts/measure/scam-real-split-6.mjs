// `node scripts/measure/scam-real-split-6.mjs <pool.jsonl>`: the sixth frozen blind set, English (decision 330,
// 2026-12-06). It splits the real texts gathered in round 6 from sources no round used before (each with its source,
// licence, language, country, channel, date, how it was obtained and what was edited; docs/scam-check.md is the data
// card) into a training half, data/scam-check/real/round6-en.jsonl, and a blind half, data/scam-check/blind6/
// messages.jsonl. The pool itself is not committed: the two halves together are the pool, and `--check` re-derives
// the split from them.
// - By source, never by sentence: every text of one source (its host, or github.com/owner/repo: the unit each
//   source was claimed by in /work/wt/claims/hosts.tsv) goes to the same half.
// - A source any of whose texts nearly repeats a text the team develops on (data/scam-check/real/*.jsonl and the
//   retired blind sets blind/ to blind5/, development from round 6 on, decision 336) goes to the training half: the
//   blind half measures only wording nobody has tuned near.
// - The other sources, within each language and label, family by family in name order and inside a family in FNV-1a
//   order of the source, alternate blind, training, blind, … with one counter per language and label, so each half
//   gets most families and about half the sources.
// `npm run eval:scam-check -- --freeze blind6 "<commit, date>"` then measures the unchanged checker on blind6/ into
// blind6/baseline.json; the SHA-256 of both blind files are in blind6/SHA256, checked by `npm run eval:scam-check`.
// Nobody tunes on the blind half or prints its misses.
import { fileURLToPath } from 'node:url'
import { fnv, readRows, splitCommand, url, wordSet } from './scam-split-lib.mjs'

const TRAIN = 'real/round6-en.jsonl'
const BLIND = 'blind6'
const RETIRED = ['blind', 'blind2', 'blind3', 'blind4', 'blind5']

/** The unit a source was claimed by: its host without "www.", or github.com/owner/repo. */
export function sourceOf(address) {
  if (!address.startsWith('http')) return address.split('@')[0]
  const u = new URL(address)
  const host = u.hostname.replace(/^www\./, '')
  return host === 'github.com' ? `github.com/${u.pathname.split('/').slice(1, 3).join('/')}` : host
}

/** Whether two texts nearly repeat each other: most words of the shorter one (at least 4) are in the longer one. */
export function nearlyRepeats(a, b) {
  const [x, y] = [wordSet(a), wordSet(b)].sort((p, q) => p.size - q.size)
  if (x.size < 4) return false
  let shared = 0
  for (const w of x) if (y.has(w)) shared++
  return shared / x.size >= 0.75
}

/**
 * The texts the team developed on when this split was made (main 7deaffc): the real/ files of that day and the retired
 * blind sets. Pinned, so `--check` re-derives the same halves after later rounds add files to real/.
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
    'train',
  ].map((f) => `real/${f}.jsonl`),
  ...RETIRED.map((d) => `${d}/messages.jsonl`),
  'blind4/collected-en.jsonl',
]
function developmentTexts() {
  return DEVELOPMENT.flatMap((f) => readRows(url(f)).map((r) => r.text))
}

/** The sources of `rows` that go to the blind half. */
export function blindSources(rows) {
  const seen = developmentTexts()
  const bySource = new Map()
  for (const r of rows) bySource.set(sourceOf(r.source), [...(bySource.get(sourceOf(r.source)) ?? []), r])
  const blind = new Set()
  const counters = new Map()
  const keyOf = (list) => `${list[0].lang} ${list[0].label}`
  // A source's family is its commonest one (then the first in name order), whatever the order of its rows.
  const familyOf = (list) => {
    const n = (f) => list.filter((r) => r.family === f).length
    return [...new Set(list.map((r) => r.family))].sort((a, b) => n(b) - n(a) || a.localeCompare(b))[0]
  }
  const usable = [...bySource.entries()].filter(([, list]) => !list.some((r) => seen.some((t) => nearlyRepeats(r.text, t))))
  usable.sort(
    ([a, la], [b, lb]) =>
      keyOf(la).localeCompare(keyOf(lb)) || familyOf(la).localeCompare(familyOf(lb)) || fnv(a) - fnv(b) || a.localeCompare(b),
  )
  for (const [source, list] of usable) {
    const n = counters.get(keyOf(list)) ?? 0
    counters.set(keyOf(list), n + 1)
    if (n % 2 === 0) blind.add(source)
  }
  return blind
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  splitCommand(process.argv.slice(2), {
    train: TRAIN,
    blind: BLIND,
    name: 'round 6',
    usage: 'node scripts/measure/scam-real-split-6.mjs',
    sourceOf,
    blindSources,
  })
