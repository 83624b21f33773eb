// The fourth real link set (issue 41, round 8): hosts of public phishing/scam lists never used before, drawn by a
// seeded rule that never reads our brand lists or the checker, labelled by hand (look-alike of a named organisation,
// or other), split BY SOURCE REPOSITORY into a blind half (data/scam-check/blind-links4/links.jsonl, frozen with SHA256
// and the unchanged checker's baseline.json) and a training half (data/scam-check/real/links-dev4.jsonl). Official
// addresses come from published lists: US state governments' websites outside .gov (GSA, blind) and the Government
// of Canada's departments and agencies (training); beside them, each imitated organisation's own website.
// Host reading and hashing are blind-links3-select.mjs's.
//
//   node scripts/measure/blind-links4-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links4-select.mjs freeze <dir> dev|blind              (writes one half from its labels)
//   node scripts/measure/blind-links4-select.mjs --check <dir>                       (re-derives both halves)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository.
// The hand labels are committed beside each half: blind-links4/labels.tsv, real/links-dev4-labels.tsv
// (host <TAB> lookalike|other <TAB> organisation <TAB> kind <TAB> official domains, comma-separated).
//
// THE RULE (fixed 2026-12-06, before any run):
// 1. Sources, in this order: blind iam-antitypo, iam-antimalware, the Infoblox files; training maltrail-evilginx,
//    discord-phishing-links, polkadot-phishing. A source's whole repository sits on one side.
// 2. A line gives its host as in blind-links3 (hosts, adblock, URL and defanged forms; Infoblox CSV: the second
//    column, defanged); its site is the registrable domain with private suffixes (tldts).
// 3. Left out: every site of an earlier link set (blind-links, blind-links2, blind-links3, links-dev, -dev2, -dev3).
// 4. One host per site: the smallest FNV-1a of "blind-links4:" + host.
// 5. From each source in the order above, the `take` sites with the smallest FNV-1a of "blind-links4:" + site,
//    skipping sites an earlier source already gave.
// 6. By hand, each host is "lookalike" (it borrows a real organisation's name, plain, misspelt or in other letters)
//    or "other". No organisation may exceed 10% of a half's look-alikes: the largest cap C with C <= 10% of the kept
//    look-alikes; each organisation keeps its C hosts with the smallest FNV-1a, the rest are left out of the set.
// 7. Official side: GSA's state list (blind: OFFICIAL_PER_LIST domains with the smallest FNV-1a) or every distinct
//    site of the Canadian departments list (training), and the imitated organisations' websites, as https://www.<domain>/.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'tldts'
import { fnv1a, hostOf, hostsOf } from './blind-links3-select.mjs'

export const OFFICIAL_PER_LIST = 120
export const BRAND_CAP = 0.1
const IAM = {
  repo: 'https://github.com/iam-py-test/my_filters_001',
  commit: '4093bff0302530b31cf520a87946f5102a1f4a66',
  licence: 'CC0 1.0 (repository LICENSE)',
}
const IBX = {
  repo: 'https://github.com/infobloxopen/threat-intelligence',
  commit: 'f3ce268a5bc42beb1481f1deff1a8fa7bf3a47de',
  licence: 'CC BY 4.0 (repository LICENSE; Infoblox Threat Intel)',
  csv: true,
}
export const SOURCES = [
  {
    ...IAM,
    name: 'iam-antitypo',
    file: 'iam-antitypo.txt',
    half: 'blind',
    take: 150,
    path: 'antitypo.txt',
    date: 'the list as of 2026-03-26',
  },
  {
    ...IAM,
    name: 'iam-antimalware',
    file: 'iam-antimalware.txt',
    half: 'blind',
    take: 150,
    path: 'antimalware.txt',
    date: 'the list as of 2026-08-11',
  },
  {
    ...IBX,
    name: 'infoblox-usps',
    file: 'ibx-usps.csv',
    half: 'blind',
    take: 25,
    path: 'indicators/csv/usps_cta_20231219.csv',
    date: 'domains seen 2023-08 to 2023-12 (USPS smishing)',
  },
  {
    ...IBX,
    name: 'infoblox-ameli',
    file: 'ibx-ameli.csv',
    half: 'blind',
    take: 25,
    path: 'indicators/csv/ameli_cta_20221118_iocs.csv',
    date: 'domains seen 2022 (French health-insurance smishing)',
  },
  {
    ...IBX,
    name: 'infoblox-smishing',
    file: 'ibx-smishing.csv',
    half: 'blind',
    take: 30,
    path: 'indicators/csv/smishing_cta_20220408_iocs.csv',
    date: 'domains seen 2022-04',
  },
  {
    ...IBX,
    name: 'infoblox-lookalikes',
    file: 'ibx-lookalikes.csv',
    half: 'blind',
    take: 60,
    path: 'indicators/csv/crowdstrike_lookalike_20240725_iocs.csv and lookalikes_malicious_rmm_ccb_20230131_iocs.csv, concatenated',
    date: 'domains seen 2022-12 to 2024-07',
  },
  {
    ...IBX,
    name: 'infoblox-deepfake',
    file: 'ibx-deepfake.csv',
    half: 'blind',
    take: 40,
    path: 'indicators/csv/deepfake_crypto_scam_20240917_iocs.csv',
    date: 'domains seen 2024-09',
  },
  {
    ...IBX,
    name: 'infoblox-evilginx',
    file: 'ibx-evilginx.csv',
    half: 'blind',
    take: 40,
    path: 'indicators/csv/evilginx_20251201.csv',
    date: 'domains seen 2025-11',
  },
  {
    name: 'maltrail-evilginx',
    file: 'maltrail-evilginx.txt',
    half: 'dev',
    take: 300,
    repo: 'https://github.com/stamparm/maltrail',
    path: 'trails/static/malicious/evilginx.txt',
    commit: '8adace159e1e9418ca4dd1a4b07f84917c3b6155',
    licence: 'MIT',
    date: 'the trail as of 2026-08-23 (phishing-proxy hosts)',
  },
  {
    name: 'discord-phishing-links',
    file: 'nikolaischunk.txt',
    half: 'dev',
    take: 60,
    repo: 'https://github.com/nikolaischunk/discord-phishing-links',
    path: 'txt/domain-list.txt',
    commit: '0eb32a6c50d391dc96503343419866916eb10988',
    licence: 'MIT',
    date: 'the list as of 2023-08-31',
  },
  {
    name: 'polkadot-phishing',
    file: 'polkadot-deny.txt',
    half: 'dev',
    take: 150,
    repo: 'https://github.com/polkadot-js/phishing',
    path: 'all.json ("deny", one host a line)',
    commit: 'f35b682cca80e6a406da6acf298957e4f283a322',
    licence: 'Apache-2.0',
    date: 'the list as of 2026-02-03 (crypto-wallet phishing)',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'gsa-state',
      file: 'gsa-state.csv',
      take: OFFICIAL_PER_LIST,
      source: 'https://github.com/GSA/govt-urls/blob/a53b9ea2aad35d1c87575ccfb4a6fc2c30814991/3_govt_urls_state_only.csv',
      licence: 'a US government work (GSA, public domain); the repository has no licence file',
      date: 'US state governments’ domains outside .gov, the list as of 2023-02-22',
    },
  ],
  dev: [
    {
      name: 'canada-departments',
      file: 'cds-departments.js',
      source:
        'https://github.com/cds-snc/ai-answers/blob/84b30f543516238caf36ce57a4b91750aee2d720/agents/prompts/scenarios/departments_EN.js',
      licence: 'MIT',
      date: 'Government of Canada departments and agencies (from the Canada.ca list), generated 2024-12-05',
    },
  ],
}
const url = (p) => new URL(`../../data/scam-check/${p}`, import.meta.url)
const readLines = (p) => readFileSync(p, 'utf8').split('\n')
const site = (host) => parse(host, { allowPrivateDomains: true }).domain
const jsonl = (list) => `${list.map((r) => JSON.stringify(r)).join('\n')}\n`

/** The hosts of one line of a source (`strip`: characters around defanged hosts, e.g. AsciiDoc's `+…+`). */
function lineHosts(raw, s) {
  if (s.csv) return hostsOf(raw.split(',')[1] ?? '', true)
  return hostsOf(s.strip ? raw.replace(s.strip, ' ') : raw, s.defanged)
}

/** The largest cap C with C <= BRAND_CAP of the look-alikes kept under it. */
export function brandCap(counts) {
  for (let c = Math.max(0, ...counts); c > 0; c--) {
    const kept = counts.reduce((sum, n) => sum + Math.min(n, c), 0)
    if (c <= BRAND_CAP * kept) return c
  }
  return 0
}

/** The link files of every set before the `n`th drawn one (blind-links to blind-links<n-1>) and the six development
 * lists (links-dev to links-dev6), whose sites a new set leaves out (rounds 12 on: blind-links7 and later). */
export function linkSetsBefore(n) {
  const blind = Array.from({ length: n - 1 }, (_, i) => `blind-links${i === 0 ? '' : i + 1}/links.jsonl`)
  const dev = Array.from({ length: 6 }, (_, i) => `real/links-dev${i === 0 ? '' : i + 1}.jsonl`)
  return [...blind, ...dev]
}

/**
 * One drawn link set under the rule above: `seed`, `sources`, `officialLists` ({ blind, dev }), `out` and `labels`
 * (paths per half), `earlier` (link files whose sites are left out), `script` (named in each row), `day` (labelling date).
 * Returns its draw, official lists and rows, and runs the command line when `script` is the one started.
 */
export function linkSet({ seed, sources, officialLists, out: OUT, labels: LABELS, earlier, script, day }) {
  const SEED = seed
  const SOURCES = sources
  const OFFICIAL_LISTS = officialLists
  const OBTAINED = `git snapshot of the public repository read on ${day} (fetch tool); drawn by scripts/measure/${script}, labelled by hand`
  const byHash = (a, b) => fnv1a(SEED + a) - fnv1a(SEED + b) || (a < b ? -1 : 1)
  const known = new Set(
    earlier.flatMap((p) =>
      readFileSync(url(p), 'utf8')
        .trim()
        .split('\n')
        .map((l) => site(new URL(JSON.parse(l).link).hostname)),
    ),
  )

  /** The drawn hosts of every source, in order: { host, source }. */
  function draw(dir) {
    const taken = new Set()
    const out = []
    for (const s of SOURCES) {
      const bySite = new Map()
      for (const raw of readLines(join(dir, s.file)))
        for (const host of lineHosts(raw, s)) {
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

  /** The published official domains of one list (`domains`: the list's own reader of its file, else CSV or "url" lines). */
  function officialList(dir, list) {
    if (list.domains)
      return [...new Set(list.domains(readFileSync(join(dir, list.file), 'utf8')).map(site))].sort(byHash).slice(0, list.take)
    const lines = readLines(join(dir, list.file))
    if (list.file.endsWith('.csv')) {
      const domains = lines
        .slice(1)
        .map((l) => hostOf((l.split(',').at(list.column ?? 0) ?? '').trim().toLowerCase()))
        .filter(Boolean)
        .map(site)
      return [...new Set(domains)].sort(byHash).slice(0, list.take)
    }
    const urls = lines.map((l) => /"url":\s*"(https?:\/\/[^"]+)"/.exec(l)?.[1]).filter(Boolean)
    return [...new Set(urls.map((u) => site(new URL(u).hostname)))].sort()
  }

  /** One half's rows, from the draw and the hand labels (host → { label, brand, family, domains }). */
  function rows(dir, half, labels) {
    const drawn = draw(dir).filter((x) => x.source.half === half)
    for (const r of drawn) if (!labels.get(r.host)) throw new Error(`no label for ${r.host}`)
    const look = drawn.filter((r) => labels.get(r.host).label === 'lookalike')
    const perBrand = new Map()
    for (const r of look) perBrand.set(labels.get(r.host).brand, [...(perBrand.get(labels.get(r.host).brand) ?? []), r.host])
    const cap = brandCap([...perBrand.values()].map((l) => l.length))
    const keep = new Set([...perBrand.values()].flatMap((l) => [...l].sort(byHash).slice(0, cap)))
    const out = []
    const official = new Map()
    for (const r of drawn) {
      const l = labels.get(r.host)
      const isLook = l.label === 'lookalike'
      if (isLook && !keep.has(r.host)) continue
      out.push({
        link: `https://${r.host}`,
        label: isLook ? 'scam' : 'other',
        origin: 'real',
        brand: isLook ? l.brand : '',
        family: isLook ? l.family : 'other',
        source: `${r.source.repo}/blob/${r.source.commit}/${r.source.path}`,
        sourceName: r.source.name,
        licence: r.source.licence,
        date: r.source.date,
        obtained: OBTAINED,
      })
      if (isLook) for (const d of l.domains.split(',').filter(Boolean)) if (!official.has(d)) official.set(d, l.brand)
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
          date: day,
          obtained: 'hand-labelled with the set',
        })
    return out
  }

  const labelsOf = (half) =>
    new Map(
      readFileSync(url(LABELS[half]), 'utf8')
        .trim()
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => l.split('\t'))
        .map(([host, label, brand = '', family = '', domains = '']) => [host, { label, brand, family, domains }]),
    )

  const cli = process.argv[1]?.endsWith(script)
  if (cli && process.argv[2] === 'draw') {
    for (const r of draw(process.argv[3])) console.log(`${r.host}\t${r.source.name}\t${r.source.half}`)
  } else if (cli && process.argv[2] === 'freeze') {
    const half = process.argv[4]
    if (!OUT[half]) throw new Error('say dev or blind')
    const out = rows(process.argv[3], half, labelsOf(half))
    writeFileSync(url(OUT[half]), jsonl(out))
    const look = out.filter((r) => r.label === 'scam')
    console.log(
      `${OUT[half]}: ${out.length} rows, ${look.length} look-alikes of ${new Set(look.map((r) => r.brand)).size} organisations, ${out.filter((r) => r.label === 'other').length} other, ${out.filter((r) => r.label === 'official').length} official`,
    )
  } else if (cli && process.argv[2] === '--check') {
    let bad = 0
    for (const half of ['dev', 'blind'].filter((h) => OUT[h])) {
      let now
      try {
        now = readFileSync(url(OUT[half]), 'utf8')
      } catch {
        console.log(`${OUT[half]}: not written yet`)
        continue
      }
      const same = jsonl(rows(process.argv[3], half, labelsOf(half))) === now
      if (!same) bad++
      console.log(`${OUT[half]}: ${same ? 're-derived, identical' : 'DIFFERS from the rule'}`)
    }
    process.exit(bad ? 1 : 0)
  }
  return { draw, officialList, rows }
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links4:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links4/links.jsonl', dev: 'real/links-dev4.jsonl' },
  labels: { blind: 'blind-links4/labels.tsv', dev: 'real/links-dev4-labels.tsv' },
  earlier: [
    'blind-links/links.jsonl',
    'blind-links2/links.jsonl',
    'blind-links3/links.jsonl',
    'real/links-dev.jsonl',
    'real/links-dev2.jsonl',
    'real/links-dev3.jsonl',
  ],
  script: 'blind-links4-select.mjs',
  day: '2026-12-06',
})
