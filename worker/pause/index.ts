// "Someone is on the phone with me now" and "Is this really you?" (docs/on-the-phone.md). Rules only:
// worker/api/pause.ts reads the requests, worker/index.ts hands live sockets to `pauseSocket`.
// - The signed-in holder raises an alert; their accepted trusted contact gets one mail (call them on the
//   number you already have) with a link to a page that shows the holder's alerts live and answers.
// - The contact answers "I'm calling you" or "It's not me"; the answer reaches the holder's screen
//   through the holder's room (worker/pause/room.ts, one Durable Object per holder).
// Nothing is recorded but the alert itself (names, kind, times, the answer) for ALERT_TTL_MS.
import { eq } from 'drizzle-orm'
import { getServerByName } from 'partyserver'
import { site } from '#content/site'
import { formatLocalTime, withElision } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import type { AlertKind, AlertState, Answer } from '#shared/pause/protocol'
import type { SignedIn } from '../auth/account'
import { getDb, schema } from '../db'
import { ApiError, tooManyRequests } from '../http/errors'
import { clientKey } from '../http/request'
import { describeWait, hitRateLimit, RATE_LIMITS } from '../rate-limit'
import { contactFooter, contactOf } from '../trusted-contact'
import { signPauseToken, verifyPauseToken, watchPage } from '../trusted-contact/live-tokens'
import { type Block, buildMail, sendTrustedMail, TRUSTED_MAIL_PURPOSES } from '../trusted-contact/mail'

type ContactRow = typeof schema.trustedContacts.$inferSelect

async function room(env: Env, holderId: string) {
  return getServerByName(env.PauseRoom, holderId)
}

async function countAlert(env: Env, userId: string, now: number) {
  for (const rule of [RATE_LIMITS.pauseAlertsPerHolder, RATE_LIMITS.pauseAlertsPerHolderDay]) {
    const limit = await hitRateLimit(env.DB, rule, userId, now)
    if (!limit.allowed) throw tooManyRequests(m.pause_err_too_many({ wait: describeWait(limit.retryAfterMs) }), limit.retryAfterMs)
  }
}

/**
 * POST /api/pause/alert: tells the holder's accepted contact, by e-mail, and in the live room. Answers
 * the alert and a short-lived holder token for the holder's own socket. A mail that cannot leave does
 * not undo the alert (the contact's open page still shows it); the answer says so.
 */
export async function raiseAlert(env: Env, { user }: SignedIn, kind: AlertKind, origin: string, now = Date.now()) {
  const contact = await contactOf(env, user.id, now)
  if (!contact) throw new ApiError(404, m.pause_err_no_contact())
  if (contact.status !== 'accepted') throw new ApiError(409, m.pause_err_not_accepted({ name: contact.name }))
  await countAlert(env, user.id, now)
  const alert: AlertState = {
    id: crypto.randomUUID(),
    kind,
    holder: user.name,
    contact: contact.name,
    at: now,
    answer: null,
    answeredAt: null,
  }
  await (await room(env, user.id)).raise(alert)
  let mailed = true
  try {
    await sendAlertMail(env, contact, user.name, kind, origin, now)
  } catch (err) {
    mailed = false
    console.warn('pause: alert mail not sent', String(err))
  }
  return {
    alert,
    token: await signPauseToken(env, 'h', user.id, now),
    msg: mailed ? m.pause_msg_sent({ name: contact.name }) : m.pause_msg_not_mailed({ name: contact.name }),
  }
}

async function sendAlertMail(env: Env, contact: ContactRow, holder: string, kind: AlertKind, origin: string, now: number) {
  const o = { locale: contact.locale }
  const h = { holder, company: site.company }
  const blocks: Block[] = [
    { p: kind === 'call' ? m.pause_mail_call_intro(h, o) : m.pause_mail_verify_intro(h, o), strong: true },
    // W7: when it was sent, in the contact's own zone (named), if their browser reported one on accepting.
    ...(contact.timeZone ? [{ p: m.pause_mail_sent_at({ when: formatLocalTime(now, contact.locale, contact.timeZone) }, o) }] : []),
    { p: m.pause_mail_call_them(h, o), strong: true },
    { p: withElision(m.pause_mail_answer, { holder, url: await watchPage(env, contact.id, origin, contact.locale, now) }, o) },
    { p: m.pause_mail_never(h, o) },
  ]
  await sendTrustedMail(
    env,
    TRUSTED_MAIL_PURPOSES.alert,
    buildMail(env, {
      to: contact.email,
      subject: kind === 'call' ? m.pause_mail_call_subject(h, o) : m.pause_mail_verify_subject(h, o),
      blocks,
      footer: await contactFooter(env, contact, holder, origin, now),
      locale: contact.locale,
    }),
  )
}

/** The accepted contact a watch token names, or null (forged, expired, stopped, replaced). */
async function watchingContact(env: Env, token: string | null | undefined, now: number): Promise<ContactRow | null> {
  const named = await verifyPauseToken(env, token, now)
  if (named?.kind !== 'w') return null
  const contact = await getDb(env.DB).query.trustedContacts.findFirst({ where: eq(schema.trustedContacts.id, named.id) })
  return contact?.status === 'accepted' ? contact : null
}

/** POST /api/pause/answer: the contact's answer to the current alert (or to `alertId` when given). */
export async function answerAlert(env: Env, token: string, answer: Answer, alertId: string | undefined, now = Date.now()) {
  const contact = await watchingContact(env, token, now)
  if (!contact) throw new ApiError(400, m.pause_err_bad_link())
  const stub = await room(env, contact.userId)
  const current = await stub.current()
  if (!current || (alertId && alertId !== current.id)) throw new ApiError(410, m.pause_err_over())
  const answered = await stub.answer(current.id, answer, now)
  if (!answered) throw new ApiError(410, m.pause_err_over())
  return {
    alert: answered,
    msg:
      answer === 'calling' ? m.pause_msg_told_calling({ holder: answered.holder }) : m.pause_msg_told_not_me({ holder: answered.holder }),
  }
}

/**
 * A live socket at PAUSE_SOCKET_PATH?t=<token>: a watch token (the contact) or a holder token. The
 * token is checked here, before any Durable Object is addressed, and the room is the holder's, so a
 * stranger can neither create rooms nor listen to one.
 */
export async function pauseSocket(request: Request, env: Env, now = Date.now()): Promise<Response> {
  const refuse = (status: number, msg: string) => Response.json({ msg }, { status, headers: { 'cache-control': 'no-store' } })
  if (request.method !== 'GET' || request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
    return refuse(405, 'Open the live page with a WebSocket GET.')
  }
  const limit = await hitRateLimit(env.DB, RATE_LIMITS.pauseSocketsPerAddress, clientKey(request.headers.get('cf-connecting-ip')), now)
  if (!limit.allowed) return refuse(429, 'Too many connections: wait a few minutes.')
  const token = new URL(request.url).searchParams.get('t')
  const named = await verifyPauseToken(env, token, now)
  let holderId: string | null = null
  if (named?.kind === 'h') holderId = named.id
  else if (named?.kind === 'w') holderId = (await watchingContact(env, token, now))?.userId ?? null
  if (!holderId) return refuse(403, 'This link no longer works.')
  return (await room(env, holderId)).fetch(request)
}

/** The holder's contact as /on-the-phone shows it: a name once they accepted, else nothing to tap. */
export async function pauseContact(env: Env, { user }: SignedIn, now = Date.now()) {
  const contact = await contactOf(env, user.id, now)
  return { contact: contact ? { name: contact.name, accepted: contact.status === 'accepted' } : null }
}
