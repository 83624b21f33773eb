// One way out for every e-mail: Resend when RESEND_API_KEY is set. Only in development
// (ENVIRONMENT=development) may mail without a key go to the local outbox (D1 table `dev_outbox`,
// read by GET /api/dev/outbox), so tests read real mail at the edge. Anywhere else a missing key
// is an error: the outbox is never written outside development.

import { desc, eq } from 'drizzle-orm'
import { Resend } from 'resend'
import type { Locale } from '#shared/i18n'
import { getDb, schema } from '../db'
import { isDevelopment } from '../env'
import { chargeMailBudget, type MailPurpose } from './budget'

export { chargeMailBudget, MAIL_PURPOSES, type MailPurpose, mailBudgetUsage } from './budget'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on list mail. */
  headers?: Record<string, string>
  /** Resend drops a second send with the same key (24 h), so a retried queue message cannot mail twice. */
  idempotencyKey?: string
}

export class MailError extends Error {}
/** The hourly budget of the mail's purpose is spent (S3, decision 120); the API answers 503. */
export class MailCapError extends MailError {
  constructor(
    readonly purpose: MailPurpose,
    readonly retryAfterMs: number,
  ) {
    super(`The hourly e-mail budget for ${purpose} mail is reached.`)
  }
}

/**
 * Sends one e-mail, counted against the hourly budget of its `purpose` (worker/mail/budget.ts), so no
 * mix of clients and addresses can turn the site into a mail cannon, and no purpose can starve another.
 */
export async function sendMail(env: Env, mail: Mail, purpose: MailPurpose = 'account'): Promise<void> {
  const budget = await chargeMailBudget(env, purpose)
  if (!budget.allowed) throw new MailCapError(purpose, budget.retryAfterMs)
  if (env.RESEND_API_KEY) {
    const resend = new Resend(env.RESEND_API_KEY)
    const { error } = await resend.emails.send(
      {
        from: env.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      },
      mail.idempotencyKey ? { idempotencyKey: mail.idempotencyKey } : undefined,
    )
    if (error) throw new MailError(`Resend refused the message: ${error.message}`)
    return
  }
  if (!isDevelopment(env)) throw new MailError('RESEND_API_KEY is not set, and the local outbox is for development only.')
  const { to, subject, text, html, headers } = mail
  await getDb(env.DB)
    .insert(schema.devOutbox)
    .values({ to, subject, text, html, headers: headers ? JSON.stringify(headers) : null })
}

export async function readOutbox(d1: D1Database, to: string, limit = 20) {
  const rows = await getDb(d1)
    .select()
    .from(schema.devOutbox)
    .where(eq(schema.devOutbox.to, to))
    .orderBy(desc(schema.devOutbox.id))
    .limit(limit)
  return rows.map(({ to, subject, text, html, headers, createdAt }) => ({
    to,
    subject,
    text,
    html,
    headers: headers ? (JSON.parse(headers) as Record<string, string>) : {},
    createdAt: new Date(createdAt).toISOString(),
  }))
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => escapes[ch])
}

/**
 * A plain, readable e-mail layout: large type, one column, the company's name at the top. `lang` is
 * the language the mail is written in (default English), for screen readers and mail programs.
 */
export function mailLayout(opts: { company: string; heading: string; bodyHtml: string; footer: string; lang?: Locale }): string {
  return `<!doctype html><html lang="${opts.lang ?? 'en'}"><body style="margin:0;background:#eef4fb;font-family:Arial,Helvetica,sans-serif;color:#1b2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px;border-bottom:4px solid #d4a017;font-size:22px;font-weight:bold;color:#0b3a6e">${escapeHtml(opts.company)}</td></tr>
<tr><td style="padding:28px;font-size:18px;line-height:1.6">
<h1 style="font-size:24px;color:#0b3a6e;margin:0 0 16px">${escapeHtml(opts.heading)}</h1>
${opts.bodyHtml}
</td></tr>
<tr><td style="padding:20px 28px;font-size:15px;color:#4a5565;border-top:1px solid #c9d6e6">${opts.footer}</td></tr>
</table></td></tr></table></body></html>`
}
