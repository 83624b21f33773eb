// `node scripts/measure/scam-real-split-18.mjs <pool.jsonl>`: the eighteenth frozen blind set, English, Spanish and
// French (round 13, 2026-12-07). It splits the real texts gathered in round 13 from sources no round used before
// (every `source` host or github.com/owner/repo of data/scam-check/**/*.jsonl left out, round 12's real/round12.jsonl
// and blind17/ among them; each text with its source, licence, language, country, channel, date, how it was obtained
// and what was edited; docs/scam-check.md is the data card) into a training half, data/scam-check/real/round13.jsonl,
// and a blind half, data/scam-check/blind18/messages.jsonl, by source exactly as scam-real-split-17.mjs does
// (scam-split-lib.mjs, roundSplit); `--check` and `--dry <pool.jsonl>` as there. What the team developed on at the
// split (main 26421d9) is every real/ file of texts then present (round 12's training half, real/round12.jsonl, the
// last of them) and the retired sets blind/ to blind17/ (blind17/ retired from round 13 on: the team tunes on it).
// `npm run eval:scam-check -- --freeze blind18 "<commit, date>"` then measures the unchanged checker on blind18/ into
// blind18/baseline.json. Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_12_START_REAL } from './scam-real-split-17.mjs'
import { retiredFiles, retiredThrough, roundSplit } from './scam-split-lib.mjs'

/** The real/ files of texts at round 13's start (main 26421d9): round 12's and its training half. */
export const ROUND_13_START_REAL = [...ROUND_12_START_REAL, 'real/round12.jsonl']

/** The retired sets at round 13's start: blind/ to blind17/. */
const ROUND_13_RETIRED = retiredThrough(17)

/** The sources of a pool that go to the blind half; development: those real/ files and the retired sets. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round13.jsonl',
  blind: 'blind18',
  name: 'round 13 (blind18)',
  development: [...ROUND_13_START_REAL, ...retiredFiles(ROUND_13_RETIRED)],
  sourceOf,
  nearlyRepeats,
})
