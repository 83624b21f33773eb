// The Spanish plans and catalogue against their English twins: the words change, the
// facts do not. Ids, names, prices, periods, links and the computed figures must be the same.
import { describe, expect, it } from 'vitest'
import * as en from '#content/catalogue'
import * as es from '#content/es/catalogue'
import * as plansEs from '#content/es/plans'
import * as plansEn from '#content/plans'

describe('Spanish plans', () => {
  it('has every English plan, in the same order, with the same id, name and price', () => {
    // Products keep their own names; the two combos have one Spanish name each (docs/i18n.md glossary).
    const spanishName: Record<string, string> = { 'Home combo': 'Combo Hogar', 'Business combo': 'Combo Empresa' }
    const twin = (p: plansEn.Plan) => [p.id, spanishName[p.name] ?? p.name, p.price]
    expect(plansEs.plans.map((p) => [p.id, p.name, p.price])).toEqual(plansEn.plans.map(twin))
  })

  it('keeps kind, Learn More link and number of features; translates the words', () => {
    for (const [i, plan] of plansEs.plans.entries()) {
      const english = plansEn.plans[i]
      expect(plan.kind, plan.id).toBe(english.kind)
      expect(plan.learnMore, plan.id).toBe(english.learnMore)
      expect(plan.features.length, plan.id).toBe(english.features.length)
      expect(plan.description, plan.id).not.toBe(english.description)
      expect(plan.period, plan.id).toBe(plan.kind === 'subscription' ? 'al mes' : 'pago único')
      // Same device count as the English coverage line ("Up to 3 devices" → "Hasta 3 dispositivos").
      expect(plan.devices.match(/\d+/g), plan.id).toEqual(english.devices.match(/\d+/g))
    }
  })

  it('bills the same yearly totals and states the same combo savings as the English plans', () => {
    for (const [i, plan] of plansEs.plans.entries()) {
      const english = plansEn.plans[i]
      const figures = (text: string) => text.match(/\$\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+%/g)
      expect(figures(plan.billing), plan.id).toEqual(figures(english.billing))
      expect(plan.badge === undefined, plan.id).toBe(english.badge === undefined)
      if (plan.badge && english.badge) expect(figures(plan.badge), plan.id).toEqual(figures(english.badge))
    }
    expect(plansEs.plans.find((p) => p.id === 'combo-home')?.badge).toContain(`${plansEn.comboSavingPercent('combo-home')}%`)
    expect(plansEs.plans.find((p) => p.id === 'combo-business')?.badge).toContain(`${plansEn.comboSavingPercent('combo-business')}%`)
    expect(plansEs.plans.find((p) => p.id === 'assist-home')?.billing).toBe('con un cobro anual por adelantado de US$299.88, más impuestos')
  })

  it('has the same comparison table, row for row, with Spanish feature names', () => {
    expect(plansEs.comparisonRows.map((r) => r.values)).toEqual(plansEn.comparisonRows.map((r) => r.values))
    for (const [i, row] of plansEs.comparisonRows.entries()) expect(row.feature).not.toBe(plansEn.comparisonRows[i].feature)
    expect(Object.keys(plansEs.pricingNotes).sort()).toEqual(Object.keys(plansEn.pricingNotes).sort())
    expect(plansEs.pricingNotes.fixMyTechRefund).toMatch(/FixMyTech[^.]*no es reembolsable/)
  })
})

describe('Spanish catalogue', () => {
  it('has every English product with the same id, name, price and image', () => {
    // The device counts in three names are in Spanish ("(10 dispositivos)"); the brand names are the same.
    const spanishName = (name: string) =>
      name.replace('(10 Devices)', '(10 dispositivos)').replace('(Unlimited Devices)', '(dispositivos ilimitados)')
    const twin = (p: en.ProductSummary) => [p.id, p.name, p.price, p.image]
    const enTwin = (p: en.ProductSummary) => [p.id, spanishName(p.name), p.price, p.image]
    expect(es.products.map(twin)).toEqual(en.products.map(enTwin))
    expect(es.storeProducts.map((p) => p.id)).toEqual(en.storeProducts.map((p) => p.id))
    expect(es.securityProducts.map((p) => p.id)).toEqual(en.securityProducts.map((p) => p.id))
  })

  it('has a Spanish short description and alt text for every product', () => {
    for (const [i, p] of es.products.entries()) {
      expect(p.desc, p.name).not.toBe(en.products[i].desc)
      expect(p.imageAlt, p.name).not.toBe(en.products[i].imageAlt)
      expect(p.imageAlt.length, p.name).toBeGreaterThan(10)
    }
  })

  it('loads a Spanish product page body, headings below the page h2, links to Spanish pages', async () => {
    const product = await es.loadProduct(3)
    expect(product?.name).toBe('Office 2021 Pro Plus')
    expect(product?.price).toBe('$149.99')
    expect(product?.html).toContain('Requisitos del sistema')
    expect(product?.html).toContain('<h3')
    expect(product?.html).not.toMatch(/<h[12][\s>]/)
    expect(product?.html).not.toContain('{{')
    expect(product?.html).toContain('href="/es/microsoft-store"')
    expect(await es.loadProduct(18)).toBeNull()
  })

  it('has the five highlights, in Spanish', () => {
    expect(es.productHighlights).toHaveLength(en.productHighlights.length)
    expect(es.productHighlights[0].title).toBe('Licencia')
  })
})
