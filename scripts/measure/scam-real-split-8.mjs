// `node scripts/measure/scam-real-split-8.mjs <pool.jsonl>`: the eighth frozen blind set, English (decision 330,
// 2026-12-06). It splits the real texts gathered in round 6 from sources no round used before (each with its source,
// licence, language, country, channel, date, how it was obtained and what was edited; docs/scam-check.md is the data
// card) into a training half, data/scam-check/real/round6-en8.jsonl, and a blind half, data/scam-check/blind8/
// messages.jsonl. The pool itself is not committed: the two halves together are the pool, and `--check` re-derives
// the split from them; `--dry <pool.jsonl>` prints the counts without writing.
// - By source, never by sentence: every text of one source (its host, or github.com/owner/repo: the unit each
//   source was claimed by in /work/wt/claims/hosts.tsv) goes to the same half.
// - A source any of whose texts nearly repeats a text the team develops on (data/scam-check/real/*.jsonl and the
//   retired blind sets blind/ to blind5/, development from round 6 on, decision 336) goes to the training half: the
//   blind half measures only wording nobody has tuned near.
// - The other sources, within each language and label, family by family in name order and inside a family in FNV-1a
//   order of the source, alternate blind, training, blind, … with one counter per language and label, so each half
//   gets most families and about half the sources.
// - Sources gathered after the freeze (AFTER_FREEZE) go to the training half.
// `npm run eval:scam-check -- --freeze blind8 "<commit, date>"` then measures the unchanged checker on blind8/ into
// blind8/baseline.json; the SHA-256 of both blind files are in blind8/SHA256, checked by `npm run eval:scam-check`.
// Nobody tunes on the blind half or prints its misses.
import { fileURLToPath } from 'node:url'
import { fnv, readRows, splitCommand, url, wordSet } from './scam-split-lib.mjs'

const TRAIN = 'real/round6-en8.jsonl'
const BLIND = 'blind8'
const RETIRED = ['blind', 'blind2', 'blind3', 'blind4', 'blind5']

/** Sources that share wording by descent count as one: Solidus is a fork of Spree, and their e-mails still share lines. */
const SAME_SOURCE = { 'github.com/solidusio/solidus': 'github.com/spree/spree' }

/** The unit a source was claimed by: its host without "www.", or github.com/owner/repo (or the source it descends from). */
export function sourceOf(address) {
  let unit = address.split('@')[0]
  if (address.startsWith('http')) {
    const u = new URL(address)
    const host = u.hostname.replace(/^www\./, '')
    unit = host === 'github.com' ? `github.com/${u.pathname.split('/').slice(1, 3).join('/')}` : host
  }
  return SAME_SOURCE[unit] ?? unit
}

/**
 * Whether two texts nearly repeat each other: most words of the shorter one (at least 4) are in the longer one, and
 * the shorter one has at least half as many words (a four-word opener such as "Hi, is this Sarah?" does not make every
 * long e-mail that greets someone a repeat of it).
 */
export function nearlyRepeats(a, b) {
  const [x, y] = [wordSet(a), wordSet(b)].sort((p, q) => p.size - q.size)
  if (x.size < 4 || x.size < y.size / 2) return false
  let shared = 0
  for (const w of x) if (y.has(w)) shared++
  return shared / x.size >= 0.75
}

/**
 * The texts the team developed on before round 6: the real/ files of blind8/'s freeze (commit df12705; round 6's
 * halves and the link files aside) and the retired blind sets. Named, not listed from the folder, so `--check`
 * re-derives the same halves after later rounds add real/ files (round 8's English half nearly repeats three round-6
 * texts, which moved the re-derived split when the folder was read).
 */
function developmentTexts() {
  const files = ['all', 'dev2', 'dev3', 'round2', 'round3', 'round4-fr', 'round5-en', 'round5-esfr', 'round5-fr-train']
    .concat(['round5-local-train', 'train'])
    .map((f) => `real/${f}.jsonl`)
  return [...files, ...RETIRED.map((d) => `${d}/messages.jsonl`), 'blind4/collected-en.jsonl'].flatMap((f) =>
    readRows(url(f)).map((r) => r.text),
  )
}

/**
 * Sources gathered after blind8/ was frozen (commit df12705): training only, so the frozen half never changes. A
 * source already in blind8/ takes no new text.
 */
const AFTER_FREEZE = new Set([
  '991thewhale.com',
  'alleghenymountainradio.org',
  'christinekersey.com',
  'cybersecuritea.com',
  'evrimagaci.org',
  'frbfcu.org',
  'friarmusings.com',
  'gotowncrier.com',
  'klfy.com',
  'kxly.com',
  'living-consciously.com',
  'nnsl.com',
  'onewomanshow.wordpress.com',
  'peoriastory.com',
  'roquet.org',
  'safecomputing.umich.edu',
  'scambrief.com',
  'sigtrib.com',
  'starcourier.com',
  'wour.com',
])

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
  const usable = [...bySource.entries()].filter(
    ([source, list]) => !AFTER_FREEZE.has(source) && !list.some((r) => seen.some((t) => nearlyRepeats(r.text, t))),
  )
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
    name: 'round 6 (blind8)',
    usage: 'node scripts/measure/scam-real-split-8.mjs',
    sourceOf,
    blindSources,
  })
