// `node scripts/measure/scam-real-split-20.mjs <pool.jsonl>`: the twentieth frozen blind set, English, Spanish and
// French (round 15, 2026-12-07). It splits the real texts gathered in round 15 from sources no round used before (every
// `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out, round 14's real/round14.jsonl and
// blind19/ among them; each text with its source, licence, language, country, channel, date, how it was obtained and
// what was edited; docs/scam-check.md is the data card) into a training half, data/scam-check/real/round15.jsonl, and
// a blind half, data/scam-check/blind20/messages.jsonl, by source exactly as scam-real-split-19.mjs does
// (scam-split-lib.mjs, roundSplit); `--check` and `--dry <pool.jsonl>` as there. What the team developed on at the
// split (main 8ed61fcf) is every real/ file of texts then present (round 14's training half, real/round14.jsonl, the
// last of them) and the retired sets blind/ to blind19/ (blind19/ retired from round 15 on: the team tunes on it).
// `npm run eval:scam-check -- --freeze blind20 "<commit, date>"` then measures the unchanged checker on blind20/ into
// blind20/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_14_START_REAL } from './scam-real-split-19.mjs'
import { retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 15's start (main 8ed61fcf): round 14's and its training half. */
export const ROUND_15_START_REAL = [...ROUND_14_START_REAL, 'real/round14.jsonl']

/** The retired sets at round 15's start: blind/ to blind19/. */
const ROUND_15_RETIRED = retiredThrough(19)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round15.jsonl',
  blind: 'blind20',
  name: 'round 15 (blind20)',
  development: [...ROUND_15_START_REAL, ...retiredFiles(ROUND_15_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
