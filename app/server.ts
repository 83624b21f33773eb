// The worker entry (wrangler.jsonc "main"): edge routes first, then TanStack Start renders pages.
import handler from '@tanstack/react-start/server-entry'
import { handleEdge } from '#worker/index'
import { withSecurityHeaders } from '#worker/http/headers'

// Durable Object classes must be named exports of the main module.
export { ChatRoom } from '#worker/index'

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

const FILE_LIKE = /\.[a-z0-9]{2,5}$/i

export default {
  async fetch(request, env, ctx) {
    const edge = await handleEdge(request, env, ctx)
    if (edge) return withSecurityHeaders(edge, null)

    // A missing static file is a 404, not a redirect to the home page.
    const { pathname } = new URL(request.url)
    if (FILE_LIKE.test(pathname) && !pathname.startsWith('/_serverFn')) {
      return withSecurityHeaders(new Response('Not found', { status: 404 }), null)
    }

    // One nonce per response; app/router.tsx stamps it on every script and stylesheet.
    const nonce = createNonce()
    const response = await handler.fetch(request, { context: { nonce } })
    return withSecurityHeaders(response, nonce)
  },
} satisfies ExportedHandler<Env>
