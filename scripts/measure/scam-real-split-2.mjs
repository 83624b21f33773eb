// `node scripts/measure/scam-real-split-2.mjs`: the second frozen blind set (issue 41, 2026-12-05). It splits the texts gathered
// in round 2, data/scam-check/real/round2.jsonl (each with its source, licence, language, date and how it was
// obtained; docs/scam-check.md is the data card), into the blind set, data/scam-check/blind2/messages.jsonl, and the
// development part, data/scam-check/real/dev2.jsonl. The split is by source, never by shuffling sentences: within each
// language and label, the sources are ordered by the FNV-1a hash of their address and every second one (the first,
// third, …) goes to the blind side with all its texts, so each language keeps both sides. The bare-link set,
// blind2/links.jsonl, holds real links and official addresses printed in round-2 pages and is wholly blind.
// Both files' SHA-256 go to data/scam-check/blind2/SHA256, checked by `npm run eval:scam-check`; the set was frozen,
// and blind2/baseline.json measured, before any rule or model change of round 2. Nobody tunes on its misses.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const url = (p) => new URL(`../../data/scam-check/${p}`, import.meta.url)
/** The rows of one JSON-lines file under data/scam-check/. */
export const readRows = (p) =>
  readFileSync(url(p), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))

/** The 32-bit FNV-1a hash of `s`: a stable order for sources. */
export function fnv(s) {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** The blind sources of `rows`: within each language and label, every second source in FNV-1a order of its address. */
export function blindSourcesOf(rows) {
  const blindSources = new Set()
  for (const key of [...new Set(rows.map((r) => `${r.lang} ${r.label}`))]) {
    const sources = [...new Set(rows.filter((r) => `${r.lang} ${r.label}` === key).map((r) => r.source))]
    sources.sort((a, b) => fnv(a) - fnv(b) || a.localeCompare(b))
    sources.forEach((s, i) => {
      if (i % 2 === 0) blindSources.add(s)
    })
  }
  return blindSources
}

/**
 * Splits `rows` by source into dir/messages.jsonl (blind) and `devFile` (development), writes dir/SHA256 for
 * the messages and dir/links.jsonl, and prints the counts.
 */
export function freezeSplit(rows, dir, devFile) {
  const blindSources = blindSourcesOf(rows)
  const blind = rows.filter((r) => blindSources.has(r.source))
  const dev = rows.filter((r) => !blindSources.has(r.source))
  const text = `${blind.map((r) => JSON.stringify(r)).join('\n')}\n`
  writeFileSync(url(`${dir}/messages.jsonl`), text)
  writeFileSync(url(devFile), `${dev.map((r) => JSON.stringify(r)).join('\n')}\n`)
  const sum = createHash('sha256').update(text).digest('hex')
  const links = createHash('sha256')
    .update(readFileSync(url(`${dir}/links.jsonl`)))
    .digest('hex')
  writeFileSync(url(`${dir}/SHA256`), `${sum}  messages.jsonl\n${links}  links.jsonl\n`)
  const count = (list) => {
    const out = {}
    for (const r of list) out[`${r.lang} ${r.label}`] = (out[`${r.lang} ${r.label}`] ?? 0) + 1
    return out
  }
  console.log('blind', count(blind), 'development', count(dev), sum)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) freezeSplit(readRows('real/round2.jsonl'), 'blind2', 'real/dev2.jsonl')
