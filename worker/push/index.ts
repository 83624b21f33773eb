// Browser push (Web Push, RFC 8030) with payload encryption (RFC 8291, aes128gcm) and VAPID (RFC 8292)
// by @block65/webcrypto-web-push, which uses only Web Crypto and so runs on Workers. Subscriptions
// live in D1 `push_subscriptions`; only https endpoints of the browsers' own push services are stored.
import { buildPushPayload } from '@block65/webcrypto-web-push'
import { count, eq } from 'drizzle-orm'
import { site } from '#content/site'
import type { Locale } from '#shared/i18n'
import { getDb, schema } from '../db'

/**
 * The endpoint shapes each browser's push service issues (T8, decision 122): Chrome and Edge (FCM, and
 * the legacy GCM host), Firefox (Mozilla autopush), Safari (Apple) and Windows (WNS). Anything else, on
 * these hosts or not (another path, an invented subdomain), is refused before it is stored.
 */
const PUSH_ENDPOINT_SHAPES: { host: RegExp; path: RegExp; query?: RegExp }[] = [
  { host: /^fcm\.googleapis\.com$/, path: /^\/(fcm\/send|wp)\/[\w:.-]{20,}$/ },
  { host: /^android\.googleapis\.com$/, path: /^\/gcm\/send\/[\w:.-]{20,}$/ },
  { host: /^updates\.push\.services\.mozilla\.com$/, path: /^\/wpush\/v[12]\/[\w.=-]{20,}$/ },
  { host: /^web\.push\.apple\.com$/, path: /^\/[\w-]{32,}$/ },
  // WNS hosts name a data centre: db5p, bn3p, wns2-par02p, wns2-by3p.
  { host: /^(wns2-)?[a-z]{2,3}\d{1,2}p\.notify\.windows\.com$/, path: /^\/w\/$/, query: /^\?token=[\w%.=+-]{20,}$/ },
]
export const MAX_ENDPOINT_LENGTH = 1024
/** A ceiling on stored subscriptions, so strangers cannot grow the table without bound. */
export const MAX_PUSH_SUBSCRIPTIONS = 500_000

export interface PushKeys {
  p256dh: string
  auth: string
}
export interface StoredSubscription extends PushKeys {
  id: number
  endpoint: string
}

function base64UrlBytes(value: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null
  try {
    const b64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4))
    return Uint8Array.from(bin, (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** True for an https URL of a known push service's shape, without credentials, odd ports or excess length. */
export function isAllowedEndpoint(endpoint: unknown): endpoint is string {
  if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH) return false
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port || url.hash) return false
  const host = url.hostname.toLowerCase()
  return PUSH_ENDPOINT_SHAPES.some(
    (shape) => shape.host.test(host) && shape.path.test(url.pathname) && (shape.query ? shape.query.test(url.search) : url.search === ''),
  )
}

/** A browser's PushSubscription JSON, checked: a 65-byte uncompressed P-256 key and a 16-byte auth secret. */
export function parseSubscription(value: unknown): { endpoint: string; keys: PushKeys } | null {
  if (typeof value !== 'object' || value === null) return null
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: unknown }
  if (!isAllowedEndpoint(endpoint) || typeof keys !== 'object' || keys === null) return null
  const { p256dh, auth } = keys as { p256dh?: unknown; auth?: unknown }
  if (typeof p256dh !== 'string' || typeof auth !== 'string' || p256dh.length > 200 || auth.length > 64) return null
  const key = base64UrlBytes(p256dh)
  const secret = base64UrlBytes(auth)
  if (key?.length !== 65 || key[0] !== 0x04 || secret?.length !== 16) return null
  return { endpoint, keys: { p256dh, auth } }
}

export type SaveResult = 'saved' | 'full'

/** Subscriptions one network (an IPv4 address, or an IPv6 /48) may have stored (T8). */
export const MAX_PUSH_PER_NETWORK = 40

/**
 * Stores a subscription. A re-post of a stored endpoint changes nothing (T8): whoever learns an endpoint
 * cannot swap its keys and silence that browser's alerts. `network` is the client's /48 (or IPv4).
 */
export async function saveSubscription(
  d1: D1Database,
  sub: { endpoint: string; keys: PushKeys },
  network = 'unknown',
): Promise<SaveResult> {
  const db = getDb(d1)
  const existing = await db.query.pushSubscriptions.findFirst({
    columns: { id: true },
    where: eq(schema.pushSubscriptions.endpoint, sub.endpoint),
  })
  if (existing) return 'saved'
  const [{ n }] = await db.select({ n: count() }).from(schema.pushSubscriptions)
  if (n >= MAX_PUSH_SUBSCRIPTIONS) return 'full'
  const [{ mine }] = await db.select({ mine: count() }).from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.client, network))
  if (mine >= MAX_PUSH_PER_NETWORK) return 'full'
  await db
    .insert(schema.pushSubscriptions)
    .values({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, client: network })
    .onConflictDoNothing()
  return 'saved'
}

export async function deleteSubscription(d1: D1Database, endpoint: string): Promise<boolean> {
  const rows = await getDb(d1)
    .delete(schema.pushSubscriptions)
    .where(eq(schema.pushSubscriptions.endpoint, endpoint))
    .returning({ id: schema.pushSubscriptions.id })
  return rows.length > 0
}

export function vapidConfigured(env: Env): boolean {
  return Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
}

/** What the service worker (public/sw.js) shows: the alert's title, and the page a click opens. */
export type PushNotice = {
  title: string
  body: string
  /** A path on this site. */
  url: string
  tag: string
} & {
  /** The same notice in another language (never `en`); the service worker shows it when it was registered from a page in it. */
  [locale in Locale]?: { title: string; body: string; url: string }
}

export type PushOutcome = 'sent' | 'gone' | 'retry' | 'rejected'

/** Encrypts `notice` for one subscription and posts it to its push service. */
export async function sendPush(env: Env, sub: StoredSubscription, notice: PushNotice, urgent: boolean): Promise<PushOutcome> {
  const payload = await buildPushPayload(
    {
      data: { ...notice },
      options: { ttl: 24 * 60 * 60, urgency: urgent ? 'high' : 'normal', topic: notice.tag.slice(0, 32).replace(/[^A-Za-z0-9_-]/g, '') },
    },
    { endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    { subject: `mailto:${site.email}`, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
  )
  const res = await fetch(sub.endpoint, payload)
  // Drain the body so the connection is released.
  await res.arrayBuffer().catch(() => undefined)
  if (res.status === 200 || res.status === 201 || res.status === 202) return 'sent'
  if (res.status === 404 || res.status === 410) return 'gone'
  if (res.status === 429 || res.status >= 500) return 'retry'
  return 'rejected'
}
