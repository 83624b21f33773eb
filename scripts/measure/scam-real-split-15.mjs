// `node scripts/measure/scam-real-split-15.mjs <pool.jsonl>`: the fifteenth frozen blind set, English (round 11;
// 2026-12-06). The English texts gathered in round 11, each from a source no earlier round had claimed and each with
// its source, licence, language, country, channel, date, how it was obtained and what was edited (the data card is
// docs/scam-check.md), are divided into a training half, data/scam-check/real/round11-en.jsonl, and a blind half,
// data/scam-check/blind15/messages.jsonl. Only the two halves are committed; their union is the pool, from which
// `--check` derives the split again; `--dry <pool.jsonl>` prints the counts and writes nothing.
// - The unit is the source (a host, or github.com/owner/repo, as claimed in /work/wt/claims/hosts.tsv): all texts of a
//   source land in one half, and sources whose texts nearly repeat one another travel together.
// - A group with a text that nearly repeats anything the team has developed on (`development` below: what the
//   thirteenth split names, round 10's training halves real/round10-*, and the messages of blind/ to blind14/) stays
//   in training, so the blind half holds only wording nobody has tuned close to.
// - The remaining groups alternate blind, training, blind, … per language and label, families in name order and, in
//   a family, groups in FNV-1a order of their first source (scam-split-lib.mjs, alternateBlind).
// - Sources gathered after the training half was first committed (f92cd39), before the freeze, are `trainingOnly`:
//   they go to the training half and leave the alternation, so the committed halves do not move.
// `npm run eval:scam-check -- --freeze blind15 "<commit, date>"` then records what the unchanged checker does on the
// blind half in blind15/baseline.json, and blind15/SHA256 pins both blind files. Nobody tunes on the blind half or
// prints its misses.
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { ROUND_7_REAL, retiredFiles, roundSplit } from './scam-split-lib.mjs'

/** The real/ files the team had developed on when round 11 split (main 3de0682), named so later files never move it. */
const ROUND_11_START_REAL = [
  ...ROUND_7_REAL,
  ...'round8-en round8-esfr round8-train-en round8-train-es round8-train-fr'.split(' ').map((f) => `real/${f}.jsonl`),
  ...'round10-en round10-esfr'.split(' ').map((f) => `real/${f}.jsonl`),
]

/** Sources gathered after f92cd39 committed the training half: training only. */
const TRAINING_ONLY = [
  ...'Bartzi/loans amerand/PMOIRED brichard19/BitCrack odellehogg/flex-signup gitlabhq/gitlabhq'.split(' '),
  ...'HoudiniGraphql/houdini awesome-selfhosted/awesome-selfhosted caotic123/PomPom-Language'.split(' '),
  'gdevenyi/ansible-ae-dir-server',
].map((r) => `github.com/${r}`)

/** The sources of a pool that go to the blind half. */
export const blindSources = roundSplit(import.meta, {
  train: 'real/round11-en.jsonl',
  blind: 'blind15',
  name: 'round 11 (blind15)',
  development: [
    ...ROUND_11_START_REAL,
    ...retiredFiles('blind blind2 blind3 blind4 blind5 blind6 blind7 blind8 blind9 blind10 blind11 blind12 blind13 blind14'.split(' ')),
  ],
  trainingOnly: TRAINING_ONLY,
  sourceOf,
  nearlyRepeats,
})
