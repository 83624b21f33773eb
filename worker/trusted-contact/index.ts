// The trusted contact (decision 160): a person an account holder names, who accepts by pressing a
// button on our page, and who then receives only what the holder chose: "asks" from a scam-check
// answer, the help-now plan, early warnings about the account. Rules only; worker/api/trusted-contact.ts
// reads the requests. Nothing of an ask or a plan is stored: the only trace is the rate-limit counter.
import { and, eq, gt, lte } from 'drizzle-orm'
import { words as helpWordsEs } from '#content/es/help-now'
import { words as helpWordsFr } from '#content/fr/help-now'
import { type HelpNowWords, words as helpWordsEn, planFor, situationsOf } from '#content/help-now'
import { site } from '#content/site'
import { formatLocalTime, type Locale, localizeHref, pick, withElision } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { isPlainName } from '#shared/schemas/rules'
import { helpNowSearch } from '#shared/schemas/search'
import type { SignedIn } from '../auth/account'
import { getDb, schema } from '../db'
import { ApiError, tooManyRequests } from '../http/errors'
import { sendOrQueue } from '../mail/outbox'
import { describeWait, hitRateLimit, RATE_LIMITS } from '../rate-limit'
import { answerLanguage, checkMessage } from '../scam-check'
import { defang } from './defang'
import { watchPage } from './live-tokens'
import {
  accountPage,
  type Block,
  buildMail,
  contactLinks,
  type Footer,
  helpNowPage,
  sendTrustedMail,
  TRUSTED_MAIL_PURPOSES,
  WARNING_BUDGET,
} from './mail'
import {
  hashAddress,
  hashInviteToken,
  INVITE_DAYS,
  INVITE_HOLD_DAYS,
  INVITE_HOLD_MS,
  INVITE_TTL_MS,
  newInviteToken,
  signAllowToken,
  signStopToken,
  verifyAllowToken,
  verifyStopToken,
} from './tokens'

type ContactRow = typeof schema.trustedContacts.$inferSelect
type UserRow = typeof schema.users.$inferSelect

export interface ContactChoices {
  name: string
  email: string
  phone: string | null
  mayAsks: boolean
  mayPlans: boolean
  mayWarnings: boolean
}

/** What the holder's page may know about the contact. */
export function publicContact(row: ContactRow) {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    mayAsks: row.mayAsks,
    mayPlans: row.mayPlans,
    mayWarnings: row.mayWarnings,
    status: row.status,
    expiresAt: row.status === 'pending' && row.inviteExpiresAt ? new Date(row.inviteExpiresAt).toISOString() : null,
  }
}
export type PublicContact = ReturnType<typeof publicContact>

const isLive = (row: ContactRow, now: number) => row.status === 'accepted' || (row.inviteExpiresAt ?? 0) > now

/** The holder's contact (an expired invitation counts as none). */
export async function contactOf(env: Env, userId: string, now = Date.now()): Promise<ContactRow | null> {
  const row = await getDb(env.DB).query.trustedContacts.findFirst({ where: eq(schema.trustedContacts.userId, userId) })
  return row && isLive(row, now) ? row : null
}

/**
 * The holder as our mails name them (U2): the account name only when it is plain letters (names typed
 * before the rule, or anything else, give way to the proven address). Never free text.
 */
export const holderName = (user: Pick<UserRow, 'name' | 'email'>) => (isPlainName(user.name) ? user.name : user.email)
const asMailed = <T extends UserRow>(user: T): T => ({ ...user, name: holderName(user) })

/**
 * Our address as a reader types it (W5, W6): host and path, no scheme, so it is something to type
 * rather than a link to press (`saffesupport.com/fr/trusted-contact`).
 */
const typedAddress = (origin: string, path: string, locale: Locale) =>
  `${new URL(origin).host}${localizeHref(path || '/', locale).replace(/\/$/, '')}`

export async function contactFooter(env: Env, contact: ContactRow, holderName: string, origin: string, now: number): Promise<Footer> {
  const o = { locale: contact.locale }
  const links = contactLinks(origin, contact.locale, { stop: await signStopToken(env, contact.id, now) })
  return {
    why: withElision(m.trusted_mail_why_contact, { holder: holderName, company: site.company }, o),
    stop: { label: withElision(m.trusted_mail_stop, { holder: holderName }, o), page: links.stopPage, oneClick: links.stopOneClick },
  }
}

const holderFooter = (locale: Locale): Footer => ({ why: m.trusted_mail_why_holder({ company: site.company }, { locale }) })

// ---- naming, changing and ending ------------------------------------------------------------------

/**
 * POST /api/trusted-contact: invites `choices` as the holder's contact. At most one invitation waits at
 * a time (409), a few a day (429); an accepted contact is replaced, and told so.
 */
export async function nameContact(env: Env, signedIn: SignedIn, choices: ContactChoices, origin: string, locale: Locale, now = Date.now()) {
  const user = asMailed(signedIn.user)
  const db = getDb(env.DB)
  const existing = await db.query.trustedContacts.findFirst({ where: eq(schema.trustedContacts.userId, user.id) })
  if (existing && existing.status === 'pending' && isLive(existing, now)) throw new ApiError(409, m.trusted_err_pending())
  const limit = await hitRateLimit(env.DB, RATE_LIMITS.trustedInvitesPerHolder, user.id, now)
  if (!limit.allowed) throw tooManyRequests(m.trusted_err_too_many_invites({ wait: describeWait(limit.retryAfterMs) }), limit.retryAfterMs)
  // U2: one invitation per address in 90 days, from anyone, until it is accepted (claimed atomically).
  const hold = await claimInvite(env, choices.email, now)

  const { token, hash } = await newInviteToken()
  const row: typeof schema.trustedContacts.$inferInsert = {
    id: crypto.randomUUID(),
    userId: user.id,
    ...choices,
    locale,
    status: 'pending',
    inviteHash: hash,
    inviteExpiresAt: now + INVITE_TTL_MS,
    acceptedAt: null,
  }
  // One statement pair: the old row goes and the new one comes (the unique user index allows one).
  await db.batch([
    db.delete(schema.trustedContacts).where(eq(schema.trustedContacts.userId, user.id)),
    db.insert(schema.trustedContacts).values(row),
  ])
  const contact = (await db.query.trustedContacts.findFirst({ where: eq(schema.trustedContacts.id, row.id) })) as ContactRow

  const replaced = existing?.status === 'accepted' ? existing : null
  let toldReplaced = false
  try {
    if (replaced) await sendEnded(env, replaced, user.name, origin, now)
    toldReplaced = true
    await sendInvitation(env, contact, user, token, origin, now)
  } catch (err) {
    // The mail could not go (its budget is spent, Resend failed): nothing is left half done, so the
    // holder's next try is not refused as "an invitation is already waiting" (decision 121). An
    // accepted contact who was not told it ended stays their contact.
    await db.batch([
      db.delete(schema.trustedContacts).where(eq(schema.trustedContacts.id, row.id)),
      ...(replaced && !toldReplaced ? [db.insert(schema.trustedContacts).values(replaced)] : []),
      // Nothing reached the address, so nothing holds it.
      db.delete(schema.inviteHolds).where(eq(schema.inviteHolds.emailHash, hold)),
    ])
    throw err
  }
  return {
    contact: publicContact(contact),
    msg: replaced ? m.trusted_msg_replaced({ email: contact.email }) : m.trusted_msg_invited({ email: contact.email, name: contact.name }),
  }
}

/**
 * Claims the address for one invitation (U2): refused (409) while an earlier invitation from anyone is
 * unanswered or was declined in the last 90 days. Returns the address hash the hold is kept under.
 */
async function claimInvite(env: Env, email: string, now: number): Promise<string> {
  const emailHash = await hashAddress(email)
  const [claimed] = await getDb(env.DB)
    .insert(schema.inviteHolds)
    .values({ emailHash, reason: 'invited', until: now + INVITE_HOLD_MS })
    .onConflictDoUpdate({
      target: schema.inviteHolds.emailHash,
      set: { reason: 'invited', until: now + INVITE_HOLD_MS },
      setWhere: lte(schema.inviteHolds.until, now),
    })
    .returning()
  if (!claimed) throw new ApiError(409, m.trusted_err_held({ days: INVITE_HOLD_DAYS }))
  return emailHash
}

/** U2: the address said no (or stopped): nobody may invite it for 90 days, unless it allows it again. */
async function holdAddress(env: Env, email: string, now: number) {
  const emailHash = await hashAddress(email)
  await getDb(env.DB)
    .insert(schema.inviteHolds)
    .values({ emailHash, reason: 'declined', until: now + INVITE_HOLD_MS })
    .onConflictDoUpdate({ target: schema.inviteHolds.emailHash, set: { reason: 'declined', until: now + INVITE_HOLD_MS } })
}

/** The "let invitations reach me again" link from an invitation (U2): the address's hold is lifted. */
export async function allowByToken(env: Env, token: string, now = Date.now()): Promise<LinkResult> {
  const emailHash = await verifyAllowToken(env, token, now)
  if (!emailHash) return 'invalid'
  await getDb(env.DB).delete(schema.inviteHolds).where(eq(schema.inviteHolds.emailHash, emailHash))
  return 'allowed'
}

async function sendInvitation(env: Env, contact: ContactRow, holder: UserRow, token: string, origin: string, now: number) {
  const o = { locale: contact.locale }
  const h = { holder: holder.name }
  const links = contactLinks(origin, contact.locale, {
    invite: token,
    stop: await signStopToken(env, contact.id, now),
    allow: await signAllowToken(env, contact.email, now),
  })
  const receives: string[] = [
    ...(contact.mayAsks ? [m.trusted_mail_receive_asks(h, o)] : []),
    ...(contact.mayPlans ? [m.trusted_mail_receive_plans(h, o)] : []),
    ...(contact.mayWarnings ? [withElision(m.trusted_mail_receive_warnings, h, o)] : []),
  ]
  const blocks: Block[] = [
    { p: m.trusted_mail_invite_intro({ holder: holder.name, email: holder.email, company: site.company }, o) },
    { p: m.trusted_mail_invite_list({}, o), strong: true },
    { list: receives },
    { p: m.trusted_mail_invite_until({ days: INVITE_DAYS }, o) },
    // W5: how to check it without pressing anything in the mail.
    {
      p: m.trusted_mail_invite_check(
        {
          holder: holder.name,
          address: typedAddress(origin, '/trusted-contact/check', contact.locale),
          code: token,
          company: site.company,
        },
        o,
      ),
    },
    { button: m.trusted_mail_invite_button({}, o), url: links.accept as string },
    { p: `${m.trusted_mail_invite_no({}, o)}: ${links.stopPage}` },
    { p: m.trusted_mail_invite_hold({ days: INVITE_HOLD_DAYS, url: links.allow as string }, o) },
  ]
  const footer = await contactFooter(env, contact, holder.name, origin, now)
  await sendTrustedMail(
    env,
    TRUSTED_MAIL_PURPOSES.invite,
    buildMail(env, {
      to: contact.email,
      subject: m.trusted_mail_invite_subject({ company: site.company }, o),
      blocks,
      footer,
      locale: contact.locale,
    }),
  )
}

/** Tells a contact who had accepted that it is over (the holder ended it or chose someone else). */
async function sendEnded(env: Env, contact: ContactRow, holderName: string, origin: string, now: number) {
  const o = { locale: contact.locale }
  const footer = await contactFooter(env, contact, holderName, origin, now)
  delete footer.stop
  await sendTrustedMail(
    env,
    TRUSTED_MAIL_PURPOSES.notice,
    buildMail(env, {
      to: contact.email,
      subject: withElision(m.trusted_mail_ended_subject, { holder: holderName }, o),
      blocks: [{ p: m.trusted_mail_ended({ holder: holderName, company: site.company }, o) }],
      footer,
      locale: contact.locale,
    }),
  )
}

/** DELETE /api/trusted-contact: the holder ends it (or withdraws an invitation); an accepted contact is told. */
export async function endContact(env: Env, signedIn: SignedIn, origin: string, now = Date.now()) {
  const user = asMailed(signedIn.user)
  const db = getDb(env.DB)
  const [removed] = await db.delete(schema.trustedContacts).where(eq(schema.trustedContacts.userId, user.id)).returning()
  if (!removed || !isLive(removed, now)) throw new ApiError(404, m.trusted_err_no_contact())
  if (removed.status === 'accepted') await sendEnded(env, removed, user.name, origin, now)
  return { contact: null, msg: removed.status === 'accepted' ? m.trusted_msg_ended() : m.trusted_msg_withdrawn() }
}

// ---- the contact's side: accept, stop -------------------------------------------------------------

export type LinkResult = 'accepted' | 'stopped' | 'allowed' | 'invalid'

/** The invitation's button: a live, unused invitation becomes an accepted contact; the holder is told. */
export async function acceptInvitation(env: Env, token: string, origin: string, timeZone: string | null = null, now = Date.now()) {
  const db = getDb(env.DB)
  const hash = await hashInviteToken(token)
  const [contact] = await db
    .update(schema.trustedContacts)
    .set({ status: 'accepted', acceptedAt: now, inviteHash: null, inviteExpiresAt: null, timeZone })
    .where(
      and(
        eq(schema.trustedContacts.inviteHash, hash),
        eq(schema.trustedContacts.status, 'pending'),
        gt(schema.trustedContacts.inviteExpiresAt, now),
      ),
    )
    .returning()
  if (!contact) return { result: 'invalid' as const }
  // Accepted: the address is a willing contact, held for nobody.
  await db.delete(schema.inviteHolds).where(eq(schema.inviteHolds.emailHash, await hashAddress(contact.email)))
  const holder = await db.query.users.findFirst({ where: eq(schema.users.id, contact.userId) })
  if (holder) await noticeToHolder(env, holder, contact, 'accepted', origin)
  // The contact's live page for "on a call" alerts (docs/on-the-phone.md), shown on the page they accepted on.
  return {
    result: 'accepted' as const,
    holder: holder ? holderName(holder) : '',
    watch: await watchPage(env, contact.id, origin, contact.locale, now),
  }
}

/** Tells the holder that the contact accepted or stopped; a mail that fails is logged, the change stands. */
async function noticeToHolder(env: Env, holder: UserRow, contact: ContactRow, what: 'accepted' | 'stopped', origin: string) {
  const o = { locale: contact.locale }
  const words = { contact: contact.name, url: accountPage(origin, contact.locale) }
  const [subject, text] =
    what === 'accepted'
      ? [m.trusted_mail_accepted_subject(words, o), m.trusted_mail_accepted(words, o)]
      : [m.trusted_mail_stopped_subject(words, o), m.trusted_mail_stopped(words, o)]
  await sendTrustedMail(
    env,
    TRUSTED_MAIL_PURPOSES.notice,
    buildMail(env, { to: holder.email, subject, blocks: [{ p: text }], footer: holderFooter(contact.locale), locale: contact.locale }),
  ).catch((err) => console.warn(`trusted contact: ${what} notice not sent`, String(err)))
}

/** A stop link (from any mail, no account): the contact row goes; the holder is told. */
export async function stopByToken(env: Env, token: string, origin: string, now = Date.now()): Promise<LinkResult> {
  const contactId = await verifyStopToken(env, token, now)
  if (!contactId) return 'invalid'
  const db = getDb(env.DB)
  const [removed] = await db.delete(schema.trustedContacts).where(eq(schema.trustedContacts.id, contactId)).returning()
  // Used twice, or after the holder ended it: the answer is the same, nothing more is sent.
  if (!removed) return 'stopped'
  await holdAddress(env, removed.email, now)
  const holder = await db.query.users.findFirst({ where: eq(schema.users.id, removed.userId) })
  if (holder && removed.status === 'accepted') await noticeToHolder(env, holder, removed, 'stopped', origin)
  return 'stopped'
}

// ---- sending to the contact -----------------------------------------------------------------------

/** The accepted contact allowed to receive `what`, or the 4xx that says why not. */
async function contactFor(env: Env, userId: string, what: 'mayAsks' | 'mayPlans', now: number): Promise<ContactRow> {
  const contact = await contactOf(env, userId, now)
  if (!contact) throw new ApiError(404, m.trusted_err_no_contact())
  if (contact.status !== 'accepted') throw new ApiError(409, m.trusted_err_not_accepted())
  if (!contact[what]) throw new ApiError(403, m.trusted_err_not_allowed())
  return contact
}

async function countSend(env: Env, userId: string, now: number) {
  const limit = await hitRateLimit(env.DB, RATE_LIMITS.trustedSendsPerHolder, userId, now)
  if (!limit.allowed) throw tooManyRequests(m.trusted_err_too_many_sends({ wait: describeWait(limit.retryAfterMs) }), limit.retryAfterMs)
}

function closingBlocks(holder: UserRow, origin: string, locale: Locale): Block[] {
  const o = { locale }
  return [
    { p: m.trusted_mail_what_to_do({ holder: holder.name }, o), strong: true },
    // W2: never the profile's phone, which whoever is signed in can change: the number they already have.
    { p: m.trusted_mail_call_known({ holder: holder.name }, o) },
    { p: m.trusted_mail_help_now({ url: helpNowPage(origin, locale) }, o) },
  ]
}

export interface AskInput {
  text: string
  excerpt: string
  preview: boolean
}

/**
 * POST /api/trusted-contact/ask: the checker's answer for `text` (checked again here, so the verdict
 * and reasons are ours, not the browser's), and only the part the holder chose. `preview` answers
 * with the mail's words and sends nothing.
 */
export async function askContact(env: Env, signedIn: SignedIn, input: AskInput, origin: string, now = Date.now()) {
  const user = asMailed(signedIn.user)
  const contact = await contactFor(env, user.id, 'mayAsks', now)
  const locale = contact.locale
  const o = { locale }
  const h = { holder: user.name }
  const result = checkMessage(input.text, undefined, answerLanguage(locale))
  const blocks: Block[] = [
    { p: m.trusted_mail_ask_intro(h, o) },
    { p: m.trusted_mail_ask_verdict({ verdict: result.verdictText }, o), strong: true },
    ...(result.flags.length > 0
      ? [{ p: m.trusted_mail_ask_reasons({}, o) }, { list: result.flags.map((f) => `${f.title}: ${f.detail}`) }]
      : [{ p: m.trusted_mail_ask_no_reasons({}, o) }]),
    ...(input.excerpt
      ? [{ p: withElision(m.trusted_mail_ask_excerpt_broken, h, o), strong: true }, { quote: defang(input.excerpt) }]
      : [{ p: m.trusted_mail_ask_no_excerpt(h, o) }]),
    ...closingBlocks(user, origin, locale),
  ]
  return deliver(
    env,
    user,
    contact,
    { subject: m.trusted_mail_ask_subject(h, o), blocks },
    TRUSTED_MAIL_PURPOSES.ask,
    input.preview,
    origin,
    now,
  )
}

/** POST /api/trusted-contact/plan: the /help-now steps for what happened, as the holder sees them. */
export async function sendPlan(
  env: Env,
  signedIn: SignedIn,
  input: { country?: unknown; s?: unknown; preview: boolean },
  origin: string,
  now = Date.now(),
) {
  const user = asMailed(signedIn.user)
  const search = helpNowSearch.parse({ country: input.country, s: input.s })
  const happened = situationsOf(search)
  if (happened.length === 0) throw new ApiError(400, m.trusted_err_no_plan())
  const contact = await contactFor(env, user.id, 'mayPlans', now)
  const locale = contact.locale
  const o = { locale }
  const words: HelpNowWords = pick({ en: helpWordsEn, es: helpWordsEs, fr: helpWordsFr }, locale)
  const plans = planFor(search.country, happened, words)
  const blocks: Block[] = [
    { p: m.trusted_mail_plan_intro({ holder: user.name }, o), strong: true },
    { p: m.trusted_mail_plan_happened({}, o) },
    { list: words.situations.filter((s) => happened.includes(s.value)).map((s) => s.short) },
    ...plans.flatMap((plan): Block[] => [
      { p: `${m.trusted_mail_plan_steps({}, o)} ${plan.heading}`, strong: true },
      {
        steps: plan.steps.map((step) => {
          const reach = (step.contacts ?? []).map((c) => [c.name, c.phone, c.site].filter(Boolean).join(' '))
          return [`${step.title} ${step.text}`, ...reach].join(' · ')
        }),
      },
    ]),
    ...closingBlocks(user, origin, locale).slice(0, -1),
  ]
  const h = { holder: user.name }
  return deliver(
    env,
    user,
    contact,
    { subject: m.trusted_mail_plan_subject(h, o), blocks },
    TRUSTED_MAIL_PURPOSES.plan,
    input.preview,
    origin,
    now,
  )
}

async function deliver(
  env: Env,
  holder: UserRow,
  contact: ContactRow,
  content: { subject: string; blocks: Block[] },
  purpose: (typeof TRUSTED_MAIL_PURPOSES)['ask' | 'plan'],
  preview: boolean,
  origin: string,
  now: number,
) {
  const footer = await contactFooter(env, contact, holder.name, origin, now)
  const mail = buildMail(env, { to: contact.email, ...content, footer, locale: contact.locale })
  if (preview) return { preview: { to: contact.name, subject: mail.subject, text: mail.text } }
  await countSend(env, holder.id, now)
  await sendTrustedMail(env, purpose, mail)
  return { msg: m.trusted_msg_sent({ name: contact.name }) }
}

// ---- early warnings -------------------------------------------------------------------------------

export type WarningKind = 'password' | 'email' | 'browser' | 'phone'

/**
 * Tells the holder (in `locale`) that `kind` happened to the account, and the accepted contact too
 * when the holder chose early warnings. At most a few an hour per account; a mail that cannot be sent
 * is logged and never undoes the change that caused it.
 */
export async function warnAccount(env: Env, account: UserRow, kind: WarningKind, origin: string, locale: Locale, now = Date.now()) {
  const user = asMailed(account)
  try {
    const limit = await hitRateLimit(env.DB, RATE_LIMITS.accountWarningsPerAccount, user.id, now)
    if (!limit.allowed) return
    const o = { locale }
    const subject = {
      password: () => m.trusted_mail_warn_password_subject({}, o),
      email: () => m.trusted_mail_warn_email_subject({}, o),
      browser: () => m.trusted_mail_warn_browser_subject({}, o),
      phone: () => m.trusted_mail_warn_phone_subject({}, o),
    }[kind]()
    // W7: the time in the reader's own zone, named, when their browser reported one; else "a few minutes".
    const at = { company: site.company, when: user.timeZone ? formatLocalTime(now, locale, user.timeZone) : '' }
    const what = user.timeZone
      ? {
          password: () => m.trusted_mail_warn_password_at(at, o),
          email: () => m.trusted_mail_warn_email_at(at, o),
          browser: () => m.trusted_mail_warn_browser_at(at, o),
          phone: () => m.trusted_mail_warn_phone_at(at, o),
        }[kind]()
      : {
          password: () => m.trusted_mail_warn_password_now(at, o),
          email: () => m.trusted_mail_warn_email_now(at, o),
          browser: () => m.trusted_mail_warn_browser_now(at, o),
          phone: () => m.trusted_mail_warn_phone_now(at, o),
        }[kind]()
    // U1: a warning that cannot go now waits in the outbox for the cron's next try; it is never dropped.
    await sendOrQueue(
      env,
      buildMail(env, {
        to: user.email,
        subject,
        blocks: [
          { p: what, strong: true },
          { p: m.trusted_mail_warn_was_you({}, o) },
          // W6: no link in a security warning, and what to do when the thief changed the password.
          { p: m.trusted_mail_warn_not_you_typed({ phone: site.phone, address: typedAddress(origin, '', locale) }, o) },
        ],
        footer: holderFooter(locale),
        locale,
      }),
      WARNING_BUDGET,
    )
    const contact = await contactOf(env, user.id, now)
    if (contact?.status !== 'accepted' || !contact.mayWarnings) return
    const c = { locale: contact.locale }
    const zone = contact.timeZone
    const args = { holder: user.name, company: site.company, when: zone ? formatLocalTime(now, contact.locale, zone) : '' }
    const contactWhat = zone
      ? {
          password: () => withElision(m.trusted_mail_warn_contact_password_at, args, c),
          email: () => withElision(m.trusted_mail_warn_contact_email_at, args, c),
          browser: () => withElision(m.trusted_mail_warn_contact_browser_at, args, c),
          phone: () => withElision(m.trusted_mail_warn_contact_phone_at, args, c),
        }[kind]()
      : {
          password: () => withElision(m.trusted_mail_warn_contact_password_now, args, c),
          email: () => withElision(m.trusted_mail_warn_contact_email_now, args, c),
          browser: () => withElision(m.trusted_mail_warn_contact_browser_now, args, c),
          phone: () => withElision(m.trusted_mail_warn_contact_phone_now, args, c),
        }[kind]()
    await sendOrQueue(
      env,
      buildMail(env, {
        to: contact.email,
        subject: withElision(m.trusted_mail_warn_contact_subject, { holder: user.name }, c),
        blocks: [
          { p: contactWhat, strong: true },
          { p: m.trusted_mail_warn_contact_todo({ holder: user.name, phone: site.phone }, c) },
          { p: m.trusted_mail_call_known({ holder: user.name }, c) },
        ],
        footer: await contactFooter(env, contact, user.name, origin, now),
        locale: contact.locale,
      }),
      WARNING_BUDGET,
    )
  } catch (err) {
    // Only when even the outbox cannot be written (D1 down): the change itself still stands.
    console.error(`ALERT account warning (${kind}) neither sent nor queued`, err instanceof Error ? err.name : 'unknown')
  }
}

// ---- "signed in from a new browser" ---------------------------------------------------------------

/** The cookie that names a browser to the sign-in call only (path /api/auth, HttpOnly). */
export const BROWSER_COOKIE = 'sb_browser'
export const BROWSER_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60
const BROWSER_VALUE = /^[\w-]{40,64}$/

/**
 * After a good sign-in: remembers this browser for the account, and warns when the account had signed
 * in from other browsers before but never this one. The very first sign-in (or the first since this
 * existed) only remembers. Staff accounts are not warned (they sign in on shared consoles all day).
 * Returns the cookie value to set.
 */
export async function noteSignIn(
  env: Env,
  email: string,
  cookieValue: string | undefined,
  origin: string,
  locale: Locale,
  now = Date.now(),
): Promise<string | null> {
  try {
    const db = getDb(env.DB)
    const user = await db.query.users.findFirst({ where: eq(schema.users.email, email) })
    if (!user) return null
    const value = cookieValue && BROWSER_VALUE.test(cookieValue) ? cookieValue : (await newInviteToken()).token
    const hash = await hashInviteToken(value)
    const [seenHere, seenElsewhere] = await Promise.all([
      db.query.knownBrowsers.findFirst({
        where: and(eq(schema.knownBrowsers.userId, user.id), eq(schema.knownBrowsers.browserHash, hash)),
      }),
      db.query.knownBrowsers.findFirst({ where: eq(schema.knownBrowsers.userId, user.id) }),
    ])
    await db
      .insert(schema.knownBrowsers)
      .values({ userId: user.id, browserHash: hash, lastSeenAt: now })
      .onConflictDoUpdate({ target: [schema.knownBrowsers.userId, schema.knownBrowsers.browserHash], set: { lastSeenAt: now } })
    if (!seenHere && seenElsewhere && user.role === 'user') await warnAccount(env, user, 'browser', origin, locale, now)
    return value
  } catch (err) {
    // Remembering a browser must never fail a sign-in that succeeded.
    console.warn('sign-in: browser not remembered', String(err))
    return null
  }
}
