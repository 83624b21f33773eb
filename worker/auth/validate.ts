// Field rules for the account API (docs/product.md "Accounts"): one place, one message per mistake.
// Everything here is pure, so a hostile value can only ever produce an ApiError (a 4xx `{msg}`).
import { ApiError } from '../http/errors'
import { normaliseEmail } from './email'

export const NAME_MAX = 80
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
const PHONE_PATTERN = /^[0-9 +\-()]{7,20}$/
// Control characters (C0, DEL, C1), and the invisible direction overrides used to disguise text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

// Half of a surrogate pair on its own: not text, and databases and mail systems choke on it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Counts what a person sees as characters (code points), not UTF-16 units. */
const length = (text: string) => [...text].length

/** The e-mail rule without a message: the normalised address, or null. */
export function emailOrNull(value: unknown): string | null {
  const email = normaliseEmail(value)
  if (!email || UNPRINTABLE.test(email) || LONE_SURROGATE.test(email)) return null
  return email
}

export function requireEmail(value: unknown): string {
  const email = emailOrNull(value)
  if (!email) throw new ApiError(400, 'Please enter a valid e-mail address, like name@example.com.')
  return email
}

export function requireName(value: unknown): string {
  if (typeof value !== 'string') throw new ApiError(400, 'Please enter your name.')
  const name = value.normalize('NFC').trim().replace(/\s+/g, ' ')
  if (length(name) < 1) throw new ApiError(400, 'Please enter your name.')
  if (length(name) > NAME_MAX) throw new ApiError(400, `Please keep your name to ${NAME_MAX} characters or fewer.`)
  if (UNPRINTABLE.test(name) || LONE_SURROGATE.test(name)) throw new ApiError(400, 'Your name contains characters we cannot use. Please type it again.')
  return name
}

/** A name that may be left out (verify-otp): absent or empty means none; otherwise `requireName`'s rules. */
export function optionalName(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  return requireName(value)
}

/** A new password: 8–128 characters and not the e-mail address (NIST style, no composition rules). */
export function requireNewPassword(value: unknown, email: string): string {
  if (typeof value !== 'string' || value.length === 0) throw new ApiError(400, 'Please choose a password.')
  if (length(value) < PASSWORD_MIN) {
    throw new ApiError(400, `Please choose a password of at least ${PASSWORD_MIN} characters.`)
  }
  if (length(value) > PASSWORD_MAX) {
    throw new ApiError(400, `Please keep your password to ${PASSWORD_MAX} characters or fewer.`)
  }
  if (value.trim().toLowerCase() === email) throw new ApiError(400, 'Your password cannot be your e-mail address.')
  return value
}

/** A password being checked (login, old password): only shape, so no rule leaks through the message. */
export function requirePassword(value: unknown, message = 'Please enter your password.'): string {
  if (typeof value !== 'string' || value.length === 0) throw new ApiError(400, message)
  if (length(value) > PASSWORD_MAX) throw new ApiError(400, 'That password is too long.')
  return value
}

/** Optional phone: empty means none; otherwise 7–20 of digits, spaces and + - ( ). */
export function optionalPhone(value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw new ApiError(400, 'Please enter your phone number using digits.')
  const phone = value.trim()
  if (phone === '') return null
  if (!PHONE_PATTERN.test(phone) || !/\d/.test(phone)) {
    throw new ApiError(
      400,
      'Please enter a phone number of 7 to 20 characters, using digits, spaces, and + - ( ) only.',
    )
  }
  return phone
}

/** The 6-digit code as typed (spaces allowed, e.g. "123 456"). */
export function requireCode(value: unknown): string {
  const code = typeof value === 'string' ? value.replace(/\s+/g, '') : ''
  if (!/^\d{6}$/.test(code)) throw new ApiError(400, 'Please enter the 6-digit code from the e-mail.')
  return code
}

/** Turnstile tokens are at most 2048 characters (Cloudflare's documented limit). */
export function requireBotToken(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) {
    throw new ApiError(400, 'Please complete the CAPTCHA.')
  }
  return value
}
