// Web addresses and phone numbers in pasted text, found by hand-written scanners (no regular
// expressions over the visitor's text) that look at each character a bounded number of times.
import { parse } from 'tldts'
import { COINED_NAMES, COUNTRY_NAMES, SHORT_NAMES, SITE_WORD_HOLDERS, WALLET_SITES, WALLET_WORDS } from './coined-names.ts'
import { CREDIT_UNION_DOMAINS } from './credit-unions.ts'
import { modelReading } from './link-model.ts'
import { GENERIC, type OfficialSite, SITES } from './official-sites.ts'
import { OPEN_HOST_DOMAINS } from './open-hosts.ts'
import { POPULAR_DOMAINS } from './popular-sites.ts'
import {
  ABUSED_ENDINGS,
  ACTION_WORDS,
  type Explanation,
  GOVERNMENT_WORDS,
  type Lang,
  ODD_ENDINGS,
  SHORTENERS,
  siteWords,
} from './signals.ts'
import type { Steps } from './text.ts'

export interface FoundLink {
  /** As written in the text. */
  raw: string
  start: number
  end: number
  scheme: 'http' | 'https' | 'none'
  /** Lower-case host name without port; '' when it could not be read. */
  host: string
  /** Text between the scheme and an `@` that comes before the host (a trick: `bank.com@evil.example`). */
  userinfo: string
  /** Path, query and fragment, lower case. */
  rest: string
}

export interface FoundPhone {
  raw: string
  start: number
  end: number
  digits: string
  /** Written with a leading `+` or `011`. */
  international: boolean
}

/** Links looked at per message: enough for any real message; 1,000 pasted links cost no more. */
export const MAX_LINKS = 40
export const MAX_PHONES = 40
/** Longest piece of text treated as one address. */
const MAX_CHUNK = 2048

/** Common top-level domains, to tell "example.com" from "e.g." or "3.5". */
const TLDS = new Set([
  'com',
  'net',
  'org',
  'info',
  'biz',
  'us',
  'ca',
  'uk',
  'io',
  'co',
  'me',
  'gov',
  'edu',
  'mil',
  'app',
  'online',
  'site',
  'top',
  'xyz',
  'icu',
  'click',
  'link',
  'live',
  'shop',
  'store',
  'support',
  'help',
  'vip',
  'cc',
  'ru',
  'cn',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'buzz',
  'work',
  'life',
  'world',
  'today',
  'news',
  'services',
  'center',
  'club',
  'pro',
  'ly',
  'gl',
  'gd',
  'at',
  'mx',
  'es',
  'de',
  'fr',
  'in',
  'ng',
  'ph',
  'au',
  'nz',
  'ie',
  'tv',
  'ws',
  'su',
  'sbs',
  'cfd',
  'bond',
  'cyou',
  'rest',
  'mobi',
  'asia',
  'win',
  'loan',
  'cam',
  'lat',
])

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 0xa0 || code === 0x3000
}

/** Characters that end an address when they close it: punctuation of the sentence around it. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '}', '"', "'", '>', '»', '”', '’'])
const LEADING = new Set(['(', '[', '{', '"', "'", '<', '«', '“', '‘'])

/** Splits on white space; each piece is checked once. Linear. */
function chunks(text: string, steps: Steps, visit: (chunk: string, start: number) => boolean): void {
  let start = -1
  for (let i = 0; i <= text.length; i++) {
    steps.add()
    const end = i === text.length || isSpace(text.charCodeAt(i))
    if (!end) {
      if (start < 0) start = i
      continue
    }
    if (start >= 0) {
      if (!visit(text.slice(start, Math.min(i, start + MAX_CHUNK)), start)) return
      start = -1
    }
  }
}

function trimPunctuation(chunk: string, start: number): { value: string; start: number } {
  let from = 0
  let to = chunk.length
  while (from < to && LEADING.has(chunk[from])) from++
  while (to > from && TRAILING.has(chunk[to - 1])) to--
  return { value: chunk.slice(from, to), start: start + from }
}

/** File names that end like a country's web address ("invoice.zip", "notes.md"): not addresses when written alone. */
const FILE_ENDINGS = new Set(['zip', 'mov', 'md', 'py', 'sh', 'pl', 'rs', 'cs', 'ps', 'am', 'pm', 'no', 'it', 'so', 'is', 'to'])

/**
 * An address written without http(s):// and with an ending outside TLDS ("usps.wahlt.eu", "chaseonline.doorex.sa"):
 * an address when the Public Suffix List (tldts) knows the ending, and it is written in lower case with three or more
 * labels, or two labels whose ending is not a file's or a word's ("there.it", "notes.md" are not addresses).
 */
function otherEnding(written: string, labels: readonly string[], alone: boolean): boolean {
  if (written !== written.toLowerCase() || /[^a-z0-9.-]/.test(written)) return false
  const info = parse(written, { allowPrivateDomains: false, extractHostname: false })
  if (!info.isIcann || !info.domain) return false
  return labels.length >= 3 || alone || !FILE_ENDINGS.has(labels[labels.length - 1])
}

/** Reads `scheme://user@host:port/rest` by hand; returns null if the piece is not an address. */
export function parseLink(value: string, start: number, steps: Steps, alone = false): FoundLink | null {
  const lower = value.toLowerCase()
  let scheme: FoundLink['scheme'] = 'none'
  let i = 0
  if (lower.startsWith('https://')) {
    scheme = 'https'
    i = 8
  } else if (lower.startsWith('http://')) {
    scheme = 'http'
    i = 7
  } else if (lower.startsWith('hxxp://') || lower.startsWith('hxxps://')) {
    return null
  }
  // The authority ends at the first / ? or #.
  let end = i
  while (end < lower.length && lower[end] !== '/' && lower[end] !== '?' && lower[end] !== '#') {
    steps.add()
    end++
  }
  const authority = lower.slice(i, end)
  const at = authority.lastIndexOf('@')
  const userinfo = at >= 0 ? authority.slice(0, at) : ''
  let host = at >= 0 ? authority.slice(at + 1) : authority
  const colon = host.indexOf(':')
  if (colon >= 0) host = host.slice(0, colon)
  if (host.endsWith('.')) host = host.slice(0, -1)
  if (!host || host.length > 253) return null
  const labels = host.split('.')
  if (labels.some((l) => l === '')) return null
  if (scheme === 'none') {
    // Without a scheme, only "www.x.y" or "name.tld" with a known ending counts; e-mail addresses do not.
    if (at >= 0 && end === lower.length) return null
    if (labels.length < 2) return null
    const tld = labels[labels.length - 1]
    if (!lower.startsWith('www.') && !TLDS.has(tld) && !tld.startsWith('xn--') && !otherEnding(value.slice(i, end), labels, alone))
      return null
    if (/^[0-9]+$/.test(tld)) {
      // Bare IP addresses without a scheme: only if they have exactly four numbers.
      if (labels.length !== 4) return null
    }
  } else if (labels.length < 2 && !host.startsWith('[')) {
    return null
  }
  return { raw: value, start, end: start + value.length, scheme, host, userinfo, rest: lower.slice(end) }
}

/** Every web address in the text, up to MAX_LINKS. */
export function findLinks(text: string, steps: Steps): FoundLink[] {
  const links: FoundLink[] = []
  // Pasted alone (what a QR code or a copied address gives), "goog1e.rs" or "bank-login.it" is an address, not a file
  // name or a sentence run together (decision 315).
  const trimmed = text.trim()
  let alone = trimmed.length <= MAX_CHUNK
  for (let i = 0; i < trimmed.length && alone; i++) {
    steps.add()
    if (isSpace(trimmed.charCodeAt(i))) alone = false
  }
  chunks(text, steps, (chunk, start) => {
    const { value, start: at } = trimPunctuation(chunk, start)
    // Quick reject: an address has a dot (or is an http(s) link with an IPv6 host).
    if (value.indexOf('.') < 0 && value.indexOf('://') < 0) return true
    // An address can start in the middle of a word ("Visit:https://...").
    let offset = 0
    const scheme = value.toLowerCase().indexOf('http')
    if (scheme > 0 && value.indexOf('://', scheme) === scheme + 4 + (value[scheme + 4] === 's' ? 1 : 0)) offset = scheme
    const link = parseLink(value.slice(offset), at + offset, steps, alone)
    if (link) links.push(link)
    return links.length < MAX_LINKS
  })
  return links
}

/**
 * The registrable domain of a host and its public suffix, from the Public Suffix List (tldts, which ships
 * the list): "mail.secure.amazon.co.uk" → amazon.co.uk / co.uk; "sat.gob.mx" → sat.gob.mx / gob.mx.
 * Private suffixes count ("x.duckdns.org" belongs to whoever holds "x"). A host the list cannot read is
 * its own domain.
 */
export function registrableDomain(host: string): { domain: string; suffix: string } {
  const info = parse(host, { allowPrivateDomains: true, extractHostname: false })
  return { domain: info.domain ?? host, suffix: info.publicSuffix ?? '' }
}

export function isIpAddress(host: string): boolean {
  if (host.startsWith('[')) return true
  const parts = host.split('.')
  if (parts.length !== 4) return false
  return parts.every((p) => p.length > 0 && p.length <= 3 && /^[0-9]+$/.test(p) && Number(p) <= 255)
}

// ---- reading an address as an expert does (decision 285) ------------------------------------------------

/** Letters that look alike in an address: paypa1 → paypal, micros0ft → microsoft, rn → m. */
function unconfuse(label: string): string {
  return label
    .replaceAll('rn', 'm')
    .replaceAll('vv', 'w')
    .replaceAll('0', 'o')
    .replaceAll('1', 'l')
    .replaceAll('3', 'e')
    .replaceAll('5', 's')
}

/** True when a and b differ by one letter added, removed, changed, or two neighbours swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** Punycode (RFC 3492) of one label without its "xn--": "pypal-4ve" → "pаypal" (Cyrillic а). Null if malformed. */
export function decodePunycode(input: string): string | null {
  const base = 36
  let n = 128
  let i = 0
  let bias = 72
  const dash = input.lastIndexOf('-')
  const out: number[] = []
  for (let j = 0; j < dash; j++) out.push(input.charCodeAt(j))
  for (let at = dash + 1; at < input.length; ) {
    const old = i
    let w = 1
    for (let k = base; ; k += base) {
      if (at >= input.length) return null
      const c = input.charCodeAt(at++)
      const digit = c >= 48 && c <= 57 ? c - 22 : c >= 97 && c <= 122 ? c - 97 : c >= 65 && c <= 90 ? c - 65 : base
      if (digit >= base) return null
      i += digit * w
      const t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias
      if (digit < t) break
      w *= base - t
      if (w > 0x7fffffff || i > 0x7fffffff) return null
    }
    const length = out.length + 1
    let delta = old === 0 ? Math.floor((i - old) / 700) : Math.floor((i - old) / 2)
    delta += Math.floor(delta / length)
    let k = 0
    while (delta > 455) {
      delta = Math.floor(delta / 35)
      k += base
    }
    bias = k + Math.floor((36 * delta) / (delta + 38))
    n += Math.floor(i / length)
    i %= length
    if (n > 0x10ffff || out.length > 63) return null
    out.splice(i, 0, n)
    i++
  }
  return String.fromCodePoint(...out)
}

/** Letters of other alphabets that look like Latin ones (Cyrillic, Greek, a few Latin variants). */
const LOOKS_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  ԝ: 'w',
  х: 'x',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ı: 'i',
  ɡ: 'g',
  ł: 'l',
  ø: 'o',
  ß: 'ss',
}

/**
 * What a label looks like to a reader: punycode decoded, accents dropped, look-alike letters of other alphabets
 * read as Latin ("xn--pypal-4ve" → "paypal", "аpple" → "apple"). Plain ASCII labels come back as they are.
 */
export function skeleton(label: string): string {
  const decoded = label.startsWith('xn--') ? (decodePunycode(label.slice(4)) ?? label) : label
  let out = ''
  for (const ch of decoded.normalize('NFD')) {
    const code = ch.charCodeAt(0)
    if (code >= 0x300 && code <= 0x36f) continue
    out += LOOKS_LATIN[ch] ?? ch
  }
  return out
}

/** Whether a host label (or one of its hyphen-separated parts) carries the site's name, plainly or disguised. */
function nameIn(
  site: OfficialSite,
  labels: readonly string[],
  cheap: boolean,
  cheapName: boolean,
  freeName: boolean,
  steps: Steps,
): 'plain' | 'lookalike' | undefined {
  let found: 'plain' | 'lookalike' | undefined
  for (const label of labels) {
    const parts = label.split('-')
    const joined = parts.join('')
    const seen = unconfuse(joined)
    // A short name, or one that is a plain word too, made into a name with lure words alone ("attonlinemail",
    // "steamgiftcode", "iphonefreeoffers"): words that weigh 2 in all, 1 on a cheap ending ("upsstore" is The UPS Store's).
    const framed = framedPieces(joined, steps)
    for (const word of [...site.words, ...(site.lured ?? [])])
      if ((word.length < 5 || WHOLE_ONLY.has(word) || site.lured?.includes(word)) && (framed.get(word) ?? 0) >= (cheap ? 1 : 2))
        return 'plain'
    // A name of 6+ letters one letter off among lure words ("papalservice", "mail-googlservice").
    for (const [piece, weight] of framed)
      if (weight >= (cheap ? 1 : 2) && !GENERIC.has(piece) && site.words.some((w) => w.length >= 6 && oneEditApart(piece, w)))
        found = 'lookalike'
    for (const word of site.words) {
      // Short names ("sat", "cra", "ups") and plain words ("prime") only as a whole part; 5+ letters anywhere in the label.
      const anywhere = word.length >= 5 && !WHOLE_ONLY.has(word)
      // Inside a label only where no word holds it ("interactive-maps" is no Interac, "purchase" no Chase).
      const held = [...(SITE_WORD_HOLDERS.get(word) ?? []), ...(OTHER_HOLDERS[word] ?? [])].some((h) => joined.includes(h))
      if (parts.includes(word) || joined === word || (anywhere && !held && joined.includes(word))) return 'plain'
      // On a cheap ending (not a country's), a four-letter name leading a part with up to four letters more ("uspsuxw.top").
      // On a dynamic DNS or free host, leading a part of any length ("bofavisaprepaid.ddns.info").
      if (word.length === 4 && parts.some((p) => p.length > 4 && p.startsWith(word) && (p.length <= 8 ? cheapName : freeName)))
        return 'plain'
      // Or with two letters swapped ("usspuk.top").
      if (cheapName && word.length === 4 && parts.some((p) => p.length > 4 && p.length <= 8 && swapped(p.slice(0, 4), word)))
        found = 'lookalike'
      // A four-letter name leading a longer word beside a word that asks ("vericaptcha-metaquest", "login-metacloud").
      if (word.length === 4 && !WHOLE_ONLY.has(word) && parts.some((p) => p.startsWith(word) && p.length >= 8) && parts.some(asks))
        return 'plain'
      // Swapped look-alike letters (amaz0n, paypa1) or one letter off (amazom, paypall, intterac).
      if (anywhere && seen !== joined && seen.includes(word)) found = 'lookalike'
      // Not a plain word one letter from a name ("transfer" and etransfer): the words an entry's name is never taken from.
      // Nor a bank's letters before "bank" changed ("cdbank" is a bank of its own, not tdbank).
      else if (
        word.length >= 6 &&
        [joined, ...parts].some((part) => !GENERIC.has(part) && oneEditApart(part, word) && !otherBank(part, word))
      )
        found = 'lookalike'
      // A name of 6+ letters with a letter repeated or read alike ("discooord", "dillscord" for discord).
      else if (word.length >= 6 && parts.some((p) => p !== word && p.length >= 6 && lettersOnce(glance(p)) === lettersOnce(glance(word))))
        found = 'lookalike'
      // A long name with its vowels reshuffled and up to four letters off ("steancommynatly", "stleamcommiynitu").
      else if (word.length >= VOWEL_SHUFFLE && vowelsShuffled(joined, word)) found = 'lookalike'
    }
  }
  return found
}

/** Whether `label` reads as the long name `word` with its vowels changed and a letter or so slipped: same first letter,
 * consonants one letter apart at most, four letters apart at most in all. */
function vowelsShuffled(label: string, word: string): boolean {
  if (label[0] !== word[0] || Math.abs(label.length - word.length) > 4 || label.includes(word)) return false
  const apart = editsApart(consonants(label), consonants(word), 2)
  // The same consonants exactly: vowels thrown in, dropped or changed up to six letters ("steamcomunuetiuey").
  if (apart === 0) return editsApart(label, word, 7) <= 6
  return apart <= 1 && Math.abs(label.length - word.length) <= 3 && editsApart(label, word, 5) <= 4
}

/** Names of other banks and Spanish words that hold a listed name, which the English word lists cannot know: Banco
 * Mercantil and Banco Mercedes-Benz are no BBVA Bancomer (both in Brazil's central bank register), "interacción" no Interac. */
const OTHER_HOLDERS: Readonly<Record<string, readonly string[]>> = {
  bancomer: ['bancomercantil', 'bancomercedes'],
  interac: ['interaccion'],
}

/** Whether a and b, of one length, differ by two neighbouring letters swapped ("ussp", "usps"). */
function swapped(a: string, b: string): boolean {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
}

/** Two names of banks that differ only in the letters before "bank": tdbank and cdbank are two banks. */
function otherBank(part: string, word: string): boolean {
  return part.endsWith('bank') && word.endsWith('bank') && part.length === word.length
}

/** Names that are plain words too ("prime time", "windows and doors"): only as a whole part of a label ("amazon-prime"). */
const WHOLE_ONLY = new Set(['prime', 'windows'])

/** Listed companies' domains where anyone can publish a page under a name of their choosing. */
const OPEN_HOSTS = new Set(['amazonaws.com', 'google.com', 'google.ca', 'google.com.mx', 'goo.gl'])

/** A sign a link shows, and the words that replace the sign's own when it names a brand. */
export interface LinkSign {
  id: string
  words?: Record<Lang, Explanation>
}

/**
 * The warning signs of one address: a hiding "@", an IP address, disguised letters, a short link (with something to
 * hide: "bit.ly/x", not "bit.ly/"), an odd or cheap ending with words that ask for money, and a famous name (plain,
 * misspelt or in look-alike letters) in an address that is not that organisation's. An address with no sign is
 * never called safe (the verdict says "no warning signs found").
 */
export function readLink(link: FoundLink, tokensHaveLogin: boolean, alone: boolean, steps: Steps): LinkSign[] {
  const signs: LinkSign[] = []
  const add = (id: string, words?: Record<Lang, Explanation>) => signs.push(words ? { id, words } : { id })
  const host = link.host
  steps.add(host.length)
  if (link.userinfo) add('link-at-sign')
  if (isIpAddress(host)) {
    add('link-ip')
    return signs
  }
  const labels = host.split('.')
  let asciiOnly = true
  for (let i = 0; i < host.length; i++) if (host.charCodeAt(i) > 127) asciiOnly = false
  if (!asciiOnly || labels.some((l) => l.startsWith('xn--'))) add('link-punycode')
  // The registrable domain from the Public Suffix List (tldts): "secure.interac-depot.com" → "interac-depot.com".
  const { domain, suffix } = registrableDomain(host)
  const hides = link.rest !== '' && link.rest !== '/'
  if ((SHORTENERS.has(domain) || SHORTENERS.has(host)) && hides) add(alone ? 'link-shortener-alone' : 'link-shortener')
  const ending = labels[labels.length - 1]
  if (ODD_ENDINGS.has(ending)) add('link-odd-ending')
  if (link.scheme === 'http' && tokensHaveLogin) add('link-http-login')
  // The labels a person reads as the name: everything before the public suffix ("com-fttx", "407etr").
  const named = labels.slice(0, labels.length - (suffix ? suffix.split('.').length : 1))
  // A cheap or much-abused ending with a word that asks for money or a login ("ezpass-pay.info").
  const parts = named.flatMap((label) => label.split('-'))
  const actionParts = parts.filter((part) => ACTION_WORDS.some((w) => part.startsWith(w) || part.endsWith(w)))
  if (cheapEnding(ending)) {
    // "ezpass-pay.info"; "caq-qcgouv.online" (a government word: governments never use these endings).
    if (actionParts.length > 0 || parts.some((part) => GOVERNMENT_WORDS.some((w) => part.endsWith(w) || part.startsWith(w))))
      add('link-action-cheap')
  } else if ((openHostOf(suffix) || OPEN_HOST_DOMAINS.has(domain)) && freePageAsks(named, OPEN_HOST_DOMAINS.has(domain))) {
    // A page anyone can make on a free host or site builder, named to ask for money or a login ("secure-pay.wixsite.com");
    // not the host's own name ("loginblogin.com").
    add('link-action-cheap', freePageWords(host, openHostOf(suffix) ? suffix : domain))
  } else if (actionParts.some((part) => /[0-9]$/.test(part)) && parts.filter((part) => /[a-z][0-9]+$/.test(part)).length >= 2) {
    // Any ending: two throw-away parts that ask for money, each ending in digits ("refun38-payme19.com").
    add('link-action-cheap')
  }
  // An address that is some listed organisation's own is nobody's look-alike ("correosdemexico.com.mx" is Correos de
  // México's, not a fake Correos of Spain): found by running every directory domain through the checker.
  // Not for domains where anyone can make a page (amazonaws.com, google.com's sites): there the name still counts.
  // A well-known address (popular-sites.ts) is nobody's look-alike either ("amazon.co.jp", "correios.com.br"), but some
  // of them let anyone make a subdomain: there, as on an open host, only the part before the name is read
  // ("paypal-login.s3.amazonaws.com", never "docs.google.com").
  const bare = host === domain || host === `www.${domain}`
  const ownHost = !OPEN_HOSTS.has(domain) || bare
  // A government's own suffix counts as its domain: only the Government of Canada registers under gc.ca
  // ("cra-arc.gc.ca", "servicecanada.gc.ca"), only Mexico's under gob.mx.
  const own =
    SITES.some((site) => site.domains.includes(domain) || site.domains.includes(suffix)) ||
    googleCountry(domain, suffix) ||
    CREDIT_UNION_DOMAINS.has(domain)
  if ((ownHost && own) || (bare && POPULAR_SET.has(domain))) return signs
  // "Airdrop", crypto's word for free coins, in a name: the lure of wallet drainers ("celestiairdrop.network").
  if (!signs.some((s) => s.id === 'link-action-cheap') && named.some((label) => label.includes('airdrop')))
    add('link-action-cheap', airdropWords(domain))
  // "Vote" in a page's name on a cheap ending or a free host ("kids-contest-vote.netlify.app", "vote-governance.xyz"):
  // the "please vote for my niece" lure, whose page asks to sign in or for a code and takes the account (round 18).
  if (
    !signs.some((s) => s.id === 'link-action-cheap') &&
    (cheapEnding(ending) || OPEN_HOST_DOMAINS.has(domain) || openHostOf(suffix)) &&
    named.some((label) => label.split('-').some(asksForVote))
  )
    add('link-action-cheap', voteWords(domain))
  // Only a government registers under its own ending (.gov, .mil, .gc.ca, .gouv.fr, .gob.mx, .go.kr): no one can take a
  // name there to look like another ("access-board.gov", "america.gov" are governments' own); only a brand put before it
  // on a broken-into site counts ("bankofamerica.rsud.x.go.id").
  const government = GOVERNMENT_ONLY.test(suffix) || VERIFIED_ENDINGS.has(suffix)
  const listed = own || POPULAR_SET.has(domain) || government
  const looked = listed ? named.slice(0, -1) : named
  // A listed or well-known address written first and carried on with a hyphen ("s.team-pst.com" is not s.team).
  const first = startsLikeOwn(host)
  if (first) {
    const site = SITES.find((s) => s.domains.includes(first))
    if (site) add('link-brand-elsewhere', siteWords('link-brand-elsewhere', site, domain))
    else add('link-popular-elsewhere', elsewhereWords(domain, first))
    return signs
  }
  // Lure words weigh more on a cheap ending (decision 345's list) or a host where anyone makes a page.
  const lureEnding = cheapEnding(ending) || OPEN_HOST_DOMAINS.has(domain) || openHostOf(suffix)
  const cheapName = cheapEnding(ending) && ending.length > 2
  const freeName = OPEN_HOST_DOMAINS.has(domain) || openHostOf(suffix)
  // Disguised letters read as the Latin letters they imitate ("xn--pypal-4ve" → "paypal").
  const seen = looked.map(skeleton)
  const disguised = seen.some((label, i) => label !== looked[i])
  for (const site of SITES) {
    steps.add()
    const found =
      nameIn(site, looked, lureEnding, cheapName, freeName, steps) ??
      (disguised && nameIn(site, seen, lureEnding, cheapName, freeName, steps) ? 'lookalike' : undefined)
    if (found) {
      const id = found === 'plain' ? 'link-brand-elsewhere' : 'link-lookalike'
      // A disguised address is shown as the reader sees it and as it really is: "pаypal.com (xn--pypal-4ve.com)".
      const shown = domain
        .split('.')
        .map((l) => (l.startsWith('xn--') ? (decodePunycode(l.slice(4)) ?? l) : l))
        .join('.')
      add(id, siteWords(id, site, shown === domain ? domain : `${shown} (${domain})`))
      return signs
    }
  }
  if (!government) for (const sign of unbranded(host, domain, suffix, named, steps)) add(sign.id, sign.words)
  const anyonesPage = OPEN_HOST_DOMAINS.has(domain) || OPEN_HOSTS.has(domain)
  if ((!listed || (anyonesPage && !bare)) && !government && !signs.some((s) => s.words)) {
    const open = cheapEnding(ending) || anyonesPage || openHostOf(suffix)
    const site = brandInPath(link.rest, open || PATH_ASKING.some((w) => host.includes(w)), steps)
    if (site) add('link-brand-elsewhere', siteWords('link-brand-elsewhere', site, domain))
  }
  // A name made up the way scam addresses are, read by the link model (link-model.ts): never on a listed, well-known,
  // government, credit-union or .bank address, nor on a free host's page (honest small shops make theirs there too).
  if (!listed && !government && !anyonesPage && !openHostOf(suffix) && !signs.some((s) => s.words || s.id === 'link-random-name')) {
    steps.add(host.length * 12)
    // A famous name not its own, in a host the model reads as a scam's at the lower threshold for such hosts
    // ("taobaorrzxp.com", "alibaba1ddku.today"): said as what it is, the borrowed name (round 17).
    const { madeUp, borrowed } = modelReading(host)
    if (borrowed) add('link-popular-elsewhere', elsewhereWords(domain, POPULAR.get(borrowed) ?? borrowed))
    else if (madeUp) add('link-made-up')
  }
  return signs
}

/** Every listed organisation's own registrable domains. */
const OWN_DOMAINS: ReadonlySet<string> = new Set(SITES.flatMap((site) => site.domains))

/** The listed or well-known address a host starts with before a hyphen ("s.team-pst.com" → "s.team", "paypal.com-x.net"
 * → "paypal.com"), if any: the reader stops at the famous part; the address is the name after it. */
function startsLikeOwn(host: string): string | undefined {
  const plain = host.startsWith('www.') ? host.slice(4) : host
  for (let k = plain.indexOf('-'); k > 0 && k <= 64; k = plain.indexOf('-', k + 1)) {
    const head = plain.slice(0, k)
    // A well-known address only with a name of 5+ letters: "app.link-assistant.com" is no copy of app.link.
    if (head.includes('.') && (OWN_DOMAINS.has(head) || (POPULAR_SET.has(head) && head.indexOf('.') >= 5))) return head
  }
  return undefined
}

/** Cheap endings that public abuse reports (Spamhaus's most abused top-level domains) name often, and ".gift" of the gift
 * lures in the training lists ("discrods.gift"), besides ABUSED_ENDINGS and ODD_ENDINGS; like them, they count only beside
 * a well-known name or a word that asks. */
const MORE_CHEAP = new Set('gift lol mom hair quest monster bar beauty skin makeup boats autos homes yachts motorcycles pics'.split(' '))
function cheapEnding(ending: string): boolean {
  return ABUSED_ENDINGS.has(ending) || ODD_ENDINGS.has(ending) || MORE_CHEAP.has(ending)
}

/** Words in an address's path that ask to sign in or confirm ("/paypal/login", "/wp-content/chase/verify"). */
const PATH_ASKING = ['login', 'signin', 'logon', 'verif', 'account', 'secure', 'update', 'auth', 'confirm', 'unlock', 'wp-']

/**
 * A listed organisation's name as a word of the path of an address that is nobody's known site: "limited-verify.com/paypal",
 * "x.weebly.com/amazon/signin". Only beside words that ask to sign in (in the path or the name), or on a cheap ending or a
 * host where anyone makes a page: a news article's path names companies too.
 */
function brandInPath(rest: string, cheapHost: boolean, steps: Steps): OfficialSite | undefined {
  if (rest.length < 4) return undefined
  const path = rest.slice(0, 256)
  steps.add(path.length)
  const pieces = path.split(/[^a-z0-9]+/).filter(Boolean)
  if (!cheapHost && !PATH_ASKING.some((w) => path.includes(w))) return undefined
  for (const site of SITES) {
    steps.add()
    if (site.words.some((w) => (w.length >= 5 ? pieces.some((p) => p.startsWith(w) || p.endsWith(w)) : pieces.includes(w)))) return site
  }
  return undefined
}

function openHostOf(suffix: string): boolean {
  return suffix !== '' && parse(`x.${suffix}`, { allowPrivateDomains: true, extractHostname: false }).isPrivate === true
}

// ---- signs that need no brand list (decision 315) -----------------------------------------------------

/** Google lists its own country addresses (google.com/supported_domains): google.fr, google.com.mx, google.co.uk. */
function googleCountry(domain: string, suffix: string): boolean {
  return domain === `google.${suffix}` && /^(com\.|co\.)?[a-z]{2}$/.test(suffix)
}

/** Keys next to each other on a QWERTY keyboard, digits included: the slips of a hurried typist that look-alikes copy. */
const KEY_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm']
function neighbours(a: string, b: string): boolean {
  const at = (c: string) => {
    const row = KEY_ROWS.findIndex((r) => r.includes(c))
    return row < 0 ? null : { row, col: KEY_ROWS[row].indexOf(c) }
  }
  const p = at(a)
  const q = at(b)
  if (!p || !q) return false
  // Each row sits half a key to the right of the one above it.
  return Math.abs(p.row - q.row) <= 1 && Math.abs(p.col + p.row / 2 - (q.col + q.row / 2)) <= 1
}

/**
 * Whether `label` is `known` with one slip: a key next to the right one or a digit for a letter ("0laystation"), a
 * letter added ("wikipediia") or left out ("wikpedia"), or two letters swapped ("wikipedai"); at either end only a digit
 * or a doubled letter ("2wikipedia"), so a plural "s" is not a slip.
 */
export function slipOf(label: string, known: string): boolean {
  if (label === known || Math.abs(label.length - known.length) > 1 || Math.min(label.length, known.length) < 5) return false
  let i = 0
  while (i < label.length && i < known.length && label[i] === known[i]) i++
  // At either end, only a digit or a doubled letter is a slip: "bstatic", "fortuneo" and "metron" are names of their own.
  const long = label.length >= known.length ? label : known
  const atEnd = i === 0 || i >= Math.min(label.length, known.length) - (label.length === known.length ? 1 : 0)
  if (atEnd && !/[0-9]/.test(long[i]) && long[i] !== long[i + 1] && long[i] !== long[i - 1]) return false
  if (label.length === known.length) {
    if (label.slice(i + 1) === known.slice(i + 1)) return neighbours(label[i], known[i]) || /[0-9]/.test(label[i])
    return label[i] === known[i + 1] && label[i + 1] === known[i] && label.slice(i + 2) === known.slice(i + 2)
  }
  if (label.length > known.length) return label.slice(i + 1) === known.slice(i)
  return known.slice(i + 1) === label.slice(i)
}

/** Names of the well-known addresses (5+ letters: shorter ones are one slip from too many honest names), first address
 * kept; the list is in rank order. A registrable domain is one label and its public suffix, so the name is its first label. */
const POPULAR = new Map<string, string>()
for (const d of POPULAR_DOMAINS) {
  const name = d.slice(0, d.indexOf('.'))
  if (name.length >= 5 && !POPULAR.has(name)) POPULAR.set(name, d)
}
const POPULAR_SET = new Set(POPULAR_DOMAINS)
/** Names of 8+ letters are far enough from honest names that any one letter changed, added, dropped or swapped counts. */
const LONG_NAME = 8

/**
 * Popular names of 6+ letters (five-letter ones only near the top of the list: "parda" is an honest name) by length and first
 * letter, and by length and last letter, made on first use (about 15 ms once): one letter changed, added, dropped or two
 * swapped leaves the first or the last letter where it was.
 */
let byEnds: Map<string, string[]> | undefined
/** Five-letter names of the first thousand addresses ("yahoo", "quora", "kmart"), none with a digit: further down the
 * list they are one slip from too many honest names ("ariba", "fox29"). */
const TOP_FIVE_LETTER = 1000
const TOP_COINED_RANKS = 300
function nameBuckets(): Map<string, string[]> {
  if (byEnds) return byEnds
  byEnds = new Map()
  let rank = 0
  for (const name of POPULAR.keys()) {
    rank++
    if (name.length < 6 && (name.length < 5 || rank > TOP_FIVE_LETTER || /[0-9]/.test(name))) continue
    for (const key of [`${name.length}<${name[0]}`, `${name.length}>${name[name.length - 1]}`]) {
      const list = byEnds.get(key)
      if (list) list.push(name)
      else byEnds.set(key, [name])
    }
  }
  return byEnds
}

/** Whether `label` is `known` with one slip, or, for a long name, any one letter changed, added, dropped or swapped (not a
 * plural "s"). */
function oneOff(label: string, known: string): boolean {
  if (known.length < LONG_NAME && label.length !== known.length) {
    // A short name with a letter left out is too often an honest name ("libro", libero.it): only a digit or a doubled
    // letter counts there; a letter added counts too when it is a key beside one of its neighbours, the slip of a finger
    // ("gjithub", "nvidjia", "traobao").
    const long = label.length > known.length ? label : known
    let i = 0
    while (i < known.length && i < label.length && label[i] === known[i]) i++
    const fatFinger = long === label && i > 0 && (neighbours(long[i], long[i - 1]) || neighbours(long[i], long[i + 1] ?? ''))
    if (!fatFinger && !/[0-9]/.test(long[i]) && long[i] !== long[i - 1] && long[i] !== long[i + 1]) return false
  }
  if (slipOf(label, known)) return true
  if (known.length < LONG_NAME || label === known || label === `${known}s` || known === `${label}s`) return false
  return oneEditApart(label, known)
}

/** The names of the first 300 well-known addresses with 6+ letters that are no word of six languages (coined-names.ts). */
const TOP_COINED: ReadonlySet<string> = new Set(
  [...POPULAR.keys()].slice(0, TOP_COINED_RANKS).filter((name) => name.length >= 6 && COINED_NAMES.has(name)),
)

/** The most impersonated name that is no word ("youtube", "tiktok", "paypal") a .com, .net or .org name is any one slip
 * from, a letter dropped too ("yotube.com", "youtubo.com", "tiktlk.com"; round 19), and from round 22 one on a generic
 * cheap ending of the abuse reports ("tikok.store", "githubr.lat"; not ".network": "openad.network" is no OpenAI). On a
 * country's ending, ".ru" too, such a name is too often an honest one of its own ("nzpost.co.nz" is not "nypost",
 * "abnews.ru" not "abcnews"). */
function topSlipFrom(label: string, suffix: string, steps: Steps): string | undefined {
  if (suffix !== 'com' && suffix !== 'net' && suffix !== 'org' && !(suffix.length > 2 && cheapEnding(suffix))) return undefined
  for (const name of TOP_COINED) {
    steps.add()
    if (label !== `${name}s` && name !== `${label}s` && withinOneEdit(label, name) && label !== name && !otherNumber(label, name))
      return name
  }
  return undefined
}

/** A name with a number that differs from `known` only in its digits is a sibling, not a slip: fox4news and fox5news,
 * 12news and 11news, france2 and france3 (a digit added to a name without one still counts: "gosuslugi2"). */
function otherNumber(label: string, known: string): boolean {
  const letters = (s: string) => s.replace(/[0-9]/g, '')
  return /[0-9]/.test(known) && letters(label) === letters(known)
}

/** A name of 7+ letters with one slip and a plural "s" ("discrods", "disocrds" for discord). */
function slippedPlural(label: string, steps: Steps): string | undefined {
  if (!label.endsWith('s') || label.length < 8) return undefined
  const single = label.slice(0, -1)
  const found = slippedFrom(single, steps)
  // Not a name with letters put after it ("barclaysus" is Barclays US, not "barclays" misspelt and made plural).
  return found && found.length >= 7 && oneEditApart(single, found) && !single.startsWith(found) ? found : undefined
}

/** A quick test, without making strings: a and b differ by at most one letter changed, added, dropped or two swapped. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++
  let j = a.length - 1
  let k = b.length - 1
  while (j >= i && k >= i && a.charCodeAt(j) === b.charCodeAt(k)) {
    j--
    k--
  }
  // What is left between the common start and the common end: at most one letter on each side, or two swapped.
  const left = j - i + 1
  const right = k - i + 1
  return (left <= 1 && right <= 1) || (left === 2 && right === 2 && a[i] === b[i + 1] && a[i + 1] === b[i])
}

/** The well-known name `label` is one slip from, if any: only names of a length and first or last letter it could be. */
function slippedFrom(label: string, steps: Steps): string | undefined {
  if (label.length < 5 || label.length > 64 || POPULAR.has(label)) return undefined
  const buckets = nameBuckets()
  for (let length = label.length - 1; length <= label.length + 1; length++) {
    for (const key of [`${length}<${label[0]}`, `${length}>${label[label.length - 1]}`]) {
      for (const name of buckets.get(key) ?? []) {
        steps.add()
        if (withinOneEdit(label, name) && oneOff(label, name) && !otherNumber(label, name)) return name
      }
    }
  }
  return undefined
}

/** Names of 9+ letters of the first 5,000 addresses by their first three letters and length, made on first use: "gosulvgi"
 * is two slips from gosuslugi. Only when the last letter stays and neither name starts the other ("southwest66"). */
let byStart: Map<string, string[]> | undefined
const TWO_SLIPS = 9
function twoSlipsFrom(label: string, steps: Steps): string | undefined {
  if (label.length < TWO_SLIPS - 1 || label.length > 32) return undefined
  if (!byStart) {
    byStart = new Map()
    for (const d of POPULAR_DOMAINS.slice(0, 5000)) {
      const name = d.slice(0, d.indexOf('.'))
      if (name.length < TWO_SLIPS || POPULAR.get(name) !== d) continue
      const key = `${name.slice(0, 3)}${name.length}`
      const list = byStart.get(key)
      if (list) list.push(name)
      else byStart.set(key, [name])
    }
  }
  for (let length = label.length - 2; length <= label.length + 2; length++) {
    for (const name of (byStart.get(`${label.slice(0, 3)}${length}`) ?? []).slice(0, 20)) {
      // The last letters first: most names differ there, and the table is built only for those that do not.
      steps.add(1)
      if (label.at(-1) !== name.at(-1) || label.startsWith(name) || name.startsWith(label)) continue
      steps.add(label.length * name.length)
      if (editsApart(label, name) <= 2) return name
    }
  }
  return undefined
}

/** A name's consonants in look-alike letters read plainly, n and m as one (a hump apart), doubled letters as one:
 * "staemcommunetiy", "steanconmuntity" and "steamcommunity" all read "stmcmt". Vowels are what a hurried eye skips and what look-alikes reshuffle. */
function consonants(label: string): string {
  return unconfuse(label)
    .replace(/[aeiouy]/g, '')
    .replaceAll('n', 'm')
    .replace(/(.)\1+/g, '$1')
}

/** Names of 12+ letters of the first 5,000 addresses by their consonants, made on first use. */
let byConsonants: Map<string, string> | undefined
const VOWEL_SHUFFLE = 12
/** The long well-known name `label` is with its vowels changed, dropped, doubled or swapped, two or more letters off
 * ("stemcoommuniity", "steammcomynity" for steamcommunity): same first letter, length within two. Shorter names read
 * alike this way too often ("republic", repubblica). */
function vowelsShuffledFrom(label: string, steps: Steps): string | undefined {
  if (label.length < VOWEL_SHUFFLE - 2 || label.length > 32) return undefined
  if (!byConsonants) {
    byConsonants = new Map()
    for (const d of POPULAR_DOMAINS.slice(0, 5000)) {
      const name = d.slice(0, d.indexOf('.'))
      if (name.length < VOWEL_SHUFFLE || POPULAR.get(name) !== d || /[0-9]/.test(name)) continue
      const key = consonants(name)
      if (!byConsonants.has(key)) byConsonants.set(key, name)
    }
  }
  steps.add(label.length)
  const name = byConsonants.get(consonants(label))
  if (!name || name === label || name[0] !== label[0] || Math.abs(name.length - label.length) > 2) return undefined
  return label.startsWith(name) || name.startsWith(label) ? undefined : name
}

/** A name as read at a glance: letters a reader takes for one another read as one ("baldu" and "baidu", "dlscord"). */
/** A name with each run of one letter read once ("discooord" → "discord"). */
function lettersOnce(label: string): string {
  return label.replace(/(.)\1+/g, '$1')
}

function glance(label: string): string {
  return unconfuse(label).replaceAll('cl', 'd').replaceAll('i', 'l').replaceAll('4', 'a').replaceAll('9', 'g')
}

/** Well-known names by how they read at a glance, made on first use: the one `label` reads as, if it is not that name. */
let byGlance: Map<string, string> | undefined
function glancedFrom(label: string, steps: Steps): string | undefined {
  if (label.length < 5) return undefined
  if (!byGlance) {
    byGlance = new Map()
    for (const name of POPULAR.keys()) {
      const key = glance(name)
      if (!byGlance.has(key)) byGlance.set(key, name)
    }
  }
  steps.add(label.length)
  const name = byGlance.get(glance(label))
  return name && name !== label ? name : undefined
}

/** Letters changed, added, dropped or two neighbours swapped between a and b (optimal string alignment), up to `cap`. */
function editsApart(a: string, b: string, cap = 3): number {
  let before: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let least = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1)
      row.push(d)
      least = Math.min(least, d)
    }
    if (least >= cap) return cap
    before = prev
    prev = row
  }
  return Math.min(prev[b.length], cap)
}

/** The well-known name a host carries among other words ("gosuslugi-pay", "verify-gosuslugi", "discord.x.repl.co",
 * "gosuslugipay"), or, alone, on another ending than its own: "gosuslugi.xyz", "gos-uslugi.info" (decision 345). */
function carriedName(name: string, suffix: string, named: readonly string[], steps: Steps): string | undefined {
  const labels = named.slice(0, -1)
  const ending = suffix.slice(suffix.lastIndexOf('.') + 1)
  // Free hosts the Public Suffix List does not mark (open-hosts.ts): only a whole name of 6+ letters ("gosuslugi.weebly.com"),
  // as their pages' names are often plain words ("joes-plumbing-service.business.site"), whose ending the host chose.
  const freeHost = labels.length > 0 && OPEN_HOST_DOMAINS.has(`${name}.${suffix}`)
  const cheap = cheapEnding(ending) && !freeHost
  const parts = named.flatMap((label) => label.split('-'))
  // Other words that ask for something, or a cheap ending, beside a famous name; a site on a host where anyone can make a
  // name ("discord.x.repl.co", "x.web.app"); "www" misspelt before it ("vww-roblox").
  const besides = (famous: string) => cheap || parts.some((p) => p !== famous && asks(p))
  const openHost = suffix !== '' && parse(`x.${suffix}`, { allowPrivateDomains: true, extractHostname: false }).isPrivate === true
  for (const [i, label] of labels.entries()) {
    if (freeHost && label.length >= 6 && POPULAR.has(label)) return label
    for (const part of label.split('-')) {
      steps.add(part.length)
      const onOpenHost = openHost && !LEGACY_ENDINGS.has(named[i + 1])
      // A long well-known name a slip off, before another site's name ("sahibiniden.onayli-siparis-417829.com").
      if (i === 0 && part.length >= LONG_NAME && part === label) {
        const slipped = slippedFrom(part, steps)
        if (slipped) return slipped
      }
      // Before a name no person would choose ("royalmail.packagelostbdvza.xin").
      if (part.length >= 5 && POPULAR.has(part) && (onOpenHost || besides(part) || jumbled(name) || /^com[0-9-]/.test(labels[i + 1] ?? '')))
        return part
      // On a free host, a well-known name in letters read alike ("kyc-bltflyer.web.app").
      const glanced = onOpenHost && part.length >= 6 ? glancedFrom(part, steps) : undefined
      if (glanced) return glanced
    }
  }
  const nameParts = name.split('-')
  if (nameParts.length > 1)
    for (const part of nameParts) {
      steps.add(part.length)
      if (part.length >= 5 && POPULAR.has(part) && (besides(part) || nameParts.some((p) => /^(vw|wv|ww)w?$/.test(p)))) return part
      // A well-known name misspelt beside a word that asks ("discrod-nitro"): the asking word makes the slip count.
      if (part.length >= 6 && nameParts.some((p) => p !== part && asksBeyondGov(p))) {
        const slipped = slippedFrom(part, steps) ?? glancedFrom(part, steps)
        if (slipped) return slipped
      }
    }
  const joined = (name.startsWith('www') ? name.slice(3) : name).replaceAll('-', '')
  // A long name glued to a word that asks for something ("gosuslugipay", "verifygosuslugi", "discordsgift"); glued to any
  // word it is too often an honest name ("michigancoastal", "libertyfcu").
  for (let i = 2; i <= joined.length - 2 && joined.length <= 64; i++) {
    steps.add(joined.length)
    const head = joined.slice(0, i)
    const tail = joined.slice(i)
    if (head.length >= 6 && POPULAR.has(head) && asks(tail)) return head
    // A five-letter name too beside a coin or "double it" lure ("teslausdt", "spacexpump23").
    if (head.length >= 5 && POPULAR.has(head) && COIN_LURE.test(tail)) return head
    if (tail.length >= 5 && POPULAR.has(tail) && COIN_LURE.test(head)) return tail
    if (tail.length >= 6 && POPULAR.has(tail) && asks(head)) return tail
    if (head.length >= 6 && asksBeyondGov(tail)) {
      const slipped = slippedFrom(head, steps) ?? glancedFrom(head, steps)
      if (slipped) return slipped
    }
  }
  // A well-known name made into a name with lure words alone, in any label ("nikeisrael", "salomonoutletcanada",
  // "loginmailyahoo.x.com", "pdf-sharepoint.x.org"), or a long one slipped there ("rakuttenbuyshop").
  for (const label of named) {
    const framed = framedPieces(label.replace(/^www[0-9]?(?=[a-z]{5})/, '').replaceAll('-', ''), steps)
    const need = cheap || freeHost || openHost ? 1 : 2
    for (const [piece, weight] of framed) if (weight >= need && (POPULAR.has(piece) || LURED_NAMES.has(piece))) return piece
    for (const [piece, weight] of framed) {
      const slipped = weight >= need && piece.length >= 7 ? slippedFrom(piece, steps) : undefined
      if (slipped && !framed.has(slipped)) return slipped
    }
  }
  // A well-known name made plural on a cheap ending of the abuse reports ("yahoos.live").
  if (cheap && ending.length > 2 && joined.endsWith('s') && joined.length >= 6 && POPULAR.has(joined.slice(0, -1)))
    return joined.slice(0, -1)
  // A famous long name cut short and run on with letters of no word, on a new ending ("telegbpso.skin",
  // "telegwypri.fund" for telegram.org): the first five or more letters are copied, the rest is typed at random.
  if (ending.length > 2 && !LEGACY_ENDINGS.has(ending) && !POPULAR.has(joined)) {
    const cut = cutShortFrom(joined, steps)
    if (cut) return cut
  }
  const own = POPULAR.get(joined)
  if (!own) return undefined
  // A name sold under another's ending that only looks like a country's or ".com" ("steamcommunity.com.ru", "paypal.us.com").
  if (openHost && /^((com|net|org|co)\.[a-z]{2}|[a-z]{2}\.(com|net|org)|co\.com)$/.test(suffix)) return joined
  // The same name on another ending: split by a hyphen, or on a new ending (".xyz", ".shop"). On a country's ending it is
  // too often another honest firm (liverpool.com.mx is a Mexican store, liverpool.ac.uk a university).
  if (joined !== name) return joined
  const ownEnding = own.slice(own.lastIndexOf('.') + 1)
  // ".om" and ".cm" are the endings of Oman and Cameroon, and ".com" with a letter left out (".co" is too often a brand's own).
  if (ownEnding === 'com' && suffix !== 'com' && COM_SLIPS.has(suffix)) return joined
  // On a new ending, a name of 8+ letters ("gosuslugi.agency") or any on a cheap one: shorter names are plain words that
  // honest projects take on new endings too ("radio.garden", "forms.app", "terra.money").
  const copied = joined.length >= LONG_NAME || cheapEnding(ending)
  return ending !== ownEnding && ending.length > 2 && !LEGACY_ENDINGS.has(ending) && copied ? joined : undefined
}

// ---- a famous name glued to plain words of a lure (round 8) ---------------------------------------------

/**
 * Plain words that fake shops, account pages and gift or cheat lures put beside a famous name ("salomonoutletcanada",
 * "attonlinemail", "steamgiftcode", "freefifa17coins"), with their weight: 2 for words of gift, cheat and sign-in lures,
 * 1 for shop, mail, service, reward and country words, which honest names carry too ("disneystore", "sonyrewards",
 * "hyundaiusa"). A brand's own shop or country site lives under its own address (nike.com/il), not under a name made of the
 * brand and such words.
 */
const LURE_WORDS: ReadonlyMap<string, number> = new Map([
  ...'captcha invest investment investments gift gifts giftcode giftcard giftcards bonus prize prizes giveaway airdrop hack hacks hacking cheat cheats generator generateur pirate pirater piratage gratuit login signin verify verification unlock claim pdf verified validate validation refund refunds'
    .split(' ')
    .map((w): [string, number] => [w, 2]),
  ...[
    'shop shops store stores outlet outlets sale sales deal deals offer offers discount discounts cheap buy official online',
    'mail email webmail account accounts compte support helpdesk service services secure security update updates',
    'management app apps free code codes card cards promo promos reward rewards points coin coins trade trades trading',
    'track tracking parcel delivery colis suivi livraison envio paquete',
    'alert alerts help client clients deposit transfer transfers pay payment payments fee fees charge charges customs',
    'clearance queries enquiry reschedule redelivery return returns portal notice mobile mobilite wireless',
  ]
    .join(' ')
    .split(' ')
    .map((w): [string, number] => [w, 1]),
])
/** Countries and regions a fake shop claims to serve, weighing 1, read only after the name ("nikeisrael",
 * "salomonoutletcanada"): before it they are how honest national outlets name themselves ("canadavisa", "malaysiaairlines"). */
const LURE_PLACES: ReadonlyMap<string, number> = new Map([
  ...[
    'usa uk eu canada america mexico brasil brazil india israel finland southafrica australia ireland germany',
    'deutschland france espana spain italia italy japan norway sweden denmark netherlands nederland belgium schweiz',
    'suisse swiss austria poland polska portugal greece turkey chile peru colombia argentina philippines malaysia singapore',
  ]
    .join(' ')
    .split(' ')
    .map((w): [string, number] => [w, 1]),
])
const LONGEST_LURE = Math.max(...[...LURE_WORDS.keys(), ...LURE_PLACES.keys()].map((w) => w.length))

/** For each cut of `s`, how many lure words the text before it (`before`) or from it on (`after`) is made of, numbers
 * counted as no word; -1 where it is not made of them. Each cut tries the lure words' lengths: linear in `s`. */
function lureCuts(s: string, steps: Steps): { before: number[]; after: number[] } {
  const n = s.length
  const before = new Array<number>(n + 1).fill(-1)
  const after = new Array<number>(n + 1).fill(-1)
  before[0] = 0
  after[n] = 0
  for (let i = 1; i <= n; i++) {
    steps.add(LONGEST_LURE)
    if (/[0-9]/.test(s[i - 1]) && before[i - 1] >= 0) before[i] = before[i - 1]
    for (let k = 2; k <= Math.min(LONGEST_LURE, i); k++)
      if (before[i - k] >= 0 && LURE_WORDS.has(s.slice(i - k, i)))
        before[i] = Math.max(before[i], before[i - k] + (LURE_WORDS.get(s.slice(i - k, i)) ?? 0))
  }
  for (let i = n - 1; i >= 0; i--) {
    steps.add(LONGEST_LURE)
    if (/[0-9]/.test(s[i]) && after[i + 1] >= 0) after[i] = after[i + 1]
    for (let k = 2; k <= Math.min(LONGEST_LURE, n - i); k++)
      if (after[i + k] >= 0) {
        const weight = LURE_WORDS.get(s.slice(i, i + k)) ?? LURE_PLACES.get(s.slice(i, i + k))
        if (weight) after[i] = Math.max(after[i], after[i + k] + weight)
      }
  }
  return { before, after }
}

/** The pieces of a name that lure words frame, each with how many lure words are around it ("attonlinemail": "att" with 2,
 * "attonline" with 1), pieces of 3+ letters; for names of 5 to 40 letters. The last few names read are kept: every listed
 * organisation looks at the same labels. */
const framedCache = new Map<string, ReadonlyMap<string, number>>()
function framedPieces(joined: string, steps: Steps): ReadonlyMap<string, number> {
  const known = framedCache.get(joined)
  if (known) return known
  const pieces = new Map<string, number>()
  if (joined.length >= 5 && joined.length <= 40) {
    const { before, after } = lureCuts(joined, steps)
    for (let i = 0; i < joined.length; i++) {
      if (before[i] < 0) continue
      for (let j = i + 3; j <= joined.length; j++) {
        steps.add()
        const words = before[i] + after[j]
        if (after[j] < 0 || words < 1) continue
        const piece = joined.slice(i, j)
        if (!LURE_WORDS.has(piece) && !LURE_PLACES.has(piece) && (pieces.get(piece) ?? 0) < words) pieces.set(piece, words)
      }
    }
  }
  if (framedCache.size >= 16) framedCache.clear()
  framedCache.set(joined, pieces)
  return pieces
}

/** Four-letter names of the first thousand well-known addresses that are brands, not plain words ("nike", not "live"),
 * counted only among lure words ("nikeisrael", "freefifa17coins"). */
const LURED_NAMES: ReadonlySet<string> = new Set(
  'zoom bing etsy ebay yelp ikea dell nike uber asus fifa lego xbox sony visa hulu ford espn aarp uefa waze'.split(' '),
)

/** A long name no person would choose: ten or more letters with six or more consonants in a row ("packagelostbdvza");
 * fewer are too often an abbreviation ("smzdm") or words run together ("crcpress", "deutschland", "highstreet"). */
function jumbled(name: string): boolean {
  const plain = name.replaceAll('-', '')
  return plain.length >= 10 && /[bcdfghjklmnpqrstvwxz]{6}/.test(plain)
}

/** Words glued to a famous name that ask for money, a login or trust; those of wallet, gift-card and parcel lures too. */
const ASKING = [
  ...ACTION_WORDS,
  ...['gift', 'support', 'help', 'account', 'update', 'gov', 'wallet', 'reclaim', 'recover', 'restore', 'auth', 'nitro'],
  ...['airdrop', 'giveaway', 'kyc', 'validat', 'activat', 'unblock', 'suspend', 'reward', 'bonus'],
  // Crypto "double your coins" lures beside a famous founder's firm ("tesla-btc", "teslausdt"), a fake robot check
  // ("vericaptcha-metaquest"), a fake security notice ("npmjs-security").
  ...['btc', 'usdt', 'captcha', 'security'],
  ...['track', 'deliver', 'redeliv', 'parcel', 'livraison', 'suivi', 'colis', 'paquete', 'envio', 'rastreo', 'entrega'],
  // Signing in, accounts, renewals and bills in English, French and Spanish ("connexion-x", "x-cuenta", "renouvellement").
  ...['confirm', 'renew', 'invoice', 'connexion', 'compte', 'securis', 'authentif', 'identif', 'renouvel', 'facture'],
  ...['cuenta', 'acceso', 'factura', 'actualiz', 'validar', 'confirmar'],
]
function asks(piece: string): boolean {
  return ASKING.some((w) => piece.startsWith(w) || piece.endsWith(w) || piece.slice(1).startsWith(w))
}

/** Coin tickers and "double your coins" words of crypto giveaway lures, with a number or not. */
const COIN_LURE = /^(btc|usdt|eth|2x|x2|pump|double)[0-9]*$/

/** Names of the first two thousand well-known addresses with 8+ letters, for names cut short ("telegram" in "telegwypri"). */
let topLong: string[] | undefined
/** The famous name of 8+ letters whose first 5+ letters (over half of it) `joined` starts with, run on by 3 to 6 letters
 * with three consonants in a row, as letters typed at random have ("telegbpso", not "telegraph" or "telegramnews"). */
function cutShortFrom(joined: string, steps: Steps): string | undefined {
  if (!/^[a-z]{8,12}$/.test(joined)) return undefined
  topLong ??= [...POPULAR.keys()].slice(0, 2000).filter((n) => n.length >= LONG_NAME && /^[a-z]+$/.test(n))
  for (const name of topLong) {
    steps.add()
    let k = 0
    while (k < name.length && name[k] === joined[k]) k++
    const tail = joined.slice(k)
    const cut = k >= 5 && k * 2 > name.length && k < name.length
    if (cut && tail.length >= 3 && tail.length <= 6 && /[bcdfghjklmnpqrstvwxyz]{3}/.test(tail)) {
      // A start many well-known names share is a plain word ("video" of videolan.org, "super" of superuser.com).
      if (fewShare(joined.slice(0, k))) return name
    }
  }
  return undefined
}

/** Whether at most five well-known names start with `start`, counted once for each start (at most one per top name and
 * length). */
const sharedStarts = new Map<string, boolean>()
function fewShare(start: string): boolean {
  let few = sharedStarts.get(start)
  if (few === undefined) {
    let sharing = 0
    for (const other of POPULAR.keys()) if (other.startsWith(start) && ++sharing > 5) break
    few = sharing <= 5
    sharedStarts.set(start, few)
  }
  return few
}

/** Endings one slip from ".com". */
const COM_SLIPS = new Set(['om', 'cm', 'con', 'cmo', 'ocm', 'comm', 'cpm', 'xom', 'vom'])

/** A word that asks, other than a government's name ("denvergov" is one slip from nothing that asks). */
function asksBeyondGov(piece: string): boolean {
  return asks(piece) && !piece.startsWith('gov') && !piece.endsWith('gov')
}

/** Endings older than the new generic ones, where honest names of their own live. */
const LEGACY_ENDINGS = new Set(['com', 'net', 'org', 'edu', 'gov', 'mil', 'int', 'info', 'biz', 'coop', 'museum', 'aero'])

/** A name no person would choose: eight or more hexadecimal characters with digits and letters ("f3a9c07b2d"). */
function randomName(name: string): boolean {
  return /^[0-9a-f]{8,}$/.test(name) && /[0-9].*[0-9].*[0-9]/.test(name) && /[a-f].*[a-f]/.test(name)
}

/** Public suffixes only governments register under (the Public Suffix List's ICANN part: "gov", "gov.uk", "gc.ca"). */
const GOVERNMENT_ONLY = /^(gov|mil|(gov|gouv|gob|go|mil)(\.[a-z]+)?\.[a-z]{2}|gc\.ca)$/

/** Endings whose registries sell names only to verified banks and insurers (fTLD Registry's .bank and .insurance): no
 * one else can take a name there ("wayne.bank" is a bank's own). */
const VERIFIED_ENDINGS = new Set(['bank', 'insurance'])

/** A suffix of a government's own addresses: .gov, .gc.ca, .gouv.qc.ca, .gob.mx, .gob.pa, .go.cr, .gov.uk, .mil. */
const GOVERNMENT_SUFFIX = /(^|\.)(gov|gouv|gob|go|gc|mil)(\.|$)/

/**
 * Signs of an address that need no brand: a name one slip from a well-known address ("2ikipedia.org"), "www" glued to
 * the name ("wwwpaypal.com"), an address dressed as another ending ("123hp-setup-com.us"), a government word on an
 * address that is no government's ("irs-gov.help"), and a name no person would choose.
 */
function unbranded(
  host: string,
  domain: string,
  suffix: string,
  named: readonly string[],
  steps: Steps,
): { id: string; words?: Record<Lang, Explanation> }[] {
  const out: { id: string; words?: Record<Lang, Explanation> }[] = []
  // A well-known address is nobody's look-alike, but a name made under a free host's ("gosuslugi.weebly.com") is read.
  if (POPULAR_SET.has(domain) && (host === domain || host === `www.${domain}` || !OPEN_HOST_DOMAINS.has(domain))) return out
  const name = suffix ? domain.slice(0, domain.length - suffix.length - 1) : domain
  // "com" right before the name that really counts ("paypal.com.login-x.info"), inside it ("bank-com.us"), or "…c.om"
  // read as ".com". Not deeper ("shop.com.cdn.example.net" is how content networks name their hosts).
  const before = named.length >= 2 ? named[named.length - 2] : ''
  if (
    before === 'com' ||
    (name.split('-').includes('com') && name.split('-').some((p) => p.length >= 3 && p !== 'com')) ||
    (suffix === 'om' && name.endsWith('c'))
  )
    out.push({ id: 'link-fake-ending' })
  const parts = named.flatMap((label) => label.split('-'))
  // Provinces and countries keep "gov" itself under their code: gov.bc.ca, gov.mb.ca, gov.nl.ca are governments'.
  const governmentOwn = GOVERNMENT_SUFFIX.test(suffix) || (/^(gov|gouv|gob)$/.test(name) && /^[a-z]{2}(\.[a-z]{2})?$/.test(suffix))
  if (!governmentOwn && parts.some((p) => p === 'gov' || p === 'gouv' || p === 'gob')) out.push({ id: 'link-government-elsewhere' })
  if (name.length >= 6 && name.startsWith('www') && /^[a-z]/.test(name.slice(3))) out.push({ id: 'link-www-glued' })
  // "www", "www3" or "https" glued before a name ("www3baidu", "httpsdetroitnews").
  const glued = /^(www[0-9]?|https?)[a-z]/.exec(name)
  const plain = glued && name.length - glued[1].length >= 5 ? name.slice(glued[1].length) : name
  if (!POPULAR.has(name) && !POPULAR.has(plain)) {
    const joined = plain.replaceAll('-', '')
    // The whole name, without its hyphens, in look-alike letters read plainly ("stearnconmunity"), or one hyphenated part.
    const seen = unconfuse(joined)
    const slipped =
      slippedFrom(name, steps) ??
      slippedFrom(joined, steps) ??
      (seen === joined ? undefined : POPULAR.has(seen) ? seen : slippedFrom(seen, steps)) ??
      glancedFrom(joined, steps) ??
      twoSlipsFrom(joined, steps) ??
      vowelsShuffledFrom(joined, steps) ??
      slippedPlural(joined, steps) ??
      topSlipFrom(joined, suffix, steps) ??
      plain
        .split('-')
        .filter((part) => part.length >= LONG_NAME && part !== joined)
        // A word beside others that a name only starts is not its slip ("bank-northwest" and northwestu.edu).
        .map((part) => ({ part, found: slippedFrom(part, steps) }))
        .find(({ part, found }) => found && !found.startsWith(part))?.found
    if (slipped) out.push({ id: 'link-typo-popular', words: slipWords(domain, POPULAR.get(slipped) ?? slipped) })
  } else if (plain !== name && POPULAR.has(plain) && !out.some((s) => s.id === 'link-www-glued'))
    out.push({ id: 'link-typo-popular', words: slipWords(domain, POPULAR.get(plain) ?? plain) })
  if (!out.some((s) => s.id === 'link-typo-popular')) {
    const carried = carriedName(name, suffix, named, steps)
    if (carried)
      out.push({
        id: 'link-popular-elsewhere',
        words: elsewhereWords(domain, POPULAR.get(carried) ?? POPULAR_DOMAINS.find((d) => d.startsWith(`${carried}.`)) ?? carried),
      })
  }
  if (!out.some((s) => s.id === 'link-typo-popular' || s.id === 'link-popular-elsewhere')) {
    const borrowed = OPEN_HOST_DOMAINS.has(domain)
      ? borrowedName(named.slice(0, -1), true, steps)
      : borrowedName(named, openHostOf(suffix), steps)
    if (borrowed) out.push({ id: 'link-popular-elsewhere', words: elsewhereWords(domain, POPULAR.get(borrowed) ?? borrowed) })
  }
  // A crypto wallet's name, plain or one letter off, in a page's name on a free host ("hub-ledgre-apps.x.com").
  const free = OPEN_HOST_DOMAINS.has(domain) || openHostOf(suffix)
  const wallet =
    free && !out.some((s) => s.id === 'link-popular-elsewhere') ? walletOnPage(named, !OPEN_HOST_DOMAINS.has(domain), steps) : undefined
  if (wallet) out.push({ id: 'link-popular-elsewhere', words: elsewhereWords(domain, wallet) })
  // Initials of a well-known address as a whole label before a name on a cheap ending ("dpd.texnavor.cfd").
  const initials = cheapEnding(suffix.slice(suffix.lastIndexOf('.') + 1)) && named.slice(0, -1).find((l) => SHORT_NAMES.has(l))
  if (initials && !out.some((s) => s.id === 'link-popular-elsewhere')) {
    const own = POPULAR_DOMAINS.find((d) => d.startsWith(`${initials}.`)) ?? initials
    out.push({ id: 'link-popular-elsewhere', words: elsewhereWords(domain, own) })
  }
  if (out.length === 0 && randomName(name) && !host.startsWith('xn--')) out.push({ id: 'link-random-name' })
  return out
}

/** The address of the crypto wallet or exchange (coined-names.ts) whose name a free page's name carries, plainly or one
 * letter off, glued to anything ("startsso-ledzerlive", "trexor-iostarts", "us-en-exidus"), unless an English word one
 * letter from it is what is there ("finance" is no Binance, "ledge" no Ledger). `named` ends with the host's own name
 * unless `pageOwnsLast`. */
function walletOnPage(named: readonly string[], pageOwnsLast: boolean, steps: Steps): string | undefined {
  for (const label of pageOwnsLast ? named : named.slice(0, -1)) {
    const joined = label.replaceAll('-', '')
    steps.add(joined.length * 27)
    for (const [name, site] of WALLET_SITES)
      for (let length = name.length - 1; length <= name.length + 1; length++)
        for (let i = 0; length >= 5 && i + length <= joined.length; i++) {
          const piece = joined.slice(i, i + length)
          if (!withinOneEdit(piece, name)) continue
          // A word itself ("ledge", or "exodus" when the wallet's name is a word too) is no borrowing.
          if (WALLET_WORDS.has(piece)) continue
          const worded = [...WALLET_WORDS].some((w) => {
            for (let at = joined.indexOf(w); at >= 0; at = joined.indexOf(w, at + 1)) if (at < i + length && at + w.length > i) return true
            return false
          })
          if (!worded) return site
        }
  }
  return undefined
}

/** Whether `s` starts with a country's name ("colombia", "mexicostore", "suomioutlet"): a fake shop's brand and country. */
function countryFirst(s: string): boolean {
  for (let m = 4; m <= Math.min(12, s.length); m++) if (COUNTRY_NAMES.has(s.slice(0, m))) return true
  return false
}

/** Parts beside a company's name in its own service addresses ("rakuten-static", "atlassian-dev", "clickup-eu"): a
 * country's two letters, and words for a site's machinery rather than its visitors. */
const MACHINERY = new Set(
  'cdn static assets asset img images image media api apis dev prod stage staging test analytics cache edge dns status'.split(' '),
)

/** A name of coined-names.ts borrowed by someone else's address: a whole hyphen-separated part beside words that are not
 * the machinery of a site ("openai-online", "receipts-andy-linkedin"), the name with digits, one letter doubled or a
 * country glued on ("binanceaa", "alibaba33", "gymsharkmexicostore"), or, in a page's name on a free host, the name alone
 * or before any letters ("binancelivetrade.blogspot.com") unless a word there holds it. Not the name alone elsewhere: on
 * another ending ("kraken.rs") or before another site's name ("royalmail.example-history.org") it is often honest.
 * `labels` end with the address's own name unless `freeHost`. */
function borrowedName(labels: readonly string[], freeHost: boolean, steps: Steps): string | undefined {
  for (const label of labels) {
    steps.add(label.length * 4)
    const parts = label.split('-').filter((p) => p !== '')
    for (const part of parts) {
      if (COINED_NAMES.has(part)) {
        const others = parts.filter((p) => p !== part)
        if (others.some((p) => p.length > 3 && !MACHINERY.has(p)) || (others.length === 0 && freeHost)) return part
      }
      for (let k = 4; k < part.length; k++) {
        const head = part.slice(0, k)
        const tail = part.slice(k)
        const holders = COINED_NAMES.get(head)
        if (holders && (/^([0-9]+|([a-z])\2)$/.test(tail) || countryFirst(tail))) return head
        if (holders && k >= 5 && freeHost && !holders.some((h) => label.includes(h))) return head
        // Digits before it too; not a country ("australiaasics" is ASICS's own shop there).
        if (/^[0-9]+$/.test(head) && COINED_NAMES.has(tail)) return tail
      }
    }
  }
  return undefined
}

/** Whether a page's name on a free host asks to pay or sign in with other letters besides ("securebtcomms", "ig-verify"):
 * a bare "login." or "pay." is often the host's own page ("login.pythonanywhere.com"). The host's own name (the last label,
 * when the host is not on the Public Suffix List) is not read. */
function freePageAsks(named: readonly string[], hostNamed: boolean): boolean {
  return (hostNamed ? named.slice(0, -1) : named).some((label) => {
    const parts = label.split('-')
    return (
      parts.some((part) => (LOGIN_SLIP.exec(part)?.[0].length ?? part.length) < part.length - 2) ||
      // "auth" or "sso" as a word of its own in a page's name of several ("uphold-logi-cdn-auth", "sso-portal-x").
      (parts.length > 1 && parts.some((part) => part === 'auth' || part === 'sso')) ||
      parts.some(
        (part) =>
          ACTION_WORDS.some((w) => part !== w && (part.startsWith(w) || part.endsWith(w))) ||
          (parts.length > 1 && ACTION_WORDS.includes(part)),
      )
    )
  })
}

/** "Login" or "logon" glued to other letters in a page's name, letters doubled or changed as the drainers' pages write it
 * ("kuokinlogon", "beitmaartlogiin", "geminiloghon", "ndax-lginapp"); not in "blog", nor "logan" or "slogan"; a bare
 * "login." is often the host's own page. */
const LOGIN_SLIP = /(^|[^b])(lo+g+h?([eiou]{0,2}n+|[eiou]{1,2}n)|lgi+n)/

/** What an address with "airdrop" in its name says. */
/** A part of a name that asks for a vote ("vote", "voting", "votacion", "contestvote"), not "devote". */
function asksForVote(part: string): boolean {
  return /^(vote|voting|votar|votacion|voter)/.test(part) || (/(vote|voting)$/.test(part) && !part.endsWith('devote'))
}

function voteWords(domain: string): Record<Lang, Explanation> {
  return {
    en: {
      title: 'An address that asks for your vote',
      detail: `"${domain}" asks for a vote on a cheap or free web address. "Please vote for my niece" messages lead to fake pages that ask you to sign in or for a code, then take over your account. You never need to sign in or share a code to vote for someone.`,
    },
    es: {
      title: 'Una dirección que pide su voto',
      detail: `"${domain}" pide un voto en una dirección barata o gratuita. Los mensajes de "vota por mi sobrina" llevan a páginas falsas que le piden iniciar sesión o un código, y luego se quedan con su cuenta. Nunca hace falta iniciar sesión ni compartir un código para votar por alguien.`,
    },
    fr: {
      title: 'Une adresse qui demande votre vote',
      detail: `«\u00a0${domain}\u00a0» demande un vote sur une adresse bon marché ou gratuite. Les messages «\u00a0vote pour ma nièce\u00a0» mènent à de fausses pages qui vous demandent de vous connecter ou un code, puis prennent votre compte. Il n’est jamais nécessaire de vous connecter ou de partager un code pour voter pour quelqu’un.`,
    },
  }
}

function airdropWords(domain: string): Record<Lang, Explanation> {
  return {
    en: {
      title: 'An address that offers free crypto coins',
      detail: `"${domain}" has "airdrop" in its name: a promise of free crypto coins. Sites like this ask you to connect your wallet or to pay a "fee", and can then empty the wallet. Never connect a wallet or pay anything to receive free coins.`,
    },
    es: {
      title: 'Una dirección que ofrece criptomonedas gratis',
      detail: `"${domain}" lleva "airdrop" en su nombre: la promesa de criptomonedas gratis. Estos sitios le piden conectar su billetera o pagar una "comisión", y luego pueden vaciarla. Nunca conecte su billetera ni pague nada para recibir monedas gratis.`,
    },
    fr: {
      title: 'Une adresse qui offre des cryptomonnaies gratuites',
      detail: `«\u00a0${domain}\u00a0» contient «\u00a0airdrop\u00a0» dans son nom\u00a0: une promesse de cryptomonnaies gratuites. Ces sites vous demandent de connecter votre portefeuille ou de payer des «\u00a0frais\u00a0», puis peuvent le vider. Ne connectez jamais votre portefeuille et ne payez rien pour recevoir des pièces gratuites.`,
    },
  }
}

/** What a page made for free on a host or site builder says when its name asks to pay or sign in, naming the host. */
function freePageWords(host: string, builder: string): Record<Lang, Explanation> {
  return {
    en: {
      title: 'A free web page that asks you to pay or sign in',
      detail: `"${host}" is a page anyone can make for free on ${builder}, and its name says pay, verify, sign in or claim. Banks, governments and well-known companies never ask you to pay or sign in on a free page like this. Type the address you know yourself.`,
    },
    es: {
      title: 'Una página gratuita que le pide pagar o entrar',
      detail: `"${host}" es una página que cualquiera puede crear gratis en ${builder}, y su nombre dice pagar, verificar, entrar o reclamar. Los bancos, los gobiernos y las empresas conocidas nunca le piden pagar o entrar en una página gratuita como esta. Escriba usted mismo la dirección que conoce.`,
    },
    fr: {
      title: 'Une page gratuite qui vous demande de payer ou de vous connecter',
      detail: `«\u00a0${host}\u00a0» est une page que n’importe qui peut créer gratuitement sur ${builder}, et son nom parle de payer, de vérifier, de connexion ou de réclamer. Les banques, les gouvernements et les entreprises connues ne vous demandent jamais de payer ou de vous connecter sur une page gratuite comme celle-ci. Tapez vous-même l’adresse que vous connaissez.`,
    },
  }
}

/** What an address one slip from a well-known one says, naming both. */
function slipWords(domain: string, own: string): Record<Lang, Explanation> {
  return {
    en: {
      title: `Spelled almost like ${own}`,
      detail: `"${domain}" is one typing slip away from ${own}, a well-known address, but it is not that site. Fake sites take names like this to catch a quick reader. Type the address you know yourself.`,
    },
    es: {
      title: `Se escribe casi como ${own}`,
      detail: `"${domain}" está a un error de tecleo de ${own}, una dirección muy conocida, pero no es ese sitio. Los sitios falsos usan nombres así para engañar a quien lee deprisa. Escriba usted mismo la dirección que conoce.`,
    },
    fr: {
      title: `Presque comme ${own}`,
      detail: `«\u00a0${domain}\u00a0» est à une faute de frappe de ${own}, une adresse très connue, mais ce n’est pas ce site. Les faux sites prennent ces noms pour piéger qui lit trop vite. Tapez vous-même l’adresse que vous connaissez.`,
    },
  }
}

/** What an address that carries a well-known name, not its own, says, naming both. */
function elsewhereWords(domain: string, own: string): Record<Lang, Explanation> {
  return {
    en: {
      title: `Uses the name of ${own}`,
      detail: `"${domain}" carries the name of ${own}, a well-known address, but it is not that site: what counts is the name just before the ending. Fake sites borrow famous names to look trusted. Type the address you know yourself.`,
    },
    es: {
      title: `Usa el nombre de ${own}`,
      detail: `"${domain}" lleva el nombre de ${own}, una dirección muy conocida, pero no es ese sitio: lo que cuenta es el nombre justo antes de la terminación. Los sitios falsos toman nombres famosos para inspirar confianza. Escriba usted mismo la dirección que conoce.`,
    },
    fr: {
      title: `Emprunte le nom de ${own}`,
      detail: `«\u00a0${domain}\u00a0» porte le nom de ${own}, une adresse très connue, mais ce n’est pas ce site\u00a0: ce qui compte, c’est le nom juste avant la terminaison. Les faux sites empruntent des noms célèbres pour inspirer confiance. Tapez vous-même l’adresse que vous connaissez.`,
    },
  }
}

// ---- phone numbers ----------------------------------------------------------------------------------

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

/** Phone-like runs: digits with spaces, dots, dashes, brackets and a leading +; 7 to 15 digits. */
export function findPhones(text: string, steps: Steps): FoundPhone[] {
  const phones: FoundPhone[] = []
  let i = 0
  while (i < text.length && phones.length < MAX_PHONES) {
    steps.add()
    const code = text.charCodeAt(i)
    const startsNumber = isDigit(code) || ((text[i] === '+' || text[i] === '(') && isDigit(text.charCodeAt(i + 1) || 0))
    // A number glued to a letter ("A1234567") or to another digit run is not a phone number.
    const prev = i > 0 ? text.charCodeAt(i - 1) : 32
    if (!startsNumber || isAsciiWordCode(prev)) {
      i++
      continue
    }
    let j = i
    let digits = ''
    let lastDigitEnd = i
    let separators = 0
    while (j < text.length && digits.length <= 15) {
      steps.add()
      const c = text.charCodeAt(j)
      const ch = text[j]
      if (isDigit(c)) {
        digits += ch
        lastDigitEnd = j + 1
        separators = 0
      } else if ((ch === ' ' || ch === '-' || ch === '.' || ch === '(' || ch === ')' || (ch === '+' && j === i)) && separators < 2) {
        separators++
      } else {
        break
      }
      j++
    }
    const next = lastDigitEnd < text.length ? text.charCodeAt(lastDigitEnd) : 32
    const raw = text.slice(i, lastDigitEnd)
    // Money ($1,000.00), dates, times and codes are not phone numbers: ask for 7–15 digits, and for
    // 10+ digits or separators typical of phone numbers.
    if (digits.length >= 7 && digits.length <= 15 && !isAsciiWordCode(next) && looksLikePhone(raw, digits)) {
      phones.push({
        raw,
        start: i,
        end: lastDigitEnd,
        digits,
        international: raw.startsWith('+') || digits.startsWith('011'),
      })
    }
    i = Math.max(j, i + 1)
  }
  return phones
}

function isAsciiWordCode(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 36 /* $ */
}

function looksLikePhone(raw: string, digits: string): boolean {
  if (raw.startsWith('+')) return true
  if (raw.includes('.') && !/^[0-9]{3}\.[0-9]{3}\.[0-9]{4}$/.test(raw)) return false
  // 555-0142 style (7 digits) needs a dash; 10–11 digits are North American numbers.
  if (digits.length === 7) return raw.includes('-')
  return digits.length >= 10
}

/** North American numbers (NANP): "+1 876 555 0100" → area code "876". */
export function nanpAreaCode(phone: FoundPhone): string | null {
  const d = phone.digits
  if (phone.international && !(phone.raw.startsWith('+1') || d.startsWith('0111'))) return null
  const national = d.length === 11 && d.startsWith('1') ? d.slice(1) : d.length === 10 ? d : null
  return national ? national.slice(0, 3) : null
}
