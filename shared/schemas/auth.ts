// The account inputs (docs/product.md "Accounts"): one schema per call, built from the shared field
// rules. The messages are the API's, word for word; the account pages show the same ones, in the
// language of the page (messages/account).
import * as z from 'zod/mini'
import { messageCatalogue } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { charCount, emailField, errorOf, honeypotField, type Msg, NAME_MAX, nameField, optionalPhoneField, textOf } from './fields'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
/** Turnstile tokens are at most 2048 characters (Cloudflare's documented limit). */
export const BOT_TOKEN_MAX = 2048

/**
 * The messages, each read in the current language when it is read (messageCatalogue: never fixed at import),
 * so `authMessages.email` is Spanish during a Spanish request or on a Spanish page.
 */
export const authMessages = messageCatalogue({
  email: () => m.account_err_email(),
  nameMissing: () => m.account_err_name_missing(),
  nameTooLong: () => m.account_err_name_too_long({ max: NAME_MAX }),
  nameUnprintable: () => m.account_err_name_unprintable(),
  newPasswordMissing: () => m.account_err_new_password_missing(),
  newPasswordShort: () => m.account_err_new_password_short({ min: PASSWORD_MIN }),
  newPasswordLong: () => m.account_err_new_password_long({ max: PASSWORD_MAX }),
  passwordIsEmail: () => m.account_err_password_is_email(),
  passwordMissing: () => m.account_err_password_missing(),
  oldPasswordMissing: () => m.account_err_old_password_missing(),
  passwordTooLong: () => m.account_err_password_too_long(),
  code: () => m.account_err_code(),
  botToken: () => m.account_err_bot_token(),
  phoneNotText: () => m.account_err_phone_not_text(),
  phoneInvalid: () => m.account_err_phone_invalid(),
})
export type AuthMessage = keyof typeof authMessages

/** A message of `authMessages` as a function, for the schemas: read at parse time, in that parse's language. */
const say = (key: AuthMessage) => () => authMessages[key]

export const accountEmail = emailField(say('email'))

export const accountName = nameField({
  missing: say('nameMissing'),
  tooLong: say('nameTooLong'),
  unprintable: say('nameUnprintable'),
})

/** A name that may be left out (verify-otp): absent, null or empty means none. */
export const optionalAccountName = z.pipe(
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value: unknown) => (value === null || value === '' ? undefined : value)),
  ),
  z.optional(accountName),
)

export const accountPhone = optionalPhoneField({ notText: say('phoneNotText'), invalid: say('phoneInvalid') })

/** A new password's own rule (8-128 characters, NIST style, no composition rules). */
export const newPassword = z.string(errorOf(say('newPasswordMissing'))).check(
  z.minLength(1, errorOf(say('newPasswordMissing'))),
  z.refine((p: string) => p.length === 0 || charCount(p) >= PASSWORD_MIN, errorOf(say('newPasswordShort'))),
  z.refine((p: string) => charCount(p) <= PASSWORD_MAX, errorOf(say('newPasswordLong'))),
)

/** A password being checked (login, old password): only shape, so no rule leaks through the message. */
export const passwordToCheck = (missing: Msg = say('passwordMissing')) =>
  z.string(errorOf(missing)).check(
    z.minLength(1, errorOf(missing)),
    z.refine((p: string) => charCount(p) <= PASSWORD_MAX, errorOf(say('passwordTooLong'))),
  )

/** The password must not be the e-mail address (compared trimmed and lower-cased). */
export const isNotEmail = (password: string, email: string) => password.trim().toLowerCase() !== email

/** The 6-digit code as typed (spaces allowed, e.g. "123 456"). */
export const signupCode = z.pipe(
  z.pipe(
    z.optional(z.unknown()),
    z.transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : '')),
  ),
  z.string().check(z.regex(/^\d{6}$/, errorOf(say('code')))),
)

export const botToken = z
  .string(errorOf(say('botToken')))
  .check(z.minLength(1, errorOf(say('botToken'))), z.maxLength(BOT_TOKEN_MAX, errorOf(say('botToken'))))

/** Adds "the password cannot be the e-mail" to an object with `email` and a `password`-like field. */
const passwordNotEmail = <T extends { email?: unknown }>(field: keyof T & string) =>
  z.superRefine((v: T, ctx) => {
    const password = v[field]
    if (typeof password === 'string' && typeof v.email === 'string' && !isNotEmail(password, v.email)) {
      ctx.addIssue({ code: 'custom', path: [field], message: textOf(say('passwordIsEmail')), input: password })
    }
  })

/** POST /api/auth/send-otp. A password sent here waits, hashed, for the browser that sent it only (decision 112). */
export const sendOtpSchema = z
  .object({
    name: accountName,
    email: accountEmail,
    password: z.optional(newPassword),
    /** The optional marketing e-mail box (decision 112); the required box is checked on the page. */
    marketing: z.optional(z.boolean()),
    website: honeypotField,
    /** The bot check (U1); the worker also takes its own proof that this browser passed one lately. */
    turnstileToken: z.optional(botToken),
  })
  .check(passwordNotEmail('password'))

export const resendOtpSchema = z.object({ email: accountEmail })

/** POST /api/auth/verify-otp: the code page (e-mail, code, a new password unless this browser typed one on /signup, and the name if changed). */
export const verifyOtpSchema = z
  .object({ email: accountEmail, otp: signupCode, password: z.optional(newPassword), name: optionalAccountName })
  .check(passwordNotEmail('password'))

/** POST /api/auth/forgot-password (decision 150): the address, and the honeypot like sign-up. */
export const forgotPasswordSchema = z.object({ email: accountEmail, website: honeypotField, turnstileToken: z.optional(botToken) })

/** POST /api/auth/reset-password: the e-mailed code and the new password (never the e-mail itself). */
export const resetPasswordSchema = z
  .object({ email: accountEmail, otp: signupCode, password: newPassword })
  .check(passwordNotEmail('password'))

export const loginSchema = z.object({ email: accountEmail, password: passwordToCheck(), turnstileToken: botToken })

export const profileSchema = z.object({ name: accountName, phone: accountPhone })

/** PUT /api/auth/change-password: the new password may not be the signed-in user's e-mail. */
export const changePasswordSchema = (email: string) =>
  z.object({
    oldPassword: passwordToCheck(say('oldPasswordMissing')),
    newPassword: newPassword.check(z.refine((p: string) => isNotEmail(p, email), errorOf(say('passwordIsEmail')))),
  })
