// The pages behind an e-mailed newsletter link that act only on one press of a button (confirm,
// unsubscribe), so a mail scanner that opens links does nothing: the same state, submit and error line.
import { type FormEvent, useState } from 'react'

/**
 * `press` sends the token and returns the page's result, or `{ error }` to show beside the button.
 * `shown` is the result to show, 'invalid' when the link has no usable token, undefined for the button.
 */
export function useOnePress<R extends string>(
  search: { token?: string; result?: R },
  press: (token: string | null) => Promise<R | { error: string }>,
) {
  const [result, setResult] = useState<R | undefined>(search.result)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const token = search.token ?? null

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const outcome = await press(token)
    setBusy(false)
    if (typeof outcome === 'string') setResult(outcome)
    else setError(outcome.error)
  }

  const shown: R | 'invalid' | undefined = result ?? (token ? undefined : 'invalid')
  return { token, shown, busy, error, onSubmit }
}

/** What went wrong with the press, read out at once. */
export function PressError({ error }: { error: string | null }) {
  return (
    <div aria-live="assertive" className="w-full">
      {error ? <p className="m-0 rounded-lg bg-white text-danger font-semibold p-3">{error}</p> : null}
    </div>
  )
}
