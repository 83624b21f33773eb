// The eleventh real link set (issue 41, round 16): hosts of two public lists never used before as such, drawn by the
// rule of blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker), labelled
// by hand (look-alike of a named organisation, or other). Blind half only (data/scam-check/blind-links11/, frozen with
// SHA256 and the unchanged checker's baseline.json); no training half this round. Official addresses: US federal
// bodies' websites outside .gov (GSA's federal list, a published public-domain list, blind) and each imitated
// organisation's website.
//
//   node scripts/measure/blind-links11-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links11-select.mjs freeze <dir> blind                (writes the half from its labels)
//   node scripts/measure/blind-links11-select.mjs --check <dir>                     (re-derives the half)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository. Hand
// labels: blind-links11/labels.tsv.
//
// THE RULE (fixed 2026-12-07, before any run): blind-links4's, with seed "blind-links11:"; sources, in this order: the
// hosts that jarelllama/Scam-Blocklist's "Regex Matching" source took from newly registered domains (its
// data/pending/Regex.tmp; 700 sites; first fixed at 400, raised the same day after the first draw's labels in progress
// showed about 167 look-alikes after the cap, under the 250 aimed at, before any label was final or the checker was
// run; the 400 are the 700's first 400; never used) and its Gridinsoft source's hosts (data/pending/Gridinsoft.tmp; 100
// sites, i.e. all it has; never used), both blind; every site of an earlier link set (blind-links to blind-links10,
// links-dev to links-dev6) left out; one host per site; no organisation over 10% of the look-alikes; official: 120
// sites of GSA's list of US federal bodies' domains outside .gov (GSA/govt-urls, its "Domain" column; never used as an
// official list; blind, smallest FNV-1a), then the imitated organisations'.
import { linkSet, linkSetsBefore } from './blind-links4-select.mjs'

const SCAM_BLOCKLIST = {
  repo: 'https://github.com/jarelllama/Scam-Blocklist',
  commit: 'f9d27267fbc602ccc9bf80292a9745da17a7d736',
  licence: 'GPL-3.0 (repository LICENSE.md; public data gathered by the blocklist’s sources, as its SOURCES.md says)',
}
export const SOURCES = [
  {
    ...SCAM_BLOCKLIST,
    name: 'scam-blocklist-regex',
    file: 'regex.txt',
    half: 'blind',
    take: 700,
    path: 'data/pending/Regex.tmp',
    date: 'the list as of 2025-03-19 (newly registered domains matched by the blocklist’s config/phishing_detection.csv, awaiting its review)',
  },
  {
    ...SCAM_BLOCKLIST,
    name: 'gridinsoft',
    file: 'gridinsoft.txt',
    half: 'blind',
    take: 100,
    path: 'data/pending/Gridinsoft.tmp',
    date: 'the list as of 2025-03-19 (hosts from Gridinsoft’s website reputation checker, awaiting the blocklist’s review)',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'gsa-federal',
      file: 'gsa-federal.csv',
      take: 120,
      source: 'https://github.com/GSA/govt-urls/blob/a53b9ea2aad35d1c87575ccfb4a6fc2c30814991/2_govt_urls_federal_only.csv',
      licence: 'a US government work (GSA, public domain); the repository has no licence file',
      date: 'US federal bodies’ domains outside .gov, the list as of 2023-02-22',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links11:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links11/links.jsonl' },
  labels: { blind: 'blind-links11/labels.tsv' },
  earlier: linkSetsBefore(11),
  script: 'blind-links11-select.mjs',
  day: '2026-12-07',
})
