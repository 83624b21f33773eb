// The seventeenth real link set (issue 41, round 22): hosts of three public lists never used before, drawn by the rule
// of blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker), labelled by
// hand (look-alike of a named organisation, or other). Blind half only (data/scam-check/blind-links17/, frozen with
// SHA256 and the unchanged checker's baseline.json); no training half this round. Official addresses: the Canadian
// governments' open-data catalogues (federal, provincial, territorial and municipal; never used for official
// addresses), the Government of Singapore's trusted sites (never used) and each imitated organisation's website.
//
//   node scripts/measure/blind-links17-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links17-select.mjs freeze <dir> blind                (writes the half from its labels)
//   node scripts/measure/blind-links17-select.mjs --check <dir>                     (re-derives the half)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository.
// Hand labels: blind-links17/labels.tsv.
//
// THE RULE (fixed 2026-12-07, before any run): blind-links4's, with seed "blind-links17:"; sources, in this order:
// Infoblox's Open Tangle indicators (infobloxopen/threat-intelligence, indicators/csv/open_tangle_cta_20231012_iocs.csv,
// defanged CSV: SMS phishing of US banks' customers; take 50, i.e. every site; never used: only six other CSV files of
// that repository were), then Netskope Threat Labs' Webflow phishing URLs (netskopeoss/NetskopeThreatLabsIOCs,
// Phishing/Webflow/IOCs/README.md, defanged: phishing pages built with Webflow; take 220; never used: no file of that
// repository was), then Infoblox's iPhone-unlocker phishing domains (indicators/csv/iphone_unlocker_20260514.csv, not
// defanged; take 40; never used), about 300 sites in all (the lower end of 250–500, for the time hand labelling takes),
// blind; every site of an earlier link set (blind-links to blind-links16, links-dev to links-dev6) left out; one host per
// site; no organisation over 10% of the look-alikes; official: every site of the catalogue addresses of Canadian
// governments' open data (jpmckinney/open_data_canada, tables/catalogs.csv, its "Catalog URL" column; never used), every
// site of the Government of Singapore's trusted sites (elliotwutingfeng/GovSGTrustedSites, allowlist.txt; never used),
// then the imitated organisations'. If hand labelling cannot be finished in time, the set is not cut afterwards: the
// takes above stand.
import { hostOf } from './blind-links3-select.mjs'
import { linkSet, linkSetsBefore } from './blind-links4-select.mjs'

/** The fields of one CSV line (double-quoted fields may hold commas; "" is a quote). */
function csvFields(line) {
  const out = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      out.push(field)
      field = ''
    } else field += c
  }
  out.push(field)
  return out
}

const IBX = {
  repo: 'https://github.com/infobloxopen/threat-intelligence',
  commit: 'f3ce268a5bc42beb1481f1deff1a8fa7bf3a47de',
  licence: 'CC BY 4.0 (repository LICENSE: "Attribution 4.0 International"; Infoblox Threat Intel, attributed here)',
}
export const SOURCES = [
  {
    ...IBX,
    name: 'infoblox-open-tangle',
    file: 'ibx-open-tangle.csv',
    half: 'blind',
    take: 50,
    csv: true,
    path: 'indicators/csv/open_tangle_cta_20231012_iocs.csv',
    date: 'domains seen 2022-10 to 2023-08 (Open Tangle: SMS phishing of US banks’ customers)',
  },
  {
    name: 'netskope-webflow',
    file: 'netskope-webflow.md',
    half: 'blind',
    take: 220,
    defanged: true,
    repo: 'https://github.com/netskopeoss/NetskopeThreatLabsIOCs',
    path: 'Phishing/Webflow/IOCs/README.md',
    commit: 'aa1fb3a0003dfc5cdda0d652d8180fe59e031872',
    licence: 'MIT (repository LICENSE: "MIT License, Copyright (c) 2020 Netskope OSS")',
    date: 'phishing pages built with Webflow, tracked by Netskope Threat Labs 2024-04 to 2024-09 (the file as of 2024-10-17)',
  },
  {
    ...IBX,
    name: 'infoblox-iphone-unlocker',
    file: 'ibx-iphone-unlocker.csv',
    half: 'blind',
    take: 40,
    // type,indicator,classification,detected_date lines, not defanged: the first and last two fields read as spaces.
    strip: /^[^,]*,|,[^,]*,[^,]*$/g,
    path: 'indicators/csv/iphone_unlocker_20260514.csv',
    date: 'domains seen 2022-03 to 2026-05 (phishing for stolen iPhones’ Apple accounts)',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'canada-open-data-catalogues',
      file: 'odc-catalogs.csv',
      take: 1000,
      // A header, then one government a line; its "Catalog URL" field's site.
      domains: (text) =>
        text
          .split('\n')
          .slice(1)
          .map((l) => csvFields(l)[4] ?? '')
          .map((u) => hostOf(u.trim().toLowerCase()))
          .filter(Boolean),
      source: 'https://github.com/jpmckinney/open_data_canada/blob/f12f501419f88444a8a991ede096af49b23a7758/tables/catalogs.csv',
      licence: 'MIT (repository LICENSE, Copyright (c) 2016 James McKinney)',
      date: 'Canadian governments’ open-data catalogues (federal, provincial, territorial, municipal), the list as of 2019-01-25',
    },
    {
      name: 'govsg-trusted-sites',
      file: 'govsg-allowlist.txt',
      take: 1000,
      // One host a line.
      domains: (text) => text.split('\n').map(hostOf).filter(Boolean),
      source: 'https://github.com/elliotwutingfeng/GovSGTrustedSites/blob/a2fbbb811f140e56b34b760c626540acacf8286d/allowlist.txt',
      licence:
        'BSD 3-Clause (repository LICENSE, Copyright (c) 2022 Wu Tingfeng); the sites listed by the Government of Singapore (gov.sg/trusted-sites)',
      date: 'the Government of Singapore’s trusted sites, the list as of 2026-07-24',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links17:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links17/links.jsonl' },
  labels: { blind: 'blind-links17/labels.tsv' },
  earlier: linkSetsBefore(17),
  script: 'blind-links17-select.mjs',
  day: '2026-12-07',
})
