// The twelfth real link set (issue 41, round 17): hosts of two public lists never used before, drawn by the rule of
// blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker), labelled by hand
// (look-alike of a named organisation, or other). Blind half only (data/scam-check/blind-links12/, frozen with SHA256
// and the unchanged checker's baseline.json); no training half this round. Official addresses: the US regional bodies',
// native sovereign nations' and quasi-governmental bodies' websites outside .gov (three GSA lists never used, blind)
// and each imitated organisation's website.
//
//   node scripts/measure/blind-links12-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links12-select.mjs freeze <dir> blind                (writes the half from its labels)
//   node scripts/measure/blind-links12-select.mjs --check <dir>                     (re-derives the half)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository
// (scamsniffer-2026.txt: the "domains" of every blacklist/archive/2026-*.json, in file-name order, one a line, i.e.
// `jq -r '.domains[]'` of each). Hand labels: blind-links12/labels.tsv.
//
// THE RULE (fixed 2026-12-07, before any run): blind-links4's, with seed "blind-links12:"; sources, in this order: the
// Chống Lừa Đảo phishing list as elliotwutingfeng/ChongLuaDao-Phishing-Blocklist publishes it (urls.txt; 400 sites;
// never used) and ScamSniffer's daily crypto-phishing domain lists of 2026 (scamsniffer/scam-database,
// blacklist/archive/2026-01-01.json to 2026-08-15.json; 750 sites; first fixed at 500, raised the same day after the
// first draw's labels in progress showed about 202 look-alikes after the cap, under the 250 aimed at, before any label
// was final or the checker was run; the 500 are the 750's first 500; never used), both blind; every site of an earlier
// link set (blind-links to blind-links11, links-dev to links-dev6) left out; one host per site; no organisation over
// 10% of the look-alikes; official: every site of GSA's lists of US regional bodies', native sovereign nations' and
// quasi-governmental bodies' domains outside .gov (GSA/govt-urls, their "Domain" column; never used as official
// lists; blind), then the imitated organisations'.
import { linkSet, linkSetsBefore } from './blind-links4-select.mjs'

const GSA = {
  licence: 'a US government work (GSA, public domain); the repository has no licence file',
  take: 1000,
}
const gsa = (file) => `https://github.com/GSA/govt-urls/blob/a53b9ea2aad35d1c87575ccfb4a6fc2c30814991/${file}`
export const SOURCES = [
  {
    name: 'chongluadao',
    file: 'chongluadao.txt',
    half: 'blind',
    take: 400,
    repo: 'https://github.com/elliotwutingfeng/ChongLuaDao-Phishing-Blocklist',
    path: 'urls.txt',
    commit: '3a989cd22f4d0dbc4f6b9ef4fb77be2fa55ee3d1',
    licence: 'BSD-3-Clause (repository LICENSE); the URLs compiled by the Chống Lừa Đảo project (chongluadao.vn), as its README says',
    date: 'the list as of 2025-11-28 (phishing and scam addresses reported in Vietnam)',
  },
  {
    name: 'scamsniffer',
    file: 'scamsniffer-2026.txt',
    half: 'blind',
    take: 750,
    repo: 'https://github.com/scamsniffer/scam-database',
    path: 'blacklist/archive/2026-*.json ("domains", the 227 daily files 2026-01-01 to 2026-08-15 in name order, one host a line)',
    commit: '750005582359f99a2ef2b2133daca27926e5c661',
    licence: 'GPL-3.0 (repository LICENSE)',
    date: 'domains listed 2026-01-01 to 2026-08-15 (crypto phishing, published with a 7-day delay)',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      ...GSA,
      name: 'gsa-regional',
      file: 'gsa-regional.csv',
      source: gsa('4_govt_urls_regional_only.csv'),
      date: 'US regional bodies’ (planning commissions, councils of governments) domains outside .gov, the list as of 2023-02-22',
    },
    {
      ...GSA,
      name: 'gsa-native-sovereign',
      file: 'gsa-native.csv',
      source: gsa('7_govt_urls_native_sovereign_nations_only.csv'),
      date: 'US native sovereign nations’ domains outside .gov, the list as of 2023-02-22',
    },
    {
      ...GSA,
      name: 'gsa-quasigovernmental',
      file: 'gsa-quasi.csv',
      source: gsa('8_govt_urls_quasigovernmental_only.csv'),
      date: 'US quasi-governmental bodies’ domains outside .gov, the list as of 2023-02-22',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links12:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links12/links.jsonl' },
  labels: { blind: 'blind-links12/labels.tsv' },
  earlier: linkSetsBefore(12),
  script: 'blind-links12-select.mjs',
  day: '2026-12-07',
})
