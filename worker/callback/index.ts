// The call-back requests' mail to sales (decision 121): sent once by POST /api/callback
// (worker/api/callback.ts) after the request is stored, and by the `callback-notify` cron job for any
// stored request whose first mail failed.
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm'
import { bestTimes, type CallbackInput, callbackTopics, labelOf, timeZones } from '#content/callback'
import { site } from '#content/site'
import type { Locale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { getDb, schema } from '../db'
import { escapeHtml, mailLayout, sendMail } from '../mail'

/** Mails one stored request to sales and marks it told; a failure leaves it for the cron. */
export async function notifySales(env: Env, id: number, request: CallbackInput, locale: Locale, now = Date.now()): Promise<boolean> {
  const db = getDb(env.DB)
  try {
    await db
      .update(schema.callbackRequests)
      .set({ notifyAttempts: sql`${schema.callbackRequests.notifyAttempts} + 1` })
      .where(eq(schema.callbackRequests.id, id))
    // Resend drops a second send with the same key, so a retry after a lost answer cannot mail twice.
    await sendMail(env, { ...callbackMail(env.SALES_EMAIL, request, locale), idempotencyKey: `callback-${id}` }, 'callback')
    await db.update(schema.callbackRequests).set({ notifiedAt: now }).where(eq(schema.callbackRequests.id, id))
    return true
  } catch (err) {
    console.error(JSON.stringify({ job: 'callback-notify', event: 'failure', callback: id, cause: String(err) }))
    return false
  }
}

/** Requests older than this and not yet told are the cron's (the request's own attempt has ended by then). */
export const CALLBACK_NOTIFY_GRACE_MS = 5 * 60_000
/** Requests mailed per cron run: within the hour's callback mail budget either way. */
export const CALLBACK_NOTIFY_BATCH = 10

/** Cron job (every 15 minutes): mails sales the stored requests whose first mail failed. */
export async function notifyPendingCallbacks(env: Env, now: Date) {
  const db = getDb(env.DB)
  const pending = await db
    .select()
    .from(schema.callbackRequests)
    .where(and(isNull(schema.callbackRequests.notifiedAt), lt(schema.callbackRequests.createdAt, now.getTime() - CALLBACK_NOTIFY_GRACE_MS)))
    .orderBy(asc(schema.callbackRequests.id))
    .limit(CALLBACK_NOTIFY_BATCH)
  let sent = 0
  const failures: string[] = []
  for (const r of pending) {
    const request: CallbackInput = {
      name: r.name,
      phone: r.phone,
      timeZone: (r.timeZone ?? 'eastern') as CallbackInput['timeZone'],
      bestTime: r.bestTime as CallbackInput['bestTime'],
      topic: r.topic as CallbackInput['topic'],
      note: r.note,
    }
    if (await notifySales(env, r.id, request, r.locale, now.getTime())) sent++
    else failures.push(`callback ${r.id}`)
  }
  return { pending: pending.length, sent, failures }
}

/** The sales team's language: the mail to sales is always in it, whatever the visitor's. */
const SALES_LOCALE: Locale = 'en'

/**
 * The e-mail to the sales team, in the team's language (its words are messages/server's
 * `server_mail_callback_*`), with the language the visitor used. Every value the visitor typed is
 * escaped in the HTML part.
 */
export function callbackMail(to: string, request: CallbackInput, locale: Locale = 'en') {
  const o = { locale: SALES_LOCALE }
  const language = new Intl.DisplayNames([SALES_LOCALE], { type: 'language' }).of(locale) ?? locale
  const rows: [string, string][] = [
    [m.server_mail_callback_name({}, o), request.name],
    [m.server_mail_callback_phone({}, o), request.phone],
    [m.server_mail_callback_time_zone({}, o), labelOf(timeZones, request.timeZone)],
    [m.server_mail_callback_best_time({}, o), labelOf(bestTimes, request.bestTime)],
    [m.server_mail_callback_topic({}, o), labelOf(callbackTopics, request.topic)],
    [m.server_mail_callback_language({}, o), locale === SALES_LOCALE ? language : m.server_mail_callback_call_in({ language }, o)],
  ]
  const intro = m.server_mail_callback_intro({}, o)
  const note = m.server_mail_callback_note({}, o)
  const callSoon = m.server_mail_callback_call_soon({}, o)
  const text = [
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(request.note ? ['', `${note}:`, request.note] : []),
    '',
    `${callSoon} ${m.server_mail_callback_never_ask({}, o)}`,
  ].join('\n')
  const bodyHtml = `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:18px">
${rows.map(([k, v]) => `<tr><th align="left" style="padding-right:16px">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
${
  request.note
    ? `<h2 style="font-size:18px;margin:16px 0 8px">${escapeHtml(note)}</h2>
<pre style="white-space:pre-wrap;font-family:inherit;font-size:16px;margin:0;padding:12px;border:1px solid #c9d6e6">${escapeHtml(request.note)}</pre>`
    : ''
}
<p style="margin:16px 0 0">${escapeHtml(callSoon)}</p>`
  return {
    to,
    subject: m.server_mail_callback_subject({ name: request.name }, o),
    text,
    html: mailLayout({
      company: site.company,
      heading: m.server_mail_callback_heading({}, o),
      bodyHtml,
      footer: escapeHtml(m.server_mail_callback_footer({ url: site.url }, o)),
    }),
  }
}
