// `node scripts/measure/scam-real-split-30.mjs <pool.jsonl>`: the thirtieth frozen blind set, English, Spanish and
// French (round 25, 2026-12-08). It splits the real texts gathered in round 25 from sources no round used before (every
// `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out, round 24's real/round24.jsonl and
// blind29/ among them; each text with its source, licence, language, country, channel, date, how it was obtained and
// what was edited; docs/scam-check.md is the data card) into a training half, data/scam-check/real/round25.jsonl, and
// a blind half, data/scam-check/blind30/messages.jsonl, by source exactly as scam-real-split-29.mjs does
// (scam-split-lib.mjs, roundSplit); `--check` and `--dry <pool.jsonl>` as there. What the team developed on at the
// split (main 91a8a349) is every real/ file of texts then present (round 24's training half, real/round24.jsonl, the
// last of them) and the retired sets blind/ to blind29/ (blind29/ retired from round 25 on: the team tunes on it).
// `npm run eval:scam-check -- --freeze blind30 "<commit, date>"` then measures the unchanged checker on blind30/ into
// blind30/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_24_START_REAL } from './scam-real-split-29.mjs'
import { retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 25's start (main 91a8a349): round 24's and its training half. */
export const ROUND_25_START_REAL = [...ROUND_24_START_REAL, 'real/round24.jsonl']

/** The retired sets at round 25's start: blind/ to blind29/. */
const ROUND_25_RETIRED = retiredThrough(29)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round25.jsonl',
  blind: 'blind30',
  name: 'round 25 (blind30)',
  development: [...ROUND_25_START_REAL, ...retiredFiles(ROUND_25_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
