// The directory of official contacts ("Is this really my bank, the IRS, the CRA, the SAT?"), read by
// the public page /official-contacts, the expert console and the scam checker (look-alike links).
//
// Pure data and small pure functions, no imports from the app, the worker or any package, so any side
// can use it. The entries themselves are in ./official-directory-entries.ts; docs/official-directory.md
// says how to add or correct one (every web address and number with the public page it was checked on
// and the date). An entry holds its three languages side by side (names, what it never does), so one
// record is one fact-checked unit; that is why this module has no twin in content/es or content/fr.
//
// Experts add or correct entries from the console; once a second expert approves, the worker lays the
// approved changes over these entries (`mergeApproved`), and the page and the lookups read the result.

import { LOCALE_HOME_COUNTRY, type Locale } from './locales'
import { DIRECTORY_ENTRIES } from './official-directory-entries'
import { DIRECTORY_COUNTRIES, DIRECTORY_KINDS, type DirectoryCountry, type DirectoryKind, type OfficialEntry } from './official-directory-types'

export * from './official-directory-types'

/** Bumped whenever an entry is added, removed or corrected here: YYYY-MM-DD.n */
export const DIRECTORY_VERSION = '2026-12-05.2'

/** Domains several offices share: an address there matches an entry only through its `pages`. */
export const SHARED_DOMAINS: readonly string[] = ['canada.ca', 'gc.ca', 'gob.mx', 'usa.gov']

/** The built-in entries (this file's version). */
export const OFFICIAL_ENTRIES: readonly OfficialEntry[] = DIRECTORY_ENTRIES

// ---- normalising ---------------------------------------------------------------------------------

const LETTER_DIGITS: Record<string, string> = {
  a: '2', b: '2', c: '2', d: '3', e: '3', f: '3', g: '4', h: '4', i: '4', j: '5', k: '5', l: '5', m: '6',
  n: '6', o: '6', p: '7', q: '7', r: '7', s: '7', t: '8', u: '8', v: '8', w: '9', x: '9', y: '9', z: '9',
}

/** Country calling codes of the directory's countries, longest first. */
const CALLING_CODES = ['506', '507', '52', '1'] as const

/**
 * The digits of a typed phone number in E.164 form when it can be read: "1-800-MEDICARE",
 * "(800) 829-1040", "+1 800 829 1040", "001 800…", "011 52 55…" or "55 5340 0999" (Mexico, 10 digits,
 * read as +52 only when it is not a North American number). Returns every reading that could be meant,
 * most likely first, or [] when it is not a phone number at all.
 */
export function phoneCandidates(input: string): string[] {
  const text = input.trim().toLowerCase()
  if (!text || text.length > 40) return []
  if (/[^0-9a-z+().\-\s/]/.test(text)) return []
  const letters = text.replace(/[^a-z]/g, '')
  // A vanity number has a few letters after digits; a word alone is a name, not a number.
  if (letters.length > 10 || !/[0-9]{3}/.test(text)) return []
  let digits = text.replace(/[a-z]/g, (c) => LETTER_DIGITS[c] ?? '').replace(/[^0-9+]/g, '')
  const plus = digits.startsWith('+')
  digits = digits.replace(/\+/g, '')
  if (!plus) {
    if (digits.startsWith('011')) digits = digits.slice(3)
    else if (digits.startsWith('00')) digits = digits.slice(2)
    else {
      const local = localCandidates(digits)
      return local
    }
  }
  if (digits.length < 8 || digits.length > 15) return []
  return [`+${digits}`]
}

function localCandidates(digits: string): string[] {
  const out: string[] = []
  // North America: 10 digits, or 11 starting with 1. A toll-free vanity number may run past 11 ("1-800-MEDICARE").
  if (digits.length === 10) out.push(`+1${digits}`)
  else if (digits.length === 11 && digits.startsWith('1')) out.push(`+${digits}`)
  else if (digits.length > 11 && digits.startsWith('1') && isTollFree(digits.slice(1, 4))) out.push(`+${digits.slice(0, 11)}`)
  else if (digits.length > 10 && isTollFree(digits.slice(0, 3))) out.push(`+1${digits.slice(0, 10)}`)
  // Mexico: 10 digits; Costa Rica and Panama: 8 and 7 or 8 digits.
  if (digits.length === 10) out.push(`+52${digits}`)
  if (digits.length === 12 && digits.startsWith('52')) out.push(`+${digits}`)
  // The country code written without "+": "(507) 270-5000", "506 2212 2000".
  if (digits.startsWith('506') && digits.length === 11) out.push(`+${digits}`)
  if (digits.startsWith('507') && (digits.length === 10 || digits.length === 11)) out.push(`+${digits}`)
  if (digits.length === 8) out.push(`+506${digits}`, `+507${digits}`)
  if (digits.length === 7) out.push(`+507${digits}`)
  return out
}

function isTollFree(area: string): boolean {
  return ['800', '833', '844', '855', '866', '877', '888'].includes(area)
}

/** The calling code of an E.164 number among the directory's countries ("+52…" → "52"). */
export function callingCode(e164: string): string | undefined {
  const digits = e164.replace(/^\+/, '')
  return CALLING_CODES.find((code) => digits.startsWith(code))
}

/**
 * The host of a typed web address, lowercased, without "www." and a final dot: "HTTPS://Www.IRS.gov/x"
 * → "irs.gov". Returns undefined when the text is not an address (no dot, spaces, a bare word).
 */
export function hostOf(input: string): string | undefined {
  const url = addressOf(input)
  if (!url) return undefined
  return url.host
}

/** Host and path of a typed address, or undefined. Accepts "irs.gov", "www.irs.gov/x", "https://…". */
export function addressOf(input: string): { host: string; path: string } | undefined {
  let text = input.trim()
  if (!text || text.length > 2000 || /\s/.test(text)) return undefined
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `https://${text}`
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  let host = url.hostname.toLowerCase().replace(/\.$/, '')
  if (!host.includes('.') || host.startsWith('[')) return undefined
  if (/^\d+(\.\d+){3}$/.test(host)) return { host, path: url.pathname }
  if (!/^[a-z0-9.-]+$/.test(host)) return { host, path: url.pathname } // punycode is already ASCII; anything else is kept as is
  host = host.replace(/^www\d?\./, '')
  return { host, path: url.pathname.toLowerCase() }
}

/** Lowercase, accents removed, punctuation as spaces, single spaces: "Revenu Québec" → "revenu quebec". */
export function normaliseName(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

// ---- lookups -------------------------------------------------------------------------------------

/** True when `host` is `domain` or one of its subdomains. */
export function hostIsUnder(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`)
}

/** The entries that own a phone number (any way it can be typed), or []. */
export function lookupByPhone(input: string, entries: readonly OfficialEntry[] = OFFICIAL_ENTRIES): OfficialEntry[] {
  const candidates = phoneCandidates(input)
  if (candidates.length === 0) return []
  return entries.filter((e) => e.phones.some((p) => candidates.includes(p.e164)))
}

/**
 * The entries a web address belongs to: its host is one of an entry's domains or under one, or (on a
 * shared government domain) its path starts with one of an entry's pages. A look-alike ("irs-gov.help",
 * "paypa1.com") matches nothing: that is the point.
 */
export function lookupByAddress(input: string, entries: readonly OfficialEntry[] = OFFICIAL_ENTRIES): OfficialEntry[] {
  const address = addressOf(input)
  if (!address) return []
  const { host, path } = address
  const shared = SHARED_DOMAINS.find((d) => hostIsUnder(host, d))
  if (shared) {
    const where = `${host}${path}`.replace(/\/+$/, '')
    const onPages = entries.filter((e) => (e.pages ?? []).some((p) => where === p || where.startsWith(`${p}/`) || where.startsWith(`${p}.`)))
    if (onPages.length > 0) return onPages
  }
  // The most specific owner: "sat.gob.mx" is the SAT's, not every office's under "gob.mx".
  const owned = entries.map((e) => ({ e, length: Math.max(0, ...e.domains.filter((d) => hostIsUnder(host, d)).map((d) => d.length)) }))
  const longest = Math.max(0, ...owned.map((o) => o.length))
  return longest === 0 ? [] : owned.filter((o) => o.length === longest).map((o) => o.e)
}

/**
 * The entries whose name or alias matches what was typed: an exact alias or name first, then names
 * and aliases that contain every typed word. Case and accents do not matter ("revenu quebec").
 */
export function lookupByName(input: string, entries: readonly OfficialEntry[] = OFFICIAL_ENTRIES): OfficialEntry[] {
  const query = normaliseName(input)
  if (query.length < 2) return []
  const words = query.split(' ')
  const labels = (e: OfficialEntry) => [e.names.en, e.names.es, e.names.fr, ...e.aliases].map(normaliseName)
  const exact = entries.filter((e) => labels(e).includes(query))
  if (exact.length > 0) return exact
  return entries.filter((e) =>
    labels(e).some((label) => {
      const have = label.split(' ')
      return words.every((w) => (w.length <= 2 ? have.includes(w) : have.some((h) => h.startsWith(w))))
    }),
  )
}

export type LookupKind = 'name' | 'phone' | 'address'

/**
 * What a person typed, read the way they meant it: a phone number when it reads as one, a web address
 * when it has a dot and no spaces, otherwise a name.
 */
export function lookup(input: string, entries: readonly OfficialEntry[] = OFFICIAL_ENTRIES): { kind: LookupKind; matches: OfficialEntry[] } {
  const text = input.trim()
  if (phoneCandidates(text).length > 0 && !/[a-z]{4,}\./i.test(text)) return { kind: 'phone', matches: lookupByPhone(text, entries) }
  if (addressOf(text) && /\./.test(text) && !/\s/.test(text)) return { kind: 'address', matches: lookupByAddress(text, entries) }
  return { kind: 'name', matches: lookupByName(text, entries) }
}

/** Every host an entry owns, for the scam checker: domain → the ids of the entries that own it. */
export function officialDomains(entries: readonly OfficialEntry[] = OFFICIAL_ENTRIES): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, string[]>()
  for (const e of entries)
    for (const d of e.domains) {
      const ids = map.get(d) ?? []
      ids.push(e.id)
      map.set(d, ids)
    }
  return map
}

/** True when the host belongs to an entry (exactly or as a subdomain of an official domain). */
export function isOfficialHost(host: string, entries: readonly OfficialEntry[] = OFFICIAL_ENTRIES): boolean {
  const h = host.toLowerCase().replace(/^www\d?\./, '').replace(/\.$/, '')
  return entries.some((e) => e.domains.some((d) => hostIsUnder(h, d)))
}

/** The countries in a page's order: its readers' own country first (Canada in French, content/locales.ts). */
export function directoryCountriesFor(locale: Locale): DirectoryCountry[] {
  const home = LOCALE_HOME_COUNTRY[locale]
  return [...DIRECTORY_COUNTRIES.filter((c) => c === home), ...DIRECTORY_COUNTRIES.filter((c) => c !== home)]
}

/** The entries of one country, by kind in the directory's order, each kind alphabetical by English name. */
export function entriesByCountry(entries: readonly OfficialEntry[] = OFFICIAL_ENTRIES): Record<DirectoryCountry, Record<DirectoryKind, OfficialEntry[]>> {
  const out = Object.fromEntries(
    DIRECTORY_COUNTRIES.map((c) => [c, Object.fromEntries(DIRECTORY_KINDS.map((k) => [k, [] as OfficialEntry[]]))]),
  ) as Record<DirectoryCountry, Record<DirectoryKind, OfficialEntry[]>>
  for (const e of [...entries].sort((a, b) => a.names.en.localeCompare(b.names.en))) out[e.country][e.kind].push(e)
  return out
}

/**
 * The directory with experts' approved changes laid over it: a change with an existing id replaces
 * that entry, a new id is added, a removal takes it out. The last approved change for an id wins.
 */
export function mergeApproved(
  base: readonly OfficialEntry[],
  changes: readonly ({ action: 'upsert'; entry: OfficialEntry } | { action: 'remove'; id: string })[],
): OfficialEntry[] {
  const byId = new Map(base.map((e) => [e.id, e]))
  for (const change of changes) {
    if (change.action === 'remove') byId.delete(change.id)
    else byId.set(change.entry.id, change.entry)
  }
  return [...byId.values()]
}
