// The tenth real link set (issue 41, round 15): hosts of two public phishing lists never used before as such, drawn by
// the rule of blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker),
// labelled by hand (look-alike of a named organisation, or other). Blind half only (data/scam-check/blind-links10/,
// frozen with SHA256 and the unchanged checker's baseline.json); no training half this round. Official addresses: US
// local governments' websites outside .gov (GSA's local list, a published public-domain list, blind) and each
// imitated organisation's website.
//
//   node scripts/measure/blind-links10-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links10-select.mjs freeze <dir> blind                (writes the half from its labels)
//   node scripts/measure/blind-links10-select.mjs --check <dir>                     (re-derives the half)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository. Hand
// labels: blind-links10/labels.tsv.
//
// THE RULE (fixed 2026-12-07, before any run): blind-links4's, with seed "blind-links10:"; sources, in this order: the
// Jeroen Gui Anti-Phishing Project's hosts as gathered by jarelllama/Scam-Blocklist (900 sites; first fixed at 700,
// raised the same day after the first draw's labels in progress showed about 248 look-alikes after the cap, under the
// 250 aimed at, before any label was final or the checker was run; the 700 are the 900's first 700; never used) and the
// Phishing Army file of romainmarcoux/malicious-domains (300 sites; never used; that repository keeps only Phishing
// Army's .fr hosts and hosts with its main keywords), both blind; every site of an earlier link set (blind-links to
// blind-links9, links-dev to links-dev6) left out; one host per site; no organisation over 10% of the look-alikes;
// official: 120 sites of GSA's list of US local governments' domains outside .gov (GSA/govt-urls, its "Domain"
// column; blind, smallest FNV-1a), then the imitated organisations'.
import { linkSet, linkSetsBefore } from './blind-links4-select.mjs'

export const SOURCES = [
  {
    name: 'jeroengui',
    file: 'jeroengui.txt',
    half: 'blind',
    take: 900,
    repo: 'https://github.com/jarelllama/Scam-Blocklist',
    commit: 'f9d27267fbc602ccc9bf80292a9745da17a7d736',
    path: 'data/pending/Jeroengui.tmp',
    licence:
      'GPL-3.0 (repository LICENSE.md; public data gathered from the Jeroen Gui Anti-Phishing Project, jeroengui.be, as its SOURCES.md says)',
    date: 'the list as of 2025-03-19 (phishing hosts of the Jeroen Gui Anti-Phishing Project, awaiting the blocklist’s review)',
  },
  {
    name: 'phishing-army',
    file: 'rm-phishing_army',
    half: 'blind',
    take: 300,
    repo: 'https://github.com/romainmarcoux/malicious-domains',
    commit: 'd475d84b7b1039860ba2ea7574fe8da71807e31c',
    path: 'sources/phishing_army',
    licence:
      'MIT (repository LICENSE; an aggregation of public phishing feeds, each named in its README: phishing.army, only .fr hosts and hosts with main keywords)',
    date: 'the list as of 2026-08-22 (Phishing Army’s phishing hosts)',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'gsa-local',
      file: 'gsa-local.csv',
      take: 120,
      source: 'https://github.com/GSA/govt-urls/blob/a53b9ea2aad35d1c87575ccfb4a6fc2c30814991/6_govt_urls_local_only.csv',
      licence: 'a US government work (GSA, public domain); the repository has no licence file',
      date: 'US local governments’ domains outside .gov, the list as of 2023-02-22',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links10:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links10/links.jsonl' },
  labels: { blind: 'blind-links10/labels.tsv' },
  earlier: linkSetsBefore(10),
  script: 'blind-links10-select.mjs',
  day: '2026-12-07',
})
