// Issue 46, item 3: money said plainly. Every price says its currency ("US$19", "19 $ US"), because a
// Canadian reads a bare "$" as Canadian dollars; the pricing notes say billing is in US dollars and what
// a bank may add; the renewal terms say the 30 days start again at each yearly renewal. Three languages.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { plans as plansEs, pricingNotes as pricingNotesEs } from '#content/es/plans'
import { plans as plansFr, pricingNotes as pricingNotesFr } from '#content/fr/plans'
import { plans as plansEn, pricingNotes as pricingNotesEn } from '#content/plans'
import { formatDollarAmount, localPrice } from '#shared/i18n'
import { walk } from '#tests/files'

const root = path.resolve(import.meta.dirname, '../..')
const rel = (f: string) => path.relative(root, f)
const french = (f: string) => /[\\/]content[\\/]fr[\\/]|fr\.json$/.test(f)
/** Words a reader sees: markdown, JSON words and the English modules' prose (not the price data lines). */
const copy = [
  ...walk(path.join(root, 'content')).filter((f) => /\.(md|json)$/.test(f) || (/\.ts$/.test(f) && !/[\\/](es|fr)[\\/]/.test(f))),
  ...walk(path.join(root, 'messages')).filter((f) => /\.json$/.test(f)),
].filter((f) => !/content[\\/](money|catalogue|plans)\.ts$/.test(f))

/** Amounts of dollars that do not say which dollars. */
function bareDollars(text: string, fr: boolean): string[] {
  // A chart's axis ticks stand under a unit line that names the dollars.
  const lines = text.split('\n').filter((l) => !/^\s*"?price"?\s*:/.test(l) && !l.includes('_bar_label"'))
  const pattern = fr ? /(?:\d|milliards?|millions?)[\s\u00a0\u202f]?\$(?![\w{])(?![\u00a0 ]US)/g : /(?<![\w$])\$(?:\d[\d,.]*|\{amount\})/g
  return lines.flatMap((l) => [...l.matchAll(pattern)].map((m) => m[0]))
}

describe('every price says its currency', () => {
  it('the check works (self-test)', () => {
    expect(bareDollars('$19/month, billed $228', false)).toEqual(['$19', '$228'])
    expect(bareDollars('US$19/month, billed US$228', false)).toEqual([])
    const amount = ['$', '{amount}'].join('') // a message's parameter after a bare dollar sign
    expect(bareDollars(`"home_chart_amount": "${amount}B"`, false)).toEqual([amount])
    expect(bareDollars('19\u00a0$ par mois, 4,9 milliards $ de pertes', true)).toHaveLength(2)
    expect(bareDollars('19\u00a0$\u00a0US par mois, 4,9 milliards $\u00a0US', true)).toEqual([])
  })

  it('on every page, in every language', () => {
    const found = copy.flatMap((f) => bareDollars(readFileSync(f, 'utf8'), french(f)).map((p) => `${rel(f)}: ${p}`))
    expect(found).toEqual([])
  })

  it('in the prices the pages compute: cards, billing lines and totals', () => {
    expect(localPrice('$19', 'en')).toBe('US$19')
    expect(localPrice('$19', 'es')).toBe('US$19')
    expect(localPrice('$19', 'fr')).toBe('19\u00a0$\u00a0US')
    expect(formatDollarAmount(1079.88, 'fr')).toBe('1\u00a0079,88\u00a0$\u00a0US')
    for (const list of [plansEn, plansEs, plansFr]) {
      for (const plan of list) if (plan.kind === 'subscription') expect(plan.billing, plan.id).toMatch(/US\$|\$\u00a0US/)
    }
  })
})

describe('billing in US dollars, said plainly, and the renewal terms', () => {
  it.each([
    ['en', pricingNotesEn.currency, /US dollars.*Canadian card.*bank.*exchange rate.*fee/],
    ['es', pricingNotesEs.currency, /dólares estadounidenses.*banco.*tipo de cambio.*comisión/],
    ['fr', pricingNotesFr.currency, /dollars américains.*carte canadienne.*banque.*taux de change.*frais/],
  ])('%s: the pricing page says billing is in US dollars and what a bank may add', (_, note, words) => {
    expect(note).toMatch(words)
  })

  it.each([
    ['en', plansEn, /30 days start again at each yearly renewal/],
    ['es', plansEs, /30 días empiezan de nuevo con cada renovación anual/],
    ['fr', plansFr, /30 jours recommencent à chaque renouvellement annuel/],
  ] as const)('%s: each subscription says whether the 30 days start again at renewal', (_, list, words) => {
    for (const plan of list) if (plan.kind === 'subscription') expect(plan.renewal, plan.id).toMatch(words)
  })

  it('the pricing page shows the currency note', () => {
    expect(readFileSync(path.join(root, 'app/routes/Pricing.tsx'), 'utf8')).toContain('{pricingNotes.currency}')
  })
})
