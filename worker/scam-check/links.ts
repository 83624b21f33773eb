// Web addresses and phone numbers in pasted text, found by hand-written scanners (no regular
// expressions over the visitor's text) that look at each character a bounded number of times.
import { parse } from 'tldts'
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

/** Reads `scheme://user@host:port/rest` by hand; returns null if the piece is not an address. */
export function parseLink(value: string, start: number, steps: Steps): FoundLink | null {
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
    if (!lower.startsWith('www.') && !TLDS.has(tld) && !tld.startsWith('xn--')) return null
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
  chunks(text, steps, (chunk, start) => {
    const { value, start: at } = trimPunctuation(chunk, start)
    // Quick reject: an address has a dot (or is an http(s) link with an IPv6 host).
    if (value.indexOf('.') < 0 && value.indexOf('://') < 0) return true
    // An address can start in the middle of a word ("Visit:https://...").
    let offset = 0
    const scheme = value.toLowerCase().indexOf('http')
    if (scheme > 0 && value.indexOf('://', scheme) === scheme + 4 + (value[scheme + 4] === 's' ? 1 : 0)) offset = scheme
    const link = parseLink(value.slice(offset), at + offset, steps)
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
