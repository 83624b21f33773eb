import { Link } from '@tanstack/react-router'
import { CallUsButton } from '#app/components/CallUsModal'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import { Reveal } from '#app/components/Reveal'
import { Section } from '#app/components/Section'
import * as contentEn from '#content/business-support'
import { businessPlanName } from '#content/business-support'
import * as contentEs from '#content/es/business-support'
import * as contentFr from '#content/fr/business-support'
import { fillTokens } from '#content/site'
import { pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

/** The plan's name with its trademark sign (spec: "the plan name is shown as a trademark"). */
function PlanName() {
  // Only the last word stays with the sign, so the name can still wrap on a narrow screen.
  const words = businessPlanName.split(' ')
  const last = words.pop()
  return (
    <>
      {words.join(' ')}{' '}
      <span className="sm:whitespace-nowrap">
        {last}
        <sup>™</sup>
      </span>
    </>
  )
}

/** Marks where the plan's name goes in a message ("What {plan} covers"), to put <PlanName /> there. */
const PLAN_MARK = '\u0000'

/** A message with the plan's name in it, the name shown as <PlanName /> wherever the language puts it. */
function WithPlanName({ text }: { text: (args: { plan: string }) => string }) {
  const [before, after = ''] = text({ plan: PLAN_MARK }).split(PLAN_MARK)
  return (
    <>
      {before}
      <PlanName />
      {after}
    </>
  )
}

/** /for-your-business and /ForYourBusiness (canonical: the hyphenated spelling). */
export function BusinessSupportPage() {
  const { businessHeroes, businessServices, businessWhyChoose } = pick({ en: contentEn, es: contentEs, fr: contentFr })
  const [first, ...more] = businessHeroes
  return (
    <>
      <PageHero heading={first.heading} lead={fillTokens(first.text)}>
        <CallUsButton product={`${businessPlanName}™`}>{m.services_business_talk()}</CallUsButton>
        <Link to="/Pricing" className="btn-secondary">
          {m.shell_see_plans()}
        </Link>
      </PageHero>

      <div className="grid md:grid-cols-2">
        {more.map((hero, i) => (
          <section
            key={hero.heading}
            aria-labelledby={`business-hero-${i + 2}`}
            className={`business-hero ${i === 0 ? 'bg-navy text-white' : 'bg-teal text-white'}`}
          >
            <div className="px-4 md:px-10 py-10 max-w-[40rem] mx-auto">
              <h2 id={`business-hero-${i + 2}`} className="m-0 text-2xl md:text-3xl text-white">
                {hero.heading}
              </h2>
              <p className="mt-4 mb-0 text-lg">{fillTokens(hero.text)}</p>
            </div>
          </section>
        ))}
      </div>

      <Section id="business-services-title" title={<WithPlanName text={m.services_business_covers} />} className="container py-12">
        <p className="mt-3 mb-0 text-lg max-w-3xl">{m.services_business_covers_lead()}</p>
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          {businessServices.map((service, i) => (
            <Reveal key={service.id} threshold={0.12} as="article" className="business-service card">
              <h3 id={service.id} className="m-0 text-xl flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex items-center justify-center w-9 h-9 rounded-full bg-surface text-navy text-base font-bold shrink-0"
                >
                  {i + 1}
                </span>
                {service.title}
              </h3>
              <p className="mt-3 mb-0">{fillTokens(service.text)}</p>
            </Reveal>
          ))}
        </div>
      </Section>

      <section aria-labelledby="business-why-title" className="bg-surface border-y border-line">
        <div className="container py-12">
          <h2 id="business-why-title" className="m-0 text-3xl">
            <WithPlanName text={m.services_business_why} />
          </h2>
          <ol className="business-why mt-8 p-0 list-none grid gap-4 md:grid-cols-2">
            {businessWhyChoose.map((point, i) => (
              <li key={point} className="card flex gap-4">
                <span aria-hidden="true" className="text-2xl font-bold text-teal leading-none">
                  {i + 1}
                </span>
                <span>{fillTokens(point)}</span>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-wrap items-center gap-3">
            <CallUsButton product={`${businessPlanName}™`}>{m.services_business_talk()}</CallUsButton>
            <PhoneLink className="btn-secondary" label={m.shell_call()} />
          </div>
        </div>
      </section>
    </>
  )
}
