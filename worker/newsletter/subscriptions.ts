// The site's own newsletter list (D1 `newsletter_subscribers`), with double opt-in: a sign-up is
// `pending` until the owner of the address follows the link we e-mail; only a hash of that link's
// token is stored. Nothing here tells a visitor whether some address is already on the list:
// the page always answers "check your inbox", and the inbox owner gets the specific message.
// The sign-up's language is stored (`locale`, a `Locale`): the confirmation e-mail and its link are
// in it, and later mail sent without a request (alert e-mail from the queue) reads it from the row.
import { eq } from 'drizzle-orm'
import { site } from '#content/site'
import type { Locale } from '#shared/i18n'
import { localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { CONFIRM_TOKEN } from '#shared/schemas/rules'
import { hitRateLimit, RATE_LIMITS } from '#worker/rate-limit/index'
import { getDb, schema } from '../db'
import { isProduction } from '../env'
import { escapeHtml, mailLayout, sendMail } from '../mail'
import { onConfirmed } from './manage'
import { hashToken, newToken } from './tokens'

export { hashToken, newToken }

/** A confirmation link works for 7 days after it was sent. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const CONFIRM_PATH = '/newsletter/confirm'

/** Links in mail point at the real site in production, and at the server that was asked locally. */
export function linkOrigin(env: Env, requestUrl: string): string {
  return isProduction(env) ? site.url : new URL(requestUrl).origin
}

/**
 * Records a sign-up request for `email` (made on a page in `locale`) and sends the right e-mail to that address: a confirmation
 * link for a new or still-pending address, a short "you are already subscribed" note otherwise.
 * At most a few mails per address per hour, so the form cannot be used to flood someone's inbox.
 */
export async function requestSubscription(env: Env, email: string, origin: string, locale: Locale = 'en', now = Date.now()): Promise<void> {
  const mailsLeft = await hitRateLimit(env.DB, RATE_LIMITS.newsletterMailsPerEmail, email, now)
  if (!mailsLeft.allowed) return

  const db = getDb(env.DB)
  const existing = await db.query.newsletterSubscribers.findFirst({
    where: eq(schema.newsletterSubscribers.email, email),
  })
  if (existing?.status === 'confirmed') {
    await sendMail(env, alreadySubscribedMail(email, locale), 'newsletter')
    return
  }
  const token = newToken()
  const tokenHash = await hashToken(token)
  // For a pending row `createdAt` is when its latest link was sent: the link's age is measured from it.
  await db
    .insert(schema.newsletterSubscribers)
    .values({ email, status: 'pending', tokenHash, createdAt: now, locale })
    .onConflictDoUpdate({
      target: schema.newsletterSubscribers.email,
      // The newest sign-up's language wins while the address is not confirmed yet.
      set: { tokenHash, createdAt: now, locale },
    })
  const link = `${origin}${localizeHref(CONFIRM_PATH, locale)}?token=${encodeURIComponent(token)}`
  await sendMail(env, confirmationMail(email, link, locale), 'newsletter')
}

export type ConfirmResult = 'confirmed' | 'invalid'

/** Confirms the pending sign-up whose link carries `token`. A link works once. */
export async function confirmSubscription(env: Env, token: unknown, now = Date.now()): Promise<ConfirmResult> {
  return (await confirmWithLinks(env, token, now)).result
}

/** `confirmSubscription`, with the new subscriber's personal token for the change and stop links. */
export async function confirmWithLinks(env: Env, token: unknown, now = Date.now()): Promise<{ result: ConfirmResult; manage?: string }> {
  if (typeof token !== 'string' || !CONFIRM_TOKEN.test(token)) return { result: 'invalid' }
  const db = getDb(env.DB)
  const tokenHash = await hashToken(token)
  const row = await db.query.newsletterSubscribers.findFirst({
    where: eq(schema.newsletterSubscribers.tokenHash, tokenHash),
  })
  if (row?.status !== 'pending' || now - row.createdAt > CONFIRM_TTL_MS) return { result: 'invalid' }
  await db
    .update(schema.newsletterSubscribers)
    // The used token's hash is replaced by a spent marker so the same link cannot confirm again.
    .set({ status: 'confirmed', confirmedAt: now, tokenHash: `spent:${crypto.randomUUID()}` })
    .where(eq(schema.newsletterSubscribers.id, row.id))
  const manage = await onConfirmed(env, row.id, row.email)
  return { result: 'confirmed', manage }
}

const footer = (locale: Locale) => escapeHtml(m.server_mail_nl_footer({ company: site.company, phone: site.phone }, { locale }))

/** The confirmation e-mail, in the language the visitor signed up in. */
export function confirmationMail(to: string, link: string, locale: Locale = 'en') {
  const o = { locale }
  const heading = m.server_mail_nl_confirm_heading({}, o)
  const thanks = m.server_mail_nl_thanks({}, o)
  const ignore = m.server_mail_nl_ignore({}, o)
  return {
    to,
    subject: m.server_mail_nl_confirm_subject({ company: site.company }, o),
    text: [heading, '', thanks, m.server_mail_nl_open_link({}, o), link, '', ignore, '', `${site.company} · ${site.phone}`].join('\n'),
    html: mailLayout({
      company: site.company,
      lang: locale,
      heading,
      bodyHtml: `<p>${escapeHtml(thanks)}</p>
<p>${escapeHtml(m.server_mail_nl_press_button({}, o))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1558c0;color:#ffffff;padding:14px 22px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(m.server_mail_nl_button({}, o))}</a></p>
<p style="font-size:16px">${escapeHtml(m.server_mail_nl_copy({}, o))}<br>${escapeHtml(link)}</p>
<p>${escapeHtml(ignore)}</p>`,
      footer: footer(locale),
    }),
  }
}

function alreadySubscribedMail(to: string, locale: Locale) {
  const o = { locale }
  const heading = m.server_mail_nl_already_heading({}, o)
  const body = m.server_mail_nl_already_text({}, o)
  const ignore = m.server_mail_nl_already_ignore({}, o)
  return {
    to,
    subject: m.server_mail_nl_already_subject({ company: site.company }, o),
    text: [heading, '', body, ignore, '', `${site.company} · ${site.phone}`].join('\n'),
    html: mailLayout({
      company: site.company,
      lang: locale,
      heading,
      bodyHtml: `<p>${escapeHtml(body)}</p>
<p>${escapeHtml(ignore)}</p>`,
      footer: footer(locale),
    }),
  }
}
