// What a subscriber can do from the personal link in every alert e-mail: choose the country and
// "urgent only", or unsubscribe in one click. The link carries `manage_token` (32 random bytes, set
// when the sign-up is confirmed). Unsubscribing deletes the subscriber and keeps only a SHA-256 of the
// address (and of the used link) on the suppression list (decision 071).
import { eq } from 'drizzle-orm'
import { site } from '#content/site'
import { type Locale, localizeHref } from '#shared/i18n'
import { MANAGE_TOKEN } from '#shared/schemas/rules'
import { getDb, schema } from '../db'
import { isProduction } from '../env'
import { hashToken, newToken } from './tokens'

export const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe'
export const PREFERENCES_PAGE = '/newsletter/preferences'
export const UNSUBSCRIBE_API = '/api/newsletter/unsubscribe'

export type Country = 'US' | 'CA' | 'any'
export const COUNTRIES: readonly Country[] = ['US', 'CA', 'any']

export interface Preferences {
  email: string
  country: Country
  urgentOnly: boolean
}

const TOKEN_PATTERN = MANAGE_TOKEN

export function newManageToken(): string {
  return newToken()
}

export function isManageToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token)
}

/** SHA-256 of a normalised address: the only trace an unsubscribed address leaves. */
export function emailHash(email: string): Promise<string> {
  return hashToken(`email:${email.trim().toLowerCase()}`)
}

/** Where links in mail point: the real site in production, the local server otherwise. */
export function mailOrigin(env: Env): string {
  if (isProduction(env)) return site.url
  return String(env.LOCAL_ORIGIN || site.url).replace(/\/+$/, '')
}

/**
 * Called when a sign-up is confirmed: gives it its personal link and lifts an old suppression (the owner
 * just opted in again). Returns the link's token, so the "You are signed up" page can show how to change
 * or stop the alerts at once (issue 46).
 */
export async function onConfirmed(env: Env, subscriberId: number, email: string): Promise<string> {
  const db = getDb(env.DB)
  const token = newManageToken()
  await db.batch([
    db.update(schema.newsletterSubscribers).set({ manageToken: token }).where(eq(schema.newsletterSubscribers.id, subscriberId)),
    db.delete(schema.newsletterSuppressions).where(eq(schema.newsletterSuppressions.emailHash, await emailHash(email))),
  ])
  return token
}

/** The personal token of a confirmed subscriber, created on first use for rows confirmed before tokens existed. */
export async function manageTokenFor(env: Env, subscriber: { id: number; manageToken: string | null }): Promise<string> {
  if (subscriber.manageToken) return subscriber.manageToken
  const token = newManageToken()
  const db = getDb(env.DB)
  await db.update(schema.newsletterSubscribers).set({ manageToken: token }).where(eq(schema.newsletterSubscribers.id, subscriber.id))
  const row = await db.query.newsletterSubscribers.findFirst({ where: eq(schema.newsletterSubscribers.id, subscriber.id) })
  return row?.manageToken ?? token
}

/** The personal links; the pages in the subscriber's language (`subscriber.locale`, /es/... for Spanish). */
export function unsubscribeLinks(origin: string, token: string, locale: Locale = 'en') {
  const t = encodeURIComponent(token)
  return {
    /** The page with a confirm button (the visible link: mail scanners that follow links unsubscribe nobody). */
    page: `${origin}${localizeHref(UNSUBSCRIBE_PAGE, locale)}?token=${t}`,
    /** RFC 8058 one-click target: mail programs POST `List-Unsubscribe=One-Click` here. */
    oneClick: `${origin}${UNSUBSCRIBE_API}?token=${t}`,
    preferences: `${origin}${localizeHref(PREFERENCES_PAGE, locale)}?token=${t}`,
  }
}

/** The List-Unsubscribe headers of RFC 2369 and RFC 8058 (one click). */
export function listUnsubscribeHeaders(origin: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeLinks(origin, token).oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

async function findByToken(env: Env, token: string) {
  return getDb(env.DB).query.newsletterSubscribers.findFirst({
    where: eq(schema.newsletterSubscribers.manageToken, token),
  })
}

export type UnsubscribeResult = 'unsubscribed' | 'already' | 'invalid'

export async function unsubscribe(env: Env, token: unknown): Promise<UnsubscribeResult> {
  if (!isManageToken(token)) return 'invalid'
  const tokenHash = await hashToken(token)
  const row = await findByToken(env, token)
  const db = getDb(env.DB)
  if (!row) {
    const spent = await db.query.newsletterSuppressions.findFirst({
      where: eq(schema.newsletterSuppressions.tokenHash, tokenHash),
    })
    return spent ? 'already' : 'invalid'
  }
  const hash = await emailHash(row.email)
  await db.batch([
    db
      .insert(schema.newsletterSuppressions)
      .values({ emailHash: hash, tokenHash })
      .onConflictDoUpdate({ target: schema.newsletterSuppressions.emailHash, set: { tokenHash } }),
    db.delete(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.id, row.id)),
  ])
  return 'unsubscribed'
}

export async function isSuppressed(env: Env, email: string): Promise<boolean> {
  const row = await getDb(env.DB).query.newsletterSuppressions.findFirst({
    where: eq(schema.newsletterSuppressions.emailHash, await emailHash(email)),
  })
  return row !== undefined
}

/**
 * The scam-alert settings of a signed-in account's own address (issue 46, N3): whether it gets alerts and,
 * if so, its personal token for the change and stop pages. The address is the account's, proved at sign-up.
 */
export async function alertSettingsFor(
  env: Env,
  email: string,
): Promise<{ subscribed: false } | { subscribed: true; manage: string; country: Country; urgentOnly: boolean }> {
  const row = await getDb(env.DB).query.newsletterSubscribers.findFirst({
    where: eq(schema.newsletterSubscribers.email, email.trim().toLowerCase()),
  })
  if (row?.status !== 'confirmed') return { subscribed: false }
  return { subscribed: true, manage: await manageTokenFor(env, row), country: row.country, urgentOnly: row.urgentOnly }
}

export async function readPreferences(env: Env, token: unknown): Promise<Preferences | null> {
  if (!isManageToken(token)) return null
  const row = await findByToken(env, token)
  if (row?.status !== 'confirmed') return null
  return { email: row.email, country: row.country, urgentOnly: row.urgentOnly }
}

export async function savePreferences(
  env: Env,
  token: unknown,
  prefs: { country: Country; urgentOnly: boolean },
): Promise<Preferences | null> {
  if (!isManageToken(token)) return null
  const row = await findByToken(env, token)
  if (row?.status !== 'confirmed') return null
  await getDb(env.DB)
    .update(schema.newsletterSubscribers)
    .set({ country: prefs.country, urgentOnly: prefs.urgentOnly })
    .where(eq(schema.newsletterSubscribers.id, row.id))
  return { email: row.email, ...prefs }
}
