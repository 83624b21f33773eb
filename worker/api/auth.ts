// /api/auth/*: sign-up by e-mailed code, login behind the bot check, and the account calls.
// Calls, payloads and messages follow the spec (sections 2, 4, 5, 7, 8) and ARCHITECTURE.md "API".
import { Hono } from 'hono'
import { RATE_LIMITS, describeWait, hitRateLimit, pruneRateLimits } from './rate-limit'
import { ApiError, clientAddress, readJsonObject } from './http'
import { changePassword, login, publicUser, requireSignedIn, saveProfile } from '../auth/account'
import { revokeSession } from '../auth/tokens'
import { resendSignupCode, sendSignupCode, verifySignupCode } from '../auth/signup'
import {
  optionalPhone,
  requireBotToken,
  requireCode,
  requireEmail,
  requireName,
  requireNewPassword,
  requirePassword,
} from '../auth/validate'

export const authRoutes = new Hono<{ Bindings: Env }>()

// The site key the login page needs. Pages are the same cached HTML for everyone, so the browser
// asks for it here instead of having it rendered in.
authRoutes.get('/config', (c) => c.json({ turnstileSiteKey: c.env.TURNSTILE_SITE_KEY }))

// Every other auth call: 60 requests per minute per client address.
authRoutes.use('*', async (c, next) => {
  const limit = await hitRateLimit(c.env.DB, RATE_LIMITS.authPerAddress, clientAddress(c))
  if (!limit.allowed) {
    throw new ApiError(429, `Too many requests from this connection. Please try again ${describeWait(limit.retryAfterMs)}.`, {
      'retry-after': String(Math.max(1, Math.ceil(limit.retryAfterMs / 1000))),
    })
  }
  // Keep the counters table small without a cron: about one request in fifty tidies it.
  if (Math.random() < 0.02) c.executionCtx.waitUntil(pruneRateLimits(c.env.DB).catch(() => {}))
  await next()
})

authRoutes.post('/send-otp', async (c) => {
  const body = await readJsonObject(c)
  const name = requireName(body.name)
  const email = requireEmail(body.email)
  const password = requireNewPassword(body.password, email)
  return c.json(await sendSignupCode(c.env, { name, email, password }, clientAddress(c)))
})

authRoutes.post('/resend-otp', async (c) => {
  const body = await readJsonObject(c)
  return c.json(await resendSignupCode(c.env, requireEmail(body.email)))
})

authRoutes.post('/verify-otp', async (c) => {
  const body = await readJsonObject(c)
  const email = requireEmail(body.email)
  const code = requireCode(body.otp)
  return c.json(await verifySignupCode(c.env, email, code))
})

authRoutes.post('/login', async (c) => {
  const body = await readJsonObject(c)
  const email = requireEmail(body.email)
  const password = requirePassword(body.password)
  const botToken = requireBotToken(body.turnstileToken)
  return c.json(
    await login(c.env, { email, password, botToken, address: clientAddress(c), hostname: new URL(c.req.url).hostname }),
  )
})

authRoutes.get('/me', async (c) => {
  const { user } = await requireSignedIn(c.env, c.req.header('authorization'))
  return c.json({ user: publicUser(user) })
})

authRoutes.put('/profile', async (c) => {
  const signedIn = await requireSignedIn(c.env, c.req.header('authorization'))
  const body = await readJsonObject(c)
  return c.json(await saveProfile(c.env, signedIn, requireName(body.name), optionalPhone(body.phone)))
})

authRoutes.put('/change-password', async (c) => {
  const signedIn = await requireSignedIn(c.env, c.req.header('authorization'))
  const body = await readJsonObject(c)
  const oldPassword = requirePassword(body.oldPassword, 'Please enter your old password.')
  const newPassword = requireNewPassword(body.newPassword, signedIn.user.email)
  return c.json(await changePassword(c.env, signedIn, oldPassword, newPassword))
})

authRoutes.post('/logout', async (c) => {
  const { claims } = await requireSignedIn(c.env, c.req.header('authorization'))
  await revokeSession(c.env, claims.sessionId)
  return c.json({ msg: 'You have been signed out.' })
})
