// "Is this really SaffeSupport?" codes (issue 15, decision 061). An expert in a conversation asks for
// a code; the customer types it on /verify-us, a page they opened themselves. A code is 6 characters
// from an alphabet without look-alikes, valid 15 minutes, tied to the expert and the conversation,
// and stored only as an HMAC keyed with OTP_PEPPER.
import { and, eq, gt, lt } from 'drizzle-orm'
import { getDb, schema } from '../db'

/** 25 characters: no 0/O/Q, 1/I/L, 2/Z, 5/S or B (8 stays). Read aloud, none sounds like another digit. */
export const CODE_ALPHABET = '346789ACDEFGHJKMNPRTUVWXY'
export const CODE_LENGTH = 6
export const CODE_TTL_MS = 15 * 60_000
/** What a person may type for a character they misread: mapped before the check. */
const LOOK_ALIKES: Record<string, string> = { B: '8' }
/** A typed code longer than this is not a code; it is answered "not ours" without further work. */
const MAX_TYPED = 64

export function randomCode(): string {
  // Rejection sampling: 250 is the largest multiple of 25 below 256, so every character is equally likely.
  let code = ''
  while (code.length < CODE_LENGTH) {
    const bytes = crypto.getRandomValues(new Uint8Array(16))
    for (const b of bytes) {
      if (b < 250 && code.length < CODE_LENGTH) code += CODE_ALPHABET[b % CODE_ALPHABET.length]
    }
  }
  return code
}

/**
 * What the customer typed → the code it must be, or null if it cannot be one of ours.
 * Spaces, dashes and dots are dropped, lower case is raised, look-alikes are mapped.
 */
export function normaliseCode(typed: string): string | null {
  if (typed.length > MAX_TYPED) return null
  const cleaned = typed
    .toUpperCase()
    .replace(/[\s\-.·_]/g, '')
    .replace(/[A-Z0-9]/g, (ch) => LOOK_ALIKES[ch] ?? ch)
  if (cleaned.length !== CODE_LENGTH) return null
  for (const ch of cleaned) if (!CODE_ALPHABET.includes(ch)) return null
  return cleaned
}

/** Groups a code for reading aloud: "ACD 479". */
export function formatCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`
}

async function codeHash(pepper: string, code: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`verify-us:${code}`)))
  return `hmac-sha256$${[...mac].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

export interface IssuedCode {
  code: string
  issuedAt: number
  expiresAt: number
}

/**
 * Issues a code for `conversationId`. The newest code of a conversation replaces its older ones, and
 * expired rows are deleted here, so the table holds at most one row per conversation that asked
 * within the last 15 minutes.
 */
export async function issueCode(
  env: Env,
  expert: { id: string; name: string },
  conversationId: string,
  now = Date.now(),
): Promise<IssuedCode> {
  const db = getDb(env.DB)
  await db.delete(schema.verifyCodes).where(lt(schema.verifyCodes.expiresAt, now))
  // A new code must not equal one that is live for someone else (1 in 244 million per live code).
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomCode()
    const hash = await codeHash(env.OTP_PEPPER, code)
    const clash = await db.query.verifyCodes.findFirst({
      columns: { id: true },
      where: and(eq(schema.verifyCodes.codeHash, hash), gt(schema.verifyCodes.expiresAt, now)),
    })
    if (clash) continue
    const expiresAt = now + CODE_TTL_MS
    await db.batch([
      db.delete(schema.verifyCodes).where(eq(schema.verifyCodes.conversationId, conversationId)),
      db.insert(schema.verifyCodes).values({
        codeHash: hash,
        expertId: expert.id,
        expertName: expert.name,
        conversationId,
        issuedAt: now,
        expiresAt,
      }),
    ])
    return { code, issuedAt: now, expiresAt }
  }
  throw new Error('could not draw an unused verification code')
}

export type CheckResult = { valid: true; expertName: string; issuedAt: number } | { valid: false }

/** Checks what a customer typed. Anything that is not a live code of ours is `{ valid: false }`. */
export async function checkCode(env: Env, typed: string, now = Date.now()): Promise<CheckResult> {
  const code = normaliseCode(typed)
  if (!code) return { valid: false }
  const row = await getDb(env.DB).query.verifyCodes.findFirst({
    columns: { expertName: true, issuedAt: true },
    where: and(eq(schema.verifyCodes.codeHash, await codeHash(env.OTP_PEPPER, code)), gt(schema.verifyCodes.expiresAt, now)),
  })
  return row ? { valid: true, expertName: row.expertName, issuedAt: row.issuedAt } : { valid: false }
}

/** Daily cron: deletes codes that expired (issueCode also does, but a quiet day issues none). */
export async function pruneVerifyCodes(env: Env, now: Date): Promise<void> {
  await getDb(env.DB).delete(schema.verifyCodes).where(lt(schema.verifyCodes.expiresAt, now.getTime()))
}
