// Signing in and looking after an account: login, the signed-in user, profile and password.
import { eq } from 'drizzle-orm'
import { m } from '#shared/paraglide/messages.js'
import { getDb, schema } from '../db'
import { isDevelopment } from '../env'
import { ApiError, tooManyRequests } from '../http/errors'
import { clearRateLimit, describeWait, hitRateLimit, peekRateLimit, RATE_LIMITS } from '../rate-limit'
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password'
import { issueSessionToken, revokeOtherSessions, type SessionClaims, tokenFromHeader, verifySessionToken } from './tokens'
import { type BotCheckResult, verifyBotCheck } from './turnstile'

type UserRow = typeof schema.users.$inferSelect

/** What the browser may know about a user (spec: name, email, phone, lastLogin; plus role). */
export function publicUser(user: UserRow) {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    lastLogin: user.lastLogin ? new Date(user.lastLogin).toISOString() : null,
    role: user.role,
  }
}

// Wrong passwords lock the pair (e-mail, client) after 5 in 15 minutes (S11): a stranger's guesses
// lock only the stranger out. Only a very high count from many clients (50) locks the e-mail for
// everyone. Both counters also count unknown addresses, so they reveal nothing.
export const pair = (email: string, client: string) => `${email}|${client}`

async function assertNotLockedOut(env: Env, email: string, client: string, now: number) {
  const [mine, all] = await Promise.all([
    peekRateLimit(env.DB, RATE_LIMITS.loginFailuresPerClient, pair(email, client), now),
    peekRateLimit(env.DB, RATE_LIMITS.loginFailuresPerEmail, email, now),
  ])
  if (!mine.allowed) throw lockedOut(mine.retryAfterMs)
  if (!all.allowed) throw lockedOut(all.retryAfterMs)
}

/** Counts one wrong password; throws the lock-out 429 when this one reached a limit. */
async function countFailure(env: Env, email: string, client: string, now: number) {
  const mine = await hitRateLimit(env.DB, RATE_LIMITS.loginFailuresPerClient, pair(email, client), now)
  const all = await hitRateLimit(env.DB, RATE_LIMITS.loginFailuresPerEmail, email, now)
  if (!mine.allowed) throw lockedOut(mine.retryAfterMs)
  if (!all.allowed) throw lockedOut(all.retryAfterMs)
}

function lockedOut(retryAfterMs: number) {
  return tooManyRequests(m.server_locked_out({ wait: describeWait(retryAfterMs) }), retryAfterMs)
}

export interface LoginRequest {
  email: string
  password: string
  botToken: string
  address: string
  hostname: string
}

/** POST /api/auth/login. Unknown e-mails are checked against a dummy hash, so timing reveals nothing. */
export async function login(env: Env, req: LoginRequest, now = Date.now(), botCheck = verifyBotCheck) {
  await assertNotLockedOut(env, req.email, req.address, now)
  const bot: BotCheckResult = await botCheck(env.TURNSTILE_SECRET_KEY, req.botToken, {
    remoteIp: req.address,
    hostname: req.hostname,
    local: isDevelopment(env),
  })
  if (!bot.ok) {
    if (bot.errors.includes('network-error')) {
      throw new ApiError(503, m.server_captcha_unavailable())
    }
    throw new ApiError(400, m.server_captcha_failed())
  }
  const db = getDb(env.DB)
  const user = await db.query.users.findFirst({ where: eq(schema.users.email, req.email) })
  const passwordOk = await verifyPassword(req.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH)
  if (!user || !passwordOk) {
    await countFailure(env, req.email, req.address, now)
    throw new ApiError(401, m.server_login_wrong())
  }
  await clearRateLimit(env.DB, RATE_LIMITS.loginFailuresPerClient, pair(req.email, req.address))
  const [updated] = await db.update(schema.users).set({ lastLogin: now }).where(eq(schema.users.id, user.id)).returning()
  const token = await issueSessionToken(env, user.id, user.role, now)
  return { token, user: publicUser(updated ?? user), msg: m.server_welcome({ name: user.name }) }
}

export interface SignedIn {
  claims: SessionClaims
  user: UserRow
}

/** The live session behind `Authorization: <token>` (or `Bearer <token>`), or a 401. */
export async function requireSignedIn(env: Env, header: string | undefined): Promise<SignedIn> {
  const claims = await verifySessionToken(env, tokenFromHeader(header))
  const user = claims ? await getDb(env.DB).query.users.findFirst({ where: eq(schema.users.id, claims.userId) }) : undefined
  if (!claims || !user) throw new ApiError(401, m.server_session_ended())
  return { claims, user }
}

/** PUT /api/auth/change-password: checks the old password, then signs out every other device. */
export async function changePassword(
  env: Env,
  { claims, user }: SignedIn,
  oldPassword: string,
  newPassword: string,
  client: string,
  now = Date.now(),
) {
  await assertNotLockedOut(env, user.email, client, now)
  if (!(await verifyPassword(oldPassword, user.passwordHash))) {
    await countFailure(env, user.email, client, now)
    throw new ApiError(400, m.server_old_password_wrong())
  }
  if (oldPassword === newPassword) {
    throw new ApiError(400, m.server_password_same())
  }
  await getDb(env.DB)
    .update(schema.users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(schema.users.id, user.id))
  await revokeOtherSessions(env, user.id, claims.sessionId, now)
  return { msg: m.server_password_changed() }
}

/** PUT /api/auth/profile. */
export async function saveProfile(env: Env, { user }: SignedIn, name: string, phone: string | null) {
  const [updated] = await getDb(env.DB).update(schema.users).set({ name, phone }).where(eq(schema.users.id, user.id)).returning()
  return { msg: m.server_profile_saved(), user: publicUser(updated ?? user) }
}
