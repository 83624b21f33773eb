// How an amount of US dollars is written, for a language given by its Intl tag and where its dollar sign
// goes ("US$19.99" in English and Spanish, "19,99 $ US" in Quebec French). Every price says its currency
// (issue 46): a Canadian reads a bare "$" as Canadian dollars. Used by shared/i18n.ts
// (`localPrice`, by the page's language; content/plans.ts also writes a translation's yearly totals
// with it). No words here.

import { LOCALE_DOLLAR_AFTER, LOCALE_TAGS, type Locale } from './locales.ts'

/** Whole amounts stay whole (228 → "US$228"), others keep their cents (299.88 → "US$299.88", "299,88 $ US"). */
export function writeDollars(amount: number, tag: string, signAfter: boolean): string {
  const cents = Math.round(amount * 100) % 100 !== 0
  const number = new Intl.NumberFormat(tag, { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 }).format(amount)
  return signAfter ? `${number}\u00a0$\u00a0US` : `US$${number}`
}

/**
 * A price as `locale` writes it: "$19", "$49.99" (the catalogue's own form) in the language's currency
 * form; a text that is not a plain dollar amount ("Free", "$19/mo") is returned unchanged.
 */
export function writePrice(price: string, locale: Locale): string {
  const match = /^\$(\d+(?:\.\d{1,2})?)$/.exec(price.trim().replace(/,/g, ''))
  if (!match) return price
  return writeDollars(Number(match[1]), LOCALE_TAGS[locale], LOCALE_DOLLAR_AFTER[locale])
}
