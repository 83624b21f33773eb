import { createFileRoute } from '@tanstack/react-router'
import { HelpNowPage } from '#app/features/help-now/HelpNowPage'
import { pageHead } from '#app/lib/seo'
import { parseHelpNowSearch } from '#content/help-now-choices'
import { m } from '#shared/paraglide/messages.js'

// `country` and `s` (repeatable) choose the answer; the page is the same HTML for everyone with the
// same query, so it can be cached per combination (decision 060). Unknown values are dropped here.
// /es/help-now takes the same parameters and values (?country=ca&s=gift-card.wire): only the words change.
export const Route = createFileRoute('/help-now')({
  validateSearch: parseHelpNowSearch,
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
