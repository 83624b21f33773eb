// `node scripts/measure/scam-real-split-11.mjs <pool.jsonl>`: the eleventh frozen blind set, English (round 8;
// 2026-12-06). It splits the real texts gathered in round 8 from sources no round used before (each with its source,
// licence, language, country, channel, date, how it was obtained and what was edited; docs/scam-check.md is the data
// card) into a training half, data/scam-check/real/round8-en.jsonl, and a blind half, data/scam-check/blind11/
// messages.jsonl. The pool itself is not committed: the two halves together are the pool, and `--check` re-derives
// the split from them; `--dry <pool.jsonl>` prints the counts without writing.
// - By source, never by sentence: every text of one source (its host, or github.com/owner/repo: the unit each source
//   was claimed by in /work/wt/claims/hosts.tsv) goes to the same half. Sources whose texts nearly repeat each other
//   form one group, so both halves never share wording.
// - A group any of whose texts nearly repeats a text the team develops on (DEVELOPMENT: every real/ file of the day,
//   the link files excepted, and the retired blind sets blind/ to blind10/, as they stood at the split, main 874db52)
//   goes to the training half, and so do the sources of AFTER_FREEZE: the blind half measures only wording nobody has
//   tuned near.
// - The other groups, within each language and label, family by family in name order and inside a family in FNV-1a
//   order of the group's first source, alternate blind, training, blind, … with one counter per language and label,
//   so each half gets most families and about half the sources.
// `npm run eval:scam-check -- --freeze blind11 "<commit, date>"` then measures the unchanged checker on blind11/ into
// blind11/baseline.json; the SHA-256 of both blind files are in blind11/SHA256, checked by `npm run eval:scam-check`.
// Nobody tunes on the blind half or prints its misses.
import { fileURLToPath } from 'node:url'
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { alternateBlind, readRows, splitCommand, url } from './scam-split-lib.mjs'

const TRAIN = 'real/round8-en.jsonl'
const BLIND = 'blind11'

/**
 * What the team developed on when this set was split (main 874db52): the real/ files of that day (the link files
 * excepted) and the retired sets blind/ to blind10/. Named, not listed from the folder, so `--check` re-derives the
 * same halves after later rounds add files.
 */
const DEVELOPMENT = [
  ...['all', 'dev2', 'dev3', 'round2', 'round3', 'round4-fr', 'round5-en', 'round5-esfr', 'round5-fr-train'].map((f) => `real/${f}.jsonl`),
  ...['round5-local-train', 'round6-en', 'round6-en8', 'round6-esfr', 'round6-train-en', 'round6-train-es'].map((f) => `real/${f}.jsonl`),
  ...['round6-train-fr', 'round7-en', 'round7-esfr', 'round7-train-en', 'round7-train-es', 'round7-train-fr', 'train'].map(
    (f) => `real/${f}.jsonl`,
  ),
  ...['blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8', 'blind9', 'blind10'].map((d) => `${d}/messages.jsonl`),
  'blind4/collected-en.jsonl',
]

/** Sources gathered after blind11/ was frozen: training only, so the frozen half never changes. None yet. */
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
    name: 'round 8 (blind11)',
    usage: 'node scripts/measure/scam-real-split-11.mjs',
    sourceOf,
    blindSources,
  })
