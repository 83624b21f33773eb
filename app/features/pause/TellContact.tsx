// "Tell my trusted contact" (kind `call`, on /on-the-phone) and "Is this really you?" (kind `verify`, on
// /code-word): for a signed-in holder whose contact accepted, one tap raises the alert
// (POST /api/pause/alert) and the contact's answer shows here live (docs/on-the-phone.md). Signed out,
// nothing is shown here: the page's own "Talk to us" box is for everyone.
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useSignedIn } from '#app/features/auth/use-signed-in'
import { apiFetch, fallbackMessage } from '#app/lib/api'
import { getToken } from '#app/lib/auth-state'
import { withElision } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import type { AlertKind, AlertState } from '#shared/pause/protocol'
import { usePauseLive } from './live'

type Contact = { name: string; accepted: boolean } | null

/** The holder's token of the last alert, kept for this tab so a reload still shows the answer. */
const TOKEN_KEY = 'pause-holder-token'
const readSession = (key: string): string | null => {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}
const writeSession = (key: string, value: string) => {
  try {
    window.sessionStorage.setItem(key, value)
  } catch {
    // Private mode: the answer still shows while the page stays open.
  }
}

export function TellContact({ kind }: { kind: AlertKind }) {
  const { ready, token: session, user } = useSignedIn()
  const [contact, setContact] = useState<Contact | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null)
  const [liveToken, setLiveToken] = useState<string | null>(null)
  const live = usePauseLive(liveToken)

  useEffect(() => {
    if (!ready || !session) return
    setLiveToken(readSession(TOKEN_KEY))
    let on = true
    apiFetch<{ contact: Contact }>('/api/pause/contact', { token: getToken() }).then((res) => {
      if (on && res.ok) setContact(res.data.contact ?? null)
    })
    return () => {
      on = false
    }
  }, [ready, session])

  if (!ready || !session || contact === undefined) return null
  const headingId = `pause-tell-${kind}`
  const heading = kind === 'call' ? m.pause_tell_heading() : m.pause_codeword_check_heading()

  if (!contact?.accepted) {
    return (
      <section aria-labelledby={headingId} className="pause-box no-print" data-testid="pause-tell">
        <h2 id={headingId} className="m-0 text-2xl">
          {heading}
        </h2>
        <p className="mt-2 mb-4 text-lg">{contact ? m.pause_tell_pending({ name: contact.name }) : m.pause_tell_none()}</p>
        {contact ? null : (
          <Link to="/AccountIn" hash="trusted-contact" className="btn-secondary text-lg">
            {m.pause_tell_name_one()}
          </Link>
        )}
      </section>
    )
  }

  async function tell() {
    setBusy(true)
    setSaid(null)
    const res = await apiFetch<{ token: string; alert: AlertState }>('/api/pause/alert', { body: { kind }, token: getToken() })
    setBusy(false)
    if (res.ok && res.data.token) {
      writeSession(TOKEN_KEY, res.data.token)
      setLiveToken(res.data.token)
      setSaid({ text: res.data.msg ?? '', error: false })
    } else setSaid({ text: res.data.msg ?? fallbackMessage(res.status), error: true })
  }

  const alert = live.status === 'open' && live.alert?.kind === kind ? live.alert : null
  const name = contact.name
  return (
    <section aria-labelledby={headingId} className="pause-box no-print" data-testid="pause-tell">
      <h2 id={headingId} className="m-0 text-2xl">
        {heading}
      </h2>
      <p className="mt-2 mb-4 text-lg">
        {kind === 'call' ? m.pause_tell_intro({ name, holder: user?.name ?? '' }) : m.pause_codeword_check_intro()}
      </p>
      <button type="button" className="pause-choice pause-choice-go" onClick={tell} disabled={busy}>
        {busy
          ? kind === 'call'
            ? m.pause_tell_busy({ name })
            : m.pause_codeword_check_busy({ name })
          : kind === 'call'
            ? m.pause_tell_button({ name })
            : m.pause_codeword_check_button({ name })}
      </button>
      <div aria-live="assertive" className="mt-4 grid gap-3">
        {said ? <p className={`m-0 text-lg font-semibold ${said.error ? 'text-danger' : ''}`}>{said.text}</p> : null}
        {alert && !alert.answer ? <p className="m-0 text-lg">{withElision(m.pause_tell_waiting, { name })}</p> : null}
        {alert?.answer ? <AnswerShown alert={alert} /> : null}
        {liveToken && live.status === 'lost' ? (
          <p className="m-0 text-lg font-semibold text-danger">{m.pause_live_lost({ name })}</p>
        ) : null}
      </div>
    </section>
  )
}

function AnswerShown({ alert }: { alert: AlertState }) {
  const name = alert.contact
  const calling = alert.answer === 'calling'
  return (
    <div className={`pause-answer ${calling ? 'pause-answer-calling' : 'pause-answer-not-me'}`} data-testid="pause-answer">
      <p className="m-0 text-2xl font-bold">{calling ? m.pause_shown_calling({ name }) : m.pause_shown_not_me({ name })}</p>
      <p className="m-0 mt-2 text-lg">{calling ? m.pause_answer_calling_then({ name }) : m.pause_answer_not_me_then({ name })}</p>
    </div>
  )
}
