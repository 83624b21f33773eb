// Worker entry for the workerd test pool: the edge routes (no TanStack SSR, whose virtual modules
// the pool cannot load), with the same security headers as app/server.ts.

import { handleAlertQueue } from '#worker/alerts/consumer'
import { runScheduled } from '#worker/cron/index'
import { withSecurityHeaders } from '#worker/http/headers'
import { requestLocale, withLocale } from '#worker/http/locale'
import { handleEdge } from '#worker/index'

export { ChatRoom } from '#worker/index'

export default {
  // Each request in its language, as app/server.ts does (worker/http/locale.ts).
  fetch(request, env, ctx) {
    return withLocale(requestLocale(request), async () => {
      const edge = await handleEdge(request, env, ctx)
      return withSecurityHeaders(edge ?? new Response('Pages are rendered by TanStack Start', { status: 404 }), null)
    })
  },
  async scheduled(controller, env) {
    await runScheduled(controller, env)
  },
  async queue(batch, env) {
    await handleAlertQueue(batch, env)
  },
} satisfies ExportedHandler<Env>
