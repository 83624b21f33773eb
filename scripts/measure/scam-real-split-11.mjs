// `node scripts/measure/scam-real-split-11.mjs <pool.jsonl>`: the eleventh frozen blind set, English (round 8;
// 2026-12-06). It splits the real texts gathered in round 8 from sources no round used before (each with its source,
// licence, language, country, channel, date, how it was obtained and what was edited; docs/scam-check.md is the data
// card) into a training half, data/scam-check/real/round8-en.jsonl, and a blind half, data/scam-check/blind11/
// messages.jsonl. The pool itself is not committed: the two halves together are the pool, and `--check` re-derives
// the split from them; `--dry <pool.jsonl>` prints the counts without writing.
// - By source, never by sentence: every text of one source (its host, or github.com/owner/repo: the unit each source
//   was claimed by in /work/wt/claims/hosts.tsv) goes to the same half. Sources whose texts nearly repeat each other
//   form one group, so both halves never share wording.
// - A group any of whose texts nearly repeats a text the team develops on (`development`: every real/ file of the day,
//   the link files excepted, and the retired blind sets blind/ to blind10/, as they stood at the split, main 874db52)
//   goes to the training half, and so do the sources of `trainingOnly`: the blind half measures only wording nobody has
//   tuned near.
// - The other groups, within each language and label, family by family in name order and inside a family in FNV-1a
//   order of the group's first source, alternate blind, training, blind, … with one counter per language and label,
//   so each half gets most families and about half the sources.
// `npm run eval:scam-check -- --freeze blind11 "<commit, date>"` then measures the unchanged checker on blind11/ into
// blind11/baseline.json; the SHA-256 of both blind files are in blind11/SHA256, checked by `npm run eval:scam-check`.
// Nobody tunes on the blind half or prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_7_REAL, retiredFiles, roundSplit } from './scam-split-lib.mjs'

/**
 * The sources of a pool that go to the blind half; what the team developed on when this set was split (main
 * 874db52): the real/ files of that day (the link files excepted) and the sets blind/ to blind10/, named so that
 * files added later never move the split.
 */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round8-en.jsonl',
  blind: 'blind11',
  name: 'round 8 (blind11)',
  development: [...ROUND_7_REAL, ...retiredFiles('blind blind2 blind3 blind4 blind5 blind6 blind7 blind8 blind9 blind10'.split(' '))],
  sourceOf,
  nearlyRepeats,
})
