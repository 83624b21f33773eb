import { createFileRoute } from '@tanstack/react-router'
import { ReportItOnce } from '#app/features/report/ReportItOnce'
import { pageHead } from '#app/lib/seo'
import { m } from '#shared/paraglide/messages.js'

// "Report it once" (issue 45, docs/report-it-once.md): the guided form and the report pack. The app
// starts after the first paint (no `staticData.hydrate`): the first action here is typing, and every
// field keeps what was typed before it starts (ReportItOnce.tsx).
export const Route = createFileRoute('/report-it-once')({
  head: () => pageHead({ title: m.report_title(), description: m.report_description(), path: '/report-it-once' }),
  component: ReportItOnce,
})
