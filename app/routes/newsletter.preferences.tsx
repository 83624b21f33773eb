import { Link, createFileRoute } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'

type Country = 'US' | 'CA' | 'any'
interface Prefs {
  email: string
  country: Country
  urgentOnly: boolean
}
type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'offline' }
  | { kind: 'ready'; prefs: Prefs; saving?: boolean; msg?: string; error?: string }

const CHOICES: { value: Country; label: string }[] = [
  { value: 'any', label: 'United States and Canada' },
  { value: 'US', label: 'United States only' },
  { value: 'CA', label: 'Canada only' },
]

// The "choose your alerts" link of every alert e-mail: /newsletter/preferences?token=...
export const Route = createFileRoute('/newsletter/preferences')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  head: () =>
    pageHead({
      title: 'Choose your scam alerts',
      description: 'Choose which scam alert e-mails you get.',
      path: '/newsletter/preferences',
      noindex: true,
    }),
  component: PreferencesPage,
})

function PreferencesPage() {
  const { token } = Route.useSearch()
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'loading' })

  useEffect(() => {
    if (!token) {
      setState({ kind: 'invalid' })
      return
    }
    fetch(`/api/newsletter/preferences?token=${encodeURIComponent(token)}`)
      .then(async (res) => {
        if (!res.ok) return setState({ kind: 'invalid' })
        setState({ kind: 'ready', prefs: (await res.json()) as Prefs })
      })
      .catch(() => setState({ kind: 'offline' }))
  }, [token])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.kind !== 'ready') return
    const form = new FormData(event.currentTarget)
    const choice = { country: String(form.get('country')) as Country, urgentOnly: form.get('urgentOnly') === 'on' }
    setState({ ...state, saving: true, msg: undefined, error: undefined })
    try {
      const res = await fetch('/api/newsletter/preferences', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, ...choice }),
      })
      const body = (await res.json().catch(() => ({}))) as { msg?: string }
      if (res.ok) setState({ kind: 'ready', prefs: { ...state.prefs, ...choice }, msg: body.msg ?? 'Your choices are saved.' })
      else setState({ ...state, saving: false, error: body.msg ?? 'We could not save your choices. Please try again.' })
    } catch {
      setState({ ...state, saving: false, error: 'We could not reach our server. Please check your internet connection and try again.' })
    }
  }

  if (state.kind === 'invalid') {
    return (
      <PageHero
        heading="This link did not work"
        lead={`This link is not valid. Please use the link in your most recent alert e-mail, or call us at ${site.phone}.`}
      >
        <Link to="/alerts" className="btn-primary text-lg">
          Read our scam alerts on the site
        </Link>
      </PageHero>
    )
  }
  return (
    <>
      <PageHero heading="Choose your scam alerts" lead="Pick the alerts you want by e-mail. You can change this at any time." />
      <div className="container py-10">
        {state.kind === 'loading' ? (
          <p className="text-lg">
            Loading your choices…
            <noscript> This page needs JavaScript. You can also call us at {site.phone} to change your alerts.</noscript>
          </p>
        ) : state.kind === 'offline' ? (
          <p className="text-lg text-danger font-semibold">
            We could not reach our server. Please check your internet connection and reload this page.
          </p>
        ) : (
          <form className="card bg-surface max-w-[44rem]" onSubmit={onSubmit}>
            <p className="mt-0 text-lg">
              Alerts go to <strong>{state.prefs.email}</strong>.
            </p>
            <fieldset className="border-0 p-0 m-0">
              <legend className="text-xl font-bold text-navy p-0">Which country do you live in?</legend>
              <div className="mt-2 grid gap-1">
                {CHOICES.map((c) => (
                  <label key={c.value} className="inline-flex items-center gap-3 min-h-11 text-lg cursor-pointer">
                    <input type="radio" name="country" value={c.value} defaultChecked={state.prefs.country === c.value} className="w-5 h-5" />
                    {c.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="mt-4 flex items-start gap-3 min-h-11 text-lg cursor-pointer">
              <input type="checkbox" name="urgentOnly" defaultChecked={state.prefs.urgentOnly} className="w-5 h-5 mt-1" aria-describedby={`${id}-urgent`} />
              <span>
                Urgent alerts only
                <span id={`${id}-urgent`} className="block text-base text-muted">
                  Only the scams that can cost people their savings, marked "Urgent".
                </span>
              </span>
            </label>
            <div className="mt-5 flex flex-wrap gap-3">
              <button type="submit" className="btn-primary text-lg" disabled={state.saving}>
                {state.saving ? 'Saving…' : 'Save my choices'}
              </button>
              <Link to="/newsletter/unsubscribe" search={{ token }} className="btn-secondary text-lg">
                Unsubscribe instead
              </Link>
            </div>
            <div aria-live="polite" className="mt-3">
              {state.msg ? (
                <p className="m-0 rounded-lg bg-white text-success font-semibold p-3" role="status">
                  {state.msg}
                </p>
              ) : null}
            </div>
            <div aria-live="assertive">
              {state.error ? <p className="m-0 rounded-lg bg-white text-danger font-semibold p-3">{state.error}</p> : null}
            </div>
          </form>
        )}
      </div>
    </>
  )
}
