// The ninth real link set (issue 41, round 14): hosts of two public phishing lists never used before as such, drawn by
// the rule of blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker),
// labelled by hand (look-alike of a named organisation, or other). Blind half only (data/scam-check/blind-links9/,
// frozen with SHA256 and the unchanged checker's baseline.json); no training half this round. Official addresses: the
// websites of Brazil's banks and payment institutions (a published public-domain list, blind) and each imitated
// organisation's website.
//
//   node scripts/measure/blind-links9-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links9-select.mjs freeze <dir> blind                (writes the half from its labels)
//   node scripts/measure/blind-links9-select.mjs --check <dir>                     (re-derives the half)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository. Hand
// labels: blind-links9/labels.tsv.
//
// THE RULE (fixed 2026-12-07, before any run): blind-links4's, with seed "blind-links9:"; sources, in this order: the
// PhishTank online-valid file (1200 sites; first fixed at 500, raised the same day after the first draw's labels in
// progress showed about 120 look-alikes after the cap, under the 250 aimed at, before any label was final or the
// checker was run; the 500 are the 1200's first 500; PhishTank's whole feed, never used: earlier rounds took only its
// three AlienVault pulses for banking, PayPal and Microsoft) and the Malwarebytes file (100 sites; never used) of
// romainmarcoux/malicious-domains, both blind; every site of an earlier link set (blind-links to blind-links8,
// links-dev to links-dev6) left out; one host per site; no organisation over 10% of the look-alikes; official: 120
// sites of the Brazilian banks list of guibranco/BancosBrasileiros (its "Url" fields; blind, smallest FNV-1a), then
// the imitated organisations'.
import { linkSet, linkSetsBefore } from './blind-links4-select.mjs'

const RM = {
  repo: 'https://github.com/romainmarcoux/malicious-domains',
  commit: 'd475d84b7b1039860ba2ea7574fe8da71807e31c',
  half: 'blind',
}
export const SOURCES = [
  {
    ...RM,
    name: 'phishtank-online-valid',
    file: 'rm-phishtank.com-online-valid',
    take: 1200,
    path: 'sources/phishtank.com-online-valid',
    licence: 'MIT (repository LICENSE; an aggregation of public phishing feeds, each named in its README: phishtank.org)',
    date: 'the list as of 2026-08-22 (PhishTank’s verified, online phishing hosts)',
  },
  {
    ...RM,
    name: 'malwarebytes',
    file: 'rm-malwarebytes.com.txt',
    take: 100,
    path: 'sources/malwarebytes.com.txt',
    licence: 'MIT (repository LICENSE; an aggregation of public phishing feeds, each named in its README: malwarebytes.com)',
    date: 'the list as of 2026-08-22 (malware and phishing hosts)',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'br-bancos',
      file: 'br-bancos.json',
      take: 120,
      domains: (text) =>
        JSON.parse(text.replace(/^\uFEFF/, ''))
          .map((b) => b.Url)
          .filter((u) => /^https?:\/\//.test(u ?? ''))
          .map((u) => new URL(u).hostname.toLowerCase()),
      source: 'https://github.com/guibranco/BancosBrasileiros/blob/bdff719f84e240fd82d7a0a492840cbe886f3bab/data/bancos.json',
      licence: 'public domain (the Unlicense, repository LICENSE)',
      date: 'websites of banks and payment institutions in Brazil (from the Banco Central do Brasil’s registers), the list as of 2026-08-22',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links9:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links9/links.jsonl' },
  labels: { blind: 'blind-links9/labels.tsv' },
  earlier: linkSetsBefore(9),
  script: 'blind-links9-select.mjs',
  day: '2026-12-07',
})
