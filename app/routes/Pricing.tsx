import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'
import { PlanCard } from '#app/features/pricing/PlanCard'
import { PlanComparison } from '#app/features/pricing/PlanComparison'
import { pageHead } from '#app/lib/seo'
import { plans as plansEs, pricingNotes as pricingNotesEs } from '#content/es/plans'
import { plans as plansFr, pricingNotes as pricingNotesFr } from '#content/fr/plans'
import { plans as plansEn, pricingNotes as pricingNotesEn } from '#content/plans'
import { pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/Pricing')({
  staticData: { hydrate: 'controls' },
  head: () =>
    pageHead({
      title: m.store_pricing_title(),
      description: m.store_pricing_description(),
      path: '/Pricing',
    }),
  component: PricingPage,
})

function PricingPage() {
  const plans = pick({ en: plansEn, es: plansEs, fr: plansFr })
  const pricingNotes = pick({ en: pricingNotesEn, es: pricingNotesEs, fr: pricingNotesFr })
  return (
    <>
      <PageHero heading={m.store_pricing_title()} lead={m.store_pricing_lead()} />
      <div className="container py-10">
        <Section id="plans-heading" title={m.store_plans_heading()}>
          <p className="mt-3 mb-0 max-w-3xl">{pricingNotes.byPhone}</p>
          <p className="mt-2 mb-0 max-w-3xl">{pricingNotes.billing}</p>
          <p className="mt-2 mb-0 max-w-3xl font-semibold">{pricingNotes.currency}</p>
          <ul aria-labelledby="plans-heading" className="list-none p-0 mt-6 mb-0 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
          <div className="mt-8 rounded-xl border-2 border-gold bg-surface p-5 md:p-6">
            <p className="m-0 text-2xl font-bold text-navy" data-testid="guarantee-line">
              {pricingNotes.guarantee}
            </p>
            <p className="mt-2 mb-0 text-base max-w-4xl">
              {pricingNotes.fixMyTechRefund} <Link to="/DaysMoneyBack">{m.store_guarantee_link()}</Link>.
            </p>
          </div>
        </Section>
        <PlanComparison plans={plans} />
        <Section id="questions-heading" title={pricingNotes.questionsHeading} size="2xl" className="mt-14 card bg-surface md:p-8">
          <p className="mt-3 mb-5">{pricingNotes.questions}</p>
          <PhoneLink className="btn-primary text-lg" icon={20} label={m.store_call_label()} />
        </Section>
      </div>
    </>
  )
}
