import { createFileRoute } from '@tanstack/react-router'
import { ContactAlertsPage } from '#app/features/pause/ContactAlertsPage'
import { pageHead } from '#app/lib/seo'
import { m } from '#shared/paraglide/messages.js'
import { pauseAnswerSearch } from '#shared/schemas/search'

// The trusted contact's live page (docs/on-the-phone.md): ?t=<watch token> from the acceptance page and
// every alert mail; ?result= where its form lands without JavaScript. Never indexed; the token is read
// in the browser only (the page cache keeps `t` out of its key).
export const Route = createFileRoute('/on-the-phone_/answer')({
  validateSearch: pauseAnswerSearch,
  head: () =>
    pageHead({ title: m.pause_answer_title(), description: m.pause_answer_description(), path: '/on-the-phone/answer', noindex: true }),
  component: AnswerRoute,
})

function AnswerRoute() {
  const { t, result } = Route.useSearch()
  return <ContactAlertsPage token={t} result={result} />
}
