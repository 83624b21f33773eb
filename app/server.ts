// The worker entry (wrangler.jsonc "main"): edge routes first, then pages through the page cache
// (worker/cache/page-cache.ts), which asks TanStack Start to render on a miss.
import handler from '@tanstack/react-start/server-entry'
import { handleAlertQueue } from '#worker/alerts/consumer'
import { servePage } from '#worker/cache/page-cache'
import { runScheduled } from '#worker/cron/index'
import { withSecurityHeaders } from '#worker/http/headers'
import { rememberedLocaleRedirect, requestLocale, withLocale } from '#worker/http/locale'
import { handleEdge } from '#worker/index'

// Durable Object classes must be named exports of the main module.
export { ChatRoom } from '#worker/index'

const FILE_LIKE = /\.[a-z0-9]{2,5}$/i
const BUILD_ID: string = import.meta.env.BUILD_ID

// One nonce per response; app/router.tsx stamps it on every script and stylesheet.
const render = (request: Request, nonce: string) => handler.fetch(request, { context: { nonce } })

/** `url` is the request's, parsed once for every step below (a page cache HIT is a few of them). */
async function handle(request: Request, url: URL, env: Env, ctx: ExecutionContext): Promise<Response> {
  const edge = await handleEdge(request, env, ctx, url)
  if (edge) return withSecurityHeaders(edge, null)

  // Public files outside the asset server's own paths (wrangler.jsonc run_worker_first) come from
  // ASSETS; a missing file is a 404, not a redirect to the home page.
  const { pathname } = url
  if (FILE_LIKE.test(pathname) && !pathname.startsWith('/_serverFn')) {
    const file = await env.ASSETS.fetch(request)
    if (file.ok || file.status === 304) return file
    return withSecurityHeaders(
      new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } }),
      null,
    )
  }

  // A visitor who chose Spanish and comes back to the home page goes to /es (before the cache, which
  // keeps one copy of / for everyone).
  const remembered = rememberedLocaleRedirect(request, url)
  if (remembered) return withSecurityHeaders(remembered, null)

  return servePage(request, env, ctx, { buildId: BUILD_ID, render, url })
}

export default {
  // Every request runs in its language (worker/http/locale.ts): pages by their /es prefix, API calls
  // by the header their page sent. Messages and content read it from there.
  fetch(request, env, ctx) {
    const url = new URL(request.url)
    return withLocale(requestLocale(request, url), () => handle(request, url, env, ctx))
  },
  async scheduled(controller, env) {
    await runScheduled(controller, env)
  },
  async queue(batch, env) {
    await handleAlertQueue(batch, env)
  },
} satisfies ExportedHandler<Env>
