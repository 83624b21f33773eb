// `node scripts/measure/scam-real-split-5.mjs <pool.jsonl>`: the fifth frozen blind set, Spanish and French (decision 303,
// 2026-12-06). It splits the real texts gathered in round 5 from sources never used before (each with its source,
// licence, language, country, channel, date, how it was obtained and what was edited; docs/scam-check.md is the data
// card) into a training half, data/scam-check/real/round5-esfr.jsonl, and a blind half, data/scam-check/blind5/
// messages.jsonl. The pool itself is not committed: the two halves together are the pool, and `--check` re-derives
// the split from them.
// - By source, never by sentence: every text of one source address goes to the same half.
// - A source any of whose texts nearly repeats a text the team already develops on (data/scam-check/real/*.jsonl and
//   the first blind set, blind/, development since round 2) goes to the training half: the blind half measures only
//   wording nobody has tuned near. blind2/ to blind5/ are never read here.
// - The other sources, within each language and label, family by family in name order and inside a family in FNV-1a
//   order of the address, alternate blind, training, blind, … with one counter per language and label, so each half
//   gets most families and about half the sources.
// `--baseline` then measures the unchanged checker on blind5/ into blind5/baseline.json; the SHA-256 of both blind
// files go to blind5/SHA256, checked by `npm run eval:scam-check`. Nobody tunes on the blind half or prints its misses.
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { fnv, readRows, url, wordSet } from './scam-split-lib.mjs'

const TRAIN = 'real/round5-esfr.jsonl'
const BLIND = 'blind5'

/** Whether two texts nearly repeat each other: most words of the shorter one (at least 4) are in the longer one. */
export function nearlyRepeats(a, b) {
  const [x, y] = [wordSet(a), wordSet(b)].sort((p, q) => p.size - q.size)
  if (x.size < 4) return false
  let shared = 0
  for (const w of x) if (y.has(w)) shared++
  return shared / x.size >= 0.75
}

/**
 * The texts the team developed on when this split was made: the real/ files of that day (commit 5865fb3) and the first
 * blind set. Pinned, so `--check` re-derives the same halves after later rounds add files to real/.
 */
const DEVELOPMENT = ['all', 'dev2', 'dev3', 'round2', 'round3', 'round4-fr', 'train'].map((f) => `real/${f}.jsonl`)
function developmentTexts() {
  return [...DEVELOPMENT, 'blind/messages.jsonl'].flatMap((f) => readRows(url(f)).map((r) => r.text))
}

/** The sources of `rows` that go to the blind half. */
export function blindSources(rows) {
  const seen = developmentTexts()
  const bySource = new Map()
  for (const r of rows) bySource.set(r.source, [...(bySource.get(r.source) ?? []), r])
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

const lines = (rows) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`
const count = (list) => {
  const out = {}
  for (const r of list) out[`${r.lang} ${r.label}`] = (out[`${r.lang} ${r.label}`] ?? 0) + 1
  return out
}

function split(pool) {
  const blind = blindSources(pool)
  const blindRows = pool.filter((r) => blind.has(r.source))
  const trainRows = pool.filter((r) => !blind.has(r.source))
  return { blindRows, trainRows }
}

const main = process.argv[1] === fileURLToPath(import.meta.url)
const [arg] = main ? process.argv.slice(2) : []
if (!main) {
  // imported for nearlyRepeats/blindSources
} else if (arg === '--check') {
  // The committed halves must be exactly the split of their union.
  const union = [...readRows(url(TRAIN)), ...readRows(url(`${BLIND}/messages.jsonl`))].sort((a, b) => a.id.localeCompare(b.id))
  const { blindRows } = split(union)
  const ids = new Set(blindRows.map((r) => r.id))
  const committed = new Set(readRows(url(`${BLIND}/messages.jsonl`)).map((r) => r.id))
  const same = ids.size === committed.size && [...ids].every((id) => committed.has(id))
  console.log(same ? 'round 5 split re-derived: same halves' : 'round 5 split differs from the committed halves')
  process.exitCode = same ? 0 : 1
} else if (arg === '--baseline') {
  const { checkMessage } = await import('../../worker/scam-check/index.ts')
  const rows = readRows(url(`${BLIND}/messages.jsonl`))
  const flagged = (r) => checkMessage(r.text, undefined, undefined, true).verdict !== 'no-signs'
  const pct = (list) => (list.length ? `${((100 * list.filter(flagged).length) / list.length).toFixed(1)}%` : '–')
  const hostOf = (s) => (s.startsWith('http') ? new URL(s).hostname.replace(/^www\./, '') : s.split('@')[0])
  const group = (keyOf) => {
    const out = {}
    for (const key of [...new Set(rows.map(keyOf))]) out[key] = pct(rows.filter((r) => keyOf(r) === key))
    return out
  }
  const scams = rows.filter((r) => r.label === 'scam')
  const ordinary = rows.filter((r) => r.label === 'ordinary')
  const baseline = {
    measured: process.argv[3] ?? 'the checker before any change of round 5',
    scams: pct(scams),
    received: pct(scams.filter((r) => r.kind === 'received')),
    ordinary: pct(ordinary),
    notices: pct(ordinary.filter((r) => r.kind === 'notice')),
    byLang: group((r) => `${r.lang} ${r.label}`),
    byFamily: group((r) => `${r.label} ${r.family}`),
    bySource: group((r) => `${r.label} ${hostOf(r.source)}`),
    lookalikes: '–',
    lookalikesReal: '–',
    lookalikesTeam: '–',
    official: '–',
  }
  writeFileSync(url(`${BLIND}/baseline.json`), `${JSON.stringify(baseline, null, 4)}\n`)
  console.log(baseline)
} else if (arg) {
  const pool = readRows(arg)
  const { blindRows, trainRows } = split(pool)
  writeFileSync(url(TRAIN), lines(trainRows))
  const text = lines(blindRows)
  writeFileSync(url(`${BLIND}/messages.jsonl`), text)
  writeFileSync(url(`${BLIND}/links.jsonl`), '')
  const sum = (s) => createHash('sha256').update(s).digest('hex')
  writeFileSync(url(`${BLIND}/SHA256`), `${sum(text)}  messages.jsonl\n${sum('')}  links.jsonl\n`)
  console.log('blind', count(blindRows), 'training', count(trainRows), sum(text))
} else {
  console.error('usage: node scripts/measure/scam-real-split-5.mjs <pool.jsonl> | --check | --baseline [measured]')
  process.exitCode = 2
}
