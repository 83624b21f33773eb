// WALKTHROUGH (removed after): POST /api/greeting {name} answers a greeting.
import { Hono } from 'hono'
import { m } from '#shared/paraglide/messages.js'
import { greetingSchema } from '#shared/schemas/greeting'
import { ApiError } from '../http/errors'
import { clientAddress } from '../http/request'
import { parseBody } from '../http/validate'
import { enforceRateLimit, RATE_LIMITS } from '../rate-limit'

export const greetingRoutes = new Hono<{ Bindings: Env }>()

greetingRoutes.post('/', async (c) => {
  await enforceRateLimit(c.env.DB, RATE_LIMITS.greetingsPerAddress, clientAddress(c), (wait) => m.server_too_many_tries({ wait }))
  const input = await parseBody(c, greetingSchema)
  if (input.name === 'Nobody') throw new ApiError(422, m.server_greeting_nobody())
  return c.json({ msg: m.server_greeting_hello({ name: input.name }) })
})
