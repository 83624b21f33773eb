// "Who is helping me right now?" (decision 110): the signed-in customer sees which SaffeSupport
// expert, by first name, is in a chat they started from their account. Used on /verify-us and on
// the account page. Every answer ends with the one thing to do when in doubt.
import { useCallback, useEffect, useRef, useState } from 'react'
import { PhoneLink } from '#app/components/PhoneLink'
import { useSignedIn } from '#app/features/auth/use-signed-in'
import { apiFetch, FALLBACK_MESSAGES } from '#app/lib/api'
import { site } from '#content/site'
import { currentLocale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

type Answer = { kind: 'experts'; names: string[] } | { kind: 'problem'; text: string }

/** The closing line of every answer: a call we did not return after your call is not us. */
export function VerifyEnd() {
  return (
    <p className="verify-end mt-2 mb-0 font-semibold">
      {m.tools_verify_end()} <PhoneLink className="whitespace-nowrap" />.
    </p>
  )
}

export function ExpertsHelping() {
  const { ready, token } = useSignedIn()
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [checking, setChecking] = useState(false)
  const resultRef = useRef<HTMLDivElement>(null)

  const check = useCallback(
    async (focus: boolean) => {
      if (!token) return
      setChecking(true)
      const res = await apiFetch<{ experts: { firstName: string }[] }>('/api/verify-us/mine', { method: 'GET', token })
      const experts = res.data.experts
      if (res.ok && Array.isArray(experts)) setAnswer({ kind: 'experts', names: experts.map((e) => e.firstName) })
      else if (res.status === 0) setAnswer({ kind: 'problem', text: FALLBACK_MESSAGES.verifyUsOffline })
      else setAnswer({ kind: 'problem', text: res.data.msg ?? FALLBACK_MESSAGES.verifyUs })
      setChecking(false)
      if (focus) requestAnimationFrame(() => resultRef.current?.focus())
    },
    [token],
  )

  useEffect(() => {
    if (ready && token) void check(false)
  }, [ready, token, check])

  if (!ready) return <p className="m-0">{m.tools_verify_checking()}</p>
  if (!token) {
    return (
      <div className="grid gap-3">
        <p className="m-0">{m.tools_verify_signed_out({ company: site.company })}</p>
        <p className="m-0">
          <a className="btn-primary text-lg" href={localizeHref('/login', currentLocale())}>
            {m.tools_verify_sign_in()}
          </a>
        </p>
        <VerifyEnd />
      </div>
    )
  }
  return (
    <div className="grid gap-3">
      <div ref={resultRef} tabIndex={-1} role="status" aria-live="polite" className="verify-result outline-none">
        {answer?.kind === 'experts' && answer.names.length > 0 ? (
          <div className="rounded-lg border-2 border-success bg-white p-4">
            {answer.names.map((name) => (
              <div key={name}>
                <p className="m-0 text-xl font-bold text-success">{m.tools_verify_yes({ name, company: site.company })}</p>
                <p className="mt-2 mb-0">{m.tools_verify_yes_more({ name })}</p>
              </div>
            ))}
            <VerifyEnd />
          </div>
        ) : null}
        {answer?.kind === 'experts' && answer.names.length === 0 ? (
          <div className="rounded-lg border-2 border-danger bg-white p-4">
            <p className="m-0 text-xl font-bold text-danger">{m.tools_verify_none({ company: site.company })}</p>
            <VerifyEnd />
            <p className="mt-2 mb-0">
              {m.tools_verify_no_help()} <a href={localizeHref('/help-now', currentLocale())}>{m.tools_verify_no_help_link()}</a>.
            </p>
          </div>
        ) : null}
        {answer?.kind === 'problem' ? (
          <div className="rounded-lg border-2 border-danger bg-white p-4">
            <p className="m-0 font-semibold text-danger">{answer.text}</p>
            <VerifyEnd />
          </div>
        ) : null}
        {answer === null ? <p className="m-0">{m.tools_verify_checking()}</p> : null}
      </div>
      <div>
        <button type="button" className="btn-secondary" onClick={() => check(true)} disabled={checking}>
          {checking ? m.tools_verify_checking() : m.tools_verify_check()}
        </button>
      </div>
    </div>
  )
}
