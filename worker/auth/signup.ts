// Sign-up by e-mailed code: a pending sign-up (name, password hash, code HMAC) waits in D1 and
// becomes a user only when its code is verified. Rules: ARCHITECTURE.md "API" (codes).
import { and, eq, lt, sql } from 'drizzle-orm'
import { site } from '#content/site'
import { ApiError } from '../api/http'
import { RATE_LIMITS, describeWait, hitRateLimit } from '../api/rate-limit'
import { getDb, schema } from '../db'
import { escapeHtml, mailLayout, sendMail } from '../mail'
import { CODE_MAX_ATTEMPTS, CODE_RESEND_COOLDOWN_MS, CODE_TTL_MS, codeMatches, generateCode, hashCode } from './otp'
import { hashPassword, verifyPassword } from './password'

export interface SignupRequest {
  name: string
  email: string
  password: string
}

const tooMany = (msg: string, retryAfterMs: number) =>
  new ApiError(429, msg, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) })

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

async function mailCode(env: Env, email: string, code: string) {
  try {
    await sendMail(env, signupCodeMail(email, code))
  } catch (err) {
    console.warn('signup code mail failed', err instanceof Error ? err.message : err)
    throw new ApiError(502, 'We could not send the e-mail just now. Please try again in a few minutes.')
  }
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

/** POST /api/auth/send-otp: stores (or renews) a pending sign-up and e-mails its code. */
export async function sendSignupCode(env: Env, req: SignupRequest, address: string, now = Date.now()) {
  const db = getDb(env.DB)
  const perAddress = await hitRateLimit(env.DB, RATE_LIMITS.signupsPerAddress, address, now)
  if (!perAddress.allowed) {
    throw tooMany(
      `Too many sign-ups from this connection. Please try again ${describeWait(perAddress.retryAfterMs)}.`,
      perAddress.retryAfterMs,
    )
  }
  const registered = await db.query.users.findFirst({ where: eq(schema.users.email, req.email), columns: { id: true } })
  if (registered) {
    throw new ApiError(409, 'This e-mail address is already registered. Please sign in, or use another address.')
  }

  const pending = await db.query.pendingSignups.findFirst({ where: eq(schema.pendingSignups.email, req.email) })
  if (pending && pending.expiresAt > now) {
    // While a code is live, only the same person (same password) may renew it. Otherwise a stranger
    // could swap in their own password and wait for the owner to type the newest code.
    if (!(await verifyPassword(req.password, pending.passwordHash))) {
      throw new ApiError(
        409,
        `A sign-up for this e-mail address is already waiting for its code. Enter the code we sent, or sign up again ${describeWait(pending.expiresAt - now)}.`,
      )
    }
    checkCooldown(pending.lastSentAt, now)
  }
  await countCode(env, req.email, now)

  const code = generateCode()
  const fields = {
    name: req.name,
    passwordHash: await hashPassword(req.password),
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
  return { msg: `We have sent a 6-digit code to ${req.email}. It is valid for 10 minutes.` }
}

/** POST /api/auth/resend-otp: a new code for a waiting sign-up (the password never leaves the form). */
export async function resendSignupCode(env: Env, email: string, now = Date.now()) {
  const db = getDb(env.DB)
  const pending = await db.query.pendingSignups.findFirst({ where: eq(schema.pendingSignups.email, email) })
  if (!pending) {
    throw new ApiError(404, 'We have no sign-up waiting for this e-mail address. Please sign up again.')
  }
  checkCooldown(pending.lastSentAt, now)
  await countCode(env, email, now)
  const code = generateCode()
  await db
    .update(schema.pendingSignups)
    .set({ codeHash: await hashCode(env.OTP_PEPPER, email, code), expiresAt: now + CODE_TTL_MS, attempts: 0, lastSentAt: now })
    .where(eq(schema.pendingSignups.email, email))
  await mailCode(env, email, code)
  return { msg: `We have sent a new 6-digit code to ${email}. It is valid for 10 minutes.` }
}

/** POST /api/auth/verify-otp: the right code turns the pending sign-up into a user. */
export async function verifySignupCode(env: Env, email: string, code: string, now = Date.now()) {
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
    await db.delete(t).where(eq(t.email, email))
    throw new ApiError(409, 'This e-mail address is already registered. Please sign in.')
  }
  await db.batch([
    db.insert(schema.users).values({
      id: crypto.randomUUID(),
      name: row.name,
      email,
      passwordHash: row.passwordHash,
      role: 'user',
    }),
    db.delete(t).where(eq(t.email, email)),
  ])
  return { msg: 'Your e-mail address is confirmed. You can now sign in.' }
}
