// POST /api/callback: a visitor asks us to phone them. Stored in D1 and e-mailed to the sales inbox; a
// request whose mail fails is stored all the same and mailed by the cron job in worker/callback/ later (decision 121).
import { Hono } from 'hono'
import { bestTimes, labelOf } from '#content/callback'
import { bestTimes as bestTimesEs } from '#content/es/callback'
import { bestTimes as bestTimesFr } from '#content/fr/callback'
import { site } from '#content/site'
import { currentLocale, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { callbackSchema } from '#shared/schemas/callback'
import { notifySales } from '../callback'
import { getDb, schema } from '../db'
import { parseBody } from '../http/validate'
import { RATE_LIMITS, rateLimit } from '../rate-limit'

export const callbackRoutes = new Hono<{ Bindings: Env }>()

/** A note may be 10,000 characters of any script (up to 4 bytes each in UTF-8) besides the fields. */
const CALLBACK_MAX_BYTES = 48 * 1024

/** Counted before the body is read (S14), so a flood of large bodies stops at the limit. */
const limit = rateLimit(RATE_LIMITS.callbackPerAddress, (wait) => m.server_callback_too_many({ wait, phone: site.phone }))

callbackRoutes.post('/', limit, async (c) => {
  // One message for the whole form: the first problem, in the order of the fields.
  const { website: isBot, ...request } = await parseBody(c, callbackSchema, CALLBACK_MAX_BYTES)
  // In the visitor's language, with the time as they chose it ("morning (8 am to noon)").
  const when = labelOf(pick({ en: bestTimes, es: bestTimesEs, fr: bestTimesFr }), request.bestTime).toLowerCase()
  const thanks = m.server_callback_thanks({ name: request.name, phone: request.phone, when, sitePhone: site.phone })
  const locale = currentLocale()

  // A filled-in hidden field means a bot: answer as if all went well, but keep and send nothing.
  if (isBot) return c.json({ msg: thanks })

  // Stored first: once this succeeds the request is ours and reaches sales, now or from the cron.
  const [row] = await getDb(c.env.DB)
    .insert(schema.callbackRequests)
    .values({ ...request, locale })
    .returning({ id: schema.callbackRequests.id })
  // A mail that fails now (budget, Resend) is not the visitor's problem: the cron sends it later.
  await notifySales(c.env, row.id, request, locale)
  return c.json({ msg: thanks })
})
