import { Link, createFileRoute, useNavigate } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { AlertCards } from '#app/features/alerts/AlertCards'
import { PushButton } from '#app/features/alerts/PushButton'
import { pageHead } from '#app/lib/seo'
import { type AlertRegion, alertMatchesCountry, publishedAlerts } from '#content/alerts'

type CountryFilter = AlertRegion | 'all'
const FILTERS: { value: CountryFilter; label: string }[] = [
  { value: 'all', label: 'United States and Canada' },
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
]

export const Route = createFileRoute('/alerts/')({
  // `?country=US|CA` filters the list; the form below is a plain GET form, so it works without JavaScript.
  validateSearch: (search: Record<string, unknown>): { country?: AlertRegion } =>
    search.country === 'US' || search.country === 'CA' ? { country: search.country } : {},
  head: () =>
    pageHead({
      title: 'Scam alerts',
      description:
        'Plain-language warnings about scams going around in the United States and Canada right now, with what to do and where to report.',
      path: '/alerts',
    }),
  component: AlertsPage,
})

function AlertsPage() {
  const { country } = Route.useSearch()
  const navigate = useNavigate()
  const filter: CountryFilter = country ?? 'all'
  const alerts = publishedAlerts().filter((a) => alertMatchesCountry(a.regions, country ?? 'any'))
  return (
    <>
      <PageHero
        heading="Scam alerts"
        lead="Short warnings about scams going around right now, based on warnings from government agencies, with what to do in the United States and Canada."
      />
      <div className="container py-10">
        <div className="grid gap-6 md:grid-cols-[1fr_auto] items-start">
          <form
            method="get"
            action="/alerts"
            className="card bg-surface"
            onSubmit={(e) => {
              e.preventDefault()
              const value = String(new FormData(e.currentTarget).get('country') ?? 'all')
              void navigate({ to: '/alerts', search: value === 'US' || value === 'CA' ? { country: value } : {} })
            }}
          >
            <fieldset className="border-0 p-0 m-0">
              <legend className="text-xl font-bold text-navy p-0">Show alerts for</legend>
              <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                {FILTERS.map((f) => (
                  <label key={f.value} className="inline-flex items-center gap-2 min-h-11 text-lg cursor-pointer">
                    <input
                      type="radio"
                      name="country"
                      value={f.value}
                      defaultChecked={filter === f.value}
                      className="w-5 h-5"
                      onChange={(e) => e.currentTarget.form?.requestSubmit()}
                    />
                    {f.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn-primary mt-3">
              Show
            </button>
          </form>
          <div className="card">
            <p className="mt-0 mb-3 text-lg">
              Get new alerts by e-mail from our{' '}
              <Link to="/" hash="newsletter-heading">
                sign-up form
              </Link>
              , or on this device:
            </p>
            <PushButton />
          </div>
        </div>

        <h2 className="text-2xl md:text-3xl mt-10 mb-6" aria-live="polite">
          {alerts.length} {alerts.length === 1 ? 'alert' : 'alerts'}, newest first
        </h2>
        <AlertCards alerts={alerts} />
        <p className="mt-8 mb-0 text-base">
          Follow the alerts in a feed reader: <a href="/alerts/rss.xml">RSS feed</a> ·{' '}
          <a href="/alerts/feed.json">JSON Feed</a>
        </p>
      </div>
    </>
  )
}
