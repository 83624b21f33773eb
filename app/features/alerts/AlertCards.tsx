import { Link } from '@tanstack/react-router'
import type { AlertSummary } from '#content/alerts'
import { AlertMeta } from './AlertMeta'

/** Alerts as cards: severity, date and countries, the title as a link, the summary. */
export function AlertCards({ alerts, className = '' }: { alerts: readonly AlertSummary[]; className?: string }) {
  return (
    <ul className={`list-none p-0 m-0 grid gap-5 ${className}`}>
      {alerts.map((a) => (
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
  )
}
