// Every /api/* call. Errors are always `{ msg }` with a 4xx for bad input; a 500 means a bug.
// Every message is in the request's language (messages/server; worker/http/locale.ts).
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { isPlatformFailure } from '../http/errors'
import { MailCapError, MailError } from '../mail'
import { authRoutes } from './auth'
import { callbackRoutes } from './callback'
import { devRoutes } from './dev'
import { helpNowRoutes } from './help-now'
import { newsletterRoutes } from './newsletter'
import { noScriptRoutes } from './no-script'
import { officialDirectoryRoutes } from './official-directory'
import { pauseRoutes } from './pause'
import { pushRoutes } from './push'
import { reportRoutes } from './report'
import { reviewRoutes } from './review'
import { scamCheckRoutes } from './scam-check'
import { systemRoutes } from './system'
import { trustedContactRoutes } from './trusted-contact'
import { verifyUsRoutes } from './verify-us'

export const api = new Hono<{ Bindings: Env }>().basePath('/api')

api.use('*', async (c, next) => {
  await next()
  c.header('cache-control', 'no-store')
})

api.get('/ping', (c) => c.json({ ok: true, time: new Date().toISOString() }))
api.route('/dev', devRoutes)
api.route('/auth', authRoutes)
api.route('/newsletter', newsletterRoutes)
api.route('/callback', callbackRoutes)
api.route('/no-script', noScriptRoutes)
api.route('/push', pushRoutes)
api.route('/verify-us', verifyUsRoutes)
api.route('/help-now', helpNowRoutes)
api.route('/scam-check', scamCheckRoutes)
api.route('/trusted-contact', trustedContactRoutes)
api.route('/pause', pauseRoutes)
api.route('/system', systemRoutes)
api.route('/official-directory', officialDirectoryRoutes)
api.route('/reports', reportRoutes)
api.route('/review', reviewRoutes)

api.notFound((c) => c.json({ msg: m.server_not_found() }, 404))

/**
 * What a log line may say about an error (U5): its kind and the innermost message, never drizzle's
 * "Failed query: <sql> params: <values>" wrapper, whose values can be password hashes and addresses.
 * The statement's first words say which kind it was.
 */
export function safeCause(err: unknown): string {
  let inner: unknown = err
  for (let i = 0; i < 5 && inner instanceof Error && inner.cause !== undefined; i++) inner = inner.cause
  const name = err instanceof Error ? err.name : typeof err
  const message = inner instanceof Error ? inner.message : String(inner)
  const statement = err instanceof Error ? /Failed query: (\w+(?: into| from)? "?\w+"?)/.exec(err.message)?.[1] : undefined
  const clean = message.replace(/\n?params:[\s\S]*$/, '').replace(/^Failed query:[\s\S]*$/, 'D1 statement failed')
  return `${name}${statement ? ` (${statement})` : ''}: ${clean}`.slice(0, 300)
}

api.onError((err, c) => {
  if (err instanceof HTTPException) {
    const res = err.getResponse()
    if (res.headers.get('content-type')?.includes('application/json')) return res
    return c.json({ msg: err.message || m.server_unhandled() }, err.status)
  }
  if (err instanceof MailCapError) {
    return c.json({ msg: m.server_mail_cap() }, 503)
  }
  if (err instanceof MailError) {
    console.warn('mail failed', err.message)
    return c.json({ msg: m.server_mail_failed() }, 503)
  }
  // A platform part failing (D1, KV, a queue): 503 in the visitor's language, never a 500 (fault drills).
  if (isPlatformFailure(err)) {
    console.error(JSON.stringify({ event: 'failure', part: 'platform', path: c.req.path, cause: safeCause(err) }))
    return c.json({ msg: m.server_unavailable({ phone: site.phone }) }, 503)
  }
  console.error(JSON.stringify({ event: 'failure', part: 'api', path: c.req.path, cause: safeCause(err) }))
  return c.json({ msg: m.server_error() }, 500)
})
