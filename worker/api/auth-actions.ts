// The account actions behind /api/auth, each taking a body already read: the JSON calls
// (worker/api/auth.ts) and the plain forms sent without JavaScript (worker/api/auth-forms.ts) run the
// very same steps (schema, honeypot, bot check, limits, cookies, early warnings).
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { currentLocale } from '#shared/i18n'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  resetPasswordSchema,
  sendOtpSchema,
  verifyOtpSchema,
} from '#shared/schemas/auth'
import { RESET_ACTION, SIGNUP_ACTION } from '#shared/turnstile'
import { changePassword, login, type SignedIn, saveProfile } from '../auth/account'
import { requireHuman } from '../auth/human'
import { RESET_BROWSER_COOKIE, RESET_BROWSER_MAX_AGE_S, resetPassword, resetSentMsg, sendResetCode } from '../auth/reset'
import {
  codeSentMsg,
  newBrowserKey,
  SIGNUP_BROWSER_COOKIE,
  SIGNUP_BROWSER_MAX_AGE_S,
  sendSignupCode,
  verifySignupCode,
} from '../auth/signup'
import { clientAddress, clientNetwork } from '../http/request'
import { parseInput } from '../http/validate'
import { linkOrigin } from '../newsletter/subscriptions'
import { BROWSER_COOKIE, BROWSER_COOKIE_MAX_AGE_S, noteSignIn, warnAccount } from '../trusted-contact'
import { rememberUserTimeZone, reportedTimeZone } from '../trusted-contact/time-zone'

type C = Context<{ Bindings: Env }>
const secure = (c: C) => new URL(c.req.url).protocol === 'https:'

/** send-otp: a pending sign-up and an e-mailed code (the same answer for every address). */
export async function startSignup(c: C, body: unknown): Promise<{ msg: string }> {
  // A password typed on /signup waits, hashed, for this browser only (a short-lived HttpOnly cookie):
  // typed anywhere else, the code asks for a password there (S2 stays fixed, decision 112).
  const { name, email, password, marketing, website: isBot, turnstileToken } = parseInput(sendOtpSchema, body)
  // Honeypot: a field people never see. A bot that fills it gets the usual answer and nothing is sent.
  if (isBot) return { msg: codeSentMsg(email) }
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
      secure: secure(c),
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: SIGNUP_BROWSER_MAX_AGE_S,
    })
  }
  return answer
}

/** verify-otp: the pending sign-up becomes an account (PasswordNeeded when this browser typed none). */
export async function confirmSignup(c: C, body: unknown): Promise<{ msg: string }> {
  const { email, otp: code, password, name } = parseInput(verifyOtpSchema, body)
  const browserKey = getCookie(c, SIGNUP_BROWSER_COOKIE)
  const answer = await verifySignupCode(c.env, { email, code, password, name, browserKey })
  if (browserKey) deleteCookie(c, SIGNUP_BROWSER_COOKIE, { path: '/api/auth' })
  // W7: the time zone this browser reports, for the times in the account's mails.
  await rememberUserTimeZone(c.env, email, reportedTimeZone(c.req.raw.headers))
  return answer
}

/** forgot-password (decision 150): one answer for every address; the code sets a new password. */
export async function askResetCode(c: C, body: unknown): Promise<{ msg: string }> {
  const { email, website: isBot, turnstileToken } = parseInput(forgotPasswordSchema, body)
  if (isBot) return { msg: resetSentMsg(email) }
  await requireHuman(c, turnstileToken, RESET_ACTION)
  // U4: the code works only in this browser (a short-lived HttpOnly cookie, as the sign-up password's).
  const { msg, browserKey } = await sendResetCode(c.env, email, clientAddress(c), clientNetwork(c), getCookie(c, RESET_BROWSER_COOKIE))
  setCookie(c, RESET_BROWSER_COOKIE, browserKey, {
    httpOnly: true,
    secure: secure(c),
    sameSite: 'Strict',
    path: '/api/auth',
    maxAge: RESET_BROWSER_MAX_AGE_S,
  })
  return { msg }
}

/** reset-password: the new password, every session signed out, the holder (and contact) warned. */
export async function saveResetPassword(c: C, body: unknown): Promise<{ msg: string }> {
  const { email, otp: code, password } = parseInput(resetPasswordSchema, body)
  const browserKey = getCookie(c, RESET_BROWSER_COOKIE)
  const { msg, user } = await resetPassword(c.env, { email, code, password, browserKey }, clientAddress(c))
  // Early warning (decision 160): a reset is a password change the holder (and their contact) hears of.
  await warnAccount(c.env, user, 'password', linkOrigin(c.env, c.req.url), currentLocale())
  return { msg }
}

/** login: the bot check, the password, a new session; a browser new to the account is warned of. */
export async function signIn(c: C, body: unknown) {
  const { email, password, turnstileToken: botToken } = parseInput(loginSchema, body)
  const answer = await login(c.env, { email, password, botToken, address: clientAddress(c), hostname: new URL(c.req.url).hostname })
  await rememberUserTimeZone(c.env, email, reportedTimeZone(c.req.raw.headers))
  // Early warning (decision 160): a sign-in from a browser this account has not used before is mailed.
  const browser = await noteSignIn(c.env, email, getCookie(c, BROWSER_COOKIE), linkOrigin(c.env, c.req.url), currentLocale())
  if (browser) {
    setCookie(c, BROWSER_COOKIE, browser, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Strict',
      secure: secure(c),
      maxAge: BROWSER_COOKIE_MAX_AGE_S,
    })
  }
  return answer
}

/** PUT /profile and the plain account page: name and phone; a changed phone is warned of (W2). */
export async function saveProfileAndWarn(c: C, signedIn: SignedIn, body: unknown) {
  const { name, phone } = parseInput(profileSchema, body)
  const saved = await saveProfile(c.env, signedIn, name, phone)
  // The holder (and the contact, if chosen) is told when the phone changes: after a takeover, a
  // changed number is how a thief would be called back (W2).
  if ((signedIn.user.phone ?? null) !== (phone ?? null)) {
    await warnAccount(c.env, signedIn.user, 'phone', linkOrigin(c.env, c.req.url), currentLocale())
  }
  return saved
}

/** PUT /change-password and the plain account page: other sessions end; the holder (and contact) hear of it. */
export async function changePasswordAndWarn(c: C, signedIn: SignedIn, body: unknown) {
  const { oldPassword, newPassword } = parseInput(changePasswordSchema(signedIn.user.email), body)
  const answer = await changePassword(c.env, signedIn, oldPassword, newPassword, clientAddress(c))
  // Early warning (decision 160): the holder, and the trusted contact if chosen, hear of it.
  await warnAccount(c.env, signedIn.user, 'password', linkOrigin(c.env, c.req.url), currentLocale())
  return answer
}
