// GET /api/system: the console's System view (decision 123), for experts only.
import { Hono } from 'hono'
import { requireSignedIn } from '../auth/account'
import { systemStatus } from '../ops/system'
import { ApiError } from './http'

export const systemRoutes = new Hono<{ Bindings: Env }>()

systemRoutes.get('/', async (c) => {
  const { claims, user } = await requireSignedIn(c.env, c.req.header('authorization'))
  if (claims.role !== 'expert' || user.role !== 'expert') throw new ApiError(403, 'Only SaffeSupport experts can see the system view.')
  return c.json(await systemStatus(c.env))
})
