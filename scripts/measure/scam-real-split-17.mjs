// `node scripts/measure/scam-real-split-17.mjs <pool.jsonl>`: the seventeenth frozen blind set, English, Spanish and
// French (round 12, 2026-12-07). It splits the real texts gathered in round 12 from sources no round used before
// (every `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out; each text with its source,
// licence, language, country, channel, date, how it was obtained and what was edited; docs/scam-check.md is the data
// card) into a training half, data/scam-check/real/round12.jsonl, and a blind half, data/scam-check/blind17/
// messages.jsonl, by source exactly as scam-real-split-16.mjs does (scam-split-lib.mjs, roundSplit); `--check` and
// `--dry <pool.jsonl>` as there. What the team developed on at the split (main f946d22) is every real/ file of texts
// then present (round 11's training halves, real/round11-en.jsonl and real/round11-esfr.jsonl, the last of them) and
// the retired sets blind/ to blind16/ (blind15/ and blind16/ retired from round 12 on: the team tunes on them).
// `npm run eval:scam-check -- --freeze blind17 "<commit, date>"` then measures the unchanged checker on blind17/ into
// blind17/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_7_REAL, retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 12's start (main f946d22): round 7's, round 8's, round 10's and round 11's. */
export const ROUND_12_START_REAL = [
  ...ROUND_7_REAL,
  ...'round8-en round8-esfr round8-train-en round8-train-es round8-train-fr round10-en round10-esfr round11-en round11-esfr'
    .split(' ')
    .map((f) => `real/${f}.jsonl`),
]

/** The retired sets at round 12's start: blind/ to blind16/. */
const ROUND_12_RETIRED = retiredThrough(16)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round12.jsonl',
  blind: 'blind17',
  name: 'round 12 (blind17)',
  development: [...ROUND_12_START_REAL, ...retiredFiles(ROUND_12_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
