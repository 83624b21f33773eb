// Builds the real look-alike link sets (decision 285) from openly licensed public phishing/scam domain lists, by a
// rule written down before the checker was run on any of them. Nothing here reads the checker.
//
//   node --import ./scripts/ts-resolve.mjs scripts/measure/blind-links-select.mjs <source-name>=<file> ...
//
// THE RULE (fixed 2026-12-05, before any measurement):
// 1. A host from a source list is a candidate when a BRAND token below appears in the part of the host before its
//    public suffix (tldts, ICANN suffixes only), split into parts on "." and "-":
//    - a token of 6+ letters anywhere in a part ("secure-paypal-login", "wwwpaypal"), also after reading the look-alike
//      digits 0→o 1→l 3→e 5→s ("paypa1");
//    - a token of 5 letters at the start or the end of a part ("appleid-verify", "myzelle"), never inside
//      ("pineapple" is not Apple);
//    - a token of 2–4 letters only as a whole part ("irs-refund", "usps.track-parcel").
// 2. Left out: hosts whose registrable domain belongs to the brand (its official domains below), bare IP addresses,
//    lines that are not host names.
// 3. One host per registrable domain (a campaign's hundred subdomains count once): the one with the smallest FNV-1a.
// 4. At most CAP hosts per brand per source, the smallest FNV-1a first (PayPal and Apple would fill the set otherwise).
// 5. Family = the brand's kind (payment, bank, delivery, government, toll, utility, tech, shop).
// The caller decides which source is blind and which is development (split by source and time, decision 285).
import { readFileSync } from 'node:fs'
import { parse } from 'tldts'

/** [token, brand, family, official registrable domains]. Organisations named in the directory or official-sites.ts. */
export const BRANDS = [
  ['interac', 'Interac', 'payment', ['interac.ca']],
  ['etransfer', 'Interac', 'payment', ['interac.ca']],
  ['paypal', 'PayPal', 'payment', ['paypal.com', 'paypal.me', 'paypal.ca']],
  ['zelle', 'Zelle', 'payment', ['zellepay.com']],
  ['venmo', 'Venmo', 'payment', ['venmo.com']],
  ['cashapp', 'Cash App', 'payment', ['cash.app']],
  ['desjardins', 'Desjardins', 'bank', ['desjardins.com']],
  ['wellsfargo', 'Wells Fargo', 'bank', ['wellsfargo.com']],
  ['bankofamerica', 'Bank of America', 'bank', ['bankofamerica.com']],
  ['chase', 'Chase', 'bank', ['chase.com']],
  ['citibank', 'Citi', 'bank', ['citibank.com', 'citi.com']],
  ['capitalone', 'Capital One', 'bank', ['capitalone.com']],
  ['scotiabank', 'Scotiabank', 'bank', ['scotiabank.com']],
  ['rbc', 'RBC', 'bank', ['rbc.com', 'rbcroyalbank.com']],
  ['rbcroyalbank', 'RBC', 'bank', ['rbc.com', 'rbcroyalbank.com']],
  ['tdbank', 'TD', 'bank', ['td.com', 'tdbank.com']],
  ['tdcanadatrust', 'TD', 'bank', ['td.com', 'tdbank.com']],
  ['bmo', 'BMO', 'bank', ['bmo.com']],
  ['cibc', 'CIBC', 'bank', ['cibc.com']],
  ['bbva', 'BBVA', 'bank', ['bbva.mx', 'bbva.es', 'bbva.com']],
  ['santander', 'Santander', 'bank', ['santander.com', 'santander.com.mx', 'santander.es']],
  ['banorte', 'Banorte', 'bank', ['banorte.com']],
  ['banamex', 'Banamex', 'bank', ['banamex.com']],
  ['usps', 'USPS', 'delivery', ['usps.com']],
  ['canadapost', 'Canada Post', 'delivery', ['canadapost.ca', 'canadapost-postescanada.ca']],
  ['postescanada', 'Canada Post', 'delivery', ['postescanada.ca', 'canadapost-postescanada.ca']],
  ['fedex', 'FedEx', 'delivery', ['fedex.com']],
  ['dhl', 'DHL', 'delivery', ['dhl.com', 'dhl.ca', 'dhl.com.mx']],
  ['ups', 'UPS', 'delivery', ['ups.com']],
  ['purolator', 'Purolator', 'delivery', ['purolator.com']],
  ['correos', 'Correos', 'delivery', ['correos.es', 'correosdemexico.com.mx']],
  ['irs', 'IRS', 'government', ['irs.gov']],
  ['ssa', 'Social Security', 'government', ['ssa.gov']],
  ['socialsecurity', 'Social Security', 'government', ['ssa.gov', 'socialsecurity.gov']],
  ['medicare', 'Medicare', 'government', ['medicare.gov']],
  ['cra', 'CRA', 'government', ['canada.ca', 'gc.ca']],
  ['arc', 'CRA', 'government', ['canada.ca', 'gc.ca']],
  ['servicecanada', 'Service Canada', 'government', ['canada.ca', 'gc.ca']],
  ['revenuquebec', 'Revenu Québec', 'government', ['revenuquebec.ca']],
  ['saaq', 'SAAQ', 'government', ['gouv.qc.ca']],
  ['sat', 'SAT', 'government', ['sat.gob.mx']],
  ['imss', 'IMSS', 'government', ['imss.gob.mx']],
  ['agenciatributaria', 'Agencia Tributaria', 'government', ['agenciatributaria.gob.es']],
  ['ezpass', 'E-ZPass', 'toll', ['e-zpassny.com', 'ezpassnj.com', 'e-zpassiag.com', 'ezpassma.com', 'ezpassva.com', 'ezpassmd.com']],
  ['407etr', '407 ETR', 'toll', ['407etr.com']],
  ['sunpass', 'SunPass', 'toll', ['sunpass.com']],
  ['fastrak', 'FasTrak', 'toll', ['bayareafastrak.org']],
  ['hydroquebec', 'Hydro-Québec', 'utility', ['hydroquebec.com']],
  ['cfe', 'CFE', 'utility', ['cfe.mx', 'cfe.gob.mx']],
  ['telcel', 'Telcel', 'utility', ['telcel.com']],
  ['apple', 'Apple', 'tech', ['apple.com', 'icloud.com']],
  ['appleid', 'Apple', 'tech', ['apple.com']],
  ['icloud', 'Apple', 'tech', ['icloud.com', 'apple.com']],
  ['microsoft', 'Microsoft', 'tech', ['microsoft.com', 'live.com', 'office.com']],
  ['office365', 'Microsoft', 'tech', ['microsoft.com', 'office.com']],
  ['outlook', 'Microsoft', 'tech', ['outlook.com', 'microsoft.com', 'live.com']],
  ['netflix', 'Netflix', 'tech', ['netflix.com']],
  ['amazon', 'Amazon', 'tech', ['amazon.com', 'amazon.ca', 'amazon.co.uk', 'amazon.com.mx', 'amazon.de', 'amazon.co.jp', 'amazonaws.com']],
  ['facebook', 'Meta', 'tech', ['facebook.com', 'fb.com', 'meta.com']],
  ['instagram', 'Meta', 'tech', ['instagram.com']],
  ['whatsapp', 'WhatsApp', 'tech', ['whatsapp.com', 'whatsapp.net', 'wa.me']],
  ['coinbase', 'Coinbase', 'tech', ['coinbase.com']],
  ['norton', 'Norton', 'tech', ['norton.com']],
  ['mcafee', 'McAfee', 'tech', ['mcafee.com']],
  ['geeksquad', 'Geek Squad', 'tech', ['geeksquad.com', 'bestbuy.com']],
  ['walmart', 'Walmart', 'shop', ['walmart.com', 'walmart.ca', 'walmart.com.mx']],
  ['costco', 'Costco', 'shop', ['costco.com', 'costco.ca']],
]

export const CAP = 12

export function fnv1a(text) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

const undigit = (s) => s.replaceAll('0', 'o').replaceAll('1', 'l').replaceAll('3', 'e').replaceAll('5', 's')

/** The brand a host borrows under the rule above, or null. */
export function brandOf(host) {
  const info = parse(host, { allowPrivateDomains: false })
  if (!info.domain || !info.publicSuffix || info.isIp) return null
  const named = host.slice(0, host.length - info.publicSuffix.length - 1)
  const parts = named.split(/[.-]/).filter(Boolean)
  for (const [token, brand, family, domains] of BRANDS) {
    const hit = parts.some((p) => {
      if (token.length >= 6) return p.includes(token) || undigit(p).includes(token)
      if (token.length === 5) return p.startsWith(token) || p.endsWith(token)
      return p === token
    })
    if (!hit) continue
    if (domains.includes(info.domain)) return null
    return { brand, family, token, domain: info.domain }
  }
  return null
}

/** Candidates from one list: host lines (hosts-file or plain), by the rule. */
export function select(lines, source) {
  const byDomain = new Map()
  for (const raw of lines) {
    const line = raw.replace(/#.*/, '').trim().toLowerCase()
    if (!line) continue
    const host = line
      .split(/\s+/)
      .pop()
      .replace(/^\|\||\^$/g, '')
    if (!/^[a-z0-9.-]+\.[a-z0-9-]{2,}$/.test(host) || host.length > 253) continue
    const found = brandOf(host)
    if (!found) continue
    const old = byDomain.get(found.domain)
    if (!old || fnv1a(host) < fnv1a(old.host)) byDomain.set(found.domain, { host, ...found })
  }
  const perBrand = new Map()
  for (const row of [...byDomain.values()].sort((a, b) => fnv1a(a.host) - fnv1a(b.host))) {
    const list = perBrand.get(row.brand) ?? []
    if (list.length < CAP) list.push(row)
    perBrand.set(row.brand, list)
  }
  return [...perBrand.values()].flat().map((r) => ({ ...r, source }))
}

if (process.argv[1]?.endsWith('blind-links-select.mjs')) {
  for (const arg of process.argv.slice(2)) {
    const [name, file] = arg.split('=')
    const rows = select(readFileSync(file, 'utf8').split('\n'), name)
    const brands = new Map()
    for (const r of rows) brands.set(r.brand, (brands.get(r.brand) ?? 0) + 1)
    console.log(name, rows.length, JSON.stringify(Object.fromEntries(brands)))
  }
}
