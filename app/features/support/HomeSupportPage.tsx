import { Link } from '@tanstack/react-router'
import { CallBanner } from '#app/components/CallBanner'
import { CallUsButton } from '#app/components/CallUsModal'
import { PageHero } from '#app/components/PageHero'
import { Section } from '#app/components/Section'
import * as contentEs from '#content/es/home-support'
import * as contentFr from '#content/fr/home-support'
import * as contentEn from '#content/home-support'
import { fillTokens, site } from '#content/site'
import { pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

/** /for-your-home and /ForYourHome (canonical: the hyphenated spelling). */
export function HomeSupportPage() {
  const { homeHero, homeServices, homeWhyChoose, personalTeamBanner } = pick({ en: contentEn, es: contentEs, fr: contentFr })
  return (
    <>
      <PageHero heading={homeHero.heading} lead={fillTokens(homeHero.lead)}>
        <CallUsButton product={`${site.company} Assist Home`}>{m.services_home_get_help()}</CallUsButton>
        <Link to="/Pricing" className="btn-secondary">
          {m.shell_see_plans()}
        </Link>
      </PageHero>

      <Section id="home-services-title" title={m.services_home_services()} className="container py-12">
        <p className="mt-3 mb-0 text-lg max-w-3xl">{m.services_home_services_lead()}</p>
        <ul className="mt-8 p-0 list-none grid gap-5 md:grid-cols-2 xl:grid-cols-3" data-testid="home-services">
          {homeServices.map((service) => (
            <li key={service.id} id={service.id} className="card flex flex-col">
              <h3 className="m-0 text-xl">{service.title}</h3>
              <p className="mt-3 mb-0">{fillTokens(service.text)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallBanner id="personal-team-title" heading={personalTeamBanner.heading} text={fillTokens(personalTeamBanner.text)} />

      <Section id="home-why-title" title={m.services_home_why({ company: site.company })} className="container py-12">
        <ul className="mt-8 p-0 list-none grid gap-5 md:grid-cols-2">
          {homeWhyChoose.map((reason) => (
            <li key={reason.title} className="flex gap-4">
              <span aria-hidden="true" className="shrink-0 text-2xl text-success font-bold leading-none mt-1">
                ✓
              </span>
              <div>
                <h3 className="m-0 text-xl">{reason.title}</h3>
                <p className="mt-2 mb-0">{fillTokens(reason.text)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <CallUsButton product={`${site.company} Assist Home`}>{m.services_home_get_help()}</CallUsButton>
          <Link to="/FixMyTech" className="btn-secondary">
            {m.services_home_fixmytech()}
          </Link>
        </div>
      </Section>
    </>
  )
}
