// Words a worried 75-year-old stumbled on in the second walk-through (issue 47, docs/product.md):
// each rule reads the message files themselves, so a new message breaks it as surely as an old one.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { walk } from '#tests/files'

const root = path.resolve(import.meta.dirname, '../..')
const LOCALES = ['en', 'es', 'fr'] as const

function messages(locale: (typeof LOCALES)[number]): Record<string, string> {
  const all: Record<string, string> = {}
  for (const file of walk(path.join(root, 'messages')).filter((f) => f.endsWith(`${path.sep}${locale}.json`))) {
    Object.assign(all, JSON.parse(readFileSync(file, 'utf8')))
  }
  return all
}

describe('waiting times read once (N17)', () => {
  // {wait} is filled by describeWait (worker/rate-limit), which already says "in 4 minutes",
  // "en 4 minutos", "dans 4 minutes": a sentence must not add its own "in" or "wait" before it.
  const before: Record<string, RegExp> = {
    en: /\b(in|wait)\s+\{wait\}/i,
    es: /\b(en|espere)\s+\{wait\}/i,
    fr: /\b(dans|attendez|attendre)\s+\{wait\}/i,
  }
  for (const locale of LOCALES) {
    it(`no ${locale} message doubles the preposition`, () => {
      const all = messages(locale)
      expect(all.server_wait_minutes).toMatch(/^(in|en|dans) \{count\}/)
      const doubled = Object.entries(all).filter(([, text]) => before[locale].test(text))
      expect(doubled.map(([key]) => key)).toEqual([])
    })
  }
})

describe('the chat speaks the language of the visitor (N18)', () => {
  it('French says "Vous avez écrit" before the own lines of the visitor, never "Vous a écrit"', async () => {
    const { chatText } = await import('#content/fr/chat')
    expect(chatText.youSaid).toMatch(/^Vous avez écrit\s:\s$/u)
    expect(chatText.said('Sam')).toMatch(/^Sam a écrit\s:\s$/u)
  })
  it('French keeps "Clavarder" (the OQLF\'s word for chat) and says what it means where the chat starts (N20)', async () => {
    const { chatText } = await import('#content/fr/chat')
    expect(messages('fr').chat_toggle).toBe('Clavarder')
    expect(chatText.empty).toMatch(/^Clavarder, c’est discuter par écrit\./u)
  })
  it('the expert is "from SaffeSupport" in each language, around the first name', () => {
    expect(messages('es').chat_expert_name).toBe('{name}, de SaffeSupport')
    expect(messages('fr').chat_expert_name).toBe('{name}, de SaffeSupport')
  })
})

describe('the plan mailed to a trusted contact never says "you paid" (N19)', () => {
  // The contact reads these short lines under "What happened:": they are about the holder, not the reader.
  it('each French and Spanish short line is neutral or in the third person', async () => {
    for (const [locale, second] of [
      ['fr', /\b(vous|votre|vos|j’|je)\b/i],
      ['es', /\b(usted|ustedes|yo)\b/i],
    ] as const) {
      const words = JSON.parse(readFileSync(path.join(root, `content/${locale}/help-now-choices.json`), 'utf8'))
      const shorts = Object.values(words.situations as Record<string, { short: string }>).map((s) => s.short)
      expect(shorts.length).toBeGreaterThanOrEqual(10)
      expect(shorts.filter((s) => second.test(s))).toEqual([])
    }
  })
})
