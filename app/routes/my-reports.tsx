import { createFileRoute } from '@tanstack/react-router'
import { SignedInPage } from '#app/features/auth/SignedInPage'
import { MyReports } from '#app/features/report/MyReports'
import { pageHead } from '#app/lib/seo'
import { m } from '#shared/paraglide/messages.js'

// The receipt (issue 45): every report the person saved, with the reference numbers they were given
// and the dates, on one printable page.
export const Route = createFileRoute('/my-reports')({
  head: () => pageHead({ title: m.report_receipts_title(), description: m.report_receipts_lead(), path: '/my-reports', noindex: true }),
  component: () => (
    <SignedInPage
      heading={m.report_receipts_title()}
      lead={m.report_receipts_lead()}
      loading={m.report_save_busy()}
      width="max-w-3xl"
      content={MyReports}
    />
  ),
})
