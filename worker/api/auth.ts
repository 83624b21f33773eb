// /api/auth/*: sign-up by e-mailed code, login behind the bot check, and the account calls.
// Calls, payloads and messages: docs/accounts.md and docs/product.md "Accounts".
// Messages (and the code e-mail) are in the request's language: messages/server, messages/account.
import { Hono } from 'hono'
import { m } from '#shared/paraglide/messages.js'
import { changePasswordSchema, loginSchema, profileSchema, resendOtpSchema, sendOtpSchema, verifyOtpSchema } from '#shared/schemas/auth'
import { changePassword, login, publicUser, requireSignedIn, saveProfile } from '../auth/account'
import { codeSentMsg, resendSignupCode, sendSignupCode, verifySignupCode } from '../auth/signup'
import { revokeAllSessions, revokeSession } from '../auth/tokens'
import { clientAddress } from '../http/request'
import { parseBody } from '../http/validate'
import { enforceRateLimit, pruneRateLimits, RATE_LIMITS } from '../rate-limit'

export const authRoutes = new Hono<{ Bindings: Env }>()

// The site key the login page needs. Pages are the same cached HTML for everyone, so the browser
// asks for it here instead of having it rendered in.
authRoutes.get('/config', (c) => c.json({ turnstileSiteKey: c.env.TURNSTILE_SITE_KEY }))

// Every other auth call: 60 requests per minute per client, counted before the body is read (S14).
authRoutes.use('*', async (c, next) => {
  await enforceRateLimit(c.env.DB, RATE_LIMITS.authPerAddress, clientAddress(c), (wait) => m.server_too_many_requests({ wait }))
  // Keep the counters table small without a cron: about one request in fifty tidies it.
  if (Math.random() < 0.02) c.executionCtx.waitUntil(pruneRateLimits(c.env.DB).catch(() => {}))
  await next()
})

authRoutes.post('/send-otp', async (c) => {
  // The password is chosen at verify-otp (S2). A client that still sends one has it checked, so a
  // mistake is caught early, but it is never stored.
  const { name, email, website: isBot } = await parseBody(c, sendOtpSchema)
  // Honeypot: a field people never see. A bot that fills it gets the usual answer and nothing is sent.
  if (isBot) return c.json({ msg: codeSentMsg(email) })
  return c.json(await sendSignupCode(c.env, { name, email }, clientAddress(c)))
})

authRoutes.post('/resend-otp', async (c) => {
  const { email } = await parseBody(c, resendOtpSchema)
  return c.json(await resendSignupCode(c.env, email))
})

authRoutes.post('/verify-otp', async (c) => {
  const { email, otp: code, password, name } = await parseBody(c, verifyOtpSchema)
  return c.json(await verifySignupCode(c.env, { email, code, password, name }))
})

authRoutes.post('/login', async (c) => {
  const { email, password, turnstileToken: botToken } = await parseBody(c, loginSchema)
  return c.json(await login(c.env, { email, password, botToken, address: clientAddress(c), hostname: new URL(c.req.url).hostname }))
})

authRoutes.get('/me', async (c) => {
  const { user } = await requireSignedIn(c.env, c.req.header('authorization'))
  return c.json({ user: publicUser(user) })
})

authRoutes.put('/profile', async (c) => {
  const signedIn = await requireSignedIn(c.env, c.req.header('authorization'))
  const { name, phone } = await parseBody(c, profileSchema)
  return c.json(await saveProfile(c.env, signedIn, name, phone))
})

authRoutes.put('/change-password', async (c) => {
  const signedIn = await requireSignedIn(c.env, c.req.header('authorization'))
  const { oldPassword, newPassword } = await parseBody(c, changePasswordSchema(signedIn.user.email))
  return c.json(await changePassword(c.env, signedIn, oldPassword, newPassword, clientAddress(c)))
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
