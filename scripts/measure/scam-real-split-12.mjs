// `node scripts/measure/scam-real-split-12.mjs <pool.jsonl>`: the twelfth frozen blind set, Spanish and French (round 8,
// 2026-12-06). It splits the real texts gathered in round 8 from sources no round used before (each with its source,
// licence, language, country, channel, date, how it was obtained and what was edited; docs/scam-check.md is the data
// card) into a training half, data/scam-check/real/round8-esfr.jsonl, and a blind half, data/scam-check/blind12/
// messages.jsonl. The pool itself is not committed: the two halves together are the pool, and `--check` re-derives
// the split from them; `--dry <pool.jsonl>` prints the counts without writing.
// - By source, never by sentence: every text of one source (its host, or github.com/owner/repo: the unit each
//   source was claimed by in /work/wt/claims/hosts.tsv) goes to the same half. Sources whose texts nearly repeat
//   each other go together.
// - A source any of whose texts nearly repeats a text the team develops on goes to the training half: DEVELOPMENT
//   below, every real/ file and the retired blind sets blind/ to blind10/ as they stood at the split (main 874db52),
//   named so files added later do not move the split.
// - The other sources, within each language and label, family by family in name order and inside a family in FNV-1a
//   order of the source, alternate blind, training, blind, … with one counter per language and label, so each half
//   gets most families and about half the sources.
// - Sources gathered after the freeze (AFTER_FREEZE) go to the training half.
// `npm run eval:scam-check -- --freeze blind12 "<commit, date>"` then measures the unchanged checker on blind12/ into
// blind12/baseline.json; the SHA-256 of both blind files are in blind12/SHA256, checked by `npm run eval:scam-check`.
// Nobody tunes on the blind half or prints its misses.
import { fileURLToPath } from 'node:url'
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { alternateBlind, readRows, splitCommand, url } from './scam-split-lib.mjs'

const TRAIN = 'real/round8-esfr.jsonl'
const BLIND = 'blind12'
const RETIRED = ['blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8', 'blind9', 'blind10']

/** What the team developed on when the set was split (main 874db52): every real/ file and the retired blind sets. */
const DEVELOPMENT = [
  ...['all', 'dev2', 'dev3', 'round2', 'round3', 'round4-fr', 'round5-en', 'round5-esfr', 'round5-fr-train'].map((f) => `real/${f}.jsonl`),
  ...['round5-local-train', 'round6-en', 'round6-en8', 'round6-esfr', 'round6-train-en', 'round6-train-es'].map((f) => `real/${f}.jsonl`),
  ...['round6-train-fr', 'round7-en', 'round7-esfr', 'round7-train-en', 'round7-train-es', 'round7-train-fr'].map((f) => `real/${f}.jsonl`),
  'real/train.jsonl',
  ...RETIRED.map((d) => `${d}/messages.jsonl`),
  'blind4/collected-en.jsonl',
]

/** Sources gathered after blind12/ was frozen: training only, so the frozen half never changes. None yet. */
const AFTER_FREEZE = new Set([])

/** The sources of `rows` that go to the blind half. */
export function blindSources(rows) {
  const seen = DEVELOPMENT.flatMap((f) => readRows(url(f)).map((r) => r.text))
  return alternateBlind(rows, { sourceOf, nearlyRepeats, seen, trainingOnly: AFTER_FREEZE })
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  splitCommand(process.argv.slice(2), {
    train: TRAIN,
    blind: BLIND,
    name: 'round 8 (blind12)',
    usage: 'node scripts/measure/scam-real-split-12.mjs',
    sourceOf,
    blindSources,
  })
