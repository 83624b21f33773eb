// /api/pause/* (docs/on-the-phone.md):
//   GET  /contact   the signed-in holder's contact as /on-the-phone shows it ({contact: {name, accepted} | null})
//   POST /alert     {kind: 'call' | 'verify'}: tells the accepted contact now; answers {alert, token, msg}
//   POST /answer    {token, answer, alertId?} from the contact's page, or its form without JavaScript
//                   (?t=, answer=, confirm=1: 303 back to the page with ?result=)
import { type Context, Hono } from 'hono'
import { currentLocale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { ANSWERS, type Answer } from '#shared/pause/protocol'
import { PAUSE_TOKEN, pauseAlertSchema, pauseAnswerSchema } from '#shared/schemas/pause'
import { requireSignedIn } from '../auth/account'
import { ApiError } from '../http/errors'
import { clientAddress, readBodyCapped } from '../http/request'
import { parseBody } from '../http/validate'
import { linkOrigin } from '../newsletter/subscriptions'
import { answerAlert, pauseContact, raiseAlert } from '../pause'
import { enforceRateLimit, RATE_LIMITS } from '../rate-limit'

export const pauseRoutes = new Hono<{ Bindings: Env }>()

const signedIn = (c: Context<{ Bindings: Env }>) => requireSignedIn(c.env, c.req.header('authorization'))

pauseRoutes.use('*', async (c, next) => {
  await enforceRateLimit(c.env.DB, RATE_LIMITS.pauseCallsPerAddress, clientAddress(c), (wait) => m.pause_err_too_many({ wait }))
  await next()
})

pauseRoutes.get('/contact', async (c) => c.json(await pauseContact(c.env, await signedIn(c))))

pauseRoutes.post('/alert', async (c) => {
  const holder = await signedIn(c)
  const { kind } = await parseBody(c, pauseAlertSchema)
  return c.json(await raiseAlert(c.env, holder, kind, linkOrigin(c.env, c.req.url)))
})

pauseRoutes.post('/answer', async (c) => {
  const type = c.req.header('content-type') ?? ''
  if (/^application\/(.+\+)?json\b/i.test(type)) {
    const input = await parseBody(c, pauseAnswerSchema)
    return c.json(await answerAlert(c.env, input.token, input.answer, input.alertId))
  }
  // The page's form without JavaScript: the token in the query, the answer in the body; back to the page.
  const body = new TextDecoder().decode(await readBodyCapped(c.req.raw))
  const form = /^application\/x-www-form-urlencoded\b/i.test(type) ? new URLSearchParams(body) : new URLSearchParams()
  const token = c.req.query('t') ?? ''
  const answer = form.get('answer') ?? ''
  if (!PAUSE_TOKEN.test(token)) throw new ApiError(400, m.pause_err_bad_link())
  if (!(ANSWERS as readonly string[]).includes(answer)) throw new ApiError(400, m.pause_err_answer())
  let result: string = answer
  try {
    await answerAlert(c.env, token, answer as Answer, undefined)
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    result = err.status === 410 ? 'over' : 'invalid'
  }
  const page = localizeHref('/on-the-phone/answer', currentLocale())
  return c.redirect(`${page}?t=${encodeURIComponent(token)}&result=${result}`, 303)
})
