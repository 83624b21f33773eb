// "Forgot your password?" (decision 150): a 6-digit code e-mailed to the address, under the sign-up
// code's rules (HMAC with OTP_PEPPER, 10 minutes, 5 tries, 30 s between codes, 5 codes an hour per
// address, 20 requests an hour per client). `forgot-password` answers every address alike: a
// registered address gets the code, any other address a note that it has no account, after the same
// limits, so neither the answer nor its timing says which addresses exist. The right code sets the
// new password and signs out every device (a reset usually means someone else may know the old one).
// U4: each code is bound to the browser that asked for it (the short-lived HttpOnly `reset_browser`
// cookie; one row per address and browser), so a stranger who asks for the owner's address gets a code
// of their own that only the owner's inbox sees, and their wrong guesses count against it alone: they
// can neither guess at nor burn the code the owner asked for. Codes per address are capped per network
// as well as overall, so a stranger elsewhere cannot use up the owner's codes either.
import { and, eq, gt, lt } from 'drizzle-orm'
import { site } from '#content/site'
import { currentLocale, type Locale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { getDb, schema } from '../db'
import { randomBase64url } from '../http/base64url'
import { ApiError, tooManyRequests } from '../http/errors'
import { escapeHtml, mailLayout, sendMail } from '../mail'
import { clearRateLimit, describeWait, hitRateLimit, RATE_LIMITS } from '../rate-limit'
import { UNFINISHED_SIGNUP_DAYS } from '../retention/periods'
import { pair } from './account'
import { takeCodeAttempt } from './code-attempt'
import { CODE_TTL_MS, generateCode, hashCode } from './otp'
import { hashPassword } from './password'
import { checkCooldown, codeMail, countUnprovenMail, footerHtml, plainText } from './signup'
import { revokeAllSessions } from './tokens'

/** The one answer to forgot-password, whatever the address. */
export const resetSentMsg = (email: string) => m.server_reset_sent({ email })

/** The reset code e-mail, in the request's language. */
export function resetCodeMail(email: string, code: string, locale: Locale = currentLocale()) {
  const o = { locale }
  const company = site.company
  return codeMail(email, code, locale, {
    subject: m.server_mail_reset_subject({ company }, o),
    heading: m.server_mail_reset_heading({}, o),
    codeIs: m.server_mail_reset_is({ company, code }, o),
    enterText: m.server_mail_reset_enter_text({ minutes: CODE_TTL_MS / 60_000 }, o),
    enterHtml: m.server_mail_reset_enter_html({}, o),
    ignore: m.server_mail_reset_ignore({}, o),
  })
}

/** Sent instead of a code when no account uses the address: only the inbox owner learns it. */
export function noAccountMail(email: string, locale: Locale = currentLocale()) {
  const o = { locale }
  const company = site.company
  const signupUrl = `${site.url}${localizeHref('/signup', locale)}`
  const subject = m.server_mail_noaccount_subject({ company }, o)
  const someone = m.server_mail_noaccount_someone({ company }, o)
  const ifYou = m.server_mail_noaccount_if_you({ url: signupUrl, phone: site.phone }, o)
  const notYou = m.server_mail_noaccount_not_you({}, o)
  const text = plainText(m.server_mail_hello({}, o), someone, ifYou, notYou)
  const html = mailLayout({
    company,
    lang: locale,
    heading: m.server_mail_noaccount_heading({}, o),
    bodyHtml: `<p style="margin:0 0 12px">${escapeHtml(m.server_mail_hello({}, o))}</p>
<p style="margin:0 0 12px">${escapeHtml(someone)}</p>
<p style="margin:0 0 12px">${escapeHtml(ifYou)}</p>
<p style="margin:0">${escapeHtml(notYou)}</p>`,
    footer: footerHtml(),
  })
  return { to: email, subject, text, html }
}

/** The short-lived cookie that binds a reset code to the browser that asked for it (U4). */
export const RESET_BROWSER_COOKIE = 'reset_browser'
export const RESET_BROWSER_MAX_AGE_S = 60 * 60
const BROWSER_KEY = /^[A-Za-z0-9_-]{43}$/

/** SHA-256 of a browser's reset key (what the row keeps); null for a missing or malformed cookie. */
export async function resetBrowserHash(key: string | undefined): Promise<string | null> {
  if (!key || !BROWSER_KEY.test(key)) return null
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`reset-browser:${key}`)))
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('')
}

async function countResetCode(env: Env, email: string, network: string, now: number) {
  for (const [rule, subject] of [
    [RATE_LIMITS.resetCodesPerEmailNetwork, `${email}|${network}`],
    [RATE_LIMITS.resetCodesPerEmail, email],
  ] as const) {
    const cap = await hitRateLimit(env.DB, rule, subject, now)
    if (!cap.allowed) {
      throw tooManyRequests(m.server_codes_cap({ limit: rule.limit, wait: describeWait(cap.retryAfterMs) }), cap.retryAfterMs)
    }
  }
}

/**
 * POST /api/auth/forgot-password: e-mails a reset code (or the no-account note), the same answer for every
 * address. `browserKey` is the asking browser's cookie, if it has one; the answer carries the key to set
 * (the same, or a new one), and the code works only with it.
 */
export async function sendResetCode(
  env: Env,
  email: string,
  client: string,
  network = client,
  browserKey?: string,
  now = Date.now(),
): Promise<{ msg: string; browserKey: string }> {
  const perClient = await hitRateLimit(env.DB, RATE_LIMITS.resetsPerAddress, client, now)
  if (!perClient.allowed) {
    throw tooManyRequests(m.server_resets_per_address({ wait: describeWait(perClient.retryAfterMs) }), perClient.retryAfterMs)
  }
  await countUnprovenMail(env, network, now)
  const db = getDb(env.DB)
  const t = schema.passwordResets
  // Rows live a day past their code (the retention rule of unfinished sign-ups), tidied here.
  await db.delete(t).where(lt(t.expiresAt, now - UNFINISHED_SIGNUP_DAYS * 86_400_000))
  let key = browserKey
  let browserHash = await resetBrowserHash(key)
  if (!key || !browserHash) {
    key = randomBase64url(32)
    browserHash = (await resetBrowserHash(key)) as string
  }
  const waiting = await db.query.passwordResets.findFirst({ where: and(eq(t.email, email), eq(t.browserHash, browserHash)) })
  if (waiting && waiting.expiresAt > now) checkCooldown(waiting.lastSentAt, now)
  await countResetCode(env, email, network, now)
  const code = generateCode()
  // A row for every address asked about, so the cooldown above treats them all alike.
  const fields = {
    codeHash: await hashCode(env.OTP_PEPPER, email, code, 'reset'),
    expiresAt: now + CODE_TTL_MS,
    attempts: 0,
    lastSentAt: now,
  }
  await db
    .insert(t)
    .values({ email, browserHash, ...fields })
    .onConflictDoUpdate({ target: [t.email, t.browserHash], set: fields })
  const user = await db.query.users.findFirst({ where: eq(schema.users.email, email), columns: { id: true } })
  await sendMail(env, user ? resetCodeMail(email, code) : noAccountMail(email), 'account')
  return { msg: resetSentMsg(email), browserKey: key }
}

export interface ResetRequest {
  email: string
  code: string
  password: string
  /** The `reset_browser` cookie of the browser typing the code. */
  browserKey?: string
}

/** POST /api/auth/reset-password: the right code sets the new password and ends every session. Returns the account too. */
export async function resetPassword(env: Env, req: ResetRequest, client: string, now = Date.now()) {
  const { email } = req
  const db = getDb(env.DB)
  const t = schema.passwordResets
  // Only the code this browser asked for is tried (U4): typed anywhere else, a code counts no try.
  const browserHash = await resetBrowserHash(req.browserKey)
  const mine = browserHash
    ? await db.query.passwordResets.findFirst({ where: and(eq(t.email, email), eq(t.browserHash, browserHash)), columns: { email: true } })
    : undefined
  if (!mine) {
    const elsewhere = await db.query.passwordResets.findFirst({
      where: and(eq(t.email, email), gt(t.expiresAt, now)),
      columns: { email: true },
    })
    throw new ApiError(400, elsewhere ? m.server_reset_other_browser() : m.server_no_reset())
  }
  await takeCodeAttempt(db, t, env.OTP_PEPPER, req, 'reset', () => m.server_no_reset(), now, browserHash as string)
  const user = await db.query.users.findFirst({ where: eq(schema.users.email, email) })
  if (!user) {
    // An address without an account never gets a code, so only a lucky guess lands here.
    await db.delete(t).where(eq(t.email, email))
    throw new ApiError(400, m.server_code_unusable())
  }
  await db.batch([
    db
      .update(schema.users)
      .set({ passwordHash: await hashPassword(req.password) })
      .where(eq(schema.users.id, user.id)),
    db.delete(t).where(eq(t.email, email)),
  ])
  await revokeAllSessions(env, user.id, now)
  // Whoever proved the mailbox may sign in at once, even after wrong passwords (theirs or a stranger's).
  await clearRateLimit(env.DB, RATE_LIMITS.loginFailuresPerClient, pair(email, client))
  await clearRateLimit(env.DB, RATE_LIMITS.loginFailuresPerEmail, email)
  // The account is handed back so the route can send the early warning (decision 160).
  return { msg: m.server_password_reset(), user }
}
