// The fifteenth real link set (issue 41, round 20): hosts of two public lists never used before, drawn by the rule of
// blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker), labelled by hand
// (look-alike of a named organisation, or other). Blind half only (data/scam-check/blind-links15/, frozen with SHA256
// and the unchanged checker's baseline.json); no training half this round. Official addresses: US states' and special
// districts' .gov domains (CISA's .gov list, never used for them, blind) and each imitated organisation's website.
// (A first blind-links15 drawn from PhishCan's feeds was withdrawn before use: that README limits its feeds to
// non-commercial use.)
//
//   node scripts/measure/blind-links15-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links15-select.mjs freeze <dir> blind                (writes the half from its labels)
//   node scripts/measure/blind-links15-select.mjs --check <dir>                     (re-derives the half)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository
// (avast-vibescams-extras.txt: every VibeScams/extras/*.txt in file-name order, each followed by a newline).
// Hand labels: blind-links15/labels.tsv.
//
// THE RULE (fixed 2026-12-07, before any run): blind-links4's, with seed "blind-links15:"; sources, in this order:
// MalwareMorghulis/Gravity's "Easy Rider" list (easyrider.txt: toll- and E-ZPass-themed SMS phishing domains of the
// Smishing Triad; its regular-expression lines give no host; take 100, i.e. every site; never used), then Gen
// Digital's (Avast's) VibeScams indicators (avast/ioc, VibeScams/network.txt, defanged, take 20, i.e. every site; then
// VibeScams/extras/*.txt, take 240: scam and phishing sites made with website builders; never used), about 300 sites
// in all (the lower end of 300–500, for the time hand labelling takes), blind; every site of an earlier link set
// (blind-links to blind-links14, links-dev to links-dev6) left out; one host per site; no organisation over 10% of the
// look-alikes; official: 300 sites of CISA's list of .gov domains whose domain type is "State or territory" or
// "Special district" (cisagov/dotgov-data, current-full.csv; only its federal file and its "City" and "County" domains
// were used before; blind), with the smallest FNV-1a, then the imitated organisations'. If hand labelling cannot be
// finished in time, the set is not cut afterwards: the takes above stand.

import { linkSet, linkSetsBefore } from './blind-links4-select.mjs'
import { dotgovDomains } from './blind-links14-select.mjs'

const GRAVITY = {
  repo: 'https://github.com/MalwareMorghulis/Gravity',
  commit: 'eb61cbd1824cdbe959221b3209963d7640686f61',
  licence: 'GPL-3.0 (repository LICENSE, GNU GPL v3; the file’s own header: "License: GNU GPLv3")',
}
const VIBESCAMS = {
  repo: 'https://github.com/avast/ioc',
  commit: 'e385a6358edfd0d107b3bb53b384aa2926af22e1',
  licence:
    'Detection Rule License (DRL) 1.1 (repository README: "The content of this repository is released under the Detection Rule License (DRL) 1.1"; use, including commercial, with attribution to Gen Digital/Avast, given here)',
  date: 'the indicators as of 2025-10-29 (Gen Digital’s VibeScams research: scam and phishing sites on website builders)',
}
export const SOURCES = [
  {
    ...GRAVITY,
    name: 'gravity-easyrider',
    file: 'gravity-easyrider.txt',
    half: 'blind',
    take: 100,
    path: 'easyrider.txt',
    date: 'the list as of 2025-09-09 (toll- and E-ZPass-themed SMS phishing domains attributed to the Smishing Triad)',
  },
  {
    ...VIBESCAMS,
    name: 'avast-vibescams-network',
    file: 'avast-vibescams-network.txt',
    half: 'blind',
    take: 20,
    path: 'VibeScams/network.txt',
    defanged: true,
  },
  {
    ...VIBESCAMS,
    name: 'avast-vibescams-extras',
    file: 'avast-vibescams-extras.txt',
    half: 'blind',
    take: 240,
    path: 'VibeScams/extras/*.txt',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'dotgov-state-district',
      file: 'dotgov-full.csv',
      take: 300,
      // Domain name,Domain type,… lines (neither field quoted); the domains of type "State or territory" or "Special district".
      domains: (text) => dotgovDomains(text, ['State or territory', 'Special district']),
      source: 'https://github.com/cisagov/dotgov-data/blob/4ee64196503d34bcaff8b508444b0f7552f97d71/current-full.csv',
      licence: 'CC0 1.0 (repository LICENSE; CISA, a US government work)',
      date: 'US states’ and special districts’ .gov domains (domain types "State or territory" and "Special district"), the list as of 2026-08-22',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links15:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links15/links.jsonl' },
  labels: { blind: 'blind-links15/labels.tsv' },
  earlier: linkSetsBefore(15),
  script: 'blind-links15-select.mjs',
  day: '2026-12-07',
})
