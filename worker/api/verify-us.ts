// /api/verify-us (decision 110): the signed-in customer asks which SaffeSupport experts are in a chat
// on their account right now. Decision 061's codes (issue and check) are retired: a code read out by
// a caller proved only that someone, possibly a criminal, had chatted with us.
import { Hono } from 'hono'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { requireSignedIn } from '../auth/account'
import { expertsHelping } from '../verify-us/index'
import { ApiError, clientAddress, tooManyRequests } from './http'
import { describeWait, hitRateLimit, RATE_LIMITS } from './rate-limit'

export const verifyUsRoutes = new Hono<{ Bindings: Env }>()

verifyUsRoutes.get('/mine', async (c) => {
  const mine = await hitRateLimit(c.env.DB, RATE_LIMITS.verifyChecksPerAddress, clientAddress(c))
  if (!mine.allowed) {
    throw tooManyRequests(m.tools_verify_rate_limited({ wait: describeWait(mine.retryAfterMs), phone: site.phone }), mine.retryAfterMs)
  }
  const { user } = await requireSignedIn(c.env, c.req.header('authorization'))
  return c.json({ experts: await expertsHelping(c.env, user.id) })
})

// Old pages and consoles may still post codes: they get a clear answer, never a "yes".
verifyUsRoutes.post('/issue', () => {
  throw new ApiError(
    410,
    'Verification codes are no longer given. Ask the customer to sign in and open /verify-us: it shows your first name while you are in their chat.',
  )
})
verifyUsRoutes.post('/check', () => {
  throw new ApiError(410, m.tools_verify_gone({ phone: site.phone }))
})
