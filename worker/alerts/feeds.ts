// RSS 2.0 (/alerts/rss.xml) and JSON Feed (/alerts/feed.json) of the published alerts, built by the
// `feed` library. Served at the edge (worker/index.ts) before the page cache: they are small and the
// list changes only when an alert's date comes.
import { Feed } from 'feed'
import { type AlertSummary, REGION_LABELS, alertTime, publishedAlerts } from '#content/alerts'
import { site } from '#content/site'
import { isProduction } from '../env'

export const RSS_PATH = '/alerts/rss.xml'
export const JSON_FEED_PATH = '/alerts/feed.json'
export const FEED_ITEMS = 30

function buildFeed(origin: string, alerts: AlertSummary[]): Feed {
  const feed = new Feed({
    title: `${site.company} scam alerts`,
    description: 'Plain-language warnings about scams going around in the United States and Canada, and what to do.',
    id: `${origin}/alerts`,
    link: `${origin}/alerts`,
    language: 'en-US',
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${site.legalName}`,
    generator: false,
    updated: alerts[0] ? new Date(alertTime(alerts[0])) : undefined,
    feedLinks: { rss: `${origin}${RSS_PATH}`, json: `${origin}${JSON_FEED_PATH}` },
  })
  for (const alert of alerts) {
    const link = `${origin}/alerts/${alert.slug}`
    feed.addItem({
      title: `${alert.severity === 'urgent' ? 'Urgent: ' : ''}${alert.title}`,
      id: link,
      link,
      date: new Date(alertTime(alert)),
      description: `${alert.summary} (For: ${REGION_LABELS[alert.regions]}. Source: ${alert.sourceName}.)`,
      category: [{ name: alert.severity }, { name: REGION_LABELS[alert.regions] }],
    })
  }
  return feed
}

/** The feed for `pathname`, or null when the path is not a feed. */
export function alertFeed(request: Request, env: Env, pathname: string, now = Date.now()): Response | null {
  if (pathname !== RSS_PATH && pathname !== JSON_FEED_PATH) return null
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' } })
  }
  const origin = isProduction(env) ? site.url : new URL(request.url).origin
  const feed = buildFeed(origin, publishedAlerts(now).slice(0, FEED_ITEMS))
  const rss = pathname === RSS_PATH
  const body = rss ? feed.rss2() : feed.json1()
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: {
      'content-type': rss ? 'application/rss+xml; charset=utf-8' : 'application/feed+json; charset=utf-8',
      'cache-control': 'public, max-age=900',
    },
  })
}
