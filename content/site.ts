// The company's contact details and claims: one source for every page, e-mail and structured data.
// Other languages: their phrases in content/<locale>/site.json, over these details by `translated`
// (content/<locale>/site.ts); the contact details stay these, one source for every number.
import { CALL_RULE, type CallRuleLocale, callRuleBuy } from './call-rule.ts'
// Before launch, `phone` and the e-mail addresses must be the company's real, answered line and inboxes.
export const site = {
  company: 'SaffeSupport',
  legalName: 'SaffeSupport',
  url: 'https://www.saffesupport.com',
  phone: '1-888-555-0142',
  phoneHref: 'tel:+18885550142',
  email: 'support@saffesupport.com',
  salesEmail: 'sales@saffesupport.com',
  hours: 'One phone line, 24/7, for scam help and for buying.',
  supportHours: 'Real people answer 7 days a week.',
  foundedYearsText: '9+ years',
  claims: {
    years: '9+ years in business',
    rating: 'Patient support that never rushes you',
    resolved: '100,000+ tech issues resolved',
    devices: 'over 100,000 devices secured',
    humans: 'Real human support 7 days a week',
    usBased: 'US-based support',
    guarantee: '30-day money-back guarantee',
    pricing: 'Senior and veteran special pricing',
  },
  social: {
    facebook: 'https://www.facebook.com/saffesupport',
    googleReviews: 'https://www.google.com/search?q=SaffeSupport+reviews',
    bbb: 'https://www.bbb.org/search?find_text=SaffeSupport',
  },
} as const

/** The "How it works" page carries the company's name in its path (spec: /How{company}Works). */
export const howItWorksPath = `/How${site.company}Works` as const

/** Tokens that content files may use; replaced at build time (markdown) or render time (data). */
export const contentTokens: Record<string, string> = {
  company: site.company,
  phone: site.phone,
  phoneHref: site.phoneHref,
  email: site.email,
}

/** Tokens that depend on the language: the one rule about our calls (content/call-rule.ts). */
function localTokens(locale: CallRuleLocale): Record<string, string> {
  return { callRule: CALL_RULE[locale], callRuleBuy: callRuleBuy(locale) }
}

let tokenLocale: () => CallRuleLocale = () => 'en'

/** The app sets this once (shared/i18n.ts) so that a render fills tokens in the page's language. */
export function setTokenLocale(get: () => CallRuleLocale): void {
  tokenLocale = get
}

export function fillTokens(text: string, locale: CallRuleLocale = tokenLocale()): string {
  const local = localTokens(locale)
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => contentTokens[name] ?? local[name] ?? whole)
}

/** What a language other than English says: the company's phrases only (content/<locale>/site.json). */
export interface SiteWords {
  site: {
    hours: string
    supportHours: string
    foundedYearsText: string
    claims: Record<keyof typeof site.claims, string>
  }
}

/** This module in another language: the English details (phone, e-mail, addresses) with its phrases. */
export function translated(where: string, words: SiteWords) {
  const extra = Object.keys(words.site.claims).filter((key) => !(key in site.claims))
  if (extra.length > 0) throw new Error(`${where}: claims ${extra.join(', ')}, which the English site does not have`)
  // The same path and tokens in every language (the router adds /es or /fr).
  return { site: { ...site, ...words.site }, contentTokens, howItWorksPath }
}
