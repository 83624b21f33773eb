import { createFileRoute, Link } from '@tanstack/react-router'
import { ClosingCall } from '#app/components/ClosingCall'
import { Expandable } from '#app/components/Expandable'
import { PageHero } from '#app/components/PageHero'
import { Reveal } from '#app/components/Reveal'
import { RichText } from '#app/components/RichText'
import { Section } from '#app/components/Section'
import { pageHead } from '#app/lib/seo'
import * as contentEs from '#content/es/fixmytech'
import * as contentEn from '#content/fixmytech'
import * as contentFr from '#content/fr/fixmytech'
import { fillTokens } from '#content/site'
import { localPrice, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

// Also answers /fixmytech (routes match without regard to case); the canonical spelling is /FixMyTech.
export const Route = createFileRoute('/FixMyTech')({
  staticData: { hydrate: 'controls' },
  head: () =>
    pageHead({
      title: m.services_fix_title(),
      description: m.services_fix_description(),
      path: '/FixMyTech',
    }),
  component: FixMyTechPage,
})

/** Spec: FixMyTech cards reveal on scroll at 20% visibility. */
const REVEAL_AT = 0.2

function FixMyTechPage() {
  const { fixClosing, fixFaq, fixHero, fixIncluded, fixNotIncluded, fixPlans, fixSteps, fixWhyChoose } = pick({
    en: contentEn,
    es: contentEs,
    fr: contentFr,
  })
  return (
    <>
      <PageHero heading={fixHero.heading} lead={fillTokens(fixHero.lead)}>
        <Link to="/Pricing" className="btn-primary">
          {m.services_fix_now()}
        </Link>
        <Link to="/contact" className="btn-secondary">
          {m.services_fix_talk()}
        </Link>
      </PageHero>

      <div className="container py-12">
        <Section id="fix-plans-title" title={m.services_fix_plans()}>
          <div className="mt-8 grid gap-5 md:grid-cols-2">
            {fixPlans.map((plan) => (
              <Reveal key={plan.id} threshold={REVEAL_AT} as="article" className="fix-plan card flex flex-col">
                <h3 className="m-0 text-2xl">{plan.name}</h3>
                <p className="mt-2 mb-0">
                  <span className="text-3xl font-bold text-navy">{localPrice(plan.price)}</span>{' '}
                  <span className="text-muted">{plan.priceNote}</span>
                </p>
                <p className="mt-3 mb-0">{fillTokens(plan.summary)}</p>
                <ul className="mt-3 mb-0 pl-6 list-disc flex-1">
                  {plan.points.map((point) => (
                    <li key={point}>{fillTokens(point)}</li>
                  ))}
                </ul>
                <Link to="/Pricing" className="btn-primary mt-5 self-start">
                  {m.services_fix_get_plan({ plan: plan.name })}
                </Link>
              </Reveal>
            ))}
          </div>
        </Section>

        <Section id="fix-steps-title" title={m.services_fix_how()} className="mt-14">
          <ol className="mt-8 p-0 list-none grid gap-5 md:grid-cols-2 xl:grid-cols-4">
            {fixSteps.map((step, i) => (
              <Reveal key={step.title} threshold={REVEAL_AT} as="li" className="card">
                <span
                  aria-hidden="true"
                  className="inline-flex items-center justify-center w-10 h-10 rounded-full bg-navy text-white font-bold"
                >
                  {i + 1}
                </span>
                <h3 className="mt-3 mb-0 text-xl">
                  <span className="visually-hidden">{m.services_fix_step({ number: i + 1 })} </span>
                  {step.title}
                </h3>
                <p className="mt-2 mb-0">{fillTokens(step.text)}</p>
              </Reveal>
            ))}
          </ol>
        </Section>

        <Section id="fix-scope-title" title={m.services_fix_scope()} className="mt-14">
          <div className="mt-8 grid gap-5 md:grid-cols-2">
            {[
              { title: m.services_fix_included(), lines: fixIncluded, card: 'border-success', mark: 'text-success', sign: '✓' },
              { title: m.services_fix_not_included(), lines: fixNotIncluded, card: 'border-danger', mark: 'text-danger', sign: '✕' },
            ].map((column) => (
              <Reveal key={column.sign} threshold={REVEAL_AT} className={`card ${column.card} border-2`}>
                <h3 className="m-0 text-xl">{column.title}</h3>
                <ul className="mt-3 mb-0 p-0 list-none grid gap-2">
                  {column.lines.map((line) => (
                    <li key={line} className="flex gap-3">
                      <span aria-hidden="true" className={`${column.mark} font-bold`}>
                        {column.sign}
                      </span>
                      <span>{fillTokens(line)}</span>
                    </li>
                  ))}
                </ul>
              </Reveal>
            ))}
          </div>
        </Section>

        <Section id="fix-why-title" title={m.services_fix_why()} className="mt-14">
          <ul className="mt-8 p-0 list-none grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {fixWhyChoose.map((reason) => (
              <Reveal key={reason.title} threshold={REVEAL_AT} as="li" className="card">
                <h3 className="m-0 text-xl">{reason.title}</h3>
                <p className="mt-2 mb-0">{fillTokens(reason.text)}</p>
              </Reveal>
            ))}
          </ul>
        </Section>

        <Section id="fix-faq-title" title={m.services_fix_faq()} className="mt-14">
          <div className="fix-faq mt-8 grid gap-4">
            {fixFaq.map((faq, i) => (
              <Expandable
                key={faq.question}
                id={`fix-faq-${i + 1}`}
                title={fillTokens(faq.question)}
                headingLevel={3}
                expandLabel={m.services_fix_show_answer()}
                hideLabel={m.services_fix_hide_answer()}
              >
                <RichText text={faq.answer} />
              </Expandable>
            ))}
          </div>
        </Section>

        <ClosingCall heading={fixClosing.heading} text={fillTokens(fixClosing.text)} />
      </div>
    </>
  )
}
