// `node scripts/measure/scam-real-split-16.mjs <pool.jsonl>`: the sixteenth frozen blind set, Spanish and French
// (round 11, 2026-12-06). It splits the real texts gathered in round 11 from sources no round used before (each with its
// source, licence, language, country, channel, date, how it was obtained and what was edited; docs/scam-check.md is the
// data card) into a training half, data/scam-check/real/round11-esfr.jsonl, and a blind half, data/scam-check/blind16/
// messages.jsonl, by source exactly as scam-real-split-14.mjs does (scam-split-lib.mjs, roundSplit); `--check` and
// `--dry <pool.jsonl>` as there. What the team developed on at the split (main 3de0682) is round 10's: split 14's list,
// round 10's training halves (real/round10-*) and its retired blind sets blind13/ and blind14/.
// `npm run eval:scam-check -- --freeze blind16 "<commit, date>"` then measures the unchanged checker on blind16/ into
// blind16/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_7_REAL, retiredFiles, roundSplit } from './scam-split-lib.mjs'

/** The real/ files at round 11's start (main 3de0682): round 7's, round 8's and round 10's. */
const ROUND_11_START_REAL = [
  ...ROUND_7_REAL,
  ...'round8-en round8-esfr round8-train-en round8-train-es round8-train-fr round10-en round10-esfr'
    .split(' ')
    .map((f) => `real/${f}.jsonl`),
]

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets blind/ to blind14/. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round11-esfr.jsonl',
  blind: 'blind16',
  name: 'round 11 (blind16)',
  development: [
    ...ROUND_11_START_REAL,
    ...retiredFiles('blind blind2 blind3 blind4 blind5 blind6 blind7 blind8 blind9 blind10 blind11 blind12 blind13 blind14'.split(' ')),
  ],
  sourceOf,
  nearlyRepeats,
})
