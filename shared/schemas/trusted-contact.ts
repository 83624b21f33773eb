// The trusted contact's inputs (decision 160): naming a contact, an "ask" from a scam-check answer,
// a help-now plan, and the token of the contact's links. Built from the shared field rules; the
// messages are in messages/trusted, read in the language of the request or page that parses.
import * as z from 'zod/mini'
import { messageCatalogue } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { charCount, emailField, errorOf, NAME_MAX, nameField, optionalPhoneField, textOf } from './fields'
import { ALLOW_TOKEN, INVITE_TOKEN, STOP_TOKEN } from './rules'
import { helpNowSearch } from './search'

export { ALLOW_TOKEN, INVITE_TOKEN, STOP_TOKEN }

/** The longest part of a checked message the holder may share (characters). */
export const EXCERPT_MAX = 500
/** The longest message the scam checker reads (worker/scam-check MAX_TEXT_LENGTH). */
export const ASK_TEXT_MAX = 10_000

export const trustedMessages = messageCatalogue({
  nameMissing: () => m.trusted_err_name_missing(),
  nameTooLong: () => m.trusted_err_name_too_long({ max: NAME_MAX }),
  nameUnprintable: () => m.trusted_err_name_unprintable(),
  email: () => m.trusted_err_email(),
  phoneNotText: () => m.trusted_err_phone_not_text(),
  phoneInvalid: () => m.trusted_err_phone_invalid(),
  choice: () => m.trusted_err_choice(),
  nothingChosen: () => m.trusted_err_nothing_chosen(),
  ownEmail: () => m.trusted_err_own_email(),
  text: () => m.trusted_err_text(),
  excerptLong: () => m.trusted_err_excerpt_long({ max: EXCERPT_MAX }),
  excerptNotIn: () => m.trusted_err_excerpt_not_in(),
  noPlan: () => m.trusted_err_no_plan(),
  badLink: () => m.trusted_err_bad_link(),
})
type TrustedMessage = keyof typeof trustedMessages
const say = (key: TrustedMessage) => () => trustedMessages[key]

/** A checkbox: true or false; left out means not chosen. */
const choice = z.pipe(
  z.optional(z.boolean(errorOf(say('choice')))),
  z.transform((v: boolean | undefined) => v === true),
)

/** Spaces collapsed, so a part copied from a wrapped message still matches the message. */
export const squash = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim()

/** POST /api/trusted-contact: the contact may never be the holder (`holderEmail`, already normalised). */
export const trustedContactSchema = (holderEmail: string) =>
  z
    .object({
      name: nameField({ missing: say('nameMissing'), tooLong: say('nameTooLong'), unprintable: say('nameUnprintable') }),
      email: z.pipe(
        emailField(say('email')),
        z.string().check(z.refine((email: string) => email !== holderEmail, errorOf(say('ownEmail')))),
      ),
      phone: optionalPhoneField({ notText: say('phoneNotText'), invalid: say('phoneInvalid') }),
      mayAsks: choice,
      mayPlans: choice,
      mayWarnings: choice,
    })
    .check(
      z.refine((v) => v.mayAsks || v.mayPlans || v.mayWarnings, {
        error: () => textOf(say('nothingChosen')),
        path: ['mayAsks'],
      }),
    )

/** POST /api/trusted-contact/ask: the checked message, and the part of it the holder chose to share. */
export const trustedAskSchema = z
  .object({
    text: z.string(errorOf(say('text'))).check(
      z.refine((t: string) => t.trim() !== '', errorOf(say('text'))),
      z.refine((t: string) => charCount(t) <= ASK_TEXT_MAX, errorOf(say('text'))),
    ),
    excerpt: z.pipe(
      z.optional(z.string(errorOf(say('excerptNotIn')))),
      z.transform((v: string | undefined) => squash(v ?? '')),
    ),
    preview: choice,
  })
  .check(
    z.refine((v) => charCount(v.excerpt) <= EXCERPT_MAX, { error: () => textOf(say('excerptLong')), path: ['excerpt'] }),
    z.refine((v) => v.excerpt === '' || squash(v.text).includes(v.excerpt), {
      error: () => textOf(say('excerptNotIn')),
      path: ['excerpt'],
    }),
  )

/** POST /api/trusted-contact/plan: the /help-now choices (the page's own query schema). */
export const trustedPlanSchema = z.object({
  country: z.optional(z.unknown()),
  s: z.optional(z.unknown()),
  preview: choice,
})
export { helpNowSearch }

/** The token of an "accept" or "stop" link, sent as JSON `{token}`. */
export const trustedTokenSchema = (pattern: RegExp) =>
  z.object({ token: z.string(errorOf(say('badLink'))).check(z.regex(pattern, errorOf(say('badLink')))) })
