import { createFileRoute, Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { Alert, useAlert } from '#app/components/Alert'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import { CodeField, PasswordField, ResendCode } from '#app/features/auth/AccountFields'
import { callAuthApi } from '#app/features/auth/api'
import { FALLBACK_MESSAGES } from '#app/lib/api'
import { setFlash } from '#app/lib/flash'
import { pageHead } from '#app/lib/seo'
import { CODE_RESEND_COOLDOWN_S } from '#shared/codes'
import { noScriptAction } from '#shared/no-script'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/verify-otp')({
  head: () =>
    pageHead({ title: m.account_verify_title(), description: m.account_verify_description(), path: '/verify-otp', noindex: true }),
  component: VerifyOtpPage,
})

function VerifyOtpPage() {
  // The e-mail arrives through navigation state (spec), which only exists in the browser.
  const stateEmail = useRouterState({ select: (s) => s.location.state.email })
  const stateName = useRouterState({ select: (s) => s.location.state.name })
  const statePasswordSet = useRouterState({ select: (s) => s.location.state.passwordSet })
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const email = mounted && typeof stateEmail === 'string' ? stateEmail : null

  return (
    <>
      <PageHero heading={m.account_verify_heading()} lead={m.account_verify_lead()} />
      <div className="container py-10">
        <div className="card max-w-xl mx-auto md:p-8">
          {!mounted ? (
            <p className="m-0">{m.account_loading()}</p>
          ) : email ? (
            <CodeForm email={email} name={typeof stateName === 'string' ? stateName : undefined} passwordSet={statePasswordSet === true} />
          ) : (
            <NoEmail />
          )}
        </div>
      </div>
    </>
  )
}

function NoEmail() {
  const alert = useAlert()
  const { show } = alert
  useEffect(() => show(m.account_verify_no_email()), [show])
  // The number as a tel: link that never splits across lines (N15), inside the translated sentence.
  const [helpBefore, helpAfter] = m.account_verify_no_email_help({ phone: '\u0000' }).split('\u0000')
  return (
    <Alert message={alert.message}>
      {/* The spec's words, then a welcome (review 5.3): nothing is wrong, and here is the way on. */}
      <p className="mt-2 mb-0">
        {helpBefore}
        <PhoneLink />
        {helpAfter}
      </p>
      <p className="mt-2 mb-0">
        <Link to="/signup" className="font-semibold">
          {m.account_verify_go_back()}
        </Link>
      </p>
    </Alert>
  )
}

function CodeForm({ email, name, passwordSet }: { email: string; name?: string; passwordSet: boolean }) {
  const navigate = useNavigate()
  const alert = useAlert({ fromFlash: true })
  const [otp, setOtp] = useState('')
  const [password, setPassword] = useState('')
  // This browser typed the password on /signup: the code alone finishes. The server still asks for a
  // password (needPassword) if the cookie that binds it to this browser is gone (decision 112).
  const [askPassword, setAskPassword] = useState(!passwordSet)
  const [busy, setBusy] = useState(false)
  const [wait, setWait] = useState(CODE_RESEND_COOLDOWN_S)

  useEffect(() => {
    if (wait <= 0) return
    const timer = window.setTimeout(() => setWait((w) => w - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [wait])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    // Without the /signup password in this browser, the password is chosen here, by the person who
    // has the code (security review S2).
    const res = await callAuthApi<{ needPassword?: boolean }>('POST', '/verify-otp', {
      email,
      otp,
      ...(askPassword ? { password } : {}),
      name,
    })
    setBusy(false)
    if (!res.ok) {
      if (res.data.needPassword === true) setAskPassword(true)
      alert.show(res.data.msg ?? FALLBACK_MESSAGES.verifyCode)
      return
    }
    setFlash(res.data.msg ?? m.account_verify_done())
    // The address goes along, so the sign-in form has it filled in already.
    navigate({ to: '/login', state: { email } })
  }

  const resend = async () => {
    setBusy(true)
    const res = await callAuthApi('POST', '/resend-otp', { email })
    setBusy(false)
    if (res.ok) {
      setOtp('')
      setWait(CODE_RESEND_COOLDOWN_S)
      alert.show(res.data.msg ?? m.account_verify_resent(), 'success')
    } else {
      alert.show(res.data.msg ?? FALLBACK_MESSAGES.newCode)
    }
  }

  return (
    <form method="post" action={noScriptAction('verify-otp')} onSubmit={submit} className="flex flex-col gap-5">
      <Alert message={alert.message} />
      <p className="m-0">
        {m.account_verify_sent_before()} <strong className="break-all">{email}</strong>
        {m.account_verify_sent_after()}
      </p>
      <CodeField value={otp} onValue={setOtp} />
      {askPassword ? (
        <PasswordField
          label={m.account_verify_password_label()}
          hint={m.account_verify_password_hint()}
          name="password"
          purpose="new"
          value={password}
          onValue={setPassword}
        />
      ) : null}
      <button type="submit" className="btn-primary text-lg w-full disabled:opacity-70 disabled:cursor-wait" disabled={busy}>
        {busy ? m.account_verify_busy() : m.account_verify_submit()}
      </button>
      <ResendCode onResend={resend} busy={busy} wait={wait} />
    </form>
  )
}
