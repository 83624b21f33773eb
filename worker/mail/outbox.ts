// The outbox for mail that must not be lost (security review 3, U1): an owner's early warning that
// cannot go now (its budget is spent, Resend is down) is stored here and sent by the 15-minute cron,
// with growing waits between tries, until it goes. The row (and with it the address and the words) is
// deleted once the mail is sent. The System view counts what waits and since when.
import { asc, count, eq, lte, min, sql } from 'drizzle-orm'
import { getDb, schema } from '../db'
import type { MailPurpose } from './budget'
import { type Mail, MailCapError, sendMail } from './index'

/** How many waiting mails one cron run tries (each is a few D1 statements and one Resend call). */
export const OUTBOX_BATCH = 50
/** The first retry waits this long; each later one twice as long, up to OUTBOX_MAX_WAIT_MS. */
export const OUTBOX_FIRST_WAIT_MS = 5 * 60_000
export const OUTBOX_MAX_WAIT_MS = 6 * 3_600_000

/** The kind of failure, for the row and the log: never the error's text, which may carry an address. */
const kindOf = (err: unknown) => (err instanceof MailCapError ? `budget:${err.purpose}` : err instanceof Error ? err.name : 'unknown')

/** Sends `mail` now, or stores it for the cron when it cannot go. Returns 'sent' or 'queued'; throws only when it cannot even be stored. */
export async function sendOrQueue(env: Env, mail: Mail, purpose: MailPurpose, now = Date.now()): Promise<'sent' | 'queued'> {
  try {
    await sendMail(env, mail, purpose)
    return 'sent'
  } catch (err) {
    const wait = err instanceof MailCapError ? Math.max(err.retryAfterMs, 60_000) : OUTBOX_FIRST_WAIT_MS
    await getDb(env.DB)
      .insert(schema.mailOutbox)
      .values({
        purpose,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        attempts: 1,
        nextAt: now + wait,
        lastError: kindOf(err),
      })
    console.warn(`mail outbox: ${purpose} mail queued for a later try (${kindOf(err)})`)
    return 'queued'
  }
}

/** The 15-minute cron job: tries each waiting mail whose time has come; sent ones are deleted. */
export async function flushOutbox(env: Env, when: Date = new Date()) {
  const now = when.getTime()
  const db = getDb(env.DB)
  const due = await db
    .select()
    .from(schema.mailOutbox)
    .where(lte(schema.mailOutbox.nextAt, now))
    .orderBy(asc(schema.mailOutbox.nextAt))
    .limit(OUTBOX_BATCH)
  let sent = 0
  let waiting = 0
  for (const row of due) {
    try {
      const mail: Mail = {
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
        // Resend drops a second send with this key, so a run that dies after sending cannot mail twice.
        idempotencyKey: `outbox-${row.id}-${row.createdAt}`,
      }
      await sendMail(env, mail, row.purpose as MailPurpose)
      await db.delete(schema.mailOutbox).where(eq(schema.mailOutbox.id, row.id))
      sent++
    } catch (err) {
      const wait = err instanceof MailCapError ? err.retryAfterMs : Math.min(OUTBOX_MAX_WAIT_MS, OUTBOX_FIRST_WAIT_MS * 2 ** row.attempts)
      await db
        .update(schema.mailOutbox)
        .set({ attempts: sql`${schema.mailOutbox.attempts} + 1`, nextAt: now + wait, lastError: kindOf(err) })
        .where(eq(schema.mailOutbox.id, row.id))
      waiting++
    }
  }
  return { due: due.length, sent, waiting }
}

/** For the System view: how many mails wait, and since when the oldest. */
export async function outboxStatus(env: Pick<Env, 'DB'>) {
  const [row] = await getDb(env.DB)
    .select({ n: count(), oldest: min(schema.mailOutbox.createdAt) })
    .from(schema.mailOutbox)
  return { waiting: row?.n ?? 0, oldestAt: row?.oldest ? new Date(row.oldest).toISOString() : null }
}
