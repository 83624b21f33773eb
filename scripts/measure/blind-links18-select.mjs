// The eighteenth real link set (issue 41, round 23): hosts of two public lists never used before, drawn by the rule of
// blind-links4-select.mjs (its linkSet: seeded FNV-1a, never reading our brand lists or the checker), labelled by hand
// (look-alike of a named organisation, or other). Blind half only (data/scam-check/blind-links18/, frozen with
// SHA256); no training half this round. Official addresses: MISP's warning list of known bank websites (never used
// for official addresses) and each imitated organisation's website.
//
//   node scripts/measure/blind-links18-select.mjs draw <dir> > /tmp/candidates.tsv   (hosts to label)
//   node scripts/measure/blind-links18-select.mjs freeze <dir> blind                (writes the half from its labels)
//   node scripts/measure/blind-links18-select.mjs --check <dir>                     (re-derives the half)
//
// <dir> holds the files named in SOURCES and OFFICIAL_LISTS, each `git show <commit>:<path>` of its repository.
// Hand labels: blind-links18/labels.tsv.
//
// THE RULE (fixed 2026-12-08, before any run): blind-links4's, with seed "blind-links18:"; sources, in this order:
// EtherAddressLookup's phishing-domain blacklist (409H/EtherAddressLookup, blacklists/domains.json, one quoted domain a
// line: crypto-wallet and exchange phishing, the list MetaMask's extension also served; take 180; never used: no file
// of that repository was), then Unit 42's CAPTCHA-protected phishing indicators (pan-unit42/iocs,
// CAPTCHA_Protected_Phishing/IOCs_August2021, one host or URL a line, not defanged; take 100; never used: no file of
// that repository was; Unit 42's other repositories were), about 280 sites in all (within 250–320, for the time hand
// labelling takes), blind; every site of an earlier link set (blind-links to blind-links17, links-dev to links-dev6)
// left out; one host per site; no organisation over 10% of the look-alikes; official: 150 sites of MISP's warning list
// of known bank websites (MISP/misp-warninglists, lists/bank-website/list.json; only entries that are a registrable
// domain or its www host; never used), with the smallest FNV-1a, then the imitated organisations'. If hand labelling
// cannot be finished in time, the set is not cut afterwards: the takes above stand.
import { parse } from 'tldts'
import { hostOf } from './blind-links3-select.mjs'
import { linkSet, linkSetsBefore } from './blind-links4-select.mjs'

export const SOURCES = [
  {
    name: 'etheraddresslookup-domains',
    file: 'eal-domains.json',
    half: 'blind',
    take: 180,
    // A JSON array, one quoted domain a line: quotes, commas and brackets read as spaces.
    strip: /[",[\]]/g,
    repo: 'https://github.com/409H/EtherAddressLookup',
    path: 'blacklists/domains.json',
    commit: '3ade2ea889adf5a9c39b1ee4f40f41ef8387f26b',
    licence: 'MIT (repository LICENSE: "MIT License, Copyright (c) 2017 Harry Denley")',
    date: 'crypto phishing domains blacklisted 2017 to 2022 (the list as of 2022-09-01)',
  },
  {
    name: 'unit42-captcha-phishing',
    file: 'unit42-captcha-phishing.txt',
    half: 'blind',
    take: 100,
    repo: 'https://github.com/pan-unit42/iocs',
    path: 'CAPTCHA_Protected_Phishing/IOCs_August2021',
    commit: '315464dd880ae0859fa54eed8cb20337ce67350d',
    licence: 'MIT (repository LICENSE: "MIT License, Copyright (c) 2018 Palo Alto Networks"; Unit 42, attributed here)',
    date: 'CAPTCHA-protected phishing hosts and URLs published by Unit 42 in 2021-08',
  },
]
export const OFFICIAL_LISTS = {
  blind: [
    {
      name: 'misp-bank-websites',
      file: 'misp-bank-website.json',
      take: 150,
      // Its "list": ".domain" entries; only those that are a registrable domain or its www host (no bank's subdomain
      // of another site).
      domains: (text) =>
        JSON.parse(text)
          .list.map((d) => hostOf(d.trim().toLowerCase().replace(/^\./, '')))
          .filter(Boolean)
          .filter((h) => {
            const d = parse(h, { allowPrivateDomains: true }).domain
            return h === d || h === `www.${d}`
          }),
      source: 'https://github.com/MISP/misp-warninglists/blob/84f0610aaf3b32159285c9b85510d0f415ea6b27/lists/bank-website/list.json',
      licence: 'CC0 1.0 (repository README: "MISP warning-lists are licensed under CC0 1.0 Universal")',
      date: 'MISP’s warning list of known bank websites (version 9), the list as of 2026-04-14',
    },
  ],
  dev: [],
}

export const { draw, officialList, rows } = linkSet({
  seed: 'blind-links18:',
  sources: SOURCES,
  officialLists: OFFICIAL_LISTS,
  out: { blind: 'blind-links18/links.jsonl' },
  labels: { blind: 'blind-links18/labels.tsv' },
  earlier: linkSetsBefore(18),
  script: 'blind-links18-select.mjs',
  day: '2026-12-08',
})
