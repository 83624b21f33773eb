// POST /api/callback and the form on /contact: one schema, so the browser shows beside each field
// exactly what the API would answer. Choices and messages are content (content/callback.ts, and
// content/es/callback.ts in Spanish): a message is picked when a value is refused, in the language of
// the page or request that is parsing.
import * as z from 'zod/mini'
import {
  bestTimes,
  type CallbackField,
  type CallbackInput,
  type CallbackMessages,
  callbackLimits,
  callbackMessages as callbackMessagesEn,
  callbackTopics,
  timeZones,
} from '#content/callback'
import { callbackMessages as callbackMessagesEs } from '#content/es/callback'
import { callbackMessages as callbackMessagesFr } from '#content/fr/callback'
import { pick } from '#shared/i18n'
import { charCount, errorOf, fieldMessages, honeypotField, nameField, phoneField } from './fields'

/** A call-back message as a function, read in the current language at parse time. */
const say = (key: keyof CallbackMessages) => () => pick({ en: callbackMessagesEn, es: callbackMessagesEs, fr: callbackMessagesFr })[key]

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]]

const note = z.pipe(
  z.pipe(
    z.optional(z.unknown()),
    // The note is text, kept as typed apart from line endings and outer blank space; never rendered as HTML.
    z.transform((v: unknown) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n').trim() : '')),
  ),
  z.pipe(
    z.string().check(z.refine((n: string) => charCount(n) <= callbackLimits.noteMax, errorOf(say('noteTooLong')))),
    z.transform((n: string) => (n === '' ? null : n)),
  ),
)

/** The fields in the order the form shows them: the API answers with the first problem in this order. */
export const callbackSchema = z.object({
  name: nameField({
    missing: say('nameMissing'),
    tooLong: say('nameTooLong'),
    unprintable: say('nameMissing'),
  }),
  phone: phoneField(say('phoneInvalid')),
  timeZone: z.enum(values(timeZones), errorOf(say('timeZoneMissing'))),
  bestTime: z.enum(values(bestTimes), errorOf(say('bestTimeMissing'))),
  topic: z.enum(values(callbackTopics), errorOf(say('topicMissing'))),
  note,
  website: honeypotField,
})

/**
 * Checks a call-back request for the form: the cleaned values, or one message per bad field.
 * The API uses `callbackSchema` directly (worker/api/callback.ts).
 */
export function checkCallback(
  body: Record<string, unknown>,
): { ok: true; value: CallbackInput } | { ok: false; errors: Partial<Record<CallbackField, string>> } {
  const parsed = callbackSchema.safeParse(body)
  if (!parsed.success) return { ok: false, errors: fieldMessages<CallbackField>(parsed.error) }
  const { website: _bot, ...value } = parsed.data
  return { ok: true, value }
}
