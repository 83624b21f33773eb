// Every /api/* call. Errors are always `{ msg }` with a 4xx for bad input; a 500 means a bug.
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { authRoutes } from './auth'
import { callbackRoutes } from './callback'
import { MailCapError, MailError } from '../mail'
import { devRoutes } from './dev'
import { helpNowRoutes } from './help-now'
import { newsletterRoutes } from './newsletter'
import { noScriptRoutes } from './no-script'
import { pushRoutes } from './push'
import { verifyUsRoutes } from './verify-us'
import { scamCheckRoutes } from './scam-check'

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

api.notFound((c) => c.json({ msg: 'There is nothing at this address.' }, 404))

api.onError((err, c) => {
  if (err instanceof HTTPException) {
    const res = err.getResponse()
    if (res.headers.get('content-type')?.includes('application/json')) return res
    return c.json({ msg: err.message || 'That request could not be handled.' }, err.status)
  }
  if (err instanceof MailCapError) {
    return c.json({ msg: 'We cannot send e-mail just now. Please try again in an hour, or call us.' }, 503)
  }
  if (err instanceof MailError) {
    console.warn('mail failed', err.message)
    return c.json({ msg: 'We could not send the e-mail just now. Please try again in a few minutes.' }, 502)
  }
  console.error('api error', err)
  return c.json({ msg: 'Something went wrong on our side. Please try again, or call us.' }, 500)
})
