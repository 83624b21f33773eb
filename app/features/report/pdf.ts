// The report pack as a PDF, made in the browser (decision 250): the person's account of what happened
// never leaves the device to become a file. @cantoo/pdf-lib (a maintained fork of pdf-lib) is loaded
// only when "Download as PDF" is pressed. Helvetica, one of the PDF standard fonts, needs no font file;
// it writes WinAnsi, which holds every letter of English, Spanish and French.
import type { PackPart } from './pack'

export interface PdfWords {
  title: string
  made: string
  nothingSent: string
  yours: string
  notSaid: string
  fileOnline: string
  call: string
  forward: string
  expect: string
}

/** WinAnsi's letters beyond Latin-1; anything else a standard font cannot write becomes a plain stand-in. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

export function winAnsi(text: string): string {
  let out = ''
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0
    if (ch === '\n' || ch === '\t') out += ' '
    else if (code === 0x202f || code === 0x2009 || code === 0x2007) out += '\u00a0'
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch
    else if (code >= 0x7f) out += '?'
  }
  return out
}

export async function packPdf(parts: readonly PackPart[], words: PdfWords, lang: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('@cantoo/pdf-lib')
  const doc = await PDFDocument.create()
  doc.setTitle(words.title)
  doc.setLanguage(lang)
  doc.setCreator('SaffeSupport')
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const [width, height] = [612, 792] // US Letter
  const margin = 54
  let page = doc.addPage([width, height])
  let y = height - margin

  const lines = (text: string, font: typeof regular, size: number, maxWidth: number): string[] => {
    const out: string[] = []
    for (const paragraph of text.split('\n')) {
      let line = ''
      for (const word of winAnsi(paragraph).split(' ')) {
        const next = line ? `${line} ${word}` : word
        if (font.widthOfTextAtSize(next, size) <= maxWidth || !line) line = next
        else {
          out.push(line)
          line = word
        }
      }
      out.push(line)
    }
    return out
  }
  const write = (text: string, opts: { size?: number; bold?: boolean; indent?: number; gap?: number } = {}) => {
    const size = opts.size ?? 12
    const font = opts.bold ? bold : regular
    const indent = opts.indent ?? 0
    for (const line of lines(text, font, size, width - 2 * margin - indent)) {
      if (y - size < margin) {
        page = doc.addPage([width, height])
        y = height - margin
      }
      page.drawText(line, { x: margin + indent, y: y - size, size, font, color: rgb(0, 0, 0) })
      y -= size * 1.35
    }
    y -= opts.gap ?? 4
  }

  write(words.title, { size: 22, bold: true, gap: 8 })
  write(words.made)
  write(words.nothingSent, { bold: true, gap: 14 })
  for (const part of parts) {
    write(part.name, { size: 16, bold: true, gap: 6 })
    write(part.how)
    if (part.link) write(`${words.fileOnline} ${part.link.url}`)
    if (part.phones.length) write(`${words.call} ${part.phones.map((p) => p.display).join(' / ')}`)
    if (part.forwardTo) write(`${words.forward} ${part.forwardTo}`)
    if (part.asksForYours) write(words.yours, { size: 11 })
    for (const field of part.fields) {
      write(field.label, { bold: true, indent: 12, gap: 0 })
      write(field.value || words.notSaid, { indent: 12, gap: 6 })
    }
    write(`${words.expect} ${part.expect}`, { gap: 18 })
  }
  return doc.save()
}
