// Writes worker/scam-check/popular-sites.ts (decision 345): the registrable domains (Public Suffix List with private
// suffixes, tldts, as the checker reads them) of the Majestic Million's first 15,000 rows, in rank order, then the
// Moz Top 500's (npm package top-sites 1.1.222, MIT) that the Majestic rows lack.
//
//   node scripts/measure/popular-sites-build.mjs <majestic_million.csv> <the Moz Top 500's domains, one a line> > worker/scam-check/popular-sites.ts
//
// With --open-hosts, writes worker/scam-check/open-hosts.ts: the registrable domains of free web hosts, site builders and
// dynamic DNS services where anyone makes a name of their own (ShadowWhisperer's Lists/Free and Lists/Dynamic, public
// domain), less those the Public Suffix List already marks as such:
//
//   node scripts/measure/popular-sites-build.mjs --open-hosts <Lists/Free> <Lists/Dynamic> > worker/scam-check/open-hosts.ts
import { readFileSync } from 'node:fs'
import { parse } from 'tldts'

// With --credit-unions, writes worker/scam-check/credit-unions.ts: the registrable domains of US federally insured credit
// unions' websites as the NCUA lists them (github.com/credit-union-datasets/credit-union-websites, CC0, scraped 2025-12-24),
// less names with "www" glued on (errors of the list that a look-alike could hold) and any on a free host:
//
//   node scripts/measure/popular-sites-build.mjs --credit-unions <data/processed/scraped-websites.csv> > worker/scam-check/credit-unions.ts
if (process.argv[2] === '--credit-unions') {
  const domains = new Set()
  for (const row of readFileSync(process.argv[3], 'utf8').trim().split('\n').slice(1)) {
    const host = (row.split(',')[1] ?? '')
      .replace(/^https?:\/\//i, '')
      .split(/[/?#:]/)[0]
      .toLowerCase()
    const info = parse(host, { allowPrivateDomains: true, extractHostname: false })
    const name = info.domainWithoutSuffix ?? ''
    if (!info.domain || info.isPrivate || !/^[a-z0-9.-]+$/.test(info.domain) || /^www[a-z0-9]/.test(name)) continue
    domains.add(info.domain)
  }
  const list = [...domains].sort()
  console.log(`// Credit unions' own web addresses (issue 41: official addresses are never flagged): ${list.length} registrable domains of
// the US federally insured credit unions' websites as the NCUA lists them (github.com/credit-union-datasets/credit-union-websites,
// CC0, scraped 2025-12-24), less names with "www" glued on; written by scripts/measure/popular-sites-build.mjs.
export const CREDIT_UNION_DOMAINS: ReadonlySet<string> = new Set('${list.join(' ')}'.split(' '))`)
  process.exit(0)
}

if (process.argv[2] === '--open-hosts') {
  const hosts = new Set()
  for (const file of process.argv.slice(3))
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const host = line.trim().toLowerCase()
      if (!host || host.startsWith('#') || !/^[a-z0-9.-]+$/.test(host)) continue
      const icann = parse(host, { allowPrivateDomains: false, extractHostname: false })
      const any = parse(`x.${host}`, { allowPrivateDomains: true, extractHostname: false })
      if (icann.domain === host && !any.isPrivate) hosts.add(host)
    }
  const list = [...hosts].sort()
  console.log(`// Free web hosts, site builders and dynamic DNS services where anyone makes a name under the address ("x.weebly.com",
// "x.ddns.net"): a well-known name there is someone borrowing it (decision 345). ${list.length} registrable domains of
// ShadowWhisperer's BlockLists, Lists/Free and Lists/Dynamic (github.com/ShadowWhisperer/BlockLists, public domain, the
// snapshot of 2026-08-22) that the Public Suffix List does not already mark; written by scripts/measure/popular-sites-build.mjs.
export const OPEN_HOST_DOMAINS: ReadonlySet<string> = new Set('${list.join(' ')}'.split(' '))`)
  process.exit(0)
}

const MAX_ROWS = 15000
const domainOf = (host) => parse(host, { allowPrivateDomains: true, extractHostname: false }).domain ?? host
const out = []
const seen = new Set()
const add = (host) => {
  const d = domainOf(host.toLowerCase())
  if (/^[a-z0-9.-]+$/.test(d) && d.includes('.') && !seen.has(d)) {
    seen.add(d)
    out.push(d)
  }
}
const rows = readFileSync(process.argv[2], 'utf8')
  .trim()
  .split('\n')
  .slice(1, MAX_ROWS + 1)
// Columns: GlobalRank,TldRank,Domain,TLD,RefSubNets,RefIPs,IDN_Domain,…; the IDN column is whole where Domain is not.
for (const row of rows) add(row.split(',')[6])
for (const host of readFileSync(process.argv[3], 'utf8').split('\n')) if (host.trim()) add(host.trim())
console.log(`// Well-known web addresses, in rank order, to catch addresses spelled one slip away from one of them, carrying its name
// with other words, on another ending or before another site's name ("2ikipedia.org", "gosuslugi-pay.ru"; decisions
// 315, 345) whatever the brand. The registrable domains (Public Suffix List, tldts) of the first ${MAX_ROWS} rows of the
// Majestic Million (Majestic-12 Ltd, CC BY 3.0; the copy of 2026-03-12 in github.com/drakelover911/Phishing-analyzer),
// then those of the Moz Top 500 (npm package top-sites 1.1.222, MIT) it lacks; ${out.length} addresses, written by
// scripts/measure/popular-sites-build.mjs. Being on this list makes no address safe: it is only what look-alikes copy.
export const POPULAR_DOMAINS: readonly string[] = '${out.join(' ')}'.split(' ')`)
