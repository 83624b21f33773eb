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
