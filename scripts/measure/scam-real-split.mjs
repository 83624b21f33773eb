// `node scripts/measure/scam-real-split.mjs`: splits the real messages of data/scam-check/real/all.jsonl (each with its
// source, licence, language, date and how it was obtained; docs/scam-check.md is the data card) into the frozen
// blind set, data/scam-check/blind/messages.jsonl, and the part training may read, data/scam-check/real/train.jsonl.
// The split is by source and by time, never by shuffling sentences:
// - every ordinary text is blind (the only real ordinary sources found are kept to measure false alarms);
// - a scam text is blind when its source is dated 2024 or later, or, undated, when its web host's FNV-1a hash is
//   odd; every text of one source goes to the same side.
// The bare-link set, data/scam-check/blind/links.jsonl, is written by hand (each link with its source) and is
// blind too. Both files' SHA-256 are written to data/scam-check/blind/SHA256 and checked by `npm run eval:scam-check`:
// re-running this script must not change it (the blind set was frozen on 2026-12-04, before the checker changed).
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'

const url = (p) => new URL(`../../data/scam-check/${p}`, import.meta.url)
const rows = readFileSync(url('real/all.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l))

function fnv(s) {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193)
  return h >>> 0
}
const host = (source) => (source.startsWith('http') ? new URL(source).hostname.replace(/^www\./, '') : source.split('@')[0])

export function isBlind(row) {
  // Texts gathered after the blind set was frozen (2026-12-04) only ever go to training.
  if (row.afterFreeze) return false
  if (row.label === 'ordinary') return true
  const year = Number.parseInt(row.date, 10)
  if (year) return year >= 2024
  return fnv(host(row.source)) % 2 === 1
}

const blind = rows.filter(isBlind)
const train = rows.filter((r) => !isBlind(r))
const text = `${blind.map((r) => JSON.stringify(r)).join('\n')}\n`
writeFileSync(url('blind/messages.jsonl'), text)
writeFileSync(url('real/train.jsonl'), `${train.map((r) => JSON.stringify(r)).join('\n')}\n`)
const sum = createHash('sha256').update(text).digest('hex')
const links = createHash('sha256')
  .update(readFileSync(url('blind/links.jsonl')))
  .digest('hex')
writeFileSync(url('blind/SHA256'), `${sum}  messages.jsonl\n${links}  links.jsonl\n`)
function count(list) {
  const out = {}
  for (const r of list) out[`${r.lang} ${r.label}`] = (out[`${r.lang} ${r.label}`] ?? 0) + 1
  return out
}
console.log('blind', count(blind), 'train', count(train), sum)
