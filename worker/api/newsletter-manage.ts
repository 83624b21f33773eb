// The personal links in every alert e-mail (mounted under /api/newsletter):
//   POST /unsubscribe        {token} as JSON, or ?token= with the RFC 8058 one-click form body
//   GET  /preferences?token= → {email, country, urgentOnly}
//   PUT  /preferences        {token, country, urgentOnly}

import type { Context } from 'hono'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { currentLocale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { COUNTRIES, type Country, readPreferences, savePreferences, unsubscribe } from '../newsletter/manage'
import { ApiError, clientAddress, MAX_BODY_BYTES, readBodyCapped, readJsonObject } from './http'
import { describeWait, hitRateLimit, type RateLimitRule } from './rate-limit'

export const MANAGE_RATE_LIMIT: RateLimitRule = { name: 'newsletter-manage-ip', limit: 60, windowMs: 3_600_000 }

export const manageRoutes = new Hono<{ Bindings: Env }>()

const badLink = () => m.server_bad_link()

// Per route, not `use('*')`: this app is mounted at the newsletter root and must not touch its other routes.
const limited = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const limit = await hitRateLimit(c.env.DB, MANAGE_RATE_LIMIT, clientAddress(c))
  if (!limit.allowed) {
    throw new ApiError(429, m.server_too_many_tries({ wait: describeWait(limit.retryAfterMs) }), {
      'retry-after': String(Math.ceil(limit.retryAfterMs / 1000)),
    })
  }
  await next()
})

/**
 * The token of an unsubscribe request: JSON `{token}`, or `?token=` with a form body, either the RFC 8058
 * one-click body a mail program posts or our page's no-JavaScript form (which adds `confirm=1`).
 */
async function unsubscribeRequest(c: Context): Promise<{ token: unknown; fromPage: boolean }> {
  const type = c.req.header('content-type') ?? ''
  if (/^application\/(.+\+)?json\b/i.test(type)) return { token: (await readJsonObject(c)).token, fromPage: false }
  // Read with the byte cap (S14, T7): a chunked body stops at the limit.
  const body = await readBodyCapped(c.req.raw, MAX_BODY_BYTES)
  const form = /^application\/x-www-form-urlencoded\b/i.test(type)
    ? new URLSearchParams(new TextDecoder().decode(body))
    : new URLSearchParams()
  return { token: c.req.query('token') ?? form.get('token') ?? undefined, fromPage: form.get('confirm') === '1' }
}

manageRoutes.post('/unsubscribe', limited, async (c) => {
  const { token, fromPage } = await unsubscribeRequest(c)
  const result = await unsubscribe(c.env, token)
  // Our page's form without JavaScript gets the page back with the result, not JSON.
  if (fromPage) return c.redirect(localizeHref(`/newsletter/unsubscribe?result=${result}`, currentLocale()), 303)
  if (result === 'invalid') throw new ApiError(400, badLink())
  return c.json({
    msg: result === 'already' ? m.server_already_unsubscribed() : m.server_unsubscribed(),
    result,
  })
})

manageRoutes.get('/preferences', limited, async (c) => {
  const prefs = await readPreferences(c.env, c.req.query('token'))
  if (!prefs) throw new ApiError(400, badLink())
  return c.json(prefs)
})

manageRoutes.put('/preferences', limited, async (c) => {
  const body = await readJsonObject(c)
  const country = body.country
  if (typeof country !== 'string' || !COUNTRIES.includes(country as Country)) {
    throw new ApiError(400, m.server_country_required())
  }
  if (typeof body.urgentOnly !== 'boolean') throw new ApiError(400, m.server_urgent_required())
  const saved = await savePreferences(c.env, body.token, { country: country as Country, urgentOnly: body.urgentOnly })
  if (!saved) throw new ApiError(400, badLink())
  return c.json({ ...saved, msg: m.server_choices_saved() })
})
