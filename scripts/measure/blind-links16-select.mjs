// The sixteenth real link set (issue 41, round 21): hosts of two public lists never used before, drawn by the rule of
// blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker), labelled by hand
// (look-alike of a named organisation, or other). Blind half only (data/scam-check/blind-links16/, frozen with SHA256
// and the unchanged checker's baseline.json); no training half this round. Official addresses: the product websites
// listed by endoflife.date (never used for official addresses), the parts of CISA's .gov list never used before (tribal,
// school-district, interstate and election domains), and each imitated organisation's website.
//
//   node scripts/measure/blind-links16-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links16-select.mjs freeze <dir> blind                (writes the half from its labels)
//   node scripts/measure/blind-links16-select.mjs --check <dir>                     (re-derives the half)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository.
// Hand labels: blind-links16/labels.tsv.
//
// THE RULE (fixed 2026-12-07, before any run): blind-links4's, with seed "blind-links16:"; sources, in this order:
// Zscaler ThreatLabz's typosquatting and brand-impersonation domains (ThreatLabz/iocs,
// phishing/typosquatting_brand_impersonation_domains.txt, defanged, 10,623 lines; take 200; never used), then
// PhishDestroy's curated phishing list (its "Primary" list.json, one JSON string a line, some with a path; take 100;
// never used), as of 2025-08-07 in the public fork toporkvkaduda/destroylist, whose commits are PhishDestroy's own
// (phishdestroy/destroylist itself is too large to copy here; its aggregated "community" lists are not used), 300 sites
// in all (the lower end of 250–500, for the time hand labelling takes), blind; every site of an earlier link set
// (blind-links to blind-links15, links-dev to links-dev6) left out; one host per site; no organisation over 10% of the
// look-alikes; official: every site of endoflife.date's product websites (elliotwutingfeng/endoflife-date-product-websites,
// urls.txt; never used for official addresses), then 200 sites of CISA's list of .gov domains whose domain type is none
// used before ("Tribal", "Tribal - Election", "School district", "Interstate", "City - Election", "County - Election",
// "State or territory - Election", "Special district - Election"; cisagov/dotgov-data, current-full.csv; its federal
// file and its "City", "County", "State or territory" and "Special district" domains were used before), with the
// smallest FNV-1a, then the imitated organisations'. If hand labelling cannot be finished in time, the set is not cut
// afterwards: the takes above stand.
import { hostOf } from './blind-links3-select.mjs'
import { linkSet, linkSetsBefore } from './blind-links4-select.mjs'
import { dotgovDomains } from './blind-links14-select.mjs'

const NEW_DOTGOV_TYPES = new Set([
  'Tribal',
  'Tribal - Election',
  'School district',
  'Interstate',
  'City - Election',
  'County - Election',
  'State or territory - Election',
  'Special district - Election',
])

export const SOURCES = [
  {
    name: 'threatlabz-typosquatting',
    file: 'threatlabz-typosquatting.txt',
    half: 'blind',
    take: 200,
    defanged: true,
    repo: 'https://github.com/ThreatLabz/iocs',
    path: 'phishing/typosquatting_brand_impersonation_domains.txt',
    commit: 'f93987f62c816f51827d58d8d0ab0bc44489d1c0',
    licence: 'MIT (repository LICENSE: "MIT License, Copyright (c) 2022 Zscaler ThreatLabz")',
    date: 'the list as of 2024-09-10 (typosquatting and brand-impersonation domains found by Zscaler ThreatLabz)',
  },
  {
    name: 'phishdestroy-primary',
    file: 'phishdestroy-list.json',
    half: 'blind',
    take: 100,
    // One JSON string a line ("host" or "host/path", with a comma): quotes, commas and brackets read as spaces.
    strip: /[",[\]]/g,
    repo: 'https://github.com/toporkvkaduda/destroylist',
    path: 'list.json',
    commit: 'a4c179a909aadbbb293279ed892d1b588e0a48eb',
    licence:
      'MIT (repository LICENSE: "MIT License, Copyright (c) 2025 PhishDestroy"; README: "MIT – Free, open, yours to hack!"; a fork of phishdestroy/destroylist, same licence)',
    date: 'PhishDestroy’s curated ("Primary") phishing and scam list as of 2025-08-07',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'endoflife-products',
      file: 'endoflife-urls.txt',
      take: 1000,
      // One URL a line; its site.
      domains: (text) => text.split('\n').map(hostOf).filter(Boolean),
      source: 'https://github.com/elliotwutingfeng/endoflife-date-product-websites/blob/06bd9e846615211cdbae7238e297401b6159c443/urls.txt',
      licence:
        'BSD 3-Clause (repository LICENSE, Copyright (c) 2024 Wu Tingfeng); the URLs from the endoflife.date API (endoflife.date, MIT)',
      date: 'the product websites listed by endoflife.date, the list as of 2026-08-22',
    },
    {
      name: 'dotgov-tribal-school-election',
      file: 'dotgov-full.csv',
      take: 200,
      // Domain name,Domain type,… lines (neither field quoted); the domains of the types never used before.
      domains: (text) => dotgovDomains(text, [...NEW_DOTGOV_TYPES]),
      source: 'https://github.com/cisagov/dotgov-data/blob/4ee64196503d34bcaff8b508444b0f7552f97d71/current-full.csv',
      licence: 'CC0 1.0 (repository LICENSE; CISA, a US government work)',
      date: 'US tribal, school-district, interstate and election .gov domains, the list as of 2026-08-22',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links16:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links16/links.jsonl' },
  labels: { blind: 'blind-links16/labels.tsv' },
  earlier: linkSetsBefore(16),
  script: 'blind-links16-select.mjs',
  day: '2026-12-07',
})
