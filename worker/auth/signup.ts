// Sign-up by e-mailed code. A pending sign-up (name and code HMAC, never a password) waits in D1;
// the person who types the code, and so proves they read the mailbox, chooses the password and
// becomes the user (S2, decision 030). `send-otp` answers every address the same way (S4): a
// registered address gets a "you already have an account" e-mail instead of a code, and the same
// cooldown and caps apply to it, so neither the answer nor its timing says which addresses exist.
// Rules: docs/product.md "Accounts".
import { and, eq, lt, sql } from 'drizzle-orm'
import { site } from '#content/site'
import { ApiError, tooManyRequests } from '../http/errors'
import { RATE_LIMITS, describeWait, hitRateLimit } from '../rate-limit'
import { getDb, schema } from '../db'
import { escapeHtml, mailLayout, sendMail } from '../mail'
import { CODE_MAX_ATTEMPTS, CODE_RESEND_COOLDOWN_MS, CODE_TTL_MS, codeMatches, generateCode, hashCode } from './otp'
import { hashPassword } from './password'

export interface SignupRequest {
  name: string
  email: string
}

const tooMany = tooManyRequests

/** The one answer to send-otp, for new, pending and registered addresses alike. */
export const codeSentMsg = (email: string) => `We have sent a 6-digit code to ${email}. It is valid for 10 minutes.`
/** The one answer to resend-otp, whether or not a sign-up is waiting. */
export const codeResentMsg = (email: string) =>
  `If a sign-up is waiting for ${email}, we have sent it a new 6-digit code. It is valid for 10 minutes.`

/** The code e-mail. It never repeats the name typed on the form: a stranger could type anything there. */
export function signupCodeMail(email: string, code: string) {
  const minutes = CODE_TTL_MS / 60_000
  const never = `${site.company} will never ask for this code by phone. If anyone calls and asks for it, hang up: it is a scam.`
  const subject = `Your ${site.company} sign-up code`
  const text = [
    'Hello,',
    '',
    `Your ${site.company} sign-up code is: ${code}`,
    '',
    `Enter it on the sign-up page to confirm your e-mail address. The code is valid for ${minutes} minutes.`,
    '',
    never,
    '',
    `If you did not ask to sign up with ${site.company}, you can ignore this e-mail. No account is made without the code.`,
    '',
    `${site.company} · ${site.phone} · ${site.email}`,
  ].join('\n')
  const html = mailLayout({
    company: site.company,
    heading: 'Your sign-up code',
    bodyHtml: `<p style="margin:0 0 12px">Hello,</p>
<p style="margin:0 0 12px">Enter this code on the sign-up page to confirm your e-mail address:</p>
<p style="margin:20px 0;text-align:center"><span style="display:inline-block;padding:14px 24px;border:2px solid #0b3a6e;border-radius:10px;font-family:'Courier New',Courier,monospace;font-size:40px;font-weight:bold;letter-spacing:10px;color:#0b3a6e">${escapeHtml(code)}</span></p>
<p style="margin:0 0 12px">The code is valid for <strong>${minutes} minutes</strong>.</p>
<p style="margin:0 0 12px;padding:12px 16px;background:#fdf3d7;border-left:4px solid #d4a017"><strong>${escapeHtml(never)}</strong></p>
<p style="margin:0">If you did not ask to sign up with ${escapeHtml(site.company)}, you can ignore this e-mail. No account is made without the code.</p>`,
    footer: `${escapeHtml(site.company)} · ${escapeHtml(site.phone)} · ${escapeHtml(site.email)}`,
  })
  return { to: email, subject, text, html }
}

/** Sent instead of a code when the address already has an account (S4): only the inbox owner learns it. */
export function accountExistsMail(email: string) {
  const loginUrl = `${site.url}/login`
  const subject = `You already have a ${site.company} account`
  const text = [
    'Hello,',
    '',
    `Someone asked to create a ${site.company} account with this e-mail address. You already have one, so we did not make another.`,
    '',
    `If it was you, sign in at ${loginUrl} with your password. If you have forgotten it, call us at ${site.phone} and we will help.`,
    '',
    'If it was not you, you can ignore this e-mail. Nothing has changed in your account.',
    '',
    `${site.company} · ${site.phone} · ${site.email}`,
  ].join('\n')
  const html = mailLayout({
    company: site.company,
    heading: 'You already have an account',
    bodyHtml: `<p style="margin:0 0 12px">Hello,</p>
<p style="margin:0 0 12px">Someone asked to create a ${escapeHtml(site.company)} account with this e-mail address. You already have one, so we did not make another.</p>
<p style="margin:0 0 12px">If it was you, <a href="${escapeHtml(loginUrl)}">sign in</a> with your password. If you have forgotten it, call us at <strong>${escapeHtml(site.phone)}</strong> and we will help.</p>
<p style="margin:0">If it was not you, you can ignore this e-mail. Nothing has changed in your account.</p>`,
    footer: `${escapeHtml(site.company)} · ${escapeHtml(site.phone)} · ${escapeHtml(site.email)}`,
  })
  return { to: email, subject, text, html }
}

/** The code, or for a registered address the "you already have an account" note. */
async function mailCode(env: Env, email: string, code: string) {
  const registered = await getDb(env.DB).query.users.findFirst({ where: eq(schema.users.email, email), columns: { id: true } })
  await sendMail(env, registered ? accountExistsMail(email) : signupCodeMail(email, code))
}

/** Counts one code against the hourly cap for this e-mail (5 per hour). */
async function countCode(env: Env, email: string, now: number) {
  const cap = await hitRateLimit(env.DB, RATE_LIMITS.codesPerEmail, email, now)
  if (!cap.allowed) {
    throw tooMany(
      `We have already sent ${RATE_LIMITS.codesPerEmail.limit} codes to this address in the last hour. Please try again ${describeWait(cap.retryAfterMs)}.`,
      cap.retryAfterMs,
    )
  }
}

function checkCooldown(lastSentAt: number, now: number) {
  const wait = lastSentAt + CODE_RESEND_COOLDOWN_MS - now
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000)
    throw tooMany(`Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for a new code.`, wait)
  }
}

/**
 * POST /api/auth/send-otp: stores (or renews) a pending sign-up and e-mails its code. Anyone may
 * renew a waiting sign-up (30 s apart, 5 an hour): the code only ever goes to the mailbox, and the
 * password is chosen by whoever types it, so a stranger going first gains nothing.
 */
export async function sendSignupCode(env: Env, req: SignupRequest, address: string, now = Date.now()) {
  const db = getDb(env.DB)
  const perAddress = await hitRateLimit(env.DB, RATE_LIMITS.signupsPerAddress, address, now)
  if (!perAddress.allowed) {
    throw tooMany(
      `Too many sign-ups from this connection. Please try again ${describeWait(perAddress.retryAfterMs)}.`,
      perAddress.retryAfterMs,
    )
  }
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
  /** Chosen here, by the person who has the code: never taken from the unproven send-otp request. */
  password: string
  /** The name as typed with the code; the pending sign-up's name when absent. */
  name?: string
}

/** POST /api/auth/verify-otp: the right code and a new password turn the pending sign-up into a user. */
export async function verifySignupCode(env: Env, req: VerifyRequest, now = Date.now()) {
  const { email, code } = req
  const db = getDb(env.DB)
  const t = schema.pendingSignups
  // Count the try before comparing, atomically, so parallel guesses cannot get past the limit.
  const [row] = await db
    .update(t)
    .set({ attempts: sql`${t.attempts} + 1` })
    .where(and(eq(t.email, email), lt(t.attempts, CODE_MAX_ATTEMPTS)))
    .returning()
  if (!row) {
    const exists = await db.query.pendingSignups.findFirst({ where: eq(t.email, email), columns: { email: true } })
    if (!exists) throw new ApiError(400, 'We have no sign-up waiting for this e-mail address. Please sign up again.')
    throw new ApiError(400, 'This code was entered wrongly too many times. Please ask for a new code.')
  }
  if (row.expiresAt <= now) throw new ApiError(400, 'This code has expired. Please ask for a new code.')
  if (!(await codeMatches(env.OTP_PEPPER, email, code, row.codeHash))) {
    const left = CODE_MAX_ATTEMPTS - row.attempts
    throw new ApiError(
      400,
      left > 0
        ? `That code is not right. Please check the e-mail and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`
        : 'That code is not right, and it can no longer be used. Please ask for a new code.',
    )
  }
  const taken = await db.query.users.findFirst({ where: eq(schema.users.email, email), columns: { id: true } })
  if (taken) {
    // Registered addresses never get a code, so only a lucky guess lands here: say nothing more.
    await db.delete(t).where(eq(t.email, email))
    throw new ApiError(400, 'This code can no longer be used. Please sign in, or ask for a new code.')
  }
  await db.batch([
    db.insert(schema.users).values({
      id: crypto.randomUUID(),
      name: req.name ?? row.name,
      email,
      passwordHash: await hashPassword(req.password),
      role: 'user',
    }),
    db.delete(t).where(eq(t.email, email)),
  ])
  return { msg: 'Your e-mail address is confirmed and your account is ready. You can now sign in.' }
}
