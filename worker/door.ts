// The worker's one door (wrangler.jsonc "main" is app/server.ts, which only hands it TanStack Start's
// renderer): every request, scheduled run and queue batch comes in here. Edge routes first (API, chat,
// feeds, SEO files), then public files, then pages through the page cache (worker/cache/page-cache.ts),
// which asks the renderer on a miss. The worker tests (tests/worker/entry.ts) use this same door with a
// renderer of their own, because TanStack Start's virtual modules do not load in the test pool.
import { handleAlertQueue } from './alerts/consumer'
import { servePage } from './cache/page-cache'
import { runScheduled } from './cron/index'
import { withSecurityHeaders } from './http/headers'
import { rememberedLocaleRedirect, requestLocale, withLocale } from './http/locale'
import { handleEdge } from './index'

/** Renders a page; `nonce` goes on every script and stylesheet (app/router.tsx). */
export type Renderer = (request: Request, nonce: string) => Promise<Response> | Response

const FILE_LIKE = /\.[a-z0-9]{2,5}$/i

const notFound = () =>
  withSecurityHeaders(
    new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } }),
    null,
  )

/** `url` is the request's, parsed once for every step below (a page cache HIT is a few of them). */
async function handle(request: Request, url: URL, env: Env, ctx: ExecutionContext, render: Renderer, buildId: string) {
  const edge = await handleEdge(request, env, ctx, url)
  if (edge) return withSecurityHeaders(edge, null)

  // Public files outside the asset server's own paths (wrangler.jsonc run_worker_first) come from
  // ASSETS; a missing file is a 404, not a redirect to the home page.
  const { pathname } = url
  if (FILE_LIKE.test(pathname) && !pathname.startsWith('/_serverFn')) {
    const file = await env.ASSETS?.fetch(request)
    if (file && (file.ok || file.status === 304)) return file
    return notFound()
  }

  // A visitor who chose Spanish and comes back to the home page goes to /es (before the cache, which
  // keeps one copy of / for everyone).
  const remembered = rememberedLocaleRedirect(request, url)
  if (remembered) return withSecurityHeaders(remembered, null)

  return servePage(request, env, ctx, { buildId, render, url })
}

export function createWorker({ render, buildId }: { render: Renderer; buildId: string }) {
  return {
    // Every request runs in its language (worker/http/locale.ts): pages by their /es prefix, API calls
    // by the header their page sent. Messages and content read it from there.
    fetch(request, env, ctx) {
      const url = new URL(request.url)
      return withLocale(requestLocale(request, url), () => handle(request, url, env, ctx, render, buildId))
    },
    async scheduled(controller, env) {
      await runScheduled(controller, env)
    },
    async queue(batch, env) {
      await handleAlertQueue(batch, env)
    },
  } satisfies ExportedHandler<Env>
}
