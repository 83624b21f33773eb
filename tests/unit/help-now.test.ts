// /help-now's data: reading the query, the plan per situation and country, and the numbers.
import { describe, expect, it } from 'vitest'
import { callbackLimits } from '#content/callback'
import { allContacts, contacts, countries, HELP_NOW_PARAMS, planFor, situationNote, situations, situationsOf } from '#content/help-now'
import { OFFICIAL_ENTRIES } from '#content/official-directory'
import { parseHelpNowSearch } from '#shared/schemas/search'

const ids = (country: 'us' | 'ca', ...happened: (typeof situations)[number]['value'][]) =>
  planFor(country, happened)[0].steps.map((s) => s.id)

describe('parseHelpNowSearch', () => {
  it('reads repeated, dotted or listed situations in the page order and drops everything unknown', () => {
    expect(parseHelpNowSearch({ country: 'us', s: ['wire', 'gift-card', 'wire', 'bogus', 42] })).toEqual({
      country: 'us',
      s: 'gift-card.wire',
    })
    expect(parseHelpNowSearch({ s: 'wire.gift-card' })).toEqual({ s: 'gift-card.wire' })
    expect(parseHelpNowSearch({ s: 'WIRE' })).toEqual({ s: 'wire' })
    expect(parseHelpNowSearch({ country: 'CA' })).toEqual({ country: 'ca' })
    expect(parseHelpNowSearch({ country: ['ca', 'us'] })).toEqual({ country: 'ca' })
  })

  it('ignores other countries, junk and hostile values without throwing', () => {
    for (const search of [
      { country: 'fr', s: 'nothing' },
      { country: 42, s: { a: 1 } },
      { country: null, s: null },
      { country: '<script>alert(1)</script>', s: '<img src=x onerror=alert(1)>' },
      { s: 'x'.repeat(100_000) },
      { s: Array.from({ length: 10_000 }, () => 'bogus') },
      { utm_source: 'mail' },
    ]) {
      expect(parseHelpNowSearch(search as Record<string, unknown>)).toEqual({})
    }
  })

  it('takes every value at once', () => {
    const all = parseHelpNowSearch({ country: 'us', s: situations.map((s) => s.value).reverse() })
    expect(situationsOf(all)).toEqual(situations.map((s) => s.value))
    // Raw values that slip past the parser are never trusted.
    expect(situationsOf({ s: ['wire'] } as unknown as { s: string })).toEqual([])
  })

  it('declares the page parameters the cache must keep', () => {
    expect(HELP_NOW_PARAMS).toEqual(['country', 's'])
  })
})

describe('planFor outside the US and Canada (decision 114)', () => {
  it('gives steps that work from Mexico, Panama and Costa Rica, then the US reports made online', () => {
    const plan = planFor('abroad', ['gift-card', 'card', 'id-number'])
    expect(plan.map((p) => p.country)).toEqual(['abroad'])
    const steps = plan[0].steps.map((x) => x.id)
    expect(steps[0]).toBe('abroad-emergency')
    for (const id of ['abroad-card', 'gift-card-brand', 'abroad-embassy', 'abroad-econsumer', 'report-ic3', 'identity-theft-us']) {
      expect(steps, id).toContain(id)
    }
    expect(steps.indexOf('abroad-econsumer')).toBeLessThan(steps.indexOf('report-ic3'))
    // No step sends them to a North American toll-free number they cannot dial from there.
    const tollFree = plan[0].steps.flatMap((x) => x.contacts ?? []).filter((c) => /^1?-?8(00|33|44|55|66|77|88)/.test(c.phone ?? ''))
    expect(tollFree).toEqual([])
    expect(plan[0].steps.find((x) => x.id === 'abroad-emergency')?.text).toContain('911')
    // Without a choice, the page still shows the US and Canada only.
    expect(planFor(undefined, ['card']).map((p) => p.country)).toEqual(['us', 'ca'])
  })

  it('sends a gift-card victim to the company that issued the card, not the store that sold it', () => {
    const step = planFor('us', ['gift-card'])[0].steps.find((x) => x.id === 'gift-card-brand')
    expect(step?.title).toMatch(/issued the gift card/)
    expect(step?.text).toMatch(/Not the store that sold it/)
  })
})

describe('planFor', () => {
  it('shows both countries when none is chosen', () => {
    expect(planFor(undefined, ['card']).map((p) => p.country)).toEqual(['us', 'ca'])
    expect(planFor('ca', ['card']).map((p) => p.country)).toEqual(['ca'])
  })

  it('puts danger and the caller on the line first, and reporting after stopping the money', () => {
    const us = ids('us', 'on-the-line', 'gift-card')
    expect(us.slice(0, 3)).toEqual(['danger', 'hang-up', 'gift-card-brand'])
    expect(us.indexOf('gift-card-brand')).toBeLessThan(us.indexOf('report-ftc'))
    const ca = ids('ca', 'remote')
    expect(ca.slice(0, 3)).toEqual(['danger', 'disconnect', 'bank'])
  })

  it.each(situations.map((s) => s.value))('"%s" adds its own steps in each country', (situation) => {
    for (const country of ['us', 'ca'] as const) {
      const base = new Set(planFor(country, []).flatMap((p) => p.steps.map((s) => s.id)))
      const own = ids(country, situation).filter((id) => !base.has(id))
      expect(own.length, `${situation} in ${country}`).toBeGreaterThan(0)
    }
  })

  it('reports to the FTC in the US and the CAFC in Canada, never the other way round', () => {
    expect(ids('us', 'card')).toContain('report-ftc')
    expect(ids('us', 'card')).not.toContain('report-cafc')
    expect(ids('ca', 'card')).toContain('report-cafc')
    expect(ids('ca', 'card')).not.toContain('report-ftc')
    expect(ids('us', 'id-number')).toEqual(expect.arrayContaining(['identity-theft-us', 'credit-freeze-us']))
    expect(ids('ca', 'id-number')).toEqual(expect.arrayContaining(['sin', 'credit-alert-ca']))
  })
})

describe('numbers and sites', () => {
  it('prints every number in full and links it with the same digits', () => {
    for (const c of allContacts()) {
      if (c.phone) {
        expect(c.tel, c.name).toBeTruthy()
        const printed = c.phone.match(/\(([^)]+)\)$/)?.[1] ?? c.phone
        const digits = printed.replace(/\D/g, '')
        // Local numbers in Mexico (+52), Costa Rica (+506) and Panama (+507) are printed as dialled there.
        const abroad = /^tel:\+(52|50[67])/.exec(c.tel!)?.[1]
        const expected = abroad ? `${abroad}${digits}` : digits === '911' ? '911' : digits.length === 10 ? `1${digits}` : digits
        expect(c.tel!.replace(/\D/g, ''), c.name).toBe(expected)
      }
      if (c.site) expect(c.url, c.name).toMatch(/^https:\/\//)
    }
  })

  it('lists the agreed official numbers', () => {
    const phones = allContacts().map((c) => c.phone)
    for (const n of [
      '1-877-382-4357',
      '1-888-298-0045',
      '1-888-397-3742',
      '1-888-909-8872',
      '877-908-3360',
      '1-833-372-8311',
      '1-888-495-8501',
      '1-866-274-6627',
      '1-800-465-7166',
      '1-800-663-9980',
    ]) {
      expect(phones).toContain(n)
    }
  })
})

describe('situationNote', () => {
  it('says where and what happened in plain text, short enough for the call-back form', () => {
    const note = situationNote('ca', ['gift-card', 'remote'])
    expect(note).toContain('Country: Canada')
    expect(note).toContain('- I let someone onto my computer')
    expect(note).toContain('- I paid with a gift card')
    const all = situationNote(
      undefined,
      situations.map((s) => s.value),
    )
    expect(all).toContain('Country: not given')
    expect(all.length).toBeLessThan(callbackLimits.noteMax)
    expect(countries).toHaveLength(6)
  })
})

describe('help-now and the report pack name the same numbers (docs/report-it-once.md)', () => {
  // Each help-now contact that is an agency of the official-contacts directory, which the report pack reads.
  const SAME = { ftc: 'ftc', ic3: 'ic3', cafc: 'cafc', condusef: 'condusef', profeco: 'profeco' } as const
  const digits = (s: string) => s.replace(/\D/g, '')

  it('shows the directory’s web address and exactly its numbers, none it does not list', () => {
    for (const [contactId, entryId] of Object.entries(SAME)) {
      const contact = contacts[contactId as keyof typeof SAME]
      const entry = OFFICIAL_ENTRIES.find((e) => e.id === entryId)
      expect(entry, entryId).toBeDefined()
      expect(new URL(contact.url ?? '').host, contactId).toBe(new URL(entry?.website ?? '').host)
      const listed = (entry?.phones ?? []).map((p) => digits(p.e164))
      expect(contact.tel ? [digits(contact.tel)] : [], contactId).toEqual(listed.slice(0, contact.tel ? 1 : 0))
      if (listed.length === 0) expect(contact.phone, contactId).toBeUndefined()
    }
  })
})
