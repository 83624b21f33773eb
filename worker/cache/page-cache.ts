// The page cache: rendered HTML of public pages, kept in KV (and in the isolate's memory in front of
// KV) under `page:<build id>:<path>`. No React or Start imports: app/server.ts passes the renderer in,
// and tests/worker/page-cache.test.ts passes a fake one.
//
// Rules (docs/delivery.md, decision 020). Nothing a stranger sends can add keys or renders:
// - Only the site's own page paths are stored, each under its one listed spelling (known-routes.ts:
//   the sitemap routes plus the documented aliases). Another spelling of a listed path (case, trailing
//   slash or space, doubled slashes, percent-encoding) gets a 301 to the listed one. Any other path is
//   rendered and never stored (the router redirects it to `/` or answers 404).
// - Query parameters that only the browser reads (item, t, utm_*, gclid, fbclid) stay in the URL but
//   are never part of the key or the render: a MISS renders the bare canonical URL, so stored HTML
//   cannot depend on them. Any other parameter gets a 301 to the same URL without it; parameters a
//   page's server render reads (SERVER_QUERY_PARAMS, e.g. /blog?article=) render fresh, never stored.
// - Concurrent MISSes of one page in an isolate share one render.
// - Private pages (account, dashboard, login, sign-up, code check, expert) and the worker's own paths
//   are never cached and answer `Cache-Control: no-store`.
// - The key starts with the build id, so a new deploy never serves old HTML; entries also expire.
// - Every response carries a fresh CSP nonce: the stored HTML keeps the nonce it was rendered with,
//   and a HIT replaces every occurrence with a new one. The memory layer keeps each page as ready
//   UTF-8 bytes with the nonce's byte offsets, so a HIT copies the bytes and writes the new nonce over
//   the old (same length) without touching the string; otherwise `replaceAll` (measured ~0.06 ms on a
//   28 KB page, against ~0.1 ms for split/join and ~2–3 ms for HTMLRewriter; scripts/measure/bench-nonce.mjs).
// - `x-cache-bypass: 1` renders fresh without storing, only when ENVIRONMENT is development (benchmarks).

import { stripLocale } from '#shared/i18n'
import { COMMON_HEADERS, contentSecurityPolicy, createNonce, withSecurityHeaders } from '#worker/http/headers'
import { isPrivatePath } from '#worker/seo/private-paths'
import { isClientOnlyParam, type KnownRoutes, knownRoutes, QUERY_PAGES, SERVER_QUERY_PARAMS } from './known-routes'

export { isPrivatePath, PRIVATE_PATHS } from '#worker/seo/private-paths'
export { isClientOnlyParam } from './known-routes'

export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400'
/** How long a stored page lives in KV (and in memory). Keys are per build, so this only bounds storage. */
export const PAGE_TTL_SECONDS = 24 * 60 * 60
/** Redirects to the listed spelling: a day, not forever, so a later change to the route list takes effect. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=86400'

export type CacheDecision =
  /** `path` is what is rendered on a MISS: the canonical path, with the page's canonical query if it has one. */
  | { kind: 'cache'; key: string; path: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'private' }
  | { kind: 'bypass'; reason: 'method' | 'query' | 'requested' | 'path' }

export function pageCacheKey(buildId: string, path: string): string {
  return `page:${buildId}:${path}`
}

/** `search` with only the browser's own parameters left (in their order), or '' if none. */
function clientOnlySearch(params: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const [name, value] of params) if (isClientOnlyParam(name)) kept.append(name, value)
  const text = kept.toString()
  return text ? `?${text}` : ''
}

export function decide(
  request: Request,
  url: URL,
  buildId: string,
  env: Pick<Env, 'ENVIRONMENT'>,
  routes: KnownRoutes = knownRoutes(),
): CacheDecision {
  if (isPrivatePath(url.pathname)) return { kind: 'private' }
  if (request.method !== 'GET' && request.method !== 'HEAD') return { kind: 'bypass', reason: 'method' }
  const match = routes.match(url.pathname)
  if (match.kind === 'unknown') return { kind: 'bypass', reason: 'path' }

  const queryPage = QUERY_PAGES[stripLocale(match.path)]
  if (queryPage) {
    const own = new URLSearchParams()
    for (const [name, value] of url.searchParams) if (!isClientOnlyParam(name)) own.append(name, value)
    const canonical = queryPage(own)
    const wanted = canonical ? `${match.path}?${canonical}` : match.path
    if (match.kind === 'redirect' || canonical === null || canonical !== own.toString()) {
      // Browser-only parameters are dropped here: they would otherwise have to be merged into the query.
      return { kind: 'redirect', location: canonical === null ? match.path + clientOnlySearch(url.searchParams) : wanted }
    }
    if ((env.ENVIRONMENT as string) === 'development' && request.headers.get('x-cache-bypass') === '1') {
      return { kind: 'bypass', reason: 'requested' }
    }
    return { kind: 'cache', key: pageCacheKey(buildId, wanted), path: wanted }
  }

  const serverParams = SERVER_QUERY_PARAMS[stripLocale(match.path)] ?? []
  let foreign = false
  for (const name of url.searchParams.keys()) {
    if (serverParams.includes(name)) {
      // The render reads it: keep the request as it is (after fixing the spelling).
      if (match.kind === 'redirect') return { kind: 'redirect', location: match.path + url.search }
      return { kind: 'bypass', reason: 'query' }
    }
    if (!isClientOnlyParam(name)) foreign = true
  }
  if (match.kind === 'redirect' || foreign) {
    return { kind: 'redirect', location: match.path + clientOnlySearch(url.searchParams) }
  }
  if ((env.ENVIRONMENT as string) === 'development' && request.headers.get('x-cache-bypass') === '1') {
    return { kind: 'bypass', reason: 'requested' }
  }
  return { kind: 'cache', key: pageCacheKey(buildId, match.path), path: match.path }
}

// ---- storage -------------------------------------------------------------------------------------

/** Stored HTML and the nonce it was rendered with. */
export interface StoredPage {
  html: string
  nonce: string
  /** The HTML as UTF-8 bytes and where the nonce sits in them: made on the first HIT, then reused. */
  ready?: ReadyBytes | null
}

interface ReadyBytes {
  bytes: Uint8Array<ArrayBuffer>
  offsets: number[]
  nonceLength: number
}

const utf8 = new TextEncoder()

/** The page's bytes and the byte offsets of every copy of its nonce (`null` if the nonce is absent). */
export function prepareBytes(page: StoredPage): ReadyBytes | null {
  const bytes = utf8.encode(page.html)
  const needle = utf8.encode(page.nonce)
  if (needle.length === 0) return null
  const offsets: number[] = []
  const first = needle[0]
  for (let i = bytes.indexOf(first); i !== -1 && i <= bytes.length - needle.length; i = bytes.indexOf(first, i + 1)) {
    let j = 1
    while (j < needle.length && bytes[i + j] === needle[j]) j++
    if (j === needle.length) {
      offsets.push(i)
      i += needle.length - 1
    }
  }
  return { bytes, offsets, nonceLength: needle.length }
}

/**
 * The HIT body: the ready bytes with the new nonce written over the old one in place (nonces are
 * ASCII of one length, so nothing moves), instead of replacing in the string and encoding it again on
 * every request. A nonce of another length falls back to `replaceAll`.
 *
 * The bytes are the stored page's own and hold this nonce only until the next call: hand them to
 * `new Response` at once. workerd copies a byte body in the constructor (a worker test holds it to
 * that), so no response sees a later nonce and the HIT costs no copy of its own.
 */
export function hitBody(page: StoredPage, nonce: string): Uint8Array<ArrayBuffer> | string {
  if (page.ready === undefined) page.ready = prepareBytes(page)
  const ready = page.ready
  if (!ready || nonce.length !== ready.nonceLength) return page.html.replaceAll(page.nonce, nonce)
  const fresh = utf8.encode(nonce)
  if (fresh.length !== ready.nonceLength) return page.html.replaceAll(page.nonce, nonce)
  for (const offset of ready.offsets) ready.bytes.set(fresh, offset)
  return ready.bytes
}

interface Stored extends StoredPage {
  expires: number
}

interface KvMeta {
  nonce: string
  storedAt: number
}

/** The isolate's own copy of hot pages in front of KV: a HIT then costs no subrequest at all. */
export class MemoryPageCache {
  private readonly entries = new Map<string, Stored>()
  constructor(
    private readonly maxEntries = 300,
    private readonly maxChars = 24 * 1024 * 1024,
  ) {}
  private chars = 0

  get(key: string, now: number): StoredPage | null {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (entry.expires <= now) {
      this.delete(key)
      return null
    }
    return entry
  }

  set(key: string, page: StoredPage, expires: number): void {
    this.delete(key)
    // The ready bytes are made here, so the limit counts them with the text.
    const ready = page.ready === undefined ? prepareBytes(page) : page.ready
    const size = page.html.length + (ready?.bytes.length ?? 0)
    if (size > this.maxChars) return
    while (this.entries.size >= this.maxEntries || this.chars + size > this.maxChars) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
    this.entries.set(key, { html: page.html, nonce: page.nonce, ready, expires })
    this.chars += size
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.chars -= entry.html.length + (entry.ready?.bytes.length ?? 0)
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
    this.chars = 0
  }

  get size(): number {
    return this.entries.size
  }
}

/** One per isolate (module scope), shared by every request it serves. */
export const isolatePageCache = new MemoryPageCache()

// ---- serving -------------------------------------------------------------------------------------

/** Renders one page with the given nonce (TanStack Start in app/server.ts; a fake in tests). */
export type RenderPage = (request: Request, nonce: string) => Response | Promise<Response>

export interface ServePageOptions {
  buildId: string
  render: RenderPage
  ttlSeconds?: number
  /** The in-memory layer; `null` reads KV every time (tests of the KV layer). */
  memory?: MemoryPageCache | null
  /** The paths that may be stored; the site's own list unless a test gives another. */
  routes?: KnownRoutes
  /** The request's URL when the caller has already parsed it. */
  url?: URL
  /** For tests. */
  now?: () => number
  nonce?: () => string
}

type CacheEnv = Pick<Env, 'CACHE' | 'ENVIRONMENT'>

const HTML_TYPE = 'text/html; charset=utf-8'

/** The HIT response: ready bytes with the nonce swapped, one header object, no copies of the render's response. */
function hitResponse(page: StoredPage, nonce: string, head: boolean): Response {
  return new Response(head ? null : hitBody(page, nonce), {
    headers: {
      ...COMMON_HEADERS,
      'content-type': HTML_TYPE,
      'cache-control': PAGE_CACHE_CONTROL,
      'content-security-policy': contentSecurityPolicy(nonce),
      'x-cache': 'HIT',
    },
  })
}

function finish(response: Response, nonce: string, cacheControl: string | null, xCache: string): Response {
  const out = withSecurityHeaders(response, nonce)
  if (out.status === 101 || out.webSocket) return out
  if (cacheControl) out.headers.set('cache-control', cacheControl)
  else if (!out.headers.has('cache-control')) out.headers.set('cache-control', 'no-store')
  out.headers.set('x-cache', xCache)
  return out
}

function isStorable(response: Response): boolean {
  return (
    response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html') && !response.headers.has('set-cookie')
  )
}

/** A MISS being rendered in this isolate, so concurrent requests for the same key share one render. */
type Rendering = Promise<{ response: Response; page: StoredPage | null }>
const rendering = new Map<string, Rendering>()

/** Serves a page from the cache or renders (and stores) it; every response has its security headers. */
export async function servePage(
  request: Request,
  env: CacheEnv,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  options: ServePageOptions,
): Promise<Response> {
  const nonce = (options.nonce ?? createNonce)()
  const url = options.url ?? new URL(request.url)
  const decision = decide(request, url, options.buildId, env, options.routes)

  if (decision.kind === 'private') {
    return finish(await options.render(request, nonce), nonce, 'no-store', 'BYPASS')
  }
  if (decision.kind === 'bypass') {
    return finish(await options.render(request, nonce), nonce, null, 'BYPASS')
  }
  if (decision.kind === 'redirect') {
    const moved = new Response(null, { status: 301, headers: { location: decision.location } })
    return finish(moved, nonce, REDIRECT_CACHE_CONTROL, 'REDIRECT')
  }

  const { key } = decision
  const head = request.method === 'HEAD'
  const now = (options.now ?? Date.now)()
  const memory = options.memory === undefined ? isolatePageCache : options.memory
  const ttl = options.ttlSeconds ?? PAGE_TTL_SECONDS

  const inMemory = memory?.get(key, now)
  if (inMemory) return hitResponse(inMemory, nonce, head)

  // KV failing is a MISS, not an error page: the page is rendered as if never stored (fault drills, docs/security.md).
  const stored = await env.CACHE.getWithMetadata<KvMeta>(key, 'text').catch((error: unknown) => {
    console.error(JSON.stringify({ job: 'page-cache', event: 'failure', cause: String(error) }))
    return { value: null, metadata: null }
  })
  if (stored.value !== null && stored.metadata?.nonce) {
    const page = { html: stored.value, nonce: stored.metadata.nonce }
    memory?.set(key, page, Math.min(now + ttl * 1000, stored.metadata.storedAt + ttl * 1000))
    return hitResponse(page, nonce, head)
  }

  const pending = rendering.get(key)
  if (pending) {
    const shared = await pending
    if (shared.page) return hitResponse(shared.page, nonce, head)
  }

  const job: Rendering = (async () => {
    // The canonical URL with no query: the stored HTML is the same whatever the request carried.
    const canonical = new Request(new URL(decision.path, url.origin), { method: 'GET', headers: request.headers })
    const rendered = await options.render(canonical, nonce)
    if (!isStorable(rendered)) return { response: rendered, page: null }
    const html = await rendered.text()
    const page = { html, nonce }
    memory?.set(key, page, now + ttl * 1000)
    const meta: KvMeta = { nonce, storedAt: now }
    ctx.waitUntil(
      env.CACHE.put(key, html, { expirationTtl: Math.max(60, ttl), metadata: meta }).catch((error: unknown) => {
        console.warn('page cache: could not store', key, error)
      }),
    )
    const headers = new Headers(rendered.headers)
    headers.set('content-type', headers.get('content-type') ?? HTML_TYPE)
    return { response: new Response(html, { status: 200, headers }), page }
  })()
  rendering.set(key, job)
  let result: Awaited<Rendering>
  try {
    result = await job
  } finally {
    if (rendering.get(key) === job) rendering.delete(key)
  }
  if (!result.page) return finish(result.response, nonce, null, 'MISS')
  const body = head ? null : result.response.body
  return finish(new Response(body, result.response), nonce, PAGE_CACHE_CONTROL, 'MISS')
}
