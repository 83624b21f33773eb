// `node scripts/measure/scam-real-split-28.mjs <pool.jsonl>`: the twenty-eighth frozen blind set, English, Spanish and
// French (round 23, 2026-12-08). It splits the real texts gathered in round 23 from sources no round used before (every
// `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out, round 22's real/round22.jsonl and
// blind27/ among them; each text with its source, licence, language, country, channel, date, how it was obtained and
// what was edited; docs/scam-check.md is the data card) into a training half, data/scam-check/real/round23.jsonl, and
// a blind half, data/scam-check/blind28/messages.jsonl, by source exactly as scam-real-split-27.mjs does
// (scam-split-lib.mjs, roundSplit); `--check` and `--dry <pool.jsonl>` as there. What the team developed on at the
// split (main 71a72c86) is every real/ file of texts then present (round 22's training half, real/round22.jsonl, the
// last of them) and the retired sets blind/ to blind27/ (blind27/ retired from round 23 on: the team tunes on it).
// `npm run eval:scam-check -- --freeze blind28 "<commit, date>"` then measures the unchanged checker on blind28/ into
// blind28/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_22_START_REAL } from './scam-real-split-27.mjs'
import { retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 23's start (main 71a72c86): round 22's and its training half. */
export const ROUND_23_START_REAL = [...ROUND_22_START_REAL, 'real/round22.jsonl']

/** The retired sets at round 23's start: blind/ to blind27/. */
const ROUND_23_RETIRED = retiredThrough(27)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round23.jsonl',
  blind: 'blind28',
  name: 'round 23 (blind28)',
  development: [...ROUND_23_START_REAL, ...retiredFiles(ROUND_23_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
