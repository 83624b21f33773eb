import { formatDate } from '#app/components/ContentPage'
import { type AlertSummary, REGION_LABELS } from '#content/alerts'

/** "Urgent" or "Warning", in words and colour (never colour alone). */
export function SeverityBadge({ severity }: { severity: AlertSummary['severity'] }) {
  return severity === 'urgent' ? (
    <span className="inline-block rounded-md bg-danger text-white font-bold px-2 py-0.5 text-base">Urgent</span>
  ) : (
    <span className="inline-block rounded-md bg-gold text-ink font-bold px-2 py-0.5 text-base">Warning</span>
  )
}

/** Date, countries and source agency of an alert. */
export function AlertMeta({ alert }: { alert: AlertSummary }) {
  const day = alert.date.slice(0, 10)
  return (
    <p className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-muted">
      <SeverityBadge severity={alert.severity} />
      <time dateTime={alert.date}>{formatDate(day)}</time>
      <span>For: {REGION_LABELS[alert.regions]}</span>
    </p>
  )
}
