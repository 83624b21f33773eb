import { type AlertSummary, regionLabel } from '#content/alerts'
import { currentLocale, formatLongDate } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

/** "Urgent" or "Warning", in words and colour (never colour alone). */
export function SeverityBadge({ severity }: { severity: AlertSummary['severity'] }) {
  return severity === 'urgent' ? (
    <span className="inline-block rounded-md bg-danger text-white font-bold px-2 py-0.5 text-base">{m.tools_alerts_urgent()}</span>
  ) : (
    <span className="inline-block rounded-md bg-gold text-ink font-bold px-2 py-0.5 text-base">{m.tools_alerts_warning()}</span>
  )
}

/** Date, countries and source agency of an alert. */
export function AlertMeta({ alert }: { alert: AlertSummary }) {
  const day = alert.date.slice(0, 10)
  const locale = currentLocale()
  return (
    <p className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-muted">
      <SeverityBadge severity={alert.severity} />
      <time dateTime={alert.date}>{formatLongDate(day, locale)}</time>
      <span>{m.tools_alerts_for({ regions: regionLabel(alert.regions, locale) })}</span>
    </p>
  )
}
