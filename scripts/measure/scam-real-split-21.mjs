// `node scripts/measure/scam-real-split-21.mjs <pool.jsonl>`: the twenty-first frozen blind set, English, Spanish and
// French (round 16, 2026-12-07). It splits the real texts gathered in round 16 from sources no round used before (every
// `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out, round 15's real/round15.jsonl and
// blind20/ among them; each text with its source, licence, language, country, channel, date, how it was obtained and
// what was edited; docs/scam-check.md is the data card) into a training half, data/scam-check/real/round16.jsonl, and
// a blind half, data/scam-check/blind21/messages.jsonl, by source exactly as scam-real-split-20.mjs does
// (scam-split-lib.mjs, roundSplit); `--check` and `--dry <pool.jsonl>` as there. What the team developed on at the
// split (main 74f2c131) is every real/ file of texts then present (round 15's training half, real/round15.jsonl, the
// last of them) and the retired sets blind/ to blind20/ (blind20/ retired from round 16 on: the team tunes on it).
// `npm run eval:scam-check -- --freeze blind21 "<commit, date>"` then measures the unchanged checker on blind21/ into
// blind21/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_15_START_REAL } from './scam-real-split-20.mjs'
import { retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 16's start (main 74f2c131): round 15's and its training half. */
export const ROUND_16_START_REAL = [...ROUND_15_START_REAL, 'real/round15.jsonl']

/** The retired sets at round 16's start: blind/ to blind20/. */
const ROUND_16_RETIRED = retiredThrough(20)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round16.jsonl',
  blind: 'blind21',
  name: 'round 16 (blind21)',
  development: [...ROUND_16_START_REAL, ...retiredFiles(ROUND_16_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
