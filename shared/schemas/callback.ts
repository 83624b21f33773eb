// POST /api/callback and the form on /contact: one schema, so the browser shows beside each field
// exactly what the API would answer. Choices and messages are content (content/callback.ts).
import * as z from 'zod/mini'
import {
  type CallbackField,
  type CallbackInput,
  bestTimes,
  callbackLimits,
  callbackMessages,
  callbackTopics,
  timeZones,
} from '#content/callback'
import { charCount, fieldMessages, honeypotField, nameField, phoneField } from './fields'

const values = <T extends readonly { value: string }[]>(list: T) => list.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]]

const note = z.pipe(
  z.pipe(
    z.optional(z.unknown()),
    // The note is text, kept as typed apart from line endings and outer blank space; never rendered as HTML.
    z.transform((v: unknown) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n').trim() : '')),
  ),
  z.pipe(
    z.string().check(z.refine((n: string) => charCount(n) <= callbackLimits.noteMax, callbackMessages.noteTooLong)),
    z.transform((n: string) => (n === '' ? null : n)),
  ),
)

/** The fields in the order the form shows them: the API answers with the first problem in this order. */
export const callbackSchema = z.object({
  name: nameField({
    missing: callbackMessages.nameMissing,
    tooLong: callbackMessages.nameTooLong,
    unprintable: callbackMessages.nameMissing,
  }),
  phone: phoneField(callbackMessages.phoneInvalid),
  timeZone: z.enum(values(timeZones), { error: callbackMessages.timeZoneMissing }),
  bestTime: z.enum(values(bestTimes), { error: callbackMessages.bestTimeMissing }),
  topic: z.enum(values(callbackTopics), { error: callbackMessages.topicMissing }),
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
