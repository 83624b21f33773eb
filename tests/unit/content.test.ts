// Content checks: the words are the product, so the tests guard their shape — blog articles long and
// complete, 20 FAQ entries, 3 printable guides that really build, no placeholder text anywhere, and no
// internal link that leads nowhere.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { featuredSlugs } from '#content/blog'
import { contacts as helpNowContactsEs } from '#content/es/help-now'
import { contacts as helpNowContactsFr } from '#content/fr/help-now'
import { familySafetyPlan, fraudFaq, renewalScam } from '#content/fraud-faq'
import { trustBadges } from '#content/landing'
import { emergencyHelp } from '#content/live-support'
import { defendProItems } from '#content/navigation'
import { comboSavingPercent, plans, pricingNotes } from '#content/plans'
import { directoryEntry, agencies as reportAgencies } from '#content/report-pack'
import { site } from '#content/site'
import { scamVideos } from '#content/videos'
import { isDefaultLocale, localeOfPath, stripLocale } from '#shared/i18n'
import { routePaths } from '#tests/route-paths'
import { guideToPdf, LOCALES, readGuide } from '../../scripts/build-pdfs.mjs'
import { renderMarkdownFile } from '../../scripts/markdown-plugin'

const root = path.resolve(import.meta.dirname, '../..')
const contentDir = path.join(root, 'content')

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}
const contentFiles = walk(contentDir).filter((f) => /\.(md|ts|json)$/.test(f))
const rel = (f: string) => path.relative(root, f)

// Same idea as tests/unit/site.test.ts: a link is good when the route tree (or a blog file) has it.
function hasRoute(href: string): boolean {
  const [localized, query = ''] = href.split('#')[0].split('?')
  // A translated link (/es/..., /fr/...) needs the page and, for an article, its file in that language.
  const locale = localeOfPath(localized)
  const pathname = stripLocale(localized)
  const slug = /^\/blog\/([a-z0-9-]+)$/.exec(pathname)?.[1]
  if (slug) return existsSync(path.join(contentDir, ...(isDefaultLocale(locale) ? [] : [locale]), 'blog', `${slug}.md`))
  if (pathname === '/DefendPro' && query) {
    const item = new URLSearchParams(query).get('item')
    if (item && !defendProItems.some((d) => d.item === item)) return false
  }
  return routePaths.has(pathname)
}

const specSlugs = [
  'online-scam-guide',
  'romance-scam',
  'tech-support-scam',
  'banking-otp-fraud',
  'spam-calls',
  'phishing-emails',
  'identity-theft',
  'online-shopping',
  'investment-scam',
  'password-safety',
  'ai-voice-fraud',
]

describe('blog articles', () => {
  const files = readdirSync(path.join(contentDir, 'blog')).filter((f) => f.endsWith('.md'))

  it('are the 11 slugs of the spec, and the dropdown offers three of them', () => {
    expect(files.map((f) => f.replace(/\.md$/, '')).sort()).toEqual([...specSlugs].sort())
    expect([...featuredSlugs]).toEqual(['online-scam-guide', 'romance-scam', 'tech-support-scam'])
  })

  for (const file of files) {
    it(`${file}: at least 900 words, with every required section`, () => {
      const source = readFileSync(path.join(contentDir, 'blog', file), 'utf8')
      const { data, headings, words, html } = renderMarkdownFile(source)
      expect(words, 'word count').toBeGreaterThanOrEqual(900)
      for (const field of ['title', 'description']) expect(String(data[field] ?? '').length, field).toBeGreaterThan(10)
      expect(String(data.published)).toMatch(/^\d{4}-\d{2}-\d{2}$/)

      // Intro: real text before the first section heading.
      const body = source.replace(/^---[\s\S]*?---\r?\n/, '')
      const intro = body.slice(0, body.search(/^## /m))
      expect(intro.split(/\s+/).filter(Boolean).length, 'intro words').toBeGreaterThanOrEqual(40)

      const h2 = headings.filter((h) => h.depth === 2).map((h) => h.text)
      // The example is a composite, so it is never called "real-life" (see the provenance rules below).
      const required = [/^An example of how it happens$/, /numbers|statistics/i, /questions|faq/i, /related reading/i, /final words/i]
      for (const pattern of required)
        expect(
          h2.some((t) => pattern.test(t)),
          `${file} has ${pattern}`,
        ).toBe(true)
      expect(h2.length, 'sections').toBeGreaterThanOrEqual(8)

      const section = (pattern: RegExp) => {
        const start = html.search(new RegExp(`<h2 id="[^"]*">[^<]*${pattern.source}`, 'i'))
        const next = html.indexOf('<h2', start + 4)
        return html.slice(start, next === -1 ? undefined : next)
      }
      // Statistics are numbers; the FAQ has several questions; related reading has several links.
      expect(section(/numbers|statistics/).match(/\d[\d,.]*\s*(%|percent|billion|million)|\$\d/gi)?.length ?? 0).toBeGreaterThanOrEqual(2)
      expect(section(/questions|faq/).match(/<h3/g)?.length ?? 0).toBeGreaterThanOrEqual(3)
      expect(section(/related reading/).match(/<a href="\//g)?.length ?? 0).toBeGreaterThanOrEqual(3)
    })
  }
})

describe('fraud FAQ', () => {
  it('has 20 questions, each with a real answer', () => {
    expect(fraudFaq).toHaveLength(20)
    expect(new Set(fraudFaq.map((e) => e.question)).size).toBe(20)
    for (const entry of fraudFaq) {
      expect(entry.question.trim().endsWith('?'), entry.question).toBe(true)
      expect(entry.answer.split(/\s+/).length, entry.question).toBeGreaterThanOrEqual(40)
    }
  })

  it('has the family safety plan and the renewal-scam section', () => {
    expect(familySafetyPlan.steps.length).toBeGreaterThanOrEqual(5)
    expect(renewalScam.signs.length).toBeGreaterThanOrEqual(5)
    expect(renewalScam.whatToDo.length).toBeGreaterThanOrEqual(5)
  })
})

describe('printable guides', () => {
  const files = readdirSync(path.join(contentDir, 'guides')).filter((f) => f.endsWith('.md'))

  it('are the three of the spec, each with a title, subtitle and distinct file name', () => {
    expect(files).toHaveLength(3)
    const guides = files.map((f) => readGuide(path.join(contentDir, 'guides', f)))
    expect(guides.map((g) => g.data.title).sort()).toEqual(
      ['Financial Scam Warning Signs', 'Scam Protection Toolkit', 'Securing Your Devices'].sort(),
    )
    expect(new Set(guides.map((g) => g.data.filename)).size).toBe(3)
  })

  it('build into real PDFs with the company contact details filled in', async () => {
    const guide = readGuide(path.join(contentDir, 'guides', files[0]))
    expect(guide.body).not.toMatch(/\{\{\w+\}\}/)
    const pdf: Buffer = await guideToPdf(guide)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.length).toBeGreaterThan(5 * 1024)
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/) // US Letter
    expect(site.phone.length).toBeGreaterThan(5)
    expect(pdf.toString('latin1')).toContain('/Lang (en-US)')
    const text = pdfText(pdf)
    expect(text).toContain(`Free guide · Call ${site.phone}`)
    expect(text).toMatch(/Page 1 of \d+/)
    expect(text).toContain('Need a second opinion?')
  })
})

/** The text a PDF shows: pdfkit writes it as hex strings in compressed content streams (WinAnsi bytes). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const parts: string[] = []
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length
    let content: string
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1')
    } catch {
      continue // not a compressed content stream
    }
    for (const run of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      parts.push([...run[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''))
    }
  }
  return parts.join('\n')
}

describe('printable guides in Spanish', () => {
  const englishFiles = readdirSync(path.join(contentDir, 'guides'))
    .filter((f) => f.endsWith('.md'))
    .sort()
  const files = readdirSync(path.join(contentDir, 'es/guides'))
    .filter((f) => f.endsWith('.md'))
    .sort()

  it('translate each English guide under the same name and PDF file name, with a Spanish title', () => {
    expect(files).toEqual(englishFiles)
    for (const file of files) {
      const en = readGuide(path.join(contentDir, 'guides', file))
      const es = readGuide(path.join(contentDir, 'es/guides', file))
      expect(es.data.filename, file).toBe(en.data.filename)
      expect(es.data.title, file).not.toBe(en.data.title)
      expect(es.data.subtitle, file).not.toBe(en.data.subtitle)
      expect(es.body.match(/^## /gm)?.length, file).toBe(en.body.match(/^## /gm)?.length)
      expect(es.body, file).not.toMatch(/\{\{\w+\}\}/)
    }
  })

  it('print only characters the built-in Helvetica has (WinAnsi)', () => {
    // Latin-1 plus the few cp1252 extras the guides use; anything else would print as a wrong glyph.
    for (const file of files) {
      const text = readFileSync(path.join(contentDir, 'es/guides', file), 'utf8')
      expect(
        [...text].filter((c) => c.charCodeAt(0) > 0xff && !'•–—‘’“”…€'.includes(c)),
        file,
      ).toEqual([])
    }
    for (const words of [LOCALES.es.coverLine, LOCALES.es.closingLead, LOCALES.es.closingText, LOCALES.es.pageOf(1, 2)]) {
      expect(
        [...words].filter((c) => c.charCodeAt(0) > 0xff),
        words,
      ).toEqual([])
    }
  })

  it('build into Spanish PDFs: Spanish words around the guide, accents intact, nothing left in English', async () => {
    const guide = readGuide(path.join(contentDir, 'es/guides', 'scam-toolkit.md'))
    const pdf: Buffer = await guideToPdf(guide, 'es')
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/)
    expect(pdf.toString('latin1')).toContain('/Lang (es)')
    const text = pdfText(pdf)
    expect(text).toContain(`Guía gratuita · Llame al ${site.phone}`)
    expect(text).toMatch(/Página 1 de \d+/)
    expect(text).toContain('¿Necesita una segunda opinión?')
    expect(text).toContain('/es/resources')
    expect(text).toContain(guide.data.title)
    expect(text).toContain('¿Cuál es nuestra palabra clave familiar?')
    for (const c of 'áéíóúñ¿') expect(text, c).toContain(c)
    expect(text).not.toMatch(/Page \d+ of|Free guide|Need a second opinion|Real people answer/)
  })
})

describe('every content file', () => {
  it('is free of placeholder text', () => {
    const problems: string[] = []
    for (const file of contentFiles) {
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/lorem ipsum|coming soon|placeholder|próximamente|texto de ejemplo/gi)) {
        problems.push(`${rel(file)}: "${m[0]}"`)
      }
      // Upper case only: "todo" is an ordinary Spanish word.
      for (const m of text.matchAll(/\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b/g)) problems.push(`${rel(file)}: "${m[0]}"`)
      for (const m of text.matchAll(/\{\{(\w+)\}\}/g)) {
        if (!['company', 'phone', 'phoneHref', 'email', 'callRule', 'callRuleBuy'].includes(m[1]))
          problems.push(`${rel(file)}: unknown token ${m[0]}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('links only to pages that exist', () => {
    const broken: string[] = []
    for (const file of contentFiles) {
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/\]\((\/[^)\s]*)\)/g)) if (!hasRoute(m[1])) broken.push(`${rel(file)}: ${m[1]}`)
    }
    expect(broken).toEqual([])
  })

  it('catches a broken link (the check itself works)', () => {
    expect(hasRoute('/ReadFAQ')).toBe(true)
    expect(hasRoute('/blog/romance-scam')).toBe(true)
    expect(hasRoute('/DefendPro?item=vpn')).toBe(true)
    expect(hasRoute('/blog/no-such-article')).toBe(false)
    expect(hasRoute('/DefendPro?item=nothing')).toBe(false)
    expect(hasRoute('/NoSuchPage')).toBe(false)
    expect(hasRoute('/es/blog/romance-scam')).toBe(true)
    expect(hasRoute('/es/Pricing')).toBe(true)
    expect(hasRoute('/es/NoSuchPage')).toBe(false)
  })
})

// ---------------------------------------------------------------------------------------------------
// The copy rules: advice that protects, numbers that add up, Canada beside the US, honest
// provenance and one spelling. Each rule is a check over the real files; each has a self-test below
// that feeds it a broken sentence, so a rule that stops catching anything fails too.

/** The words a reader sees: markdown files whole, and the string literals of the typed data files. */
function jsonTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  return value && typeof value === 'object' ? Object.values(value).flatMap(jsonTexts) : []
}

function prose(file: string): string {
  const text = readFileSync(file, 'utf8')
  if (file.endsWith('.md')) return text
  // A translation's words (content/<locale>/*.json): every text in it, not its keys.
  if (file.endsWith('.json')) return jsonTexts(JSON.parse(text)).join('\n\n')
  // String literals only ('…', "…", `…`), so identifiers, ids and comments are not judged as copy.
  return [...text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .join('\n\n')
}
// content/callback.ts and content/alerts/ belong to other parts of the site and follow their own tests.
const copyFiles = contentFiles.filter((f) => !/^content\/(?:[a-z]{2}\/)?alerts\//.test(rel(f)) && !/callback\.(ts|json)$/.test(rel(f)))
/** English copy only: the spelling rules below are about English words. */
// The official-contacts directory holds each entry's three languages side by side, with organizations'
// own names ("Centre antifraude du Canada"): its English words are checked in tests/unit/official-directory.test.ts.
const englishCopyFiles = copyFiles.filter((f) => !/^content\/[a-z]{2}\//.test(rel(f)) && !/^content\/official-directory/.test(rel(f)))
/** Paragraphs and list items: the unit a reader takes in at once. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.)\s)|\\n/)
    .map((p) => p.trim())
    .filter(Boolean)

type Finding = string
/** `shown`: words a file shows that live in another module, judged with the file's own (by relative path). */
function findAll(files: string[], check: (text: string) => string[], shown: Record<string, string> = {}): Finding[] {
  return files.flatMap((file) =>
    check([prose(file), shown[rel(file)] ?? ''].join('\n\n')).map((hit) => `${rel(file)}: ${hit.slice(0, 160)}`),
  )
}

// --- 2. Advice that protects ------------------------------------------------------------------------

/** Wording that teaches a rule a scammer can satisfy. */
const unsafeAdvice: RegExp[] = [
  /cannot give (you )?(that|the|it|this|an?)\b[^.]*password/i, // "if a caller cannot give you that password, hang up"
  /no password, no access/i,
  /(allow|permit) remote access only (with|when|after)[^.]*password/i,
  /only with (an|the) official (session )?password/i,
  /always know who you are dealing with/i, // a call from us does not prove it is us
  /that way you know you are talking to/i,
]
function unsafeAdviceIn(text: string): string[] {
  const hits = paragraphs(text).filter((p) => unsafeAdvice.some((r) => r.test(p)))
  // No "official session password" at all (words review A21): the one check is a session you started.
  const passwordAsPass = paragraphs(text).filter((p) => /official (\{\{company\}\} )?(session )?password/i.test(p))
  return [...hits, ...passwordAsPass]
}

/** Advice that was wrong by today's guidance. */
function outdatedAdviceIn(text: string): string[] {
  return paragraphs(text).filter(
    (p) =>
      /VPN[^.]*\bhides? (all (of )?)?your (internet )?activity/i.test(p) ||
      (/Postal Service/.test(p) &&
        /\btext|mensajes? de texto/i.test(p) &&
        !/never contain a link|nunca (?:traen|incluyen|contienen) (?:un |ningún )?enlace/i.test(p)),
  )
}

describe('advice that protects', () => {
  it('never implies that a password, or a call from us, proves a caller is us', () => {
    expect(findAll(copyFiles, unsafeAdviceIn)).toEqual([])
  })

  it('says the one trusted way: a session the customer started by calling the number on this site', () => {
    const rule = /session (that )?you started/i
    for (const file of ['content/pages/terms.md', 'content/blog/tech-support-scam.md', 'content/fixmytech.ts', 'content/products/1.md']) {
      expect(prose(path.join(root, file)), file).toMatch(rule)
    }
  })

  it('tells people in danger, or expecting a courier, to call 911 first', () => {
    expect(emergencyHelp.steps[0].title).toMatch(/911/)
    expect(emergencyHelp.steps[0].text).toMatch(/courier/i)
    expect(emergencyHelp.steps[0].text).toMatch(/Canada/)
  })

  it('has no outdated USPS or VPN advice', () => {
    expect(findAll(copyFiles, outdatedAdviceIn)).toEqual([])
  })

  it('catches the unsafe wordings (the checks themselves work)', () => {
    expect(unsafeAdviceIn('If a caller cannot give you that password, hang up.')).toHaveLength(1)
    expect(unsafeAdviceIn('No password, no access.')).toHaveLength(1)
    expect(unsafeAdviceIn('We call every customer, so you always know who you are dealing with.')).toHaveLength(1)
    expect(unsafeAdviceIn('Allow remote access only when you hear the official session password.')).toHaveLength(2)
    expect(unsafeAdviceIn('Your technician also gives you an official session password, as an extra check.')).toHaveLength(1)
    expect(unsafeAdviceIn('If anyone contacts you first and asks to connect, hang up, even if they know a password.')).toEqual([])
    expect(outdatedAdviceIn('A VPN hides your internet activity on public Wi-Fi.')).toHaveLength(1)
    expect(outdatedAdviceIn('The US Postal Service does not text you unless you asked.')).toHaveLength(1)
  })
})

// --- 4. Canada beside the US ------------------------------------------------------------------------

const CAFC_PHONE = '1-888-495-8501'
/** The centre's name in English, or in the Spanish pages' words. */
const CAFC_NAME = '(?:Canadian Anti-Fraud Centre|Centro Antifraude de Canadá|Centre antifraude du Canada)'
/** Every US route named in a file must have its Canadian counterpart in the same file. */
const canadianRoutes: { us: RegExp; canada: RegExp; name: string }[] = [
  {
    name: 'fraud report',
    us: /reportfraud\.ftc\.gov|reportefraude\.ftc\.gov|ic3\.gov|identitytheft\.gov|robodeidentidad\.gov/i,
    canada: new RegExp(`${CAFC_NAME}[\\s\\S]*${CAFC_PHONE}|${CAFC_PHONE}[\\s\\S]*${CAFC_NAME}`),
  },
  { name: 'Do Not Call list', us: /donotcall\.gov|Do Not Call Registry/i, canada: /lnnte-dncl\.gc\.ca/ },
  { name: 'credit freeze', us: /freeze[^.]*Experian|Experian[^.]*freeze/i, canada: /Equifax Canada|TransUnion Canada/ },
]
function missingCanada(text: string): string[] {
  return canadianRoutes.filter((r) => r.us.test(text) && !r.canada.test(text)).map((r) => `no Canadian ${r.name}`)
}

/**
 * content/es/help-now.json and content/fr/help-now.json hold only their words: the numbers and addresses its page shows come from
 * content/help-now.ts (contactsIn), so it is judged together with the contacts it shows.
 */
const shownContacts = (contacts: typeof helpNowContactsEs) =>
  Object.values(contacts)
    .map((c) => [c.name, c.phone, c.site].filter(Boolean).join(' '))
    .join('\n\n')
const shownFromEnglish: Record<string, string> = {
  'content/es/help-now.json': shownContacts(helpNowContactsEs),
  'content/fr/help-now.json': shownContacts(helpNowContactsFr),
  // The report pack shows its agencies' names, sites and numbers from the official directory (agencyContacts).
  'content/report-pack.ts': reportAgencies
    .map((a) => directoryEntry(a))
    .map((e) => (e ? [e.names.en, e.website, ...e.phones.map((p) => p.display)].join(' ') : ''))
    .join('\n\n'),
}

describe('Canada beside the US', () => {
  it('every reporting, blocking and credit-freeze answer gives the Canadian route too', () => {
    expect(findAll(copyFiles, missingCanada, shownFromEnglish)).toEqual([])
    // The FAQ is read one answer at a time, so each answer carries its own Canadian route.
    const answers = fraudFaq.filter((e) => missingCanada(e.answer).length > 0).map((e) => e.question)
    expect(answers).toEqual([])
  })

  it('the main reporting pages give the phone lines older readers prefer', () => {
    for (const file of ['content/pages/identify-fake-calls.md', 'content/pages/how-we-contact-you.md', 'content/guides/scam-toolkit.md']) {
      const text = prose(path.join(root, file))
      for (const line of ['877-908-3360', '1-833-372-8311', CAFC_PHONE]) expect(text, `${file} ${line}`).toContain(line)
    }
    const whereToReport = fraudFaq.find((e) => /where should i report/i.test(e.question))?.answer ?? ''
    for (const line of ['877-908-3360', '1-833-372-8311', CAFC_PHONE, '911']) expect(whereToReport, line).toContain(line)
  })

  it('catches a US-only answer (the check itself works)', () => {
    expect(missingCanada('Report it at reportfraud.ftc.gov.')).toEqual(['no Canadian fraud report'])
    expect(missingCanada('Register at donotcall.gov.')).toEqual(['no Canadian Do Not Call list'])
    expect(missingCanada('Place a free freeze with Equifax, Experian and TransUnion.')).toEqual(['no Canadian credit freeze'])
    expect(missingCanada(`Report it at ic3.gov, or to the Canadian Anti-Fraud Centre at ${CAFC_PHONE}.`)).toEqual([])
  })
})

// --- 1. Seven videos --------------------------------------------------------------------------------

describe('scam-awareness videos', () => {
  it('are the seven chosen ids, each naming its publisher', () => {
    expect(scamVideos.map((v) => v.id)).toEqual([
      '6nSP_cnipTY',
      'BRWKSMG8AvI',
      'RfAquS5wuTc',
      'BNlPQvdRf1E',
      'vUE03dqE0Zw',
      'Exf4iUD7gRo',
      'lxReHY2SBrw',
    ])
    for (const video of scamVideos) {
      expect(video.id, video.title).toMatch(/^[\w-]{11}$/)
      expect(video.publisher.trim().length, video.id).toBeGreaterThan(2)
      expect(video.title.trim().length, video.id).toBeGreaterThan(10)
    }
    expect(new Set(scamVideos.map((v) => v.title)).size).toBe(7)
  })

  it('quote a title only where it was seen as published', () => {
    expect(scamVideos.filter((v) => v.titleAsPublished).map((v) => v.id)).toEqual(['RfAquS5wuTc', 'BNlPQvdRf1E', 'vUE03dqE0Zw'])
  })
})

// --- 3. Numbers that add up -------------------------------------------------------------------------

const dollars = (s: string) => Number(s.replace(/[$,]/g, ''))
const planPrice = (id: string) => dollars(plans.find((p) => p.id === id)?.price ?? 'missing')

/** Every "$X/month" or "$X a month" must have "billed $Y yearly" right after it, with Y = 12 × X. */
function monthlyWithoutYearly(text: string): string[] {
  const problems: string[] = []
  for (const m of text.matchAll(/\$([\d,.]+)(?:\/month| a month)/g)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 60)
    const billed = /billed (?:US)?\$([\d,.]+) yearly/.exec(after)
    if (!billed) problems.push(`${m[0]} without its yearly total`)
    else if (Math.abs(dollars(billed[1]) - dollars(m[1]) * 12) > 0.005) problems.push(`${m[0]}: billed ${billed[1]} is not 12 × ${m[1]}`)
  }
  return problems
}

describe('numbers that add up', () => {
  it('the combo savings shown are what the listed prices give, rounded down', () => {
    // Worked out here from the prices, independently of content/plans.ts's own arithmetic.
    const home = Math.floor((1 - planPrice('combo-home') / (planPrice('defendmepro-home') + planPrice('assist-home'))) * 100)
    const business = Math.floor(
      (1 - planPrice('combo-business') / (planPrice('defendmepro-business') + planPrice('assist-business'))) * 100,
    )
    expect([home, business]).toEqual([20, 18])
    expect(comboSavingPercent('combo-home')).toBe(home)
    expect(comboSavingPercent('combo-business')).toBe(business)
    expect(plans.find((p) => p.id === 'combo-home')?.badge).toContain(`${home}%`)
    expect(plans.find((p) => p.id === 'combo-business')?.badge).toContain(`${business}%`)
    // Prose that states a combo saving says the same numbers.
    const features = prose(path.join(contentDir, 'pages/features.md'))
    expect(features).toMatch(new RegExp(`Home combo:[^\\n]*about ${home}% less`))
    expect(features).toMatch(new RegExp(`Business combo:[^\\n]*about ${business}% less`))
    const stated = findAll(copyFiles, (t) => [...t.matchAll(/about (\d+)% less than/g)].map((m) => m[1]))
    for (const hit of stated) expect([String(home), String(business)], hit).toContain(hit.split(': ').at(-1))
  })

  it('never repeats the old "saves 30%" or "35%" claims', () => {
    const hits = findAll(copyFiles, (t) =>
      [...t.matchAll(/\bsaves?\b[^.\n]{0,20}\b(30|35)\s?%|\b(30|35)\s?% (off|less|saving)/gi)].map((m) => m[0]),
    )
    expect(hits).toEqual([])
  })

  it('shows the yearly total beside every monthly price', () => {
    expect(findAll(copyFiles, monthlyWithoutYearly)).toEqual([])
    for (const plan of plans.filter((p) => p.kind === 'subscription')) {
      expect(monthlyWithoutYearly(`${plan.price}/month, ${plan.billing}`), plan.name).toEqual([])
    }
  })

  it('names which plans the 30-day guarantee covers: never "every plan", and FixMyTech is not refundable', () => {
    const hits = findAll(copyFiles, (t) => paragraphs(t).filter((p) => /(every|all) (of our )?plans?\b[^.]*money-back/i.test(p)))
    expect(hits).toEqual([])
    expect(pricingNotes.fixMyTechRefund).toMatch(/FixMyTech[^.]*not refundable/)
  })

  it('credits no uncredited statistic to the FBI or IC3', () => {
    const hits = findAll(copyFiles, (t) =>
      paragraphs(t).filter(
        (p) =>
          /98\s?%|\$1\.8 ?(billion|B)\b/.test(p) ||
          (/\b1 in 4\b|60% of victims/.test(p) && (!/estimate/i.test(p) || /\bIC3\b|\bFBI\b/.test(p))),
      ),
    )
    expect(hits).toEqual([])
  })

  it('catches a wrong yearly total or a missing one (the check itself works)', () => {
    expect(monthlyWithoutYearly('$19/month, billed $228 yearly plus tax')).toEqual([])
    expect(monthlyWithoutYearly('$19/month, billed $220 yearly plus tax')).toHaveLength(1)
    expect(monthlyWithoutYearly('$24.99 a month for 3 devices.')).toHaveLength(1)
  })
})

// --- 5. Honest provenance ---------------------------------------------------------------------------

/** The repository's first commit: no page may claim it was written before its words existed. */
const FIRST_WRITTEN = '2026-11-21'

describe('honest provenance', () => {
  it('dates every page and article no earlier than the words were written', () => {
    const early: string[] = []
    for (const file of copyFiles.filter((f) => f.endsWith('.md'))) {
      const { data } = renderMarkdownFile(readFileSync(file, 'utf8'))
      for (const field of ['published', 'updated']) {
        const value = data[field] === undefined ? undefined : String(data[field])
        if (value !== undefined && value < FIRST_WRITTEN) early.push(`${rel(file)} ${field} ${value}`)
      }
    }
    expect(early).toEqual([])
  })

  it('never calls a composite story "real-life"', () => {
    expect(findAll(copyFiles, (t) => [...t.matchAll(/real-life example|true story/gi)].map((m) => m[0]))).toEqual([])
  })

  it('news pages say what they summarize and what kind of source they link', () => {
    for (const file of ['fox', 'cbs', 'abc11', 'abc-national', 'new-york-police']) {
      const { data } = renderMarkdownFile(readFileSync(path.join(contentDir, 'pages', `${file}.md`), 'utf8'))
      expect(['primary', 'article'], file).toContain(data.sourceKind)
      expect(String(data.summarizes), file).toMatch(data.sourceKind === 'primary' ? /primary source/ : /news article/)
    }
  })

  it('the TrustedSite badge claims no seal the page does not show', () => {
    const badge = trustBadges.find((b) => b.id === 'trustedsite')
    expect(badge?.text).toBeTruthy()
    expect(badge?.text).not.toMatch(/\bseal\b/i)
  })
})

// --- 6. One spelling --------------------------------------------------------------------------------

/** British spellings that slipped in before; proper names such as "Canadian Anti-Fraud Centre" are fine. */
const britishSpellings =
  /\b(licences?|recognis\w*|organis\w*|colour\w*|favourite\w*|behaviour\w*|neighbour\w*|honour\w*|cancell(?:ing|ed)|travell(?:ing|ed|er)|summaris\w*|apologis\w*|realis(?:e|ed|ing)|analys(?:e|ed|ing)|defence|cheques?|programmes?|jewellery)\b/gi
function britishIn(text: string): string[] {
  return [...text.matchAll(britishSpellings)].map((m) => m[0])
}
/** Centre is British except in the names of Canadian bodies (the CAFC; Global Affairs Canada's Emergency Watch and Response Centre). */
function centreOutsideNames(text: string): string[] {
  return [...text.matchAll(/\bcentre\b/gi)]
    .filter((m) => !/(Anti-Fraud|and Response) $/.test(text.slice(Math.max(0, m.index - 13), m.index)))
    .map((m) => m[0])
}
/** The site writes "e-mail"; bare "email" survives only in addresses, tokens and link targets. */
function bareEmail(text: string): string[] {
  return [...text.matchAll(/(?<![/\-'{.\w@])\b[Ee]mails?\b(?![-'}:(@])/g)].map((m) => m[0])
}

describe('one spelling', () => {
  it('US English everywhere in content/', () => {
    expect(findAll(englishCopyFiles, (t) => [...britishIn(t), ...centreOutsideNames(t)])).toEqual([])
  })

  it('spells the company and its products one way (a look-alike name is what scammers use)', () => {
    expect(findAll(copyFiles, (t) => [...t.matchAll(/\bSafe ?Support\b|\bSaffe Support\b/g)].map((m) => m[0]))).toEqual([])
  })

  it('writes "e-mail" in the words people read', () => {
    expect(
      findAll(
        englishCopyFiles.filter((f) => f.endsWith('.md')),
        bareEmail,
      ),
    ).toEqual([])
  })

  it('catches British spellings and a bare "email" (the checks themselves work)', () => {
    expect(britishIn('A genuine licence you will recognise, in your favourite colour.')).toEqual([
      'licence',
      'recognise',
      'favourite',
      'colour',
    ])
    expect(britishIn('A genuine license from the maker, licensed for one PC.')).toEqual([])
    expect(centreOutsideNames('the Canadian Anti-Fraud Centre, not a call centre')).toEqual(['centre'])
    expect(bareEmail('Check your email. Read [phishing](/blog/phishing-emails) or write to {{email}}.')).toEqual(['email'])
  })
})
