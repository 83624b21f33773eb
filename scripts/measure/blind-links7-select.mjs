// The seventh real link set (issue 41, round 12): hosts of a public phishing list never used before, drawn by the rule
// of blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker), labelled by
// hand (look-alike of a named organisation, or other). Blind half only (data/scam-check/blind-links7/, frozen with
// SHA256 and the unchanged checker's baseline.json); no training half this round. Official addresses: the websites of
// Mexico's banks (a published list, blind) and each imitated organisation's website.
//
//   node scripts/measure/blind-links7-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links7-select.mjs freeze <dir> blind                (writes the half from its labels)
//   node scripts/measure/blind-links7-select.mjs --check <dir>                     (re-derives the half)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository. Hand
// labels: blind-links7/labels.tsv.
//
// THE RULE (fixed 2026-12-07, before any run): blind-links4's, with seed "blind-links7:"; source: the OpenPhish file of
// romainmarcoux/malicious-domains (1000 sites, blind; first fixed at 700, raised the same day after that draw gave 206
// look-alikes after the cap, under the 250 aimed at, before any label was final or the checker was run; the 700 are
// the first 1000's first 700); every site of an earlier link set (blind-links to blind-links6,
// links-dev to links-dev6) left out; one host per site; no organisation over 10% of the look-alikes; official: every
// distinct site of the Mexican banks' websites in GerardoLucero/mx-bancos (blind), then the imitated organisations'.
import { linkSet, linkSetsBefore } from './blind-links4-select.mjs'

export const SOURCES = [
  {
    name: 'openphish',
    file: 'rm-openphish.com',
    half: 'blind',
    take: 1000,
    repo: 'https://github.com/romainmarcoux/malicious-domains',
    path: 'sources/openphish.com',
    commit: 'd475d84b7b1039860ba2ea7574fe8da71807e31c',
    licence: 'MIT (repository LICENSE; an aggregation of public phishing feeds, each named in its README: OpenPhish)',
    date: 'the list as of 2026-08-22',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'mx-bancos',
      file: 'mx-bancos-data.js',
      take: 200,
      domains: (text) => [...text.matchAll(/'website':\s*'(https?:\/\/[^']+)'/g)].map((m) => new URL(m[1]).hostname.toLowerCase()),
      source: 'https://github.com/GerardoLucero/mx-bancos/blob/81c229613e24b429e8bbc61f6f1e44296672ddb5/src/bancos-data.js',
      licence: 'MIT (repository LICENSE)',
      date: 'websites of banks in Mexico (from the CNBV’s register), the list as of 2024-09-24',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links7:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links7/links.jsonl' },
  labels: { blind: 'blind-links7/labels.tsv' },
  earlier: linkSetsBefore(7),
  script: 'blind-links7-select.mjs',
  day: '2026-12-07',
})
