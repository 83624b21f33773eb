// Text helpers for the scam checker: one linear pass that turns pasted text into lower-case,
// accent-free word tokens that remember where they came from, plus the excerpt around a match.
// No regular expression ever runs over the visitor's text as a whole: every loop here advances at
// least one character per step, and `Steps` counts the work so tests can prove it stays linear.

/** Counts units of work (one per character looked at, one per phrase word compared). */
export class Steps {
  count = 0
  add(n = 1): void {
    this.count += n
  }
}

export interface Token {
  /** Lower case, accents removed (so "código" and "codigo" match). Digits-only tokens keep their digits. */
  word: string
  /** Start and end (exclusive) in the cleaned text. */
  start: number
  end: number
  numeric: boolean
  /** Counts sentence ends (. ! ? or a line break) before this word. */
  sentence: number
}

/** Characters removed before checking: C0/C1 controls except tab and newlines. */
function isControl(code: number): boolean {
  return (code < 32 && code !== 9 && code !== 10 && code !== 13) || (code >= 0x7f && code < 0xa0)
}

/**
 * Invisible overrides that reorder the text on screen (U+202A–202E, U+2066–2069): "invoice_<RLO>fdp.exe"
 * shows as "invoice_exe.pdf". Counted as a warning sign. (The plain marks U+200E/F of right-to-left
 * writing are not.)
 */
export function isDirectionControl(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
}

/** Zero-width space, word joiner and byte-order mark: removed silently ("gift\u200bcard" is "giftcard").
 * The zero-width joiner stays: emoji such as a family are built with it. */
function isZeroWidth(code: number): boolean {
  return code === 0x200b || code === 0xfeff || code === 0x2060
}

export interface CleanText {
  text: string
  /** How many direction overrides were removed. */
  hidden: number
  /** How many control characters were removed. */
  controls: number
}

/** Removes control, direction and zero-width characters (counting them). Linear. */
export function cleanText(input: string, steps: Steps): CleanText {
  let out = ''
  let hidden = 0
  let controls = 0
  let chunkStart = 0
  for (let i = 0; i < input.length; i++) {
    steps.add()
    const code = input.charCodeAt(i)
    const direction = isDirectionControl(code)
    const zeroWidth = !direction && isZeroWidth(code)
    const control = !direction && !zeroWidth && isControl(code)
    if (direction || zeroWidth || control) {
      out += input.slice(chunkStart, i)
      chunkStart = i + 1
      if (direction) hidden++
      else if (control) controls++
    }
  }
  out += input.slice(chunkStart)
  return { text: out, hidden, controls }
}

const ACCENTS: Record<string, string> = {
  á: 'a',
  à: 'a',
  â: 'a',
  ä: 'a',
  ã: 'a',
  å: 'a',
  é: 'e',
  è: 'e',
  ê: 'e',
  ë: 'e',
  í: 'i',
  ì: 'i',
  î: 'i',
  ï: 'i',
  ó: 'o',
  ò: 'o',
  ô: 'o',
  ö: 'o',
  õ: 'o',
  ú: 'u',
  ù: 'u',
  û: 'u',
  ü: 'u',
  ñ: 'n',
  ç: 'c',
  ý: 'y',
  ÿ: 'y',
}

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90)
}

/** The word character for `ch` (lower case, no accent), or '' if it is not part of a word. */
function wordChar(ch: string, code: number): string {
  if (code < 128) return isAsciiLetterOrDigit(code) ? ch.toLowerCase() : ''
  const lower = ch.toLowerCase()
  const plain = ACCENTS[lower]
  if (plain) return plain
  // Other letters (Greek, Cyrillic, CJK...) stay as they are; they simply match no phrase.
  return lower !== ch.toUpperCase() ? lower : ''
}

/** Words of the text. An apostrophe inside a word joins it ("don't" → "dont"). Linear. */
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9'

export function tokenize(text: string, steps: Steps, maxTokens = 5000): Token[] {
  const tokens: Token[] = []
  let word = ''
  let start = -1
  let numeric = true
  let sentence = 0
  const flush = (end: number) => {
    if (word) tokens.push({ word, start, end, numeric, sentence })
    word = ''
    start = -1
    numeric = true
  }
  for (let i = 0; i < text.length && tokens.length < maxTokens; i++) {
    steps.add()
    const ch = text[i]
    const code = text.charCodeAt(i)
    const w = wordChar(ch, code)
    if (w) {
      if (start < 0) start = i
      word += w
      if (code < 48 || code > 57) numeric = false
      continue
    }
    // Apostrophes inside a word ("don't", "I’m") are dropped, not a break.
    if ((ch === "'" || ch === '’') && word && i + 1 < text.length && wordChar(text[i + 1], text.charCodeAt(i + 1))) continue
    if (start >= 0) flush(i)
    // A decimal point ("$976.00 is ready") ends no sentence.
    const decimal = ch === '.' && isDigit(text[i - 1]) && isDigit(text[i + 1])
    if ((ch === '.' && !decimal) || ch === '!' || ch === '?' || ch === '\n') sentence++
  }
  if (start >= 0) flush(text.length)
  return tokens
}

/**
 * Letters of other alphabets that pass for Latin ones on screen: Greek, Cyrillic (with its supplement), Armenian,
 * Cherokee, the letter-like symbols and number forms ("ⅿ", "ℯ") and full-width Latin.
 */
function isLookAlikeLetter(code: number): boolean {
  return (
    (code >= 0x370 && code <= 0x3ff) ||
    (code >= 0x400 && code <= 0x52f) ||
    (code >= 0x530 && code <= 0x58f) ||
    (code >= 0x13a0 && code <= 0x13ff) ||
    (code >= 0x2100 && code <= 0x218f) ||
    (code >= 0xff21 && code <= 0xff5a)
  )
}

/**
 * The words that mix plain Latin letters with look-alike letters of other alphabets ("fеԝ" with a Cyrillic е and
 * ԝ): how mail and texts slip past filters that read words. No word of English, Spanish or French is written so,
 * and a Greek or Russian word has no Latin letter in it. Linear.
 */
export function disguisedWords(tokens: readonly Token[], steps: Steps): Token[] {
  const found: Token[] = []
  for (const token of tokens) {
    let latin = false
    let other = false
    for (let i = 0; i < token.word.length; i++) {
      steps.add()
      const code = token.word.charCodeAt(i)
      if (code >= 97 && code <= 122) latin = true
      else if (isLookAlikeLetter(code)) other = true
    }
    if (latin && other) found.push(token)
  }
  return found
}

/** Whether the words of `seq` start at token `i` ('#' stands for a number): `startsAt(tokens, i, ['has', 'shipped'])`. */
export function startsAt(tokens: readonly Token[], i: number, seq: readonly string[]): boolean {
  if (i < 0 || i + seq.length > tokens.length) return false
  for (let k = 0; k < seq.length; k++) if (seq[k] !== '#' ? tokens[i + k].word !== seq[k] : !tokens[i + k].numeric) return false
  return true
}

/** The part of the text around [start, end): whole words, at most ~140 characters, one line. */
export function excerpt(text: string, start: number, end: number, steps: Steps): string {
  const SIDE = 50
  let from = Math.max(0, start - SIDE)
  let to = Math.min(text.length, end + SIDE)
  // Stop at line breaks so the quote stays on one line.
  for (let i = start - 1; i >= from; i--) {
    steps.add()
    if (text[i] === '\n') {
      from = i + 1
      break
    }
  }
  for (let i = end; i < to; i++) {
    steps.add()
    if (text[i] === '\n') {
      to = i
      break
    }
  }
  // Do not cut a word in half at either end.
  if (from > 0 && text[from - 1] !== ' ' && text[from - 1] !== '\n') {
    const space = text.indexOf(' ', from)
    if (space >= 0 && space < start) from = space + 1
  }
  if (to < text.length && text[to] !== ' ' && text[to] !== '\n') {
    const space = text.lastIndexOf(' ', to)
    if (space > end) to = space
  }
  // A very long match (one huge "word") is shortened too.
  const MAX = 160
  let body = text.slice(from, to).replace(/\s+/g, ' ').trim()
  if (body.length > MAX) body = `${body.slice(0, MAX - 1)}…`
  return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`
}

/**
 * A word of `near` within `window` words of a word of `from`, in the same sentence, either order ("your card has been
 * blocked", "bloqueo de cuentas"): the span of the two and the index of the first, or undefined. Steps ≤ tokens × (2 × window + 1).
 */
export function findNear(
  tokens: readonly Token[],
  from: ReadonlySet<string>,
  near: ReadonlySet<string>,
  window: number,
  steps: Steps,
): { start: number; end: number; first: number; last: number } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    steps.add()
    if (!from.has(tokens[i].word)) continue
    for (let j = Math.max(0, i - window); j <= i + window && j < tokens.length; j++) {
      steps.add()
      if (j === i || tokens[j].sentence !== tokens[i].sentence || !near.has(tokens[j].word)) continue
      return {
        start: Math.min(tokens[i].start, tokens[j].start),
        end: Math.max(tokens[i].end, tokens[j].end),
        first: Math.min(i, j),
        last: Math.max(i, j),
      }
    }
  }
  return undefined
}

/** What findNear looks for, as NEAR_SHAPES spells it (signals.ts). */
export interface NearShape {
  things: ReadonlySet<string>
  words: ReadonlySet<string>
  window: number
}

/** Each word of the shapes' `things` → the shapes that hold it (built once per list of shapes). */
const shapeIndex = new WeakMap<readonly NearShape[], ReadonlyMap<string, readonly number[]>>()
function indexOf(shapes: readonly NearShape[]): ReadonlyMap<string, readonly number[]> {
  let index = shapeIndex.get(shapes)
  if (!index) {
    const built = new Map<string, number[]>()
    shapes.forEach((shape, at) => {
      for (const thing of shape.things) built.set(thing, [...(built.get(thing) ?? []), at])
    })
    index = built
    shapeIndex.set(shapes, index)
  }
  return index
}

/**
 * findNear for every shape at once (decision 340): one pass over the tokens, a window read only where a word of some
 * shape's `things` stands, so the work grows with the text, not with the number of shapes. The first match of each
 * shape, by its index in `shapes`; the same as calling findNear on each.
 */
export function findNearAll(
  tokens: readonly Token[],
  shapes: readonly NearShape[],
  steps: Steps,
): ReadonlyMap<number, { start: number; end: number; first: number; last: number }> {
  const index = indexOf(shapes)
  const found = new Map<number, { start: number; end: number; first: number; last: number }>()
  for (let i = 0; i < tokens.length && found.size < shapes.length; i++) {
    steps.add()
    const list = index.get(tokens[i].word)
    if (!list) continue
    for (const at of list) {
      steps.add()
      if (found.has(at)) continue
      const { words, window } = shapes[at]
      for (let j = Math.max(0, i - window); j <= i + window && j < tokens.length; j++) {
        steps.add()
        if (j === i || tokens[j].sentence !== tokens[i].sentence || !words.has(tokens[j].word)) continue
        found.set(at, {
          start: Math.min(tokens[i].start, tokens[j].start),
          end: Math.max(tokens[i].end, tokens[j].end),
          first: Math.min(i, j),
          last: Math.max(i, j),
        })
        break
      }
    }
  }
  return found
}
