import { Section } from '#app/components/Section'
import { comparisonRows as comparisonRowsEs } from '#content/es/plans'
import { comparisonRows as comparisonRowsFr } from '#content/fr/plans'
import { type ComparisonCell, comparisonRows as comparisonRowsEn, type Plan, yearlyTotal } from '#content/plans'
import { localPrice, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

// The feature column stays in view while the plans scroll past it.
const stickyCell = 'sticky left-0 z-1 min-w-[8.5rem] max-w-[14rem] sm:min-w-[11rem] p-3 text-left shadow-[2px_0_0_#c9d6e6]'

/**
 * Features × plans, below the cards. A real table (caption, th scope) in a focusable scroll region
 * with a visible hint, so it stays readable on a 375 px phone; the feature column stays in view.
 */
export function PlanComparison({ plans }: { plans: Plan[] }) {
  const comparisonRows = pick({ en: comparisonRowsEn, es: comparisonRowsEs, fr: comparisonRowsFr })
  return (
    <Section id="compare-heading" title={m.store_compare_heading()} className="mt-14 render-when-near">
      <p className="mt-3 mb-0 text-base text-muted max-w-3xl" id="compare-hint">
        {m.store_compare_intro()}{' '}
        <span className="font-semibold text-ink">
          <span aria-hidden="true">↔ </span>
          {m.store_compare_scroll()}
        </span>
      </p>
      <section
        className="relative mt-4 overflow-x-auto rounded-xl border border-line"
        aria-labelledby="compare-caption"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className="min-w-full border-collapse text-base">
          {/* The visible heading and hint say the same; a caption as wide as the table would be cut off on a phone. */}
          <caption id="compare-caption" className="visually-hidden">
            {m.store_compare_intro()}
          </caption>
          <thead>
            <tr className="bg-surface">
              <th scope="col" className={`${stickyCell} bg-surface align-bottom`}>
                {m.store_compare_feature()}
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="min-w-[9rem] px-3 py-3 text-left align-bottom text-navy">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-line">
              <th scope="row" className={`${stickyCell} bg-white font-semibold`}>
                {m.store_compare_price()}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="px-3 py-3 text-navy">
                  <span className="block text-lg font-bold">{localPrice(plan.price)}</span>
                  <span className="text-sm">
                    {plan.kind === 'subscription'
                      ? m.store_compare_month_billed({ total: localPrice(yearlyTotal(plan.price)) })
                      : plan.period}
                  </span>
                </td>
              ))}
            </tr>
            <tr className="border-t border-line">
              <th scope="row" className={`${stickyCell} bg-white font-semibold`}>
                {m.store_compare_covers()}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="px-3 py-3">
                  <PlanName plan={plan} />
                  {plan.devices}
                </td>
              ))}
            </tr>
            {comparisonRows.map((row) => (
              <tr key={row.feature} className="border-t border-line">
                <th scope="row" className={`${stickyCell} bg-white font-semibold`}>
                  {row.feature}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id} className="px-3 py-3">
                    <PlanName plan={plan} />
                    <Cell value={row.values[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Section>
  )
}

/**
 * On a phone the plans' names scroll out of sight above a long table: each cell names its plan (4.3), so
 * "✓ Included" always says for which. Screen readers have the column's heading already.
 */
function PlanName({ plan }: { plan: Plan }) {
  return (
    <span aria-hidden="true" className="block md:hidden text-sm font-semibold text-navy" data-cell-plan="">
      {plan.name}
    </span>
  )
}

function Cell({ value }: { value: ComparisonCell }) {
  if (typeof value === 'string') return <>{value}</>
  return value ? (
    <span className="font-bold text-success whitespace-nowrap">
      <span aria-hidden="true">✓ </span>
      {m.store_included()}
    </span>
  ) : (
    <span className="text-muted">
      <span aria-hidden="true">– </span>
      <span className="visually-hidden">{m.store_not_included()}</span>
    </span>
  )
}
