// The /help-now form's choices. Small on purpose: the route's validateSearch (the schema
// `helpNowSearch` in shared/schemas/search.ts, built on these lists) stays in the main bundle, while
// the steps (content/help-now.ts) load with the page. Other languages: their words in
// content/<locale>/help-now-choices.json, put on these lists by `translated`.
import { reword } from './translate'

export const countries = [
  { value: 'us', label: 'United States', heading: 'In the United States' },
  { value: 'ca', label: 'Canada', heading: 'In Canada' },
  // People who live there, whatever their passport (issue 46): each has its own plan, then the plan
  // for US and Canadian citizens abroad beside it.
  { value: 'mx', label: 'Mexico', heading: 'In Mexico' },
  { value: 'pa', label: 'Panama', heading: 'In Panama' },
  { value: 'cr', label: 'Costa Rica', heading: 'In Costa Rica' },
  {
    value: 'abroad',
    label: 'Another country outside the US and Canada',
    heading: 'US and Canadian citizens outside the US and Canada',
  },
] as const
export type Country = (typeof countries)[number]['value']
/** The countries where people live with a plan of their own, beside the plan for citizens abroad. */
export const RESIDENT_COUNTRIES = ['mx', 'pa', 'cr'] as const satisfies readonly Country[]

export const situations = [
  { value: 'on-the-line', label: 'The caller is still on the line, or keeps calling', short: 'the caller is still on the line' },
  { value: 'remote', label: 'I let someone onto my computer', short: 'let someone onto the computer' },
  { value: 'bank-login', label: 'I gave a bank login, a one-time code or a PIN', short: 'gave a bank login, code or PIN' },
  { value: 'gift-card', label: 'I paid with a gift card', short: 'paid with a gift card' },
  { value: 'wire', label: 'I sent a wire or bank transfer', short: 'sent a wire or bank transfer' },
  { value: 'crypto', label: 'I paid in cryptocurrency or at a crypto ATM', short: 'paid in cryptocurrency or at a crypto ATM' },
  { value: 'card', label: 'I paid by credit or debit card', short: 'paid by credit or debit card' },
  { value: 'cash', label: 'I handed cash to a courier or mailed cash', short: 'handed over or mailed cash' },
  {
    value: 'id-number',
    label: 'I gave my Social Security number (US) or Social Insurance number (Canada)',
    short: 'gave a Social Security or Social Insurance number',
  },
  { value: 'medicare', label: 'I gave my Medicare details', short: 'gave Medicare details' },
] as const
export type Situation = (typeof situations)[number]['value']

/**
 * The same list in another language (`translated`): the same values in the same order, only the
 * words differ. Reading the query uses the English lists' values only.
 */
export type TranslatedChoices<T extends readonly { value: string }[]> = readonly TranslatedChoice<T[number]>[]
/** One choice with its words: the English item's value, any text in the other fields. */
type TranslatedChoice<C> = C extends unknown ? { readonly [P in keyof C]: P extends 'value' ? C[P] : string } : never

/** The page's own query parameters: they choose the answer and must split the page cache. */
export const HELP_NOW_PARAMS = ['country', 's'] as const

export interface HelpNowSearch {
  country?: Country
  /** What happened, in the page's order, joined with SITUATION_SEPARATOR: one URL per combination. */
  s?: string
}

/** `s=gift-card.wire`: dots stay readable in a URL (commas would be escaped). */
export const SITUATION_SEPARATOR = '.'

/** The situations a (parsed) search names, in the page's order. */
export function situationsOf(search: HelpNowSearch): Situation[] {
  const named = new Set(typeof search.s === 'string' ? search.s.split(SITUATION_SEPARATOR) : [])
  return situations.filter((x) => named.has(x.value)).map((x) => x.value)
}

/** What a language other than English says: the words only (content/<locale>/help-now-choices.json). */
export interface HelpNowChoicesWords {
  countries: Record<Country, { label: string; heading: string }>
  situations: Record<Situation, { label: string; short: string }>
}

/** These lists in another language: `words` on the English values, in the English order. */
export function translated(where: string, words: HelpNowChoicesWords) {
  return {
    countries: reword<TranslatedChoice<(typeof countries)[number]>, 'value'>(where, countries, 'value', words.countries),
    situations: reword<TranslatedChoice<(typeof situations)[number]>, 'value'>(where, situations, 'value', words.situations),
  }
}
