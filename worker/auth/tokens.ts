// Session tokens: a jose HS256 JWT `{sub, sid, role}` bound to a `sessions` row that logout, "sign
// out everywhere", password change and expiry revoke. Used by the API and by the chat room.
// Customers' sessions last 7 days (the product's choice). Experts can read every conversation
// assigned to them, so theirs are shorter (S13, ASVS 3.3.2): 12 hours at most, and 30 minutes idle.
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { errors, jwtVerify, SignJWT } from 'jose'
import { getDb, schema } from '../db'
import { endChatSessions } from './chat-sessions'

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const EXPERT_SESSION_TTL_MS = 12 * 60 * 60 * 1000
export const EXPERT_IDLE_MS = 30 * 60 * 1000
/** `last_seen_at` is written at most this often, so a busy session costs no extra write per call. */
export const LAST_SEEN_STEP_MS = 60 * 1000
export type Role = 'user' | 'expert'

export const sessionTtl = (role: Role) => (role === 'expert' ? EXPERT_SESSION_TTL_MS : SESSION_TTL_MS)

export interface SessionClaims {
  userId: string
  sessionId: string
  role: Role
}

const key = (env: Env) => new TextEncoder().encode(env.JWT_SECRET)

/** Creates a session row and returns its signed token. */
export async function issueSessionToken(env: Env, userId: string, role: Role, now = Date.now()): Promise<string> {
  const sessionId = crypto.randomUUID()
  const expiresAt = now + sessionTtl(role)
  await getDb(env.DB).insert(schema.sessions).values({ id: sessionId, userId, expiresAt, lastSeenAt: now })
  return new SignJWT({ sid: sessionId, role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key(env))
}

/** The raw token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | null | undefined): string | null {
  if (!header) return null
  const token = header.replace(/^Bearer\s+/i, '').trim()
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) && token.length < 2048 ? token : null
}

/** Verifies signature, expiry and that the session row is live. Returns null for any bad token. */
export async function verifySessionToken(env: Env, token: string | null, now = Date.now()): Promise<SessionClaims | null> {
  if (!token) return null
  try {
    const { payload } = await jwtVerify(token, key(env), { algorithms: ['HS256'] })
    const { sub, sid, role } = payload as { sub?: unknown; sid?: unknown; role?: unknown }
    if (typeof sub !== 'string' || typeof sid !== 'string' || (role !== 'user' && role !== 'expert')) return null
    const session = await getDb(env.DB).query.sessions.findFirst({
      where: and(
        eq(schema.sessions.id, sid),
        eq(schema.sessions.userId, sub),
        isNull(schema.sessions.revokedAt),
        gt(schema.sessions.expiresAt, now),
      ),
    })
    if (!session) return null
    const lastSeen = session.lastSeenAt ?? session.createdAt
    if (role === 'expert' && now - lastSeen > EXPERT_IDLE_MS) {
      await revokeSession(env, sid, now)
      return null
    }
    if (now - lastSeen > LAST_SEEN_STEP_MS) {
      await getDb(env.DB).update(schema.sessions).set({ lastSeenAt: now }).where(eq(schema.sessions.id, sid))
    }
    return { userId: sub, sessionId: sid, role }
  } catch (err) {
    if (err instanceof errors.JOSEError) return null
    throw err
  }
}

export async function revokeSession(env: Env, sessionId: string, now = Date.now()): Promise<void> {
  await getDb(env.DB)
    .update(schema.sessions)
    .set({ revokedAt: now })
    .where(and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.revokedAt)))
  await endChatSessions(env, { sessionId })
}

/** Revokes every live session of a user except `keepSessionId` (after a password change). */
export async function revokeOtherSessions(env: Env, userId: string, keepSessionId: string, now = Date.now()) {
  await getDb(env.DB)
    .update(schema.sessions)
    .set({ revokedAt: now })
    .where(and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, keepSessionId), isNull(schema.sessions.revokedAt)))
  await endChatSessions(env, { userId, exceptSessionId: keepSessionId })
}

/** "Sign out everywhere": revokes every live session of a user, this one included. */
export async function revokeAllSessions(env: Env, userId: string, now = Date.now()): Promise<number> {
  const revoked = await getDb(env.DB)
    .update(schema.sessions)
    .set({ revokedAt: now })
    .where(and(eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt)))
    .returning({ id: schema.sessions.id })
  await endChatSessions(env, { userId })
  return revoked.length
}
