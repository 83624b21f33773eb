// The fifteenth real link set (issue 41, round 20): hosts of a public list never used before, drawn by the rule of
// blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker), labelled by hand
// (look-alike of a named organisation, or other). Blind half only (data/scam-check/blind-links15/, frozen with SHA256
// and the unchanged checker's baseline.json); no training half this round. Official addresses: US states' and special
// districts' .gov domains (CISA's .gov list, never used for them, blind) and each imitated organisation's website.
//
//   node scripts/measure/blind-links15-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links15-select.mjs freeze <dir> blind                (writes the half from its labels)
//   node scripts/measure/blind-links15-select.mjs --check <dir>                     (re-derives the half)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository.
// Hand labels: blind-links15/labels.tsv.
//
// THE RULE (fixed 2026-12-07, before any run): blind-links4's, with seed "blind-links15:"; one source: PhishCan's feeds
// of Canadian-targeted phishing domains (Phishcan/phishcan-data, never used; banks and Interac, Canadian government
// and tax, telecoms and utilities), its three sector files in this order: banking (250 sites), government (125),
// utilities (125), 500 sites in all, blind; every site of an earlier link set (blind-links to blind-links14, links-dev
// to links-dev6) left out; one host per site; no organisation over 10% of the look-alikes; official: 300 sites of
// CISA's list of .gov domains whose domain type is "State or territory" or "Special district" (cisagov/dotgov-data,
// current-full.csv; only its federal file and its "City" and "County" domains were used before; blind), with the
// smallest FNV-1a, then the imitated organisations'. If hand labelling cannot be finished in time, the set is not cut
// afterwards: the takes above stand.
import { hostOf } from './blind-links3-select.mjs'
import { linkSet, linkSetsBefore } from './blind-links4-select.mjs'

const PHISHCAN = {
  repo: 'https://github.com/Phishcan/phishcan-data',
  commit: 'ea6347c53005ab095583c9ec90a45e470ad0bc11',
  licence:
    'the repository README: "Feeds are provided for defensive, non-commercial use with clear attribution to PhishCan" (no licence file); attributed here',
}
export const SOURCES = [
  {
    ...PHISHCAN,
    name: 'phishcan-banking',
    file: 'phishcan-banking.txt',
    half: 'blind',
    take: 250,
    path: 'data/banking/canadian_bank_phishing_domains.txt',
    date: 'the feed as of 2026-08-22 (Canadian-targeted banking phishing domains, collected from 2025-09)',
  },
  {
    ...PHISHCAN,
    name: 'phishcan-government',
    file: 'phishcan-government.txt',
    half: 'blind',
    take: 125,
    path: 'data/government/canadian_government_phishing_domains.txt',
    date: 'the feed as of 2026-08-22 (Canadian-targeted government phishing domains, collected from 2025-09)',
  },
  {
    ...PHISHCAN,
    name: 'phishcan-utilities',
    file: 'phishcan-utilities.txt',
    half: 'blind',
    take: 125,
    path: 'data/utilities/canadian_utilities_phishing_domains.txt',
    date: 'the feed as of 2026-08-22 (Canadian-targeted telecom and utility phishing domains, collected from 2025-09)',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'dotgov-state-district',
      file: 'dotgov-full.csv',
      take: 300,
      // Domain name,Domain type,… lines (neither field quoted); the domains of type "State or territory" or "Special district".
      domains: (text) =>
        text
          .split('\n')
          .slice(1)
          .map((l) => l.split(','))
          .filter(([, type]) => type === 'State or territory' || type === 'Special district')
          .map(([domain]) => hostOf(domain.trim().toLowerCase()))
          .filter(Boolean),
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
