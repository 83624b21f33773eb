// "Report it once" (issue 45) in Node: the draft read from storage or a request, which agencies a pack
// names for each country, every agency's words in three languages, the PDF's letters, and what the
// review queue's "Send it to our team" takes out before anything leaves the device (issue 41 item 6).
import { describe, expect, it } from 'vitest'
import { winAnsi } from '#app/features/report/pdf'
import { words as es } from '#content/es/report-pack'
import { words as fr } from '#content/fr/report-pack'
import { lookupByAddress, OFFICIAL_ENTRIES } from '#content/official-directory'
import { agencies, agenciesFor, agencyContacts, agencyName, words as en } from '#content/report-pack'
import { emptyDraft, REPORT_TEXT_MAX, readDraft, redact } from '#shared/report'

const draft = (over: Partial<ReturnType<typeof emptyDraft>>) => ({ ...emptyDraft(), ...over })
const ids = (d: ReturnType<typeof emptyDraft>) => agenciesFor(d).map((a) => a.id)

describe('the draft', () => {
  it('keeps known answers, drops unknown keys and values, and cuts long texts', () => {
    const d = readDraft({ country: 'mx', what: 'x'.repeat(REPORT_TEXT_MAX + 10), contact: ['text', 'pigeon'], paid: 'card', extra: 1 })
    expect(d.country).toBe('mx')
    expect(d.what).toHaveLength(REPORT_TEXT_MAX)
    expect(d.contact).toEqual(['text'])
    expect(d.paid).toEqual([])
    expect(d).not.toHaveProperty('extra')
    expect(readDraft('not an object')).toEqual(emptyDraft())
  })
})

describe('which agencies a pack names', () => {
  it('the US: FTC always, IC3 when it was online, 7726 for a text, the bank and the gift-card company when paid that way', () => {
    expect(ids(draft({ country: 'us' }))).toEqual(['police', 'ftc'])
    expect(ids(draft({ country: 'us', contact: ['text'], paid: ['gift-card'] }))).toEqual([
      'bank',
      'gift-card',
      'police',
      'ftc',
      'ic3',
      'carrier',
    ])
  })
  it('Canada: the CAFC, never the FTC; Mexico: Condusef and Profeco, never the CAFC or 7726', () => {
    expect(ids(draft({ country: 'ca', contact: ['text'] }))).toEqual(['police', 'cafc', 'carrier'])
    expect(ids(draft({ country: 'mx', contact: ['website', 'text'], paid: ['card'] }))).toEqual([
      'bank',
      'police',
      'ic3',
      'condusef',
      'profeco',
    ])
    expect(ids(draft({}))).toEqual([])
  })
  it("the agencies' names, web addresses and numbers are the official directory's, not a copy", () => {
    const byId = (id: string) => agencies.find((a) => a.id === id) as (typeof agencies)[number]
    for (const id of ['ftc', 'ic3', 'cafc', 'condusef', 'profeco']) {
      const agency = byId(id)
      const entry = OFFICIAL_ENTRIES.find((e) => e.id === agency.directory)
      expect(entry, id).toBeDefined()
      for (const lang of ['en', 'es', 'fr'] as const) {
        const { link, phones } = agencyContacts(agency, lang)
        expect(agencyName(agency, { ...en.agencies[agency.id] }, lang)).toBe(entry?.names[lang])
        expect(
          lookupByAddress(link?.url ?? '').map((e) => e.id),
          `${id} ${lang}`,
        ).toContain(entry?.id)
        expect(phones.map((p) => p.tel)).toEqual(entry?.phones.map((p) => `tel:${p.e164}`))
      }
    }
    expect(agencyContacts(byId('ftc'), 'es').link?.url).toBe('https://reportefraude.ftc.gov/')
    expect(agencyContacts(byId('ftc'), 'en').phones.map((p) => p.display)).toEqual(['1-877-382-4357'])
    expect(agencyContacts(byId('cafc'), 'fr').link?.url).toBe('https://antifraudcentre-centreantifraude.ca/index-fra.htm')
    // A number the directory could not confirm is not in the pack either.
    expect(agencyContacts(byId('condusef'), 'es').phones).toEqual([])
    // The parts that are not agencies (the bank, the police) have no directory entry and their own names.
    expect(byId('bank').directory).toBeUndefined()
  })
  it('the CAFC, whose online form’s questions are not confirmed, gets its own link and no guessed fields (docs/report-it-once.md)', () => {
    const cafc = agencies.find((a) => a.id === 'cafc')
    expect(cafc?.fields).toEqual([])
    expect(agenciesFor(draft({ country: 'ca' })).map((a) => a.id)).toContain('police')
    for (const words of [en, es, fr]) expect(words.agencies.cafc.fields).toEqual({})
    for (const lang of ['en', 'es', 'fr'] as const)
      expect(cafc && agencyContacts(cafc, lang).link?.url).toMatch(/^https:\/\/antifraudcentre-centreantifraude\.ca\//)
  })
  it('every agency has its words and a label for each field in English, Spanish and French, and a dated source', () => {
    for (const a of agencies) {
      for (const words of [en, es, fr]) {
        expect(agencyName(a, words.agencies[a.id], words === en ? 'en' : words === es ? 'es' : 'fr')).not.toBe(a.id)
        for (const [field] of a.fields) expect(words.agencies[a.id].fields[field]).toBeTruthy()
      }
      expect(a.sources.length).toBeGreaterThan(0)
      for (const s of a.sources) expect(s.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })
})

describe('the PDF letters', () => {
  it('keeps every letter of Spanish and French, and replaces what a standard font cannot write', () => {
    expect(winAnsi('Qué pasó, ¿cuándo? Ça s’est passé à Montréal « ici »')).toBe('Qué pasó, ¿cuándo? Ça s’est passé à Montréal « ici »')
    expect(winAnsi('card 💳 1\u202f000 $')).toBe('card ? 1\u00a0000 $')
  })
})

describe('what "Send it to our team" takes out', () => {
  it('names after a greeting, e-mail addresses, card-like numbers and phone numbers', () => {
    const out = redact(
      'Hi Maria, your card 4111 1111 1111 1111 is locked. Call 1-800-555-0199 or write to help@bank-example.com. Bonjour Louise',
    )
    expect(out).not.toMatch(/Maria|Louise|4111|555|help@/)
    expect(out).toContain('[card number]')
    expect(out).toContain('[phone number]')
    expect(out).toContain('[e-mail]')
    expect(out).toContain('Hi [name]')
  })
  it('keeps short numbers (an order, an amount) and what the person chose to share', () => {
    expect(redact('Pay $45 for order 12345 today')).toBe('Pay $45 for order 12345 today')
    expect(redact('They called from 213-555-0142', ['213-555-0142'])).toBe('They called from 213-555-0142')
  })
})
