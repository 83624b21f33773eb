// Browser push: GET /api/push/key, POST /api/push/subscribe, POST /api/push/unsubscribe.
import { Hono } from 'hono'
import { m } from '#shared/paraglide/messages.js'
import { ApiError } from '#worker/http/errors'
import { clientAddress, readJsonObject } from '#worker/http/request'
import { enforceRateLimit, RATE_LIMITS } from '#worker/rate-limit/index'
import { networkKey } from '../http/request'
import { deleteSubscription, isAllowedEndpoint, parseSubscription, saveSubscription } from '../push'

export const pushRoutes = new Hono<{ Bindings: Env }>()

/** The network a subscription is counted against (T8): an IPv4 address, or an IPv6 /48 (worker/http/request.ts). */
export { networkKey }

const unavailable = () => m.server_push_unavailable()

pushRoutes.use('*', async (c, next) => {
  if (c.req.method === 'POST') {
    await enforceRateLimit(c.env.DB, RATE_LIMITS.pushPerAddress, clientAddress(c), (wait) => m.server_too_many_tries({ wait }))
  }
  await next()
})

pushRoutes.get('/key', (c) => {
  if (!c.env.VAPID_PUBLIC_KEY || !c.env.VAPID_PRIVATE_KEY) throw new ApiError(503, unavailable())
  return c.json({ publicKey: c.env.VAPID_PUBLIC_KEY })
})

pushRoutes.post('/subscribe', async (c) => {
  if (!c.env.VAPID_PUBLIC_KEY || !c.env.VAPID_PRIVATE_KEY) throw new ApiError(503, unavailable())
  const body = await readJsonObject(c)
  const sub = parseSubscription(body.subscription ?? body)
  if (!sub) {
    throw new ApiError(400, m.server_push_bad())
  }
  if ((await saveSubscription(c.env.DB, sub, networkKey(c.req.header('cf-connecting-ip')))) === 'full') {
    throw new ApiError(503, unavailable())
  }
  return c.json({ msg: m.server_push_subscribed() }, 201)
})

pushRoutes.post('/unsubscribe', async (c) => {
  const body = await readJsonObject(c)
  const endpoint = body.endpoint
  if (!isAllowedEndpoint(endpoint)) throw new ApiError(400, m.server_push_not_ours())
  await deleteSubscription(c.env.DB, endpoint)
  // The same answer whether or not it was stored: the result is the same.
  return c.json({ msg: m.server_push_unsubscribed() })
})
