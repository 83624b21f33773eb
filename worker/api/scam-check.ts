// POST /api/scam-check {text}: the "Is this a scam?" checker (worker/scam-check). Deterministic, no
// network; the text is read, checked and forgotten: nothing of it is stored or logged. The request is
// handled by answerScamCheck, which the page's no-JavaScript form post shares.
import { Hono } from 'hono'
import { ApiError, tooManyRequests } from '#worker/http/errors'
import { answerScamCheck } from '../scam-check/request'

export const scamCheckRoutes = new Hono<{ Bindings: Env }>()

scamCheckRoutes.post('/', async (c) => {
  const outcome = await answerScamCheck(c.req.raw, c.env.DB, 'json')
  if ('answer' in outcome) return c.json(outcome.answer)
  throw outcome.retryAfterMs !== undefined ? tooManyRequests(outcome.msg, outcome.retryAfterMs) : new ApiError(outcome.status, outcome.msg)
})
