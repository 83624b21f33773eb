// /api/auth/form/account: the account page as plain HTML, for a browser signed in through the plain
// sign-in form (decision 290; worker/api/form-session.ts). GET shows it; each of its forms POSTs to
// /api/auth/form/account/<action> and runs the same steps as the app's calls, then sends the browser
// back to the page with what was done (303), or answers the page again with the message and a 4xx.
// Without the session cookie: the sign-in form.
import { type Context, Hono } from 'hono'
import { currentLocale, isLocale, LOCALE_TAGS, type Locale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { trustedContactSchema } from '#shared/schemas/trusted-contact'
import { requireSignedIn, type SignedIn } from '../auth/account'
import { revokeAllSessions, revokeSession } from '../auth/tokens'
import { withLocale } from '../http/locale'
import { clientAddress, MAX_BODY_BYTES, readBodyCapped } from '../http/request'
import { parseInput } from '../http/validate'
import { escapeHtml as e } from '../mail'
import { alertSettingsFor } from '../newsletter/manage'
import { linkOrigin } from '../newsletter/subscriptions'
import { enforceRateLimit, RATE_LIMITS } from '../rate-limit'
import { contactOf, endContact, nameContact } from '../trusted-contact'
import { changePasswordAndWarn, saveProfileAndWarn } from './auth-actions'
import { button, failure, field, link, loginPage, messages, page } from './auth-forms'
import { forgetFormSession, formSessionToken, plainAccountPath } from './form-session'

type C = Context<{ Bindings: Env }>
export const accountFormRoutes = new Hono<{ Bindings: Env }>()

const ACTIONS = ['profile', 'password', 'trusted-contact', 'end-trusted-contact', 'logout', 'logout-everywhere'] as const
type Action = (typeof ACTIONS)[number]

/** What the page says after a done action (`?done=`): fixed words, never text from the address. */
const DONE: Record<string, () => string> = {
  profile: () => m.account_in_saved(),
  password: () => m.account_in_password_changed(),
  ended: () => m.trusted_msg_ended(),
  withdrawn: () => m.trusted_msg_withdrawn(),
}

const inLanguage = (c: C, run: () => Promise<Response>) => {
  const lang = c.req.query('lang')
  return isLocale(lang) ? withLocale(lang, run) : run()
}

const limited = (c: C) =>
  enforceRateLimit(c.env.DB, RATE_LIMITS.authPerAddress, clientAddress(c), (wait) => m.server_too_many_requests({ wait }))

/** The signed-in holder of this browser's form session, or null. */
async function holder(c: C): Promise<SignedIn | null> {
  const token = formSessionToken(c)
  return token ? requireSignedIn(c.env, token).catch(() => null) : null
}

accountFormRoutes.get('/', (c) =>
  inLanguage(c, async () => {
    try {
      await limited(c)
    } catch (err) {
      const failed = await failure(err)
      return c.html(page(m.account_in_heading(), messages({ error: failed.msg })), failed.status)
    }
    const signedIn = await holder(c)
    if (!signedIn) return c.html(loginPage(c, '', { info: m.server_form_account_sign_in() }))
    const done = c.req.query('done') ?? ''
    return c.html(await accountPage(c, signedIn, { info: Object.hasOwn(DONE, done) ? DONE[done]() : undefined }))
  }),
)

accountFormRoutes.post('/:action', (c) =>
  inLanguage(c, async () => {
    const action = c.req.param('action') as Action
    if (!ACTIONS.includes(action)) return c.notFound()
    // Another site's page may not send these forms (the cookie is SameSite=Strict as well).
    const origin = c.req.header('origin')
    if (origin && origin !== new URL(c.req.url).origin) return c.text('Forbidden', 403)
    let fields = new URLSearchParams()
    let signedIn: SignedIn | null = null
    try {
      await limited(c)
      signedIn = await holder(c)
      if (!signedIn) {
        forgetFormSession(c)
        return c.html(loginPage(c, '', { error: m.server_session_ended() }), 401)
      }
      const type = c.req.header('content-type') ?? ''
      const bytes = await readBodyCapped(c.req.raw, MAX_BODY_BYTES)
      if (/^application\/x-www-form-urlencoded\b/i.test(type)) fields = new URLSearchParams(new TextDecoder().decode(bytes))
      return await run(c, action, signedIn, fields)
    } catch (err) {
      const failed = await failure(err)
      if (!signedIn) return c.html(page(m.account_in_heading(), messages({ error: failed.msg })), failed.status)
      return c.html(await accountPage(c, signedIn, { error: failed.msg, typed: { action, fields } }), failed.status)
    }
  }),
)

const text = (f: URLSearchParams, name: string) => f.get(name) ?? ''
const back = (c: C, done: string) => c.redirect(`${plainAccountPath()}&done=${done}`, 303)

async function run(c: C, action: Action, signedIn: SignedIn, f: URLSearchParams) {
  switch (action) {
    case 'profile':
      await saveProfileAndWarn(c, signedIn, { name: text(f, 'name'), phone: text(f, 'phone') })
      return back(c, 'profile')
    case 'password':
      await changePasswordAndWarn(c, signedIn, { oldPassword: text(f, 'oldPassword'), newPassword: text(f, 'newPassword') })
      return back(c, 'password')
    case 'trusted-contact': {
      const input = parseInput(trustedContactSchema(signedIn.user.email), {
        name: text(f, 'name'),
        email: text(f, 'email'),
        phone: text(f, 'phone'),
        mayAsks: f.has('mayAsks'),
        mayPlans: f.has('mayPlans'),
        mayWarnings: f.has('mayWarnings'),
      })
      await nameContact(c.env, signedIn, input, linkOrigin(c.env, c.req.url), currentLocale())
      // The page says the invitation is waiting, with the address it went to.
      return back(c, 'invited')
    }
    case 'end-trusted-contact': {
      const { msg } = await endContact(c.env, signedIn, linkOrigin(c.env, c.req.url))
      return back(c, msg === m.trusted_msg_ended() ? 'ended' : 'withdrawn')
    }
    case 'logout':
    case 'logout-everywhere':
      if (action === 'logout') await revokeSession(c.env, signedIn.claims.sessionId)
      else await revokeAllSessions(c.env, signedIn.user.id)
      forgetFormSession(c)
      return c.html(
        loginPage(c, signedIn.user.email, { info: action === 'logout' ? m.server_signed_out() : m.server_signed_out_everywhere() }),
      )
  }
}

// ---- The page ----

const form = (
  action: Action,
  body: string,
) => `<form method="post" action="${e(`/api/auth/form/account/${action}?lang=${currentLocale()}`)}">
${body}</form>\n`

const input = (attrs: string) => `<input ${attrs}>`

/** The last sign-in, in the holder's own time zone when the browser told it (else the date only). */
function when(at: number, locale: Locale, timeZone: string | null) {
  try {
    if (timeZone) return new Date(at).toLocaleString(LOCALE_TAGS[locale], { dateStyle: 'long', timeStyle: 'short', timeZone })
  } catch {
    // An unknown zone: the date alone.
  }
  return new Date(at).toLocaleDateString(LOCALE_TAGS[locale], { dateStyle: 'long' })
}

async function accountPage(
  c: C,
  { user }: SignedIn,
  o: { error?: string; info?: string; typed?: { action: Action; fields: URLSearchParams } },
) {
  const typed = (action: Action, name: string, fallback: string) =>
    o.typed?.action === action ? (o.typed.fields.get(name) ?? '') : fallback
  const ticked = (name: string) => (o.typed?.action === 'trusted-contact' && o.typed.fields.has(name) ? ' checked' : '')
  const locale = currentLocale()
  const [contact, alerts] = await Promise.all([contactOf(c.env, user.id), alertSettingsFor(c.env, user.email)])
  const day = (at: number | null) => (at ? new Date(at).toLocaleDateString(LOCALE_TAGS[locale], { dateStyle: 'long' }) : '')
  const lastLogin = user.lastLogin ? when(user.lastLogin, locale, user.timeZone) : null

  const details = `<h2>${e(m.account_in_welcome({ name: user.name }))}</h2>
<p>${e(m.account_in_email())}: ${e(user.email)}${lastLogin ? `<br>${e(m.account_in_last_login())}: ${e(lastLogin)}` : ''}</p>
<h3>${e(m.account_in_edit_label())}</h3>
${form(
  'profile',
  field(
    'name',
    m.account_in_name(),
    input(`type="text" name="name" autocomplete="name" required maxlength="80" value="${e(typed('profile', 'name', user.name))}"`),
  ) +
    field(
      'phone',
      m.account_in_phone_optional(),
      input(`type="tel" name="phone" autocomplete="tel" maxlength="20" value="${e(typed('profile', 'phone', user.phone ?? ''))}"`),
    ) +
    button(m.account_in_save()),
)}
<h3>${e(m.account_in_password_heading())}</h3>
${form(
  'password',
  field(
    'old-password',
    m.account_in_old_password(),
    input('type="password" name="oldPassword" autocomplete="current-password" required maxlength="128"'),
  ) +
    field(
      'new-password',
      m.account_in_new_password(),
      input('type="password" name="newPassword" autocomplete="new-password" required minlength="8" maxlength="128"'),
      m.account_in_new_password_hint(),
    ) +
    button(m.account_in_change()),
)}`

  const choices = [
    ['mayAsks', m.trusted_acc_asks()],
    ['mayPlans', m.trusted_acc_plans()],
    ['mayWarnings', m.trusted_acc_warnings()],
  ] as const
  const trusted = `<h2>${e(m.trusted_acc_heading())}</h2>
<p>${e(m.trusted_acc_intro())}</p>
${
  contact
    ? `<p><strong>${e(
        contact.status === 'accepted'
          ? m.trusted_acc_accepted({ name: contact.name, email: contact.email })
          : m.trusted_acc_pending({ email: contact.email, name: contact.name, date: day(contact.inviteExpiresAt) }),
      )}</strong></p>
<p>${e(m.trusted_acc_receives())}</p>
<ul>${choices
        .filter(([key]) => contact[key])
        .map(([, label]) => `<li>${e(label)}</li>`)
        .join('')}</ul>
${form('end-trusted-contact', button(contact.status === 'accepted' ? m.trusted_acc_end() : m.trusted_acc_withdraw()))}`
    : `<p>${e(m.trusted_acc_none())}</p>
<p>${e(m.trusted_acc_who_not())}</p>
${form(
  'trusted-contact',
  field(
    'contact-name',
    m.trusted_acc_name(),
    input(`type="text" name="name" required maxlength="80" value="${e(typed('trusted-contact', 'name', ''))}"`),
  ) +
    field(
      'contact-email',
      m.trusted_acc_email(),
      input(`type="email" name="email" required maxlength="254" value="${e(typed('trusted-contact', 'email', ''))}"`),
    ) +
    field(
      'contact-phone',
      m.trusted_acc_phone(),
      input(`type="tel" name="phone" maxlength="20" value="${e(typed('trusted-contact', 'phone', ''))}"`),
    ) +
    `<fieldset><legend>${e(m.trusted_acc_choose())}</legend>
<p>${e(m.trusted_acc_choose_hint())}</p>
${choices.map(([key, label]) => `<p><input type="checkbox" id="${key}" name="${key}" value="yes"${ticked(key)}> <label for="${key}">${e(label)}</label></p>`).join('\n')}
</fieldset>
${button(m.trusted_acc_send())}`,
)}`
}`

  const alertLinks = alerts.subscribed
    ? `<p>${e(m.account_in_alerts_on({ email: user.email }))}</p>
<p><a href="${e(`${localizeHref('/newsletter/preferences', locale)}?token=${encodeURIComponent(alerts.manage)}`)}">${e(m.account_nl_manage_change())}</a></p>
<p><a href="${e(`${localizeHref('/newsletter/unsubscribe', locale)}?token=${encodeURIComponent(alerts.manage)}`)}">${e(m.account_nl_manage_stop())}</a></p>`
    : `<p>${e(m.account_in_alerts_off())}</p>\n${link('/', m.account_in_alerts_sign_up())}`

  return page(
    m.account_in_heading(),
    `${messages(o)}${details}
${trusted}
<h2>${e(m.account_in_alerts_heading())}</h2>
${alertLinks}
<h2>${e(m.account_in_elsewhere_heading())}</h2>
<p>${e(m.account_in_elsewhere_text())}</p>
${form('logout-everywhere', button(m.account_in_sign_out_everywhere()))}
${form('logout', button(m.account_in_logout()))}`,
  )
}
