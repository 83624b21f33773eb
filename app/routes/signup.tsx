import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { Alert, useAlert } from '#app/components/Alert'
import { TextField } from '#app/components/Field'
import { PageHero } from '#app/components/PageHero'
import { EmailField, HoneypotField, PasswordField } from '#app/features/auth/AccountFields'
import { callAuthApi } from '#app/features/auth/api'
import { BotCheck } from '#app/features/auth/BotCheck'
import { FALLBACK_MESSAGES } from '#app/lib/api'
import { setFlash } from '#app/lib/flash'
import { pageHead } from '#app/lib/seo'
import { useTypedBefore } from '#app/lib/typed-before'
import { site } from '#content/site'
import { noScriptAction } from '#shared/no-script'
import { m } from '#shared/paraglide/messages.js'
import { authMessages } from '#shared/schemas/auth'
import { SIGNUP_ACTION } from '#shared/turnstile'

export const Route = createFileRoute('/signup')({
  // Light, like /login (decision 372): the app starts when a field is used; typed text and ticks are
  // kept (decision 220) and the bot check appears then; without scripts the form posts (decision 290).
  staticData: { hydrate: 'controls' },
  head: () =>
    pageHead({
      title: m.account_signup_title(),
      description: m.account_signup_description(),
      path: '/signup',
    }),
  component: SignupPage,
})

function SignupPage() {
  const navigate = useNavigate()
  const alert = useAlert()
  const consentId = useId()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [website, setWebsite] = useState('')
  const [marketing, setMarketing] = useState(false)
  const [busy, setBusy] = useState(false)
  // Ticked before the app ran: the ticks count (#app/lib/typed-before; the text fields do it themselves).
  const marketingTicked = useTypedBefore<HTMLInputElement>(marketing, (el) => setMarketing(el.checked))
  const [botToken, setBotToken] = useState<string | null>(null)
  const [resetKey, setResetKey] = useState(0)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    // The password waits, hashed, for this browser only (an HttpOnly cookie): the code typed here
    // needs nothing more; typed on another device, it asks for a password there (decision 112).
    // Sent even before the bot check is ticked: the worker names what to fix first (the name, the
    // password), and only then asks for the bot check (U1).
    const res = await callAuthApi('POST', '/send-otp', {
      name,
      email,
      password,
      marketing,
      website,
      ...(botToken ? { turnstileToken: botToken } : {}),
    })
    setBusy(false)
    if (!res.ok) {
      // A real Turnstile token is good once: the next try needs a fresh one.
      if (botToken) setResetKey((k) => k + 1)
      const msg = res.data.msg ?? FALLBACK_MESSAGES.signup
      alert.show(!botToken && msg === authMessages.botToken ? `${msg} ${m.account_botcheck_tick()}` : msg)
      return
    }
    setFlash(`${m.account_signup_flash()} ${m.account_signup_flash_next()}`)
    navigate({ to: '/verify-otp', state: { email: email.trim().toLowerCase(), name, passwordSet: true } })
  }

  return (
    <>
      <PageHero heading={m.account_signup_heading()} lead={m.account_signup_lead()} />
      <div className="container py-10">
        <div className="card max-w-xl mx-auto md:p-8">
          {/* POST to a worker page that explains, never a GET: typed details must not land in a URL (S17). */}
          <form method="post" action={noScriptAction('signup')} onSubmit={submit} className="flex flex-col gap-5" noValidate={false}>
            <Alert message={alert.message} />
            <TextField
              label={m.account_signup_name_label()}
              name="name"
              autoComplete="name"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <EmailField autoComplete="email" value={email} onValue={setEmail} />
            <PasswordField
              label={m.account_signup_password_label()}
              hint={m.account_signup_password_hint()}
              name="password"
              purpose="new"
              value={password}
              onValue={setPassword}
            />
            <HoneypotField value={website} onValue={setWebsite} />
            {/* Account notices need no box (they are what the account is); scam alerts are their own choice,
                asked with their own double opt-in, never a condition of the account (issue 46, CASL). */}
            <p id={consentId} className="m-0">
              {m.account_signup_consent()}{' '}
              <Link to="/" hash="newsletter-heading">
                {m.account_signup_alerts_link()}
              </Link>
              .
            </p>
            {/* Marketing mail is asked separately and is never a condition of the account (CASL; decision 112). */}
            <div className="flex items-start gap-3">
              <input
                id={`${consentId}-marketing`}
                ref={marketingTicked}
                type="checkbox"
                name="marketing"
                className="mt-1 w-6 h-6 shrink-0 cursor-pointer accent-[#1558c0]"
                checked={marketing}
                onChange={(e) => setMarketing(e.target.checked)}
              />
              <label htmlFor={`${consentId}-marketing`} className="cursor-pointer">
                {m.account_signup_marketing({ company: site.company })}
              </label>
            </div>
            <BotCheck onToken={setBotToken} resetKey={resetKey} action={SIGNUP_ACTION} />
            <button type="submit" className="btn-primary text-lg w-full disabled:opacity-70 disabled:cursor-wait" disabled={busy}>
              {busy ? m.account_signup_busy() : m.account_signup_submit()}
            </button>
            <p className="m-0 text-center">
              {m.account_signup_have_account()} <Link to="/login">{m.account_signup_sign_in()}</Link>
            </p>
          </form>
        </div>
      </div>
    </>
  )
}
