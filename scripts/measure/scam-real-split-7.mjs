// `node scripts/measure/scam-real-split-7.mjs <pool.jsonl>`: the seventh frozen blind set, Spanish and French (decision
// 332, 2026-12-06). It splits the real texts gathered in round 6 from sources never used before (each with its source,
// licence, language, country, channel, date, how it was obtained and what was edited; docs/scam-check.md is the data
// card) into a training half, data/scam-check/real/round6-esfr.jsonl, and a blind half, data/scam-check/blind7/
// messages.jsonl. (split-6 is the English collector's script of the same round.) The pool itself is not committed:
// the two halves together are the pool, and `--check` re-derives the split from them.
// - By source, never by sentence: every text of one source goes to the same half. A source is a page's host (no
//   www.) or a repository, github.com/owner/name. Sources whose texts nearly repeat each other go together.
// - A source any of whose texts nearly repeats a text the team already develops on (DEVELOPMENT below: the real
//   files and the retired blind sets blind/ to blind5/, as they stood at the split) goes to the training half.
// - The other sources, within each language and label, family by family in name order and inside a family in FNV-1a
//   order of the source, alternate blind, training, blind, … with one counter per language and label.
// `eval-scam-check.mjs --freeze blind7 "<commit and date>"` then measures the unchanged checker into
// blind7/baseline.json; blind7/SHA256 is checked by `npm run eval:scam-check`. Nobody tunes on the blind half.
import { createHash } from 'node:crypto'
import { existsSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { nearlyRepeats } from './scam-real-split-5.mjs'
import { alternateBlind, readRows, url } from './scam-split-lib.mjs'

const TRAIN = 'real/round6-esfr.jsonl'
const BLIND = 'blind7'
/** What the team developed on when the set was split (main 7deaffc), named so later files do not move the split. */
const DEVELOPMENT = [
  ...['all', 'dev2', 'dev3', 'round2', 'round3', 'round4-fr', 'round5-en', 'round5-esfr', 'round5-fr-train'].map((f) => `real/${f}.jsonl`),
  'real/round5-local-train.jsonl',
  'real/train.jsonl',
  ...['blind', 'blind2', 'blind3', 'blind4', 'blind5'].map((d) => `${d}/messages.jsonl`),
  'blind4/collected-en.jsonl',
]

/** A text's source: a page's host without www., a repository as github.com/owner/name. */
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
  const seen = DEVELOPMENT.filter((f) => existsSync(url(f))).flatMap((f) => readRows(url(f)).map((r) => r.text))
  return alternateBlind(rows, { sourceOf, nearlyRepeats, seen })
}

const lines = (rows) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`
const count = (list) => {
  const out = {}
  for (const r of list) out[`${r.lang} ${r.label} ${r.family}`] = (out[`${r.lang} ${r.label} ${r.family}`] ?? 0) + 1
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
  console.log(same ? 'round 6 (es/fr) split re-derived: same halves' : 'round 6 (es/fr) split differs from the committed halves')
  process.exitCode = same ? 0 : 1
} else if (arg) {
  const pool = readRows(arg).sort((a, b) => a.id.localeCompare(b.id))
  const { blindRows, trainRows } = split(pool)
  writeFileSync(url(TRAIN), lines(trainRows))
  const text = lines(blindRows)
  const out = process.argv[3] ?? url(`${BLIND}/messages.jsonl`)
  writeFileSync(out, text)
  const sum = (s) => createHash('sha256').update(s).digest('hex')
  console.log('blind', count(blindRows), 'training', count(trainRows))
  console.log(`${sum(text)}  messages.jsonl\n${sum('')}  links.jsonl`)
} else {
  console.error('usage: node scripts/measure/scam-real-split-7.mjs <pool.jsonl> [blind out] | --check')
  process.exitCode = 2
}
