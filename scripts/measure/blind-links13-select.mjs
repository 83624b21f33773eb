// The thirteenth real link set (issue 41, round 18): hosts of two public lists never used before, drawn by the rule of
// blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker), labelled by hand
// (look-alike of a named organisation, or other). Blind half only (data/scam-check/blind-links13/, frozen with SHA256
// and the unchanged checker's baseline.json); no training half this round. Official addresses: Canadian
// municipalities' websites (the Open Civic Data list, never used, blind) and each imitated organisation's website.
//
//   node scripts/measure/blind-links13-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links13-select.mjs freeze <dir> blind                (writes the half from its labels)
//   node scripts/measure/blind-links13-select.mjs --check <dir>                     (re-derives the half)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository
// (tweetfeed-2026.txt: for every daily file 2026/2026MM/2026MMDD.csv in name order, the fourth field of each line whose
// third field is "url" or "domain" and whose fifth field (the tags) holds "#phishing" in any case, one a line, i.e.
// `awk -F, '($3=="domain"||$3=="url") && tolower($5) ~ /#phishing/ {print $4}'` of each). Hand labels:
// blind-links13/labels.tsv.
//
// THE RULE (fixed 2026-12-07, before any run): blind-links4's, with seed "blind-links13:"; sources, in this order:
// TweetFeed's daily files of 2026 (0xDanielLopez/TweetFeed, 2026-01-01 to 2026-08-22, the URLs and domains tagged
// #phishing by those who posted them; 1,000 sites; never used) and the "Not on my shift!" list (T145/not-on-my-shift,
// built/domains.txt; 400 sites, which after earlier sets is the whole list; never used), both blind; every site of an
// earlier link set (blind-links to blind-links12, links-dev to links-dev6) left out; one host per site; no organisation
// over 10% of the look-alikes; official: 300 sites of the Open Civic Data list of Canadian municipalities' websites
// (opencivicdata/ocd-division-ids, ca_census_subdivisions-url.csv, its "url" column; never used as an official list;
// blind), with the smallest FNV-1a, then the imitated organisations'.
import { hostOf } from './blind-links3-select.mjs'
import { linkSet, linkSetsBefore } from './blind-links4-select.mjs'

export const SOURCES = [
  {
    name: 'tweetfeed',
    file: 'tweetfeed-2026.txt',
    half: 'blind',
    take: 1000,
    repo: 'https://github.com/0xDanielLopez/TweetFeed',
    path: '2026/*/2026*.csv (the URLs and domains tagged #phishing, the 234 daily files 2026-01-01 to 2026-08-22 in name order, one a line)',
    commit: '7fef7d8e2dcfdc667496aa3951c4e6bf46e592a8',
    licence: 'CC0 1.0 (repository LICENSE; the feeds are released under CC0, as its README says)',
    date: 'posted 2026-01-01 to 2026-08-22 (indicators shared on Twitter/X by security researchers, tagged #phishing)',
  },
  {
    name: 'not-on-my-shift',
    file: 'notonmyshift.txt',
    half: 'blind',
    take: 400,
    repo: 'https://github.com/T145/not-on-my-shift',
    path: 'built/domains.txt',
    commit: '0de984d05c429b7a339f44c24908ba5358389090',
    licence: 'ISC (repository LICENSE)',
    date: 'the list as of 2026-08-22 (phishing and scam hosts met in spam mail and reports, entries dated 2020 to 2023)',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'ca-municipalities',
      file: 'ca-municipal.csv',
      take: 300,
      // id,url lines; a quoted url may hold a comma, so the line's rest after the first comma, without its quote.
      domains: (text) =>
        text
          .split('\n')
          .slice(1)
          .map((l) => hostOf(l.slice(l.indexOf(',') + 1).replace(/^"/, '')))
          .filter(Boolean),
      source:
        'https://github.com/opencivicdata/ocd-division-ids/blob/c20688f2cbb07101cb21cd45551fdcf451c705c3/identifiers/country-ca/ca_census_subdivisions-url.csv',
      licence: 'CC0 1.0 (repository LICENSE.md)',
      date: 'Canadian municipalities’ websites (census subdivisions, from the Federation of Canadian Municipalities’ members), the list as of 2014-10-15',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links13:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links13/links.jsonl' },
  labels: { blind: 'blind-links13/labels.tsv' },
  earlier: linkSetsBefore(13),
  script: 'blind-links13-select.mjs',
  day: '2026-12-07',
})
