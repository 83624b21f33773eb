// Issue 46, items 1 and 2: where our readers live. Canada first on the French site; Quebec's own routes
// in the Canadian plan; Mexico, Panama and Costa Rica as places people live, each with its own
// first-hour plan beside the plan for US and Canadian citizens there; in the three languages.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { words as es } from '#content/es/help-now'
import { seniorPricing as seniorEs } from '#content/es/landing'
import { words as fr } from '#content/fr/help-now'
import { seniorPricing as seniorFr } from '#content/fr/landing'
import { words as en, type HelpNowWords, planFor, type Situation, situations } from '#content/help-now'
import { seniorPricing as seniorEn } from '#content/landing'

const ALL: Situation[] = situations.map((s) => s.value)
const languages = { en, es, fr } as const satisfies Record<string, HelpNowWords>
const contactsOf = (w: HelpNowWords, country: Parameters<typeof planFor>[0], happened = ALL) =>
  planFor(country, happened, w).flatMap((p) => p.steps.flatMap((s) => s.contacts ?? []))
const textOf = (w: HelpNowWords, country: Parameters<typeof planFor>[0], happened = ALL) =>
  planFor(country, happened, w)
    .flatMap((p) => [
      p.heading,
      ...p.steps.flatMap((s) => [s.title, s.text, ...(s.contacts ?? []).map((c) => `${c.name} ${c.phone ?? ''}`)]),
    ])
    .join('\n')

describe('Canada first on the French site', () => {
  it('a French reader with no country chosen gets the Canadian plan first; English and Spanish keep the US first', () => {
    expect(planFor(undefined, ['card'], fr).map((p) => p.country)).toEqual(['ca', 'us'])
    expect(planFor(undefined, ['card'], en).map((p) => p.country)).toEqual(['us', 'ca'])
    expect(planFor(undefined, ['card'], es).map((p) => p.country)).toEqual(['us', 'ca'])
  })
})

describe('Quebec’s own routes in the Canadian plan, in every language', () => {
  it.each(Object.entries(languages))('%s: free security freeze, Aide Abus Aînés, SQ, Revenu Québec, the OPC', (_, w) => {
    const phones = contactsOf(w, 'ca').map((c) => c.phone)
    expect(phones).toContain('1-888-489-2287') // Ligne Aide Abus Aînés
    expect(phones).toContain('310-4141') // Sûreté du Québec
    const sites = contactsOf(w, 'ca').map((c) => c.url)
    expect(sites.some((u) => u?.startsWith('https://www.revenuquebec.ca/'))).toBe(true)
    expect(sites.some((u) => u?.startsWith('https://www.opc.gouv.qc.ca/'))).toBe(true)
    const freeze = planFor('ca', ['id-number'], w)[0].steps.find((s) => s.id === 'credit-alert-ca')
    expect(`${freeze?.title} ${freeze?.text}`).toMatch(/security freeze|congelamiento de seguridad|gel de sécurité/)
    expect(freeze?.text).toMatch(/free|gratis|gratuit/)
    // The Canadian plan's gift-card example is a brand sold in Canada (Target left Canada in 2015).
    expect(textOf(w, 'ca', ['gift-card'])).not.toContain('Target')
  })

  it('French addresses go to the agencies’ French pages', () => {
    const urls = contactsOf(fr, 'ca').map((c) => c.url)
    expect(urls).toContain('https://www.canada.ca/fr/agence-revenu.html')
    expect(urls).toContain('https://www.revenuquebec.ca/fr/')
    expect(urls).toContain('https://antifraudcentre-centreantifraude.ca/index-fra.htm')
  })
})

describe('Mexico, Panama and Costa Rica as places people live', () => {
  it.each(Object.entries(languages))('%s: the country choice names each of them', (_, w) => {
    const values = w.countries.map((k) => k.value)
    expect(values).toEqual(expect.arrayContaining(['mx', 'pa', 'cr']))
  })

  it.each(Object.entries(languages))('%s: a resident’s plan, then the plan for US and Canadian citizens there', (_, w) => {
    for (const country of ['mx', 'pa', 'cr'] as const) {
      const plans = planFor(country, ALL, w)
      expect(
        plans.map((p) => p.country),
        country,
      ).toEqual([country, 'abroad'])
      expect(plans[1].heading).toBe(w.citizensThere)
      const own = plans[0].steps.map((s) => s.id)
      expect(own[0], country).toBe('abroad-emergency') // 911 there
      expect(own, country).toContain('bank')
      // The citizens' plan does not repeat the resident's steps.
      for (const step of plans[1].steps) expect(own, `${country} ${step.id}`).not.toContain(step.id)
      const citizens = plans[1].steps.map((s) => s.id)
      expect(citizens, country).toEqual(expect.arrayContaining(['abroad-embassy', 'abroad-canada', 'report-cafc-abroad']))
      // The embassy in the country chosen, not the three.
      const embassy = plans[1].steps.find((s) => s.id === 'abroad-embassy')?.contacts?.map((c) => c.site)
      expect(embassy, country).toEqual([`${country}.usembassy.gov`])
    }
    const mx = contactsOf(w, 'mx').map((c) => c.url)
    expect(mx).toEqual(expect.arrayContaining(['https://www.condusef.gob.mx/', 'https://www.gob.mx/profeco']))
    expect(contactsOf(w, 'pa').map((c) => c.url)).toContain('https://www.acodeco.gob.pa/')
    expect(contactsOf(w, 'cr').map((c) => c.url)).toEqual(
      expect.arrayContaining(['https://www.meic.go.cr/', 'https://sitiooij.poder-judicial.go.cr/']),
    )
  })

  it.each(Object.entries(languages))('%s: Canadians abroad get Global Affairs Canada, collect calls accepted', (_, w) => {
    const phones = contactsOf(w, 'abroad').map((c) => c.phone)
    expect(phones).toContain('+1 613-996-8885')
    const step = planFor('abroad', ['card'], w)[0].steps.find((s) => s.id === 'abroad-canada')
    expect(step?.text).toContain('sos@international.gc.ca')
  })
})

describe('the veterans’ pricing, the same promise in three languages (W20)', () => {
  it('names no country: who qualifies is said on the call, alike in every language', () => {
    const texts = [seniorEn.text, seniorEs.text, seniorFr.text]
    const [enText, esText, frText] = texts
    for (const t of texts) expect(t).not.toMatch(/our country|EE\. UU\.|leur pays|United States|États-Unis|Canad/)
    expect(enText).toContain('served in the armed forces')
    expect(esText).toContain('sirvió en las fuerzas armadas')
    expect(frText).toContain('servi dans les forces armées')
  })
})

describe('what a trusted contact gets, as the feature sends it (W21)', () => {
  const read = (p: string) => readFileSync(path.resolve(import.meta.dirname, '../..', p), 'utf8')
  it('no page promises the contact DefendMePro alerts or a sign-up of their own', () => {
    for (const [file, wrong] of [
      ['content/pages/solution.md', /Sign up to receive DefendMePro alerts/],
      ['content/es/pages/solution.md', /Regístrese para recibir las alertas/],
      ['content/fr/pages/solution.md', /Inscrivez-vous pour recevoir les alertes/],
      ['content/pages/how-it-works.md', /daughter sees an alert/],
      ['content/es/pages/how-it-works.md', /hija ve una alerta/],
      ['content/fr/pages/how-it-works.md', /fille voit une alerte/],
      ['content/landing.ts', /and to a trusted family member/],
      ['content/es/landing.json', /a un familiar de confianza/],
      ['content/fr/landing.json', /membre de votre famille de confiance/],
    ] as const) {
      expect(read(file), file).not.toMatch(wrong)
    }
    expect(read('content/fr/pages/solution.md')).toContain('Demandez à votre proche de vous nommer sur la page de son compte.')
  })
})
