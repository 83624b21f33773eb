// /api/reports/* (issue 45, docs/report-it-once.md): "Report it once" saved to an account.
//   GET    /                       the account's reports, with their reference numbers
//   POST   /                       {draft, id?}: save (again)
//   DELETE /:id                    delete a report, its numbers and its check-ins
//   POST   /:id/references         {agency, reference, filedOn?}
//   POST   /:id/checkins           {copyContact?}: the check-ins of days 1, 3, 7, 14, 30
//   DELETE /:id/checkins           stop them
//   POST   /checkins/stop          {token}, the page's form (?token=, confirm=1: 303 back), or a mail program's one-click POST
import { type Context, Hono } from 'hono'
import { currentLocale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { checkinsSchema, REPORT_STOP_TOKEN, referenceSchema, reportSaveSchema, stopTokenSchema } from '#shared/schemas/report'
import { requireSignedIn } from '../auth/account'
import { clientAddress, readBodyCapped } from '../http/request'
import { parseBody } from '../http/validate'
import { enforceRateLimit, RATE_LIMITS } from '../rate-limit'
import { addReference, deleteReport, listReports, saveReport, startCheckins, stopByToken, stopCheckins } from '../report'

export const reportRoutes = new Hono<{ Bindings: Env }>()

/** A saved report may be long (eight answers of up to 4,000 characters). */
const MAX_REPORT_BODY = 48 * 1024

const signedIn = (c: Context<{ Bindings: Env }>) => requireSignedIn(c.env, c.req.header('authorization'))
const tooMany = (wait: string) => m.report_err_too_many({ wait })

reportRoutes.use('*', async (c, next) => {
  await enforceRateLimit(c.env.DB, RATE_LIMITS.reportCallsPerAddress, clientAddress(c), tooMany)
  await next()
})

reportRoutes.get('/', async (c) => c.json({ reports: await listReports(c.env, await signedIn(c)) }))

reportRoutes.post('/', async (c) => {
  const holder = await signedIn(c)
  await enforceRateLimit(c.env.DB, RATE_LIMITS.reportSavesPerAccount, holder.user.id, tooMany)
  const input = await parseBody(c, reportSaveSchema, MAX_REPORT_BODY)
  return c.json(await saveReport(c.env, holder, input.draft, input.id, currentLocale()), input.id ? 200 : 201)
})

reportRoutes.post('/checkins/stop', async (c) => {
  const type = c.req.header('content-type') ?? ''
  if (/^application\/(.+\+)?json\b/i.test(type)) {
    const { token } = await parseBody(c, stopTokenSchema)
    return c.json({ result: await stopByToken(c.env, token) })
  }
  // The page's form without JavaScript, or a mail program's one-click POST: the token is in the query.
  const fromPage = (new TextDecoder().decode(await readBodyCapped(c.req.raw, 1024)) ?? '').includes('confirm=1')
  const token = c.req.query('token') ?? ''
  const result = REPORT_STOP_TOKEN.test(token) ? await stopByToken(c.env, token) : 'invalid'
  if (fromPage) return c.redirect(`${localizeHref('/report-checkins', currentLocale())}?result=${result}`, 303)
  return c.json({ result }, result === 'invalid' ? 400 : 200)
})

reportRoutes.delete('/:id', async (c) => c.json(await deleteReport(c.env, await signedIn(c), c.req.param('id'))))

reportRoutes.post('/:id/references', async (c) => {
  const holder = await signedIn(c)
  const input = await parseBody(c, referenceSchema)
  return c.json(await addReference(c.env, holder, c.req.param('id'), input), 201)
})

reportRoutes.post('/:id/checkins', async (c) => {
  const holder = await signedIn(c)
  const input = await parseBody(c, checkinsSchema)
  return c.json(await startCheckins(c.env, holder, c.req.param('id'), input.copyContact === true, currentLocale()))
})

reportRoutes.delete('/:id/checkins', async (c) => c.json(await stopCheckins(c.env, await signedIn(c), c.req.param('id'))))
