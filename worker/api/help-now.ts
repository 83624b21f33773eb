// GET /api/help-now/country (decision 060): the country Cloudflare sees for this request, when the
// page has a plan for it: the US, Canada, or Mexico, Panama and Costa Rica, where readers live (their
// own plan, then the one for US and Canadian citizens there). The /help-now page is cached HTML, the
// same for everyone, so it asks for the country here (no-store) and only then preselects it in the form.
import { Hono } from 'hono'
import { RESIDENT_COUNTRIES } from '#content/help-now-choices'

export const helpNowRoutes = new Hono<{ Bindings: Env }>()

const GUESSED: readonly string[] = ['US', 'CA', ...RESIDENT_COUNTRIES.map((c) => c.toUpperCase())]

helpNowRoutes.get('/country', (c) => {
  const cf = (c.req.raw as Request & { cf?: { country?: unknown } }).cf
  const country = typeof cf?.country === 'string' ? cf.country.toUpperCase() : ''
  return c.json({ country: GUESSED.includes(country) ? country : null })
})
