// The account forms' e-mail and password boxes, written once: the same type, name, `required` and
// autocomplete hints on sign-in, sign-up, the code check and the password change, so password
// managers fill and offer passwords the same way on every form. The code box, the "send a new code"
// block and the honeypot are shared the same way by sign-up, the code check and the password reset.
// The account page's forms (profile, password, trusted contact) share their <form> (AccountForm).
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { TextField } from '#app/components/Field'
import { useTypedBefore } from '#app/lib/typed-before'
import { noScriptAction } from '#shared/no-script'
import { m } from '#shared/paraglide/messages.js'

/**
 * A form of the account page (/AccountIn): `onSubmit` sends it through the API; without scripts it
 * posts to the account's no-script handler instead (shared/no-script.ts).
 */
export function AccountForm({
  label,
  onSubmit,
  className,
  children,
}: {
  label?: string
  onSubmit: (e: FormEvent) => void
  className: string
  children: ReactNode
}) {
  return (
    <form method="post" action={noScriptAction('account')} onSubmit={onSubmit} className={className} aria-label={label}>
      {children}
    </form>
  )
}

/** An account form's two buttons: send it (off while `busy`) and cancel. */
export function SaveOrCancel({ busy, save, cancel, onCancel }: { busy: boolean; save: string; cancel: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className="btn-primary" disabled={busy}>
        {save}
      </button>
      <button type="button" className="btn-secondary" onClick={onCancel}>
        {cancel}
      </button>
    </div>
  )
}

interface ValueProps {
  value: string
  onValue: (value: string) => void
}

/**
 * The e-mail box. `autoComplete`: 'username' where a password follows (sign-in: password managers
 * pair the two), 'email' where an account is being created.
 */
export function EmailField({ value, onValue, autoComplete }: ValueProps & { autoComplete: 'username' | 'email' }) {
  return (
    <TextField
      label={m.account_email_label()}
      type="email"
      name="email"
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  )
}

/** A phone box (optional on these forms): 'tel' for one's own number, 'off' for someone else's. */
export function PhoneField({ label, value, onValue, autoComplete }: ValueProps & { label: string; autoComplete: 'tel' | 'off' }) {
  return (
    <TextField label={label} type="tel" name="phone" autoComplete={autoComplete} value={value} onChange={(e) => onValue(e.target.value)} />
  )
}

/**
 * A password box. `purpose`: 'current' to type the password one has (browsers fill it), 'new' to
 * choose one (browsers offer to generate and save it).
 */
export function PasswordField({
  label,
  hint,
  name,
  purpose,
  value,
  onValue,
}: ValueProps & { label: string; hint?: string; name: string; purpose: 'current' | 'new' }) {
  // "Show password" (5.4): a person who types slowly on a phone can read what they typed before sending.
  const [shown, setShown] = useState(false)
  // Ticked before the app ran (a tap on a words-only page starts it): the tick counts (app/lib/typed-before.ts).
  const shownTicked = useTypedBefore<HTMLInputElement>(shown, (el) => setShown(el.checked))
  return (
    <div className="grid gap-1">
      <TextField
        label={label}
        hint={hint}
        type={shown ? 'text' : 'password'}
        name={name}
        autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
        autoCapitalize="off"
        spellCheck={false}
        required
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
      <label className="inline-flex items-center gap-2 min-h-11 self-start cursor-pointer text-base">
        <input ref={shownTicked} type="checkbox" className="w-5 h-5" checked={shown} onChange={(e) => setShown(e.target.checked)} />
        {m.account_show_password()}
      </label>
    </div>
  )
}

/** The 6-digit code box: digits only, at most six, filled from the SMS/e-mail by browsers that can. */
export function CodeField({ value, onValue }: ValueProps) {
  return (
    <TextField
      label={m.account_verify_code_label()}
      hint={m.account_verify_code_hint()}
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      value={value}
      onChange={(e) => onValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  )
}

/** "Not received?" with the resend button, the cooldown line while `wait` > 0, and any further links. */
export function ResendCode({
  onResend,
  busy,
  wait,
  children,
}: {
  onResend: () => void
  busy: boolean
  wait: number
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <p className="m-0 text-muted">{m.account_verify_not_received()}</p>
      <button type="button" className="btn-secondary disabled:opacity-70" onClick={onResend} disabled={busy || wait > 0}>
        {m.account_verify_resend()}
      </button>
      {wait > 0 ? <p className="m-0 text-muted text-base">{m.account_verify_wait({ seconds: wait })}</p> : null}
      {children}
    </div>
  )
}

/** Honeypot: hidden from people and screen readers; bots that fill it are ignored. */
export function HoneypotField({ value, onValue }: ValueProps) {
  const id = `${useId()}-website`
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{m.account_honeypot_label()}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onValue(e.target.value)} />
    </div>
  )
}
