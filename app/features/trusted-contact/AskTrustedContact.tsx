// After a scam-check answer (decision 160): "Ask my trusted contact", right under "Do this now". It is in
// the server's answer (the checker's form is sent by the browser, so that answer is plain HTML until
// the person touches a control), shown by CSS to a signed-in browser (html[data-auth], set by the
// boot script) and hidden from everyone else. It is the browser's own <details> (decision 325): the
// tap opens the box for words from the message at once, app or not, and starts the app, which looks
// up the contact: for a holder whose contact accepted and may receive asks the panel goes on with the
// mail exactly as the server will send it (built with the same code that sends) and Send; otherwise it
// says why it cannot. None of the message is shared unless the holder copies a part into the box.
// Decision 220.
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { Alert, useAlert } from '#app/components/Alert'
import { fallbackMessage } from '#app/lib/api'
import { useTypedBefore } from '#app/lib/typed-before'
import { withElision } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { EXCERPT_MAX } from '#shared/schemas/trusted-contact'
import { callTrusted, type MailPreview, useTrustedContact } from './api'
import { MailPreviewBox } from './MailPreviewBox'

export function AskTrustedContact({ text }: { text: string }) {
  const { ready, signedIn, contact, problem } = useTrustedContact()
  const details = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)
  const [excerpt, setExcerpt] = useState('')
  const alert = useAlert()
  // Opened before the app ran (the browser's own <details>): the panel carries on from there.
  useEffect(() => setOpen(details.current?.open ?? false), [])
  if (text.trim() === '') return null
  const canAsk = contact?.status === 'accepted' && contact.mayAsks
  const name = canAsk ? contact.name : ''
  // Known not to be able to ask: the reason replaces the box. Unknown yet (the server's HTML, or the
  // contact still loading): the box takes typing and a line says the contact is being looked up.
  const refusal =
    signedIn && problem === 'ended' ? (
      // The stored sign-in was refused (it expired, or was signed out elsewhere): a way back, not a wait.
      <p role="status" className="m-0 text-lg">
        {m.account_fallback_signed_out()}{' '}
        <Link to="/login" className="font-semibold">
          {m.trusted_ask_sign_in()}
        </Link>
      </p>
    ) : signedIn && problem ? (
      <p role="alert" className="m-0 text-lg font-semibold text-danger">
        {problem}
      </p>
    ) : canAsk || !ready || (signedIn && contact === undefined) ? null : (
      <p role="status" className="m-0 text-lg">
        {contact?.status === 'pending' ? m.trusted_ask_not_accepted({ name: contact.name }) : m.trusted_ask_none()}{' '}
        <Link to={signedIn ? '/AccountIn' : '/login'} className="font-semibold">
          {signedIn ? m.trusted_ask_none_link() : m.trusted_ask_sign_in()}
        </Link>
      </p>
    )
  const close = () => {
    if (details.current) details.current.open = false
  }
  return (
    <section className="card when-signed-in border-2 border-navy" aria-labelledby="trusted-ask-title" data-testid="trusted-ask">
      <h2 id="trusted-ask-title" className="m-0 text-2xl">
        {m.trusted_ask_heading()}
      </h2>
      <p className="mt-2 mb-4 text-lg">{canAsk ? m.trusted_ask_intro({ name }) : m.trusted_ask_intro_any()}</p>
      <Alert message={alert.message} className="mb-4" />
      {/* The browser's own disclosure (decision 325): the tap opens the box in its own frame, app or
          not; the summary is focusable (tabindex) so that touching it starts the app (app/client.tsx),
          which looks up the contact while the person reads or types. */}
      <details ref={details} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary tabIndex={0} className="btn-primary list-none text-lg w-fit">
          {canAsk ? m.trusted_ask_open({ name }) : m.trusted_ask_heading()}
        </summary>
        <div className="mt-4">
          {refusal ?? (
            <AskPanel
              text={text}
              name={name}
              open={open}
              excerpt={excerpt}
              onExcerpt={setExcerpt}
              onSent={(msg) => {
                close()
                setExcerpt('')
                alert.show(msg, 'success')
              }}
              onError={(msg) => alert.show(msg)}
              onCancel={close}
            />
          )}
        </div>
      </details>
    </section>
  )
}

/**
 * The box for words from the message, then, once the contact is known (`name`), the mail as it will be
 * sent and Send; until then a line says the contact is being looked up. The box is the same element
 * throughout, so what was typed (before the app, too) stays.
 */
function AskPanel({
  text,
  name,
  open,
  excerpt,
  onExcerpt,
  onSent,
  onError,
  onCancel,
}: {
  text: string
  /** The contact who may receive asks; '' while unknown. */
  name: string
  open: boolean
  excerpt: string
  onExcerpt: (value: string) => void
  onSent: (msg: string) => void
  onError: (msg: string) => void
  onCancel: () => void
}) {
  const id = useId()
  const [preview, setPreview] = useState<{ excerpt: string; mail: MailPreview } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const typedBefore = useTypedBefore<HTMLTextAreaElement>(excerpt, (el) => onExcerpt(el.value))
  const known = name !== ''

  // The preview follows the box (after a short pause in typing) while the panel is open; Send waits
  // until it shows this excerpt.
  useEffect(() => {
    if (!known || !open) return
    let cancelled = false
    const timer = setTimeout(async () => {
      const res = await callTrusted<{ preview: MailPreview }>('POST', '/ask', { text, excerpt, preview: true })
      if (cancelled) return
      if (res.ok && res.data.preview) {
        setPreview({ excerpt, mail: res.data.preview })
        setProblem(null)
      } else {
        setProblem(res.data.msg ?? fallbackMessage(res.status))
      }
    }, 300)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [known, open, text, excerpt])

  const current = preview?.excerpt === excerpt && !problem
  const send = async () => {
    setBusy(true)
    const res = await callTrusted('POST', '/ask', { text, excerpt })
    setBusy(false)
    if (res.ok) onSent(res.data.msg ?? m.trusted_msg_sent({ name }))
    else onError(res.data.msg ?? fallbackMessage(res.status))
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="font-semibold text-ink">
          {m.trusted_ask_excerpt()}
        </label>
        <p id={`${id}-hint`} className="m-0 text-base text-muted">
          {m.trusted_ask_excerpt_hint({ max: EXCERPT_MAX })}
        </p>
        <textarea
          ref={typedBefore}
          id={id}
          rows={3}
          maxLength={EXCERPT_MAX}
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
          className="w-full rounded-lg border-2 border-solid border-[#7b8794] bg-white px-3 py-2 text-lg text-ink focus:border-navy"
          value={excerpt}
          onChange={(e) => onExcerpt(e.target.value)}
        />
        {problem ? (
          <p id={`${id}-error`} className="field-error m-0 text-danger font-semibold">
            <span aria-hidden="true">⚠ </span>
            {problem}
          </p>
        ) : null}
      </div>
      {known ? (
        <>
          <MailPreviewBox title={withElision(m.trusted_ask_preview, { name })} mail={preview?.mail ?? null} />
          <p className="m-0 text-base text-muted">{m.trusted_ask_nothing_kept()}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary text-lg"
              onClick={send}
              disabled={busy || !current}
              aria-disabled={busy || !current}
            >
              {busy ? m.trusted_ask_busy() : m.trusted_ask_send({ name })}
            </button>
            <button type="button" className="btn-secondary text-lg" onClick={onCancel}>
              {m.trusted_ask_cancel()}
            </button>
          </div>
        </>
      ) : (
        <p role="status" className="m-0 text-lg">
          {m.account_loading()}
        </p>
      )}
    </div>
  )
}
