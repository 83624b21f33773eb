// /verify-us (issue 15): a customer checks the code an expert gave them. Anything that is not a live
// code of ours gets the same plain answer: hang up.
import { type FormEvent, useId, useRef, useState } from 'react'
import { Field } from '#app/components/Field'
import { Icon } from '#app/components/Icon'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'
import { apiFetch, FALLBACK_MESSAGES } from '#app/lib/api'
import { site } from '#content/site'
import { currentLocale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { clockTime, verifyUsText } from './texts'

type Answer = { kind: 'yes'; text: string } | { kind: 'no' } | { kind: 'problem'; text: string } | { kind: 'empty' }

const HOST = site.url.replace(/^https?:\/\//, '')

export function VerifyUsPage() {
  const id = `verify-code${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [checking, setChecking] = useState(false)
  const resultRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (checking) return
    const code = inputRef.current?.value ?? ''
    if (code.trim() === '') {
      setAnswer({ kind: 'empty' })
      document.getElementById(id)?.focus()
      return
    }
    setChecking(true)
    setAnswer(null)
    const res = await apiFetch<{ valid: boolean; expertName: string; issuedAt: string }>('/api/verify-us/check', { body: { code } })
    const body = res.data
    if (res.ok && body.valid === true && body.expertName && body.issuedAt) {
      setAnswer({ kind: 'yes', text: verifyUsText.issuedBy(body.expertName, clockTime(body.issuedAt)) })
    } else if (res.ok) {
      setAnswer({ kind: 'no' })
    } else if (res.status === 0) {
      setAnswer({ kind: 'problem', text: FALLBACK_MESSAGES.verifyUsOffline })
    } else {
      setAnswer({ kind: 'problem', text: body.msg ?? FALLBACK_MESSAGES.verifyUs })
    }
    setChecking(false)
    requestAnimationFrame(() => resultRef.current?.focus())
  }

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
          {/* No name on the input: without JavaScript the form only reloads this page, never puts the code in a URL. */}
          <form
            method="get"
            action={localizeHref('/verify-us', currentLocale())}
            noValidate
            onSubmit={onSubmit}
            className="mt-4 grid gap-4"
          >
            <Field
              id={id}
              label={m.tools_verify_label()}
              hint={m.tools_verify_hint()}
              error={answer?.kind === 'empty' ? verifyUsText.empty() : undefined}
            >
              <input
                id={id}
                ref={inputRef}
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                aria-describedby={`${id}-hint${answer?.kind === 'empty' ? ` ${id}-error` : ''}`}
                aria-invalid={answer?.kind === 'empty' ? true : undefined}
                className="min-h-12 w-full max-w-[16rem] rounded-lg border-2 border-muted bg-white px-3 py-2 text-2xl tracking-widest font-mono uppercase text-ink"
              />
            </Field>
            <div>
              <button type="submit" className="btn-primary text-lg" disabled={checking}>
                {checking ? m.tools_verify_checking() : m.tools_verify_check()}
              </button>
            </div>
          </form>
          <div ref={resultRef} tabIndex={-1} role="status" aria-live="polite" className="verify-result mt-4 outline-none empty:hidden">
            {answer?.kind === 'yes' ? (
              <div className="rounded-lg border-2 border-success bg-white p-4">
                <p className="m-0 text-xl font-bold text-success">{answer.text}</p>
                <p className="mt-2 mb-0">
                  {m.tools_verify_yes_more()} <PhoneLink />.
                </p>
              </div>
            ) : null}
            {answer?.kind === 'no' ? (
              <div className="rounded-lg border-2 border-danger bg-white p-4">
                <p className="m-0 text-xl font-bold text-danger">{verifyUsText.notOurs()}</p>
                <p className="mt-2 mb-0">
                  {m.tools_verify_no_more()} <PhoneLink />
                  {m.tools_verify_no_help()} <a href={localizeHref('/help-now', currentLocale())}>{m.tools_verify_no_help_link()}</a>.
                </p>
              </div>
            ) : null}
            {answer?.kind === 'problem' ? (
              <p className="m-0 rounded-lg border-2 border-danger bg-white p-4 font-semibold text-danger">{answer.text}</p>
            ) : null}
          </div>
        </Section>

        <Section id="verify-how-title" title={m.tools_verify_how_title()} size="2xl" className="grid gap-3">
          <ul className="m-0 pl-6 list-disc grid gap-2">
            <li>
              <strong>{m.tools_verify_how_open_strong()}</strong> {m.tools_verify_how_open({ company: site.company })}{' '}
              {/* The address may break anywhere: /es/verify-us is wider than a phone's column. */}
              <strong className="[overflow-wrap:anywhere]">
                {HOST}
                {localizeHref('/verify-us', currentLocale())}
              </strong>{' '}
              {m.tools_verify_how_open_end()}
            </li>
            <li>
              <strong>{m.tools_verify_how_ttl_strong()}</strong> {m.tools_verify_how_ttl()}
            </li>
            <li>
              <strong>{m.tools_verify_how_none_strong()}</strong> {m.tools_verify_how_none({ company: site.company })}
            </li>
            <li>
              {m.tools_verify_how_pay()} <a href={localizeHref('/how-we-contact-you', currentLocale())}>{m.tools_verify_how_pay_link()}</a>.
            </li>
          </ul>
          <p className="m-0">
            <Icon name="phone" size={22} className="inline-block align-middle mr-2" />
            {m.tools_verify_call()} <PhoneLink className="font-bold whitespace-nowrap" />
          </p>
        </Section>
      </div>
    </>
  )
}
