// GET /api/help-now/country (decision 060): the country Cloudflare sees for this request,
// when it is the US or Canada. The /help-now page is cached HTML, the same for everyone, so it asks
// for the country here (no-store) and only then preselects it in the form.
import { Hono } from 'hono'

export const helpNowRoutes = new Hono<{ Bindings: Env }>()

helpNowRoutes.get('/country', (c) => {
  const cf = (c.req.raw as Request & { cf?: { country?: unknown } }).cf
  const country = typeof cf?.country === 'string' ? cf.country.toUpperCase() : ''
  return c.json({ country: country === 'US' || country === 'CA' ? country : null })
})
