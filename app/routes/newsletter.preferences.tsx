import { createFileRoute, Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { PageHero } from '#app/components/PageHero'
import { apiFetch, FALLBACK_MESSAGES } from '#app/lib/api'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { newsletterPreferencesSearch } from '#shared/schemas/search'

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

// Labels are functions: read when the page renders, in its language.
const CHOICES: { value: Country; label: () => string }[] = [
  { value: 'any', label: () => m.account_nl_country_any() },
  { value: 'US', label: () => m.account_nl_country_us() },
  { value: 'CA', label: () => m.account_nl_country_ca() },
]

// The "choose your alerts" link of every alert e-mail: /newsletter/preferences?token=...
export const Route = createFileRoute('/newsletter/preferences')({
  validateSearch: newsletterPreferencesSearch,
  head: () =>
    pageHead({
      title: m.account_nl_prefs_title(),
      description: m.account_nl_prefs_description(),
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
    apiFetch<Prefs>(`/api/newsletter/preferences?token=${encodeURIComponent(token)}`).then((res) => {
      if (res.status === 0) setState({ kind: 'offline' })
      else if (!res.ok) setState({ kind: 'invalid' })
      else setState({ kind: 'ready', prefs: res.data as Prefs })
    })
  }, [token])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.kind !== 'ready') return
    const form = new FormData(event.currentTarget)
    const choice = { country: String(form.get('country')) as Country, urgentOnly: form.get('urgentOnly') === 'on' }
    setState({ ...state, saving: true, msg: undefined, error: undefined })
    const res = await apiFetch('/api/newsletter/preferences', { method: 'PUT', body: { token, ...choice } })
    if (res.ok) setState({ kind: 'ready', prefs: { ...state.prefs, ...choice }, msg: res.data.msg ?? m.account_nl_saved() })
    else
      setState({
        ...state,
        saving: false,
        error: res.status === 0 ? FALLBACK_MESSAGES.offline : (res.data.msg ?? m.account_nl_save_failed()),
      })
  }

  if (state.kind === 'invalid') {
    return (
      <PageHero heading={m.account_nl_bad_heading()} lead={m.account_nl_prefs_bad_lead({ phone: site.phone })}>
        <Link to="/alerts" className="btn-primary text-lg">
          {m.account_nl_read_alerts()}
        </Link>
      </PageHero>
    )
  }
  return (
    <>
      <PageHero heading={m.account_nl_prefs_heading()} lead={m.account_nl_prefs_lead()} />
      <div className="container py-10">
        {state.kind === 'loading' ? (
          <p className="text-lg">
            {m.account_nl_prefs_loading()}
            <noscript> {m.account_nl_prefs_noscript({ phone: site.phone })}</noscript>
          </p>
        ) : state.kind === 'offline' ? (
          <p className="text-lg text-danger font-semibold">{m.account_nl_offline_reload()}</p>
        ) : (
          <form className="card bg-surface max-w-[44rem]" onSubmit={onSubmit}>
            <p className="mt-0 text-lg">
              {m.account_nl_prefs_goes_to()} <strong>{state.prefs.email}</strong>.
            </p>
            <fieldset className="border-0 p-0 m-0">
              <legend className="text-xl font-bold text-navy p-0">{m.account_nl_prefs_country()}</legend>
              <div className="mt-2 grid gap-1">
                {CHOICES.map((c) => (
                  <label key={c.value} className="inline-flex items-center gap-3 min-h-11 text-lg cursor-pointer">
                    <input
                      type="radio"
                      name="country"
                      value={c.value}
                      defaultChecked={state.prefs.country === c.value}
                      className="w-5 h-5"
                    />
                    {c.label()}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="mt-4 flex items-start gap-3 min-h-11 text-lg cursor-pointer">
              <input
                type="checkbox"
                name="urgentOnly"
                defaultChecked={state.prefs.urgentOnly}
                className="w-5 h-5 mt-1"
                aria-describedby={`${id}-urgent`}
              />
              <span>
                {m.account_nl_urgent()}
                <span id={`${id}-urgent`} className="block text-base text-muted">
                  {m.account_nl_urgent_hint()}
                </span>
              </span>
            </label>
            <div className="mt-5 flex flex-wrap gap-3">
              <button type="submit" className="btn-primary text-lg" disabled={state.saving}>
                {state.saving ? m.account_nl_saving() : m.account_nl_save()}
              </button>
              <Link to="/newsletter/unsubscribe" search={{ token }} className="btn-secondary text-lg">
                {m.account_nl_unsubscribe_instead()}
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
