import { Link } from '@tanstack/react-router'
import { CallUsButton } from '#app/components/CallUsModal'
import type { Plan } from '#content/plans'
import { localPrice } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

/** One plan on /Pricing: price, billing, coverage, features, Get Now (call-us dialog) and Learn More. */
export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.id}`
  return (
    <li className="card flex flex-col min-w-0 render-when-near" data-plan={plan.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-xl m-0">
          {plan.name}
        </h3>
        {plan.badge ? <span className="rounded-full bg-gold px-3 py-0.5 text-sm font-bold text-ink">{plan.badge}</span> : null}
      </div>
      <p className="mt-2 mb-0 text-base">{plan.description}</p>
      <p className="mt-4 mb-0 text-navy" data-testid="plan-price">
        <span className="text-4xl font-bold">{localPrice(plan.price)}</span>
        <wbr />
        <span className="text-lg font-semibold sm:whitespace-nowrap">{plan.period.startsWith('/') ? plan.period : ` ${plan.period}`}</span>
      </p>
      <p className="mt-1 mb-0 text-base font-semibold text-ink" data-testid="plan-billing">
        {plan.billing}
      </p>
      {plan.renewal ? (
        <p className="mt-1 mb-0 text-sm text-muted" data-testid="plan-renewal">
          {plan.renewal}
        </p>
      ) : null}
      <p className="mt-3 mb-0 font-semibold">{plan.devices}</p>
      {/* One element a line, its tick drawn by CSS (pricing.css): fewer elements for a dialog's restyle (decision 350). */}
      <ul className="plan-features mt-3 mb-5 pl-0 list-none grid gap-1.5 text-base">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-3">
        <CallUsButton product={plan.name} className="btn-primary grow shrink-0 max-w-full text-center">
          {m.store_get_now()}
          <span className="visually-hidden">{` ${m.store_get_now_for({ name: plan.name })}`}</span>
        </CallUsButton>
        {plan.learnMore ? (
          <Link to={plan.learnMore} className="btn-secondary grow shrink-0 max-w-full text-center">
            {m.store_learn_more()}
            <span className="visually-hidden">{` ${m.store_learn_more_about({ name: plan.name })}`}</span>
          </Link>
        ) : null}
      </div>
    </li>
  )
}
