// /verify-us (issue 15): a customer checks the code an expert gave them. Anything that is not a live
// code of ours gets the same plain answer: hang up.
import { type FormEvent, useId, useRef, useState } from 'react'
import { Field } from '#app/components/Field'
import { Icon } from '#app/components/Icon'
import { site } from '#content/site'
import { clockTime, verifyUsText } from './texts'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'

type Answer =
  | { kind: 'yes'; text: string }
  | { kind: 'no' }
  | { kind: 'problem'; text: string }
  | { kind: 'empty' }

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
    try {
      const res = await fetch('/api/verify-us/check', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      })
      const body = (await res.json().catch(() => ({}))) as { valid?: boolean; expertName?: string; issuedAt?: string; msg?: string }
      if (res.ok && body.valid === true && body.expertName && body.issuedAt) {
        setAnswer({ kind: 'yes', text: verifyUsText.issuedBy(body.expertName, clockTime(body.issuedAt)) })
      } else if (res.ok) {
        setAnswer({ kind: 'no' })
      } else {
        setAnswer({ kind: 'problem', text: body.msg ?? `We could not check the code. Please call us at ${site.phone}.` })
      }
    } catch {
      setAnswer({
        kind: 'problem',
        text: `We could not reach our server. Please check your internet connection, or call us at ${site.phone}.`,
      })
    } finally {
      setChecking(false)
      requestAnimationFrame(() => resultRef.current?.focus())
    }
  }

  return (
    <>
      <section className="bg-surface border-b border-line">
        <div className="container py-8 md:py-12">
          <h1 className="text-3xl md:text-4xl m-0">Is this really {site.company}?</h1>
          <p className="mt-4 mb-0 text-lg max-w-3xl text-ink">
            Someone on the phone or in a chat says they are from {site.company}? Ask them for a verification code.
            A real {site.company} expert can give you one in seconds. Type it below.
          </p>
        </div>
      </section>
      <div className="container py-8 grid gap-8 max-w-[48rem]">
        <Section id="verify-form-title" title="Check a code" size="2xl" className="card border-2 border-navy">
          <noscript>
            <p className="mb-0 font-semibold">
              This check needs JavaScript, which is turned off in your browser. Instead, hang up and call us at{' '}
              <PhoneLink />. We will tell you if the person was really from us.
            </p>
          </noscript>
          {/* No name on the input: without JavaScript the form only reloads this page, never puts the code in a URL. */}
          <form method="get" action="/verify-us" noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
            <Field
              id={id}
              label="The code they gave you"
              hint="6 letters and numbers, for example ACD 479. Spaces and small letters are fine."
              error={answer?.kind === 'empty' ? verifyUsText.empty : undefined}
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
                {checking ? 'Checking…' : 'Check the code'}
              </button>
            </div>
          </form>
          <div ref={resultRef} tabIndex={-1} role="status" aria-live="polite" className="verify-result mt-4 outline-none empty:hidden">
            {answer?.kind === 'yes' ? (
              <div className="rounded-lg border-2 border-success bg-white p-4">
                <p className="m-0 text-xl font-bold text-success">{answer.text}</p>
                <p className="mt-2 mb-0">
                  You can carry on. If anything still feels wrong, hang up and call us at{' '}
                  <PhoneLink />.
                </p>
              </div>
            ) : null}
            {answer?.kind === 'no' ? (
              <div className="rounded-lg border-2 border-danger bg-white p-4">
                <p className="m-0 text-xl font-bold text-danger">{verifyUsText.notOurs}</p>
                <p className="mt-2 mb-0">
                  Then, if you want to talk to us, call the number you find yourself on this site:{' '}
                  <PhoneLink />. If you already paid or let them in, see{' '}
                  <a href="/help-now">what to do now</a>.
                </p>
              </div>
            ) : null}
            {answer?.kind === 'problem' ? (
              <p className="m-0 rounded-lg border-2 border-danger bg-white p-4 font-semibold text-danger">{answer.text}</p>
            ) : null}
          </div>
        </Section>

        <Section id="verify-how-title" title="How this works" size="2xl" className="grid gap-3">
          <ul className="m-0 pl-6 list-disc grid gap-2">
            <li>
              <strong>Open this page yourself.</strong> A real {site.company} person will ask you to type{' '}
              <strong>{HOST}/verify-us</strong> into your browser. We never send you a link to it, by text, e-mail or
              chat. A link to a page that looks like this one can be a fake.
            </li>
            <li>
              <strong>A code works for 15 minutes</strong> and only for the conversation it was given in. Our page tells
              you the name of the person who gave it and when.
            </li>
            <li>
              <strong>No code, or a code we did not give?</strong> Hang up. A real {site.company} person will not mind.
              Do not let anyone onto your computer, and do not pay anything.
            </li>
            <li>
              We never ask for payment by gift card, wire transfer or cryptocurrency. Read{' '}
              <a href="/how-we-contact-you">how we contact you</a>.
            </li>
          </ul>
          <p className="m-0">
            <Icon name="phone" size={22} className="inline-block align-middle mr-2" />
            Not sure? Call us on the number from this site:{' '}
            <PhoneLink className="font-bold whitespace-nowrap" />
          </p>
        </Section>
      </div>
    </>
  )
}
