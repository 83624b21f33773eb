import { createFileRoute } from '@tanstack/react-router'
import { ScamCheckPage } from '#app/features/scam-check/ScamCheckPage'
import type { ScamCheckOutcome } from '#app/features/scam-check/types'
import { pageHead } from '#app/lib/seo'
import { m } from '#shared/paraglide/messages.js'

// GET: the empty form (cached like any public page). POST (the form without JavaScript): the server
// checks the text and renders the page with the answer; the page cache never stores non-GET requests.
export const Route = createFileRoute('/scam-check')({
  staticData: { hydrate: 'controls' },
  server: {
    handlers: {
      POST: async ({ request, next }) => {
        const { handleFormPost } = await import('#app/features/scam-check/form-post.server')
        return next({ context: { scamCheck: await handleFormPost(request) } })
      },
    },
  },
  loader: ({ serverContext }) => ({
    outcome: ((serverContext as { scamCheck?: ScamCheckOutcome } | undefined)?.scamCheck ?? null) as ScamCheckOutcome | null,
  }),
  head: () =>
    pageHead({
      title: m.tools_scam_title(),
      description: m.tools_scam_description(),
      path: '/scam-check',
    }),
  component: ScamCheckRoute,
})

function ScamCheckRoute() {
  const { outcome } = Route.useLoaderData()
  return <ScamCheckPage initial={outcome} />
}
