import { createFileRoute } from '@tanstack/react-router'
import { HelpNowPage } from '#app/features/help-now/HelpNowPage'
import { pageHead } from '#app/lib/seo'
import { m } from '#shared/paraglide/messages.js'
import { helpNowSearch, parseHelpNowSearch } from '#shared/schemas/search'

// `country` and `s` (repeatable) choose the answer; the page is the same HTML for everyone with the
// same query, so it can be cached per combination (decision 060). Unknown values are dropped by the
// schema (shared/schemas/search.ts).
// /es/help-now takes the same parameters and values (?country=ca&s=gift-card.wire): only the words change.
export const Route = createFileRoute('/help-now')({
  validateSearch: helpNowSearch,
  // Light (decision 372): the steps are the server's HTML; the app starts when a control is used, or at
  // load for a signed-in holder (their trusted contact's box, HelpNowPage); the country is guessed by an
  // island (app/islands/help-country.ts).
  staticData: { hydrate: 'controls' },
  head: () =>
    pageHead({
      title: m.helpnow_title(),
      description: m.helpnow_description(),
      path: '/help-now',
    }),
  component: HelpNowRoute,
})

function HelpNowRoute() {
  // Read again: the router also passes on raw query values that reached the root route.
  return <HelpNowPage search={parseHelpNowSearch(Route.useSearch() as Record<string, unknown>)} />
}
