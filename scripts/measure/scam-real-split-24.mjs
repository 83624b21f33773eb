// `node scripts/measure/scam-real-split-24.mjs <pool.jsonl>`: the twenty-fourth frozen blind set, English, Spanish and
// French (round 19, 2026-12-07). It splits the real texts gathered in round 19 from sources no round used before (every
// `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out, round 18's real/round18.jsonl and
// blind23/ among them; each text with its source, licence, language, country, channel, date, how it was obtained and
// what was edited; docs/scam-check.md is the data card) into a training half, data/scam-check/real/round19.jsonl, and
// a blind half, data/scam-check/blind24/messages.jsonl, by source exactly as scam-real-split-23.mjs does
// (scam-split-lib.mjs, roundSplit); `--check` and `--dry <pool.jsonl>` as there. What the team developed on at the
// split (main f68ab732) is every real/ file of texts then present (round 18's training half, real/round18.jsonl, the
// last of them) and the retired sets blind/ to blind23/ (blind23/ retired from round 19 on: the team tunes on it).
// `npm run eval:scam-check -- --freeze blind24 "<commit, date>"` then measures the unchanged checker on blind24/ into
// blind24/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_18_START_REAL } from './scam-real-split-23.mjs'
import { retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 19's start (main f68ab732): round 18's and its training half. */
export const ROUND_19_START_REAL = [...ROUND_18_START_REAL, 'real/round18.jsonl']

/** The retired sets at round 19's start: blind/ to blind23/. */
const ROUND_19_RETIRED = retiredThrough(23)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round19.jsonl',
  blind: 'blind24',
  name: 'round 19 (blind24)',
  development: [...ROUND_19_START_REAL, ...retiredFiles(ROUND_19_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
