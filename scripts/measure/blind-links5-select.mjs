// The fifth real link set (issue 41, round 9): hosts of public phishing/scam lists never used before, drawn by the
// rule of blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker), labelled
// by hand (look-alike of a named organisation, or other), split BY SOURCE REPOSITORY into a blind half
// (data/scam-check/blind-links5/, frozen with SHA256 and the unchanged checker's baseline.json) and a training half
// (data/scam-check/real/links-dev5.jsonl). Official addresses: US municipalities' own websites (UScityURL, blind) and,
// in both halves, each imitated organisation's website.
//
//   node scripts/measure/blind-links5-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links5-select.mjs freeze <dir> dev|blind              (writes one half from its labels)
//   node scripts/measure/blind-links5-select.mjs --check <dir>                       (re-derives both halves)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository
// (eset-ioc.adoc: every README.adoc of the commit, concatenated in `git ls-tree -r` order). Hand labels:
// blind-links5/labels.tsv, real/links-dev5-labels.tsv.
//
// THE RULE (fixed 2026-12-06, before any run): blind-links4's, with seed "blind-links5:"; sources: blind the Turkish
// national CERT's URL list (USOM), training ESET's published indicators; every site of an earlier link set (blind-links
// to blind-links4, links-dev to links-dev4) left out; official: 120 UScityURL sites with the smallest FNV-1a (blind).
import { linkSet } from './blind-links4-select.mjs'

export const SOURCES = [
  {
    name: 'usom',
    file: 'usom-urls.txt',
    half: 'blind',
    take: 700,
    repo: 'https://github.com/elliotwutingfeng/USOM-Blocklists',
    path: 'urls.txt',
    commit: '30b0601c60eaabebf6522fd420c8304472e54425',
    licence: 'BSD-3-Clause (repository LICENSE; data of the Turkish national CERT, USOM)',
    date: 'the list as of 2023-02-14',
  },
  {
    name: 'eset-ioc',
    file: 'eset-ioc.adoc',
    half: 'dev',
    take: 400,
    defanged: true,
    strip: /[`+|]/g,
    repo: 'https://github.com/eset/malware-ioc',
    path: '*/README.adoc (defanged hosts)',
    commit: 'f9c1102417f469167bcb40f24e14badeeaf9dc70',
    licence: 'BSD-2-Clause (repository LICENSE)',
    date: 'indicators published 2014 to 2024-10',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'uscityurl',
      file: 'uscityurl.csv',
      column: -1,
      take: 120,
      source: 'https://github.com/caimeng2/UScityURL/blob/f533039e410c7a1bb757c01959530999760eea69/UScityURL.csv',
      licence: 'CC BY 4.0 (README; Cai, Huang and Decaminada 2023, doi:10.1177/23998083231190961)',
      date: 'US municipalities’ official websites, checked by hand by the authors in 2022-09',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links5:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links5/links.jsonl', dev: 'real/links-dev5.jsonl' },
  labels: { blind: 'blind-links5/labels.tsv', dev: 'real/links-dev5-labels.tsv' },
  earlier: [
    'blind-links/links.jsonl',
    'blind-links2/links.jsonl',
    'blind-links3/links.jsonl',
    'blind-links4/links.jsonl',
    'real/links-dev.jsonl',
    'real/links-dev2.jsonl',
    'real/links-dev3.jsonl',
    'real/links-dev4.jsonl',
  ],
  script: 'blind-links5-select.mjs',
  day: '2026-12-06',
})
