// The second real link set (decision 315): hosts of public phishing/scam lists drawn by a seeded random rule that
// never reads our brand list, then labelled by hand (look-alike of a named organisation, or other). Nothing here reads
// the checker.
//
//   node scripts/measure/blind-links2-select.mjs draw <dir> > /tmp/candidates.tsv
//   node --import ./scripts/ts-resolve.mjs scripts/measure/blind-links2-select.mjs freeze <dir> <labels.tsv>
//
// THE RULE (fixed 2026-12-06, before any run):
// 1. Sources: ShadowWhisperer/BlockLists Lists/Scam, Lists/Malware and Lists/Typo at commit 2d65ab57 (Unlicense).
// 2. A line is a candidate when it is a host name (not a bare IP); its site is the registrable domain from the
//    Public Suffix List with private suffixes ("x.weebly.com" is its own site), via tldts.
// 3. Left out: every site already in data/scam-check/blind-links/ or data/scam-check/real/links-dev.jsonl (those
//    were chosen by our brand names).
// 4. One host per site: the smallest FNV-1a of "blind-links2:" + host.
// 5. From each source in the order above, the PER_SOURCE sites with the smallest FNV-1a of "blind-links2:" + site,
//    skipping sites an earlier source already gave.
// 6. By hand, each host is labelled: "lookalike" when it borrows a real organisation's name (plain, misspelt, in
//    other letters) with that organisation and its kind; otherwise "other". Official side: the website of every
//    organisation named, as https://www.<domain>/.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'tldts'

export const PER_SOURCE = 100
const SEED = 'blind-links2:'
const COMMIT = '2d65ab5791514976c1f6c6131af5a72d59defb12'
export const SOURCES = [
  { name: 'shadowwhisperer-scam', file: 'sw-Scam.txt', path: 'Lists/Scam' },
  { name: 'shadowwhisperer-malware', file: 'sw-Malware.txt', path: 'Lists/Malware' },
  { name: 'shadowwhisperer-typo', file: 'sw-Typo.txt', path: 'Lists/Typo' },
]

function fnv1a(text) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

const site = (host) => parse(host, { allowPrivateDomains: true }).domain
const url = (p) => new URL(`../../data/scam-check/${p}`, import.meta.url)
const known = new Set(
  ['blind-links/links.jsonl', 'real/links-dev.jsonl'].flatMap((p) =>
    readFileSync(url(p), 'utf8')
      .trim()
      .split('\n')
      .map((l) => site(new URL(JSON.parse(l).link).hostname)),
  ),
)

export function draw(dir) {
  const taken = new Set()
  const out = []
  for (const s of SOURCES) {
    const bySite = new Map()
    for (const raw of readFileSync(join(dir, s.file), 'utf8').split('\n')) {
      const line = raw.replace(/#.*/, '').trim().toLowerCase()
      if (!line) continue
      const host = line.split(/\s+/).pop()
      if (!/^[a-z0-9.-]+\.[a-z0-9-]{2,}$/.test(host) || host.length > 253) continue
      const info = parse(host, { allowPrivateDomains: true })
      if (!info.domain || info.isIp) continue
      if (known.has(info.domain) || taken.has(info.domain)) continue
      const old = bySite.get(info.domain)
      if (!old || fnv1a(SEED + host) < fnv1a(SEED + old)) bySite.set(info.domain, host)
    }
    const picked = [...bySite.keys()].sort((a, b) => fnv1a(SEED + a) - fnv1a(SEED + b)).slice(0, PER_SOURCE)
    for (const d of picked) {
      taken.add(d)
      out.push({ host: bySite.get(d), source: s })
    }
  }
  return out
}

if (process.argv[2] === 'draw') {
  for (const r of draw(process.argv[3])) console.log(`${r.host}\t${r.source.name}`)
} else if (process.argv[2] === 'freeze') {
  // labels.tsv: host <TAB> lookalike|other <TAB> organisation <TAB> kind <TAB> official domains (comma-separated)
  const labels = new Map(
    readFileSync(process.argv[4], 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split('\t'))
      .map(([host, label, brand = '', family = '', domains = '']) => [host, { label, brand, family, domains }]),
  )
  const obtained =
    'git snapshot of the public repository read on 2026-12-06 (fetch tool); drawn by scripts/measure/blind-links2-select.mjs, labelled by hand'
  const rows = []
  const official = new Map()
  for (const r of draw(process.argv[3])) {
    const l = labels.get(r.host)
    if (!l) throw new Error(`no label for ${r.host}`)
    rows.push({
      link: `https://${r.host}`,
      label: l.label === 'lookalike' ? 'scam' : 'other',
      origin: 'real',
      brand: l.brand,
      family: l.label === 'lookalike' ? l.family : 'other',
      source: `https://github.com/ShadowWhisperer/BlockLists/blob/${COMMIT}/${r.source.path}`,
      sourceName: r.source.name,
      licence: 'Unlicense',
      date: 'listed on 2026-08-22 (Typo: list updated 2026-01-15)',
      obtained,
    })
    if (l.label === 'lookalike') for (const d of l.domains.split(',').filter(Boolean)) official.set(d, l.brand)
  }
  for (const [d, brand] of [...official].sort())
    rows.push({
      link: `https://www.${d}/`,
      label: 'official',
      origin: 'real',
      brand,
      family: 'official',
      source: `the website of ${brand}, as named by the organisation (labelled by hand)`,
      sourceName: 'official',
      licence: 'a domain name (fact)',
      date: '2026-12-06',
      obtained: 'hand-labelled with the set',
    })
  writeFileSync(url('blind-links2/links.jsonl'), `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`)
  console.log(`${rows.length} rows`)
}
