// The site's languages, declared once, with no import: the content, the database schema, build scripts
// and the page's small entry read them without the message runtime. Everything else about languages
// (prefixes, names, tags, how a page picks its words) is in shared/i18n.ts, which re-exports these.
export const LOCALES = ['en', 'es', 'fr'] as const
export type Locale = (typeof LOCALES)[number]

/** The default language: the one at the plain paths, the one used when nothing says otherwise. */
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value)
}

/** A stored or sent language, or the default one when it is missing or unknown. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE
}

/** The language of a `lang` attribute: `fr-CA` → `fr`; anything unknown → the default language. */
export function localeOfLangAttribute(tag: string): Locale {
  return toLocale(tag.split('-')[0]?.toLowerCase())
}

/**
 * The country a language's readers most often live in, listed first where the site asks for a country
 * (/help-now) or names where to report (the scam check's advice): Quebec for French; none for the others.
 */
export const LOCALE_HOME_COUNTRY: Readonly<Record<Locale, 'us' | 'ca' | null>> = { en: null, es: null, fr: 'ca' }

/** A label's colon: Quebec French puts a non-breaking space before it ("Au Canada :"); English and Spanish none. */
const COLONS: Readonly<Record<Locale, string>> = { en: ':', es: ':', fr: '\u00a0:' }
export function colon(locale: Locale): string {
  return COLONS[locale]
}

/** BCP 47 tags for dates and numbers (Intl). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' }

/** Where the dollar sign goes in each language: before the number in English and Spanish, after it in Quebec French. */
export const LOCALE_DOLLAR_AFTER: Readonly<Record<Locale, boolean>> = { en: false, es: false, fr: true }
