import { useId } from 'react'
import { fraudChart as chartEs } from '#content/es/landing'
import { fraudChart as chartFr } from '#content/fr/landing'
import { fraudChart as chartEn, fraudLosses } from '#content/landing'
import { currentLocale, isDefaultLocale, LOCALE_TAGS, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

// A narrow drawing, so the labels stay readable when the chart is phone-sized.
const W = 480
const H = 340
const PAD = { top: 40, right: 8, bottom: 46, left: 60 }
const MAX = 18
const TICKS = [0, 5, 10, 15]

/** A number in the page's language ("16.6"; "16,6" in French). */
const decimal = (n: number, digits: number) =>
  new Intl.NumberFormat(LOCALE_TAGS[currentLocale()], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n)
/** A bar's or an axis tick's label ("$16.6B"; in Spanish "$16.6", the unit is written above the axis). */
const short = (billions: number, digits = 1) => m.home_chart_bar_label({ amount: decimal(billions, digits) })
/** An amount in words for the table and the text alternative ("$16.6B" / "$16.6 mil millones"). */
const money = (billions: number) => m.home_chart_amount({ amount: decimal(billions, 1) })

/**
 * Reported internet-crime losses, 2021–2024, as a plain SVG bar chart rendered on the server.
 * The picture is one image with a text alternative; the same numbers are in a table for screen
 * readers, and the source is printed under it.
 */
export function FraudChart() {
  const id = useId()
  const locale = currentLocale()
  const fraudChart = pick({ en: chartEn, es: chartEs, fr: chartFr }, locale)
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const slot = plotW / fraudLosses.length
  const barW = Math.min(88, slot * 0.72)
  const y = (v: number) => PAD.top + plotH - (v / MAX) * plotH
  const first = fraudLosses[0]
  const last = fraudLosses[fraudLosses.length - 1]
  const summary = m.home_chart_summary({
    list: fraudLosses.map((d) => m.home_chart_summary_item({ amount: money(d.billions), year: d.year })).join(', '),
    ratio: decimal(Math.round((last.billions / first.billions) * 10) / 10, 1),
    year: first.year,
  })

  return (
    <figure className="m-0 w-full max-w-[32rem] mx-auto">
      <svg viewBox={`0 0 ${W} ${H}`} className="w-full h-auto block overflow-visible" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{fraudChart.title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {TICKS.map((t) => (
          <g key={t}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(t)}
              y2={y(t)}
              stroke={t === 0 ? '#1b2430' : '#c9d6e6'}
              strokeWidth={t === 0 ? 2 : 1}
            />
            <text className="chart-label" x={PAD.left - 10} y={y(t) + 7} textAnchor="end" fontSize="19" fill="#4a5565">
              {short(t, 0)}
            </text>
          </g>
        ))}
        {/* English labels carry their unit ("$15B"); Spanish ones say it once, above the axis. */}
        {isDefaultLocale(locale) ? null : (
          <text className="chart-label" x={4} y={22} textAnchor="start" fontSize="18" fill="#4a5565">
            {m.home_chart_unit()}
          </text>
        )}
        {fraudLosses.map((d, i) => {
          const x = PAD.left + slot * i + (slot - barW) / 2
          const top = y(d.billions)
          const latest = i === fraudLosses.length - 1
          return (
            <g key={d.year}>
              <rect x={x} y={top} width={barW} height={y(0) - top} rx="6" fill={latest ? '#b42318' : '#1558c0'} />
              <text className="chart-label" x={x + barW / 2} y={top - 10} textAnchor="middle" fontSize="23" fontWeight="700" fill="#1b2430">
                {short(d.billions)}
              </text>
              <text className="chart-label" x={x + barW / 2} y={H - PAD.bottom + 30} textAnchor="middle" fontSize="21" fill="#1b2430">
                {d.year}
              </text>
            </g>
          )
        })}
      </svg>
      {/* The wrapper, not the table, is hidden: a table grows to fit its text whatever its width. */}
      <div className="visually-hidden">
        <table>
          <caption>{m.home_chart_caption({ title: fraudChart.title })}</caption>
          <thead>
            <tr>
              <th scope="col">{m.home_chart_year()}</th>
              <th scope="col">{m.home_chart_losses()}</th>
            </tr>
          </thead>
          <tbody>
            {fraudLosses.map((d) => (
              <tr key={d.year}>
                <th scope="row">{d.year}</th>
                <td>{money(d.billions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="mt-3 text-base text-muted">{fraudChart.source}</figcaption>
    </figure>
  )
}
