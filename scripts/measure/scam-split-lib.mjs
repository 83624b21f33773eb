// What every round's split of real texts (scripts/measure/scam-real-split-5..12.mjs) reads and hashes alike.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A path under data/scam-check/. */
export const url = (p) => new URL(`../../data/scam-check/${p}`, import.meta.url)

/** The rows of a JSON-lines file. */
export const readRows = (path) =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))

/** FNV-1a, 32 bits: a stable order of sources that no one chose. */
export function fnv(s) {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193)
  return h >>> 0
}

const wordSets = new Map()

/**
 * The words of a text as the splits compare them: lower case, no accents or punctuation, one-letter words dropped.
 * Kept per text (a split compares every text with thousands of others): callers only read the set.
 */
export function wordSet(text) {
  let words = wordSets.get(text)
  if (!words) {
    words = new Set(
      text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 1),
    )
    wordSets.set(text, words)
  }
  return words
}

/**
 * The command line of a round's split (scam-real-split-9.mjs on): `<pool.jsonl>` writes the training half `train` and
 * the blind half `blind`/messages.jsonl (with an empty links.jsonl and both files' SHA-256 in `blind`/SHA256), the
 * sources in `blindSources(pool)` going blind; `--check` re-derives the halves from their union and says whether they
 * are the committed ones; `--dry <pool.jsonl>` prints the counts without writing. `name` labels what it prints.
 */
export function splitCommand(args, { train, blind, name, usage, sourceOf, blindSources }) {
  const split = (pool) => {
    const sources = blindSources(pool)
    return {
      blindRows: pool.filter((r) => sources.has(sourceOf(r.source))),
      trainRows: pool.filter((r) => !sources.has(sourceOf(r.source))),
    }
  }
  const byId = (rows) => rows.sort((a, b) => a.id.localeCompare(b.id))
  const count = (list) => {
    const out = {}
    for (const r of list) out[`${r.label} ${r.family}`] = (out[`${r.label} ${r.family}`] ?? 0) + 1
    return out
  }
  const lines = (rows) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`
  const [arg, poolPath] = args
  if (arg === '--check') {
    const union = byId([...readRows(url(train)), ...readRows(url(`${blind}/messages.jsonl`))])
    const ids = new Set(split(union).blindRows.map((r) => r.id))
    const committed = new Set(readRows(url(`${blind}/messages.jsonl`)).map((r) => r.id))
    const same = ids.size === committed.size && [...ids].every((id) => committed.has(id))
    console.log(same ? `${name} split re-derived: same halves` : `${name} split differs from the committed halves`)
    process.exitCode = same ? 0 : 1
    return
  }
  if (!arg || (arg === '--dry' && !poolPath)) {
    console.error(`usage: ${usage} <pool.jsonl> | --check | --dry <pool.jsonl>`)
    process.exitCode = 2
    return
  }
  const { blindRows, trainRows } = split(byId(readRows(arg === '--dry' ? poolPath : arg)))
  if (arg !== '--dry') {
    writeFileSync(url(train), lines(trainRows))
    mkdirSync(url(blind), { recursive: true })
    const text = lines(blindRows)
    writeFileSync(url(`${blind}/messages.jsonl`), text)
    writeFileSync(url(`${blind}/links.jsonl`), '')
    const sum = (s) => createHash('sha256').update(s).digest('hex')
    writeFileSync(url(`${blind}/SHA256`), `${sum(text)}  messages.jsonl\n${sum('')}  links.jsonl\n`)
  }
  console.log('blind', blindRows.length, count(blindRows))
  console.log('training', trainRows.length, count(trainRows))
  const sourcesOf = (rows) => new Set(rows.map((r) => sourceOf(r.source))).size
  console.log('sources: blind', sourcesOf(blindRows), 'training', sourcesOf(trainRows))
}

/**
 * The sources of `rows` that go to the blind half, by source (scam-real-split-7.mjs on). Sources whose texts nearly
 * repeat each other form one group (union-find), named by its first source in name order. A group any of whose texts
 * nearly repeats a text of `seen` (what the team develops on), or that holds a source of `trainingOnly`, stays on the
 * training side. The other groups, within each language and label, family by family in name order (a group's family is
 * its commonest, then the first in name order) and inside a family in FNV-1a order of the group's name, alternate
 * blind, training, blind, … with one counter per language and label.
 */
export function alternateBlind(rows, { sourceOf, nearlyRepeats, seen, trainingOnly = new Set() }) {
  const bySource = new Map()
  for (const r of rows) bySource.set(sourceOf(r.source), [...(bySource.get(sourceOf(r.source)) ?? []), r])
  const parent = new Map([...bySource.keys()].map((s) => [s, s]))
  const root = (s) => (parent.get(s) === s ? s : root(parent.get(s)))
  const sources = [...bySource.keys()].sort()
  for (const a of sources)
    for (const b of sources)
      if (a < b && bySource.get(a).some((x) => bySource.get(b).some((y) => nearlyRepeats(x.text, y.text)))) {
        const [p, q] = [root(a), root(b)].sort()
        parent.set(q, p)
      }
  const groups = new Map()
  for (const s of sources) groups.set(root(s), [...(groups.get(root(s)) ?? []), ...bySource.get(s)])
  const keyOf = (list) => `${list[0].lang} ${list[0].label}`
  const familyOf = (list) => {
    const n = (f) => list.filter((r) => r.family === f).length
    return [...new Set(list.map((r) => r.family))].sort((a, b) => n(b) - n(a) || a.localeCompare(b))[0]
  }
  const held = (group) => sources.some((s) => root(s) === group && trainingOnly.has(s))
  const usable = [...groups.entries()].filter(
    ([group, list]) => !held(group) && !list.some((r) => seen.some((t) => nearlyRepeats(r.text, t))),
  )
  usable.sort(
    ([a, la], [b, lb]) =>
      keyOf(la).localeCompare(keyOf(lb)) || familyOf(la).localeCompare(familyOf(lb)) || fnv(a) - fnv(b) || a.localeCompare(b),
  )
  const blind = new Set()
  const counters = new Map()
  for (const [group, list] of usable) {
    const n = counters.get(keyOf(list)) ?? 0
    counters.set(keyOf(list), n + 1)
    if (n % 2 === 0) for (const s of sources) if (root(s) === group) blind.add(s)
  }
  return blind
}

/** The retired sets' directories blind/, blind2/, …, blind<n>/ (a round's development side, scam-real-split-17.mjs on). */
export const retiredThrough = (n) => ['blind', ...Array.from({ length: n - 1 }, (_, i) => `blind${i + 2}`)]

/** The real/ files of round 6, which every later split names among what the team developed on. */
export const ROUND_6_REAL = [
  ...'all dev2 dev3 round2 round3 round4-fr round5-en round5-esfr round5-fr-train round5-local-train round6-en round6-en8'.split(' '),
  ...'round6-esfr round6-train-en round6-train-es round6-train-fr train'.split(' '),
].map((f) => `real/${f}.jsonl`)

/** Round 6's real/ files and round 7's training halves: what round 8's splits name. */
export const ROUND_7_REAL = [
  ...ROUND_6_REAL,
  ...'round7-en round7-esfr round7-train-en round7-train-es round7-train-fr'.split(' ').map((f) => `real/${f}.jsonl`),
]

/** The messages of the named blind sets, and blind4/'s collected texts, as files under data/scam-check/. */
export const retiredFiles = (dirs) => [...dirs.map((d) => `${d}/messages.jsonl`), 'blind4/collected-en.jsonl']

/**
 * One round's split by source (splits 9 to 12): `development` names the files the team developed on at the split (so
 * files added later never move it), `trainingOnly` the sources kept on the training side. Returns the blind sources
 * of a pool and, when `meta` is the script that was run, runs the command line (splitCommand).
 */
export function roundSplit(meta, { train, blind, name, development, trainingOnly = [], sourceOf, nearlyRepeats }) {
  const kept = new Set(trainingOnly)
  const blindSources = (rows) => {
    const seen = development.filter((f) => existsSync(url(f))).flatMap((f) => readRows(url(f)).map((r) => r.text))
    return alternateBlind(rows, { sourceOf, nearlyRepeats, seen, trainingOnly: kept })
  }
  const script = fileURLToPath(meta.url)
  if (process.argv[1] === script)
    splitCommand(process.argv.slice(2), { train, blind, name, usage: `node scripts/measure/${basename(script)}`, sourceOf, blindSources })
  return blindSources
}
