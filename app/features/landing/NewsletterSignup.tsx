import { type FormEvent, useId, useRef, useState } from 'react'
import { apiFetch } from '#app/lib/api'
import { m } from '#shared/paraglide/messages.js'
import { normaliseEmail } from '#shared/schemas/rules'

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; msg: string } | { kind: 'error'; msg: string }

/**
 * The site's own scam-alert sign-up (double opt-in): POST /api/newsletter, then the visitor
 * confirms from the e-mail. The answer never says whether an address was already on the list.
 */
export function NewsletterSignup() {
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const inputRef = useRef<HTMLInputElement>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '').trim()
    // Checked here with the shared e-mail rule (the one the API applies), so the message is in the
    // page's language before anything is sent.
    const problem = !email ? m.home_newsletter_required() : normaliseEmail(email) ? null : m.home_newsletter_invalid()
    if (problem) {
      setState({ kind: 'error', msg: problem })
      inputRef.current?.focus()
      return
    }
    setState({ kind: 'sending' })
    // apiFetch sends the page's language (x-locale): the server answers in it.
    const res = await apiFetch<{ msg: string }>('/api/newsletter', {
      body: { email, website: String(form.get('website') ?? '') },
    })
    if (res.status === 0) {
      setState({ kind: 'error', msg: m.home_newsletter_offline() })
      return
    }
    const msg = res.data.msg ?? m.home_newsletter_failed()
    if (res.ok) {
      setState({ kind: 'sent', msg })
    } else {
      setState({ kind: 'error', msg })
      inputRef.current?.focus()
    }
  }

  const error = state.kind === 'error' ? state.msg : null
  return (
    // Without JavaScript the form posts (never a GET that puts the address in the URL): the API answers a form body with a page.
    <form
      className="newsletter-form min-w-0"
      method="post"
      action="/api/newsletter"
      onSubmit={onSubmit}
      noValidate
      aria-describedby={`${id}-note`}
    >
      <label htmlFor={`${id}-email`} className="block font-semibold text-lg">
        {m.home_newsletter_label()}
      </label>
      <div className="mt-2 flex flex-col sm:flex-row gap-3">
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 w-full min-w-0 sm:w-auto grow rounded-lg border-2 border-muted px-4 py-2 text-lg text-ink bg-white"
        />
        <button type="submit" className="btn-gold text-lg" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? m.home_newsletter_sending() : m.home_newsletter_submit()}
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
      <div aria-live="polite" className="mt-3">
        {state.kind === 'sent' ? (
          <p className="m-0 rounded-lg bg-white text-success font-semibold p-3" role="status">
            {state.msg}
          </p>
        ) : null}
      </div>
      <div aria-live="assertive">
        {error ? (
          <p id={`${id}-error`} className="m-0 rounded-lg bg-white text-danger font-semibold p-3">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  )
}
