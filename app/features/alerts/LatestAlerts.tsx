import { Link } from '@tanstack/react-router'
import { publishedAlerts } from '#content/alerts'
import { AlertMeta } from './AlertMeta'
import { PushButton } from './PushButton'

/** The landing page's three newest scam alerts, with the push button. */
export function LatestAlerts() {
  const latest = publishedAlerts().slice(0, 3)
  if (latest.length === 0) return null
  return (
    <section aria-labelledby="latest-alerts-heading" className="container py-12">
      <h2 id="latest-alerts-heading" className="text-2xl md:text-3xl mt-0 mb-6">
        Latest scam alerts
      </h2>
      <ul className="list-none p-0 m-0 grid gap-5 md:grid-cols-3">
        {latest.map((a) => (
          <li key={a.slug} className="card flex flex-col gap-3">
            <AlertMeta alert={a} />
            <h3 className="text-xl m-0">
              <Link to="/alerts/$slug" params={{ slug: a.slug }}>
                {a.title}
              </Link>
            </h3>
            <p className="m-0">{a.summary}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-start gap-4">
        <Link to="/alerts" className="btn-secondary text-lg">
          All scam alerts
        </Link>
        <PushButton />
      </div>
    </section>
  )
}
