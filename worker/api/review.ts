// /api/review/* (issue 41 item 6): the review queue.
//   POST /              {source, text, consent: true, verdict?, right?}: anyone, with consent, capped and counted
//   GET  /              the queue (experts)
//   POST /:id/label     {label, family?} (experts)
//   GET  /export        labelled items as checker data, JSON lines (experts)
import { type Context, Hono } from 'hono'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { labelSchema, reviewSchema } from '#shared/schemas/report'
import { requireSignedIn } from '../auth/account'
import { ApiError } from '../http/errors'
import { clientAddress } from '../http/request'
import { parseBody } from '../http/validate'
import { enforceRateLimit, RATE_LIMITS } from '../rate-limit'
import { addReviewItem, exportLabelled, labelItem, reviewQueue } from '../review'

export const reviewRoutes = new Hono<{ Bindings: Env }>()

async function expert(c: Context<{ Bindings: Env }>) {
  const { claims, user } = await requireSignedIn(c.env, c.req.header('authorization'))
  if (claims.role !== 'expert' || user.role !== 'expert') throw new ApiError(403, 'Only SaffeSupport experts can see the review queue.')
  return user
}

reviewRoutes.post('/', async (c) => {
  await enforceRateLimit(c.env.DB, RATE_LIMITS.reviewSendsPerAddress, clientAddress(c), (wait) => m.report_review_err_too_many({ wait }))
  const input = await parseBody(c, reviewSchema)
  return c.json(await addReviewItem(c.env, input, currentLocale()), 201)
})

reviewRoutes.get('/', async (c) => {
  await expert(c)
  return c.json(await reviewQueue(c.env))
})

reviewRoutes.post('/:id/label', async (c) => {
  const user = await expert(c)
  const id = Number(c.req.param('id'))
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, 'That item is no longer in the queue.')
  const input = await parseBody(c, labelSchema)
  return c.json(await labelItem(c.env, id, user.email, input))
})

reviewRoutes.get('/export', async (c) => {
  await expert(c)
  // JSON carrying the JSON lines, so the console reads it through the one API call (apiFetch) and saves
  // the lines as a file in the checker's data format.
  return c.json({ filename: 'review-labelled.jsonl', jsonl: await exportLabelled(c.env) })
})
