// /es/help-now: the Spanish steps are the English ones in other words. Same choices in the
// same order, same step ids with the same contacts, the same numbers, and the same addresses (the
// FTC's own Spanish sites where the English points to its English ones); the plans match.
import { describe, expect, it } from 'vitest'
import { callbackLimits } from '#content/callback'
import * as es from '#content/es/help-now'
import * as en from '#content/help-now'

/** English address → the FTC's Spanish site for the same service. */
const SPANISH_SITES: Record<string, { site: string; url: string }> = {
  'https://reportfraud.ftc.gov/': { site: 'ReporteFraude.ftc.gov', url: 'https://reportefraude.ftc.gov/' },
  'https://www.identitytheft.gov/': { site: 'RobodeIdentidad.gov', url: 'https://www.robodeidentidad.gov/' },
}

const values = (list: readonly { value: string }[]) => list.map((x) => x.value)
const numbersIn = (text: string) => [...text.matchAll(/\d[\d-]*/g)].map((x) => x[0]).sort()
/** The key of a contact in its language's list, so steps can be compared across languages. */
const keyOf = (contacts: Record<string, en.Contact>, contact: en.Contact) => Object.entries(contacts).find(([, c]) => c === contact)?.[0]

describe('Spanish help-now content', () => {
  it('offers the same countries and situations, in the same order, all in Spanish words', () => {
    expect(values(es.countries)).toEqual(values(en.countries))
    expect(values(es.situations)).toEqual(values(en.situations))
    for (const [i, s] of es.situations.entries()) {
      expect(s.label).not.toBe(en.situations[i].label)
      expect(s.short).not.toBe(en.situations[i].short)
    }
    expect(es.countries.map((k) => k.label)).toEqual([
      'Estados Unidos',
      'Canadá',
      'México',
      'Panamá',
      'Costa Rica',
      'Otro país fuera de EE. UU. y Canadá',
    ])
  })

  it('keeps every contact’s number, tel: link and address', () => {
    expect(Object.keys(es.contacts)).toEqual(Object.keys(en.contacts))
    for (const [key, contact] of Object.entries(en.contacts) as [keyof typeof en.contacts, en.Contact][]) {
      const twin: en.Contact = es.contacts[key]
      expect(twin.phone, key).toBe(contact.phone)
      expect(twin.tel, key).toBe(contact.tel)
      const spanish = contact.url ? SPANISH_SITES[contact.url] : undefined
      expect(twin.url, key).toBe(spanish?.url ?? contact.url)
      expect(twin.site, key).toBe(spanish?.site ?? contact.site)
    }
  })

  it('has every step, with the same contacts and the same numbers in its words', () => {
    expect(Object.keys(es.steps)).toEqual(Object.keys(en.steps))
    for (const [id, step] of Object.entries(en.steps) as [keyof typeof en.steps, en.StepWords][]) {
      const twin: en.StepWords = es.steps[id]
      expect(twin.title, id).not.toBe(step.title)
      expect(twin.text, id).not.toBe(step.text)
      expect(numbersIn(`${twin.title} ${twin.text}`), id).toEqual(numbersIn(`${step.title} ${step.text}`))
      expect(
        (twin.contacts ?? []).map((c) => keyOf(es.contacts, c)),
        id,
      ).toEqual((step.contacts ?? []).map((c) => keyOf(en.contacts, c)))
    }
  })

  it('builds the same plans as the English for every country and situation', () => {
    const cases = [[], ...en.situations.map((s) => [s.value]), en.situations.map((s) => s.value)]
    for (const country of [undefined, 'us', 'ca'] as const) {
      for (const happened of cases) {
        const english = en.planFor(country, happened)
        const spanish = en.planFor(country, happened, es.words)
        expect(spanish.map((p) => p.country)).toEqual(english.map((p) => p.country))
        expect(spanish.map((p) => p.steps.map((s) => s.id))).toEqual(english.map((p) => p.steps.map((s) => s.id)))
      }
    }
    const [ca] = en.planFor('ca', ['gift-card'], es.words)
    expect(ca.heading).toBe('En Canadá')
    expect(ca.steps[0].title).toBe('Si alguien está en peligro, llame al 911.')
    expect(en.allContacts(es.words).map((c) => c.phone)).toEqual(en.allContacts().map((c) => c.phone))
  })

  it('writes the note for the chat and the call-back form in Spanish', () => {
    const note = en.situationNote('ca', ['gift-card', 'remote'], es.words)
    expect(note).toBe(
      [
        'Desde la página «Creo que me estafaron».',
        'País: Canadá',
        'Qué pasó:',
        '- Dejé que alguien entrara en mi computadora',
        '- Pagué con una tarjeta de regalo',
      ].join('\n'),
    )
    const all = en.situationNote(
      undefined,
      en.situations.map((s) => s.value),
      es.words,
    )
    expect(all).toContain('País: no indicado')
    expect(all.length).toBeLessThan(callbackLimits.noteMax)
    expect(en.situationNote('us', [], es.words)).toContain('- (no eligió nada)')
    // The English note is unchanged by the words parameter.
    expect(en.situationNote('ca', ['gift-card'])).toContain('Country: Canada')
  })
})
