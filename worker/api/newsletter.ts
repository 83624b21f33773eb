// POST /api/newsletter {email, website?}: asks for a confirmation e-mail (double opt-in).
// POST /api/newsletter/confirm: confirms, from the button on /newsletter/confirm (JSON {token}, or without
// JavaScript a form post with ?token= that lands back on the page). Never a GET: mail scanners follow
// links, and a GET must not confirm for the address owner (T11).
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { site } from '#content/site'
import { currentLocale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { newsletterSchema } from '#shared/schemas/newsletter'
import { ApiError } from '../http/errors'
import { clientAddress, MAX_BODY_BYTES, readBodyCapped, readJsonObject } from '../http/request'
import { parseInput } from '../http/validate'
import { escapeHtml } from '../mail'
import { CONFIRM_PATH, confirmWithLinks, linkOrigin, requestSubscription } from '../newsletter/subscriptions'
import { enforceRateLimit, RATE_LIMITS } from '../rate-limit'
import { manageRoutes } from './newsletter-manage'

export const newsletterRoutes = new Hono<{ Bindings: Env }>()

// Unsubscribe and preferences (the personal links in alert e-mail): worker/api/newsletter-manage.ts.
newsletterRoutes.route('/', manageRoutes)

/** The same answer for new, pending and confirmed addresses: the inbox owner learns the rest. */
export const checkInboxMsg = () => m.server_check_inbox()

newsletterRoutes.post('/', async (c) => {
  // The home page's form posts here as a form when JavaScript has not run (T12): the address travels in
  // the body, never in a URL, and the answer is a small page in the visitor's language.
  if (/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '')) return formSignUp(c)
  await enforceRateLimit(c.env.DB, RATE_LIMITS.newsletterPerAddress, clientAddress(c), (wait) => m.server_too_many_tries({ wait }))
  const body = await readJsonObject(c)
  await signUp(c, body)
  return c.json({ msg: checkInboxMsg() })
})

/** The sign-up itself, for the JSON and the form body alike. */
async function signUp(c: Context<{ Bindings: Env }>, body: Record<string, unknown>) {
  // Honeypot (a field people never see), looked at first: bots that fill it get the usual answer,
  // whatever else they sent, and nothing is sent.
  if (newsletterSchema.shape.website.parse(body.website)) return
  // The account e-mail rule (no control characters or direction overrides), with this form's wording.
  const { email } = parseInput(newsletterSchema, body)
  await requestSubscription(c.env, email, linkOrigin(c.env, c.req.url), currentLocale())
}

async function formSignUp(c: Context<{ Bindings: Env }>) {
  let status: ContentfulStatusCode = 200
  let msg: string = checkInboxMsg()
  try {
    await enforceRateLimit(c.env.DB, RATE_LIMITS.newsletterPerAddress, clientAddress(c), (wait) => m.server_too_many_tries({ wait }))
    const form = new URLSearchParams(new TextDecoder().decode(await readBodyCapped(c.req.raw, MAX_BODY_BYTES)))
    await signUp(c, { email: form.get('email') ?? '', website: form.get('website') ?? '' })
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    status = err.status as ContentfulStatusCode
    msg = ((await err.getResponse().json()) as { msg: string }).msg
  }
  const e = escapeHtml
  const locale = currentLocale()
  const title = m.server_newsletter_page_title()
  return c.html(
    `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)} - ${e(site.company)}</title></head>
<body><main><h1>${e(title)}</h1><p>${e(msg)}</p>
<p><a href="${e(localizeHref('/', locale))}">${e(m.server_newsletter_back())}</a></p></main></body></html>`,
    status,
  )
}

newsletterRoutes.post('/confirm', async (c) => {
  await enforceRateLimit(c.env.DB, RATE_LIMITS.newsletterPerAddress, clientAddress(c), (wait) => m.server_too_many_tries({ wait }))
  const type = c.req.header('content-type') ?? ''
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    // The page's no-JavaScript form: back to the page with the result.
    await readBodyCapped(c.req.raw, MAX_BODY_BYTES)
    // With the personal token, the page shows the change and stop links at once (issue 46).
    const { result, manage } = await confirmWithLinks(c.env, c.req.query('token'))
    const links = manage ? `&manage=${encodeURIComponent(manage)}` : ''
    return c.redirect(localizeHref(`${CONFIRM_PATH}?result=${result}${links}`, currentLocale()), 303)
  }
  const { result, manage } = await confirmWithLinks(c.env, (await readJsonObject(c)).token)
  if (result === 'invalid') {
    throw new ApiError(400, m.server_confirm_bad())
  }
  return c.json({ msg: m.server_confirmed(), result, manage })
})
