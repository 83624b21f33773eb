// `node scripts/measure/scam-real-split-22.mjs <pool.jsonl>`: the twenty-second frozen blind set, English, Spanish and
// French (round 17, 2026-12-07). It splits the real texts gathered in round 17 from sources no round used before (every
// `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out, round 16's real/round16.jsonl and
// blind21/ among them; each text with its source, licence, language, country, channel, date, how it was obtained and
// what was edited; docs/scam-check.md is the data card) into a training half, data/scam-check/real/round17.jsonl, and
// a blind half, data/scam-check/blind22/messages.jsonl, by source exactly as scam-real-split-21.mjs does
// (scam-split-lib.mjs, roundSplit); `--check` and `--dry <pool.jsonl>` as there. What the team developed on at the
// split (main 2278b9eb) is every real/ file of texts then present (round 16's training half, real/round16.jsonl, the
// last of them) and the retired sets blind/ to blind21/ (blind21/ retired from round 17 on: the team tunes on it).
// `npm run eval:scam-check -- --freeze blind22 "<commit, date>"` then measures the unchanged checker on blind22/ into
// blind22/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_16_START_REAL } from './scam-real-split-21.mjs'
import { retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 17's start (main 2278b9eb): round 16's and its training half. */
export const ROUND_17_START_REAL = [...ROUND_16_START_REAL, 'real/round16.jsonl']

/** The retired sets at round 17's start: blind/ to blind21/. */
const ROUND_17_RETIRED = retiredThrough(21)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round17.jsonl',
  blind: 'blind22',
  name: 'round 17 (blind22)',
  development: [...ROUND_17_START_REAL, ...retiredFiles(ROUND_17_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
