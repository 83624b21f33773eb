// Mints session tokens for LOCAL tools only (the chat benchmark and the e2e tests that must not wait
// for the login page): the same JWT `{sub, sid, role}` and `sessions` row as worker/auth/tokens.ts,
// signed with the local JWT_SECRET from .dev.vars. Never used by the worker.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SignJWT } from 'jose'

const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000

export function localSecret(root) {
  const file = readFileSync(path.join(root, '.dev.vars'), 'utf8')
  const line = file.split('\n').find((l) => l.startsWith('JWT_SECRET='))
  if (!line) throw new Error('JWT_SECRET is missing from .dev.vars')
  return line.slice('JWT_SECRET='.length).trim()
}

/**
 * Creates a live session for `userId` and returns its token.
 * @param {(sql: string, ...params: unknown[]) => Promise<unknown> | unknown} exec runs one SQL statement
 */
export async function mintSessionToken({ exec, secret, userId, role }) {
  const sessionId = crypto.randomUUID()
  const now = Date.now()
  const expiresAt = now + SESSION_TTL_MS
  await exec('INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)', sessionId, userId, expiresAt)
  return new SignJWT({ sid: sessionId, role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(new TextEncoder().encode(secret))
}
