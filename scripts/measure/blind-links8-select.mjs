// The eighth real link set (issue 41, round 13): hosts of two public phishing lists never used before, drawn by the
// rule of blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker), labelled
// by hand (look-alike of a named organisation, or other). Blind half only (data/scam-check/blind-links8/, frozen with
// SHA256 and the unchanged checker's baseline.json); no training half this round. Official addresses: US county
// governments' websites outside .gov (GSA's county list, blind) and each imitated organisation's website.
//
//   node scripts/measure/blind-links8-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links8-select.mjs freeze <dir> blind                (writes the half from its labels)
//   node scripts/measure/blind-links8-select.mjs --check <dir>                     (re-derives the half)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository. Hand
// labels: blind-links8/labels.tsv.
//
// THE RULE (fixed 2026-12-07, before any run): blind-links4's, with seed "blind-links8:"; sources, in this order: the
// red.flag.domains file (600 sites; first fixed at 300, raised the same day after the first draw's labels in progress
// showed about 180 look-alikes before the cap, under the 250 aimed at, before any label was final or the checker was run;
// the 300 are the 600's first 300) and the CERT Polska file (300 sites) of romainmarcoux/malicious-domains, both blind;
// every site of an earlier link set (blind-links to blind-links7, links-dev to links-dev6) left out; one host per site;
// no organisation over 10% of the look-alikes; official: 120 sites of GSA's US county list (blind, smallest FNV-1a),
// then the imitated organisations'.
import { linkSet, linkSetsBefore } from './blind-links4-select.mjs'

const RM = {
  repo: 'https://github.com/romainmarcoux/malicious-domains',
  commit: 'd475d84b7b1039860ba2ea7574fe8da71807e31c',
  half: 'blind',
}
export const SOURCES = [
  {
    ...RM,
    name: 'red-flag-domains',
    file: 'rm-red.flag.domains.txt',
    take: 600,
    path: 'sources/red.flag.domains.txt',
    licence: 'MIT (repository LICENSE; an aggregation of public phishing feeds, each named in its README: red.flag.domains)',
    date: 'the list as of 2026-08-22 (recently registered suspicious names under French TLDs)',
  },
  {
    ...RM,
    name: 'cert-polska',
    file: 'rm-alienvault-cert-pl',
    take: 300,
    path: 'sources/alienvault-cert-pl',
    licence: 'MIT (repository LICENSE; an aggregation of public phishing feeds, each named in its README: CERT Polska via AlienVault OTX)',
    date: 'the list as of 2026-08-22',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'gsa-county',
      file: 'gsa-county.csv',
      take: 120,
      source: 'https://github.com/GSA/govt-urls/blob/a53b9ea2aad35d1c87575ccfb4a6fc2c30814991/5_govt_urls_county_only.csv',
      licence: 'a US government work (GSA, public domain); the repository has no licence file',
      date: 'US county governments’ domains outside .gov, the list as of 2022-02-09',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links8:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links8/links.jsonl' },
  labels: { blind: 'blind-links8/labels.tsv' },
  earlier: linkSetsBefore(8),
  script: 'blind-links8-select.mjs',
  day: '2026-12-07',
})
