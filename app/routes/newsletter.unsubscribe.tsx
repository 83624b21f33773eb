import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { PressError, useOnePress } from '#app/features/newsletter/one-press'
import { apiFetch, FALLBACK_MESSAGES } from '#app/lib/api'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { newsletterUnsubscribeSearch } from '#shared/schemas/search'

type Result = 'unsubscribed' | 'already' | 'invalid'

// The visible unsubscribe link of every alert e-mail: /newsletter/unsubscribe?token=...
// It asks for one press of a button, so mail scanners that open links unsubscribe nobody. Mail programs
// that offer "Unsubscribe" themselves use the one-click POST (RFC 8058) and never see this page.
export const Route = createFileRoute('/newsletter/unsubscribe')({
  // A token of the wrong shape is dropped here, so the page says the link is not valid.
  validateSearch: newsletterUnsubscribeSearch,
  head: () =>
    pageHead({
      title: m.account_nl_unsub_title(),
      description: m.account_nl_unsub_description(),
      path: '/newsletter/unsubscribe',
      noindex: true,
    }),
  component: UnsubscribePage,
})

// Functions: read when the page renders, in its language.
const MESSAGES: Record<Result, () => { heading: string; lead: string }> = {
  unsubscribed: () => ({ heading: m.account_nl_unsubscribed_heading(), lead: m.account_nl_unsubscribed_lead() }),
  already: () => ({ heading: m.account_nl_already_heading(), lead: m.account_nl_already_lead() }),
  invalid: () => ({ heading: m.account_nl_bad_heading(), lead: m.account_nl_unsub_bad_lead({ phone: site.phone }) }),
}

function UnsubscribePage() {
  const { token, shown, busy, error, onSubmit } = useOnePress<Result>(Route.useSearch(), async (token) => {
    const res = await apiFetch<{ result: Result }>('/api/newsletter/unsubscribe', { body: { token } })
    if (res.ok && res.data.result) return res.data.result
    if (res.status === 400) return 'invalid'
    if (res.status === 0) return { error: FALLBACK_MESSAGES.offline }
    return { error: res.data.msg ?? m.account_nl_unsub_failed() }
  })
  if (shown) {
    const text = MESSAGES[shown]()
    return (
      <PageHero heading={text.heading} lead={text.lead}>
        <Link to="/alerts" className="btn-primary text-lg">
          {m.account_nl_read_alerts()}
        </Link>
      </PageHero>
    )
  }
  return (
    <PageHero heading={m.account_nl_unsub_heading()} lead={m.account_nl_unsub_lead()}>
      <form method="post" action={`/api/newsletter/unsubscribe?token=${encodeURIComponent(token ?? '')}`} onSubmit={onSubmit}>
        <input type="hidden" name="confirm" value="1" />
        <button type="submit" className="btn-primary text-lg" disabled={busy}>
          {busy ? m.account_nl_wait() : m.account_nl_unsub_yes()}
        </button>
      </form>
      <Link to="/newsletter/preferences" search={{ token: token ?? undefined }} className="btn-secondary text-lg">
        {m.account_nl_fewer()}
      </Link>
      <PressError error={error} />
    </PageHero>
  )
}
