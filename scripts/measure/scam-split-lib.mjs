// What every round's split of real texts (scripts/measure/scam-real-split-5..8.mjs) reads and hashes alike.
import { readFileSync } from 'node:fs'

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
