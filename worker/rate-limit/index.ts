// Fixed-window rate limits kept in D1 (consistent across locations, unlike KV). The one module for
// limits: the account rules, the newsletter and every API route count here, and `enforceRateLimit`
// turns a refusal into the one 429 (worker/http/errors.ts). Client subjects are `clientAddress(c)`
// keys (an IPv6 client counts as its /64).
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { m } from '#shared/paraglide/messages.js'
import { getDb, schema } from '../db'
import { tooManyRequests } from '../http/errors'
import { clientAddress } from '../http/request'

export interface RateLimitRule {
  /** Names the limit, e.g. `auth-ip`. */
  name: string
  limit: number
  windowMs: number
}

/** Every limit of the site, named in one place. */
export const RATE_LIMITS = {
  authPerAddress: { name: 'auth-ip', limit: 60, windowMs: 60_000 },
  signupsPerAddress: { name: 'signup-ip', limit: 20, windowMs: 3_600_000 },
  /** Wrong passwords for one e-mail from one client: 5 per 15 minutes locks that pair only (S11). */
  loginFailuresPerClient: { name: 'login-fail', limit: 5, windowMs: 15 * 60_000 },
  /**
   * Wrong passwords for one e-mail from anywhere: only a count this high locks the address for everyone,
   * so a stranger cannot lock a customer out cheaply, but a spread-out guessing attack still stops.
   */
  loginFailuresPerEmail: { name: 'login-fail-all', limit: 50, windowMs: 15 * 60_000 },
  codesPerEmail: { name: 'otp-send', limit: 5, windowMs: 3_600_000 },
  /** "Forgot your password?" requests from one client (decision 150). */
  resetsPerAddress: { name: 'reset-ip', limit: 20, windowMs: 3_600_000 },
  /**
   * U4: reset codes to one address asked from one network (an IPv4 address or an IPv6 /48), and from
   * everywhere together. Each code works only in the browser that asked for it, so a stranger's codes
   * neither replace nor burn the owner's; the per-network cap keeps a stranger elsewhere from using up
   * the owner's codes, and the overall cap bounds the mail one inbox gets.
   */
  resetCodesPerEmailNetwork: { name: 'reset-code-net', limit: 5, windowMs: 3_600_000 },
  resetCodesPerEmail: { name: 'reset-code', limit: 10, windowMs: 3_600_000 },
  /**
   * U1: sign-up and reset mail (to addresses the requester has not proven) per network: an IPv4 address
   * or an IPv6 /48, so a /48's 65,536 /64s are one sender here. Each request also needs a bot check.
   */
  unprovenMailPerNetwork: { name: 'unproven-mail-net', limit: 60, windowMs: 3_600_000 },
  newsletterPerAddress: { name: 'newsletter-ip', limit: 10, windowMs: 3_600_000 },
  newsletterMailsPerEmail: { name: 'newsletter-mail', limit: 3, windowMs: 3_600_000 },
  callbackPerAddress: { name: 'callback-ip', limit: 5, windowMs: 3_600_000 },
  // Decision 110: how often one client may ask which experts are in its own chats.
  verifyChecksPerAddress: { name: 'verify-check-ip', limit: 10, windowMs: 60_000 },
  // Decision 160: the trusted contact. Invitations per account, mails to the contact per account
  // (asks and help-now plans together), the contact's links per client, and early warnings per account.
  trustedInvitesPerHolder: { name: 'trusted-invite', limit: 3, windowMs: 24 * 3_600_000 },
  trustedSendsPerHolder: { name: 'trusted-send', limit: 10, windowMs: 24 * 3_600_000 },
  trustedCallsPerAddress: { name: 'trusted-ip', limit: 60, windowMs: 60_000 },
  trustedLinksPerAddress: { name: 'trusted-link-ip', limit: 30, windowMs: 3_600_000 },
  // "On a call that may be a scam" / "Is this really you?" (docs/on-the-phone.md): alerts per account (an
  // hour and a day), the API and live sockets per client, the contact's answers per client.
  pauseAlertsPerHolder: { name: 'pause-alert', limit: 6, windowMs: 3_600_000 },
  pauseAlertsPerHolderDay: { name: 'pause-alert-day', limit: 20, windowMs: 24 * 3_600_000 },
  pauseCallsPerAddress: { name: 'pause-ip', limit: 60, windowMs: 60_000 },
  pauseSocketsPerAddress: { name: 'pause-socket-ip', limit: 120, windowMs: 3_600_000 },
  accountWarningsPerAccount: { name: 'account-warning', limit: 5, windowMs: 3_600_000 },
  /** Scam checks per client: generous for a person pasting messages, small for a script. */
  scamChecksPerAddress: { name: 'scam-check-ip', limit: 30, windowMs: 10 * 60_000 },
  pushPerAddress: { name: 'push-ip', limit: 20, windowMs: 3_600_000 },
  newsletterManagePerAddress: { name: 'newsletter-manage-ip', limit: 60, windowMs: 3_600_000 },
  /** Official-directory proposals and reviews per expert account (docs/official-directory.md). */
  directoryChangesPerExpert: { name: 'directory-change', limit: 60, windowMs: 3_600_000 },
  // Issue 45: "Report it once" calls per client, reports saved per account; issue 41 item 6: items sent
  // to the review queue per client (the queue itself is capped: worker/review REVIEW_QUEUE_MAX).
  reportCallsPerAddress: { name: 'report-ip', limit: 60, windowMs: 60_000 },
  reportSavesPerAccount: { name: 'report-save', limit: 30, windowMs: 24 * 3_600_000 },
  reviewSendsPerAddress: { name: 'review-ip', limit: 10, windowMs: 3_600_000 },
  // Outgoing mail is counted per purpose: worker/mail/budget.ts (decision 120).
} satisfies Record<string, RateLimitRule>

export interface RateLimitResult {
  allowed: boolean
  count: number
  retryAfterMs: number
}

function windowOf(rule: RateLimitRule, now: number) {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs
  return { windowStart, resetAt: windowStart + rule.windowMs }
}

/** Counts one event against `rule` for `subject` and says whether it is still within the limit. */
export async function hitRateLimit(d1: D1Database, rule: RateLimitRule, subject: string, now = Date.now()): Promise<RateLimitResult> {
  const db = getDb(d1)
  const { windowStart, resetAt } = windowOf(rule, now)
  const key = `${rule.name}:${subject}`
  const [row] = await db
    .insert(schema.rateLimits)
    .values({ key, windowStart, count: 1, expiresAt: resetAt })
    .onConflictDoUpdate({
      target: [schema.rateLimits.key, schema.rateLimits.windowStart],
      set: { count: sql`${schema.rateLimits.count} + 1` },
    })
    .returning({ count: schema.rateLimits.count })
  const count = row?.count ?? 1
  return { allowed: count <= rule.limit, count, retryAfterMs: resetAt - now }
}

/** Reads a limit without counting (e.g. "is this e-mail locked out?"). */
export async function peekRateLimit(d1: D1Database, rule: RateLimitRule, subject: string, now = Date.now()): Promise<RateLimitResult> {
  const db = getDb(d1)
  const { windowStart, resetAt } = windowOf(rule, now)
  const row = await db.query.rateLimits.findFirst({
    where: and(eq(schema.rateLimits.key, `${rule.name}:${subject}`), eq(schema.rateLimits.windowStart, windowStart)),
  })
  const count = row?.count ?? 0
  return { allowed: count < rule.limit, count, retryAfterMs: resetAt - now }
}

export async function clearRateLimit(d1: D1Database, rule: RateLimitRule, subject: string): Promise<void> {
  await getDb(d1)
    .delete(schema.rateLimits)
    .where(eq(schema.rateLimits.key, `${rule.name}:${subject}`))
}

/** Deletes expired counters; called opportunistically so the table stays small. */
export async function pruneRateLimits(d1: D1Database, now = Date.now()): Promise<void> {
  await getDb(d1).delete(schema.rateLimits).where(lt(schema.rateLimits.expiresAt, now))
}

/** "in 4 minutes" / "in 1 hour" ("en 4 minutos"): for messages that say when to try again, in the request's language. */
export function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  if (minutes < 60) return minutes === 1 ? m.server_wait_minute() : m.server_wait_minutes({ count: minutes })
  const hours = Math.ceil(minutes / 60)
  return hours === 1 ? m.server_wait_hour() : m.server_wait_hours({ count: hours })
}

/** Counts one event and throws the 429 with `message(wait)` ("in 4 minutes") when over the limit. */
export async function enforceRateLimit(
  d1: D1Database,
  rule: RateLimitRule,
  subject: string,
  message: (wait: string) => string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const result = await hitRateLimit(d1, rule, subject, now)
  if (!result.allowed) throw tooManyRequests(message(describeWait(result.retryAfterMs)), result.retryAfterMs)
  return result
}

/**
 * The limit of an input route as Hono middleware, counted before the handler reads the body (S14):
 * `routes.post('/', rateLimit(RATE_LIMITS.x, (wait) => m.y({ wait })), handler)`. Counted per client
 * key (`clientAddress`: IPv4, or IPv6 /64) unless `subject` names another (an account, a network).
 */
export function rateLimit(
  rule: RateLimitRule,
  message: (wait: string) => string,
  subject: (c: Context<{ Bindings: Env }>) => string = clientAddress,
): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    await enforceRateLimit(c.env.DB, rule, subject(c), message)
    await next()
  }
}
