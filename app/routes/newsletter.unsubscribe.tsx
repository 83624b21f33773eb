import { Link, createFileRoute } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'

type Result = 'unsubscribed' | 'already' | 'invalid'
const TOKEN = /^[\w-]{32,64}$/

// The visible unsubscribe link of every alert e-mail: /newsletter/unsubscribe?token=...
// It asks for one press of a button, so mail scanners that open links unsubscribe nobody. Mail programs
// that offer "Unsubscribe" themselves use the one-click POST (RFC 8058) and never see this page.
export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string; result?: Result } => ({
    ...(typeof search.token === 'string' ? { token: search.token } : {}),
    ...(search.result === 'unsubscribed' || search.result === 'already' || search.result === 'invalid'
      ? { result: search.result }
      : {}),
  }),
  head: () =>
    pageHead({
      title: 'Unsubscribe from scam alerts',
      description: 'Stop receiving scam alert e-mails.',
      path: '/newsletter/unsubscribe',
      noindex: true,
    }),
  component: UnsubscribePage,
})

const MESSAGES: Record<Result, { heading: string; lead: string }> = {
  unsubscribed: {
    heading: 'You are unsubscribed',
    lead: 'You will not get any more scam alert e-mails from us. We keep no copy of your e-mail address, only a scrambled fingerprint so it is never mailed by mistake.',
  },
  already: {
    heading: 'You were already unsubscribed',
    lead: 'This address is off our list. You will not get any more scam alert e-mails from us.',
  },
  invalid: {
    heading: 'This link did not work',
    lead: `This unsubscribe link is not valid. Please use the link in your most recent alert e-mail, or call us at ${site.phone} and we will take you off the list.`,
  },
}

function UnsubscribePage() {
  const search = Route.useSearch()
  const [result, setResult] = useState<Result | undefined>(search.result)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const token = search.token && TOKEN.test(search.token) ? search.token : null

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const res = await fetch('/api/newsletter/unsubscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      const body = (await res.json().catch(() => ({}))) as { result?: Result; msg?: string }
      if (res.ok && body.result) setResult(body.result)
      else if (res.status === 400) setResult('invalid')
      else setError(body.msg ?? 'Something went wrong. Please try again, or call us.')
    } catch {
      setError('We could not reach our server. Please check your internet connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  const shown = result ?? (token ? undefined : 'invalid')
  if (shown) {
    const m = MESSAGES[shown]
    return (
      <PageHero heading={m.heading} lead={m.lead}>
        <Link to="/alerts" className="btn-primary text-lg">
          Read our scam alerts on the site
        </Link>
      </PageHero>
    )
  }
  return (
    <PageHero heading="Unsubscribe from scam alerts?" lead="Press the button to stop all scam alert e-mails to this address.">
      <form method="post" action={`/api/newsletter/unsubscribe?token=${encodeURIComponent(token ?? '')}`} onSubmit={onSubmit}>
        <input type="hidden" name="confirm" value="1" />
        <button type="submit" className="btn-primary text-lg" disabled={busy}>
          {busy ? 'Please wait…' : 'Yes, unsubscribe me'}
        </button>
      </form>
      <Link to="/newsletter/preferences" search={{ token: token ?? undefined }} className="btn-secondary text-lg">
        Get fewer alerts instead
      </Link>
      <div aria-live="assertive" className="w-full">
        {error ? <p className="m-0 rounded-lg bg-white text-danger font-semibold p-3">{error}</p> : null}
      </div>
    </PageHero>
  )
}
