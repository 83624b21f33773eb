import { describe, expect, it } from 'vitest'
import {
  addressOf,
  DIRECTORY_COUNTRIES,
  DIRECTORY_KINDS,
  DIRECTORY_VERSION,
  entriesByCountry,
  isOfficialHost,
  lookup,
  lookupByAddress,
  lookupByName,
  lookupByPhone,
  mergeApproved,
  normaliseName,
  OFFICIAL_ENTRIES,
  type OfficialEntry,
  officialDomains,
  phoneCandidates,
} from '#content/official-directory'

const ids = (entries: readonly OfficialEntry[]) => entries.map((e) => e.id).sort()

describe('the official-contacts directory: its data', () => {
  it('has a version and unique, well-formed ids', () => {
    expect(DIRECTORY_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/)
    const all = OFFICIAL_ENTRIES.map((e) => e.id)
    expect(new Set(all).size).toBe(all.length)
    for (const id of all) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('every entry has three names, lowercase aliases, a country and kind, an https website, and a dated source for each fact', () => {
    for (const e of OFFICIAL_ENTRIES) {
      for (const l of ['en', 'es', 'fr'] as const) expect(e.names[l].trim(), `${e.id} ${l}`).not.toBe('')
      for (const a of e.aliases) expect(a, e.id).toBe(a.toLowerCase())
      expect(DIRECTORY_COUNTRIES).toContain(e.country)
      expect(DIRECTORY_KINDS).toContain(e.kind)
      expect(e.website, e.id).toMatch(/^https:\/\//)
      expect(e.sources.length, `${e.id} has a source for its address`).toBeGreaterThan(0)
      for (const s of [...e.sources, ...e.phones.map((p) => p.source)]) {
        expect(s.url, e.id).toMatch(/^https?:\/\//)
        expect(s.checked, e.id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
      for (const n of e.never) for (const l of ['en', 'es', 'fr'] as const) expect(n[l].trim(), `${e.id} never ${l}`).not.toBe('')
    }
  })

  it('the website of each entry is one of its own addresses (a typo in a domain fails here)', () => {
    for (const e of OFFICIAL_ENTRIES) {
      // An office with no address of its own on a shared government domain (Service Canada on canada.ca) links the government's.
      const own = e.domains.length > 0 || (e.pages ?? []).length > 0
      expect(ids(lookupByAddress(e.website)), e.id).toContain(own ? e.id : `government-of-${e.country === 'ca' ? 'canada' : 'mexico'}`)
      // Its Spanish or French door, when it has one, is on its own addresses too.
      for (const door of Object.values(e.localWebsites ?? {})) expect(ids(lookupByAddress(door)), `${e.id} ${door}`).toContain(e.id)
    }
  })

  it('every phone number is E.164 of a directory country and its printed digits say the same number', () => {
    for (const e of OFFICIAL_ENTRIES)
      for (const p of e.phones) {
        expect(p.e164, e.id).toMatch(/^\+(1\d{10}|52\d{10}|506\d{8}|507\d{7,8})$/)
        expect(phoneCandidates(p.display), `${e.id} ${p.display}`).toContain(p.e164)
      }
  })

  it('writes its English sentences in US English (content.test.ts leaves this three-language file to this test)', () => {
    const english = OFFICIAL_ENTRIES.flatMap((e) => [
      ...e.never.map((n) => n.en),
      ...e.phones.flatMap((p) => (p.label ? [p.label.en] : [])),
    ])
    const british = english.filter((t) => /\b(organisation|colour|centre|favour|cheque|licence|programme|recognise)s?\b/i.test(t))
    expect(british).toEqual([])
    expect(english.length).toBeGreaterThan(40)
  })

  it('lists every entry once under its country and kind', () => {
    const grouped = entriesByCountry()
    const listed = DIRECTORY_COUNTRIES.flatMap((c) => DIRECTORY_KINDS.flatMap((k) => grouped[c][k]))
    expect(ids(listed)).toEqual(ids(OFFICIAL_ENTRIES))
  })
})

describe('phone numbers: however they are typed', () => {
  it.each([
    ['1-800-829-1040', 'irs'],
    ['(800) 829-1040', 'irs'],
    ['+1 800 829 1040', 'irs'],
    ['18008291040', 'irs'],
    ['001 800 829 1040', 'irs'],
    ['1-800-MEDICARE', 'medicare'],
    ['800.772.1213', 'ssa'],
    ['1 800 959-8281', 'cra'],
    ['1-800-CAISSES', 'desjardins'],
    ['(507) 270-5000', 'st-georges-bank'],
    ['+507 270 5000', 'st-georges-bank'],
    ['2212-2000', 'banco-nacional-cr'],
    ['+506 2212 2000', 'banco-nacional-cr'],
  ])('%s is %s', (typed, id) => {
    expect(ids(lookupByPhone(typed))).toEqual([id])
  })

  it('a number in no entry, or text that is no number, finds nothing', () => {
    expect(lookupByPhone('1-800-555-0199')).toEqual([])
    expect(lookupByPhone('irs')).toEqual([])
    expect(phoneCandidates('hello world')).toEqual([])
    expect(phoneCandidates('')).toEqual([])
  })

  it('reads a 10-digit number as North American or Mexican, an 8-digit one as Costa Rican or Panamanian', () => {
    expect(phoneCandidates('55 5340 0999')).toEqual(['+15553400999', '+525553400999'])
    expect(phoneCandidates('2222-3333')).toEqual(['+50622223333', '+50722223333'])
    expect(phoneCandidates('+52 55 5340 0999')).toEqual(['+525553400999'])
    expect(phoneCandidates('011 52 55 5340 0999')).toEqual(['+525553400999'])
  })
})

describe('web addresses: the registrable domain, never a look-alike', () => {
  it.each([
    ['irs.gov', 'irs'],
    ['https://www.irs.gov/refunds', 'irs'],
    ['HTTPS://SA.WWW4.IRS.GOV/irfof/lang/en/irfofgetstatus.jsp', 'irs'],
    ['www.revenuquebec.ca/fr/', 'revenu-quebec'],
    ['https://www.canada.ca/en/revenue-agency/services/e-services.html', 'cra'],
    ['https://www.canada.ca/en/services/jobs.html', 'government-of-canada'],
    ['https://www.gob.mx/profeco/prensa', 'profeco'],
    ['sat.gob.mx', 'sat'],
    ['https://www.gob.mx/sat', 'sat'],
    ['https://www.gob.mx/tramites', 'government-of-mexico'],
    ['notify.payments.interac.ca', 'interac'],
    ['https://www.paypal.com/signin', 'paypal'],
    ['www.bncr.fi.cr', 'banco-nacional-cr'],
  ])('%s is %s', (typed, id) => {
    expect(ids(lookupByAddress(typed))).toEqual([id])
  })

  it.each([
    'irs.gov.refund-claim.help',
    'irs-gov.info',
    'www.irs.gov-verify.com/login',
    'interac-deposit.com',
    'canada.ca.refund-arc.net',
    'hydroquebec.com.remboursement.xyz',
    'paypa1.com',
    'paypal.com.account-verify.net',
    'amazon-refunds.com',
    'bncrfi.cr',
    'xn--rs-7ka.gov',
  ])('%s (a look-alike) belongs to no one', (typed) => {
    expect(lookupByAddress(typed)).toEqual([])
    const host = addressOf(typed)?.host ?? ''
    expect(isOfficialHost(host)).toBe(false)
  })

  it('text that is no address is not read as one', () => {
    expect(addressOf('hello')).toBeUndefined()
    expect(addressOf('irs gov')).toBeUndefined()
    expect(addressOf('javascript:alert(1)')).toBeUndefined()
  })

  it('hands the checker every official domain with its owners', () => {
    const domains = officialDomains()
    expect(domains.get('irs.gov')).toEqual(['irs'])
    expect(domains.get('interac.ca')).toEqual(['interac'])
    expect(isOfficialHost('www.desjardins.com')).toBe(true)
    expect(isOfficialHost('desjardins.com.accesd-secure.top')).toBe(false)
  })
})

describe('names: case, accents and the words a message uses', () => {
  it.each([
    ['IRS', 'irs'],
    ['Revenu Quebec', 'revenu-quebec'],
    ['revenu québec', 'revenu-quebec'],
    ['ARC', 'cra'],
    ['Agence du revenu', 'cra'],
    ['Postes Canada', 'canada-post'],
    ['desjardins', 'desjardins'],
    ['Condusef', 'condusef'],
    ['hydro', 'hydro-quebec'],
  ])('%s is %s', (typed, id) => {
    expect(ids(lookupByName(typed))).toContain(id)
  })

  it('a name in no entry finds nothing; one letter is too little', () => {
    expect(lookupByName('Acme Refund Department')).toEqual([])
    expect(lookupByName('a')).toEqual([])
    expect(normaliseName('  Hydro-Québec! ')).toBe('hydro quebec')
  })
})

describe('lookup: what was typed, read the way it was meant', () => {
  it('tells a number from an address from a name', () => {
    expect(lookup('1-800-829-1040').kind).toBe('phone')
    expect(lookup('irs.gov').kind).toBe('address')
    expect(lookup('https://www.irs.gov').kind).toBe('address')
    expect(lookup('Revenu Québec').kind).toBe('name')
    expect(lookup('1-800-MEDICARE').kind).toBe('phone')
    expect(lookup('407etr.com').kind).toBe('address')
    expect(lookup('407 ETR').matches.map((e) => e.id)).toEqual(['407-etr'])
  })
})

describe('experts’ approved changes laid over the built-in entries', () => {
  const extra: OfficialEntry = {
    id: 'example-credit-union',
    names: { en: 'Example Credit Union', es: 'Example Credit Union', fr: 'Example Credit Union' },
    aliases: ['example cu'],
    country: 'us',
    kind: 'bank',
    website: 'https://www.example-cu.org/',
    domains: ['example-cu.org'],
    phones: [],
    never: [],
    sources: [{ url: 'https://www.example-cu.org/contact', checked: '2026-12-04' }],
  }

  it('adds, replaces and removes by id; the last change for an id wins', () => {
    const irs = OFFICIAL_ENTRIES.find((e) => e.id === 'irs') as OfficialEntry
    const merged = mergeApproved(OFFICIAL_ENTRIES, [
      { action: 'upsert', entry: extra },
      { action: 'upsert', entry: { ...irs, aliases: [...irs.aliases, 'tax man'] } },
      { action: 'remove', id: 'zelle' },
    ])
    expect(ids(lookupByAddress('example-cu.org', merged))).toEqual(['example-credit-union'])
    expect(ids(lookupByName('tax man', merged))).toEqual(['irs'])
    expect(merged.some((e) => e.id === 'zelle')).toBe(false)
    expect(merged.length).toBe(OFFICIAL_ENTRIES.length)
    expect(OFFICIAL_ENTRIES.some((e) => e.id === 'zelle')).toBe(true)
  })
})
