// Sign-up by e-mailed code. A pending sign-up (name and code HMAC, never a password) waits in D1;
// the person who types the code, and so proves they read the mailbox, chooses the password and
// becomes the user (S2, decision 030). `send-otp` answers every address the same way (S4): a
// registered address gets a "you already have an account" e-mail instead of a code, and the same
// cooldown and caps apply to it, so neither the answer nor its timing says which addresses exist.
// Rules: docs/product.md "Accounts". Answers and e-mails are in the request's language (the page
// the visitor used): messages/server.

import { eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { site } from '#content/site'
import { CODE_RESEND_COOLDOWN_S } from '#shared/codes'
import { currentLocale, type Locale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { randomBase64url } from '#worker/http/base64url'
import { getDb, schema } from '../db'
import { ApiError, tooManyRequests } from '../http/errors'
import { escapeHtml, mailLayout, sendMail } from '../mail'
import { describeWait, hitRateLimit, RATE_LIMITS } from '../rate-limit'
import { takeCodeAttempt } from './code-attempt'
import { CODE_TTL_MS, generateCode, hashCode } from './otp'
import { hashPassword } from './password'

export interface SignupRequest {
  name: string
  email: string
  /** The password typed on /signup; hashed after the limits, kept only for the browser whose key hashes to browserHash. */
  password?: string
  browserHash?: string
  /** The optional marketing e-mail box (decision 112). */
  marketing?: boolean
}

/** The short-lived cookie that binds a pending sign-up's password to the browser that typed it (decision 112). */
export const SIGNUP_BROWSER_COOKIE = 'signup_browser'
export const SIGNUP_BROWSER_MAX_AGE_S = 60 * 60

/** A new browser key (the cookie's value) and its SHA-256 (what the pending sign-up keeps). */
export async function newBrowserKey(): Promise<{ key: string; hash: string }> {
  const key = randomBase64url(32)
  return { key, hash: await browserHash(key) }
}

export async function browserHash(key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`signup-browser:${key}`)))
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** 400 with `needPassword`: the code is right, but this browser did not type the password on /signup. */
export class PasswordNeeded extends HTTPException {
  constructor() {
    super(400, { res: Response.json({ msg: m.server_password_needed(), needPassword: true }, { status: 400 }) })
  }
}

const tooMany = tooManyRequests

/** The one answer to send-otp, for new, pending and registered addresses alike (in the request's language). */
export const codeSentMsg = (email: string) => m.server_code_sent({ email })
/** The one answer to resend-otp, whether or not a sign-up is waiting. */
export const codeResentMsg = (email: string) => m.server_code_resent({ email })

/** A plain-text e-mail body: its paragraphs with a blank line between them, then the footer. */
export const plainText = (...paragraphs: string[]) => [...paragraphs, `${site.company} · ${site.phone} · ${site.email}`].join('\n\n')
export const footerHtml = () => `${escapeHtml(site.company)} · ${escapeHtml(site.phone)} · ${escapeHtml(site.email)}`

/**
 * The code e-mail, in `locale` (default: the request's, so a sign-up from /es/signup gets it in
 * Spanish). It never repeats the name typed on the form: a stranger could type anything there.
 */
export function signupCodeMail(email: string, code: string, locale: Locale = currentLocale()) {
  const o = { locale }
  const company = site.company
  return codeMail(email, code, locale, {
    subject: m.server_mail_code_subject({ company }, o),
    heading: m.server_mail_code_heading({}, o),
    codeIs: m.server_mail_code_is({ company, code }, o),
    enterText: m.server_mail_code_enter_text({ minutes: CODE_TTL_MS / 60_000 }, o),
    enterHtml: m.server_mail_code_enter_html({}, o),
    ignore: m.server_mail_code_ignore({ company }, o),
  })
}

/** A mail that carries a 6-digit code (sign-up or password reset): the words differ, the layout is one. */
export function codeMail(
  email: string,
  code: string,
  locale: Locale,
  words: { subject: string; heading: string; codeIs: string; enterText: string; enterHtml: string; ignore: string },
) {
  const o = { locale }
  const company = site.company
  const minutes = CODE_TTL_MS / 60_000
  const never = m.server_mail_code_never({ company }, o)
  const text = plainText(m.server_mail_hello({}, o), words.codeIs, words.enterText, never, words.ignore)
  const html = mailLayout({
    company,
    lang: locale,
    heading: words.heading,
    bodyHtml: `<p style="margin:0 0 12px">${escapeHtml(m.server_mail_hello({}, o))}</p>
<p style="margin:0 0 12px">${escapeHtml(words.enterHtml)}</p>
<p style="margin:20px 0;text-align:center"><span style="display:inline-block;padding:14px 24px;border:2px solid #0b3a6e;border-radius:10px;font-family:'Courier New',Courier,monospace;font-size:40px;font-weight:bold;letter-spacing:10px;color:#0b3a6e">${escapeHtml(code)}</span></p>
<p style="margin:0 0 12px">${escapeHtml(m.server_mail_code_valid_before({}, o))} <strong>${escapeHtml(m.server_mail_code_valid_minutes({ minutes }, o))}</strong>.</p>
<p style="margin:0 0 12px;padding:12px 16px;background:#fdf3d7;border-left:4px solid #d4a017"><strong>${escapeHtml(never)}</strong></p>
<p style="margin:0">${escapeHtml(words.ignore)}</p>`,
    footer: footerHtml(),
  })
  return { to: email, subject: words.subject, text, html }
}

/** Sent instead of a code when the address already has an account (S4): only the inbox owner learns it. */
export function accountExistsMail(email: string, locale: Locale = currentLocale()) {
  const o = { locale }
  const company = site.company
  const loginUrl = `${site.url}${localizeHref('/login', locale)}`
  const subject = m.server_mail_exists_subject({ company }, o)
  const someone = m.server_mail_exists_someone({ company }, o)
  const notYou = m.server_mail_exists_not_you({}, o)
  const text = plainText(
    m.server_mail_hello({}, o),
    someone,
    m.server_mail_exists_if_you_text({ url: loginUrl, phone: site.phone }, o),
    notYou,
  )
  const html = mailLayout({
    company,
    lang: locale,
    heading: m.server_mail_exists_heading({}, o),
    bodyHtml: `<p style="margin:0 0 12px">${escapeHtml(m.server_mail_hello({}, o))}</p>
<p style="margin:0 0 12px">${escapeHtml(someone)}</p>
<p style="margin:0 0 12px">${escapeHtml(m.server_mail_exists_if_you_before({}, o))} <a href="${escapeHtml(loginUrl)}">${escapeHtml(m.server_mail_exists_sign_in({}, o))}</a> ${escapeHtml(m.server_mail_exists_if_you_after({}, o))} <strong>${escapeHtml(site.phone)}</strong> ${escapeHtml(m.server_mail_exists_we_help({}, o))}</p>
<p style="margin:0">${escapeHtml(notYou)}</p>`,
    footer: footerHtml(),
  })
  return { to: email, subject, text, html }
}

/** The code, or for a registered address the "you already have an account" note. */
async function mailCode(env: Env, email: string, code: string) {
  const registered = await getDb(env.DB).query.users.findFirst({ where: eq(schema.users.email, email), columns: { id: true } })
  await sendMail(env, registered ? accountExistsMail(email) : signupCodeMail(email, code), 'account')
}

/** Counts one code against the hourly cap for this e-mail (5 per hour). */
export async function countCode(env: Env, email: string, now: number) {
  const cap = await hitRateLimit(env.DB, RATE_LIMITS.codesPerEmail, email, now)
  if (!cap.allowed) {
    throw tooMany(m.server_codes_cap({ limit: RATE_LIMITS.codesPerEmail.limit, wait: describeWait(cap.retryAfterMs) }), cap.retryAfterMs)
  }
}

/**
 * U1: mail to addresses nobody has proven (sign-up codes, reset codes and their notes) per network (an
 * IPv4 address or an IPv6 /48), beside the per-client limits, so rotating /64s of one /48 gains nothing.
 */
export async function countUnprovenMail(env: Env, network: string, now: number) {
  const cap = await hitRateLimit(env.DB, RATE_LIMITS.unprovenMailPerNetwork, network, now)
  if (!cap.allowed) throw tooMany(m.server_signups_per_address({ wait: describeWait(cap.retryAfterMs) }), cap.retryAfterMs)
}

export function checkCooldown(lastSentAt: number, now: number) {
  const wait = lastSentAt + CODE_RESEND_COOLDOWN_S * 1000 - now
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000)
    throw tooMany(seconds === 1 ? m.server_code_cooldown_one() : m.server_code_cooldown({ seconds }), wait)
  }
}

/**
 * POST /api/auth/send-otp: stores (or renews) a pending sign-up and e-mails its code. Anyone may
 * renew a waiting sign-up (30 s apart, 5 an hour): the code only ever goes to the mailbox, and the
 * password is chosen by whoever types it, so a stranger going first gains nothing.
 */
export async function sendSignupCode(env: Env, req: SignupRequest, address: string, network = address, now = Date.now()) {
  const db = getDb(env.DB)
  const perAddress = await hitRateLimit(env.DB, RATE_LIMITS.signupsPerAddress, address, now)
  if (!perAddress.allowed) {
    throw tooMany(m.server_signups_per_address({ wait: describeWait(perAddress.retryAfterMs) }), perAddress.retryAfterMs)
  }
  await countUnprovenMail(env, network, now)
  const pending = await db.query.pendingSignups.findFirst({ where: eq(schema.pendingSignups.email, req.email) })
  if (pending && pending.expiresAt > now) checkCooldown(pending.lastSentAt, now)
  await countCode(env, req.email, now)

  const code = generateCode()
  const fields = {
    name: req.name,
    codeHash: await hashCode(env.OTP_PEPPER, req.email, code),
    expiresAt: now + CODE_TTL_MS,
    attempts: 0,
    lastSentAt: now,
    // Every renewal replaces the password and its browser too, or clears them: a password typed by
    // someone else's browser never outlives the owner's own sign-up (S2, decision 112).
    // Hashed only now, after every limit (U12).
    passwordHash: req.password ? await hashPassword(req.password) : null,
    browserHash: req.browserHash ?? null,
    marketing: req.marketing ? 1 : 0,
  }
  // The newest code replaces any older one.
  await db
    .insert(schema.pendingSignups)
    .values({ email: req.email, ...fields })
    .onConflictDoUpdate({ target: schema.pendingSignups.email, set: fields })
  await mailCode(env, req.email, code)
  return { msg: codeSentMsg(req.email) }
}

/** POST /api/auth/resend-otp: a new code for a waiting sign-up; the same answer when none is waiting. */
export async function resendSignupCode(env: Env, email: string, now = Date.now()) {
  const db = getDb(env.DB)
  const pending = await db.query.pendingSignups.findFirst({ where: eq(schema.pendingSignups.email, email) })
  if (!pending) return { msg: codeResentMsg(email) }
  checkCooldown(pending.lastSentAt, now)
  await countCode(env, email, now)
  const code = generateCode()
  await db
    .update(schema.pendingSignups)
    .set({ codeHash: await hashCode(env.OTP_PEPPER, email, code), expiresAt: now + CODE_TTL_MS, attempts: 0, lastSentAt: now })
    .where(eq(schema.pendingSignups.email, email))
  await mailCode(env, email, code)
  return { msg: codeResentMsg(email) }
}

export interface VerifyRequest {
  email: string
  code: string
  /**
   * Chosen here by the person who has the code; without it, the password typed on /signup is used,
   * but only in the browser that typed it (`browserKey`, the cookie), never from anywhere else.
   */
  password?: string
  browserKey?: string
  /** The name as typed with the code; the pending sign-up's name when absent. */
  name?: string
}

/** POST /api/auth/verify-otp: the right code and a new password turn the pending sign-up into a user. */
export async function verifySignupCode(env: Env, req: VerifyRequest, now = Date.now()) {
  const { email } = req
  const db = getDb(env.DB)
  const t = schema.pendingSignups
  const row = await takeCodeAttempt(db, t, env.OTP_PEPPER, req, 'signup', () => m.server_no_pending(), now)
  const taken = await db.query.users.findFirst({ where: eq(schema.users.email, email), columns: { id: true } })
  if (taken) {
    // Registered addresses never get a code, so only a lucky guess lands here: say nothing more.
    await db.delete(t).where(eq(t.email, email))
    throw new ApiError(400, m.server_code_unusable())
  }
  // The browser that sent the sign-up form: only its choices (the password, the marketing box) count (U6).
  const sameBrowser = !!(row.browserHash && req.browserKey && (await browserHash(req.browserKey)) === row.browserHash)
  let passwordHash: string
  if (req.password) passwordHash = await hashPassword(req.password)
  else if (row.passwordHash && sameBrowser) {
    passwordHash = row.passwordHash
  } else throw new PasswordNeeded()
  await db.batch([
    db.insert(schema.users).values({
      id: crypto.randomUUID(),
      name: req.name ?? row.name,
      email,
      passwordHash,
      role: 'user',
      // U6: the box ticked in the browser that confirms, never a stranger's later send-otp for the address.
      marketingConsentAt: row.marketing && sameBrowser ? now : null,
    }),
    db.delete(t).where(eq(t.email, email)),
  ])
  return { msg: m.server_account_ready() }
}
