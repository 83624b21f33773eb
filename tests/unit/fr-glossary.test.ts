// The French glossary (docs/i18n.md, "French glossary"): every word in its "never" column is absent
// from every French page and message, and French quotes and spaces follow Quebec typography. The
// table is the rule; this test only reads it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { walk } from '#tests/files'
import { glossaryNever, wholeWord } from '#tests/glossary'

const root = path.resolve(import.meta.dirname, '../..')

const frenchSources = [
  ...walk(path.join(root, 'content/fr')).filter((f) => /\.(md|ts|json)$/.test(f)),
  ...walk(path.join(root, 'messages')).filter((f) => f.endsWith(`${path.sep}fr.json`)),
]

describe('the French glossary', () => {
  const rows = glossaryNever(readFileSync(path.join(root, 'docs/i18n.md'), 'utf8'), 'French glossary')

  it('has rows to check, and French files to check them in', () => {
    expect(rows.length).toBeGreaterThanOrEqual(8)
    expect(rows.find((r) => r.use === 'courriel')?.never).toContain('e-mail')
    expect(frenchSources.length).toBeGreaterThan(60)
  })

  it('no French page or message uses a word the glossary rules out', () => {
    const found: string[] = []
    for (const file of frenchSources) {
      // Code comments in the word modules are English ("the contact details (phone, e-mail, ...)").
      const text = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
        .join('\n')
      for (const row of rows) {
        for (const word of row.never) {
          for (const _ of text.matchAll(wholeWord(word))) found.push(`${path.relative(root, file)}: "${word}" (use "${row.use}")`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it('finds a ruled-out word as a whole word only (self-test)', () => {
    expect('Écrivez-nous par e-mail.'.match(wholeWord('e-mail'))).toHaveLength(1)
    expect("id: 'wifi-network'".match(wholeWord('wifi'))).toBeNull()
    expect('les arnaqueurs'.match(wholeWord('arnaqueur'))).toBeNull()
  })
})

describe('French typography (docs/i18n.md, "French glossary")', () => {
  const md = walk(path.join(root, 'content/fr')).filter((f) => f.endsWith('.md'))
  const json = walk(path.join(root, 'messages')).filter((f) => f.endsWith(`${path.sep}fr.json`))
  // The words of the translated modules (content/fr/*.json), every text in them.
  const words = walk(path.join(root, 'content/fr')).filter((f) => f.endsWith('.json'))
  const texts = (value: unknown, at: string): [string, string][] =>
    typeof value === 'string'
      ? [[at, value]]
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => texts(inner, `${at}.${key}`))
        : []
  // A digit then "$" or "%" with no space, or with an ordinary space that a line could break at.
  const badUnit = /\d(?:\s?)[$%]/u
  const goodUnit = /\d[\u00a0\u202f][$%]/gu

  it('no French message or page body uses straight double quotes, a unit glued or breakable after its number, or a breakable space before a colon', () => {
    const found: string[] = []
    const check = (where: string, text: string) => {
      if (text.includes('"') && !text.includes('="') && !text.includes('("')) found.push(`${where}: straight quotes`)
      if (badUnit.test(text.replace(goodUnit, ''))) found.push(`${where}: ${text.slice(0, 60)} (space before $ or %)`)
      if (text.includes(' :')) found.push(`${where}: ${text.slice(0, 60)} (ordinary space before ":", not a non-breaking one)`)
      if (/[\p{L}\p{N}}]:(\s|$)/u.test(text)) found.push(`${where}: ${text.slice(0, 60)} (no space before ":")`)
    }
    for (const file of json) {
      for (const [key, value] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
        if (key !== '$schema') check(`${path.relative(root, file)}: ${key}`, value)
      }
    }
    for (const file of words) {
      for (const [at, text] of texts(JSON.parse(readFileSync(file, 'utf8')), path.relative(root, file))) check(at, text)
    }
    for (const file of md) {
      const text = readFileSync(file, 'utf8')
      const body = text.startsWith('---\n') ? text.split('\n---\n').slice(1).join('\n---\n') : text
      for (const line of body.split('\n')) {
        // Markdown link targets and code may hold quotes; prose may not.
        if (!line.startsWith('    ') && !line.includes('`')) check(path.relative(root, file), line)
      }
    }
    expect(found).toEqual([])
  })
})

describe('RPV (VPN) on French pages (docs/i18n.md, "French glossary")', () => {
  // A page's words in reading order: a markdown body, each front-matter line (shown on cards), a JSON
  // module's strings in file order (its page renders them so), a message on its own. Brand names
  // ("Secure VPN") stay as sold.
  const pages = (): [string, string][] =>
    frenchSources.flatMap((file): [string, string][] => {
      const at = path.relative(root, file)
      const text = readFileSync(file, 'utf8')
      if (file.endsWith('.md')) {
        const [, head = '', body = text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? []
        return [[at, body], ...head.split('\n').map((line): [string, string] => [`${at} (front matter)`, line])]
      }
      if (at.startsWith('messages'))
        return Object.entries(JSON.parse(text) as Record<string, string>).map(([key, value]) => [`${at}: ${key}`, value])
      return [[at, text]]
    })

  /** What is wrong with one page's "VPN" and "RPV", if anything. */
  const rpvFault = (text: string): string | undefined => {
    const words = text.replaceAll('Secure VPN', '')
    if (/(?<!RPV \()VPN/.test(words)) return 'VPN without RPV: write « RPV (VPN) », then « RPV »'
    const first = /(?<![\p{L}])RPV(?![\p{L}])(.{0,6})/u.exec(words)
    if (first && !first[1].startsWith(' (VPN)')) return 'the first RPV on the page is not « RPV (VPN) »'
  }

  it('every French page or message that names a VPN says « RPV (VPN) » first, then « RPV »', () => {
    const found = pages().flatMap(([at, text]) => {
      const fault = rpvFault(text)
      return fault ? [`${at}: ${fault}`] : []
    })
    expect(found).toEqual([])
  })

  it('reads a page as the rule says (self-test)', () => {
    expect(rpvFault('Un antivirus, un RPV (VPN) et plus. Activez le RPV.')).toBeUndefined()
    expect(rpvFault('**Secure VPN** pour 10 appareils. Ce RPV (VPN) brouille votre trafic.')).toBeUndefined()
    expect(rpvFault('Un VPN chiffre votre connexion.')).toContain('without RPV')
    expect(rpvFault('Activez le RPV. Un RPV (VPN) chiffre.')).toContain('first RPV')
  })
})
