// Writes worker/scam-check/coined-names.ts (issue 41, round 12; decision 373): the names of well-known addresses (popular-sites.ts) that
// are no word of English, Spanish, French, German, Portuguese or Italian ("binance", "dropbox", "linkedin", "xfinity"),
// each with the dictionary words that hold it ("anthropic" is in "philanthropic"). Such a name inside someone else's
// address is borrowed: nobody writes "binance" or "dropbox" by chance. Names of 5+ letters (4 among the first SHORT_TOP); a name held by more than
// MAX_HOLDERS words reads as a piece of ordinary words ("emory" in "memory") and is left out.
// The word lists are Debian's (wamerican, wbritish, wspanish, wfrench, wngerman, wportuguese, witalian), read from
// /usr/share/dict; capitalised entries (names of people and places) are kept apart: such a name counts only when it is
// a well-known address's whole name in the first TOP_PROPER ranks ("paypal", "netflix"), never further down ("arizona").
//
//   apt-get install wamerican wbritish wspanish wfrench wngerman wportuguese witalian
//   node --import ./scripts/ts-resolve.mjs scripts/measure/coined-names-build.mjs > worker/scam-check/coined-names.ts
//   npx biome check --write worker/scam-check/coined-names.ts
import { readFileSync } from 'node:fs'
import { SITES } from '../../worker/scam-check/official-sites.ts'
import { POPULAR_DOMAINS } from '../../worker/scam-check/popular-sites.ts'

const LISTS = ['american-english', 'british-english', 'spanish', 'french', 'ngerman', 'portuguese', 'italian']
export const MIN_LENGTH = 5
/** Four-letter names ("ebay", "hsbc") only among the first SHORT_TOP addresses: further down they are anyone's initials. */
export const SHORT_TOP = 1000
export const MAX_HOLDERS = 3
export const TOP_PROPER = 300
const plain = (w) =>
  w
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
const words = new Set()
const english = new Set()
const proper = new Set()
for (const list of LISTS)
  for (const line of readFileSync(`/usr/share/dict/${list}`, 'utf8').split('\n')) {
    const w = line.trim()
    if (!w) continue
    const p = plain(w)
    if (p.length < 3) continue
    if (w[0] !== w[0].toLowerCase()) proper.add(p)
    else {
      words.add(p)
      if (list.endsWith('-english')) english.add(p)
    }
  }
const isWord = (n) => words.has(n) || (n.endsWith('s') && words.has(n.slice(0, -1))) || (n.endsWith('es') && words.has(n.slice(0, -2)))
const names = new Map()
for (const [i, d] of POPULAR_DOMAINS.entries()) {
  const n = d.slice(0, d.indexOf('.'))
  if (!names.has(n)) names.set(n, i + 1)
}
const coined = new Map()
for (const [n, rank] of names) {
  if (
    n.length < (rank <= SHORT_TOP ? 4 : MIN_LENGTH) ||
    !/^[a-z][a-z0-9]*$/.test(n) ||
    isWord(n) ||
    (proper.has(n) && n.length < MIN_LENGTH)
  )
    continue
  if ((proper.has(n) || proper.has(n.replace(/s$/, ''))) && rank > TOP_PROPER) continue
  coined.set(n, [])
}
for (const w of [...words, ...proper])
  for (let i = 0; i < w.length; i++)
    for (let j = i + 4; j <= w.length; j++) {
      const holders = coined.get(w.slice(i, j))
      if (holders && w.length > j - i && !holders.includes(w)) holders.push(w)
    }
const kept = [...coined]
  .filter(([n, holders]) => n.length < MIN_LENGTH || holders.length <= MAX_HOLDERS)
  .sort(([a], [b]) => (a < b ? -1 : 1))
// A four-letter name counts only as a whole part of an address, where no word can hold it: its holders are not kept.
const entry = ([n, holders]) => (holders.length && n.length >= MIN_LENGTH ? `${n}:${holders.sort().join(',')}` : n)
// The English words that hold a listed organisation's name of 5+ letters (official-sites.ts): "interactive" holds
// "interac", "purchase" holds "chase" (other languages' words cut names across words: "medicareidaho"). Such a name inside a label is read only when none of them is there. Only the
// shortest are kept (a label with "purchases" has "purchase" too), and never the name with an ending ("discords").
const siteHolders = new Map()
for (const word of new Set(SITES.flatMap((site) => site.words))) if (word.length >= MIN_LENGTH) siteHolders.set(word, [])
for (const w of english) for (const [word, holders] of siteHolders) if (w.length > word.length && w.includes(word)) holders.push(w)
const siteHeld = [...siteHolders]
  // Not the name with an ending of its own ("discords", "googled"): those are the name, as look-alikes write it.
  .map(([word, holders]) => [word, holders.filter((h) => !/^(s|es|ed|d|er|ers|ing)$/.test(h.startsWith(word) ? h.slice(word.length) : ''))])
  .map(([word, holders]) => [word, holders.filter((h) => !holders.some((o) => o !== h && h.includes(o))).sort()])
  .filter(([, holders]) => holders.length > 0)
  .sort(([a], [b]) => (a < b ? -1 : 1))

// Crypto wallets and exchanges among the well-known addresses: their drainer pages sit on free site builders under the name
// misspelt ("ledgr-live", "trexor-suite", "exidus-app"). With the English words one letter from one of them ("ledge",
// "leger"), which are no misspelling.
const WALLETS = [
  ...['binance', 'bitfinex', 'bitget', 'blockchain', 'bybit', 'coinbase', 'exodus', 'gemini', 'kraken', 'kucoin'],
  ...['ledger', 'metamask', 'opensea', 'pancakeswap', 'robinhood', 'trezor', 'trustwallet', 'uniswap'],
]
const walletDomains = WALLETS.map((w) => [w, POPULAR_DOMAINS.find((d) => d.startsWith(`${w}.`))])
const edits1 = (a, b) => {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  let j = a.length - 1
  let k = b.length - 1
  while (j >= i && k >= i && a[j] === b[k]) {
    j--
    k--
  }
  const left = j - i + 1
  const right = k - i + 1
  return (left <= 1 && right <= 1) || (left === 2 && right === 2 && a[i] === b[i + 1] && a[i + 1] === b[i])
}
const walletWords = [...english].filter((w) => WALLETS.some((n) => edits1(w, n))).sort()

// Names of three or four letters that are no word, of any rank ("dpd", "dhl", "ebay"): only a whole label before a name on
// a cheap ending counts ("dpd.texnavor.cfd"), where nobody names a page after another's initials by chance.
const short = [...names.keys()].filter((n) => /^[a-z][a-z0-9]{2,3}$/.test(n) && !isWord(n) && !proper.has(n)).sort()

// Countries' names in the languages of Europe and the Americas, as written in addresses ("mexico", "osterreich", "suomi"),
// from the Unicode CLDR data that Node carries (Intl.DisplayNames): fake shops glue them to a brand ("adidascolombia").
const COUNTRY_LANGUAGES = 'en es fr de pt it nl pl sv fi da nb cs sk hr sr-Latn sl ro hu tr'.split(' ')
const countries = new Set()
for (const lang of COUNTRY_LANGUAGES) {
  const display = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' })
  for (let a = 65; a < 91; a++)
    for (let b = 65; b < 91; b++) {
      let name
      try {
        name = display.of(String.fromCharCode(a, b))
      } catch {
        continue
      }
      const p = name ? plain(name) : ''
      if (p.length >= 4 && p.length <= 12 && /^[a-z]+$/.test(p)) countries.add(p)
    }
}
console.log(`// Names of well-known addresses that are no word of six languages, with the words that hold them: ${kept.length} names,
// written by scripts/measure/coined-names-build.mjs from popular-sites.ts and Debian's word lists (see there).
export const COINED_NAMES: ReadonlyMap<string, readonly string[]> = new Map(
  '${kept.map(entry).join(' ')}'
    .split(' ')
    .map((e) => {
      const [name, holders] = e.split(':')
      return [name, holders ? holders.split(',') : []]
    }),
)

// English words that hold a listed organisation's name (official-sites.ts), the shortest of each: ${siteHeld.length} names.
export const SITE_WORD_HOLDERS: ReadonlyMap<string, readonly string[]> = new Map(
  '${siteHeld.map(([w, h]) => `${w}:${h.join(',')}`).join(' ')}'
    .split(' ')
    .map((e) => {
      const [name, holders] = e.split(':')
      return [name, holders.split(',')]
    }),
)

// Crypto wallets and exchanges (name and address), and the English words one letter from one of them.
export const WALLET_SITES: ReadonlyMap<string, string> = new Map([
${walletDomains.map(([w, d]) => `  ['${w}', '${d}'],`).join('\n')}
])
export const WALLET_WORDS: ReadonlySet<string> = new Set('${walletWords.join(' ')}'.split(' '))

// Names of three or four letters that are no word: ${short.length}.
export const SHORT_NAMES: ReadonlySet<string> = new Set('${short.join(' ')}'.split(' '))

// Countries' names in ${COUNTRY_LANGUAGES.length} languages (Unicode CLDR through Node's Intl.DisplayNames): ${countries.size} names.
export const COUNTRY_NAMES: ReadonlySet<string> = new Set('${[...countries].sort().join(' ')}'.split(' '))`)
