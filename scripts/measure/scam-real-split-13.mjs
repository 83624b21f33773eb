// `node scripts/measure/scam-real-split-13.mjs <pool.jsonl>`: the thirteenth frozen blind set, English (round 10;
// 2026-12-06). The English texts gathered in round 10, each from a source no earlier round had claimed and each with
// its source, licence, language, country, channel, date, how it was obtained and what was edited (the data card is
// docs/scam-check.md), are divided into a training half, data/scam-check/real/round10-en.jsonl, and a blind half,
// data/scam-check/blind13/messages.jsonl. Only the two halves are committed; their union is the pool, from which
// `--check` derives the split again; `--dry <pool.jsonl>` prints the counts and writes nothing.
// - The unit is the source (a host, or github.com/owner/repo, as claimed in /work/wt/claims/hosts.tsv), not the text:
//   all texts of a source land in one half, and sources whose texts nearly repeat one another travel together.
// - A group with a text that nearly repeats anything the team has developed on (`development` below: the real/ files
//   of main 0ad6820 other than the link files, and the messages of blind/ to blind12/) stays in training, so the blind
//   half holds only wording nobody has tuned close to.
// - The remaining groups alternate blind, training, blind, … per language and label, families in name order and, in
//   a family, groups in FNV-1a order of their first source (scam-split-lib.mjs, alternateBlind).
// `npm run eval:scam-check -- --freeze blind13 "<commit, date>"` then records what the unchanged checker does on the
// blind half in blind13/baseline.json, and blind13/SHA256 pins both blind files. Nobody tunes on the blind half or
// prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_7_REAL, retiredFiles, roundSplit } from './scam-split-lib.mjs'

/** The real/ files added in round 8 (its training halves), which round 10 developed on as well. */
const ROUND_8_REAL = 'round8-en round8-esfr round8-train-en round8-train-es round8-train-fr'.split(' ').map((f) => `real/${f}.jsonl`)

/**
 * The sources of a pool that go to the blind half. What the team had developed on at the split (main 0ad6820) is
 * named file by file, so that files added afterwards never move it.
 */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round10-en.jsonl',
  blind: 'blind13',
  name: 'round 10 (blind13)',
  development: [
    ...ROUND_7_REAL,
    ...ROUND_8_REAL,
    ...retiredFiles('blind blind2 blind3 blind4 blind5 blind6 blind7 blind8 blind9 blind10 blind11 blind12'.split(' ')),
  ],
  sourceOf,
  nearlyRepeats,
})
