// Builds the printable guides offered on /resources: content/guides/*.md → public/guides/<filename>,
// and their Spanish translations: content/es/guides/*.md → public/guides/es/<filename>.
// Run by scripts/build.mjs before `vite build`, so the PDFs ship with the client assets.
// Large type (15 pt body) on US Letter with one-inch margins, the company's phone and e-mail in every
// page's footer, and page numbers. Only pdfkit's built-in Helvetica is used: no font files to fetch.
// It also writes public/guides/manifest.json (file name, title, size), which /resources reads to
// show each download's size, and public/guides/es/manifest.json for the Spanish ones. Every word the
// script adds itself (cover line, closing call-out, "Page n of N") comes from LOCALES below.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Marked } from 'marked'
import PDFDocument from 'pdfkit'
import { parse as parseYaml } from 'yaml'
import { fillTokens, site } from '../content/site.ts'

const root = path.resolve(import.meta.dirname, '..')
const siteHost = site.url.replace(/^https?:\/\//, '')

/**
 * One entry per language: where its guides are read from and written to (both relative to the
 * project root), the PDF's language tag, and the fixed words the script prints around the guide.
 * Only characters of WinAnsi (Latin-1 and a few more) may be used: the built-in Helvetica has no others.
 */
export const LOCALES = {
  en: {
    lang: 'en-US',
    sourceDir: 'content/guides',
    outDir: 'public/guides',
    coverLine: `Free guide · Call ${site.phone} · ${site.email}`,
    pageOf: (page, count) => `Page ${page} of ${count}`,
    closingLead: 'Need a second opinion? ',
    closingText: `Call ${site.company} at ${site.phone} or e-mail ${site.email}. Real people answer 7 days a week. More free guides: ${siteHost}/resources`,
  },
  es: {
    lang: 'es',
    sourceDir: 'content/es/guides',
    outDir: 'public/guides/es',
    coverLine: `Guía gratuita · Llame al ${site.phone} · ${site.email}`,
    pageOf: (page, count) => `Página ${page} de ${count}`,
    closingLead: '¿Necesita una segunda opinión? ',
    closingText: `Llame a ${site.company} al ${site.phone} o escríbanos a ${site.email}. Personas reales le atienden los 7 días de la semana. Más guías gratuitas: ${siteHost}/es/resources`,
  },
  fr: {
    lang: 'fr-CA',
    sourceDir: 'content/fr/guides',
    outDir: 'public/guides/fr',
    coverLine: `Guide gratuit · Appelez le ${site.phone} · ${site.email}`,
    pageOf: (page, count) => `Page ${page} sur ${count}`,
    closingLead: 'Besoin d’un deuxième avis? ',
    closingText: `Appelez ${site.company} au ${site.phone} ou écrivez-nous à ${site.email}. De vraies personnes répondent 7 jours sur 7. Autres guides gratuits : ${siteHost}/fr/resources`,
  },
}

const COLORS = { navy: '#0b3a6e', ink: '#1b2430', muted: '#4a5565', line: '#c9d6e6' }
const SIZE = { title: 30, subtitle: 17, h2: 21, h3: 17, body: 15, footer: 11 }
const MARGIN = 72 // one inch
const FOOTER_GAP = 36 // footer sits this far below the body's bottom margin
const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', boldItalic: 'Helvetica-BoldOblique' }

/** Splits a guide into its front matter and markdown body, with {{tokens}} filled. */
export function readGuide(file, locale = 'en') {
  const source = readFileSync(file, 'utf8')
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  if (!match) throw new Error(`${file}: missing front matter`)
  const data = parseYaml(fillTokens(match[1], locale))
  for (const key of ['title', 'subtitle', 'filename']) {
    if (typeof data[key] !== 'string' || !data[key]) throw new Error(`${file}: front matter needs "${key}"`)
  }
  if (!/^[a-z0-9-]+\.pdf$/.test(data.filename)) throw new Error(`${file}: filename must be like name.pdf`)
  return { data, body: fillTokens(source.slice(match[0].length), locale) }
}

/** Inline markdown tokens → runs of text with a font each (bold, italic; links keep their text). */
function inlineRuns(tokens, style = { bold: false, italic: false }) {
  const runs = []
  for (const t of tokens ?? []) {
    if (t.type === 'strong') runs.push(...inlineRuns(t.tokens, { ...style, bold: true }))
    else if (t.type === 'em') runs.push(...inlineRuns(t.tokens, { ...style, italic: true }))
    else if (t.type === 'link') {
      runs.push(...inlineRuns(t.tokens, style))
      // Printed pages cannot be clicked: show where an outside link goes.
      if (/^https?:\/\//.test(t.href) && t.text !== t.href) runs.push({ text: ` (${t.href.replace(/^https?:\/\//, '')})`, ...style })
    } else if (t.type === 'br') runs.push({ text: '\n', ...style })
    else if (t.tokens) runs.push(...inlineRuns(t.tokens, style))
    else runs.push({ text: decodeEntities(t.text ?? t.raw ?? ''), ...style })
  }
  return runs
}

function decodeEntities(text) {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
}

function fontFor({ bold, italic }) {
  if (bold && italic) return FONTS.boldItalic
  if (bold) return FONTS.bold
  if (italic) return FONTS.italic
  return FONTS.regular
}

/** Writes runs as one flowing paragraph starting at (x, y) or at the current position. */
function writeRuns(doc, runs, { x, width, size = SIZE.body, color = COLORS.ink, gap = 0.55 }) {
  // A space that opens a run moves to the end of the run before it, so a wrapped line never starts
  // with a stray space.
  const clean = []
  for (const run of runs) {
    const prev = clean.at(-1)
    if (prev && run.text.startsWith(' ')) {
      prev.text += ' '
      clean.push({ ...run, text: run.text.trimStart() })
    } else clean.push({ ...run })
  }
  for (let i = clean.length - 1; i >= 0; i--) if (clean[i].text.length === 0) clean.splice(i, 1)
  if (clean.length === 0) return
  doc.fillColor(color).fontSize(size)
  clean.forEach((run, i) => {
    doc.font(fontFor(run))
    const options = { width, lineGap: 3, continued: i < clean.length - 1 }
    if (i === 0) doc.text(run.text, x, doc.y, options)
    else doc.text(run.text, options)
  })
  doc.moveDown(gap)
}

/** Starts a new page when fewer than `needed` points are left, so headings stay with their text. */
function keepRoom(doc, needed) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage()
}

function renderList(doc, list, x, width) {
  let n = Number(list.start) || 1
  for (const item of list.items) {
    const marker = list.ordered ? `${n++}.` : '•'
    const indent = list.ordered ? 26 : 20
    keepRoom(doc, SIZE.body * 2.5)
    const top = doc.y
    doc
      .font(list.ordered ? FONTS.bold : FONTS.regular)
      .fontSize(SIZE.body)
      .fillColor(COLORS.navy)
    doc.text(marker, x, top, { width: indent, lineBreak: false })
    doc.y = top
    for (const block of item.tokens) {
      if (block.type === 'list') renderList(doc, block, x + indent, width - indent)
      else writeRuns(doc, inlineRuns(block.tokens ?? [block]), { x: x + indent, width: width - indent, gap: 0.35 })
    }
  }
  doc.moveDown(0.3)
}

function renderBlocks(doc, tokens) {
  const x = doc.page.margins.left
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const size = token.depth <= 2 ? SIZE.h2 : SIZE.h3
        keepRoom(doc, size * 5)
        doc.moveDown(token.depth <= 2 ? 0.6 : 0.3)
        writeRuns(doc, inlineRuns(token.tokens, { bold: true, italic: false }), { x, width, size, color: COLORS.navy, gap: 0.35 })
        break
      }
      case 'paragraph':
        keepRoom(doc, SIZE.body * 3)
        writeRuns(doc, inlineRuns(token.tokens), { x, width })
        break
      case 'list':
        renderList(doc, token, x, width)
        break
      case 'blockquote':
        for (const inner of token.tokens) {
          if (inner.type === 'paragraph')
            writeRuns(doc, inlineRuns(inner.tokens, { bold: false, italic: true }), { x: x + 18, width: width - 18 })
        }
        break
      case 'hr':
        doc.moveDown(0.3)
        doc
          .moveTo(x, doc.y)
          .lineTo(x + width, doc.y)
          .lineWidth(1)
          .strokeColor(COLORS.line)
          .stroke()
        doc.moveDown(0.6)
        break
      case 'space':
        break
      default:
        if (token.text) writeRuns(doc, [{ text: token.text, bold: false, italic: false }], { x, width })
    }
  }
}

function renderCover(doc, data, words) {
  const x = doc.page.margins.left
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  doc.font(FONTS.bold).fontSize(SIZE.subtitle).fillColor(COLORS.navy).text(site.company, x, doc.page.margins.top, { width })
  doc
    .font(FONTS.regular)
    .fontSize(SIZE.footer + 1)
    .fillColor(COLORS.muted)
  doc.text(words.coverLine, { width })
  doc.moveDown(1.2)
  doc.font(FONTS.bold).fontSize(SIZE.title).fillColor(COLORS.ink).text(data.title, { width, lineGap: 2 })
  doc.moveDown(0.3)
  doc.font(FONTS.regular).fontSize(SIZE.subtitle).fillColor(COLORS.muted).text(data.subtitle, { width, lineGap: 3 })
  doc.moveDown(0.6)
  doc
    .moveTo(x, doc.y)
    .lineTo(x + width, doc.y)
    .lineWidth(2)
    .strokeColor(COLORS.navy)
    .stroke()
  doc.moveDown(0.8)
}

/** Footer on every page: who we are, how to reach us, and "Page n of N". */
function renderFooters(doc, title, words) {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0 // writing below the body margin must not start a new page
    const x = doc.page.margins.left
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
    const y = doc.page.height - bottom + FOOTER_GAP - SIZE.footer
    doc
      .moveTo(x, y - 8)
      .lineTo(x + width, y - 8)
      .lineWidth(0.75)
      .strokeColor(COLORS.line)
      .stroke()
    doc.font(FONTS.regular).fontSize(SIZE.footer).fillColor(COLORS.muted)
    doc.text(`${site.company} · ${site.phone} · ${site.email}`, x, y, { width: width * 0.7, lineBreak: false })
    doc.text(words.pageOf(i + 1, count), x, y, { width, align: 'right', lineBreak: false })
    if (i > 0) {
      doc.text(title, x, doc.page.margins.top - 36, { width, align: 'right', lineBreak: false })
    }
    doc.page.margins.bottom = bottom
  }
}

/** Renders one guide to a PDF buffer, with the fixed words of `locale` (a key of LOCALES). */
export function guideToPdf({ data, body }, locale = 'en') {
  const words = LOCALES[locale]
  if (!words) throw new Error(`unknown guide locale "${locale}"`)
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      bufferPages: true,
      lang: words.lang,
      displayTitle: true,
      info: { Title: data.title, Subject: data.subtitle, Author: site.company, Creator: site.company },
    })
    const chunks = []
    doc.on('data', (c) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    renderCover(doc, data, words)
    renderBlocks(doc, new Marked({ gfm: true }).lexer(body))
    // Closing call-out, kept together on one page.
    keepRoom(doc, 80)
    doc.moveDown(0.8)
    const x = doc.page.margins.left
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
    writeRuns(
      doc,
      [
        { text: words.closingLead, bold: true, italic: false },
        { text: words.closingText, bold: false, italic: false },
      ],
      { x, width },
    )
    renderFooters(doc, data.title, words)
    doc.end()
  })
}

/** Builds every guide of one language and its manifest.json. */
async function buildLocale(locale) {
  const { sourceDir, outDir } = LOCALES[locale]
  if (locale !== 'en' && !existsSync(path.join(root, sourceDir))) return // no translation yet
  mkdirSync(path.join(root, outDir), { recursive: true })
  const files = readdirSync(path.join(root, sourceDir))
    .filter((f) => f.endsWith('.md'))
    .sort()
  const manifest = []
  for (const file of files) {
    const guide = readGuide(path.join(root, sourceDir, file), locale)
    const pdf = await guideToPdf(guide, locale)
    const target = path.join(root, outDir, guide.data.filename)
    writeFileSync(target, pdf)
    manifest.push({
      source: file.replace(/\.md$/, ''),
      filename: guide.data.filename,
      title: guide.data.title,
      bytes: statSync(target).size,
    })
    console.log(`pdf: ${outDir}/${guide.data.filename} (${Math.round(pdf.length / 1024)} KB)`)
  }
  writeFileSync(path.join(root, outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

async function main() {
  for (const locale of Object.keys(LOCALES)) await buildLocale(locale)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
