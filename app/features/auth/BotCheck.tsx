// The bot check of the login, sign-up and "Forgot your password?" forms (Cloudflare Turnstile; the action names the form). The site key comes from
// GET /api/auth/config because the page is the same cached HTML for everyone. With Cloudflare's
// documented test key a local stand-in is shown: a checkbox that yields the documented dummy token.
import { useEffect, useId, useRef, useState } from 'react'
import { apiFetch } from '#app/lib/api'
import { useTypedBefore } from '#app/lib/typed-before'
import { m } from '#shared/paraglide/messages.js'
import { DUMMY_TOKEN, LOGIN_ACTION, TEST_SITE_KEY } from '#shared/turnstile'

const SCRIPT_SRC = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
const POLL_MS = 300 // spec: the bot check is polled every 300 ms until ready
const GIVE_UP_MS = 20_000

interface TurnstileApi {
  render: (el: HTMLElement, opts: Record<string, unknown>) => string
  reset: (id?: string) => void
  remove: (id?: string) => void
}
declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

type State = { kind: 'loading' } | { kind: 'stand-in' } | { kind: 'widget'; siteKey: string } | { kind: 'failed' }

export function BotCheck({
  onToken,
  resetKey,
  action = LOGIN_ACTION,
}: {
  onToken: (token: string | null) => void
  resetKey: number
  /** The widget action the worker checks: login, sign-up or reset (shared/turnstile.ts). */
  action?: string
}) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const onTokenRef = useRef(onToken)
  onTokenRef.current = onToken

  useEffect(() => {
    let cancelled = false
    apiFetch<{ turnstileSiteKey: string }>('/api/auth/config').then(({ data: { turnstileSiteKey } }) => {
      if (cancelled) return
      if (typeof turnstileSiteKey !== 'string' || !turnstileSiteKey) setState({ kind: 'failed' })
      else if (turnstileSiteKey === TEST_SITE_KEY) setState({ kind: 'stand-in' })
      else setState({ kind: 'widget', siteKey: turnstileSiteKey })
    })
    return () => {
      cancelled = true
    }
  }, [])

  return (
    <fieldset className="m-0 border-0 p-0">
      <legend className="font-semibold text-ink mb-1.5 p-0">{m.account_botcheck_legend()}</legend>
      {state.kind === 'loading' ? <p className="m-0 text-muted">{m.account_botcheck_loading()}</p> : null}
      {state.kind === 'failed' ? <p className="m-0 font-semibold text-danger">{m.account_botcheck_failed()}</p> : null}
      {state.kind === 'stand-in' ? <StandIn onToken={(t) => onTokenRef.current(t)} resetKey={resetKey} /> : null}
      {state.kind === 'widget' ? (
        <TurnstileWidget
          siteKey={state.siteKey}
          action={action}
          onToken={(t) => onTokenRef.current(t)}
          resetKey={resetKey}
          onFail={() => setState({ kind: 'failed' })}
        />
      ) : null}
    </fieldset>
  )
}

/** Local stand-in for Cloudflare's test site key: looks and behaves like the real checkbox. */
function StandIn({ onToken, resetKey }: { onToken: (token: string | null) => void; resetKey: number }) {
  const id = useId()
  const [checked, setChecked] = useState(false)
  // After a failed login the form asks for a new token: a ticked box stays ticked and gives one again
  // (the stand-in's token is reusable), so a wrong password does not make the person tick it twice.
  const checkedRef = useRef(checked)
  checkedRef.current = checked
  // Ticked before the app ran: the tick counts (app/lib/typed-before.ts).
  const tickedBefore = useTypedBefore<HTMLInputElement>(checked, (el) => {
    setChecked(el.checked)
    onToken(el.checked ? DUMMY_TOKEN : null)
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the form asks for a reset
  useEffect(() => {
    if (resetKey > 0 && checkedRef.current) onToken(DUMMY_TOKEN)
  }, [resetKey])
  return (
    <div className="inline-flex items-center gap-3 rounded-lg border-2 border-solid border-line bg-surface px-4 py-2 min-h-14">
      <input
        ref={tickedBefore}
        id={id}
        type="checkbox"
        className="w-7 h-7 accent-[#0f6b3a] cursor-pointer"
        checked={checked}
        onChange={(e) => {
          setChecked(e.target.checked)
          onToken(e.target.checked ? DUMMY_TOKEN : null)
        }}
      />
      <label htmlFor={id} className="cursor-pointer font-semibold">
        {m.account_botcheck_human()}
      </label>
      {checked ? (
        <span className="text-success font-semibold" aria-hidden="true">
          ✓
        </span>
      ) : null}
    </div>
  )
}

/** The real Turnstile widget, rendered explicitly with action "login" once its script is ready. */
function TurnstileWidget({
  siteKey,
  action,
  onToken,
  resetKey,
  onFail,
}: {
  siteKey: string
  action: string
  onToken: (token: string | null) => void
  resetKey: number
  onFail: () => void
}) {
  const box = useRef<HTMLDivElement>(null)
  const widgetId = useRef<string | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: render once per site key
  useEffect(() => {
    if (!document.querySelector(`script[src="${SCRIPT_SRC}"]`)) {
      const script = document.createElement('script')
      script.src = SCRIPT_SRC
      script.async = true
      script.onerror = onFail // offline or blocked: fail quietly with a clear message
      document.head.appendChild(script)
    }
    const started = Date.now()
    const timer = window.setInterval(() => {
      if (window.turnstile && box.current) {
        window.clearInterval(timer)
        try {
          widgetId.current = window.turnstile.render(box.current, {
            sitekey: siteKey,
            action,
            callback: (token: string) => onToken(token),
            'expired-callback': () => onToken(null),
            'error-callback': () => onToken(null),
          })
        } catch {
          onFail()
        }
      } else if (Date.now() - started > GIVE_UP_MS) {
        window.clearInterval(timer)
        onFail()
      }
    }, POLL_MS)
    return () => {
      window.clearInterval(timer)
      if (widgetId.current) window.turnstile?.remove(widgetId.current)
      widgetId.current = null
    }
  }, [siteKey])

  useEffect(() => {
    if (resetKey > 0 && widgetId.current) window.turnstile?.reset(widgetId.current)
  }, [resetKey])

  return <div ref={box} className="min-h-[65px]" />
}
