// The fourteenth real link set (issue 41, round 19): hosts of a public list never used before, drawn by the rule of
// blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker), labelled by hand
// (look-alike of a named organisation, or other). Blind half only (data/scam-check/blind-links14/, frozen with SHA256
// and the unchanged checker's baseline.json); no training half this round. Official addresses: US cities' and
// counties' .gov domains (CISA's .gov list, never used for them, blind) and each imitated organisation's website.
//
//   node scripts/measure/blind-links14-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links14-select.mjs freeze <dir> blind                (writes the half from its labels)
//   node scripts/measure/blind-links14-select.mjs --check <dir>                     (re-derives the half)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository.
// Hand labels: blind-links14/labels.tsv.
//
// THE RULE (fixed 2026-12-07, before any run): blind-links4's, with seed "blind-links14:"; one source: the FBI's list
// of LabHost phishing domains (FBI IC3 advisory of 2025-04-29, 42,515 domains registered November 2021 to April 2024
// for the LabHost phishing-as-a-service platform, which targeted banks, post, tax and telecoms in Canada, the US and
// elsewhere), as copied in pureflo/LabHost-phishing-domains (domains.txt; 500 sites; never used), blind; every site of an
// earlier link set (blind-links to blind-links13, links-dev to links-dev6) left out; one host per site; no
// organisation over 10% of the look-alikes; official: 300 sites of CISA's list of .gov domains whose domain type is
// "City" or "County" (cisagov/dotgov-data, current-full.csv; only its federal file was used before, as dotgov-federal;
// blind), with the smallest FNV-1a, then the imitated organisations'.
import { hostOf } from './blind-links3-select.mjs'
import { linkSet, linkSetsBefore } from './blind-links4-select.mjs'

export const SOURCES = [
  {
    name: 'fbi-labhost',
    file: 'labhost-domains.txt',
    half: 'blind',
    take: 500,
    repo: 'https://github.com/pureflo/LabHost-phishing-domains',
    path: 'domains.txt',
    commit: '0a66c3a916b832cac4582fea296ab389d6500169',
    licence:
      'a US government work (the FBI’s IC3 advisory CSA 2025-04-29, https://www.ic3.gov/CSA/2025/250429.pdf; public domain); the repository has no licence file',
    date: 'domains registered 2021-11 to 2024-04 for the LabHost phishing service, published by the FBI on 2025-04-29',
  },
]
/** The hosts of CISA's .gov list (current-full.csv: "Domain name,Domain type,…" lines, neither field quoted) whose domain
 * type is one of `types`, in the file's order; the official half of link rounds 19 to 21 draws from it. */
export function dotgovDomains(text, types) {
  const wanted = new Set(types)
  return text
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
    .filter(([, type]) => wanted.has(type))
    .map(([domain]) => hostOf(domain.trim().toLowerCase()))
    .filter(Boolean)
}

export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'dotgov-local',
      file: 'dotgov-full.csv',
      take: 300,
      // Domain name,Domain type,… lines (neither field quoted); the domains of type "City" or "County".
      domains: (text) => dotgovDomains(text, ['City', 'County']),
      source: 'https://github.com/cisagov/dotgov-data/blob/4ee64196503d34bcaff8b508444b0f7552f97d71/current-full.csv',
      licence: 'CC0 1.0 (repository LICENSE; CISA, a US government work)',
      date: 'US cities’ and counties’ .gov domains (domain types "City" and "County"), the list as of 2026-08-22',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links14:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links14/links.jsonl' },
  labels: { blind: 'blind-links14/labels.tsv' },
  earlier: linkSetsBefore(14),
  script: 'blind-links14-select.mjs',
  day: '2026-12-07',
})
