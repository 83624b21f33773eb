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

export {
  charCount,
  EMAIL_MAX,
  EMAIL_MIN,
  isPhoneNumber,
  isPlainName,
  isPrintable,
  NAME_MAX,
  normaliseEmail,
  PHONE_MAX,
  PHONE_MIN,
  PHONE_MIN_DIGITS,
} from './rules'

import { charCount, isPhoneNumber, isPlainName, isPrintable, NAME_MAX, normaliseEmail } from './rules'

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
  /** Not plain letters (U2); one message for every form unless a form gives its own. */
  notPlain?: Msg
}

/** The name field: NFC, trimmed, inner spaces collapsed, 1-80 characters, nothing unprintable, plain letters (U2). */
export const nameField = (m: NameMessages) =>
  z.pipe(
    z.pipe(
      z.string(errorOf(m.missing)),
      z.transform((value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ')),
    ),
    z.string().check(
      z.minLength(1, errorOf(m.missing)),
      z.refine((name: string) => charCount(name) <= NAME_MAX, errorOf(m.tooLong)),
      z.refine(isPrintable, errorOf(m.unprintable)),
      z.refine((name: string) => !isPrintable(name) || isPlainName(name), errorOf(m.notPlain ?? (() => messages.account_err_name_plain()))),
    ),
  )

/** The phone field (required): trimmed, then the phone rule. */
export const phoneField = (message: Msg) => z.string(errorOf(message)).check(z.trim(), z.refine(isPhoneNumber, errorOf(message)))

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
  z.transform((value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null)),
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
