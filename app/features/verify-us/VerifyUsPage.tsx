// /verify-us (decision 110): "Is this really SaffeSupport?" answered only from a conversation the
// customer started (their own chat, signed in). Nothing a caller reads out can make it say yes.
import { Icon } from '#app/components/Icon'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'
import { site } from '#content/site'
import { currentLocale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { ExpertsHelping } from './ExpertsHelping'

const HOST = site.url.replace(/^https?:\/\//, '')

export function VerifyUsPage() {
  return (
    <>
      <section className="bg-surface border-b border-line">
        <div className="container py-8 md:py-12">
          <h1 className="text-3xl md:text-4xl m-0">{m.tools_verify_heading({ company: site.company })}</h1>
          <p className="mt-4 mb-0 text-lg max-w-3xl text-ink">{m.tools_verify_lead({ company: site.company })}</p>
        </div>
      </section>
      <div className="container py-8 grid gap-8 max-w-[48rem]">
        <Section id="verify-form-title" title={m.tools_verify_form_title()} size="2xl" className="card border-2 border-navy">
          <noscript>
            <p className="mb-0 font-semibold">
              {m.tools_verify_noscript()} <PhoneLink />
              {m.tools_verify_noscript_end()}
            </p>
          </noscript>
          <div className="mt-4">
            <ExpertsHelping />
          </div>
        </Section>

        <Section id="verify-codes-title" title={m.tools_verify_codes_title()} size="2xl" className="grid gap-3">
          <p className="m-0">{m.tools_verify_codes()}</p>
        </Section>

        <Section id="verify-how-title" title={m.tools_verify_how_title()} size="2xl" className="grid gap-3">
          <ul className="m-0 pl-6 list-disc grid gap-2">
            <li>
              <strong>{m.tools_verify_how_open_strong()}</strong> {m.tools_verify_how_open()}{' '}
              {/* The address may break anywhere: /es/verify-us is wider than a phone's column. */}
              <strong className="[overflow-wrap:anywhere]">
                {HOST}
                {localizeHref('/verify-us', currentLocale())}
              </strong>{' '}
              {m.tools_verify_how_open_end()}
            </li>
            <li>
              <strong>{m.tools_verify_how_chat_strong()}</strong> {m.tools_verify_how_chat()}
            </li>
            <li>
              {m.tools_verify_how_pay()} <a href={localizeHref('/how-we-contact-you', currentLocale())}>{m.tools_verify_how_pay_link()}</a>.
            </li>
          </ul>
          <p className="m-0">
            <Icon name="phone" size={22} className="inline-block align-middle mr-2" />
            {m.tools_verify_end()} <PhoneLink className="font-bold whitespace-nowrap" />
          </p>
        </Section>
      </div>
    </>
  )
}
