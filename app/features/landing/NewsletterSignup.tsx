import { useId } from 'react'
import { m } from '#shared/paraglide/messages.js'

/**
 * The site's own scam-alert sign-up (double opt-in): POST /api/newsletter, then the visitor
 * confirms from the e-mail. The answer never says whether an address was already on the list.
 * The small client entry answers the form (app/lib/landing-controls.ts, decision 102): it checks the
 * address with the shared e-mail rule, sends it as JSON and shows the answer here, in the words this
 * form carries (`data-msg-*`), so a first press never waits for the app and nothing typed is lost.
 * Without JavaScript the form posts (never a GET that puts the address in the URL): the API answers
 * a form body with a page.
 */
export function NewsletterSignup() {
  const id = useId()
  return (
    <form
      className="newsletter-form min-w-0"
      method="post"
      action="/api/newsletter"
      noValidate
      aria-describedby={`${id}-note`}
      data-newsletter=""
      data-msg-required={m.home_newsletter_required()}
      data-msg-invalid={m.home_newsletter_invalid()}
      data-msg-offline={m.home_newsletter_offline()}
      data-msg-failed={m.home_newsletter_failed()}
      data-msg-sending={m.home_newsletter_sending()}
    >
      <label htmlFor={`${id}-email`} className="block font-semibold text-lg">
        {m.home_newsletter_label()}
      </label>
      <div className="mt-2 flex flex-col sm:flex-row gap-3">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          className="min-h-11 w-full min-w-0 sm:w-auto grow rounded-lg border-2 border-muted px-4 py-2 text-lg text-ink bg-white"
        />
        <button type="submit" className="btn-gold text-lg">
          {m.home_newsletter_submit()}
        </button>
      </div>
      {/* Honeypot: hidden from people and screen readers; bots that fill it are ignored. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{m.home_newsletter_honeypot()}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p id={`${id}-note`} className="mt-2 mb-0 text-base">
        {m.home_newsletter_note()}
      </p>
      {/* The answer's places, filled by the entry (React renders them empty and never again). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose: React then leaves what the entry writes here alone */}
      <div aria-live="polite" className="mt-3" data-newsletter-sent="" dangerouslySetInnerHTML={{ __html: '' }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose: React then leaves what the entry writes here alone */}
      <div aria-live="assertive" data-newsletter-error="" dangerouslySetInnerHTML={{ __html: '' }} />
    </form>
  )
}
