// `node scripts/measure/scam-real-split-14.mjs <pool.jsonl>`: the fourteenth frozen blind set, Spanish and French
// (round 10, 2026-12-06). It splits the real texts gathered in round 10 from sources no round used before (each with its
// source, licence, language, country, channel, date, how it was obtained and what was edited; docs/scam-check.md is the
// data card) into a training half, data/scam-check/real/round10-esfr.jsonl, and a blind half, data/scam-check/blind14/
// messages.jsonl. The pool is not committed: the two halves together are the pool, `--check` re-derives the split from
// them, and `--dry <pool.jsonl>` prints the counts without writing.
// - By source, never by sentence: every text of one source (its host, or github.com/owner/repo, the unit each source was
//   claimed by in /work/wt/claims/hosts.tsv) goes to the same half; sources whose texts nearly repeat each other go
//   together.
// - A source any of whose texts nearly repeats a text the team develops on goes to the training half: `development`
//   below, every real/ file and every retired blind set as they stood at the split (main 0ad6820, round 10's start),
//   named so that files added later never move the split.
// - The other sources alternate blind, training, blind, … within each language and label, family by family in name
//   order and inside a family in FNV-1a order (scam-split-lib.mjs, alternateBlind).
// `npm run eval:scam-check -- --freeze blind14 "<commit, date>"` then measures the unchanged checker on blind14/ into
// blind14/baseline.json; the SHA-256 of both blind files are in blind14/SHA256, checked by `npm run eval:scam-check`.
// Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_7_REAL, retiredFiles, roundSplit } from './scam-split-lib.mjs'

/** The real/ files at round 10's start (main 0ad6820): round 7's, and round 8's training halves and collections. */
const ROUND_10_START_REAL = [
  ...ROUND_7_REAL,
  ...'round8-en round8-esfr round8-train-en round8-train-es round8-train-fr'.split(' ').map((f) => `real/${f}.jsonl`),
]

/**
 * The sources of a pool that go to the blind half; what the team developed on at the split (main 0ad6820): those real/
 * files and the retired sets blind/ to blind12/.
 */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round10-esfr.jsonl',
  blind: 'blind14',
  name: 'round 10 (blind14)',
  development: [
    ...ROUND_10_START_REAL,
    ...retiredFiles('blind blind2 blind3 blind4 blind5 blind6 blind7 blind8 blind9 blind10 blind11 blind12'.split(' ')),
  ],
  sourceOf,
  nearlyRepeats,
})
