// The account inputs (docs/product.md "Accounts"): one schema per call, built from the shared field
// rules. The messages are the API's, word for word; the account pages show the same ones.
import * as z from 'zod/mini'
import { emailField, honeypotField, nameField, optionalPhoneField, charCount } from './fields'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
/** Turnstile tokens are at most 2048 characters (Cloudflare's documented limit). */
export const BOT_TOKEN_MAX = 2048

export const authMessages = {
  email: 'Please enter a valid e-mail address, like name@example.com.',
  nameMissing: 'Please enter your name.',
  nameTooLong: 'Please keep your name to 80 characters or fewer.',
  nameUnprintable: 'Your name contains characters we cannot use. Please type it again.',
  newPasswordMissing: 'Please choose a password.',
  newPasswordShort: `Please choose a password of at least ${PASSWORD_MIN} characters.`,
  newPasswordLong: `Please keep your password to ${PASSWORD_MAX} characters or fewer.`,
  passwordIsEmail: 'Your password cannot be your e-mail address.',
  passwordMissing: 'Please enter your password.',
  oldPasswordMissing: 'Please enter your old password.',
  passwordTooLong: 'That password is too long.',
  code: 'Please enter the 6-digit code from the e-mail.',
  botToken: 'Please complete the CAPTCHA.',
  phoneNotText: 'Please enter your phone number using digits.',
  phoneInvalid: 'Please enter a phone number of 7 to 20 characters, using digits, spaces, and + - ( ) only.',
} as const

export const accountEmail = emailField(authMessages.email)

export const accountName = nameField({
  missing: authMessages.nameMissing,
  tooLong: authMessages.nameTooLong,
  unprintable: authMessages.nameUnprintable,
})

/** A name that may be left out (verify-otp): absent, null or empty means none. */
export const optionalAccountName = z.pipe(
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value: unknown) => (value === null || value === '' ? undefined : value)),
  ),
  z.optional(accountName),
)

export const accountPhone = optionalPhoneField({ notText: authMessages.phoneNotText, invalid: authMessages.phoneInvalid })

/** A new password's own rule (8-128 characters, NIST style, no composition rules). */
export const newPassword = z
  .string({ error: authMessages.newPasswordMissing })
  .check(
    z.minLength(1, authMessages.newPasswordMissing),
    z.refine((p: string) => p.length === 0 || charCount(p) >= PASSWORD_MIN, authMessages.newPasswordShort),
    z.refine((p: string) => charCount(p) <= PASSWORD_MAX, authMessages.newPasswordLong),
  )

/** A password being checked (login, old password): only shape, so no rule leaks through the message. */
export const passwordToCheck = (missing: string = authMessages.passwordMissing) =>
  z
    .string({ error: missing })
    .check(z.minLength(1, missing), z.refine((p: string) => charCount(p) <= PASSWORD_MAX, authMessages.passwordTooLong))

/** The password must not be the e-mail address (compared trimmed and lower-cased). */
export const isNotEmail = (password: string, email: string) => password.trim().toLowerCase() !== email

/** The 6-digit code as typed (spaces allowed, e.g. "123 456"). */
export const signupCode = z.pipe(
  z.pipe(
    z.optional(z.unknown()),
    z.transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : '')),
  ),
  z.string().check(z.regex(/^\d{6}$/, authMessages.code)),
)

export const botToken = z
  .string({ error: authMessages.botToken })
  .check(z.minLength(1, authMessages.botToken), z.maxLength(BOT_TOKEN_MAX, authMessages.botToken))

/** Adds "the password cannot be the e-mail" to an object with `email` and a `password`-like field. */
const passwordNotEmail = <T extends { email?: unknown }>(field: keyof T & string) =>
  z.superRefine((v: T, ctx) => {
    const password = v[field]
    if (typeof password === 'string' && typeof v.email === 'string' && !isNotEmail(password, v.email)) {
      ctx.addIssue({ code: 'custom', path: [field], message: authMessages.passwordIsEmail, input: password })
    }
  })

/** POST /api/auth/send-otp. A password sent here (older clients) is checked but never stored. */
export const sendOtpSchema = z
  .object({ name: accountName, email: accountEmail, password: z.optional(newPassword), website: honeypotField })
  .check(passwordNotEmail('password'))

export const resendOtpSchema = z.object({ email: accountEmail })

/** POST /api/auth/verify-otp: the code page (e-mail, code, new password, and the name if changed). */
export const verifyOtpSchema = z
  .object({ email: accountEmail, otp: signupCode, password: newPassword, name: optionalAccountName })
  .check(passwordNotEmail('password'))

export const loginSchema = z.object({ email: accountEmail, password: passwordToCheck(), turnstileToken: botToken })

export const profileSchema = z.object({ name: accountName, phone: accountPhone })

/** PUT /api/auth/change-password: the new password may not be the signed-in user's e-mail. */
export const changePasswordSchema = (email: string) =>
  z.object({
    oldPassword: passwordToCheck(authMessages.oldPasswordMissing),
    newPassword: newPassword.check(z.refine((p: string) => isNotEmail(p, email), authMessages.passwordIsEmail)),
  })
