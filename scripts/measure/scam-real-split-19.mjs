// `node scripts/measure/scam-real-split-19.mjs <pool.jsonl>`: the nineteenth frozen blind set, English and French
// (round 14, 2026-12-07). It splits the real texts gathered in round 14 from sources no round used before (every
// `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out, round 13's real/round13.jsonl and
// blind18/ among them; each text with its source, licence, language, country, channel, date, how it was obtained and
// what was edited; docs/scam-check.md is the data card) into a training half, data/scam-check/real/round14.jsonl, and
// a blind half, data/scam-check/blind19/messages.jsonl, by source exactly as scam-real-split-18.mjs does
// (scam-split-lib.mjs, roundSplit); `--check` and `--dry <pool.jsonl>` as there. What the team developed on at the
// split (main 1f6f238e) is every real/ file of texts then present (round 13's training half, real/round13.jsonl, the
// last of them) and the retired sets blind/ to blind18/ (blind18/ retired from round 14 on: the team tunes on it).
// `npm run eval:scam-check -- --freeze blind19 "<commit, date>"` then measures the unchanged checker on blind19/ into
// blind19/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_13_START_REAL } from './scam-real-split-18.mjs'
import { retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 14's start (main 1f6f238e): round 13's and its training half. */
export const ROUND_14_START_REAL = [...ROUND_13_START_REAL, 'real/round13.jsonl']

/** The retired sets at round 14's start: blind/ to blind18/. */
const ROUND_14_RETIRED = retiredThrough(18)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round14.jsonl',
  blind: 'blind19',
  name: 'round 14 (blind19)',
  development: [...ROUND_14_START_REAL, ...retiredFiles(ROUND_14_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
