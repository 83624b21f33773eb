// The server's side of shared/i18n.ts: each request renders (and answers its API call) inside its
// own language, kept in an AsyncLocalStorage so concurrent requests in one isolate never mix.
// worker/door.ts wraps every request in `withLocale`; Paraglide's messages then read it.
import { AsyncLocalStorage } from 'node:async_hooks'
import { DEFAULT_LOCALE, isDefaultLocale, isLocale, LOCALE_COOKIE, type Locale, localeOfPath, localePrefix } from '#shared/i18n'
import { overwriteGetLocale } from '#shared/paraglide/runtime.js'

const storage = new AsyncLocalStorage<Locale>()
overwriteGetLocale(() => storage.getStore() ?? DEFAULT_LOCALE)

/** Runs `fn` (and everything it awaits or streams) in `locale`. */
export function withLocale<T>(locale: Locale, fn: () => T): T {
  return storage.run(locale, fn)
}

/** The header the site's own fetch calls send (app/lib/api.ts) to say which language the page is in. */
export const LOCALE_HEADER = 'x-locale'

/**
 * The language of a request: a page's from its path; an API call's from the `x-locale` header its
 * page sent, else the path of the page it came from (Referer, for forms posted without scripts).
 */
export function requestLocale(request: Request, url = new URL(request.url)): Locale {
  if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/_serverFn')) return localeOfPath(url.pathname)
  const header = request.headers.get(LOCALE_HEADER)
  if (isLocale(header)) return header
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      const from = new URL(referer)
      if (from.host === url.host) return localeOfPath(from.pathname)
    } catch {
      // not a URL: fall through
    }
  }
  return DEFAULT_LOCALE
}

const REMEMBERED = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`)

/** The remembered choice (cookie `lang`), or null when the visitor has not chosen. */
export function rememberedLocale(request: Request): Locale | null {
  const cookie = request.headers.get('cookie') ?? ''
  const match = REMEMBERED.exec(cookie)
  return match && isLocale(match[1]) ? match[1] : null
}

/**
 * `/` for a visitor whose remembered choice is Spanish: a 302 to `/es` (never cached; the English
 * page itself stays one copy for everyone). Null for every other request.
 */
export function rememberedLocaleRedirect(request: Request, url = new URL(request.url)): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const remembered = rememberedLocale(request)
  if (url.pathname !== '/' || !remembered || isDefaultLocale(remembered)) return null
  return new Response(null, {
    status: 302,
    headers: { location: `${localePrefix(remembered)}${url.search}`, 'cache-control': 'private, no-store', vary: 'Cookie' },
  })
}
