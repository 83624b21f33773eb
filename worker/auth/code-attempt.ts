// One try at a 6-digit code (sign-up or password reset): counted before the comparison, then the row's
// lock, expiry and hash are checked. The callers differ only in the table, the purpose and the "no row" message.
import { and, eq, lt, sql } from 'drizzle-orm'
import { m } from '#shared/paraglide/messages.js'
import type { Db, schema } from '../db'
import { ApiError } from '../http/errors'
import { CODE_MAX_ATTEMPTS, type CodePurpose, codeMatches } from './otp'

type CodeTable = typeof schema.pendingSignups | typeof schema.passwordResets

/**
 * Counts one try atomically (parallel guesses cannot get past CODE_MAX_ATTEMPTS) and returns the row when
 * `code` is right. Otherwise throws the 400 the person sees: `noRow()` when there is no row at all, locked,
 * expired, or wrong with the tries left.
 */
export async function takeCodeAttempt<T extends CodeTable>(
  db: Db,
  table: T,
  pepper: string,
  req: { email: string; code: string },
  purpose: CodePurpose,
  noRow: () => string,
  now: number,
  /** A reset code's browser (U4): only the row of the browser that asked is tried, and counted. */
  browserHash?: string,
): Promise<T['$inferSelect']> {
  const { email, code } = req
  // Both tables share email, codeHash, expiresAt and attempts; drizzle cannot type a query over a union of tables.
  const t = table as typeof schema.passwordResets
  const mine = browserHash === undefined ? eq(t.email, email) : and(eq(t.email, email), eq(t.browserHash, browserHash))
  const [row] = await db
    .update(t)
    .set({ attempts: sql`${t.attempts} + 1` })
    .where(and(mine, lt(t.attempts, CODE_MAX_ATTEMPTS)))
    .returning()
  if (!row) {
    const [exists] = await db.select({ email: t.email }).from(t).where(mine).limit(1)
    throw new ApiError(400, exists ? m.server_code_locked() : noRow())
  }
  if (row.expiresAt <= now) throw new ApiError(400, m.server_code_expired())
  if (!(await codeMatches(pepper, email, code, row.codeHash, purpose))) {
    const left = CODE_MAX_ATTEMPTS - row.attempts
    throw new ApiError(400, left > 1 ? m.server_code_wrong({ left }) : left === 1 ? m.server_code_wrong_one() : m.server_code_wrong_last())
  }
  return row as T['$inferSelect']
}
