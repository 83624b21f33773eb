import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHero } from '#app/components/PageHero'
import { confirmNewsletter } from '#app/features/newsletter/confirm.functions'
import { PressError, useOnePress } from '#app/features/newsletter/one-press'
import { FALLBACK_MESSAGES } from '#app/lib/api'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { newsletterConfirmSearch } from '#shared/schemas/search'

type Result = 'confirmed' | 'invalid'

// The link in the newsletter confirmation e-mail: /newsletter/confirm?token=...
// Opening the link confirms nothing: the page asks for one press of a button, which posts, so a mail
// scanner that follows links confirms nobody (T11 in docs/security.md). Without JavaScript the button
// posts the form to /api/newsletter/confirm, which sends the browser back here with ?result=.
export const Route = createFileRoute('/newsletter/confirm')({
  // A token of the wrong shape is dropped here, so the page says the link is not valid.
  validateSearch: newsletterConfirmSearch,
  head: () =>
    pageHead({
      title: m.account_nl_confirm_title(),
      description: m.account_nl_confirm_description(),
      path: '/newsletter/confirm',
      noindex: true,
    }),
  component: NewsletterConfirmPage,
})

function NewsletterConfirmPage() {
  const search = Route.useSearch()
  const [manage, setManage] = useState<string | undefined>(search.manage)
  const { token, shown, busy, error, onSubmit } = useOnePress<Result>(search, async (token) => {
    if (!token) return 'invalid'
    try {
      const answer = await confirmNewsletter({ data: { token } })
      setManage(answer.manage)
      return answer.result
    } catch {
      return { error: navigator.onLine === false ? FALLBACK_MESSAGES.offline : m.account_nl_confirm_failed() }
    }
  })
  if (shown === 'confirmed') {
    return (
      <PageHero heading={m.account_nl_confirmed_heading()} lead={m.account_nl_confirmed_lead()}>
        {manage ? (
          // Stop and change, on the page that says "You are signed up" (issue 46, N3).
          <div className="w-full grid gap-3">
            <p className="m-0">{m.account_nl_manage_lead()}</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/newsletter/preferences" search={{ token: manage }} className="btn-secondary text-lg">
                {m.account_nl_manage_change()}
              </Link>
              <Link to="/newsletter/unsubscribe" search={{ token: manage }} className="btn-secondary text-lg">
                {m.account_nl_manage_stop()}
              </Link>
            </div>
          </div>
        ) : null}
        <Link to="/" className="btn-primary text-lg">
          {m.account_nl_home()}
        </Link>
        <Link to="/resources" className="btn-secondary text-lg">
          {m.account_nl_resources()}
        </Link>
      </PageHero>
    )
  }
  if (shown === 'invalid') {
    return (
      <PageHero heading={m.account_nl_bad_heading()} lead={m.account_nl_confirm_bad_lead({ phone: site.phone })}>
        <Link to="/" hash="newsletter-heading" className="btn-primary text-lg">
          {m.account_nl_sign_up_again()}
        </Link>
      </PageHero>
    )
  }
  return (
    <PageHero heading={m.account_nl_confirm_heading()} lead={m.account_nl_confirm_lead()}>
      <form method="post" action={`/api/newsletter/confirm?token=${encodeURIComponent(token ?? '')}`} onSubmit={onSubmit}>
        <button type="submit" className="btn-primary text-lg" disabled={busy}>
          {busy ? m.account_nl_wait() : m.account_nl_confirm_yes()}
        </button>
      </form>
      <PressError error={error} />
    </PageHero>
  )
}
