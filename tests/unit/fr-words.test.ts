// The rules of the words hold in French as in English and Spanish (decisions 111 and 113): the one rule
// about our calls word for word on every page that tells how buying works, one phone line said one way,
// every monthly price beside its yearly total billed in advance, and product highlights that say what
// the product's own page says. The English and Spanish are held by call-rule.test.ts and
// billing-and-highlights.test.ts.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CALL_RULE, CALL_RULE_BUY, callRuleBuy } from '#content/call-rule'
import { highlightsFor, productHighlights as productHighlightsEn } from '#content/catalogue'
import { highlightsFor as highlightsForFr, productHighlights } from '#content/fr/catalogue'
import { plans, pricingNotes } from '#content/fr/plans'
import { fillTokens } from '#content/site'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const messages = (area: string) => JSON.parse(read(`messages/${area}/fr.json`)) as Record<string, string>
/** "19 $", "1 079,88 $" → 19, 1079.88 (spaces of any kind, decimal comma). */
const dollars = (s: string) => Number(s.replace(/[\s\u00a0\u202f$]|US/g, '').replace(',', '.'))

describe('the call rule in French (decision 111)', () => {
  it('says when we call, what we never ask and what to do in doubt', () => {
    for (const never of ['numéros de carte', 'codes', 'mots de passe', 'cartes-cadeaux', 'accès à distance', 'déplacer de l’argent']) {
      expect(CALL_RULE.fr.replace(/'/g, '’')).toContain(never)
    }
    expect(CALL_RULE.fr).toMatch(/^Nous vous appelons seulement après que vous nous l’avez demandé/)
    expect(CALL_RULE.fr + CALL_RULE_BUY.fr, 'typographic apostrophes (W26)').not.toContain("'")
    expect(CALL_RULE.fr).toContain('En cas de doute, raccrochez et appelez le numéro indiqué sur ce site.')
    expect(CALL_RULE_BUY.fr).toMatch(/^Nous appelons personnellement chaque client avant d’activer tout abonnement/)
    expect(callRuleBuy('fr').endsWith(CALL_RULE.fr)).toBe(true)
    expect(fillTokens('{{callRule}}', 'fr')).toBe(CALL_RULE.fr)
    expect(fillTokens('{{callRuleBuy}}', 'fr')).toBe(callRuleBuy('fr'))
  })

  it('the French pricing notes carry the buying rule (call-rule.test.ts holds the buying pages in every language)', () => {
    expect(pricingNotes.byPhone).toContain(callRuleBuy('fr'))
  })

  it('one phone line, said one way: the call-us dialog, the contact page and the home page agree', () => {
    const shell = messages('shell')
    const account = messages('account')
    expect(account.account_contact_hours).toBe(shell.shell_callus_hours)
    expect(account.account_contact_toll_free).toBe(shell.shell_callus_note)
    expect(messages('home').home_hero_hours).toBe(shell.shell_callus_hours)
    expect(shell.shell_callus_note).toBe('Appel sans frais depuis les États-Unis et le Canada.')
  })
})

describe('French prices say how they are billed (decision 113)', () => {
  it('every plan card: the yearly total billed in advance, how it renews and how to cancel', () => {
    for (const plan of plans) {
      if (plan.kind === 'one-time') {
        expect(plan.renewal, plan.id).toBeUndefined()
        continue
      }
      const total = /^facturé (.+?\$\u00a0US) par année, à l’avance, taxes en sus$/.exec(plan.billing)
      expect(total, `${plan.id}: ${plan.billing}`).not.toBeNull()
      expect(Math.abs(dollars(total?.[1] ?? '') - dollars(plan.price) * 12), plan.id).toBeLessThan(0.005)
      expect(plan.renewal, plan.id).toMatch(/^Se renouvelle automatiquement chaque année/)
      expect(plan.renewal, plan.id).toMatch(/Annulez par téléphone ou par courriel/)
      expect(plan.renewal, plan.id).toMatch(/un remboursement n’est possible que dans les 30 premiers jours/)
    }
    expect(pricingNotes.guarantee).not.toMatch(/en tout temps|n’importe quand/)
  })
})

describe('French product highlights true per product (decision 113)', () => {
  const ids = Array.from({ length: 17 }, (_, i) => i + 1)
  it('keeps the five highlights on every product, and the same kind of line as the English', () => {
    expect(productHighlights).toHaveLength(productHighlightsEn.length)
    for (const id of ids) {
      expect(highlightsForFr(id)).toHaveLength(productHighlights.length)
      const [license, , payment, platforms] = highlightsForFr(id).map((h) => h.text)
      const [licenseEn, , paymentEn, platformsEn] = highlightsFor(id).map((h) => h.text)
      const where = `fr product ${id}`
      if (/^Not one-time/.test(paymentEn)) expect(payment, where).toMatch(/^Pas un paiement unique/)
      if (/^Yes: you pay once/.test(paymentEn)) expect(payment, where).toMatch(/^Oui\s:\svous payez une seule fois/)
      if (/Windows only/.test(platformsEn)) expect(platforms, where).toMatch(/Windows seulement/)
      if (/no product key/.test(licenseEn)) expect(license, where).toMatch(/pas de clé de produit/)
    }
  })
})
