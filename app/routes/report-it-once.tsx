import { createFileRoute } from '@tanstack/react-router'
import type { PostedReport } from '#app/features/report/posted'
import { ReportItOnce } from '#app/features/report/ReportItOnce'
import { pageHead } from '#app/lib/seo'
import { m } from '#shared/paraglide/messages.js'

// "Report it once" (issue 45, docs/report-it-once.md): the guided form and the report pack. The app
// starts after the first paint (no `staticData.hydrate`): the first action here is typing, and every
// field keeps what was typed before it starts (ReportItOnce.tsx). GET: the empty form (cached like any
// public page). POST (the form with no script): the server draws the pack, or the receipt, from what
// was posted (form-post.server.ts); nothing of it is kept, and the page cache never stores a POST.
export const Route = createFileRoute('/report-it-once')({
  server: {
    handlers: {
      POST: async ({ request, next }) => {
        const { handleReportFormPost } = await import('#app/features/report/form-post.server')
        return next({ context: { reportForm: await handleReportFormPost(request) } })
      },
    },
  },
  loader: ({ serverContext }) => ({
    posted: ((serverContext as { reportForm?: PostedReport } | undefined)?.reportForm ?? null) as PostedReport | null,
  }),
  head: () => pageHead({ title: m.report_title(), description: m.report_description(), path: '/report-it-once' }),
  component: ReportItOnceRoute,
})

function ReportItOnceRoute() {
  const { posted } = Route.useLoaderData()
  return <ReportItOnce posted={posted} />
}
