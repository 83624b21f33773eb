// Which request paths the page cache may store, and how any other spelling of them is answered.
//
// The list is the site's own route list (worker/seo/routes.ts `publicRoutes()`: every page linked from
// content/navigation.ts, `UNLINKED_PAGES`, every product and every blog article) plus the documented
// alias spellings (`ALIAS_PATHS`, e.g. /fixmytech). Only these exact spellings are stored, each under
// its own key, so KV holds at most one entry per page and build.
//
// Spanish pages are the same list under /es (/es, /es/Pricing): `/ES/pricing` and `/es/` answer 301
// to their listed spelling, and `/es/<anything else>` is unknown like any other path.
//
// Any other spelling that means one of them - a different case (`/ABOUT`), a trailing slash or
// trailing white space (`/about/`, `/about%20`), doubled slashes, or percent-encoded characters
// (`/%61bout`, `/product/1%30`) - gets a 301 to the listed spelling. Everything else is "unknown":
// it is rendered (the router answers it, usually with a redirect to `/` or a 404) and never stored.
import { HELP_NOW_PARAMS } from '#content/help-now-choices'
import { LOCALES, localizeHref } from '#shared/i18n'
import { alertsSearch, onThePhoneSearch, parseHelpNowSearch } from '#shared/schemas/search'
import { ALIAS_PATHS, publicRoutes } from '#worker/seo/routes'

export type PathMatch =
  /** A listed spelling: serve and store under this path. */
  | { kind: 'known'; path: string }
  /** Another spelling of a listed path: answer 301 to it. */
  | { kind: 'redirect'; path: string }
  | { kind: 'unknown' }

/** Paths longer than this are never a page of the site (KV keys are at most 512 bytes). */
export const MAX_PAGE_PATH = 400

/**
 * Query parameters the server render reads, per path. A request carrying one is rendered fresh and
 * never stored (the render is cheap: /blog?article= only redirects). A page whose server render reads a
 * query parameter must list it here, or the parameter is dropped with a 301 to the clean URL.
 */
export const SERVER_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/blog': ['article'],
  '/official-contacts': ['q'],
}

/**
 * Pages whose server render is chosen by query parameters from a small, fixed set of values, read with
 * the page's own schema (shared/schemas/search.ts, the route's validateSearch): each maps the request's (non-browser) parameters to the page's one canonical query string, '' for the
 * bare page, or null when a parameter is not the page's own. A request in canonical form is stored
 * under its own key (so the number of keys is bounded by the combinations: /help-now 3 × 2^10,
 * /alerts 3); any other spelling gets a 301 to the canonical one.
 */
export const QUERY_PAGES: Readonly<Record<string, (params: URLSearchParams) => string | null>> = {
  '/help-now': (params) =>
    canonicalQuery(params, HELP_NOW_PARAMS, (raw) => {
      const parsed = parseHelpNowSearch(raw)
      const out = new URLSearchParams()
      if (parsed.country) out.set('country', parsed.country)
      if (parsed.s) out.set('s', parsed.s)
      return out
    }),
  '/on-the-phone': (params) =>
    canonicalQuery(params, ['q'], (raw) => {
      const { q } = onThePhoneSearch.parse(raw)
      return new URLSearchParams(q ? { q } : {})
    }),
  '/alerts': (params) =>
    canonicalQuery(params, ['country'], (raw) => {
      const { country } = alertsSearch.parse(raw)
      return new URLSearchParams(country ? { country } : {})
    }),
}

function canonicalQuery(
  params: URLSearchParams,
  own: readonly string[],
  canonical: (raw: Record<string, unknown>) => URLSearchParams,
): string | null {
  const raw: Record<string, unknown> = {}
  for (const name of new Set(params.keys())) {
    if (!own.includes(name)) return null
    const values = params.getAll(name)
    raw[name] = values.length > 1 ? values : values[0]
  }
  return canonical(raw).toString()
}

/** Query parameters only the browser reads: kept in the URL, never part of the key or the render. */
export function isClientOnlyParam(name: string): boolean {
  return name === 'item' || name === 't' || name === 'gclid' || name === 'fbclid' || name.startsWith('utm_')
}

/** Decodes percent-escapes, collapses slashes and drops trailing slashes and white space; null if malformed. */
export function respell(pathname: string): string | null {
  let decoded: string
  try {
    decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/')
  } catch {
    return null
  }
  const collapsed = decoded.replace(/\/{2,}/g, '/').replace(/[\s/]+$/u, '')
  return collapsed === '' ? '/' : collapsed
}

export class KnownRoutes {
  private readonly exact = new Set<string>()
  private readonly folded = new Map<string, string>()

  /** `pages` win over `aliases` when two spellings differ only by case (/FixMyTech over /fixmytech). */
  constructor(pages: Iterable<string>, aliases: Iterable<string> = []) {
    for (const list of [pages, aliases]) {
      for (const path of list) {
        this.exact.add(path)
        const key = path.toLowerCase()
        if (!this.folded.has(key)) this.folded.set(key, path)
      }
    }
  }

  has(path: string): boolean {
    return this.exact.has(path)
  }

  get size(): number {
    return this.exact.size
  }

  match(pathname: string): PathMatch {
    if (this.exact.has(pathname)) return { kind: 'known', path: pathname }
    if (pathname.length > MAX_PAGE_PATH) return { kind: 'unknown' }
    const spelled = respell(pathname)
    if (spelled === null) return { kind: 'unknown' }
    const path = this.exact.has(spelled) ? spelled : this.folded.get(spelled.toLowerCase())
    return path ? { kind: 'redirect', path } : { kind: 'unknown' }
  }
}

let siteRoutes: KnownRoutes | undefined

/**
 * The site's list, built once per isolate from the content modules: every page in English and its
 * Spanish twin under /es (each language is its own path, so each is its own cache key). The alias
 * spellings are English only.
 */
export function knownRoutes(): KnownRoutes {
  if (siteRoutes) return siteRoutes
  const paths = publicRoutes().map((r) => r.path)
  siteRoutes = new KnownRoutes(
    LOCALES.flatMap((locale) => paths.map((path) => localizeHref(path, locale))),
    Object.keys(ALIAS_PATHS),
  )
  return siteRoutes
}
