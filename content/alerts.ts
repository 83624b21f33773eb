// Scam alerts: one markdown file per alert in content/alerts/<slug>.md, its Spanish twin in
// content/es/alerts/<slug>.md (same front matter keys). An alert is published when its file is
// deployed and its `date` has come; the cron job (worker/alerts/dispatch.ts) then e-mails and
// pushes it once to every matching subscriber. The English file decides when an alert is published,
// how urgent it is and where (date, severity, regions); the Spanish file gives the words (title,
// summary, source name, body). Every function takes the language explicitly (default English), so
// the cron job and the queue, which have no request, choose it per subscriber. This module's own words
// in other languages (the region names) are in content/<locale>/alerts.json, read here through
// `translated` (content/<locale>/alerts.ts does the same for its importers).

import wordsEs from './es/alerts.json' with { type: 'json' }
import wordsFr from './fr/alerts.json' with { type: 'json' }
import type { Locale } from './locales.ts'

/** The site's languages (shared/i18n.ts `Locale`; content/ imports only types from outside content/). */
export type AlertLocale = Locale

export type AlertSeverity = 'warning' | 'urgent'
export type AlertRegion = 'US' | 'CA'
export type AlertRegions = AlertRegion | 'both'

export interface AlertSummary {
  slug: string
  title: string
  /** ISO date (YYYY-MM-DD) or date-time; the alert is public from this moment (midnight UTC for a date). */
  date: string
  summary: string
  severity: AlertSeverity
  regions: AlertRegions
  sourceName: string
  source?: string
}

export interface Alert extends AlertSummary {
  html: string
  words: number
}

const metas = import.meta.glob<{ data: Record<string, unknown> }>('./alerts/*.md', {
  eager: true,
  query: '?meta',
  import: 'default',
})
const bodies = import.meta.glob<{ data: Record<string, unknown>; html: string; words: number }>('./alerts/*.md', {
  import: 'default',
})

// The other languages' words, by path: ./<locale>/alerts/<slug>.md.
const metasTranslated = import.meta.glob<{ data: Record<string, unknown> }>('./*/alerts/*.md', {
  eager: true,
  query: '?meta',
  import: 'default',
})
const bodiesTranslated = import.meta.glob<{ data: Record<string, unknown>; html: string; words: number }>('./*/alerts/*.md', {
  import: 'default',
})

const slugOf = (path: string) => path.replace(/^\.\/alerts\/|\.md$/g, '')

export const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/

function toSummary(slug: string, data: Record<string, unknown>): AlertSummary {
  const severity = data.severity === 'urgent' ? 'urgent' : 'warning'
  const regions = data.regions === 'US' || data.regions === 'CA' ? data.regions : 'both'
  return {
    slug,
    title: String(data.title),
    date: String(data.date),
    summary: String(data.summary),
    severity,
    regions,
    sourceName: String(data.sourceName ?? ''),
    ...(typeof data.source === 'string' ? { source: data.source } : {}),
  }
}

/** Every alert file, newest first (published or not). */
export const allAlerts: AlertSummary[] = Object.entries(metas)
  .map(([path, m]) => toSummary(slugOf(path), m.data))
  .sort((a, b) => alertTime(b) - alertTime(a) || a.slug.localeCompare(b.slug))

/** The moment an alert becomes public, in ms. */
export function alertTime(alert: Pick<AlertSummary, 'date'>): number {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(alert.date) ? `${alert.date}T00:00:00Z` : alert.date)
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time
}

export function isPublished(alert: Pick<AlertSummary, 'date'>, now = Date.now()): boolean {
  return alertTime(alert) <= now
}

/** Published alerts, newest first, in `locale`. */
export function publishedAlerts(now = Date.now(), locale: AlertLocale = 'en'): AlertSummary[] {
  return allAlerts.filter((a) => isPublished(a, now)).map((a) => inLocale(a, locale))
}

/**
 * An alert's summary in `locale`: the Spanish words over the English date, severity and regions.
 * Without a Spanish file (the parity test forbids it) the English words stay.
 */
export function inLocale(alert: AlertSummary, locale: AlertLocale): AlertSummary {
  const translated = metasTranslated[`./${locale}/alerts/${alert.slug}.md`]
  return translated ? wordsFrom(alert, translated.data) : alert
}

function wordsFrom(alert: AlertSummary, data: Record<string, unknown>): AlertSummary {
  const { source: _source, ...rest } = alert
  return {
    ...rest,
    title: String(data.title ?? alert.title),
    summary: String(data.summary ?? alert.summary),
    sourceName: String(data.sourceName ?? alert.sourceName),
    ...(typeof data.source === 'string' ? { source: data.source } : alert.source ? { source: alert.source } : {}),
  }
}

/** Does an alert for `regions` concern someone in `country` ('any' = both countries)? */
export function alertMatchesCountry(regions: AlertRegions, country: AlertRegion | 'any'): boolean {
  return country === 'any' || regions === 'both' || regions === country
}

export const REGION_LABELS: Record<AlertRegions, string> = {
  US: 'United States',
  CA: 'Canada',
  both: 'United States and Canada',
}

/** What a language other than English says: the words only (content/<locale>/alerts.json). */
export interface AlertsWords {
  REGION_LABELS: Record<AlertRegions, string>
}

/** This module's words in another language (the alerts themselves are content/<locale>/alerts/*.md). */
export function translated(where: string, words: AlertsWords) {
  const extra = Object.keys(words.REGION_LABELS).filter((key) => !(key in REGION_LABELS))
  if (extra.length > 0) throw new Error(`${where}: region labels ${extra.join(', ')}, which the English module does not have`)
  return { REGION_LABELS: words.REGION_LABELS }
}

// The words files directly, not content/<locale>/alerts.ts: those import this module.
const REGION_LABELS_BY_LOCALE: Readonly<Record<AlertLocale, Record<AlertRegions, string>>> = {
  en: REGION_LABELS,
  es: translated('content/es/alerts.json', wordsEs).REGION_LABELS,
  fr: translated('content/fr/alerts.json', wordsFr).REGION_LABELS,
}

/** "United States" / "Estados Unidos". */
export function regionLabel(regions: AlertRegions, locale: AlertLocale = 'en'): string {
  return REGION_LABELS_BY_LOCALE[locale][regions]
}

export async function loadAlert(slug: string, now = Date.now(), locale: AlertLocale = 'en'): Promise<Alert | null> {
  const load = bodies[`./alerts/${slug}.md`]
  if (!SLUG_PATTERN.test(slug) || !load) return null
  const file = await load()
  const alert = toSummary(slug, file.data)
  if (!isPublished(alert, now)) return null
  const loadTranslated = bodiesTranslated[`./${locale}/alerts/${slug}.md`]
  if (loadTranslated) {
    const translated = await loadTranslated()
    return { ...wordsFrom(alert, translated.data), html: translated.html, words: translated.words }
  }
  return { ...alert, html: file.html, words: file.words }
}
