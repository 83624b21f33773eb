// Local development only: the outbox that stands in for real e-mail. 404 unless ENVIRONMENT is
// exactly `development` (worker/env.ts: anything else, or nothing, is production).
import { Hono } from 'hono'
import { normaliseEmail } from '#shared/schemas/fields'
import { ApiError } from '#worker/http/errors'
import { isProduction } from '../env'
import { readOutbox } from '../mail'

export const devRoutes = new Hono<{ Bindings: Env }>()

devRoutes.use('*', async (c, next) => {
  if (isProduction(c.env)) throw new ApiError(404, 'Not found.')
  await next()
})

devRoutes.get('/outbox', async (c) => {
  const to = normaliseEmail(c.req.query('to'))
  if (!to) throw new ApiError(400, 'Add ?to= with the e-mail address whose messages you want.')
  return c.json({ messages: await readOutbox(c.env.DB, to) })
})
