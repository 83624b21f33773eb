// `node scripts/measure/scam-real-split-27.mjs <pool.jsonl>`: the twenty-seventh frozen blind set, English, Spanish and
// French (round 22, 2026-12-07). It splits the real texts gathered in round 22 from sources no round used before (every
// `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out, round 21's real/round21.jsonl and
// blind26/ among them; each text with its source, licence, language, country, channel, date, how it was obtained and
// what was edited; docs/scam-check.md is the data card) into a training half, data/scam-check/real/round22.jsonl, and
// a blind half, data/scam-check/blind27/messages.jsonl, by source exactly as scam-real-split-26.mjs does
// (scam-split-lib.mjs, roundSplit); `--check` and `--dry <pool.jsonl>` as there. What the team developed on at the
// split (main 698a4b7b) is every real/ file of texts then present (round 21's training half, real/round21.jsonl, the
// last of them) and the retired sets blind/ to blind26/ (blind26/ retired from round 22 on: the team tunes on it).
// `npm run eval:scam-check -- --freeze blind27 "<commit, date>"` then measures the unchanged checker on blind27/ into
// blind27/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_21_START_REAL } from './scam-real-split-26.mjs'
import { retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 22's start (main 698a4b7b): round 21's and its training half. */
export const ROUND_22_START_REAL = [...ROUND_21_START_REAL, 'real/round21.jsonl']

/** The retired sets at round 22's start: blind/ to blind26/. */
const ROUND_22_RETIRED = retiredThrough(26)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round22.jsonl',
  blind: 'blind27',
  name: 'round 22 (blind27)',
  development: [...ROUND_22_START_REAL, ...retiredFiles(ROUND_22_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
