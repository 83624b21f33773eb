// "We stay with you" (issue 45): the e-mailed check-ins on days 1, 3, 7, 14 and 30 after a report.
// Exactly once per check-in:
// - the cron (every 15 minutes, `enqueueCheckins`) moves each due row from `due` to `queued` in one
//   UPDATE … RETURNING, so two runs never take the same row, and puts one message per row on the
//   alert queue;
// - the queue consumer (`handleCheckinMessage`) moves the row from `queued` to `sending` in one UPDATE
//   (a second copy of the message finds nothing to take), sends the mail with an idempotency key
//   (`report-checkin-<id>`: Resend drops a second send within 24 h), then marks it `sent`;
// - a row left `queued` or `sending` for an hour (a lost message, a worker that died) is queued again
//   by the cron; the idempotency key keeps that from mailing twice. After MAX_ATTEMPTS it is `failed`.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { words as packEs } from '#content/es/report-pack'
import { words as packFr } from '#content/fr/report-pack'
import { agenciesFor, agencyName, words as packEn } from '#content/report-pack'
import { site } from '#content/site'
import { type Locale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { readDraft } from '#shared/report'
import { getDb, schema } from '../db'
import { MailCapError, sendMail } from '../mail'
import { mailOrigin } from '../newsletter/manage'
import { contactOf } from '../trusted-contact'
import { buildMail } from '../trusted-contact/mail'
import { stopToken } from './index'

/** Rows taken per cron run (one `sendBatch` each; the Queues limit is 100). */
export const CHECKINS_PER_RUN = 100
/** A row still `queued` or `sending` after this long is queued again. */
export const CHECKIN_LEASE_MS = 60 * 60 * 1000
export const MAX_ATTEMPTS = 6

export interface CheckinMessage {
  v: 1
  kind: 'report-checkin'
  checkinId: number
}

export function isCheckinMessage(body: unknown): body is CheckinMessage {
  if (typeof body !== 'object' || body === null) return false
  const b = body as Record<string, unknown>
  return b.v === 1 && b.kind === 'report-checkin' && Number.isSafeInteger(b.checkinId)
}

/** The cron's part: due (or stale) check-ins become queue messages, each row taken once. */
export async function enqueueCheckins(env: Env, now: Date) {
  const at = now.getTime()
  const db = getDb(env.DB)
  const taken = await db
    .update(schema.reportCheckins)
    .set({ status: 'queued', queuedAt: at })
    .where(
      inArray(
        schema.reportCheckins.id,
        db
          .select({ id: schema.reportCheckins.id })
          .from(schema.reportCheckins)
          .where(
            sql`(${schema.reportCheckins.status} = 'due' AND ${schema.reportCheckins.dueAt} <= ${at}) OR (${schema.reportCheckins.status} IN ('queued', 'sending') AND ${schema.reportCheckins.queuedAt} <= ${at - CHECKIN_LEASE_MS})`,
          )
          .orderBy(asc(schema.reportCheckins.dueAt))
          .limit(CHECKINS_PER_RUN),
      ),
    )
    .returning({ id: schema.reportCheckins.id, attempts: schema.reportCheckins.attempts })
  const failed = taken.filter((t) => t.attempts >= MAX_ATTEMPTS).map((t) => t.id)
  if (failed.length) await db.update(schema.reportCheckins).set({ status: 'failed' }).where(inArray(schema.reportCheckins.id, failed))
  const send = taken.filter((t) => t.attempts < MAX_ATTEMPTS)
  if (send.length) {
    try {
      await env.ALERT_QUEUE.sendBatch(
        send.map((t) => ({
          body: { v: 1, kind: 'report-checkin', checkinId: t.id } satisfies CheckinMessage,
          contentType: 'json' as const,
        })),
      )
    } catch (err) {
      // The queue refused: give the rows back, the next run takes them again.
      await db
        .update(schema.reportCheckins)
        .set({ status: 'due' })
        .where(
          inArray(
            schema.reportCheckins.id,
            send.map((t) => t.id),
          ),
        )
      throw err
    }
  }
  return { enqueued: send.length, failed: failed.length }
}

/** The queue's part: one check-in mail, sent at most once. */
export async function handleCheckinMessage(env: Env, message: Message<unknown>, now = Date.now()): Promise<'sent' | 'skipped' | 'retry'> {
  const body = message.body as CheckinMessage
  const db = getDb(env.DB)
  const [row] = await db
    .update(schema.reportCheckins)
    .set({ status: 'sending', attempts: sql`${schema.reportCheckins.attempts} + 1` })
    .where(and(eq(schema.reportCheckins.id, body.checkinId), eq(schema.reportCheckins.status, 'queued')))
    .returning()
  if (!row) {
    message.ack()
    return 'skipped'
  }
  const report = await db.query.reports.findFirst({ where: eq(schema.reports.id, row.reportId) })
  const user = report ? await db.query.users.findFirst({ where: eq(schema.users.id, report.userId) }) : undefined
  if (!report || !user || report.checkins !== 'on') {
    await db.update(schema.reportCheckins).set({ status: 'stopped' }).where(eq(schema.reportCheckins.id, row.id))
    message.ack()
    return 'skipped'
  }
  try {
    const mails = await checkinMails(env, report, user, row.day, now)
    for (const [i, mail] of mails.entries()) await sendMail(env, { ...mail, idempotencyKey: `report-checkin-${row.id}-${i}` }, 'report')
  } catch (err) {
    await db.update(schema.reportCheckins).set({ status: 'queued', queuedAt: now }).where(eq(schema.reportCheckins.id, row.id))
    const wait = err instanceof MailCapError ? Math.ceil(err.retryAfterMs / 1000) : 60 * Math.min(30, 2 ** row.attempts)
    message.retry({ delaySeconds: wait })
    return 'retry'
  }
  await db.update(schema.reportCheckins).set({ status: 'sent', sentAt: now }).where(eq(schema.reportCheckins.id, row.id))
  message.ack()
  return 'sent'
}

type ReportRow = typeof schema.reports.$inferSelect
type UserRow = typeof schema.users.$inferSelect

/** The next step of the person's plan: the first part of their pack with no reference number yet. */
async function nextStep(env: Env, report: ReportRow, locale: Locale): Promise<string> {
  const draft = readDraft(JSON.parse(report.body))
  const refs = await getDb(env.DB).query.reportReferences.findMany({
    where: eq(schema.reportReferences.reportId, report.id),
    columns: { agency: true },
  })
  const done = new Set(refs.map((r) => r.agency))
  const words = { en: packEn, es: packEs, fr: packFr }[locale]
  const next = agenciesFor(draft).find((a) => !done.has(a.id))
  return next
    ? m.report_mail_next_agency({ agency: agencyName(next, words.agencies[next.id], locale) }, { locale })
    : m.report_mail_next_done({}, { locale })
}

/** The check-in to the person, and a copy to their trusted contact when they chose it (in the contact's language). */
export async function checkinMails(env: Env, report: ReportRow, user: UserRow, day: number, now: number) {
  const origin = mailOrigin(env)
  const locale = report.locale
  const o = { locale }
  const stopPage = `${origin}${localizeHref('/report-checkins', locale)}?stop=${encodeURIComponent(await stopToken(env, report.id))}`
  const oneClick = `${origin}/api/reports/checkins/stop?token=${encodeURIComponent(await stopToken(env, report.id))}`
  const blocks = (lang: Locale, next: string) => [
    { p: day === 1 ? m.report_mail_intro_one({}, { locale: lang }) : m.report_mail_intro({ days: day }, { locale: lang }) },
    { p: m.report_mail_recovery({}, { locale: lang }), strong: true },
    { p: m.report_mail_next({}, { locale: lang }), strong: true },
    { p: next },
    { p: m.report_mail_support({}, { locale: lang }) },
  ]
  const mine = buildMail(env, {
    to: user.email,
    subject: m.report_mail_subject({ company: site.company, day }, o),
    blocks: [
      { p: m.report_mail_hello({ name: user.name }, o) },
      ...blocks(locale, await nextStep(env, report, locale)),
      { button: m.report_mail_button({}, o), url: `${origin}${localizeHref('/my-reports', locale)}` },
    ],
    footer: { why: m.report_mail_why({}, o), stop: { label: m.report_mail_stop({}, o), page: stopPage, oneClick } },
    locale,
  })
  const mails = [mine]
  if (report.copyContact) {
    const contact = await contactOf(env, user.id, now)
    if (contact?.status === 'accepted') {
      const lang = contact.locale
      const copyToken = await stopToken(env, report.id, 'copy')
      mails.push(
        buildMail(env, {
          to: contact.email,
          subject: m.report_mail_subject({ company: site.company, day }, { locale: lang }),
          blocks: [{ p: m.report_mail_copy({ name: user.name }, { locale: lang }) }, ...blocks(lang, await nextStep(env, report, lang))],
          // Her own stop link: it stops only the copies to her, with no account (the holder's link is not in her mail).
          footer: {
            why: m.report_mail_copy({ name: user.name }, { locale: lang }),
            stop: {
              label: m.report_mail_copy_stop({}, { locale: lang }),
              page: `${origin}${localizeHref('/report-checkins', lang)}?stop=${encodeURIComponent(copyToken)}`,
              oneClick: `${origin}/api/reports/checkins/stop?token=${encodeURIComponent(copyToken)}`,
            },
          },
          locale: lang,
        }),
      )
    }
  }
  return mails
}
