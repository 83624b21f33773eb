// "Someone is on the phone with me now" (docs/on-the-phone.md): raising an alert and the contact's answer.
import * as z from 'zod/mini'
import { m } from '#shared/paraglide/messages.js'
import { ALERT_KINDS, ANSWERS } from '#shared/pause/protocol'
import { errorOf } from './fields'
import { PAUSE_TOKEN } from './rules'

export { PAUSE_TOKEN }

/** POST /api/pause/alert. */
export const pauseAlertSchema = z.object({
  kind: z.enum(
    ALERT_KINDS,
    errorOf(() => m.pause_err_kind()),
  ),
})

/** POST /api/pause/answer (JSON from the page; the form without JavaScript is read by the route). */
export const pauseAnswerSchema = z.object({
  token: z.string(errorOf(() => m.pause_err_bad_link())).check(
    z.regex(
      PAUSE_TOKEN,
      errorOf(() => m.pause_err_bad_link()),
    ),
  ),
  answer: z.enum(
    ANSWERS,
    errorOf(() => m.pause_err_answer()),
  ),
  alertId: z.optional(
    z.string().check(
      z.regex(
        /^[0-9a-f-]{36}$/,
        errorOf(() => m.pause_err_over()),
      ),
    ),
  ),
})
