// /api/verify-us (decision 110): the signed-in customer asks which SaffeSupport experts are in a chat
// on their account right now. Decision 061's codes (issue and check) are retired: a code read out by
// a caller proved only that someone, possibly a criminal, had chatted with us.
import { Hono } from 'hono'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { ApiError } from '#worker/http/errors'
import { RATE_LIMITS, rateLimit } from '#worker/rate-limit/index'
import { requireSignedIn } from '../auth/account'
import { expertsHelping } from '../verify-us/index'

export const verifyUsRoutes = new Hono<{ Bindings: Env }>()

/** Counted before the session is read, so guessing tokens costs the same as asking. */
const limit = rateLimit(RATE_LIMITS.verifyChecksPerAddress, (wait) => m.tools_verify_rate_limited({ wait, phone: site.phone }))

verifyUsRoutes.get('/mine', limit, async (c) => {
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
