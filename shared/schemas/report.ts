// The inputs of "Report it once" and the review queue (issue 45, issue 41 item 6). Messages are in
// messages/report, read in the language of the request or page that parses.
import * as z from 'zod/mini'
import type { AgencyId } from '#content/report-pack'
import { messageCatalogue } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { readDraft } from '#shared/report'
import { charCount, errorOf, isPrintable } from './fields'
import { REPORT_STOP_TOKEN } from './search'

export { REPORT_STOP_TOKEN }

/** The longest text a person may send to the review queue (characters). */
export const REVIEW_TEXT_MAX = 2000
/** The longest reference number. */
export const REFERENCE_MAX = 100

const AGENCY_IDS = [
  'ftc',
  'ic3',
  'cafc',
  'police',
  'bank',
  'gift-card',
  'carrier',
  'condusef',
  'profeco',
] as const satisfies readonly AgencyId[]

export const reportMessages = messageCatalogue({
  badReport: () => m.report_err_bad_report(),
  badReference: () => m.report_err_bad_reference(),
  agree: () => m.report_review_err_agree(),
  text: () => m.report_review_err_text(),
  badLink: () => m.report_stop_bad_link({ phone: '' }),
})
const say = (key: keyof typeof reportMessages) => () => reportMessages[key]

/** POST /api/reports: the draft (read with readDraft: unknown keys dropped, texts cut), and the id when saving it again. */
export const reportSaveSchema = z.object({
  draft: z.pipe(
    z.record(z.string(), z.unknown(), errorOf(say('badReport'))),
    z.transform((value) => readDraft(value)),
  ),
  id: z.optional(z.string(errorOf(say('badReport'))).check(z.regex(/^[0-9a-f-]{36}$/, errorOf(say('badReport'))))),
})

/** POST /api/reports/:id/references */
export const referenceSchema = z.object({
  agency: z.enum(AGENCY_IDS, errorOf(say('badReference'))),
  reference: z
    .pipe(
      z.string(errorOf(say('badReference'))),
      z.transform((v: string) => v.trim()),
    )
    .check(z.refine((v: string) => v !== '' && charCount(v) <= REFERENCE_MAX && isPrintable(v), errorOf(say('badReference')))),
  filedOn: z.pipe(
    z.optional(z.string(errorOf(say('badReference')))),
    z.transform((v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null)),
  ),
})

/** POST /api/reports/:id/checkins */
export const checkinsSchema = z.object({ copyContact: z.optional(z.boolean(errorOf(say('badReport')))) })

/** POST /api/reports/checkins/stop: the token of the stop link. */
export const stopTokenSchema = z.object({
  token: z.string(errorOf(say('badLink'))).check(z.regex(REPORT_STOP_TOKEN, errorOf(say('badLink')))),
})

/** POST /api/review: what the person agreed to send, already without their own details. */
export const reviewSchema = z.object({
  source: z.enum(['checker', 'report'], errorOf(say('text'))),
  text: z
    .string(errorOf(say('text')))
    .check(z.refine((t: string) => t.trim() !== '' && charCount(t) <= REVIEW_TEXT_MAX, errorOf(say('text')))),
  consent: z.literal(true, errorOf(say('agree'))),
  verdict: z.optional(z.string(errorOf(say('text'))).check(z.maxLength(40, errorOf(say('text'))))),
  right: z.optional(z.enum(['yes', 'no', 'unsure'], errorOf(say('text')))),
})

/** POST /api/review/:id/label (experts). */
export const labelSchema = z.object({
  label: z.enum(['scam', 'not-scam', 'unsure'], 'Choose scam, not a scam, or unsure.'),
  family: z.optional(
    z
      .string('The family is a short word.')
      .check(z.regex(/^[a-z0-9-]{0,40}$/, 'The family is a short word in lower case (letters, digits, dashes).')),
  ),
})
