import { createFileRoute } from '@tanstack/react-router'
import { OnThePhonePage } from '#app/features/pause/OnThePhonePage'
import { pageHead } from '#app/lib/seo'
import { m } from '#shared/paraglide/messages.js'
import { onThePhoneSearch } from '#shared/schemas/search'

// "Someone is on the phone with me now" (docs/on-the-phone.md): ?q= holds the answers so far, so each
// screen is a plain link and one cached page per combination (worker/cache/known-routes.ts QUERY_PAGES).
export const Route = createFileRoute('/on-the-phone')({
  validateSearch: onThePhoneSearch,
  // Light (decision 372): every answer is a link; the app starts at load only for a signed-in visitor's
  // trusted-contact box on the answer (OnThePhonePage).
  staticData: { hydrate: 'controls' },
  head: () => pageHead({ title: m.pause_title(), description: m.pause_description(), path: '/on-the-phone' }),
  component: OnThePhoneRoute,
})

function OnThePhoneRoute() {
  const { q } = Route.useSearch()
  return <OnThePhonePage answers={q ?? ''} />
}
