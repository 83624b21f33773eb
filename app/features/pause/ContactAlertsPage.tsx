// /on-the-phone/answer?t=<watch token>: the trusted contact's page (docs/on-the-phone.md). It shows
// the holder's current alert live (the holder's room) with two huge buttons, "I'm calling you" and
// "It's not me", whose answer appears on the holder's screen. Without JavaScript the same buttons are a
// form the API answers with a 303 back here (?result=). Opening the page changes nothing.
import { type FormEvent, useState } from 'react'
import { apiFetch, fallbackMessage } from '#app/lib/api'
import { currentLocale, formatLocalTime } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import type { AlertState, Answer } from '#shared/pause/protocol'
import { usePauseLive } from './live'

type Result = 'calling' | 'not-me' | 'over' | 'invalid'

const RESULT_TEXT: Record<Result, () => string> = {
  calling: () => m.pause_answer_result_calling(),
  'not-me': () => m.pause_answer_result_not_me(),
  over: () => m.pause_answer_result_over(),
  invalid: () => m.pause_answer_result_invalid(),
}

export function ContactAlertsPage({ token, result }: { token?: string; result?: Result }) {
  const live = usePauseLive(token)
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null)
  const [busy, setBusy] = useState(false)

  async function answer(event: FormEvent<HTMLFormElement>, value: Answer, alert: AlertState | null) {
    event.preventDefault()
    setBusy(true)
    const res = await apiFetch('/api/pause/answer', { body: { token, answer: value, ...(alert ? { alertId: alert.id } : {}) } })
    setBusy(false)
    setSaid({ text: res.data.msg ?? fallbackMessage(res.status), error: !res.ok })
  }

  const alert = live.status === 'open' ? live.alert : null
  return (
    <div className="pause-page">
      <section className="bg-surface border-b border-line">
        <div className="container py-6 md:py-10 max-w-[44rem]">
          <h1 className="text-3xl md:text-4xl m-0">{m.pause_answer_h1()}</h1>
          <p className="mt-3 mb-0 text-xl">{m.pause_answer_lead()}</p>
        </div>
      </section>
      <div className="container py-6 max-w-[44rem] grid gap-6">
        {result ? (
          <p role="status" className="pause-box m-0 text-xl font-semibold">
            {RESULT_TEXT[result]()}
          </p>
        ) : null}
        {!token ? null : (
          <section aria-labelledby="pause-alert" className="grid gap-5" data-testid="pause-alert">
            <div aria-live="assertive">
              <h2 id="pause-alert" className="m-0 text-3xl">
                {alert
                  ? alert.kind === 'call'
                    ? m.pause_answer_call_heading({ holder: alert.holder })
                    : m.pause_answer_verify_heading({ holder: alert.holder })
                  : live.status === 'connecting'
                    ? m.pause_answer_connecting()
                    : live.status === 'lost'
                      ? m.pause_answer_lost()
                      : m.pause_answer_nothing()}
              </h2>
              {alert ? (
                <p className="mt-3 mb-0 text-xl">
                  {m.pause_answer_call_them({ holder: alert.holder })}{' '}
                  {m.pause_answer_at({
                    // W7: in the reader's own zone (this browser's), named.
                    time: formatLocalTime(alert.at, currentLocale(), undefined, false),
                  })}
                </p>
              ) : null}
            </div>
            {/* With no script (the page's first HTML) the buttons post the form; with it, only during an alert. */}
            {live.status === 'connecting' || alert ? (
              <div className="pause-choices">
                {(['calling', 'not-me'] as const).map((value) => (
                  <form
                    key={value}
                    method="post"
                    action={`/api/pause/answer?t=${encodeURIComponent(token)}`}
                    onSubmit={(e) => answer(e, value, alert)}
                  >
                    <input type="hidden" name="answer" value={value} />
                    <button
                      type="submit"
                      className={`pause-choice ${value === 'calling' ? 'pause-choice-go' : 'pause-choice-stop'}`}
                      disabled={busy}
                    >
                      {value === 'calling' ? m.pause_answer_calling() : m.pause_answer_not_me()}
                    </button>
                  </form>
                ))}
              </div>
            ) : null}
            {live.status === 'connecting' ? <p className="m-0 text-lg">{m.pause_answer_nojs()}</p> : null}
            {alert?.answer ? (
              <p className="m-0 text-xl font-semibold" data-testid="pause-sent">
                {alert.answer === 'calling'
                  ? m.pause_answer_sent_calling({ holder: alert.holder })
                  : m.pause_answer_sent_not_me({ holder: alert.holder })}
              </p>
            ) : null}
            <div aria-live="polite">
              {said ? <p className={`m-0 text-lg ${said.error ? 'text-danger font-semibold' : ''}`}>{said.text}</p> : null}
            </div>
          </section>
        )}
        {!token && !result ? <p className="pause-box m-0 text-xl">{m.pause_answer_result_invalid()}</p> : null}
      </div>
    </div>
  )
}
