import { type FormEvent, type ReactNode, useState } from 'react'
import { apiFetch, FALLBACK_MESSAGES } from '#app/lib/api'
import { PageHero } from './PageHero'

/**
 * The page a link in an e-mail opens to act with its token alone (stop the check-ins, accept or stop
 * being a trusted contact). Opening the link changes nothing (mail scanners open links); the button
 * POSTs. With the app, `{token}` goes to `api` as JSON and `onDone` gets the result; with no script the
 * form posts to `api?token=` with `confirm=1`, and the API answers 303 back to the page with `?result=`.
 */
export function LinkActionHero<R extends string>({
  heading,
  lead,
  button,
  busyButton,
  api,
  token,
  failed,
  onDone,
}: {
  heading: string
  lead: ReactNode
  button: string
  /** The button's words while it waits (the button's own words when absent). */
  busyButton?: string
  /** The API path, e.g. "/api/reports/checkins/stop". */
  api: `/api/${string}`
  token: string
  /** The message when the call fails for another reason than a bad link or no network. */
  failed: () => string
  /** The API's `result` (and its `msg` and whole answer), or 'invalid' for a link it refused (400). */
  onDone: (result: R | 'invalid', msg: string | null, data: Record<string, unknown>) => void
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const res = await apiFetch<{ result: R }>(api, { body: { token } })
    setBusy(false)
    if (res.ok && res.data.result) onDone(res.data.result, res.data.msg ?? null, res.data)
    else if (res.status === 400) onDone('invalid', null, {})
    else if (res.status === 0) setError(FALLBACK_MESSAGES.offline)
    else setError(res.data.msg ?? failed())
  }

  return (
    <PageHero heading={heading} lead={lead}>
      <form method="post" action={`${api}?token=${encodeURIComponent(token)}`} onSubmit={onSubmit}>
        <input type="hidden" name="confirm" value="1" />
        <button type="submit" className="btn-primary text-lg" disabled={busy}>
          {busy && busyButton ? busyButton : button}
        </button>
      </form>
      <div aria-live="assertive" className="w-full">
        {error ? <p className="m-0 rounded-lg bg-white text-danger font-semibold p-3">{error}</p> : null}
      </div>
    </PageHero>
  )
}
