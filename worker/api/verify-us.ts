// /api/verify-us (issue 15): experts issue "Is this really SaffeSupport?" codes from the console;
// anyone checks one on /verify-us. Rules in worker/verify-us/codes.ts; decision 061.
import { Hono } from 'hono'
import { getServerByName } from 'partyserver'
import { site } from '#content/site'
import { CHAT_ROOM, VISITOR_ID_PATTERN } from '#shared/chat/protocol'
import { m } from '#shared/paraglide/messages.js'
import { requireSignedIn } from '../auth/account'
import { checkCode, issueCode, normaliseCode } from '../verify-us/codes'
import { ApiError, clientAddress, readJsonObject } from './http'
import { describeWait, hitRateLimit, RATE_LIMITS } from './rate-limit'

export const verifyUsRoutes = new Hono<{ Bindings: Env }>()

verifyUsRoutes.post('/issue', async (c) => {
  const { claims, user } = await requireSignedIn(c.env, c.req.header('authorization'))
  if (claims.role !== 'expert' || user.role !== 'expert') {
    throw new ApiError(403, 'Only SaffeSupport experts can give verification codes.')
  }
  const body = await readJsonObject(c)
  const conversationId = body.conversationId
  if (typeof conversationId !== 'string' || !VISITOR_ID_PATTERN.test(conversationId)) {
    throw new ApiError(400, 'Choose a conversation first.')
  }
  const room = await getServerByName(c.env.ChatRoom, CHAT_ROOM)
  if ((await room.expertOf(conversationId)) !== user.id) {
    throw new ApiError(403, 'This conversation is not yours, so you cannot give its customer a code.')
  }
  const limit = await hitRateLimit(c.env.DB, RATE_LIMITS.verifyIssuePerExpert, user.id)
  if (!limit.allowed) {
    throw new ApiError(429, `You have given many codes in a short time. Try again ${describeWait(limit.retryAfterMs)}.`, {
      'retry-after': String(Math.ceil(limit.retryAfterMs / 1000)),
    })
  }
  const issued = await issueCode(c.env, { id: user.id, name: user.name }, conversationId)
  return c.json({ code: issued.code, expiresAt: new Date(issued.expiresAt).toISOString() })
})

verifyUsRoutes.post('/check', async (c) => {
  const body = await readJsonObject(c)
  // The customer's answers are in the page's language (x-locale); the expert console's stay English.
  if (typeof body.code !== 'string') throw new ApiError(400, m.tools_verify_empty())
  const busy = (retryAfterMs: number, msg: string) =>
    new ApiError(429, msg, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) })
  const mine = await hitRateLimit(c.env.DB, RATE_LIMITS.verifyChecksPerAddress, clientAddress(c))
  if (!mine.allowed) {
    throw busy(mine.retryAfterMs, m.tools_verify_rate_limited({ wait: describeWait(mine.retryAfterMs), phone: site.phone }))
  }
  // A live code is always answered (T6): only a failed lookup of a well-formed code is a guess, and only
  // guesses count against the site-wide budget, so junk from one address cannot silence real codes.
  const result = await checkCode(c.env, body.code)
  if (!result.valid && normaliseCode(body.code)) {
    const all = await hitRateLimit(c.env.DB, RATE_LIMITS.verifyChecksOverall, 'all')
    if (!all.allowed) throw busy(all.retryAfterMs, m.tools_verify_busy({ phone: site.phone, company: site.company }))
  }
  return c.json(
    result.valid ? { valid: true, expertName: result.expertName, issuedAt: new Date(result.issuedAt).toISOString() } : { valid: false },
  )
})
