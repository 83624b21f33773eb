// Where the scam alert feeds are, per language (worker/alerts/feeds.ts serves them): English at
// /alerts/rss.xml and /alerts/feed.json, Spanish at /es/alerts/rss.xml and /es/alerts/feed.json.
import { site } from '#content/site'
import { type Locale, localePrefix } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export function feedLinks(locale: Locale) {
  const prefix = localePrefix(locale)
  return { page: `${prefix}/alerts`, rss: `${prefix}/alerts/rss.xml`, json: `${prefix}/alerts/feed.json` }
}

/** The `<link rel="alternate">` tags every page's head carries (app/routes/__root.tsx), in `locale`. */
export function feedHeadLinks(locale: Locale) {
  const links = feedLinks(locale)
  const title = m.tools_alerts_feed_title({ company: site.company }, { locale })
  return [
    { rel: 'alternate', type: 'application/rss+xml', title: `${title} (RSS)`, href: links.rss },
    { rel: 'alternate', type: 'application/feed+json', title: `${title} (JSON Feed)`, href: links.json },
  ]
}
