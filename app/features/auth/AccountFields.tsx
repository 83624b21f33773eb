// The account forms' e-mail and password boxes, written once: the same type, name, `required` and
// autocomplete hints on sign-in, sign-up, the code check and the password change, so password
// managers fill and offer passwords the same way on every form.
import { TextField } from '#app/components/Field'
import { m } from '#shared/paraglide/messages.js'

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
  return (
    <TextField
      label={label}
      hint={hint}
      type="password"
      name={name}
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      required
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  )
}
