// `node scripts/measure/scam-real-split-25.mjs <pool.jsonl>`: the twenty-fifth frozen blind set, English, Spanish and
// French (round 20, 2026-12-07). It splits the real texts gathered in round 20 from sources no round used before (every
// `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out, round 19's real/round19.jsonl and
// blind24/ among them; each text with its source, licence, language, country, channel, date, how it was obtained and
// what was edited; docs/scam-check.md is the data card) into a training half, data/scam-check/real/round20.jsonl, and
// a blind half, data/scam-check/blind25/messages.jsonl, by source exactly as scam-real-split-24.mjs does
// (scam-split-lib.mjs, roundSplit); `--check` and `--dry <pool.jsonl>` as there. What the team developed on at the
// split (main fec36f7a) is every real/ file of texts then present (round 19's training half, real/round19.jsonl, the
// last of them) and the retired sets blind/ to blind24/ (blind24/ retired from round 20 on: the team tunes on it).
// `npm run eval:scam-check -- --freeze blind25 "<commit, date>"` then measures the unchanged checker on blind25/ into
// blind25/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_19_START_REAL } from './scam-real-split-24.mjs'
import { retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 20's start (main fec36f7a): round 19's and its training half. */
export const ROUND_20_START_REAL = [...ROUND_19_START_REAL, 'real/round19.jsonl']

/** The retired sets at round 20's start: blind/ to blind24/. */
const ROUND_20_RETIRED = retiredThrough(24)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round20.jsonl',
  blind: 'blind25',
  name: 'round 20 (blind25)',
  development: [...ROUND_20_START_REAL, ...retiredFiles(ROUND_20_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
