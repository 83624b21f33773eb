import { createFileRoute } from '@tanstack/react-router'
import { getApprovedDirectoryChanges } from '#app/features/official-directory/directory.functions'
import { OfficialDirectoryPage } from '#app/features/official-directory/OfficialDirectoryPage'
import { pageHead } from '#app/lib/seo'
import { mergeApproved, OFFICIAL_ENTRIES } from '#content/official-directory'
import { m } from '#shared/paraglide/messages.js'
import { officialContactsSearch } from '#shared/schemas/search'

// "Is this really my bank, the IRS, the CRA, the SAT?" (docs/official-directory.md). The lookup is a
// plain GET (?q=) the server answers, rendered fresh (SERVER_QUERY_PARAMS); the bare page is cached.
export const Route = createFileRoute('/official-contacts')({
  staticData: { hydrate: 'controls' },
  validateSearch: officialContactsSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: async ({ deps }) => ({ q: deps.q, changes: await getApprovedDirectoryChanges() }),
  head: () =>
    pageHead({
      title: m.directory_title(),
      description: m.directory_description(),
      path: '/official-contacts',
    }),
  component: OfficialContactsRoute,
})

function OfficialContactsRoute() {
  const { q, changes } = Route.useLoaderData()
  return <OfficialDirectoryPage query={q} entries={mergeApproved(OFFICIAL_ENTRIES, changes)} />
}
