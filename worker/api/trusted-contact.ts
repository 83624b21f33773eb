// /api/trusted-contact/* (decision 160):
//   GET    /         the signed-in holder's contact, or null
//   POST   /         name (or change) the contact: {name, email, phone?, mayAsks, mayPlans, mayWarnings}
//   DELETE /         end it, or withdraw the invitation
//   POST   /ask      {text, excerpt?, preview?}: a scam-check answer to the contact
//   POST   /plan     {country?, s, preview?}: the /help-now steps to the contact
//   POST   /accept   {token}, or the page's form without JavaScript (?token=, confirm=1: 303 back)
//   POST   /stop     {token}, the page's form (303 back), or the RFC 8058 one-click body of a mail program
//   POST   /allow    {token} or the page's form: an invited address lets invitations reach it again (U2)
import { type Context, Hono } from 'hono'
import { currentLocale, localizeHref, withElision } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import {
  ALLOW_TOKEN,
  INVITE_TOKEN,
  STOP_TOKEN,
  trustedAskSchema,
  trustedContactSchema,
  trustedPlanSchema,
  trustedTokenSchema,
} from '#shared/schemas/trusted-contact'
import { requireSignedIn } from '../auth/account'
import { ApiError } from '../http/errors'
import { clientAddress, readBodyCapped } from '../http/request'
import { parseBody } from '../http/validate'
import { linkOrigin } from '../newsletter/subscriptions'
import { enforceRateLimit, RATE_LIMITS } from '../rate-limit'
import { MAX_SCAM_CHECK_BODY } from '../scam-check/request'
import {
  acceptInvitation,
  allowByToken,
  askContact,
  contactOf,
  endContact,
  nameContact,
  publicContact,
  sendPlan,
  stopByToken,
} from '../trusted-contact'
import { reportedTimeZone } from '../trusted-contact/time-zone'

export const trustedContactRoutes = new Hono<{ Bindings: Env }>()

const origin = (c: Context<{ Bindings: Env }>) => linkOrigin(c.env, c.req.url)
const signedIn = (c: Context<{ Bindings: Env }>) => requireSignedIn(c.env, c.req.header('authorization'))

// Every call: counted per client before anything is read (the holder's calls and the contact's links).
trustedContactRoutes.use('*', async (c, next) => {
  const rule =
    c.req.path.endsWith('/accept') || c.req.path.endsWith('/stop') || c.req.path.endsWith('/allow')
      ? RATE_LIMITS.trustedLinksPerAddress
      : RATE_LIMITS.trustedCallsPerAddress
  await enforceRateLimit(c.env.DB, rule, clientAddress(c), (wait) => m.trusted_err_too_many({ wait }))
  await next()
})

trustedContactRoutes.get('/', async (c) => {
  const { user } = await signedIn(c)
  const contact = await contactOf(c.env, user.id)
  return c.json({ contact: contact ? publicContact(contact) : null })
})

trustedContactRoutes.post('/', async (c) => {
  const holder = await signedIn(c)
  const input = await parseBody(c, trustedContactSchema(holder.user.email))
  return c.json(await nameContact(c.env, holder, input, origin(c), currentLocale()))
})

trustedContactRoutes.delete('/', async (c) => {
  const holder = await signedIn(c)
  return c.json(await endContact(c.env, holder, origin(c)))
})

trustedContactRoutes.post('/ask', async (c) => {
  const holder = await signedIn(c)
  // The checked message can be 10,000 characters, so the body may be larger than the usual 16 KB.
  const input = await parseBody(c, trustedAskSchema, MAX_SCAM_CHECK_BODY)
  // U12: every ask, preview or not, runs the checker: it counts against the checker's own limit.
  await enforceRateLimit(c.env.DB, RATE_LIMITS.scamChecksPerAddress, clientAddress(c), (wait) => m.trusted_err_too_many({ wait }))
  return c.json(await askContact(c.env, holder, input, origin(c)))
})

trustedContactRoutes.post('/plan', async (c) => {
  const holder = await signedIn(c)
  const input = await parseBody(c, trustedPlanSchema)
  return c.json(await sendPlan(c.env, holder, input, origin(c)))
})

/**
 * The token of a link: JSON `{token}` from our page, or `?token=` with a form body (our page without
 * JavaScript adds `confirm=1`; a mail program's one-click POST sends `List-Unsubscribe=One-Click`).
 */
async function linkToken(c: Context<{ Bindings: Env }>, pattern: RegExp): Promise<{ token: string | null; fromPage: boolean }> {
  const type = c.req.header('content-type') ?? ''
  if (/^application\/(.+\+)?json\b/i.test(type)) {
    const { token } = await parseBody(c, trustedTokenSchema(pattern))
    return { token, fromPage: false }
  }
  const body = new TextDecoder().decode(await readBodyCapped(c.req.raw))
  const form = /^application\/x-www-form-urlencoded\b/i.test(type) ? new URLSearchParams(body) : new URLSearchParams()
  const raw = c.req.query('token') ?? form.get('token') ?? ''
  return { token: pattern.test(raw) ? raw : null, fromPage: form.get('confirm') === '1' }
}

const backToPage = (c: Context, result: string) => c.redirect(localizeHref(`/trusted-contact?result=${result}`, currentLocale()), 303)

trustedContactRoutes.post('/accept', async (c) => {
  const { token, fromPage } = await linkToken(c, INVITE_TOKEN)
  const outcome = token
    ? await acceptInvitation(c.env, token, origin(c), reportedTimeZone(c.req.raw.headers))
    : ({ result: 'invalid' } as const)
  if (fromPage) return backToPage(c, outcome.result)
  if (outcome.result === 'invalid') throw new ApiError(400, m.trusted_err_bad_link())
  return c.json({
    result: outcome.result,
    watch: outcome.watch,
    holder: outcome.holder,
    msg: withElision(m.trusted_msg_accepted, { holder: outcome.holder }),
  })
})

trustedContactRoutes.post('/stop', async (c) => {
  const { token, fromPage } = await linkToken(c, STOP_TOKEN)
  const result = token ? await stopByToken(c.env, token, origin(c)) : 'invalid'
  if (fromPage) return backToPage(c, result)
  if (result === 'invalid') throw new ApiError(400, m.trusted_err_bad_link())
  return c.json({ result, msg: m.trusted_msg_stopped() })
})

trustedContactRoutes.post('/allow', async (c) => {
  const { token, fromPage } = await linkToken(c, ALLOW_TOKEN)
  const result = token ? await allowByToken(c.env, token) : 'invalid'
  if (fromPage) return backToPage(c, result)
  if (result === 'invalid') throw new ApiError(400, m.trusted_err_bad_link())
  return c.json({ result, msg: m.trusted_msg_allowed() })
})
