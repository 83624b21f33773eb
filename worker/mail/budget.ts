// One hourly mail budget per purpose (decision 120). Every e-mail names why it is sent, and each purpose
// counts against its own hourly budget, so bulk alert mail can never use up the share kept for sign-up
// codes and call-back notices, and strangers who spend one purpose (newsletter sign-ups) leave the others
// untouched. The sum of the budgets is the site's hourly ceiling, which still bounds the Resend bill.
//
// To add a purpose (a new kind of mail): add one entry below with its share of the hour; nothing else.
import { and, eq, like } from 'drizzle-orm'
import { getDb, schema } from '../db'
import { hitRateLimit, type RateLimitRule } from '../rate-limit'

export const MAIL_BUDGET_WINDOW_MS = 3_600_000

/** Each purpose with the mail it may send in an hour. */
export const MAIL_PURPOSES = {
  /**
   * Sign-up and reset codes, "you already have an account" and "no account uses this address" notes: mail
   * to addresses the requester has not proven (U1). Each needs a bot check and passes the per-client,
   * per-network and per-address limits first; sized for a busy day (ten sign-ups or resets a minute).
   */
  account: { limit: 600, bulk: false },
  /**
   * The reserve only signed-in owners' early warnings use (password changed, new browser): strangers cannot
   * start one, each account sends at most a few an hour, and one that cannot go now waits in the outbox
   * (worker/mail/outbox.ts) for the next try. Never refused because strangers spent other mail.
   */
  warning: { limit: 200, bulk: false },
  /** The call-back notice to the sales inbox. */
  callback: { limit: 30, bulk: false },
  /** Newsletter confirmation links and "already subscribed" notes (anyone can ask for these). */
  newsletter: { limit: 40, bulk: false },
  /** Mail to a holder's trusted contact: invitations, asks, help-now plans, notices (decision 160). */
  trusted: { limit: 200, bulk: false },
  /** Check-ins after a report (issue 45): paced by the cron and the queue, never urgent to the minute. */
  report: { limit: 100, bulk: true },
  /** Scam alert mail to the list: paced, never urgent to the minute, so waiting for the next hour is fine. */
  alert: { limit: 150, bulk: true },
} as const satisfies Record<string, { limit: number; bulk: boolean }>

export type MailPurpose = keyof typeof MAIL_PURPOSES

/** The rate-limit rule of one purpose (counted in D1 like every other limit). */
export function mailBudgetRule(purpose: MailPurpose): RateLimitRule {
  return { name: `mail-${purpose}`, limit: MAIL_PURPOSES[purpose].limit, windowMs: MAIL_BUDGET_WINDOW_MS }
}

/** The site's hourly ceiling: every purpose's budget together. */
export const MAIL_HOURLY_CEILING = Object.values(MAIL_PURPOSES).reduce((sum, p) => sum + p.limit, 0)

export interface BudgetCharge {
  allowed: boolean
  count: number
  limit: number
  retryAfterMs: number
}

/** Counts one mail against `purpose`'s hourly budget and says whether it may go. */
export async function chargeMailBudget(env: Pick<Env, 'DB'>, purpose: MailPurpose, now = Date.now()): Promise<BudgetCharge> {
  const rule = mailBudgetRule(purpose)
  const result = await hitRateLimit(env.DB, rule, 'site', now)
  if (result.count === rule.limit + 1) {
    // Logged once per window and purpose, with the prefix Workers Logs alerting matches (docs/security.md).
    console.error(`ALERT mail cap reached for ${purpose} mail: ${rule.limit} this hour; more ${purpose} mail waits for the next hour.`)
  }
  return { allowed: result.allowed, count: result.count, limit: rule.limit, retryAfterMs: result.retryAfterMs }
}

/** Mail sent this hour per purpose (for the console's System view and the alert pacing). */
export async function mailBudgetUsage(env: Pick<Env, 'DB'>, now = Date.now()) {
  const windowStart = Math.floor(now / MAIL_BUDGET_WINDOW_MS) * MAIL_BUDGET_WINDOW_MS
  const rows = await getDb(env.DB)
    .select({ key: schema.rateLimits.key, count: schema.rateLimits.count })
    .from(schema.rateLimits)
    .where(and(like(schema.rateLimits.key, 'mail-%:site'), eq(schema.rateLimits.windowStart, windowStart)))
  const used = new Map(rows.map((r) => [r.key, r.count]))
  return (Object.keys(MAIL_PURPOSES) as MailPurpose[]).map((purpose) => {
    const limit = MAIL_PURPOSES[purpose].limit
    return { purpose, limit, used: Math.min(limit, used.get(`mail-${purpose}:site`) ?? 0) }
  })
}
