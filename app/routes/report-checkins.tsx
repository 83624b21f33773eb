import { createFileRoute } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { PageHero } from '#app/components/PageHero'
import { apiFetch } from '#app/lib/api'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { reportCheckinsSearch } from '#shared/schemas/search'

// The check-ins' stop link (issue 45): /report-checkins?stop=<token>. Opening the link changes nothing
// (mail scanners open links); the button POSTs. Without JavaScript the form posts to the API, which
// answers 303 back here with ?result=. Mail programs use the one-click List-Unsubscribe POST instead.
export const Route = createFileRoute('/report-checkins')({
  validateSearch: reportCheckinsSearch,
  head: () =>
    pageHead({ title: m.report_stop_page_title(), description: m.report_stop_page_lead(), path: '/report-checkins', noindex: true }),
  component: StopCheckins,
})

function StopCheckins() {
  const search = Route.useSearch()
  const [result, setResult] = useState(search.result)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const token = search.stop ?? ''

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const res = await apiFetch<{ result: 'stopped' | 'invalid' }>('/api/reports/checkins/stop', { body: { token } })
    setBusy(false)
    if (res.ok && res.data.result) setResult(res.data.result)
    else if (res.status === 400) setResult('invalid')
    else setError(res.data.msg ?? m.report_err_failed({ phone: site.phone }))
  }

  if (result === 'stopped') return <PageHero heading={m.report_stop_page_title()} lead={m.report_stay_stopped()} />
  if (result === 'invalid' || !token)
    return <PageHero heading={m.report_stop_page_title()} lead={m.report_stop_bad_link({ phone: site.phone })} />
  return (
    <PageHero heading={m.report_stop_page_title()} lead={m.report_stop_page_lead()}>
      <form method="post" action={`/api/reports/checkins/stop?token=${encodeURIComponent(token)}`} onSubmit={onSubmit}>
        <input type="hidden" name="confirm" value="1" />
        <button type="submit" className="btn-primary text-lg" disabled={busy}>
          {m.report_stay_stop()}
        </button>
      </form>
      <div aria-live="assertive" className="w-full">
        {error ? <p className="m-0 rounded-lg bg-white text-danger font-semibold p-3">{error}</p> : null}
      </div>
    </PageHero>
  )
}
