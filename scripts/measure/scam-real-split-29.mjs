// `node scripts/measure/scam-real-split-29.mjs <pool.jsonl>`: the twenty-ninth frozen blind set, English, Spanish and
// French (round 24, 2026-12-08). It splits the real texts gathered in round 24 from sources no round used before (every
// `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out, round 23's real/round23.jsonl and
// blind28/ among them; each text with its source, licence, language, country, channel, date, how it was obtained and
// what was edited; docs/scam-check.md is the data card) into a training half, data/scam-check/real/round24.jsonl, and
// a blind half, data/scam-check/blind29/messages.jsonl, by source exactly as scam-real-split-28.mjs does
// (scam-split-lib.mjs, roundSplit); `--check` and `--dry <pool.jsonl>` as there. What the team developed on at the
// split (main 878e8271) is every real/ file of texts then present (round 23's training half, real/round23.jsonl, the
// last of them) and the retired sets blind/ to blind28/ (blind28/ retired from round 24 on: the team tunes on it).
// `npm run eval:scam-check -- --freeze blind29 "<commit, date>"` then measures the unchanged checker on blind29/ into
// blind29/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_23_START_REAL } from './scam-real-split-28.mjs'
import { retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 24's start (main 878e8271): round 23's and its training half. */
export const ROUND_24_START_REAL = [...ROUND_23_START_REAL, 'real/round23.jsonl']

/** The retired sets at round 24's start: blind/ to blind28/. */
const ROUND_24_RETIRED = retiredThrough(28)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round24.jsonl',
  blind: 'blind29',
  name: 'round 24 (blind29)',
  development: [...ROUND_24_START_REAL, ...retiredFiles(ROUND_24_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
