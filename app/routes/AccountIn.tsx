import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { Alert, useAlert } from '#app/components/Alert'
import { TextField } from '#app/components/Field'
import { AccountForm, PasswordField, PhoneField, SaveOrCancel } from '#app/features/auth/AccountFields'
import { callAuthApi } from '#app/features/auth/api'
import { SignedInPage } from '#app/features/auth/SignedInPage'
import { AlertSettings } from '#app/features/newsletter/AlertSettings'
import { TrustedContactSection } from '#app/features/trusted-contact/TrustedContactSection'
import { ExpertsHelping } from '#app/features/verify-us/ExpertsHelping'
import { FALLBACK_MESSAGES } from '#app/lib/api'
import { clearSignIn, type StoredUser, saveStoredUser, signOut } from '#app/lib/auth-state'
import { setFlash } from '#app/lib/flash'
import { pageHead } from '#app/lib/seo'
import { currentLocale, LOCALE_TAGS } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/AccountIn')({
  head: () => pageHead({ title: m.account_in_title(), description: m.account_in_description(), path: '/AccountIn', noindex: true }),
  component: () => (
    <SignedInPage
      heading={m.account_in_heading()}
      lead={m.account_in_lead()}
      loading={m.account_in_loading()}
      width="max-w-2xl"
      content={Account}
    />
  ),
})

function formatDate(value: StoredUser['lastLogin']): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return date.toLocaleString(LOCALE_TAGS[currentLocale()], { dateStyle: 'long', timeStyle: 'short' })
}

function Account({ user }: { user: StoredUser }) {
  const navigate = useNavigate()
  const alert = useAlert()
  const [mode, setMode] = useState<'view' | 'edit'>('view')
  const [showPassword, setShowPassword] = useState(false)

  // Refresh the stored copy from the server; a revoked or expired session signs this browser out.
  useEffect(() => {
    let cancelled = false
    callAuthApi<{ user: StoredUser }>('GET', '/me', undefined, { withToken: true }).then((res) => {
      if (cancelled) return
      if (res.ok && res.data.user) saveStoredUser(res.data.user)
      else if (res.status === 401) clearSignIn()
    })
    return () => {
      cancelled = true
    }
  }, [])

  const logout = async () => {
    await signOut()
    setFlash(m.account_signed_out_flash(), 'info')
    navigate({ to: '/login' })
  }

  // S13: ends every session of this account, on every device, this one included.
  const [leaving, setLeaving] = useState(false)
  const logoutEverywhere = async () => {
    setLeaving(true)
    const res = await callAuthApi('POST', '/logout-everywhere', undefined, { withToken: true })
    setLeaving(false)
    if (!res.ok && res.status !== 401) {
      alert.show(res.data.msg ?? FALLBACK_MESSAGES.signOutEverywhere)
      return
    }
    clearSignIn()
    setFlash(res.data.msg ?? m.account_in_signed_out_everywhere(), 'success')
    navigate({ to: '/login' })
  }

  const initial = [...user.name.trim()][0]?.toUpperCase() ?? '?'
  const lastLogin = formatDate(user.lastLogin)

  return (
    <div className="flex flex-col gap-6">
      <Alert message={alert.message} />
      <section className="card md:p-8" aria-labelledby="account-welcome">
        <div className="flex flex-wrap items-center gap-4">
          <span
            aria-hidden="true"
            className="inline-flex items-center justify-center w-16 h-16 rounded-full bg-navy text-white text-3xl font-bold shrink-0"
          >
            {initial}
          </span>
          <div className="flex-1 min-w-[12rem]">
            <h2 id="account-welcome" className="m-0 text-2xl break-words">
              {m.account_in_welcome({ name: user.name })}
            </h2>
            <p className="m-0 mt-1">{m.account_in_team()}</p>
          </div>
          <button type="button" className="btn-secondary" onClick={logout}>
            {m.account_in_logout()}
          </button>
        </div>

        {mode === 'view' ? (
          <>
            <dl className="mt-6 mb-0 grid grid-cols-1 sm:grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              <dt className="font-semibold">{m.account_in_email()}</dt>
              <dd className="m-0 break-all">{user.email}</dd>
              {user.phone ? (
                <>
                  <dt className="font-semibold">{m.account_in_phone()}</dt>
                  <dd className="m-0">{user.phone}</dd>
                </>
              ) : null}
              {lastLogin ? (
                <>
                  <dt className="font-semibold">{m.account_in_last_login()}</dt>
                  <dd className="m-0">{lastLogin}</dd>
                </>
              ) : null}
            </dl>
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" className="btn-primary" onClick={() => setMode('edit')}>
                {m.account_in_edit()}
              </button>
              <button type="button" className="btn-secondary" onClick={() => setShowPassword(true)} aria-expanded={showPassword}>
                {m.account_in_change_password()}
              </button>
            </div>
          </>
        ) : (
          <EditProfile
            user={user}
            onDone={(text) => {
              setMode('view')
              if (text) alert.show(text, 'success')
            }}
            onError={(text) => alert.show(text)}
          />
        )}
      </section>

      <TrustedContactSection />
      <AlertSettings email={user.email} />
      {/* Decision 110: the experts in a chat the customer started, by first name. */}
      <section className="card md:p-8" aria-labelledby="helping-heading">
        <h2 id="helping-heading" className="m-0 mb-4 text-2xl">
          {m.tools_verify_form_title()}
        </h2>
        <ExpertsHelping />
      </section>

      <section className="card md:p-8" aria-labelledby="everywhere-heading">
        <h2 id="everywhere-heading" className="m-0 text-2xl">
          {m.account_in_elsewhere_heading()}
        </h2>
        <p className="mt-2 mb-4">{m.account_in_elsewhere_text()}</p>
        <button type="button" className="btn-secondary" onClick={logoutEverywhere} disabled={leaving}>
          {leaving ? m.account_in_signing_out() : m.account_in_sign_out_everywhere()}
        </button>
      </section>

      {showPassword ? (
        <ChangePassword
          onDone={(text) => {
            setShowPassword(false)
            alert.show(text, 'success')
          }}
          onCancel={() => setShowPassword(false)}
          onError={(text) => alert.show(text)}
        />
      ) : null}
    </div>
  )
}

function EditProfile({
  user,
  onDone,
  onError,
}: {
  user: StoredUser
  onDone: (message?: string) => void
  onError: (message: string) => void
}) {
  const [name, setName] = useState(user.name)
  const [phone, setPhone] = useState(user.phone ?? '')
  const [busy, setBusy] = useState(false)

  const save = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    const res = await callAuthApi<{ user: StoredUser }>('PUT', '/profile', { name, phone }, { withToken: true })
    setBusy(false)
    if (!res.ok || !res.data.user) {
      onError(res.data.msg ?? FALLBACK_MESSAGES.saveProfile)
      return
    }
    // Saved on the server and in this browser's copy of the user.
    saveStoredUser({ ...user, ...res.data.user })
    onDone(res.data.msg ?? m.account_in_saved())
  }

  return (
    <AccountForm label={m.account_in_edit_label()} onSubmit={save} className="mt-6 flex flex-col gap-4">
      <TextField label={m.account_in_name()} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      <PhoneField label={m.account_in_phone_optional()} autoComplete="tel" value={phone} onValue={setPhone} />
      <SaveOrCancel busy={busy} save={m.account_in_save()} cancel={m.account_in_cancel()} onCancel={() => onDone()} />
    </AccountForm>
  )
}

function ChangePassword({
  onDone,
  onCancel,
  onError,
}: {
  onDone: (message: string) => void
  onCancel: () => void
  onError: (message: string) => void
}) {
  const [oldPassword, setOldPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [busy, setBusy] = useState(false)

  const change = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    // Sent as typed (spec); the token goes in Authorization with no prefix.
    const res = await callAuthApi('PUT', '/change-password', { oldPassword, newPassword }, { withToken: true })
    setBusy(false)
    if (!res.ok) {
      onError(res.data.msg ?? FALLBACK_MESSAGES.changePassword)
      return
    }
    setOldPassword('')
    setNewPassword('')
    onDone(res.data.msg ?? m.account_in_password_changed())
  }

  return (
    <section className="card md:p-8" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className="m-0 text-2xl">
        {m.account_in_password_heading()}
      </h2>
      <AccountForm onSubmit={change} className="mt-4 flex flex-col gap-4">
        <PasswordField
          label={m.account_in_old_password()}
          name="oldPassword"
          purpose="current"
          value={oldPassword}
          onValue={setOldPassword}
        />
        <PasswordField
          label={m.account_in_new_password()}
          hint={m.account_in_new_password_hint()}
          name="newPassword"
          purpose="new"
          value={newPassword}
          onValue={setNewPassword}
        />
        <SaveOrCancel busy={busy} save={m.account_in_change()} cancel={m.account_in_cancel()} onCancel={onCancel} />
      </AccountForm>
    </section>
  )
}
