// The field rules every input shares: ONE e-mail rule, ONE name rule, ONE phone rule, one honeypot.
// Each form keeps its own wording (the messages are arguments), but what is accepted or refused is
// the same everywhere, and tests/unit/schemas.test.ts proves it. Pure: used by the worker's routes
// (worker/http/validate.ts) and by the browser's forms.
// zod/mini: the same zod, with a smaller bundle for the forms that ship these schemas to the browser.
// Messages are functions (or plain strings): a function is called when a value is refused, so one
// schema answers in the language of the page or request that is parsing (shared/i18n.ts).
import * as z from 'zod/mini'
import { m as messages } from '#shared/paraglide/messages.js'

/** A message: text, or a function giving the text in the current language (evaluated per parse). */
export type Msg = string | (() => string)

/** The text of a message, now. */
export const textOf = (msg: Msg): string => (typeof msg === 'function' ? msg() : msg)

/** zod's error parameter for a message, evaluated each time a value is refused. */
export const errorOf = (msg: Msg) => ({ error: () => textOf(msg) })

export const NAME_MAX = 80
export const PHONE_MIN = 7
export const PHONE_MAX = 20
/** At least this many digits in a phone number (the rest may be spaces and + - ( )). */
export const PHONE_MIN_DIGITS = 7
export const EMAIL_MIN = 3
export const EMAIL_MAX = 254

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

/** A transform that turns `value` into the output, or reports `message` (a null result means refused). */
const cleanOr = <T>(clean: (value: unknown) => T | null, message: Msg) =>
  z.transform((value: unknown, ctx) => {
    const out = clean(value)
    if (out === null) {
      ctx.issues.push({ code: 'custom', message: textOf(message), input: value })
      return z.NEVER
    }
    return out
  })

/** The e-mail field: the normalised address, or `message`. */
export const emailField = (message: Msg) => z.pipe(z.optional(z.unknown()), cleanOr(normaliseEmail, message))

export interface NameMessages {
  missing: Msg
  tooLong: Msg
  unprintable: Msg
}

/** The name field: NFC, trimmed, inner spaces collapsed, 1-80 characters, nothing unprintable. */
export const nameField = (m: NameMessages) =>
  z.pipe(
    z.pipe(
      z.string(errorOf(m.missing)),
      z.transform((value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ')),
    ),
    z
      .string()
      .check(
        z.minLength(1, errorOf(m.missing)),
        z.refine((name: string) => charCount(name) <= NAME_MAX, errorOf(m.tooLong)),
        z.refine(isPrintable, errorOf(m.unprintable)),
      ),
  )

/** The phone field (required): trimmed, then the phone rule. */
export const phoneField = (message: Msg) =>
  z.string(errorOf(message)).check(z.trim(), z.refine(isPhoneNumber, errorOf(message)))

/** The phone field where it may be left out: absent, null or blank means none (null). */
export const optionalPhoneField = (m: { notText: Msg; invalid: Msg }) =>
  z.pipe(
    z.pipe(
      z.optional(z.unknown()),
      cleanOr((value) => (value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : null), m.notText),
    ),
    z.pipe(
      z.string().check(z.refine((phone: string) => phone === '' || isPhoneNumber(phone), errorOf(m.invalid))),
      z.transform((phone: string) => (phone === '' ? null : phone)),
    ),
  )

/**
 * The honeypot: a field people never see. Output `true` when a bot filled it (any text that is not
 * blank, or any other value that is not null). Never an error, so a bot learns nothing from it.
 */
export const honeypotField = z.pipe(
  z.optional(z.unknown()),
  z.transform((value: unknown) =>
    typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null,
  ),
)

/** The first message of a failed parse: the API answers with one message for the whole form. */
export function firstMessage(error: z.core.$ZodError, fallback: Msg = () => messages.account_err_check_form()): string {
  return error.issues[0]?.message ?? textOf(fallback)
}

/** One message per field (the first for each), for a form that shows errors beside its fields. */
export function fieldMessages<K extends string>(error: z.core.$ZodError): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {}
  for (const issue of error.issues) {
    const key = issue.path[0]
    if (typeof key === 'string' && !(key in out)) out[key as K] = issue.message
  }
  return out
}
