// "Forgot your password?" (decision 150): the address first, then the e-mailed code with the new
// password on the same page; on success, the sign-in page with the address filled in. The answer to
// the first step is the same for every address, so this page never says whether an account exists.
import { createFileRoute, Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { Alert, useAlert } from '#app/components/Alert'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import { CodeField, EmailField, HoneypotField, PasswordField, ResendCode } from '#app/features/auth/AccountFields'
import { callAuthApi } from '#app/features/auth/api'
import { BotCheck } from '#app/features/auth/BotCheck'
import { FALLBACK_MESSAGES } from '#app/lib/api'
import { setFlash } from '#app/lib/flash'
import { pageHead } from '#app/lib/seo'
import { CODE_RESEND_COOLDOWN_S } from '#shared/codes'
import { noScriptAction } from '#shared/no-script'
import { m } from '#shared/paraglide/messages.js'
import { authMessages } from '#shared/schemas/auth'
import { RESET_ACTION } from '#shared/turnstile'

export const Route = createFileRoute('/forgot-password')({
  // Light, like /login (decision 372): the app starts when a field is used.
  staticData: { hydrate: 'controls' },
  head: () =>
    pageHead({ title: m.account_forgot_title(), description: m.account_forgot_description(), path: '/forgot-password', noindex: true }),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const navigate = useNavigate()
  const alert = useAlert()
  const stateEmail = useRouterState({ select: (s) => s.location.state.email })
  const [email, setEmail] = useState('')
  useEffect(() => {
    if (typeof stateEmail === 'string' && stateEmail) setEmail((typed) => typed || stateEmail)
  }, [stateEmail])
  const [website, setWebsite] = useState('')
  const [botToken, setBotToken] = useState<string | null>(null)
  const [resetKey, setResetKey] = useState(0)
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
    // The first request carries the bot check; "send again" rides on the worker's proof that this browser passed it (U1).
    const res = await callAuthApi('POST', '/forgot-password', {
      email: address,
      website,
      ...(botToken ? { turnstileToken: botToken } : {}),
    })
    setBusy(false)
    if (botToken) {
      // A real Turnstile token is good once; later requests ride on the worker's proof.
      setBotToken(null)
      setResetKey((k) => k + 1)
    }
    if (!res.ok) {
      const msg = res.data.msg ?? FALLBACK_MESSAGES.newCode
      alert.show(!botToken && msg === authMessages.botToken ? `${msg} ${m.account_botcheck_tick()}` : msg)
      return
    }
    setSentTo(address.trim().toLowerCase())
    setOtp('')
    setWait(CODE_RESEND_COOLDOWN_S)
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
              <HoneypotField value={website} onValue={setWebsite} />
              <BotCheck onToken={setBotToken} resetKey={resetKey} action={RESET_ACTION} />
              <button type="submit" className="btn-primary text-lg w-full disabled:opacity-70 disabled:cursor-wait" disabled={busy}>
                {busy ? m.account_forgot_sending() : m.account_forgot_send()}
              </button>
              {callLine}
              <p className="m-0 text-center">
                <Link to="/login">{m.account_forgot_back()}</Link>
              </p>
            </form>
          ) : (
            <form method="post" action={noScriptAction('reset-password')} onSubmit={save} className="flex flex-col gap-5">
              <Alert message={alert.message} />
              <p className="m-0">
                {m.account_forgot_code_sent()} <strong className="break-all">{sentTo}</strong>
                {m.account_verify_sent_after()}
              </p>
              <CodeField value={otp} onValue={setOtp} />
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
              <ResendCode onResend={() => sendCode(sentTo)} busy={busy} wait={wait}>
                <button
                  type="button"
                  className="bg-transparent border-0 p-2 text-blue underline font-semibold cursor-pointer"
                  onClick={() => setSentTo(null)}
                  disabled={busy}
                >
                  {m.account_forgot_other_email()}
                </button>
              </ResendCode>
              {callLine}
            </form>
          )}
        </div>
      </div>
    </>
  )
}
