// RSS 2.0 (/alerts/rss.xml) and JSON Feed (/alerts/feed.json) of the published alerts, built by the
// `feed` library, and their twins in each other language (/es/alerts/rss.xml, /fr/alerts/feed.json:
// that language's words, links to its pages). Served at the edge (worker/index.ts) before the page cache: they
// are small and the list changes only when an alert's date comes.
import { Feed } from 'feed'
import { type AlertLocale, type AlertSummary, alertTime, publishedAlerts, regionLabel } from '#content/alerts'
import { site } from '#content/site'
import { LOCALE_TAGS, LOCALES, localePrefix } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { isProduction } from '../env'

export const RSS_PATH = '/alerts/rss.xml'
export const JSON_FEED_PATH = '/alerts/feed.json'
export const FEED_ITEMS = 30

/** Every feed by its path: both kinds in every language. */
const FEEDS: Readonly<Record<string, { locale: AlertLocale; rss: boolean }>> = Object.fromEntries(
  LOCALES.flatMap((locale) => [
    [`${localePrefix(locale)}${RSS_PATH}`, { locale, rss: true }],
    [`${localePrefix(locale)}${JSON_FEED_PATH}`, { locale, rss: false }],
  ]),
)

function buildFeed(origin: string, alerts: AlertSummary[], locale: AlertLocale): Feed {
  const o = { locale }
  const prefix = localePrefix(locale)
  const feed = new Feed({
    title: m.tools_alerts_feed_title({ company: site.company }, o),
    description: m.tools_alerts_feed_description({}, o),
    id: `${origin}${prefix}/alerts`,
    link: `${origin}${prefix}/alerts`,
    language: LOCALE_TAGS[locale],
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${site.legalName}`,
    generator: false,
    updated: alerts[0] ? new Date(alertTime(alerts[0])) : undefined,
    feedLinks: { rss: `${origin}${prefix}${RSS_PATH}`, json: `${origin}${prefix}${JSON_FEED_PATH}` },
  })
  for (const alert of alerts) {
    const link = `${origin}${prefix}/alerts/${alert.slug}`
    const regions = regionLabel(alert.regions, locale)
    feed.addItem({
      title: alert.severity === 'urgent' ? m.tools_alerts_feed_urgent({ title: alert.title }, o) : alert.title,
      id: link,
      link,
      date: new Date(alertTime(alert)),
      description: m.tools_alerts_feed_item({ summary: alert.summary, regions, source: alert.sourceName }, o),
      // The severity stays a fixed word ("warning", "urgent") in every feed: readers filter on it.
      category: [{ name: alert.severity }, { name: regions }],
    })
  }
  return feed
}

/** The feed for `pathname`, or null when the path is not a feed. */
export function alertFeed(request: Request, env: Env, pathname: string, now = Date.now()): Response | null {
  const which = Object.hasOwn(FEEDS, pathname) ? FEEDS[pathname] : undefined
  if (!which) return null
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' } })
  }
  const origin = isProduction(env) ? site.url : new URL(request.url).origin
  const feed = buildFeed(origin, publishedAlerts(now, which.locale).slice(0, FEED_ITEMS), which.locale)
  const rss = which.rss
  const body = rss ? feed.rss2() : feed.json1()
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: {
      'content-type': rss ? 'application/rss+xml; charset=utf-8' : 'application/feed+json; charset=utf-8',
      'cache-control': 'public, max-age=900',
    },
  })
}
