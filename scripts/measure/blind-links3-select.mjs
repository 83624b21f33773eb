// The third real link set (issue 41, round 7): hosts of public phishing/scam lists never used before, drawn by a
// seeded rule that never reads our brand lists or the checker, labelled by hand (look-alike of a named organisation,
// or other), split BY SOURCE LIST into a blind half (data/scam-check/blind-links3/links.jsonl, frozen with SHA256 and
// the unchanged checker's baseline.json) and a training half (data/scam-check/real/links-dev3.jsonl). Official
// addresses come from published lists: the US federal .gov list (blind); the Discord list's official Discord, Steam and
// Twitch domains and FDIC-insured banks' websites (training); beside them, each imitated organisation's own website.
//
//   node scripts/measure/blind-links3-select.mjs draw <dir> > /tmp/candidates.tsv       (hosts to label)
//   node scripts/measure/blind-links3-select.mjs freeze <dir> <labels.tsv> dev|blind   (writes one half)
//   node scripts/measure/blind-links3-select.mjs --check <dir>                         (re-derives both halves)
//
// <dir> holds the files named in SOURCES, each `git show <commit>:<path>` of its repository.
//
// THE RULE (fixed 2026-12-06, before any run):
// 1. Sources, in this order: blind ut1-phishing, spam404, blocklist-fr; training dogino, infinitytec, gaso and,
//    added after the freeze, unit42 (below).
// 2. A line (comments "#", "//", "!" dropped; hosts-file, adblock "||host^" and URL forms read; in a defanged list,
//    each token with "[.]") gives its host name,
//    lower case, in ASCII (punycode); not an IP address. Its site is the registrable domain from the Public Suffix
//    List with private suffixes ("x.pages.dev" is its own site), via tldts.
// 3. Left out: every site of an earlier link set (blind-links, blind-links2, links-dev, links-dev2).
// 4. One host per site: the smallest FNV-1a of "blind-links3:" + host.
// 5. From each source in the order above, the `take` sites with the smallest FNV-1a of "blind-links3:" + site,
//    skipping sites an earlier source already gave. (ut1-phishing's take went from 200 to 600 while the blind half
//    was labelled, before any measurement, for more look-alikes; the training half is the same either way.)
// 6. By hand, each host is labelled "lookalike" (it borrows a real organisation's name, plain, misspelt or in other
//    letters: organisation, kind, its official domains) or "other". Official side: the published lists' domains
//    (blind: OFFICIAL_PER_LIST .gov domains with the smallest FNV-1a; training: the Discord list's all and, added
//    after the freeze, 200 FDIC-insured banks' sites with the smallest FNV-1a) and the imitated organisations'
//    websites, as https://www.<domain>/.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'tldts'

const SEED = 'blind-links3:'
export const OFFICIAL_PER_LIST = 80
const OBTAINED =
  'git snapshot of the public repository read on 2026-12-06 (fetch tool); drawn by scripts/measure/blind-links3-select.mjs, labelled by hand'
export const SOURCES = [
  {
    name: 'ut1-phishing',
    file: 'ut1-phishing-urls.txt',
    half: 'blind',
    take: 600,
    repo: 'https://github.com/olbat/ut1-blacklists',
    path: 'blacklists/phishing/urls',
    commit: '804da92a9177149204d9a3d0c4ab5bd1cafe120d',
    licence: 'CC BY-SA 4.0 (Université Toulouse Capitole blacklists, README)',
    date: 'the list as of 2026-08-17',
  },
  {
    name: 'spam404',
    file: 'spam404-main.txt',
    half: 'blind',
    take: 80,
    repo: 'https://github.com/Spam404/lists',
    path: 'main-blacklist.txt',
    commit: 'b5df4f5a4e76739f2bd93478788c28c62d933260',
    licence: 'CC BY-SA 4.0 (LICENSE.md)',
    date: 'the list as of 2025-09-18',
  },
  {
    name: 'blocklist-fr',
    file: 'yassirh-phishing.txt',
    half: 'blind',
    take: 100,
    repo: 'https://github.com/yassirh/blocklist-fr',
    path: 'hosts/phishing.txt',
    commit: 'd6e549427e3a9a04faea6828aae3574eaff32ad1',
    licence: 'MIT',
    date: 'the list as of 2025-07-25 (phishing aimed at people in France)',
  },
  {
    name: 'dogino',
    file: 'dogino-scam-urls.txt',
    half: 'dev',
    take: 120,
    repo: 'https://github.com/Dogino/Discord-Phishing-URLs',
    path: 'scam-urls.txt',
    commit: 'b6e0432b10d95796a2aed546612f786841aefb7f',
    licence: 'Unlicense',
    date: 'the list as of 2024-10-24',
  },
  {
    name: 'infinitytec',
    file: 'infinitytec-scams.txt',
    half: 'dev',
    take: 80,
    repo: 'https://github.com/infinitytec/blocklists',
    path: 'scams-and-phishing.txt',
    commit: 'dfc50a0498280f0d3651d058c253e5485e9c561c',
    licence: 'MIT',
    date: 'the list as of 2026-07-17',
  },
  {
    name: 'gaso',
    file: 'gaso-urls.txt',
    half: 'dev',
    take: 60,
    repo: 'https://github.com/elliotwutingfeng/GlobalAntiScamOrg-blocklist',
    path: 'global-anti-scam-org-scam-urls.txt',
    commit: '2013916df519666f842f501a2119e67f8da1039d',
    licence: 'BSD-3-Clause (the scraper repository; entries compiled by the Global Anti Scam Organization)',
    date: 'the list as of 2026-03-09',
  },
  {
    // Added after the freeze, training only: indicator files of Unit 42's posts, defanged ("example[.]com").
    name: 'unit42',
    file: 'unit42-scam.txt',
    half: 'dev',
    take: 200,
    defanged: true,
    repo: 'https://github.com/PaloAltoNetworks/Unit42-timely-threat-intel',
    path: '*.txt (the 79 files whose names say phish, smish, scam or impersonat, concatenated in name order)',
    commit: 'f4b409dcf438f99bba00ae4ae56a31a73663adc6',
    licence: 'GPL-3.0 (repository LICENSE); indicators published "as is" by Palo Alto Networks Unit 42',
    date: 'posts of 2021-08 to 2026-07',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'dotgov-federal',
      file: 'dotgov-federal.csv',
      take: OFFICIAL_PER_LIST,
      source: 'https://github.com/cisagov/dotgov-data/blob/4ee64196503d34bcaff8b508444b0f7552f97d71/current-federal.csv',
      licence: 'CC0 1.0 (CISA)',
      date: 'the US federal .gov domain list as of 2026-08-22',
    },
  ],
  dev: [
    {
      name: 'dogino-official',
      file: 'dogino-official.txt',
      source: 'https://github.com/Dogino/Discord-Phishing-URLs/blob/b6e0432b10d95796a2aed546612f786841aefb7f/official-domains.txt',
      licence: 'Unlicense',
      date: 'the list of official Discord, Steam and Twitch domains as of 2024-10-24',
    },
    {
      name: 'fdic-banks',
      file: 'fdic-bank-urls.txt',
      take: 200,
      source:
        'https://github.com/elliotwutingfeng/FDIC-insured-banking-institution-websites/blob/4e6fc148afb663867f41352ab3fcf738f825c708/urls.txt',
      licence: 'BSD-3-Clause (the scraper repository); the websites are those of the public-domain FDIC BankFind API',
      date: 'the websites of FDIC-insured banks as of 2026-06-12',
    },
  ],
}
const OUT = { blind: 'blind-links3/links.jsonl', dev: 'real/links-dev3.jsonl' }

export function fnv1a(text) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}
const byHash = (a, b) => fnv1a(SEED + a) - fnv1a(SEED + b) || (a < b ? -1 : 1)
const url = (p) => new URL(`../../data/scam-check/${p}`, import.meta.url)
const readLines = (p) => readFileSync(p, 'utf8').split('\n')
const site = (host) => parse(host, { allowPrivateDomains: true }).domain

/** The host a list line names, in ASCII, or undefined. */
export function hostOf(raw) {
  let line = raw.trim()
  if (!line || /^(#|!|\/\/)/.test(line)) return undefined
  line = line.replace(/\s+#.*$/, '')
  const adblock = /^\|\|([^/^$]+)\^?/.exec(line)
  if (adblock) line = adblock[1]
  else line = line.split(/\s+/).pop()
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(line)) line = `http://${line}`
  let host
  try {
    host = new URL(line).hostname.toLowerCase().replace(/\.$/, '')
  } catch {
    return undefined
  }
  if (!/^[a-z0-9.-]+\.[a-z0-9-]{2,}$/.test(host) || host.length > 253) return undefined
  const info = parse(host, { allowPrivateDomains: true })
  if (!info.domain || info.isIp) return undefined
  return host
}

const known = new Set(
  ['blind-links/links.jsonl', 'blind-links2/links.jsonl', 'real/links-dev.jsonl', 'real/links-dev2.jsonl'].flatMap((p) =>
    readFileSync(url(p), 'utf8')
      .trim()
      .split('\n')
      .map((l) => site(new URL(JSON.parse(l).link).hostname)),
  ),
)

/** The hosts a line names: one (hostOf), or in a defanged list every token with "[.]", refanged. */
export function hostsOf(raw, defanged) {
  if (!defanged) return [hostOf(raw)]
  return raw
    .split(/\s+/)
    .filter((t) => t.includes('[.]'))
    .map((t) =>
      hostOf(
        t
          .replaceAll('[.]', '.')
          .replaceAll('[:]', ':')
          .replace(/^hxxp/i, 'http')
          .replace(/^[<([]+/, ''),
      ),
    )
}

/** The drawn hosts of every source, in order: { host, source }. */
export function draw(dir) {
  const taken = new Set()
  const out = []
  for (const s of SOURCES) {
    const bySite = new Map()
    for (const raw of readLines(join(dir, s.file)))
      for (const host of hostsOf(raw, s.defanged)) {
        if (!host) continue
        const d = site(host)
        if (known.has(d) || taken.has(d)) continue
        const old = bySite.get(d)
        if (!old || byHash(host, old) < 0) bySite.set(d, host)
      }
    for (const d of [...bySite.keys()].sort(byHash).slice(0, s.take)) {
      taken.add(d)
      out.push({ host: bySite.get(d), source: s })
    }
  }
  return out
}

/** The published official domains of one list: every one, or the `take` with the smallest FNV-1a. */
export function officialList(dir, list) {
  let domains
  if (list.file.endsWith('.csv'))
    domains = readLines(join(dir, list.file))
      .slice(1)
      .map((l) => l.split(',')[0].trim().toLowerCase())
      .filter(Boolean)
  else if (list.take) domains = readLines(join(dir, list.file)).map(hostOf).filter(Boolean).map(site)
  else return [...new Set(readLines(join(dir, list.file)).map(hostOf).filter(Boolean))].sort()
  return [...new Set(domains)].sort(byHash).slice(0, list.take)
}

/** One half's rows, from the draw and the hand labels (host → { label, brand, family, domains }). */
export function rows(dir, half, labels) {
  const out = []
  const official = new Map()
  for (const r of draw(dir).filter((x) => x.source.half === half)) {
    const l = labels.get(r.host)
    if (!l) throw new Error(`no label for ${r.host}`)
    const look = l.label === 'lookalike'
    out.push({
      link: `https://${r.host}`,
      label: look ? 'scam' : 'other',
      origin: 'real',
      brand: look ? l.brand : '',
      family: look ? l.family : 'other',
      source: `${r.source.repo}/blob/${r.source.commit}/${r.source.path}`,
      sourceName: r.source.name,
      licence: r.source.licence,
      date: r.source.date,
      obtained: OBTAINED,
    })
    if (look) for (const d of l.domains.split(',').filter(Boolean)) if (!official.has(d)) official.set(d, l.brand)
  }
  const listed = new Set()
  for (const list of OFFICIAL_LISTS[half])
    for (const d of officialList(dir, list)) {
      if (listed.has(d)) continue
      listed.add(d)
      out.push({
        link: `https://www.${d}/`,
        label: 'official',
        origin: 'real',
        brand: '',
        family: 'official',
        source: list.source,
        sourceName: list.name,
        licence: list.licence,
        date: list.date,
        obtained: OBTAINED,
      })
    }
  for (const [d, brand] of [...official].sort())
    if (!listed.has(d))
      out.push({
        link: `https://www.${d}/`,
        label: 'official',
        origin: 'real',
        brand,
        family: 'official',
        source: `the website of ${brand}, as named by the organisation (labelled by hand)`,
        sourceName: 'imitated-organisation',
        licence: 'a domain name (fact)',
        date: '2026-12-06',
        obtained: 'hand-labelled with the set',
      })
  return out
}

const jsonl = (list) => `${list.map((r) => JSON.stringify(r)).join('\n')}\n`
const committed = (half) =>
  readFileSync(url(OUT[half]), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))

/** Labels as the committed half holds them: re-deriving with these must give the same file. */
function labelsOf(half) {
  const labels = new Map()
  const rowsNow = committed(half)
  for (const r of rowsNow.filter((x) => x.label !== 'official')) {
    const host = new URL(r.link).hostname
    const domains = rowsNow
      .filter((o) => o.sourceName === 'imitated-organisation' && o.brand === r.brand && r.label === 'scam')
      .map((o) => new URL(o.link).hostname.replace(/^www\./, ''))
    labels.set(host, { label: r.label === 'scam' ? 'lookalike' : 'other', brand: r.brand, family: r.family, domains: domains.join(',') })
  }
  return labels
}

const cli = process.argv[1]?.endsWith('blind-links3-select.mjs')
if (!cli) {
  // imported (blind-links4-select.mjs): no command
} else if (process.argv[2] === 'draw') {
  for (const r of draw(process.argv[3])) console.log(`${r.host}\t${r.source.name}\t${r.source.half}`)
} else if (process.argv[2] === 'freeze') {
  // labels.tsv: host <TAB> lookalike|other <TAB> organisation <TAB> kind <TAB> official domains (comma-separated)
  const labels = new Map(
    readFileSync(process.argv[4], 'utf8')
      .trim()
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split('\t'))
      .map(([host, label, brand = '', family = '', domains = '']) => [host, { label, brand, family, domains }]),
  )
  const half = process.argv[5]
  if (!OUT[half]) throw new Error('say dev or blind')
  const out = rows(process.argv[3], half, labels)
  writeFileSync(url(OUT[half]), jsonl(out))
  console.log(`${OUT[half]}: ${out.length} rows`)
} else if (process.argv[2] === '--check') {
  let bad = 0
  for (const half of ['dev', 'blind']) {
    let now
    try {
      now = committed(half)
    } catch {
      console.log(`${OUT[half]}: not written yet`)
      continue
    }
    const again = jsonl(rows(process.argv[3], half, labelsOf(half)))
    const same = again === jsonl(now)
    if (!same) bad++
    console.log(`${OUT[half]}: ${same ? 're-derived, identical' : 'DIFFERS from the rule'}`)
  }
  process.exit(bad ? 1 : 0)
}
