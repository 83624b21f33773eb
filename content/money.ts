// How an amount of dollars is written, for a language given by its Intl tag and where its dollar sign
// goes ("$19.99" in English and Spanish, "19,99 $" in Quebec French). Used by shared/i18n.ts
// (`localPrice`, by the page's language; content/plans.ts also writes a translation's yearly totals
// with it). No words here.

/** Whole amounts stay whole (228 → "$228"), others keep their cents (299.88 → "$299.88", "299,88 $"). */
export function writeDollars(amount: number, tag: string, signAfter: boolean): string {
  const cents = Math.round(amount * 100) % 100 !== 0
  const number = new Intl.NumberFormat(tag, { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 }).format(amount)
  return signAfter ? `${number}\u00a0$` : `$${number}`
}
