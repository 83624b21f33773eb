// The personal links in every alert e-mail (mounted under /api/newsletter):
//   POST /unsubscribe        {token} as JSON, or ?token= with the RFC 8058 one-click form body
//   GET  /preferences?token= → {email, country, urgentOnly}
//   PUT  /preferences        {token, country, urgentOnly}

import type { Context } from 'hono'
import { Hono } from 'hono'
import { currentLocale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { preferencesSchema } from '#shared/schemas/newsletter'
import { ApiError } from '#worker/http/errors'
import { MAX_BODY_BYTES, readBodyCapped, readJsonObject } from '#worker/http/request'
import { parseBody } from '#worker/http/validate'
import { RATE_LIMITS, rateLimit } from '#worker/rate-limit/index'
import { readPreferences, savePreferences, unsubscribe } from '../newsletter/manage'

export const manageRoutes = new Hono<{ Bindings: Env }>()

const badLink = () => m.server_bad_link()

// Per route, not `use('*')`: this app is mounted at the newsletter root and must not touch its other routes.
const limited = rateLimit(RATE_LIMITS.newsletterManagePerAddress, (wait) => m.server_too_many_tries({ wait }))

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
  const { token, country, urgentOnly } = await parseBody(c, preferencesSchema)
  const saved = await savePreferences(c.env, token, { country, urgentOnly })
  if (!saved) throw new ApiError(400, badLink())
  return c.json({ ...saved, msg: m.server_choices_saved() })
})
