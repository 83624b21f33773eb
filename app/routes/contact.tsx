import { Link, createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { CallbackForm } from '#app/features/contact/CallbackForm'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'
import { Icon } from '#app/components/Icon'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'

export const Route = createFileRoute('/contact')({
  head: () =>
    pageHead({
      title: 'Contact us',
      description:
        'Call SaffeSupport toll-free any time, e-mail our support team, or ask us to call you back at a time that suits you.',
      path: '/contact',
    }),
  component: ContactPage,
})

function ContactPage() {
  return (
    <>
      <PageHero
        heading="Contact us"
        lead="Call us toll-free, send us an e-mail, or ask us to call you. Real people in the US answer 7 days a week."
      />
      <div className="container py-10 grid gap-8 grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] items-start">
        <div className="grid gap-5">
          <Section id="contact-phone-title" title={<><Icon name="phone" size={22} /> Call us</>} size="2xl" className="card">
            <p className="mt-3 mb-0">
              <PhoneLink className="text-2xl font-bold" />
            </p>
            <p className="mt-2 mb-0">Toll-free in the US and Canada. {site.hours}</p>
          </Section>
          <Section id="contact-email-title" title={<><Icon name="mail" size={22} /> E-mail us</>} size="2xl" className="card">
            <p className="mt-3 mb-0">
              <a href={`mailto:${site.email}`} className="text-xl font-bold [overflow-wrap:anywhere]">
                {site.email}
              </a>
            </p>
            <p className="mt-2 mb-0">
              {site.supportHours} Tell us what happened and the best way to reach you.
            </p>
          </Section>
          <section aria-labelledby="contact-safety-title" className="card bg-surface">
            <h2 id="contact-safety-title" className="m-0 text-xl">
              How to know it is really us
            </h2>
            <p className="mt-3 mb-0">
              We never ask for payment by gift card or cryptocurrency, and we connect to your computer only in a
              session you started by calling the number on this website. Read{' '}
              <Link to="/how-we-contact-you">how we contact you</Link>, or{' '}
              <Link to="/live-support">chat with us on the live support page</Link>.
            </p>
          </section>
        </div>

        <Section id="callback-title" title="Request a call back" size="2xl" className="card border-2 border-navy">
          <p className="mt-2 mb-6">
            Leave your name and number, and a member of our team will phone you at the time you choose. All fields are
            needed.
          </p>
          <CallbackForm />
        </Section>
      </div>
    </>
  )
}
