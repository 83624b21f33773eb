// `node scripts/measure/scam-real-split-4.mjs`: the fourth frozen blind set (decision 300, 2026-12-06). It splits the
// English texts gathered in round 5 from sources no earlier round used, data/scam-check/blind4/collected-en.jsonl (each
// with its source, licence, date and how it was obtained; docs/scam-check.md is the data card), by source, never by
// sentence: within each language, label and family the sources are taken in the FNV-1a order of their address, each
// (with all its texts) to the half that holds fewer of that group's texts so far (on a tie, the halves take turns
// across groups), so both halves get every family of two or more sources and stay near even. The blind half goes to data/scam-check/blind4/messages.jsonl, the training
// half to data/scam-check/real/round5-en.jsonl. No bare links were gathered: blind4/links.jsonl is empty. The SHA-256
// of the three blind4 files go to blind4/SHA256, checked by `npm run eval:scam-check`; blind4/baseline.json holds the
// checker's figures measured before any rule or model change of the round (`eval-scam-check.mjs --freeze blind4`).
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { fnv, readRows } from './scam-real-split-2.mjs'

const url = (p) => new URL(`../../data/scam-check/${p}`, import.meta.url)
const lines = (rows) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`

/** The blind sources of `rows`: within each language, label and family, each source in FNV-1a order to the smaller half. */
export function blindSources(rows) {
  const blind = new Set()
  let turn = 0
  const groupOf = (r) => `${r.lang} ${r.label} ${r.family}`
  for (const group of [...new Set(rows.map(groupOf))].sort()) {
    const inGroup = rows.filter((r) => groupOf(r) === group)
    const sources = [...new Set(inGroup.map((r) => r.source))].sort((a, b) => fnv(a) - fnv(b) || a.localeCompare(b))
    const held = [0, 0] // texts of this group in the blind half, the training half
    for (const source of sources) {
      const side = held[0] === held[1] ? turn++ % 2 : held[0] < held[1] ? 0 : 1
      if (side === 0) blind.add(source)
      held[side] += inGroup.filter((r) => r.source === source).length
    }
  }
  return blind
}

const rows = readRows('blind4/collected-en.jsonl')
const blind = blindSources(rows)
writeFileSync(url('blind4/messages.jsonl'), lines(rows.filter((r) => blind.has(r.source))))
writeFileSync(url('real/round5-en.jsonl'), lines(rows.filter((r) => !blind.has(r.source))))
writeFileSync(url('blind4/links.jsonl'), '')
const sum = (file) =>
  createHash('sha256')
    .update(readFileSync(url(`blind4/${file}`)))
    .digest('hex')
const files = ['messages.jsonl', 'links.jsonl', 'collected-en.jsonl']
writeFileSync(url('blind4/SHA256'), files.map((f) => `${sum(f)}  ${f}\n`).join(''))
const count = (list) => {
  const out = {}
  for (const r of list) out[`${r.label} ${r.family}`] = (out[`${r.label} ${r.family}`] ?? 0) + 1
  return out
}
console.log('blind', count(rows.filter((r) => blind.has(r.source))))
console.log('training', count(rows.filter((r) => !blind.has(r.source))))
