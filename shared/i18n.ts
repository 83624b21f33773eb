// The site's two languages and how a URL says which one a page is in. English lives at the plain
// paths (/Pricing); Spanish at the same path after /es (/es/Pricing, /es for the home page).
//
// Interface words are Paraglide messages (messages/<area>/<locale>.json, compiled to
// shared/paraglide/): `import { m } from '#shared/paraglide/messages.js'` and call `m.shell_skip_link()`.
// A message reads the page's language from `getLocale()`, which this module sets in the browser
// (the <html lang> the server wrote) and worker/http/locale.ts sets per request on the server.
// Long texts live in content/ (English) and content/es/ (Spanish); pick one with `pick({ en: landingEn, es: landingEs })`.
// See docs/i18n.md.

import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_DOLLAR_AFTER,
  LOCALE_HOME_COUNTRY,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  localeOfLangAttribute,
  toLocale,
} from '#content/locales'
import { writeDollars, writePrice } from '#content/money'
import { setTokenLocale } from '#content/site'
import { getLocale, overwriteGetLocale } from '#shared/paraglide/runtime.js'

export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_DOLLAR_AFTER,
  LOCALE_HOME_COUNTRY,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  localeOfLangAttribute,
  toLocale,
}

/** The names the language switcher shows, each in its own language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español', fr: 'Français' }

/** The `lang` attribute of a page and of words in a language (Canadian French: the site's French is Quebec's). */
export const LOCALE_LANG_ATTRIBUTES: Readonly<Record<Locale, string>> = { en: 'en', es: 'es', fr: 'fr-CA' }

/** Tesseract's trained-data names for reading words in a picture (scam checker). */
export const LOCALE_OCR_LANGS: Readonly<Record<Locale, string>> = { en: 'eng', es: 'spa', fr: 'fra' }

/** The remembered choice: a cookie the edge reads on `/` and the page script reads for the offer. */
export const LOCALE_COOKIE = 'lang'

const PREFIX: Readonly<Record<Locale, string>> = { en: '', es: '/es', fr: '/fr' }

/** The default language: the one at the plain paths, the one used when nothing says otherwise. */
export function isDefaultLocale(locale: Locale): boolean {
  return locale === DEFAULT_LOCALE
}

/** The path prefix of a language: '' for the default one, '/es' for Spanish. */
export function localePrefix(locale: Locale): string {
  return PREFIX[locale]
}

/** The language the switcher offers from a page in `locale`: the next one in LOCALES. */
export function otherLocale(locale: Locale): Locale {
  return LOCALES[(LOCALES.indexOf(locale) + 1) % LOCALES.length]
}

/** One value per language, read in `locale` (the current render's by default): `pick({ en: 'eng', es: 'spa', fr: 'fra' })`. */
export function pick<T>(values: Readonly<Record<Locale, T>>, locale: Locale = currentLocale()): T {
  return values[locale]
}

/** The language of a URL path: `/es` and `/es/...` are Spanish, every other path English. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of LOCALES) {
    const prefix = PREFIX[locale]
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale
  }
  return DEFAULT_LOCALE
}

/** The path without its language prefix: `/es/Pricing` → `/Pricing`, `/es` → `/`. */
export function stripLocale(pathname: string): string {
  const prefix = PREFIX[localeOfPath(pathname)]
  if (!prefix) return pathname
  return pathname.slice(prefix.length) || '/'
}

/**
 * The same page in `locale`: `/Pricing` → `/es/Pricing`, `/` → `/es`, `/es/blog?x=1#a` → `/blog?x=1#a`.
 * Only site paths change: other sites, `mailto:`/`tel:`, files (`/guides/x.pdf`) and `/api/` stay as they are.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const cut = href.search(/[?#]/)
  const pathname = cut === -1 ? href : href.slice(0, cut)
  const rest = cut === -1 ? '' : href.slice(cut)
  if (!isPagePath(pathname)) return href
  const base = stripLocale(pathname)
  const localized = isDefaultLocale(locale) ? base : base === '/' ? PREFIX[locale] : `${PREFIX[locale]}${base}`
  return `${localized}${rest}`
}

/** Paths of pages (not files, not the API, not server functions). */
function isPagePath(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/_') && !/\.[a-z0-9]{2,5}$/i.test(pathname)
}

/** The current render's language (server: the request's; browser: the page's). */
export function currentLocale(): Locale {
  const locale = getLocale()
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/** Languages that drop a word's last vowel before a vowel sound: French "de Élise" is written "d’Élise". */
const ELIDES: Readonly<Record<Locale, boolean>> = { en: false, es: false, fr: true }

/** A name that starts with a vowel (accented ones too) or an h, taken as mute as in names (d’Hugo); not y (Yolanda). */
const VOWEL_SOUND = /^[aeiouhàâäéèêëîïôöûùüæœ]/iu

/**
 * A message's text with French elision before the values put in it: "de Élise" → "d’Élise", "que Ann" →
 * "qu’Ann", "de Hugo" → "d’Hugo"; "de Beth" and every other language unchanged (docs/i18n.md). Only the
 * words right before a value change: the message's own words are already written right.
 */
export function elide(text: string, values: Readonly<Record<string, unknown>>, locale: Locale = currentLocale()): string {
  if (!ELIDES[locale]) return text
  let out = text
  for (const value of Object.values(values)) {
    if (typeof value !== 'string' || !VOWEL_SOUND.test(value)) continue
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const before = new RegExp(`(^|[\\s(«\u00a0\u202f])(de|que|le|la) ${escaped}`, 'giu')
    out = out.replace(before, (_all, start: string, word: string) => `${start}${word.slice(0, -1)}’${value}`)
  }
  return out
}

/** A message called with its values, French elision applied (`elide`): `withElision(m.pause_tell_waiting, { name })`. */
export function withElision<P extends Record<string, unknown>>(
  message: (params: P, options?: { locale?: Locale }) => string,
  params: P,
  options?: { locale?: Locale },
): string {
  return elide(message(params, options), params, options?.locale ?? currentLocale())
}

// Content tokens that depend on the language ({{callRule}}) are filled in the page's language.
setTokenLocale(currentLocale)

/** Dates in the reader's language: "November 23, 2026" / "23 de noviembre de 2026". */
export function formatLongDate(iso: string, locale: Locale = currentLocale()): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

/**
 * A moment in the reader's language and time zone, the zone named (W7): "December 5, 2026 at 9:05 AM
 * (Eastern Standard Time)", "5 décembre 2026 à 09 h 05 (heure normale de l’Est)". `timeZone` is the
 * zone the reader's browser reported; left out, the runtime's own (in a browser, the reader's).
 * `withDate: false` gives the time alone ("9:05 AM (Eastern Standard Time)").
 */
export function formatLocalTime(ms: number, locale: Locale, timeZone?: string, withDate = true): string {
  const tag = LOCALE_TAGS[locale]
  const at = new Intl.DateTimeFormat(tag, { ...(withDate ? { dateStyle: 'long' } : {}), timeStyle: 'short', timeZone }).format(ms)
  const zone = new Intl.DateTimeFormat(tag, { timeZone, timeZoneName: 'long' }).formatToParts(ms).find((p) => p.type === 'timeZoneName')
  return zone ? `${at} (${zone.value})` : at
}

/**
 * A price as its language writes it: "$19", "$49.99" (the catalogue's own form) → "19 $", "49,99 $" in
 * French; a text that is not a plain dollar amount ("Free", "$19/mo") is returned unchanged.
 */
export function localPrice(price: string, locale: Locale = currentLocale()): string {
  return writePrice(price, locale)
}

/** An amount of dollars in `locale`: whole amounts stay whole (228 → "$228", "228 $"), others keep cents. */
export function formatDollarAmount(amount: number, locale: Locale = currentLocale()): string {
  return writeDollars(amount, LOCALE_TAGS[locale], LOCALE_DOLLAR_AFTER[locale])
}

// In the browser the page's language never changes without a page load (the switcher is a plain
// link), so the <html lang> the server wrote is the answer for the whole visit.
if (typeof document !== 'undefined') {
  overwriteGetLocale(() => localeOfLangAttribute(document.documentElement.lang))
}

/**
 * A catalogue of texts each read in the current language when it is read, never fixed when the module
 * loads: `{ email: () => m.account_err_email() }` becomes an object whose `email` is Spanish during a
 * Spanish request or on a Spanish page.
 */
export function messageCatalogue<T extends Record<string, () => string>>(texts: T): { readonly [K in keyof T]: string } {
  const catalogue = {} as { [K in keyof T]: string }
  for (const key of Object.keys(texts)) Object.defineProperty(catalogue, key, { get: texts[key], enumerable: true })
  return catalogue
}
