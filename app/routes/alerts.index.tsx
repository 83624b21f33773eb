import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { AlertCards } from '#app/features/alerts/AlertCards'
import { feedLinks } from '#app/features/alerts/feed-links'
import { PushButton } from '#app/features/alerts/PushButton'
import { pageHead } from '#app/lib/seo'
import { type AlertRegion, alertMatchesCountry, publishedAlerts, regionLabel } from '#content/alerts'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { alertsSearch } from '#shared/schemas/search'

type CountryFilter = AlertRegion | 'all'
const FILTERS: { value: CountryFilter; region: 'both' | AlertRegion }[] = [
  { value: 'all', region: 'both' },
  { value: 'US', region: 'US' },
  { value: 'CA', region: 'CA' },
]

export const Route = createFileRoute('/alerts/')({
  staticData: { hydrate: 'controls' },
  // `?country=US|CA` filters the list; the form below is a plain GET form, so it works without JavaScript.
  validateSearch: alertsSearch,
  head: () => pageHead({ title: m.tools_alerts_title(), description: m.tools_alerts_description(), path: '/alerts' }),
  component: AlertsPage,
})

function AlertsPage() {
  const { country } = Route.useSearch()
  const filter: CountryFilter = country ?? 'all'
  const locale = currentLocale()
  const alerts = publishedAlerts(Date.now(), locale).filter((a) => alertMatchesCountry(a.regions, country ?? 'any'))
  const feeds = feedLinks(locale)
  return (
    <>
      <PageHero heading={m.tools_alerts_heading()} lead={m.tools_alerts_lead()} />
      <div className="container py-10">
        <div className="grid gap-6 md:grid-cols-[1fr_auto] items-start">
          <form
            method="get"
            action={feeds.page}
            className="card bg-surface"
            // A plain GET form the browser sends (a choice submits it, app/lib/page-behaviours.ts):
            // never waits for the app, never starts it (decision 102).
            data-native-submit=""
          >
            <fieldset className="border-0 p-0 m-0">
              <legend className="text-xl font-bold text-navy p-0">{m.tools_alerts_show_for()}</legend>
              <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                {FILTERS.map((f) => (
                  <label key={f.value} className="inline-flex items-center gap-2 min-h-11 text-lg cursor-pointer">
                    <input
                      type="radio"
                      name="country"
                      value={f.value}
                      defaultChecked={filter === f.value}
                      className="w-5 h-5"
                      data-submit-on-change=""
                    />
                    {regionLabel(f.region, locale)}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn-primary mt-3">
              {m.tools_alerts_show()}
            </button>
          </form>
          <div className="card">
            <p className="mt-0 mb-3 text-lg">
              {m.tools_alerts_email_before()}{' '}
              <Link to="/" hash="newsletter-heading">
                {m.tools_alerts_signup_form()}
              </Link>
              {m.tools_alerts_email_after()}
            </p>
            <PushButton />
          </div>
        </div>

        <h2 className="text-2xl md:text-3xl mt-10 mb-6" aria-live="polite">
          {alerts.length === 1 ? m.tools_alerts_count_one() : m.tools_alerts_count({ count: alerts.length })}
        </h2>
        <AlertCards alerts={alerts} />
        <p className="mt-8 mb-0 text-base">
          {m.tools_alerts_feeds()} <a href={feeds.rss}>{m.tools_alerts_rss()}</a> · <a href={feeds.json}>{m.tools_alerts_json_feed()}</a>
        </p>
      </div>
    </>
  )
}
