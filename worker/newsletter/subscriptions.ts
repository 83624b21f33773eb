// The site's own newsletter list (D1 `newsletter_subscribers`), with double opt-in: a sign-up is
// `pending` until the owner of the address follows the link we e-mail; only a hash of that link's
// token is stored. Nothing here tells a visitor whether some address is already on the list:
// the page always answers "check your inbox", and the inbox owner gets the specific message.
import { eq } from 'drizzle-orm'
import { site } from '#content/site'
import { getDb, schema } from '../db'
import { isProduction } from '../env'
import { escapeHtml, mailLayout, sendMail } from '../mail'
import { RATE_LIMITS, hitRateLimit } from '../api/rate-limit'
import { onConfirmed } from './manage'

/** A confirmation link works for 7 days after it was sent. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const CONFIRM_PATH = '/newsletter/confirm'

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Links in mail point at the real site in production, and at the server that was asked locally. */
export function linkOrigin(env: Env, requestUrl: string): string {
  return isProduction(env) ? site.url : new URL(requestUrl).origin
}

/**
 * Records a sign-up request for `email` and sends the right e-mail to that address: a confirmation
 * link for a new or still-pending address, a short "you are already subscribed" note otherwise.
 * At most a few mails per address per hour, so the form cannot be used to flood someone's inbox.
 */
export async function requestSubscription(env: Env, email: string, origin: string, now = Date.now()): Promise<void> {
  const mailsLeft = await hitRateLimit(env.DB, RATE_LIMITS.newsletterMailsPerEmail, email, now)
  if (!mailsLeft.allowed) return

  const db = getDb(env.DB)
  const existing = await db.query.newsletterSubscribers.findFirst({
    where: eq(schema.newsletterSubscribers.email, email),
  })
  if (existing?.status === 'confirmed') {
    await sendMail(env, alreadySubscribedMail(email))
    return
  }
  const token = newToken()
  const tokenHash = await hashToken(token)
  // For a pending row `createdAt` is when its latest link was sent: the link's age is measured from it.
  await db
    .insert(schema.newsletterSubscribers)
    .values({ email, status: 'pending', tokenHash, createdAt: now })
    .onConflictDoUpdate({
      target: schema.newsletterSubscribers.email,
      set: { tokenHash, createdAt: now },
    })
  await sendMail(env, confirmationMail(email, `${origin}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`))
}

export type ConfirmResult = 'confirmed' | 'invalid'

/** Confirms the pending sign-up whose link carries `token`. A link works once. */
export async function confirmSubscription(env: Env, token: unknown, now = Date.now()): Promise<ConfirmResult> {
  if (typeof token !== 'string' || !/^[\w-]{20,100}$/.test(token)) return 'invalid'
  const db = getDb(env.DB)
  const tokenHash = await hashToken(token)
  const row = await db.query.newsletterSubscribers.findFirst({
    where: eq(schema.newsletterSubscribers.tokenHash, tokenHash),
  })
  if (row?.status !== 'pending' || now - row.createdAt > CONFIRM_TTL_MS) return 'invalid'
  await db
    .update(schema.newsletterSubscribers)
    // The used token's hash is replaced by a spent marker so the same link cannot confirm again.
    .set({ status: 'confirmed', confirmedAt: now, tokenHash: `spent:${crypto.randomUUID()}` })
    .where(eq(schema.newsletterSubscribers.id, row.id))
  await onConfirmed(env, row.id, row.email)
  return 'confirmed'
}

const footer = `You get this e-mail because someone entered this address on ${escapeHtml(site.company)}'s website. Questions? Call us at ${escapeHtml(site.phone)}.`

function confirmationMail(to: string, link: string) {
  const heading = 'Please confirm your scam alerts sign-up'
  return {
    to,
    subject: `${site.company}: please confirm your sign-up`,
    text: [
      heading,
      '',
      'Thank you for signing up for plain-language scam alerts.',
      'To start receiving them, open this link (it works for 7 days):',
      link,
      '',
      'If you did not sign up, ignore this e-mail and you will not hear from us.',
      '',
      `${site.company} · ${site.phone}`,
    ].join('\n'),
    html: mailLayout({
      company: site.company,
      heading,
      bodyHtml: `<p>Thank you for signing up for plain-language scam alerts.</p>
<p>To start receiving them, press the button below. The link works for 7 days.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1558c0;color:#ffffff;padding:14px 22px;border-radius:8px;text-decoration:none;font-weight:bold">Confirm my sign-up</a></p>
<p style="font-size:16px">Or copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>If you did not sign up, ignore this e-mail and you will not hear from us.</p>`,
      footer,
    }),
  }
}

function alreadySubscribedMail(to: string) {
  const heading = 'You are already signed up'
  return {
    to,
    subject: `${site.company}: you are already signed up for scam alerts`,
    text: [
      heading,
      '',
      'Someone asked to sign this address up for our scam alerts. It is already on the list, so there is nothing more to do.',
      'If this was not you, you can ignore this e-mail.',
      '',
      `${site.company} · ${site.phone}`,
    ].join('\n'),
    html: mailLayout({
      company: site.company,
      heading,
      bodyHtml: `<p>Someone asked to sign this address up for our scam alerts. It is already on the list, so there is nothing more to do.</p>
<p>If this was not you, you can ignore this e-mail.</p>`,
      footer,
    }),
  }
}
