// POST /api/newsletter {email, website?}: asks for a confirmation e-mail (double opt-in).
// GET /api/newsletter/confirm?token=: confirms (the page /newsletter/confirm does the same on the server).
import { Hono } from 'hono'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { newsletterSchema } from '#shared/schemas/newsletter'
import { ApiError } from '../http/errors'
import { clientAddress, readJsonObject } from '../http/request'
import { parseInput } from '../http/validate'
import { confirmSubscription, linkOrigin, requestSubscription } from '../newsletter/subscriptions'
import { enforceRateLimit, RATE_LIMITS } from '../rate-limit'
import { manageRoutes } from './newsletter-manage'

export const newsletterRoutes = new Hono<{ Bindings: Env }>()

// Unsubscribe and preferences (the personal links in alert e-mail): worker/api/newsletter-manage.ts.
newsletterRoutes.route('/', manageRoutes)

/** The same answer for new, pending and confirmed addresses: the inbox owner learns the rest. */
export const checkInboxMsg = () => m.server_check_inbox()

newsletterRoutes.post('/', async (c) => {
  await enforceRateLimit(c.env.DB, RATE_LIMITS.newsletterPerAddress, clientAddress(c), (wait) => m.server_too_many_tries({ wait }))
  const body = await readJsonObject(c)
  // Honeypot (a field people never see), looked at first: bots that fill it get the usual answer,
  // whatever else they sent, and nothing is sent.
  if (newsletterSchema.shape.website.parse(body.website)) return c.json({ msg: checkInboxMsg() })
  // The account e-mail rule (no control characters or direction overrides), with this form's wording.
  const { email } = parseInput(newsletterSchema, body)

  await requestSubscription(c.env, email, linkOrigin(c.env, c.req.url), currentLocale())
  return c.json({ msg: checkInboxMsg() })
})

newsletterRoutes.get('/confirm', async (c) => {
  const result = await confirmSubscription(c.env, c.req.query('token'))
  if (result === 'invalid') {
    throw new ApiError(400, m.server_confirm_bad())
  }
  return c.json({ msg: m.server_confirmed() })
})
