// The words Tesseract read, made into text the checker reads well: lines of a screen are joined into
// their sentences (a bubble wraps a sentence over many lines), and a web address or word broken at the
// end of a line is put back together ("https://usps-" + "redelivery.top/track"). Paragraphs stay.
// Pure, unit-tested (tests/unit/picture-ocr-text.test.ts).

/** The longest text the checker takes (the message box's limit). */
export const MAX_TEXT = 10_000

const URL_PIECE = /(?:https?:\/\/|www\.)\S*$/i

function joinLines(lines: string[]): string {
  let out = ''
  for (const raw of lines) {
    const line = raw.trim()
    if (!line) continue
    if (!out) {
      out = line
      continue
    }
    const brokenWord = /[\p{L}\d]-$/u.test(out) && /^[\p{Ll}\d]/u.test(line)
    // Not after a full stop: "Visit www.irs.gov." ends a sentence far more often than it breaks an address.
    const brokenAddress = URL_PIECE.test(out) && /[-/?=&_#]$/.test(out) && /^[\p{Ll}\d/?=&%#-]/u.test(line)
    out += brokenWord || brokenAddress ? line : ` ${line}`
  }
  return out
}

export function unwrapOcrText(text: string): string {
  return text
    .replace(/\r/g, '')
    .split(/\n\s*\n/)
    .map((paragraph) => joinLines(paragraph.split('\n')))
    .filter(Boolean)
    .join('\n\n')
}

/** Words worth checking: at least two words of two letters or more, read with some confidence; else null. */
export function usableText(text: string, confidence: number): string | null {
  const cleaned = unwrapOcrText(text).slice(0, MAX_TEXT)
  const words = cleaned.match(/\p{L}{2,}/gu) ?? []
  return words.length >= 2 && confidence >= 40 ? cleaned : null
}
