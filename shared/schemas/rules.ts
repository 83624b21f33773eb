// The field rules without a schema library: lengths, the e-mail shape and the phone shape. A form
// that only needs to check an address in the browser (the newsletter box on /) imports this module
// and ships no zod; shared/schemas/fields.ts builds the schemas on these same rules.

export const NAME_MAX = 80
export const PHONE_MIN = 7
export const PHONE_MAX = 20
/** At least this many digits in a phone number (the rest may be spaces and + - ( )). */
export const PHONE_MIN_DIGITS = 7
export const EMAIL_MIN = 3
export const EMAIL_MAX = 254

/**
 * The token of the link that confirms a sign-up (worker/newsletter/subscriptions.ts makes it):
 * 20-100 URL-safe characters.
 */
export const CONFIRM_TOKEN = /^[\w-]{20,100}$/
/** The personal token of every alert e-mail's links (worker/newsletter/manage.ts): 32 random bytes, base64url. */
export const MANAGE_TOKEN = /^[\w-]{32,64}$/
/** A trusted contact's invitation token (worker/trusted-contact/tokens.ts): 32 random bytes, base64url. */
export const INVITE_TOKEN = /^[\w-]{40,64}$/
/** A trusted contact's stop token: `<contact id>.<expiry, ms>.<HMAC-SHA256, base64url>` (worker/trusted-contact/tokens.ts). */
export const STOP_TOKEN = /^[0-9a-f-]{36}\.\d{10,15}\.[\w-]{43}$/
/** An invited address's "let invitations reach me again" token: `<SHA-256 of the address>.<expiry, ms>.<HMAC>` (U2). */
export const ALLOW_TOKEN = /^[\w-]{43}\.\d{10,15}\.[\w-]{43}$/

/**
 * A display name is plain letters (security review 3, U2): letters and accents, spaces, and the
 * apostrophe, hyphen and full stop names use. No digits (phone numbers), no `@`, `:` or `/` (addresses
 * and links), and none of the words a fake department is made of: our brand, "support" ("soporte"),
 * "fraud", "refund", "expert" (letters only, so "S u p p o r t" counts too). One rule, in every form that takes a name, and in every mail that shows one.
 */
const PLAIN_NAME = /^[\p{L}\p{M}]+(?:(?:[ '’-]|\. )+[\p{L}\p{M}]+)*\.?$/u
const NOT_A_PERSON = /saffe|support|soporte|fraud|refund|expert/i
export const isPlainName = (name: string) =>
  PLAIN_NAME.test(name) &&
  !NOT_A_PERSON.test(
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\p{L}]/gu, ''),
  )

// Control characters (C0, DEL, C1), and the invisible direction overrides used to disguise text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
// Half of a surrogate pair on its own: not text, and databases and mail systems choke on it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const PHONE_CHARACTERS = /^[0-9 +\-()]+$/
// Deliberately simple: one @, something on both sides, a dot in the domain, no spaces or angle brackets.
const EMAIL_SHAPE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

/** Counts what a person sees as characters (code points), not UTF-16 units. */
export const charCount = (text: string) => [...text].length

/** True when the text has nothing a person could not see or type (no control characters, no lone surrogates). */
export const isPrintable = (text: string) => !UNPRINTABLE.test(text) && !LONE_SURROGATE.test(text)

/** The e-mail rule without a message: trimmed, lower-cased, 3-254 characters, a plain shape. The address or null. */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const email = value.trim().toLowerCase()
  if (email.length < EMAIL_MIN || email.length > EMAIL_MAX) return null
  if (!EMAIL_SHAPE.test(email) || !isPrintable(email)) return null
  return email
}

/** The phone rule without a message: 7-20 characters of digits, spaces and + - ( ), at least 7 digits. */
export function isPhoneNumber(phone: string): boolean {
  return (
    phone.length >= PHONE_MIN &&
    phone.length <= PHONE_MAX &&
    PHONE_CHARACTERS.test(phone) &&
    phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS
  )
}

/** A live-room token (worker/trusted-contact/live-tokens.ts): `<w|h>.<id>.<expiry, ms>.<HMAC-SHA256, base64url>`. */
export const PAUSE_TOKEN = /^[wh]\.[\w-]{1,64}\.\d{10,16}\.[\w-]{43}$/
