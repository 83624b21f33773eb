import { Link } from '@tanstack/react-router'
import { CallUsButton } from '#app/components/CallUsModal'
import { PageHero } from '#app/components/PageHero'
import { homeHero, homeServices, homeWhyChoose, personalTeamBanner } from '#content/home-support'
import { fillTokens, site } from '#content/site'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'

/** /for-your-home and /ForYourHome (canonical: the hyphenated spelling). */
export function HomeSupportPage() {
  return (
    <>
      <PageHero heading={homeHero.heading} lead={fillTokens(homeHero.lead)}>
        <CallUsButton product={`${site.company} Assist Home`}>Get Tech Help</CallUsButton>
        <Link to="/Pricing" className="btn-secondary">
          See plans and prices
        </Link>
      </PageHero>

      <Section id="home-services-title" title="What we help with" className="container py-12">
        <p className="mt-3 mb-0 text-lg max-w-3xl">
          Twelve everyday tech jobs, all covered by one plan. If your problem is not on the list, call and ask.
        </p>
        <ul className="mt-8 p-0 list-none grid gap-5 md:grid-cols-2 xl:grid-cols-3" data-testid="home-services">
          {homeServices.map((service) => (
            <li key={service.id} id={service.id} className="card flex flex-col">
              <h3 className="m-0 text-xl">{service.title}</h3>
              <p className="mt-3 mb-0">{fillTokens(service.text)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="personal-team-title" className="bg-navy text-white">
        <div className="container py-12 md:flex md:items-center md:gap-10">
          <div className="flex-1">
            <h2 id="personal-team-title" className="m-0 text-3xl text-white">
              {personalTeamBanner.heading}
            </h2>
            <p className="mt-4 mb-0 text-lg max-w-3xl">{fillTokens(personalTeamBanner.text)}</p>
          </div>
          <PhoneLink className="btn-gold mt-6 md:mt-0 text-lg shrink-0" icon={22} label="Call" />
        </div>
      </section>

      <Section id="home-why-title" title={<>Why choose {site.company}</>} className="container py-12">
        <ul className="mt-8 p-0 list-none grid gap-5 md:grid-cols-2">
          {homeWhyChoose.map((reason) => (
            <li key={reason.title} className="flex gap-4">
              <span aria-hidden="true" className="text-2xl text-success font-bold leading-none mt-1">
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
          <CallUsButton product={`${site.company} Assist Home`}>Get Tech Help</CallUsButton>
          <Link to="/FixMyTech" className="btn-secondary">
            Just one problem? Try FixMyTech
          </Link>
        </div>
      </Section>
    </>
  )
}
