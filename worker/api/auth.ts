// /api/auth/*: sign-up by e-mailed code, login behind the bot check, and the account calls.
// Calls, payloads and messages: docs/accounts.md and docs/product.md "Accounts".
// Messages (and the code e-mail) are in the request's language: messages/server, messages/account.
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  resendOtpSchema,
  resetPasswordSchema,
  sendOtpSchema,
  verifyOtpSchema,
} from '#shared/schemas/auth'
import { RESET_ACTION, SIGNUP_ACTION } from '#shared/turnstile'
import { changePassword, login, publicUser, requireSignedIn, saveProfile } from '../auth/account'
import { requireHuman } from '../auth/human'
import { RESET_BROWSER_COOKIE, RESET_BROWSER_MAX_AGE_S, resetPassword, resetSentMsg, sendResetCode } from '../auth/reset'
import {
  codeSentMsg,
  newBrowserKey,
  resendSignupCode,
  SIGNUP_BROWSER_COOKIE,
  SIGNUP_BROWSER_MAX_AGE_S,
  sendSignupCode,
  verifySignupCode,
} from '../auth/signup'
import { revokeAllSessions, revokeSession } from '../auth/tokens'
import { clientAddress, clientNetwork } from '../http/request'
import { parseBody } from '../http/validate'
import { alertSettingsFor } from '../newsletter/manage'
import { linkOrigin } from '../newsletter/subscriptions'
import { enforceRateLimit, pruneRateLimits, RATE_LIMITS } from '../rate-limit'
import { BROWSER_COOKIE, BROWSER_COOKIE_MAX_AGE_S, noteSignIn, warnAccount } from '../trusted-contact'
import { rememberUserTimeZone, reportedTimeZone } from '../trusted-contact/time-zone'

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
  // A password typed on /signup waits, hashed, for this browser only (a short-lived HttpOnly cookie):
  // typed anywhere else, the code asks for a password there (S2 stays fixed, decision 112).
  const { name, email, password, marketing, website: isBot, turnstileToken } = await parseBody(c, sendOtpSchema)
  // Honeypot: a field people never see. A bot that fills it gets the usual answer and nothing is sent.
  if (isBot) return c.json({ msg: codeSentMsg(email) })
  // U1: no mail to an address nobody has proven without a bot check (or this browser's recent proof).
  await requireHuman(c, turnstileToken, SIGNUP_ACTION)
  let bound: { password?: string; browserHash?: string } = {}
  let key: string | undefined
  if (password) {
    const browser = await newBrowserKey()
    key = browser.key
    // Hashed in sendSignupCode, after its limits (U12): a refused request costs no PBKDF2.
    bound = { password, browserHash: browser.hash }
  }
  const answer = await sendSignupCode(c.env, { name, email, marketing: marketing === true, ...bound }, clientAddress(c), clientNetwork(c))
  if (key) {
    setCookie(c, SIGNUP_BROWSER_COOKIE, key, {
      httpOnly: true,
      secure: new URL(c.req.url).protocol === 'https:',
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: SIGNUP_BROWSER_MAX_AGE_S,
    })
  }
  return c.json(answer)
})

authRoutes.post('/resend-otp', async (c) => {
  const { email } = await parseBody(c, resendOtpSchema)
  return c.json(await resendSignupCode(c.env, email))
})

authRoutes.post('/verify-otp', async (c) => {
  const { email, otp: code, password, name } = await parseBody(c, verifyOtpSchema)
  const browserKey = getCookie(c, SIGNUP_BROWSER_COOKIE)
  const answer = await verifySignupCode(c.env, { email, code, password, name, browserKey })
  if (browserKey) deleteCookie(c, SIGNUP_BROWSER_COOKIE, { path: '/api/auth' })
  // W7: the time zone this browser reports, for the times in the account's mails.
  await rememberUserTimeZone(c.env, email, reportedTimeZone(c.req.raw.headers))
  return c.json(answer)
})

// "Forgot your password?" (decision 150): one answer for every address; the code sets a new password.
authRoutes.post('/forgot-password', async (c) => {
  const { email, website: isBot, turnstileToken } = await parseBody(c, forgotPasswordSchema)
  if (isBot) return c.json({ msg: resetSentMsg(email) })
  await requireHuman(c, turnstileToken, RESET_ACTION)
  // U4: the code works only in this browser (a short-lived HttpOnly cookie, as the sign-up password's).
  const { msg, browserKey } = await sendResetCode(c.env, email, clientAddress(c), clientNetwork(c), getCookie(c, RESET_BROWSER_COOKIE))
  setCookie(c, RESET_BROWSER_COOKIE, browserKey, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Strict',
    path: '/api/auth',
    maxAge: RESET_BROWSER_MAX_AGE_S,
  })
  return c.json({ msg })
})

authRoutes.post('/reset-password', async (c) => {
  const { email, otp: code, password } = await parseBody(c, resetPasswordSchema)
  const browserKey = getCookie(c, RESET_BROWSER_COOKIE)
  const { msg, user } = await resetPassword(c.env, { email, code, password, browserKey }, clientAddress(c))
  // Early warning (decision 160): a reset is a password change the holder (and their contact) hears of.
  await warnAccount(c.env, user, 'password', linkOrigin(c.env, c.req.url), currentLocale())
  return c.json({ msg })
})

authRoutes.post('/login', async (c) => {
  const { email, password, turnstileToken: botToken } = await parseBody(c, loginSchema)
  const answer = await login(c.env, { email, password, botToken, address: clientAddress(c), hostname: new URL(c.req.url).hostname })
  await rememberUserTimeZone(c.env, email, reportedTimeZone(c.req.raw.headers))
  // Early warning (decision 160): a sign-in from a browser this account has not used before is mailed.
  const browser = await noteSignIn(c.env, email, getCookie(c, BROWSER_COOKIE), linkOrigin(c.env, c.req.url), currentLocale())
  if (browser) {
    setCookie(c, BROWSER_COOKIE, browser, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Strict',
      secure: new URL(c.req.url).protocol === 'https:',
      maxAge: BROWSER_COOKIE_MAX_AGE_S,
    })
  }
  return c.json(answer)
})

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
  const { name, phone } = await parseBody(c, profileSchema)
  const saved = await saveProfile(c.env, signedIn, name, phone)
  // The holder (and the contact, if chosen) is told when the phone changes: after a takeover, a
  // changed number is how a thief would be called back (W2).
  if ((signedIn.user.phone ?? null) !== (phone ?? null)) {
    await warnAccount(c.env, signedIn.user, 'phone', linkOrigin(c.env, c.req.url), currentLocale())
  }
  return c.json(saved)
})

authRoutes.put('/change-password', async (c) => {
  const signedIn = await requireSignedIn(c.env, c.req.header('authorization'))
  const { oldPassword, newPassword } = await parseBody(c, changePasswordSchema(signedIn.user.email))
  const answer = await changePassword(c.env, signedIn, oldPassword, newPassword, clientAddress(c))
  // Early warning (decision 160): the holder, and the trusted contact if chosen, hear of it.
  await warnAccount(c.env, signedIn.user, 'password', linkOrigin(c.env, c.req.url), currentLocale())
  return c.json(answer)
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
