import { createFileRoute } from '@tanstack/react-router'
import { HelpNowPage } from '#app/features/help-now/HelpNowPage'
import { pageHead } from '#app/lib/seo'
import { parseHelpNowSearch } from '#content/help-now-choices'

// `country` and `s` (repeatable) choose the answer; the page is the same HTML for everyone with the
// same query, so it can be cached per combination (decision 060). Unknown values are dropped here.
export const Route = createFileRoute('/help-now')({
  validateSearch: parseHelpNowSearch,
  head: () =>
    pageHead({
      title: 'I think I’ve been scammed: what to do now',
      description:
        'Calm, ordered steps for the first hour after a scam in the US or Canada: who to call first, which numbers and sites to use, and how to get a real person to help.',
      path: '/help-now',
    }),
  component: HelpNowRoute,
})

function HelpNowRoute() {
  // Read again: the router also passes on raw query values that reached the root route.
  return <HelpNowPage search={parseHelpNowSearch(Route.useSearch() as Record<string, unknown>)} />
}
