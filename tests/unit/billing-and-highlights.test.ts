// Prices that say how they are billed, and product highlights true per product (decision 113), on
// every page and in both languages.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { highlightsFor, productHighlights } from '#content/catalogue'
import { highlightsFor as highlightsForEs, productHighlights as productHighlightsEs } from '#content/es/catalogue'
import { plans as plansEs, pricingNotes as pricingNotesEs } from '#content/es/plans'
import { highlightsFor as highlightsForFr } from '#content/fr/catalogue'
import { plans, pricingNotes } from '#content/plans'
import { walk } from '#tests/files'

const root = path.resolve(import.meta.dirname, '../..')
const rel = (f: string) => path.relative(root, f)
const dollars = (s: string) => Number(s.replace(/[$,]/g, ''))
const copy = [
  ...walk(path.join(root, 'content')).filter((f) => /\.(md|ts|json)$/.test(f) && !/[\\/](alerts|blog)[\\/]/.test(f)),
  ...walk(path.join(root, 'messages')).filter((f) => /\.json$/.test(f)),
]
const spanish = (f: string) => /[\\/]content[\\/]es[\\/]|es\.json$/.test(f)

/** Every monthly price must be followed, within the sentence, by its yearly total billed in advance. */
function monthlyWithoutAdvanceBilling(text: string, es: boolean): string[] {
  const problems: string[] = []
  const monthly = es ? /\$([\d,.]+) al mes/g : /\$([\d,.]+)(?:\/month| a month)/g
  const billed = es ? /cobro anual por adelantado de (?:US)?\$([\d,.]+)/ : /billed (?:US)?\$([\d,.]+) yearly in advance/
  for (const m of text.matchAll(monthly)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 80)
    const hit = billed.exec(after)
    if (!hit) problems.push(`${m[0]} without "${es ? 'cobro anual por adelantado de' : 'billed … yearly in advance'}"`)
    else if (Math.abs(dollars(hit[1]) - dollars(m[1]) * 12) > 0.005) problems.push(`${m[0]}: ${hit[1]} is not 12 × ${m[1]}`)
  }
  return problems
}

describe('prices that say how they are billed', () => {
  it('every plan card, in both languages: the yearly total billed in advance, how it renews and how to cancel', () => {
    for (const [list, es] of [
      [plans, false],
      [plansEs, true],
    ] as const) {
      for (const plan of list) {
        if (plan.kind === 'one-time') {
          expect(plan.renewal, plan.id).toBeUndefined()
          continue
        }
        expect(monthlyWithoutAdvanceBilling(`${plan.price}${es ? ' al mes' : '/month'}, ${plan.billing}`, es), plan.id).toEqual([])
        expect(plan.renewal, plan.id).toMatch(es ? /Se renueva automáticamente cada año/ : /Renews automatically every year/)
        expect(plan.renewal, plan.id).toMatch(es ? /Cancele por teléfono o por correo electrónico/ : /Cancel by phone or e-mail/)
        expect(plan.renewal, plan.id).toMatch(
          es ? /solo hay reembolso dentro de los primeros 30 días/ : /refund is due only within the first 30 days/,
        )
      }
    }
  })

  it('the notes beside the cards: billed yearly in advance, renewal, and no bare "cancel anytime"', () => {
    expect(pricingNotes.billing).toMatch(/billed for the whole year in advance.*renew automatically/)
    expect(pricingNotesEs.billing).toMatch(/se cobra por todo el año por adelantado.*se renuevan automáticamente/)
    for (const note of [pricingNotes.guarantee, pricingNotesEs.guarantee]) expect(note).not.toMatch(/cancel anytime|cuando quiera/i)
    expect(pricingNotes.guarantee).toContain('within 30 days')
    expect(pricingNotesEs.guarantee).toContain('dentro de los 30 días')
  })

  it('every page in both languages gives each monthly price its yearly total, billed in advance', () => {
    const found = copy.flatMap((f) => monthlyWithoutAdvanceBilling(readFileSync(f, 'utf8'), spanish(f)).map((p) => `${rel(f)}: ${p}`))
    expect(found).toEqual([])
    // And no page says "billed yearly" without "in advance" ("se cobran … por adelantado").
    const vague = copy.flatMap((f) =>
      [
        ...readFileSync(f, 'utf8').matchAll(
          spanish(f) ? /se cobran? una vez al año|cobro anual de (?:US)?\$/g : /billed ((?:US)?\$[\d,.]+ )?yearly(?! in advance)/g,
        ),
      ].map((m) => `${rel(f)}: ${m[0]}`),
    )
    expect(vague).toEqual([])
  })

  it('the check works (self-test)', () => {
    expect(monthlyWithoutAdvanceBilling('$19/month, billed $228 yearly in advance, plus tax', false)).toEqual([])
    expect(monthlyWithoutAdvanceBilling('$19/month, billed $228 yearly, plus tax', false)).toHaveLength(1)
    expect(monthlyWithoutAdvanceBilling('$19 al mes, con un cobro anual de $228', true)).toHaveLength(1)
    expect(monthlyWithoutAdvanceBilling('$19 al mes, con un cobro anual por adelantado de $220', true)).toHaveLength(1)
  })
})

describe('product highlights true per product', () => {
  const ids = Array.from({ length: 17 }, (_, i) => i + 1)
  const page = (id: number, es: boolean) =>
    readFileSync(path.join(root, es ? 'content/es/products' : 'content/products', `${id}.md`), 'utf8')

  it('keeps the five highlights on every product, in every language', () => {
    for (const id of ids) {
      expect(highlightsFor(id)).toHaveLength(productHighlights.length)
      expect(highlightsForEs(id)).toHaveLength(productHighlightsEs.length)
      expect(highlightsForFr(id)).toHaveLength(productHighlights.length)
    }
  })

  // Issue 46: a ✓ heading never says the opposite of its own line (/product/11 had "✓ One-time payment.
  // Not one-time: …", /product/7 "✓ Works across platforms" over "PCs only"), and "Genuine license" is
  // gone where the kind of license is told on the call.
  it.each([
    ['en', highlightsFor],
    ['es', highlightsForEs],
    ['fr', highlightsForFr],
  ] as const)('%s: no heading is contradicted by its own line', (lang, forId) => {
    for (const id of ids) {
      const [license, , payment, platforms] = forId(id)
      const where = `${lang} product ${id}`
      expect(license.title, where).not.toMatch(/genuine|original|authentique/i)
      if (/^(Not one-time|No es un pago único|Pas un paiement unique)/.test(payment.text)) {
        expect(payment.title, where).toMatch(/year|term|año|período|année|période/i)
      } else {
        expect(payment.title, where).toMatch(/once|único|une seule fois/i)
      }
      expect(platforms.title, where).not.toMatch(/across platforms|multiplataforma|plusieurs plateformes|toutes/i)
      if (/Windows only|solo en Windows|Windows seulement|PCs only|Solo PC|PC seulement|seulement des PC/i.test(platforms.text)) {
        expect(platforms.title, where).toMatch(/Windows/)
      }
      if (/subscription|suscripción|abonnement/i.test(license.text)) expect(license.title, where).not.toMatch(/perpetu|perpétu/i)
    }
  })

  it.each(['en', 'es', 'fr'])('%s: the buy buttons say what they do', (lang) => {
    const words = JSON.parse(readFileSync(path.join(root, `messages/store/${lang}.json`), 'utf8')) as Record<string, string>
    for (const key of ['store_get_now', 'store_check_now']) {
      expect(words[key], `${lang} ${key}`).toMatch(/Call us to buy|Llámenos para comprar|Appelez-nous pour acheter/)
    }
  })

  it('says what the product’s own page says: payment, platforms and license kind', () => {
    for (const id of ids) {
      for (const es of [false, true]) {
        const [license, , payment, platforms] = (es ? highlightsForEs(id) : highlightsFor(id)).map((h) => h.text)
        const own = page(id, false)
        const subscription = /Subscription, not a perpetual license|Yearly subscription|One year of/.test(own)
        const where = `${es ? 'es' : 'en'} product ${id}`
        if (subscription) {
          expect(payment, where).toMatch(es ? /^No es un pago único/ : /^Not one-time/)
          expect(license, where).not.toMatch(es ? /licencia perpetua para/ : /perpetual license for/)
        } else {
          expect(payment, where).toMatch(es ? /^Sí: paga una sola vez/ : /^Yes: you pay once/)
        }
        if (/\*\*Windows only\.\*\*/.test(own)) expect(platforms, where).toMatch(es ? /solo en Windows/ : /Windows only/)
        // A cloud service has no product key; server prices say what they buy.
        if (/^desc: "Cloud-based/m.test(own)) expect(license, where).toMatch(es ? /No hay clave de producto/ : /no product key/)
        if (/Licensed per core/.test(own)) expect(license, where).toMatch(es ? /qué compra el precio/ : /what the price shown buys/)
      }
    }
  })

  it('names the Microsoft store so nobody takes it for Microsoft’s own, with the disclaimer near the top', () => {
    const en = JSON.parse(readFileSync(path.join(root, 'messages/store/en.json'), 'utf8')) as Record<string, string>
    const es = JSON.parse(readFileSync(path.join(root, 'messages/store/es.json'), 'utf8')) as Record<string, string>
    for (const words of [en, es]) {
      for (const key of ['store_microsoft_title', 'store_back_microsoft', 'store_microsoft_store']) {
        expect(words[key], key).not.toMatch(/Microsoft store|tienda de (software|programas )?(de )?Microsoft/i)
      }
      expect(words.store_independent).toMatch(/independ/)
    }
    const product = readFileSync(path.join(root, 'app/routes/product.$id.tsx'), 'utf8')
    // Before the product's name and price, not only at the bottom of its text.
    expect(product.indexOf('m.store_independent(')).toBeGreaterThan(0)
    expect(product.indexOf('m.store_independent(')).toBeLessThan(product.indexOf('id="product-name"'))
    expect(readFileSync(path.join(root, 'app/features/store/StoreListing.tsx'), 'utf8')).toContain('m.store_independent(')
  })
})
