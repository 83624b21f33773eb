// `node scripts/measure/scam-real-split-9.mjs <pool.jsonl>`: the ninth frozen blind set, English (issue 41, round 7;
// 2026-12-06). It splits the real texts gathered in round 7 from sources no round used before (each with its source,
// licence, language, country, channel, date, how it was obtained and what was edited; docs/scam-check.md is the data
// card) into a training half, data/scam-check/real/round7-en.jsonl, and a blind half, data/scam-check/blind9/
// messages.jsonl. The pool itself is not committed: the two halves together are the pool, and `--check` re-derives
// the split from them; `--dry <pool.jsonl>` prints the counts without writing.
// - By source, never by sentence: every text of one source (its host, or github.com/owner/repo: the unit each source
//   was claimed by in /work/wt/claims/hosts.tsv) goes to the same half. Sources whose texts nearly repeat each other
//   (two articles quoting one text) form one group, so both halves never share wording.
// - A group any of whose texts nearly repeats a text the team develops on (DEVELOPMENT: every real/ file and every
//   blind set of rounds 1 to 6, blind/ to blind8/, all training data from round 7 on) goes to the training half, and
//   so do the sources of TRAINING_ONLY: the blind half measures only wording nobody has tuned near.
// - The other groups, within each language and label, family by family in name order and inside a family in FNV-1a
//   order of the group's first source, alternate blind, training, blind, … with one counter per language and label,
//   so each half gets most families and about half the sources.
// `npm run eval:scam-check -- --freeze blind9 "<commit, date>"` then measures the unchanged checker on blind9/ into
// blind9/baseline.json; the SHA-256 of both blind files are in blind9/SHA256, checked by `npm run eval:scam-check`.
// Nobody tunes on the blind half or prints its misses.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sourceOf } from './scam-real-split-7.mjs'
import { nearlyRepeats } from './scam-real-split-8.mjs'
import { alternateBlind, readRows, splitCommand, url } from './scam-split-lib.mjs'

const TRAIN = 'real/round7-en.jsonl'
const BLIND = 'blind9'

/**
 * What the team developed on when this set was split (main b51303d): the real/ files of that day and the sets blind/
 * to blind8/. Named, not listed from the folder, so `--check` re-derives the same halves after later rounds add files.
 */
const DEVELOPMENT = [
  ...'all dev2 dev3 round2 round3 round4-fr round5-en round5-esfr round5-fr-train round5-local-train round6-en round6-en8'
    .split(' ')
    .map((f) => `real/${f}.jsonl`),
  ...'round6-esfr round6-train-en round6-train-es round6-train-fr train'.split(' ').map((f) => `real/${f}.jsonl`),
  ...'blind blind2 blind3 blind4 blind5 blind6 blind7 blind8'.split(' ').map((d) => `${d}/messages.jsonl`),
  'blind4/collected-en.jsonl',
]

/**
 * Sources kept on the training side whatever the alternation: morningstar.com prints the MarketWatch reporter's job
 * text that boursewatch.com (a development source) paraphrases, so the wording is one tuners have seen.
 */
const TRAINING_ONLY = new Set(['morningstar.com'])

/** The sources of `rows` that go to the blind half. */
export function blindSources(rows) {
  const seen = DEVELOPMENT.filter((f) => existsSync(url(f))).flatMap((f) => readRows(url(f)).map((r) => r.text))
  return alternateBlind(rows, { sourceOf, nearlyRepeats, seen, trainingOnly: TRAINING_ONLY })
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  splitCommand(process.argv.slice(2), {
    train: TRAIN,
    blind: BLIND,
    name: 'round 7 (blind9)',
    usage: 'node scripts/measure/scam-real-split-9.mjs',
    sourceOf,
    blindSources,
  })
