// "Forgot your password?" (decision 150): the address first, then the e-mailed code with the new
// password on the same page; on success, the sign-in page with the address filled in. The answer to
// the first step is the same for every address, so this page never says whether an account exists.
import { createFileRoute, Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Alert, useAlert } from '#app/components/Alert'
import { TextField } from '#app/components/Field'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import { EmailField, PasswordField } from '#app/features/auth/AccountFields'
import { callAuthApi } from '#app/features/auth/api'
import { FALLBACK_MESSAGES } from '#app/lib/api'
import { setFlash } from '#app/lib/flash'
import { pageHead } from '#app/lib/seo'
import { noScriptAction } from '#shared/no-script'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/forgot-password')({
  head: () =>
    pageHead({
      title: m.account_forgot_title(),
      description: m.account_forgot_description(),
      path: '/forgot-password',
      noindex: true,
    }),
  component: ForgotPasswordPage,
})

const COOLDOWN_S = 30 // the server allows a new code 30 s after the last one

function ForgotPasswordPage() {
  const navigate = useNavigate()
  const alert = useAlert()
  const honeypotId = useId()
  const stateEmail = useRouterState({ select: (s) => s.location.state.email })
  const [email, setEmail] = useState('')
  useEffect(() => {
    if (typeof stateEmail === 'string' && stateEmail) setEmail((typed) => typed || stateEmail)
  }, [stateEmail])
  const [website, setWebsite] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [otp, setOtp] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [wait, setWait] = useState(0)

  useEffect(() => {
    if (wait <= 0) return
    const timer = window.setTimeout(() => setWait((w) => w - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [wait])

  const sendCode = async (address: string) => {
    setBusy(true)
    const res = await callAuthApi('POST', '/forgot-password', { email: address, website })
    setBusy(false)
    if (!res.ok) {
      alert.show(res.data.msg ?? FALLBACK_MESSAGES.newCode)
      return
    }
    setSentTo(address.trim().toLowerCase())
    setOtp('')
    setWait(COOLDOWN_S)
    alert.show(res.data.msg ?? m.account_verify_resent(), 'success')
  }

  const askForCode = (e: FormEvent) => {
    e.preventDefault()
    void sendCode(email)
  }

  const save = async (e: FormEvent) => {
    e.preventDefault()
    if (!sentTo) return
    setBusy(true)
    const res = await callAuthApi('POST', '/reset-password', { email: sentTo, otp, password })
    setBusy(false)
    if (!res.ok) {
      alert.show(res.data.msg ?? FALLBACK_MESSAGES.verifyCode)
      return
    }
    setFlash(res.data.msg ?? m.account_verify_done())
    navigate({ to: '/login', state: { email: sentTo } })
  }

  const callLine = (
    <p className="m-0 text-center">
      {m.account_login_call_before()} <PhoneLink className="font-semibold" nowrapNumber /> {m.account_login_call_after()}
    </p>
  )

  return (
    <>
      <PageHero heading={m.account_forgot_heading()} lead={m.account_forgot_lead()} />
      <div className="container py-10">
        <div className="card max-w-xl mx-auto md:p-8">
          {sentTo === null ? (
            <form method="post" action={noScriptAction('forgot-password')} onSubmit={askForCode} className="flex flex-col gap-5">
              <Alert message={alert.message} />
              <EmailField autoComplete="username" value={email} onValue={setEmail} />
              {/* Honeypot: hidden from people and screen readers; bots that fill it are ignored. */}
              <div className="visually-hidden" aria-hidden="true">
                <label htmlFor={`${honeypotId}-website`}>{m.account_honeypot_label()}</label>
                <input
                  id={`${honeypotId}-website`}
                  name="website"
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  value={website}
                  onChange={(e) => setWebsite(e.target.value)}
                />
              </div>
              <button type="submit" className="btn-primary text-lg w-full disabled:opacity-70 disabled:cursor-wait" disabled={busy}>
                {busy ? m.account_forgot_sending() : m.account_forgot_send()}
              </button>
              {callLine}
              <p className="m-0 text-center">
                <Link to="/login">{m.account_forgot_back()}</Link>
              </p>
            </form>
          ) : (
            <form method="post" action={noScriptAction('forgot-password')} onSubmit={save} className="flex flex-col gap-5">
              <Alert message={alert.message} />
              <p className="m-0">
                {m.account_forgot_code_sent()} <strong className="break-all">{sentTo}</strong>
                {m.account_verify_sent_after()}
              </p>
              <TextField
                label={m.account_verify_code_label()}
                hint={m.account_verify_code_hint()}
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                value={otp}
                onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
              />
              <PasswordField
                label={m.account_forgot_password_label()}
                hint={m.account_verify_password_hint()}
                name="password"
                purpose="new"
                value={password}
                onValue={setPassword}
              />
              <button type="submit" className="btn-primary text-lg w-full disabled:opacity-70 disabled:cursor-wait" disabled={busy}>
                {busy ? m.account_forgot_saving() : m.account_forgot_submit()}
              </button>
              <div className="flex flex-col items-center gap-2 text-center">
                <p className="m-0 text-muted">{m.account_verify_not_received()}</p>
                <button
                  type="button"
                  className="btn-secondary disabled:opacity-70"
                  onClick={() => sendCode(sentTo)}
                  disabled={busy || wait > 0}
                >
                  {m.account_verify_resend()}
                </button>
                {wait > 0 ? <p className="m-0 text-muted text-base">{m.account_verify_wait({ seconds: wait })}</p> : null}
                <button
                  type="button"
                  className="bg-transparent border-0 p-2 text-blue underline font-semibold cursor-pointer"
                  onClick={() => setSentTo(null)}
                  disabled={busy}
                >
                  {m.account_forgot_other_email()}
                </button>
              </div>
              {callLine}
            </form>
          )}
        </div>
      </div>
    </>
  )
}
