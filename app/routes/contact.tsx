import { createFileRoute, Link } from '@tanstack/react-router'
import { Icon } from '#app/components/Icon'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'
import { CallbackForm } from '#app/features/contact/CallbackForm'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/contact')({
  // Light (decision 372): the call-back form starts the app when a field is used, or at load when a
  // note waits for it (CallbackForm); the numbers and addresses are plain links.
  staticData: { hydrate: 'controls' },
  head: () =>
    pageHead({
      title: m.account_contact_title(),
      description: m.account_contact_description(),
      path: '/contact',
    }),
  component: ContactPage,
})

function ContactPage() {
  return (
    <>
      <PageHero heading={m.account_contact_heading()} lead={m.account_contact_lead()} />
      <div className="container py-10 grid gap-8 grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] items-start">
        <div className="grid gap-5">
          <Section
            id="contact-phone-title"
            title={
              <>
                <Icon name="phone" size={22} /> {m.account_contact_call()}
              </>
            }
            size="2xl"
            className="card"
          >
            <p className="mt-3 mb-0">
              <PhoneLink className="text-2xl font-bold" />
            </p>
            <p className="mt-2 mb-0">
              {m.account_contact_toll_free()} {m.account_contact_hours()}
            </p>
          </Section>
          <Section
            id="contact-email-title"
            title={
              <>
                <Icon name="mail" size={22} /> {m.account_contact_email()}
              </>
            }
            size="2xl"
            className="card"
          >
            <p className="mt-3 mb-0">
              <a href={`mailto:${site.email}`} className="text-xl font-bold [overflow-wrap:anywhere]">
                {site.email}
              </a>
            </p>
            <p className="mt-2 mb-0">{m.account_contact_email_text()}</p>
          </Section>
          <section aria-labelledby="contact-safety-title" className="card bg-surface">
            <h2 id="contact-safety-title" className="m-0 text-xl">
              {m.account_contact_safety_heading()}
            </h2>
            <p className="mt-3 mb-0">
              {m.account_contact_safety_text()} <Link to="/how-we-contact-you">{m.account_contact_safety_link1()}</Link>
              {m.account_contact_safety_or()} <Link to="/live-support">{m.account_contact_safety_link2()}</Link>.
            </p>
          </section>
        </div>

        <Section id="callback-title" title={m.account_contact_callback_heading()} size="2xl" className="card border-2 border-navy">
          <p className="mt-2 mb-6">{m.account_contact_callback_text()}</p>
          <CallbackForm />
        </Section>
      </div>
    </>
  )
}
