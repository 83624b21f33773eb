// `node scripts/measure/scam-real-split-26.mjs <pool.jsonl>`: the twenty-sixth frozen blind set, English, Spanish and
// French (round 21, 2026-12-07). It splits the real texts gathered in round 21 from sources no round used before (every
// `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out, round 20's real/round20.jsonl and
// blind25/ among them; each text with its source, licence, language, country, channel, date, how it was obtained and
// what was edited; docs/scam-check.md is the data card) into a training half, data/scam-check/real/round21.jsonl, and
// a blind half, data/scam-check/blind26/messages.jsonl, by source exactly as scam-real-split-25.mjs does
// (scam-split-lib.mjs, roundSplit); `--check` and `--dry <pool.jsonl>` as there. What the team developed on at the
// split (main d65e9e3b) is every real/ file of texts then present (round 20's training half, real/round20.jsonl, the
// last of them) and the retired sets blind/ to blind25/ (blind25/ retired from round 21 on: the team tunes on it).
// `npm run eval:scam-check -- --freeze blind26 "<commit, date>"` then measures the unchanged checker on blind26/ into
// blind26/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_20_START_REAL } from './scam-real-split-25.mjs'
import { retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 21's start (main d65e9e3b): round 20's and its training half. */
export const ROUND_21_START_REAL = [...ROUND_20_START_REAL, 'real/round20.jsonl']

/** The retired sets at round 21's start: blind/ to blind25/. */
const ROUND_21_RETIRED = retiredThrough(25)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round21.jsonl',
  blind: 'blind26',
  name: 'round 21 (blind26)',
  development: [...ROUND_21_START_REAL, ...retiredFiles(ROUND_21_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
