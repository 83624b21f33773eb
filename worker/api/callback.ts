// POST /api/callback: a visitor asks us to phone them. Stored in D1 and e-mailed to the sales inbox; a
// request whose mail fails is stored all the same and mailed by the cron later (decision 121).
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { bestTimes, type CallbackInput, callbackTopics, labelOf, timeZones } from '#content/callback'
import { bestTimes as bestTimesEs } from '#content/es/callback'
import { bestTimes as bestTimesFr } from '#content/fr/callback'
import { site } from '#content/site'
import { currentLocale, type Locale, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { callbackSchema } from '#shared/schemas/callback'
import { getDb, schema } from '../db'
import { clientAddress } from '../http/request'
import { parseBody } from '../http/validate'
import { escapeHtml, mailLayout, sendMail } from '../mail'
import { enforceRateLimit, RATE_LIMITS } from '../rate-limit'

export const callbackRoutes = new Hono<{ Bindings: Env }>()

/** A note may be 10,000 characters of any script (up to 4 bytes each in UTF-8) besides the fields. */
const CALLBACK_MAX_BYTES = 48 * 1024

callbackRoutes.post('/', async (c) => {
  // Counted before the body is read (S14), so a flood of large bodies stops at the limit.
  await enforceRateLimit(c.env.DB, RATE_LIMITS.callbackPerAddress, clientAddress(c), (wait) =>
    m.server_callback_too_many({ wait, phone: site.phone }),
  )
  // One message for the whole form: the first problem, in the order of the fields.
  const { website: isBot, ...request } = await parseBody(c, callbackSchema, CALLBACK_MAX_BYTES)
  // In the visitor's language, with the time as they chose it ("morning (8 am to noon)").
  const when = labelOf(pick({ en: bestTimes, es: bestTimesEs, fr: bestTimesFr }), request.bestTime).toLowerCase()
  const thanks = m.server_callback_thanks({ name: request.name, phone: request.phone, when, sitePhone: site.phone })
  const locale = currentLocale()

  // A filled-in hidden field means a bot: answer as if all went well, but keep and send nothing.
  if (isBot) return c.json({ msg: thanks })

  // Stored first: once this succeeds the request is ours and reaches sales, now or from the cron.
  const [row] = await getDb(c.env.DB)
    .insert(schema.callbackRequests)
    .values({ ...request, locale })
    .returning({ id: schema.callbackRequests.id })
  // A mail that fails now (budget, Resend) is not the visitor's problem: the cron sends it later.
  await notifySales(c.env, row.id, request, locale)
  return c.json({ msg: thanks })
})

/** Mails one stored request to sales and marks it told; a failure leaves it for the cron. */
async function notifySales(env: Env, id: number, request: CallbackInput, locale: Locale, now = Date.now()): Promise<boolean> {
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
