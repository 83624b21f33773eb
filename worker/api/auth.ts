// /api/auth/*: sign-up by e-mailed code, login behind the bot check, and the account calls.
// Calls, payloads and messages: docs/accounts.md and docs/product.md "Accounts".
// Messages (and the code e-mail) are in the request's language: messages/server, messages/account.
import { Hono } from 'hono'
import { m } from '#shared/paraglide/messages.js'
import { resendOtpSchema } from '#shared/schemas/auth'
import { publicUser, requireSignedIn } from '../auth/account'
import { resendSignupCode } from '../auth/signup'
import { revokeAllSessions, revokeSession } from '../auth/tokens'
import { clientAddress, readJsonObject } from '../http/request'
import { parseBody } from '../http/validate'
import { alertSettingsFor } from '../newsletter/manage'
import { enforceRateLimit, pruneRateLimits, RATE_LIMITS } from '../rate-limit'
import { accountFormRoutes } from './account-forms'
import {
  askResetCode,
  changePasswordAndWarn,
  confirmSignup,
  saveProfileAndWarn,
  saveResetPassword,
  signIn,
  startSignup,
} from './auth-actions'
import { authFormRoutes } from './auth-forms'

export const authRoutes = new Hono<{ Bindings: Env }>()

// The site key the login page needs. Pages are the same cached HTML for everyone, so the browser
// asks for it here instead of having it rendered in.
authRoutes.get('/config', (c) => c.json({ turnstileSiteKey: c.env.TURNSTILE_SITE_KEY }))

// Every other auth call: 60 requests per minute per client, counted before the body is read (S14).
authRoutes.use('*', async (c, next) => {
  // The plain forms count the same limit themselves, to answer it as a page (worker/api/auth-forms.ts).
  if (c.req.path.startsWith('/api/auth/form/')) return next()
  await enforceRateLimit(c.env.DB, RATE_LIMITS.authPerAddress, clientAddress(c), (wait) => m.server_too_many_requests({ wait }))
  // Keep the counters table small without a cron: about one request in fifty tidies it.
  if (Math.random() < 0.02) c.executionCtx.waitUntil(pruneRateLimits(c.env.DB).catch(() => {}))
  await next()
})

authRoutes.post('/send-otp', async (c) => c.json(await startSignup(c, await readJsonObject(c))))

authRoutes.post('/resend-otp', async (c) => {
  const { email } = await parseBody(c, resendOtpSchema)
  return c.json(await resendSignupCode(c.env, email))
})

authRoutes.post('/verify-otp', async (c) => c.json(await confirmSignup(c, await readJsonObject(c))))

// "Forgot your password?" (decision 150): one answer for every address; the code sets a new password.
authRoutes.post('/forgot-password', async (c) => c.json(await askResetCode(c, await readJsonObject(c))))

authRoutes.post('/reset-password', async (c) => c.json(await saveResetPassword(c, await readJsonObject(c))))

authRoutes.post('/login', async (c) => c.json(await signIn(c, await readJsonObject(c))))

// The same forms sent without JavaScript: plain pages (worker/api/auth-forms.ts), and the account
// page for a browser signed in that way (worker/api/account-forms.ts).
authRoutes.route('/form/account', accountFormRoutes)
authRoutes.route('/form', authFormRoutes)

authRoutes.get('/me', async (c) => {
  const { user } = await requireSignedIn(c.env, c.req.header('authorization'))
  return c.json({ user: publicUser(user) })
})

// The account page's scam-alert settings (issue 46, N3): alerts are a choice, shown and changed from here.
authRoutes.get('/alerts', async (c) => {
  const { user } = await requireSignedIn(c.env, c.req.header('authorization'))
  return c.json(await alertSettingsFor(c.env, user.email))
})

authRoutes.put('/profile', async (c) => {
  const signedIn = await requireSignedIn(c.env, c.req.header('authorization'))
  return c.json(await saveProfileAndWarn(c, signedIn, await readJsonObject(c)))
})

authRoutes.put('/change-password', async (c) => {
  const signedIn = await requireSignedIn(c.env, c.req.header('authorization'))
  return c.json(await changePasswordAndWarn(c, signedIn, await readJsonObject(c)))
})

authRoutes.post('/logout', async (c) => {
  const { claims } = await requireSignedIn(c.env, c.req.header('authorization'))
  await revokeSession(c.env, claims.sessionId)
  return c.json({ msg: m.server_signed_out() })
})

// S13: sign out every device, this one included (e.g. after using a shared or lost computer).
authRoutes.post('/logout-everywhere', async (c) => {
  const { user } = await requireSignedIn(c.env, c.req.header('authorization'))
  await revokeAllSessions(c.env, user.id)
  return c.json({ msg: m.server_signed_out_everywhere() })
})
