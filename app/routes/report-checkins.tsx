import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { LinkActionHero } from '#app/components/LinkActionHero'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { reportCheckinsSearch } from '#shared/schemas/search'

// The check-ins' stop links (issue 45): /report-checkins?stop=<token>. The holder's link stops the
// check-ins; the trusted contact's (`<id>.c.<mac>`) stops only the copies to her. Opening the link
// changes nothing; the button POSTs (LinkActionHero). Mail programs use the one-click
// List-Unsubscribe POST instead.
export const Route = createFileRoute('/report-checkins')({
  validateSearch: reportCheckinsSearch,
  head: () =>
    pageHead({ title: m.report_stop_page_title(), description: m.report_stop_page_lead(), path: '/report-checkins', noindex: true }),
  component: StopCheckins,
})

function StopCheckins() {
  const search = Route.useSearch()
  const [result, setResult] = useState(search.result)
  const token = search.stop ?? ''
  const copy = token.split('.')[1] === 'c'

  if (result === 'stopped') return <PageHero heading={m.report_stop_page_title()} lead={m.report_stay_stopped()} />
  if (result === 'copy-stopped') return <PageHero heading={m.report_stop_copy_title()} lead={m.report_stop_copy_done()} />
  if (result === 'invalid' || !token)
    return <PageHero heading={m.report_stop_page_title()} lead={m.report_stop_bad_link({ phone: site.phone })} />
  return (
    <LinkActionHero<'stopped' | 'copy-stopped'>
      heading={copy ? m.report_stop_copy_title() : m.report_stop_page_title()}
      lead={copy ? m.report_stop_copy_lead() : m.report_stop_page_lead()}
      button={copy ? m.report_stop_copy_button() : m.report_stay_stop()}
      api="/api/reports/checkins/stop"
      token={token}
      failed={() => m.report_err_failed({ phone: site.phone })}
      onDone={(done) => setResult(done)}
    />
  )
}
