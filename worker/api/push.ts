// Browser push: GET /api/push/key, POST /api/push/subscribe, POST /api/push/unsubscribe. Each input route
// follows the recipe (docs/architecture.md): the limit as middleware, the body through its schema.
import { Hono } from 'hono'
import { m } from '#shared/paraglide/messages.js'
import { ApiError } from '#worker/http/errors'
import { parseBody } from '#worker/http/validate'
import { RATE_LIMITS, rateLimit } from '#worker/rate-limit/index'
import { clientNetwork, networkKey } from '../http/request'
import { deleteSubscription, saveSubscription } from '../push'
import { subscribeSchema, unsubscribeSchema } from '../push/schemas'

export const pushRoutes = new Hono<{ Bindings: Env }>()

/** The network a subscription is counted against (T8): an IPv4 address, or an IPv6 /48 (worker/http/request.ts). */
export { networkKey }

const unavailable = () => m.server_push_unavailable()
const limit = rateLimit(RATE_LIMITS.pushPerAddress, (wait) => m.server_too_many_tries({ wait }))

pushRoutes.get('/key', (c) => {
  if (!c.env.VAPID_PUBLIC_KEY || !c.env.VAPID_PRIVATE_KEY) throw new ApiError(503, unavailable())
  return c.json({ publicKey: c.env.VAPID_PUBLIC_KEY })
})

pushRoutes.post('/subscribe', limit, async (c) => {
  if (!c.env.VAPID_PUBLIC_KEY || !c.env.VAPID_PRIVATE_KEY) throw new ApiError(503, unavailable())
  const sub = await parseBody(c, subscribeSchema)
  if ((await saveSubscription(c.env.DB, sub, clientNetwork(c))) === 'full') throw new ApiError(503, unavailable())
  return c.json({ msg: m.server_push_subscribed() }, 201)
})

pushRoutes.post('/unsubscribe', limit, async (c) => {
  const { endpoint } = await parseBody(c, unsubscribeSchema)
  await deleteSubscription(c.env.DB, endpoint)
  // The same answer whether or not it was stored: the result is the same.
  return c.json({ msg: m.server_push_unsubscribed() })
})
