// Browser push: GET /api/push/key, POST /api/push/subscribe, POST /api/push/unsubscribe.
import { Hono } from 'hono'
import { deleteSubscription, isAllowedEndpoint, parseSubscription, saveSubscription } from '../push'
import { ApiError, clientAddress, readJsonObject } from './http'
import { type RateLimitRule, describeWait, hitRateLimit } from './rate-limit'

export const PUSH_RATE_LIMIT: RateLimitRule = { name: 'push-ip', limit: 20, windowMs: 3_600_000 }

export const pushRoutes = new Hono<{ Bindings: Env }>()

const UNAVAILABLE = 'Alerts on this device are not available right now. You can still get them by e-mail.'

pushRoutes.use('*', async (c, next) => {
  if (c.req.method === 'POST') {
    const limit = await hitRateLimit(c.env.DB, PUSH_RATE_LIMIT, clientAddress(c))
    if (!limit.allowed) {
      throw new ApiError(429, `Too many tries from this connection. Please try again ${describeWait(limit.retryAfterMs)}.`, {
        'retry-after': String(Math.ceil(limit.retryAfterMs / 1000)),
      })
    }
  }
  await next()
})

pushRoutes.get('/key', (c) => {
  if (!c.env.VAPID_PUBLIC_KEY || !c.env.VAPID_PRIVATE_KEY) throw new ApiError(503, UNAVAILABLE)
  return c.json({ publicKey: c.env.VAPID_PUBLIC_KEY })
})

pushRoutes.post('/subscribe', async (c) => {
  if (!c.env.VAPID_PUBLIC_KEY || !c.env.VAPID_PRIVATE_KEY) throw new ApiError(503, UNAVAILABLE)
  const body = await readJsonObject(c)
  const sub = parseSubscription(body.subscription ?? body)
  if (!sub) {
    throw new ApiError(400, 'This browser sent a push subscription we cannot use. Please try again, or sign up by e-mail.')
  }
  if ((await saveSubscription(c.env.DB, sub)) === 'full') throw new ApiError(503, UNAVAILABLE)
  return c.json({ msg: 'This device will now show our scam alerts.' }, 201)
})

pushRoutes.post('/unsubscribe', async (c) => {
  const body = await readJsonObject(c)
  const endpoint = body.endpoint
  if (!isAllowedEndpoint(endpoint)) throw new ApiError(400, 'That is not a push subscription of this site.')
  await deleteSubscription(c.env.DB, endpoint)
  // The same answer whether or not it was stored: the result is the same.
  return c.json({ msg: 'This device will no longer show our scam alerts.' })
})
