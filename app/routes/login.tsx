import { createFileRoute, Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { Alert, useAlert } from '#app/components/Alert'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import { EmailField, PasswordField } from '#app/features/auth/AccountFields'
import { callAuthApi } from '#app/features/auth/api'
import { BotCheck } from '#app/features/auth/BotCheck'
import { FALLBACK_MESSAGES } from '#app/lib/api'
import { type StoredUser, saveSignIn } from '#app/lib/auth-state'
import { setFlash } from '#app/lib/flash'
import { pageHead } from '#app/lib/seo'
import { noScriptAction } from '#shared/no-script'
import { m } from '#shared/paraglide/messages.js'
import { authMessages } from '#shared/schemas/auth'

export const Route = createFileRoute('/login')({
  // The app starts when a field is used (decision 100): "Sign in" with empty fields is answered by
  // the browser's own check at once, and the first paint is not followed by a long hydration.
  staticData: { hydrate: 'controls' },
  head: () =>
    pageHead({
      title: m.account_login_title(),
      description: m.account_login_description(),
      path: '/login',
    }),
  component: LoginPage,
})

function LoginPage() {
  const navigate = useNavigate()
  const alert = useAlert({ fromFlash: true })
  const [email, setEmail] = useState('')
  // After the code page or a password reset the address arrives with the navigation (decision 150).
  const stateEmail = useRouterState({ select: (s) => s.location.state.email })
  useEffect(() => {
    if (typeof stateEmail === 'string' && stateEmail) setEmail((typed) => typed || stateEmail)
  }, [stateEmail])
  const [password, setPassword] = useState('')
  const [botToken, setBotToken] = useState<string | null>(null)
  const [resetKey, setResetKey] = useState(0)
  const [busy, setBusy] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!botToken) {
      alert.show(`${authMessages.botToken} ${m.account_botcheck_tick()}`)
      return
    }
    setBusy(true)
    const res = await callAuthApi<{ token: string; user: StoredUser }>('POST', '/login', {
      email,
      password,
      turnstileToken: botToken,
    })
    if (res.ok && res.data.token && res.data.user) {
      saveSignIn(res.data.token, res.data.user)
      setFlash(`${m.account_welcome_flash({ name: res.data.user.name })} ${m.account_welcome_where()}`)
      // Experts go straight to their console; everyone else to the home page (spec).
      await navigate({ to: res.data.user.role === 'expert' ? '/expert' : '/home' })
      return
    }
    setBusy(false)
    // A bot-check token is good for one try only: the check is renewed (a ticked stand-in stays ticked).
    setBotToken(null)
    setResetKey((k) => k + 1)
    alert.show(res.data.msg ?? FALLBACK_MESSAGES.login)
  }

  return (
    <>
      <PageHero heading={m.account_login_heading()} lead={m.account_login_lead()} />
      <div className="container py-10">
        <div className="card max-w-xl mx-auto md:p-8">
          {/* POST to a worker page that explains, never a GET: the password must not land in a URL (S17). */}
          <form method="post" action={noScriptAction('login')} onSubmit={submit} className="flex flex-col gap-5" aria-busy={busy}>
            <Alert message={alert.message} />
            <EmailField autoComplete="username" value={email} onValue={setEmail} />
            <PasswordField label={m.account_password_label()} name="password" purpose="current" value={password} onValue={setPassword} />
            <BotCheck onToken={setBotToken} resetKey={resetKey} />
            <button type="submit" className="btn-primary text-lg w-full disabled:opacity-70 disabled:cursor-wait" disabled={busy}>
              {busy ? m.account_login_busy() : m.account_login_submit()}
            </button>
            <p className="m-0 text-center">
              {/* The typed address goes along in the router's state, so a tap before the app runs is kept
                  and replayed once it does (data-needs-app); without scripts it is a plain link. */}
              <Link
                to="/forgot-password"
                state={{ email: email.trim().toLowerCase() || undefined }}
                className="font-semibold"
                data-needs-app=""
              >
                {m.account_login_forgot()}
              </Link>
            </p>
            <p className="m-0 text-center">
              {m.account_login_call_before()} <PhoneLink className="font-semibold" nowrapNumber /> {m.account_login_call_after()}
            </p>
            <p className="m-0 text-center">
              {m.account_login_new_here()} <Link to="/signup">{m.account_login_create()}</Link>
            </p>
          </form>
        </div>
      </div>
      {busy ? <LoadingOverlay text={m.account_login_overlay()} /> : null}
    </>
  )
}

/** Covers the page while a request is in flight (spec), with a status people can hear. */
function LoadingOverlay({ text }: { text: string }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/75" data-testid="loading-overlay">
      <div role="status" className="card flex items-center gap-4 text-lg font-semibold shadow-lg">
        <span aria-hidden="true" className="auth-spinner" />
        {text}
      </div>
    </div>
  )
}
