// `node scripts/measure/scam-real-split-23.mjs <pool.jsonl>`: the twenty-third frozen blind set, English, Spanish and
// French (round 18, 2026-12-07). It splits the real texts gathered in round 18 from sources no round used before (every
// `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out, round 17's real/round17.jsonl and
// blind22/ among them; each text with its source, licence, language, country, channel, date, how it was obtained and
// what was edited; docs/scam-check.md is the data card) into a training half, data/scam-check/real/round18.jsonl, and
// a blind half, data/scam-check/blind23/messages.jsonl, by source exactly as scam-real-split-22.mjs does
// (scam-split-lib.mjs, roundSplit); `--check` and `--dry <pool.jsonl>` as there. What the team developed on at the
// split (main 2b0d3c98) is every real/ file of texts then present (round 17's training half, real/round17.jsonl, the
// last of them) and the retired sets blind/ to blind22/ (blind22/ retired from round 18 on: the team tunes on it).
// `npm run eval:scam-check -- --freeze blind23 "<commit, date>"` then measures the unchanged checker on blind23/ into
// blind23/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_17_START_REAL } from './scam-real-split-22.mjs'
import { retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 18's start (main 2b0d3c98): round 17's and its training half. */
export const ROUND_18_START_REAL = [...ROUND_17_START_REAL, 'real/round17.jsonl']

/** The retired sets at round 18's start: blind/ to blind22/. */
const ROUND_18_RETIRED = retiredThrough(22)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round18.jsonl',
  blind: 'blind23',
  name: 'round 18 (blind23)',
  development: [...ROUND_18_START_REAL, ...retiredFiles(ROUND_18_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
