// The site's languages, declared once. Everything else about them (prefixes, names, tags, how a page
// picks its words) is in shared/i18n.ts, which re-exports these; this file imports nothing, so the
// database schema and build scripts can use the list without loading the message runtime.
export const LOCALES = ['en', 'es', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
