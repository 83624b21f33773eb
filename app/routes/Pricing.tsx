import { Link, createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { PlanCard } from '#app/features/pricing/PlanCard'
import { PlanComparison } from '#app/features/pricing/PlanComparison'
import { pageHead } from '#app/lib/seo'
import { plans, pricingNotes } from '#content/plans'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'

export const Route = createFileRoute('/Pricing')({
  head: () =>
    pageHead({
      title: 'Plans and pricing',
      description:
        'Compare DefendMePro, SaffeSupport Assist, NetHaven, combo plans and FixMyTech. Subscriptions are billed yearly plus tax, with a 30-day money-back guarantee.',
      path: '/Pricing',
    }),
  component: PricingPage,
})

function PricingPage() {
  return (
    <>
      <PageHero
        heading="Plans and pricing"
        lead="Every plan, its price and what it covers. Subscriptions are billed yearly, plus tax, and come with our 30-day money-back guarantee. FixMyTech is a one-time fix and is not refundable."
      />
      <div className="container py-10">
        <Section id="plans-heading" title="Our plans">
          <p className="mt-3 mb-0 max-w-3xl">{pricingNotes.byPhone}</p>
          <p className="mt-2 mb-0 max-w-3xl">{pricingNotes.billing}</p>
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
              {pricingNotes.fixMyTechRefund} <Link to="/DaysMoneyBack">How the guarantee works</Link>.
            </p>
          </div>
        </Section>
        <PlanComparison />
        <Section id="questions-heading" title={pricingNotes.questionsHeading} size="2xl" className="mt-14 card bg-surface md:p-8">
          <p className="mt-3 mb-5">{pricingNotes.questions}</p>
          <PhoneLink className="btn-primary text-lg" icon={20} label="Call" />
        </Section>
      </div>
    </>
  )
}
