// The plans on /Pricing (spec section 9, "Plans"). Prices, periods and device counts are the spec's;
// tests/unit/catalogue.test.ts checks them against the spec's table, so change both together.
// Plans are not bought online: every button opens the call-us dialog.
//
// Two things are computed here, never typed in, so they cannot drift from the prices: the yearly
// total shown under each monthly price, and the combos' saving against buying their two plans apart.
// (The savings of 30% and 35% first written down did not match these prices; see docs/decisions/010.)
// Other languages: their words in content/<locale>/plans.json, put on these plans by `translated`
// (content/<locale>/plans.ts) with the same functions, `completePlans` and `comparisonTable`, so their
// yearly totals and savings come from these same prices.
import { callRuleBuy } from './call-rule.ts'
import type { Locale } from './locales.ts'
import { writePrice } from './money.ts'
import { fill, reword } from './translate'

export type PlanId =
  | 'defendmepro-home'
  | 'defendmepro-business'
  | 'nethaven'
  | 'assist-home'
  | 'assist-business'
  | 'combo-home'
  | 'combo-business'
  | 'fixmytech-home'
  | 'fixmytech-business'

export type PlanKind = 'subscription' | 'one-time'

export interface Plan {
  id: PlanId
  name: string
  /** One plain sentence: what the plan is. */
  description: string
  /** Display price with the dollar sign, e.g. "$19" or "$89.99". */
  price: string
  /** Shown after the price: "/month" for subscriptions, "one-time" for FixMyTech (joined with a space unless it starts with "/"). */
  period: string
  kind: PlanKind
  /** How it is billed, shown beside the price (with the yearly total, in advance, for subscriptions). */
  billing: string
  /** Subscriptions: how renewal works and how to cancel (decision 113); absent for one-time prices. */
  renewal?: string
  /** Device coverage, e.g. "Up to 3 devices". */
  devices: string
  /** A short highlight such as a saving; optional. */
  badge?: string
  features: string[]
  /** The page that explains the plan (spec's list); the two combos have none. */
  learnMore?: string
}

const englishWords: PlanWords = {
  billed: (total) => `billed ${writePrice(total, 'en')} yearly in advance, plus tax`,
  renews:
    'Renews automatically every year, billed in advance, until you cancel. We tell you the date of each bill on your activation call. Cancel by phone or e-mail at any time to stop the next renewal; a refund is due only within the first 30 days after a bill, and those 30 days start again at each yearly renewal.',
  oneTime: 'plus taxes, paid once',
  comboSaving: (percent) => `Saves about ${percent}% against buying both`,
}

/** "$19" → 19, "$49.99" → 49.99. */
export function priceInDollars(price: string): number {
  const value = Number(price.replace(/^\$/, ''))
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Not a price: ${price}`)
  return value
}

/** "$228" or "$599.88": whole dollars stay whole, other amounts keep their cents. */
export function formatDollars(amount: number): string {
  const cents = Math.round(amount * 100)
  return cents % 100 === 0 ? `$${(cents / 100).toLocaleString('en-US')}` : `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
}

/** What a monthly price comes to over the year it is billed for, e.g. "$19" → "$228". */
export function yearlyTotal(monthlyPrice: string): string {
  return formatDollars(priceInDollars(monthlyPrice) * 12)
}

/** "billed $228 yearly in advance, plus tax": the yearly total always stands beside a monthly price. */
export function yearlyBilling(monthlyPrice: string): string {
  return englishWords.billed(yearlyTotal(monthlyPrice))
}

const defendMeProFeatures = [
  'Identity-theft protection',
  'Fraud detection',
  'Scam protection and the scam alerts hub',
  'Financial security',
  'Password manager',
  'Antivirus and VPN',
  'Spam-call protection',
  'Human support 7 days a week',
]

/** A plan as written down; `completePlans` adds what is computed from it (billing line, combo badge). */
export type ListedPlan = Omit<Plan, 'billing' | 'badge'>

/** The words around the computed figures, per language. */
export interface PlanWords {
  /** The billing line of a subscription, from its yearly total ("$228"). */
  billed: (yearlyTotal: string) => string
  /** How a subscription renews and how to cancel it. */
  renews: string
  /** The billing line of a one-time price. */
  oneTime: string
  /** The badge of a combo, from its saving in whole percent. */
  comboSaving: (percent: number) => string
}

/** The plans as listed; `plans` below adds what is computed from them (billing line, combo badge). */
const listedPlans: ListedPlan[] = [
  {
    id: 'defendmepro-home',
    name: 'DefendMePro Home',
    description: 'Our protection bundle against identity theft, fraud and scams for you and your household.',
    price: '$19',
    period: '/month',
    kind: 'subscription',
    devices: 'Up to 3 devices',
    features: defendMeProFeatures,
    learnMore: '/DefendPro',
  },
  {
    id: 'defendmepro-business',
    name: 'DefendMePro Business',
    description: 'The same protection bundle for a small business, its staff and its accounts.',
    price: '$49.99',
    period: '/month',
    kind: 'subscription',
    devices: 'Up to 10 devices',
    features: defendMeProFeatures,
    learnMore: '/DefendPro',
  },
  {
    id: 'nethaven',
    name: 'NetHaven AI Powered',
    description: 'AI parental control that helps keep children safe on their phones, tablets and computers.',
    price: '$7.99',
    period: '/month',
    kind: 'subscription',
    devices: 'Up to 5 devices',
    features: [
      'Time tracking and screen-time limits',
      'Blocks unsafe sites and apps',
      'Smart activity reports',
      'Location and geofence alerts',
      'Tamper detection and bypass prevention',
      'Social media keyword alerts',
      'Safe search on Google, Bing and YouTube',
    ],
    learnMore: '/ParentSolution',
  },
  {
    id: 'assist-home',
    name: 'SaffeSupport Assist Home',
    description: 'Unlimited remote tech support for your home devices, from scam-aware US-based technicians.',
    price: '$24.99',
    period: '/month',
    kind: 'subscription',
    devices: 'Up to 3 devices',
    features: [
      'Unlimited remote tech support',
      'Wi-Fi, printer, e-mail and device setup',
      'Virus, spyware and malware removal',
      'Monthly device health checkups',
      'Flat price, no hourly charges',
      'Human support 7 days a week',
    ],
    learnMore: '/ForYourHome',
  },
  {
    id: 'assist-business',
    name: 'SaffeSupport Assist Business',
    description: 'Unlimited remote IT support for a small business, with a technician on site when needed.',
    price: '$59.99',
    period: '/month',
    kind: 'subscription',
    devices: 'Up to 10 devices',
    features: [
      'Unlimited remote IT support',
      'Wi-Fi, printers and business e-mail',
      'Network security and firewall',
      'Backups, VPN and remote access',
      'Device management and scheduled maintenance',
      'On-site visit if required',
      'Human support 7 days a week',
    ],
    learnMore: '/ForYourBusiness',
  },
  {
    id: 'combo-home',
    name: 'Home combo',
    description: 'DefendMePro Home and SaffeSupport Assist Home together, for one price.',
    price: '$34.99',
    period: '/month',
    kind: 'subscription',
    devices: 'Up to 3 devices',
    features: [
      'Everything in DefendMePro Home',
      'Everything in SaffeSupport Assist Home',
      'One plan, one bill',
      'Human support 7 days a week',
    ],
  },
  {
    id: 'combo-business',
    name: 'Business combo',
    description: 'DefendMePro Business and SaffeSupport Assist Business together, for one price.',
    price: '$89.99',
    period: '/month',
    kind: 'subscription',
    devices: 'Up to 10 devices',
    features: [
      'Everything in DefendMePro Business',
      'Everything in SaffeSupport Assist Business',
      'On-site visit if required',
      'Human support 7 days a week',
    ],
  },
  {
    id: 'fixmytech-home',
    name: 'FixMyTech Home',
    description: 'A one-time remote fix of one problem on one home device. No plan to sign up for.',
    price: '$89.99',
    period: 'one-time',
    kind: 'one-time',
    devices: 'One problem on one device',
    features: [
      'Fixed remotely by a real technician',
      'Connected only in a session you start by calling us',
      'One free revisit for the same issue within 30 days',
      'Remote only; on-site visits are arranged separately',
    ],
    learnMore: '/fixmytech',
  },
  {
    id: 'fixmytech-business',
    name: 'FixMyTech Business',
    description: 'A one-time remote fix of one business problem on one workstation.',
    price: '$149.99',
    period: 'one-time',
    kind: 'one-time',
    devices: 'One business problem on a workstation',
    features: [
      'Fixed remotely by a scam-aware technician',
      'Connected only in a session you start by calling us',
      'One free revisit for the same issue within 30 days',
      'Remote only; on-site visits are arranged separately',
    ],
    learnMore: '/fixmytech',
  },
]

/** Each combo and the two plans it bundles. */
export const comboParts = {
  'combo-home': ['defendmepro-home', 'assist-home'],
  'combo-business': ['defendmepro-business', 'assist-business'],
} as const satisfies Partial<Record<PlanId, readonly [PlanId, PlanId]>>

function listedPlan(id: PlanId): ListedPlan {
  const plan = listedPlans.find((p) => p.id === id)
  if (!plan) throw new Error(`No plan ${id}`)
  return plan
}

/**
 * How much a combo saves against buying its two plans apart, in whole percent, rounded down so the
 * claim is never larger than the truth: Home $34.99 against $19 + $24.99 is 20%.
 */
export function comboSavingPercent(id: keyof typeof comboParts): number {
  const apart = comboParts[id].reduce((sum, part) => sum + priceInDollars(listedPlan(part).price), 0)
  const together = priceInDollars(listedPlan(id).price)
  return Math.floor((1 - together / apart) * 100)
}

function isCombo(id: PlanId): id is keyof typeof comboParts {
  return id in comboParts
}

/**
 * Adds the billing line and the combo badge to listed plans, in the words given. The figures are
 * always this module's: the yearly total of the plan's price and `comboSavingPercent` of the prices
 * listed above (other languages' plans are these same listed plans with their words, see `translated`).
 */
export function completePlans(listed: ListedPlan[], words: PlanWords): Plan[] {
  return listed.map((plan) => ({
    ...plan,
    billing: plan.kind === 'subscription' ? words.billed(yearlyTotal(plan.price)) : words.oneTime,
    ...(plan.kind === 'subscription' ? { renewal: words.renews } : {}),
    ...(isCombo(plan.id) ? { badge: words.comboSaving(comboSavingPercent(plan.id)) } : {}),
  }))
}

export const plans: Plan[] = completePlans(listedPlans, englishWords)

export const pricingNotes = {
  currency:
    'All prices are in US dollars. If you pay with a Canadian card, your bank converts the amount at its own exchange rate on the day and may add a foreign-transaction fee.',
  guarantee: '30-Day Money-Back Guarantee: cancel within 30 days of purchase for a full refund',
  billing:
    'Plan prices are shown per month, but each plan is billed for the whole year in advance, plus tax: the yearly total is beside every price. Plans renew automatically every year until you cancel. FixMyTech is a one-time price, plus taxes.',
  byPhone:
    `We do not take payment on this site. Call us and a real person sets up your plan. ${callRuleBuy('en')}`,
  questionsHeading: 'Questions about a plan?',
  questions: 'Call us and a real person will help you choose. Senior and veteran special pricing is available: just ask.',
  fixMyTechRefund:
    'The 30-day money-back guarantee covers our subscription plans. FixMyTech is a one-time service and is not refundable; instead, you get one free revisit for the same issue within 30 days.',
}

/** A cell of the comparison table: included or not, or a short text. */
export type ComparisonCell = boolean | string

export interface ComparisonRow {
  feature: string
  values: Record<PlanId, ComparisonCell>
}

function row(feature: string, included: readonly PlanId[]): ComparisonRow {
  const values = Object.fromEntries(listedPlans.map((p) => [p.id, included.includes(p.id)])) as Record<PlanId, ComparisonCell>
  return { feature, values }
}

const defendPlans: PlanId[] = ['defendmepro-home', 'defendmepro-business', 'combo-home', 'combo-business']
const assistPlans: PlanId[] = ['assist-home', 'assist-business', 'combo-home', 'combo-business']
const subscriptions = listedPlans.filter((p) => p.kind === 'subscription').map((p) => p.id)

/** Which plans include each feature of the comparison table, in the table's order. */
const comparisonIncludes = {
  identity: defendPlans,
  scams: defendPlans,
  financial: defendPlans,
  antivirus: defendPlans,
  spamCalls: defendPlans,
  remoteSupport: assistPlans,
  onSite: ['assist-business', 'combo-business'],
  parentalControl: ['nethaven'],
  oneTimeFix: ['fixmytech-home', 'fixmytech-business'],
  revisit: ['fixmytech-home', 'fixmytech-business'],
  guarantee: subscriptions,
} as const satisfies Record<string, readonly PlanId[]>

export type ComparisonFeature = keyof typeof comparisonIncludes

/** The comparison table's rows with the feature names of one language. */
export function comparisonTable(features: Record<ComparisonFeature, string>): ComparisonRow[] {
  return (Object.keys(comparisonIncludes) as ComparisonFeature[]).map((key) => row(features[key], comparisonIncludes[key]))
}

/** Features × plans, below the cards. Price, billing and devices rows come from `plans` itself. */
export const comparisonRows: ComparisonRow[] = comparisonTable({
  identity: 'Identity-theft protection and fraud detection',
  scams: 'Scam protection and scam alerts hub',
  financial: 'Financial security and password manager',
  antivirus: 'Antivirus and VPN',
  spamCalls: 'Spam-call protection',
  remoteSupport: 'Unlimited remote tech support',
  onSite: 'On-site visit if required',
  parentalControl: 'AI parental control',
  oneTimeFix: 'One-time remote fix of one problem',
  revisit: 'Free revisit for the same issue within 30 days',
  guarantee: '30-day money-back guarantee',
})

/** What a language other than English says: the words only (content/<locale>/plans.json). */
export interface PlansWords {
  /** Each plan's words, keyed by its id; its price, kind and page are the English plan's. */
  plans: Record<PlanId, Omit<ListedPlan, 'id' | 'price' | 'kind' | 'learnMore'>>
  /** `PlanWords` as templates: "{total}" is the yearly total as the language writes it, "{percent}" the combo's saving. */
  planWords: { billed: string; renews: string; oneTime: string; comboSaving: string }
  /** "{callRuleBuy}" in `byPhone` stands for the call rule in that language. */
  pricingNotes: typeof pricingNotes
  comparisonRows: Record<ComparisonFeature, string>
}

/** This module in another language: `words` on the English plans (same ids, prices, order and computed figures). */
export function translated(where: string, words: PlansWords, locale: Locale) {
  const { billed, renews, oneTime, comboSaving } = words.planWords
  return {
    plans: completePlans(reword(where, listedPlans, 'id', words.plans, ['price', 'kind', 'learnMore']), {
      billed: (total) => fill(billed, { total: writePrice(total, locale) }),
      renews,
      oneTime,
      comboSaving: (percent) => fill(comboSaving, { percent: String(percent) }),
    }),
    pricingNotes: { ...words.pricingNotes, byPhone: fill(words.pricingNotes.byPhone, { callRuleBuy: callRuleBuy(locale) }) },
    comparisonRows: comparisonTable(words.comparisonRows),
  }
}
