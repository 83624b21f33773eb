// Writes the real look-alike link sets once (decision 285): the blind set data/scam-check/blind-links/ and the
// development list data/scam-check/real/links-dev.jsonl, from copies of the public lists named in SOURCES (read from
// git snapshots of the repositories on 2026-12-05), by the rule in ./blind-links-select.mjs. Split by source and
// time: the 2020-era list is development; the lists as they stood on 2026-08-22 are blind, less any registrable
// domain already in development. Official addresses (the negative side) are every directory entry's website and
// every official-sites.ts domain. Run once, before the checker was changed; the eval checks the SHA-256.
//
//   node --import ./scripts/ts-resolve.mjs scripts/measure/blind-links-freeze.mjs /tmp/lists
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'tldts'
import { OFFICIAL_ENTRIES } from '../../content/official-directory.ts'
import { OFFICIAL_SITES } from '../../worker/scam-check/official-sites.ts'
import { select } from './blind-links-select.mjs'

const OBTAINED =
  'git snapshot of the public repository read on 2026-12-05 (search tool, fetch); selected by scripts/measure/blind-links-select.mjs'
export const SOURCES = [
  {
    name: 'blocklistproject',
    file: 'bp-phish.txt',
    split: 'dev',
    repo: 'https://github.com/blocklistproject/Lists',
    path: 'alt-version/phishing-nl.txt',
    commit: 'ee3bdbaddf49c756cf3340bb2e6a9dee5282d1c6',
    licence: 'Unlicense (repository LICENSE); the file header says MIT',
    date: '2020-11 to 2022 (the list barely changed after its first commits)',
  },
  {
    name: 'shadowwhisperer-malware',
    file: 'sw-Malware.txt',
    split: 'blind',
    repo: 'https://github.com/ShadowWhisperer/BlockLists',
    path: 'Lists/Malware',
    commit: '2d65ab5791514976c1f6c6131af5a72d59defb12',
    licence: 'Unlicense',
    date: 'listed on 2026-08-22',
  },
  {
    name: 'shadowwhisperer-scam',
    file: 'sw-Scam.txt',
    split: 'blind',
    repo: 'https://github.com/ShadowWhisperer/BlockLists',
    path: 'Lists/Scam',
    commit: '2d65ab5791514976c1f6c6131af5a72d59defb12',
    licence: 'Unlicense',
    date: 'listed on 2026-08-22',
  },
  {
    name: 'shadowwhisperer-typo',
    file: 'sw-Typo.txt',
    split: 'blind',
    repo: 'https://github.com/ShadowWhisperer/BlockLists',
    path: 'Lists/Typo',
    commit: '2d65ab5791514976c1f6c6131af5a72d59defb12',
    licence: 'Unlicense',
    date: 'listed on 2026-08-22 (typosquatting domains; the list says many are dead)',
  },
  {
    name: 'durablenapkin',
    file: 'dn-raw.txt',
    split: 'blind',
    repo: 'https://github.com/durablenapkin/scamblocklist',
    path: 'raw.txt',
    commit: '8003c9ce1210c65960a24f9e64e5d10d3170184d',
    licence: 'MIT',
    date: 'listed on 2026-08-22',
  },
]

const dir = process.argv[2] ?? '/tmp'
const rows = { dev: [], blind: [] }
for (const s of SOURCES) {
  for (const r of select(readFileSync(join(dir, s.file), 'utf8').split('\n'), s.name)) {
    rows[s.split].push({
      link: `https://${r.host}`,
      label: 'scam',
      origin: 'real',
      brand: r.brand,
      family: r.family,
      source: `${s.repo}/blob/${s.commit}/${s.path}`,
      sourceName: s.name,
      licence: s.licence,
      date: s.date,
      obtained: OBTAINED,
    })
  }
}
const devDomains = new Set(rows.dev.map((r) => parse(r.link).domain))
const seen = new Set()
rows.blind = rows.blind.filter((r) => {
  const d = parse(r.link).domain
  if (devDomains.has(d) || seen.has(d)) return false
  seen.add(d)
  return true
})
// The negative side: every official address the directory and the checker list (never to be flagged).
const official = new Set()
for (const e of OFFICIAL_ENTRIES) if (e.website) official.add(e.website)
for (const s of OFFICIAL_SITES) for (const d of s.domains) official.add(`https://www.${d}/`)
for (const link of [...official].sort())
  rows.blind.push({
    link,
    label: 'official',
    origin: 'real',
    brand: '',
    family: 'official',
    source: 'content/official-directory-entries.ts and worker/scam-check/official-sites.ts (each with its own dated source)',
    sourceName: 'directory',
    licence: 'this project',
    date: '2026-12-04',
    obtained: 'the project’s own checked directory',
  })
const jsonl = (list) => `${list.map((r) => JSON.stringify(r)).join('\n')}\n`
writeFileSync(new URL('../../data/scam-check/blind-links/links.jsonl', import.meta.url), jsonl(rows.blind))
writeFileSync(new URL('../../data/scam-check/real/links-dev.jsonl', import.meta.url), jsonl(rows.dev))
console.log(`blind: ${rows.blind.length} (${rows.blind.filter((r) => r.label === 'scam').length} scam), dev: ${rows.dev.length}`)
