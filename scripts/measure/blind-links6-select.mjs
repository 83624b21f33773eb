// The sixth real link set (issue 41, round 10): hosts of public phishing lists never used before, drawn by the rule of
// blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker), labelled by hand
// (look-alike of a named organisation, or other), split BY SOURCE REPOSITORY into a blind half
// (data/scam-check/blind-links6/, frozen with SHA256 and the unchanged checker's baseline.json) and a training half
// (data/scam-check/real/links-dev6.jsonl). Official addresses: universities of the United States, Canada, Mexico, Panama
// and Costa Rica (Hipo's list, blind) and, in both halves, each imitated organisation's website.
//
//   node scripts/measure/blind-links6-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links6-select.mjs freeze <dir> dev|blind              (writes one half from its labels)
//   node scripts/measure/blind-links6-select.mjs --check <dir>                       (re-derives both halves)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository. Hand
// labels: blind-links6/labels.tsv, real/links-dev6-labels.tsv.
//
// THE RULE (fixed 2026-12-06, before any run): blind-links4's, with seed "blind-links6:"; sources: blind the source
// files of romainmarcoux/malicious-domains (phishunt.io, then PhishTank's verified banking, PayPal and Microsoft
// domains as AlienVault OTX pulses), training Dandelion Sprout's Anti-Malware List; every site of an earlier link set
// (blind-links to blind-links5, links-dev to links-dev5) left out; official: 120 university sites of the five countries
// with the smallest FNV-1a (blind).
import { linkSet } from './blind-links4-select.mjs'

const RM = {
  repo: 'https://github.com/romainmarcoux/malicious-domains',
  commit: 'd475d84b7b1039860ba2ea7574fe8da71807e31c',
  licence: 'MIT (repository LICENSE; an aggregation of public phishing feeds, each named in its README)',
  date: 'the list as of 2026-08-22',
}
export const SOURCES = [
  { ...RM, name: 'phishunt', file: 'rm-phishunt.io.txt', half: 'blind', take: 450, path: 'sources/phishunt.io.txt' },
  {
    ...RM,
    name: 'phishtank-banking',
    file: 'rm-alienvault-banking-phishtank',
    half: 'blind',
    take: 120,
    path: 'sources/alienvault-banking-phishtank',
  },
  {
    ...RM,
    name: 'phishtank-paypal',
    file: 'rm-alienvault-paypal-phishtank',
    half: 'blind',
    take: 80,
    path: 'sources/alienvault-paypal-phishtank',
  },
  {
    ...RM,
    name: 'phishtank-microsoft',
    file: 'rm-alienvault-microsoft-phishtank',
    half: 'blind',
    take: 80,
    path: 'sources/alienvault-microsoft-phishtank',
  },
  {
    name: 'dandelion-antimalware',
    file: 'dandelion-antimalware.txt',
    half: 'dev',
    take: 350,
    repo: 'https://github.com/DandelionSprout/adfilt',
    path: 'Alternate versions Anti-Malware List/AntiMalwareDomains.txt',
    commit: '0ee6b9b52c1bc08cd41a84f4d36da59533a6c1cc',
    licence:
      'Dandelicence 1.4 (repository LICENSE.md: use with or without commercial purpose; https://github.com/DandelionSprout/Dandelicence)',
    date: 'the list as of 2026-07-09',
  },
]
const COUNTRIES = new Set(['United States', 'Canada', 'Mexico', 'Panama', 'Costa Rica'])
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'hipo-universities',
      file: 'hipo.json',
      take: 120,
      domains: (text) =>
        JSON.parse(text)
          .filter((u) => COUNTRIES.has(u.country) && u.web_pages?.[0])
          .map((u) => new URL(u.web_pages[0]).hostname.toLowerCase()),
      source:
        'https://github.com/Hipo/university-domains-list/blob/bb07faf064e1c68be9b26fb71de31f01e361f974/world_universities_and_domains.json',
      licence: 'MIT (repository LICENSE.txt)',
      date: 'universities’ websites in the United States, Canada, Mexico, Panama and Costa Rica, the list as of 2026-06-20',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links6:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links6/links.jsonl', dev: 'real/links-dev6.jsonl' },
  labels: { blind: 'blind-links6/labels.tsv', dev: 'real/links-dev6-labels.tsv' },
  earlier: [
    'blind-links/links.jsonl',
    'blind-links2/links.jsonl',
    'blind-links3/links.jsonl',
    'blind-links4/links.jsonl',
    'blind-links5/links.jsonl',
    'real/links-dev.jsonl',
    'real/links-dev2.jsonl',
    'real/links-dev3.jsonl',
    'real/links-dev4.jsonl',
    'real/links-dev5.jsonl',
  ],
  script: 'blind-links6-select.mjs',
  day: '2026-12-06',
})
