import { Link } from '@tanstack/react-router'
import { publishedAlerts } from '#content/alerts'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { AlertCards } from './AlertCards'
import { PushButton } from './PushButton'

/** The landing page's three newest scam alerts, with the push button. */
export function LatestAlerts() {
  const latest = publishedAlerts(Date.now(), currentLocale()).slice(0, 3)
  if (latest.length === 0) return null
  return (
    <section aria-labelledby="latest-alerts-heading" className="container py-12">
      <h2 id="latest-alerts-heading" className="text-2xl md:text-3xl mt-0 mb-6">
        {m.tools_alerts_latest()}
      </h2>
      <AlertCards alerts={latest} className="md:grid-cols-3" />
      <div className="mt-6 flex flex-wrap items-start gap-4">
        <Link to="/alerts" className="btn-secondary text-lg">
          {m.tools_alerts_all()}
        </Link>
        <PushButton />
      </div>
    </section>
  )
}
