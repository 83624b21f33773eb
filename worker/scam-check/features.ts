// The scam checker model's view of a text (decision 130): words lower-cased with accents removed,
// links, phone numbers, sums and other numbers replaced by tags, then hashed word unigrams and bigrams
// and character 3–5-grams. Shared by the worker (model.ts) and the training script, so both read text
// the same way. Linear in the text's length; no regular expression runs over the visitor's text.

/** How many times a rule's sign counts among the features (so a few signs weigh against many n-grams). */
const SIGN_STRENGTH = 4
/** How many times a shape feature (a keyword in capitals after "txt", mostly capitals) counts. */
const SHAPE_STRENGTH = 2

/** Number of hash buckets (2^16). Changing it needs a retrain. */
export const BUCKETS = 1 << 16

/** Lower case, accents removed, links, phone numbers, sums of money and other numbers replaced by a tag. */
export function normalize(input: string): string[] {
  const lower = input.toLowerCase().normalize('NFD')
  const words: string[] = []
  let word = ''
  let raw = ''
  const flush = () => {
    if (raw !== '') {
      words.push(shape(word, raw))
      word = ''
      raw = ''
    }
  }
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i]
    const code = lower.charCodeAt(i)
    if (code >= 0x300 && code <= 0x36f) continue // combining accent
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r') {
      flush()
      continue
    }
    raw += ch
    if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch === 'ñ') word += ch
    else if (ch === '$' || ch === '£' || ch === '€') word += '$'
  }
  flush()
  return words
}

/** One whitespace-separated chunk as the model sees it. */
function shape(word: string, raw: string): string {
  if (isLink(raw)) return '_link'
  if (word.includes('$')) return '_money'
  let digits = 0
  for (let i = 0; i < word.length; i++) if (word[i] >= '0' && word[i] <= '9') digits++
  // A British premium-rate number (09…, 087…), whole or its first group ("0906 170 1461").
  if (digits === word.length && word.startsWith('0') && (word[1] === '9' || (word[1] === '8' && word[2] === '7'))) return '_premium'
  // A charge in pence ("150p", "10p/min", "150ppm"): digits, then "p", then letters only.
  if (digits > 0 && word.length > digits && word[digits] === 'p' && isLetters(word.slice(digits))) return '_pence'
  if (digits >= 7) return '_longnum'
  if (digits === 0 && isLaughter(word)) return '_laugh'
  if (digits > 0 && digits === word.length) return digits <= 2 ? '_n' : '_num'
  return word
}

/** Written laughter, one tag in every language ("haha", "jajaja", "hihi", "lol", "mdr", "ptdr"): a friend's
 * text, never once in a real scam the model learns from. */
const LAUGHS = new Set(['lol', 'lool', 'lmao', 'mdr', 'ptdr', 'xd'])
function isLaughter(word: string): boolean {
  if (LAUGHS.has(word)) return true
  if (word.length < 4 || word.length % 2 === 1) return false
  const first = word[0]
  if (first !== 'h' && first !== 'j') return false
  const vowel = word[1]
  if (vowel !== 'a' && vowel !== 'e' && vowel !== 'i') return false
  for (let i = 2; i < word.length; i += 2) if (word[i] !== first || word[i + 1] !== vowel) return false
  return true
}

function isLetters(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text[i] < 'a' || text[i] > 'z') return false
  return true
}

/** Verbs that ask for a text back ("txt WIN to 84321", "envía GANAR al 2020"), lower case, no accents. */
const REPLY_VERBS = new Set([
  'txt',
  'text',
  'send',
  'reply',
  'sms',
  'envia',
  'envie',
  'manda',
  'mande',
  'responda',
  'responde',
  'contesta',
  'conteste',
])

/** Lower case without accents, for the few letters a chunk can hold. */
function plain(chunk: string): string {
  let out = ''
  for (const ch of chunk.toLowerCase()) out += ch === 'í' ? 'i' : ch === 'á' ? 'a' : ch === 'é' ? 'e' : ch
  return out
}

/**
 * Features of the text's shape, read from its original casing: a keyword in capitals after a "text
 * back" verb ("Txt WIN", "Reply YES", "Envía PREMIO"), and a share of capital letters above half
 * ("WINNER!! CALL NOW"). Linear, no regular expression.
 */
function shapeKeys(text: string): string[] {
  const keys: string[] = []
  let letters = 0
  let upper = 0
  let previous = ''
  let chunk = ''
  const flush = () => {
    if (chunk === '') return
    let caps = chunk.length >= 2
    for (let i = 0; i < chunk.length && caps; i++) caps = chunk[i] >= 'A' && chunk[i] <= 'Z'
    if (caps && REPLY_VERBS.has(previous)) keys.push('shape:reply-keyword')
    previous = plain(chunk)
    chunk = ''
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    const lower = ch >= 'a' && ch <= 'z'
    const capital = ch >= 'A' && ch <= 'Z'
    if (lower || capital) letters++
    if (capital) upper++
    if (lower || capital || ch === 'í' || ch === 'á' || ch === 'é' || ch === 'Í' || ch === 'É' || ch === 'Á') chunk += ch
    else flush()
  }
  flush()
  if (letters >= 12 && upper * 2 > letters) keys.push('shape:mostly-capitals')
  return keys
}

/** FNV-1a, 32 bits. */
function hash(text: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * Hashed features of a text: bucket → weight, scaled to unit length. Linear in the text's length.
 * `signs` are the ids of the rules' signs found in it (check.ts), one feature each, so the model weighs
 * the rules' general knowledge (urgency, gift cards, a look-alike link) with the wording.
 */
export function features(text: string, signs: readonly string[] = []): Map<number, number> {
  const words = normalize(text)
  const counts = new Map<number, number>()
  const add = (key: string, seed: number) => {
    const b = hash(key, seed) & (BUCKETS - 1)
    counts.set(b, (counts.get(b) ?? 0) + 1)
  }
  for (let i = 0; i < words.length; i++) {
    add(words[i], 1)
    if (i > 0) add(`${words[i - 1]} ${words[i]}`, 2)
  }
  const joined = ` ${words.join(' ')} `
  for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= joined.length; i++) add(joined.slice(i, i + n), 3 + n)
  for (const sign of signs) for (let k = 0; k < SIGN_STRENGTH; k++) add(`sign:${sign}`, 9)
  for (const key of shapeKeys(text)) for (let k = 0; k < SHAPE_STRENGTH; k++) add(key, 10)
  let norm = 0
  for (const c of counts.values()) norm += c * c
  norm = Math.sqrt(norm) || 1
  for (const [b, c] of counts) counts.set(b, c / norm)
  return counts
}

/** "https://…", "www.…" or a bare host such as "usps-track.top/pay". Linear, no regular expression. */
function isLink(raw: string): boolean {
  if (raw.includes('://') || raw.startsWith('www.')) return true
  let host = raw
  const slash = host.indexOf('/')
  if (slash >= 0) host = host.slice(0, slash)
  while (host.endsWith('.') || host.endsWith(',') || host.endsWith('!') || host.endsWith('?')) host = host.slice(0, -1)
  const parts = host.split('.')
  if (parts.length < 2 || parts.some((p) => p === '')) return false
  const tld = parts[parts.length - 1]
  if (tld.length < 2) return false
  for (let i = 0; i < tld.length; i++) if (tld[i] < 'a' || tld[i] > 'z') return false
  return true
}

/** How many real words the model reads (links, numbers and sums are tags, not words). */
export function wordCount(text: string): number {
  let n = 0
  for (const w of normalize(text)) if (!w.startsWith('_') && w.length >= 2) n++
  return n
}
