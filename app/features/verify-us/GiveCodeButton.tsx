// The expert console's "Give verification code" (issue 15): asks the worker for a code tied to this
// expert and this conversation, and shows it to read out. The customer checks it on /verify-us.
import { useState } from 'react'
import { apiFetch, CONSOLE_FALLBACK } from '#app/lib/api'
import { site } from '#content/site'
import { clockTime } from './texts'

type State = { kind: 'idle' } | { kind: 'asking' } | { kind: 'issued'; code: string; expiresAt: string } | { kind: 'error'; msg: string }

const HOST = site.url.replace(/^https?:\/\//, '')

export function GiveCodeButton({ token, conversationId }: { token: string; conversationId: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' })

  async function give() {
    setState({ kind: 'asking' })
    const res = await apiFetch<{ code: string; expiresAt: string }>('/api/verify-us/issue', { body: { conversationId }, token })
    const { code, expiresAt, msg } = res.data
    if (res.ok && code && expiresAt) setState({ kind: 'issued', code, expiresAt })
    else setState({ kind: 'error', msg: msg ?? (res.status === 0 ? CONSOLE_FALLBACK.offline : CONSOLE_FALLBACK.giveCode) })
  }

  return (
    <div className="give-code mt-2 flex flex-wrap items-center gap-3">
      <p className="m-0 w-full text-sm text-muted">
        Give a code only when the customer in this conversation asks to check that they are talking to us.
      </p>
      <button type="button" className="btn-secondary" onClick={give} disabled={state.kind === 'asking'}>
        {state.kind === 'issued' ? 'Give a new code' : 'Give verification code'}
      </button>
      <div role="status" className="text-base empty:hidden">
        {state.kind === 'issued' ? (
          <>
            Code:{' '}
            <strong className="verification-code font-mono text-xl tracking-widest" data-code={state.code}>
              {state.code.slice(0, 3)} {state.code.slice(3)}
            </strong>{' '}
            (valid until {clockTime(state.expiresAt)}). Ask the customer to open {HOST}/verify-us themselves and type it. Never send them a
            link.
          </>
        ) : null}
        {state.kind === 'error' ? <span className="text-danger font-semibold">{state.msg}</span> : null}
      </div>
    </div>
  )
}
