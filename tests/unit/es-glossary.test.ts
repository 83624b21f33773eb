// The Spanish glossary (docs/i18n.md, "Spanish glossary"): every word in its "never" column is absent
// from every Spanish page and message. The table is the rule; this test only reads it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { walk } from '#tests/files'
import { glossaryNever, wholeWord } from '#tests/glossary'

const root = path.resolve(import.meta.dirname, '../..')

const spanishSources = [
  ...walk(path.join(root, 'content/es')).filter((f) => /\.(md|ts|json)$/.test(f)),
  ...walk(path.join(root, 'messages')).filter((f) => f.endsWith(`${path.sep}es.json`)),
]

describe('the Spanish glossary', () => {
  const rows = glossaryNever(readFileSync(path.join(root, 'docs/i18n.md'), 'utf8'), 'Spanish glossary')

  it('has rows to check', () => {
    expect(rows.length).toBeGreaterThanOrEqual(5)
    expect(rows.find((r) => r.use.startsWith('dispositivo'))?.never).toEqual(['aparato', 'aparatos'])
    // Words review S5: IT support is "soporte informático", our help is "a distancia" (plan feature lists too).
    const itSupport = rows.find((r) => r.use.startsWith('soporte informático'))?.never ?? []
    for (const word of [
      'soporte de TI',
      'soporte técnico remoto',
      'Soporte técnico remoto',
      'soporte técnico a distancia',
      'Ayuda técnica remota',
    ]) {
      expect(itSupport).toContain(word)
    }
  })

  it('no Spanish page or message uses a word the glossary rules out', () => {
    const found: string[] = []
    for (const file of spanishSources) {
      const text = readFileSync(file, 'utf8')
      for (const row of rows) {
        for (const word of row.never) {
          for (const _ of text.matchAll(wholeWord(word))) found.push(`${path.relative(root, file)}: "${word}" (use "${row.use}")`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it('finds a ruled-out word as a whole word only (self-test)', () => {
    expect('Proteja sus aparatos.'.match(wholeWord('aparatos'))).toHaveLength(1)
    expect('la red wifi de casa'.match(wholeWord('wifi'))).toHaveLength(1)
    expect("id: 'wifi-network'".match(wholeWord('wifi'))).toBeNull()
    expect('Ahorrador'.match(wholeWord('Ahorra'))).toBeNull()
  })
})

describe('Spanish punctuation (docs/i18n.md, "Spanish glossary")', () => {
  // Quotes in Spanish prose are “…”, never "…" or '…', and a percentage has no space before % (33%).
  const md = walk(path.join(root, 'content/es')).filter((f) => f.endsWith('.md'))
  const json = walk(path.join(root, 'messages')).filter((f) => f.endsWith(`${path.sep}es.json`))

  it('no Spanish message or page body uses straight quotes or a spaced percent sign', () => {
    const found: string[] = []
    for (const file of json) {
      for (const [key, value] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
        if (value.includes('"')) found.push(`${path.relative(root, file)}: ${key}`)
        if (/\d %/.test(value)) found.push(`${path.relative(root, file)}: ${key} (percent)`)
      }
    }
    for (const file of md) {
      const text = readFileSync(file, 'utf8')
      const body = text.startsWith('---\n') ? text.split('\n---\n').slice(1).join('\n---\n') : text
      for (const line of body.split('\n')) {
        if (line.includes('"') && !line.includes('="')) found.push(`${path.relative(root, file)}: ${line.slice(0, 60)}`)
        if (/\d %/.test(line)) found.push(`${path.relative(root, file)}: ${line.slice(0, 60)} (percent)`)
      }
      if (/'[\p{L} ]+'/u.test(text.split('\n---\n')[0])) found.push(`${path.relative(root, file)}: single quotes in the front matter`)
    }
    expect(found).toEqual([])
  })
})

describe('Spanish quotation marks (words review S16)', () => {
  it('quotes words with “ ”, never with straight quotes inside a title or a text', () => {
    const files = [
      ...walk(path.join(root, 'content/es')).filter((f) => /\.(md|json)$/.test(f)),
      ...walk(path.join(root, 'messages')).filter((f) => f.endsWith(`${path.sep}es.json`)),
    ]
    const found = files.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/\\"[^"\\]{1,60}\\"/g)].map((m) => `${path.relative(root, f)}: ${m[0]}`),
    )
    expect(found).toEqual([])
  })
})
