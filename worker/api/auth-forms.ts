// POST /api/auth/form/<form>?lang=: the account forms sent as plain forms, when JavaScript is off, did
// not load, or had not started (issue 42). Each runs the same action as its JSON call
// (worker/api/auth-actions.ts) and answers a small page of plain HTML: the next step's form on
// success, or the same form with the message and what was typed (never a password) and a 4xx. The
// bot check is a plain box with Cloudflare's test key (local runs); the real Turnstile widget needs
// JavaScript, so with a real key the page says so and gives the phone number.
import { type Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { site } from '#content/site'
import { currentLocale, isLocale, LOCALE_LANG_ATTRIBUTES, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { resendOtpSchema } from '#shared/schemas/auth'
import { DUMMY_TOKEN, TEST_SITE_KEY } from '#shared/turnstile'
import { PasswordNeeded, resendSignupCode } from '../auth/signup'
import { isPlatformFailure } from '../http/errors'
import { withLocale } from '../http/locale'
import { clientAddress, MAX_BODY_BYTES, readBodyCapped } from '../http/request'
import { parseInput } from '../http/validate'
import { escapeHtml as e, MailCapError, MailError } from '../mail'
import { enforceRateLimit, RATE_LIMITS } from '../rate-limit'
import { askResetCode, confirmSignup, saveResetPassword, signIn, startSignup } from './auth-actions'
import { keepFormSession, plainAccountPath } from './form-session'

type C = Context<{ Bindings: Env }>
export const authFormRoutes = new Hono<{ Bindings: Env }>()

export const AUTH_FORMS = ['signup', 'verify-otp', 'resend-otp', 'forgot-password', 'reset-password', 'login'] as const
type FormName = (typeof AUTH_FORMS)[number]

/** Where a form posts: the path the worker answers, with the page's language. */
const action = (form: FormName) => `/api/auth/form/${form}?lang=${currentLocale()}`

authFormRoutes.post('/:form', async (c) => {
  const form = c.req.param('form') as FormName
  if (!AUTH_FORMS.includes(form)) return c.notFound()
  // Another site's page may not send these forms for a visitor (their browser says where it came from).
  const origin = c.req.header('origin')
  if (origin && origin !== new URL(c.req.url).origin) return c.text('Forbidden', 403)
  const lang = c.req.query('lang')
  return isLocale(lang) ? withLocale(lang, () => answer(c, form)) : answer(c, form)
})

async function answer(c: C, form: FormName) {
  let fields = new URLSearchParams()
  try {
    await enforceRateLimit(c.env.DB, RATE_LIMITS.authPerAddress, clientAddress(c), (wait) => m.server_too_many_requests({ wait }))
    const type = c.req.header('content-type') ?? ''
    const bytes = await readBodyCapped(c.req.raw, MAX_BODY_BYTES)
    if (/^application\/x-www-form-urlencoded\b/i.test(type)) fields = new URLSearchParams(new TextDecoder().decode(bytes))
    return await run(c, form, fields)
  } catch (err) {
    const failed = await failure(err)
    return c.html(formAgain(c, form, fields, failed.msg, err instanceof PasswordNeeded), failed.status)
  }
}

/** The message and status of what went wrong; anything not the visitor's or the platform's is a bug. */
export async function failure(err: unknown): Promise<{ status: ContentfulStatusCode; msg: string }> {
  if (err instanceof HTTPException) {
    const body = (await err
      .getResponse()
      .json()
      .catch(() => ({}))) as { msg?: string }
    return { status: err.status as ContentfulStatusCode, msg: body.msg ?? m.server_unhandled() }
  }
  if (err instanceof MailCapError) return { status: 503, msg: m.server_mail_cap() }
  if (err instanceof MailError) return { status: 503, msg: m.server_mail_failed() }
  if (isPlatformFailure(err)) return { status: 503, msg: m.server_unavailable({ phone: site.phone }) }
  throw err
}

const text = (f: URLSearchParams, name: string) => f.get(name) ?? ''
/** The bot check as the forms on our pages send it: the stand-in's field, or Turnstile's own. */
const botToken = (f: URLSearchParams) => f.get('turnstileToken') || f.get('cf-turnstile-response') || undefined

async function run(c: C, form: FormName, f: URLSearchParams) {
  const email = text(f, 'email')
  switch (form) {
    case 'signup': {
      const password = text(f, 'password')
      const { msg } = await startSignup(c, {
        name: text(f, 'name'),
        email,
        ...(password ? { password } : {}),
        marketing: f.has('marketing'),
        website: text(f, 'website'),
        turnstileToken: botToken(f),
      })
      return c.html(codePage(email.trim().toLowerCase(), { info: msg, askPassword: !password }))
    }
    case 'verify-otp': {
      const password = text(f, 'password')
      const { msg } = await confirmSignup(c, { email, otp: text(f, 'otp'), ...(password ? { password } : {}) })
      return c.html(loginPage(c, email, { info: msg }))
    }
    case 'resend-otp': {
      const { msg } = await resendSignupCode(c.env, parseInput(resendOtpSchema, { email }).email)
      return c.html(codePage(email, { info: msg, askPassword: f.get('askPassword') === '1' }))
    }
    case 'forgot-password': {
      const { msg } = await askResetCode(c, { email, website: text(f, 'website'), turnstileToken: botToken(f) })
      return c.html(resetPage(email.trim().toLowerCase(), { info: msg }))
    }
    case 'reset-password': {
      const { msg } = await saveResetPassword(c, { email, otp: text(f, 'otp'), password: text(f, 'password') })
      return c.html(loginPage(c, email, { info: msg }))
    }
    case 'login': {
      const { token } = await signIn(c, { email, password: text(f, 'password'), turnstileToken: botToken(f) ?? '' })
      // The session goes in a cookie only the plain account forms get (decision 290): the plain account page.
      keepFormSession(c, token)
      return c.redirect(plainAccountPath(), 303)
    }
  }
}

/** The same form again with the message: what was typed stays, passwords and codes never come back. */
function formAgain(c: C, form: FormName, f: URLSearchParams, msg: string, needPassword: boolean) {
  const email = text(f, 'email')
  switch (form) {
    case 'signup':
      return signupPage(c, { name: text(f, 'name'), email, marketing: f.has('marketing') }, msg)
    case 'verify-otp':
    case 'resend-otp':
      return codePage(email, { error: msg, askPassword: needPassword || f.get('askPassword') === '1' })
    case 'forgot-password':
      return forgotPage(c, email, msg)
    case 'reset-password':
      return resetPage(email, { error: msg })
    case 'login':
      return loginPage(c, email, { error: msg })
  }
}

// ---- The pages: plain HTML, readable at any text size, working with no script at all. ----

export function page(title: string, body: string) {
  const locale = currentLocale()
  return `<!doctype html>
<html lang="${LOCALE_LANG_ATTRIBUTES[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)} - ${e(site.company)}</title></head>
<body>
<header><p><a href="${e(localizeHref('/', locale))}">${e(site.company)}</a></p></header>
<main>
<h1>${e(title)}</h1>
${body}
<p>${e(m.server_noscript_call_before())} <a href="${e(site.phoneHref)}">${e(site.phone)}</a>${e(m.server_noscript_call_after())}</p>
</main>
</body></html>`
}

export const messages = ({ error, info }: { error?: string; info?: string }) =>
  (error ? `<p role="alert"><strong>${e(error)}</strong></p>\n` : '') + (info ? `<p role="status">${e(info)}</p>\n` : '')

export function field(id: string, label: string, input: string, hint?: string) {
  const described = hint ? ` aria-describedby="${id}-hint"` : ''
  return `<p><label for="${id}"><strong>${e(label)}</strong></label><br>
${hint ? `<span id="${id}-hint">${e(hint)}</span><br>\n` : ''}${input.replace('<input', `<input id="${id}"${described}`)}</p>\n`
}

const emailInput = (value: string, autocomplete: 'email' | 'username') =>
  field(
    'email',
    m.account_email_label(),
    `<input type="email" name="email" autocomplete="${autocomplete}" required maxlength="254" value="${e(value)}">`,
  )

export const passwordInput = (label: string, purpose: 'new' | 'current', hint?: string) =>
  field(
    'password',
    label,
    `<input type="password" name="password" autocomplete="${purpose === 'new' ? 'new-password' : 'current-password'}" required${purpose === 'new' ? ' minlength="8"' : ''} maxlength="128">`,
    hint,
  )

const codeInput = () =>
  field(
    'otp',
    m.account_verify_code_label(),
    '<input type="text" name="otp" inputmode="numeric" autocomplete="one-time-code" required maxlength="12">',
    m.account_verify_code_hint(),
  )

/** The bot check: a plain box with Cloudflare's test key; the real widget cannot run without JavaScript. */
function botCheck(c: C) {
  if (c.env.TURNSTILE_SITE_KEY !== TEST_SITE_KEY) {
    return `<p><strong>${e(m.account_botcheck_legend())}</strong><br>${e(m.server_form_botcheck_needs_js())}</p>\n`
  }
  return `<fieldset><legend>${e(m.account_botcheck_legend())}</legend>
<input type="checkbox" id="human" name="turnstileToken" value="${DUMMY_TOKEN}" required> <label for="human">${e(m.account_botcheck_human())}</label>
</fieldset>\n`
}

const honeypot = () =>
  `<p hidden><label for="website">${e(m.account_honeypot_label())}</label> <input id="website" name="website" type="text" tabindex="-1" autocomplete="off"></p>\n`

export const button = (label: string) => `<p><button type="submit">${e(label)}</button></p>\n`
export const link = (path: string, label: string) => `<p><a href="${e(localizeHref(path, currentLocale()))}">${e(label)}</a></p>\n`

function signupPage(c: C, v: { name: string; email: string; marketing: boolean }, error: string) {
  return page(
    m.account_signup_heading(),
    `${messages({ error })}<form method="post" action="${e(action('signup'))}">
${field('name', m.account_signup_name_label(), `<input type="text" name="name" autocomplete="name" required maxlength="80" value="${e(v.name)}">`)}${emailInput(v.email, 'email')}${passwordInput(m.account_signup_password_label(), 'new', m.account_signup_password_hint())}${honeypot()}<p>${e(m.account_signup_consent())}</p>
<p><input type="checkbox" id="marketing" name="marketing" value="yes"${v.marketing ? ' checked' : ''}> <label for="marketing">${e(m.account_signup_marketing({ company: site.company }))}</label></p>
${botCheck(c)}${button(m.account_signup_submit())}</form>
${link('/login', m.account_signup_sign_in())}`,
  )
}

function codePage(email: string, o: { error?: string; info?: string; askPassword: boolean }) {
  const hidden = `<input type="hidden" name="email" value="${e(email)}">`
  return page(
    m.account_verify_heading(),
    `${messages(o)}<form method="post" action="${e(action('verify-otp'))}">
${hidden}
${codeInput()}${o.askPassword ? passwordInput(m.account_verify_password_label(), 'new', m.account_verify_password_hint()) : ''}${button(m.account_verify_submit())}</form>
<form method="post" action="${e(action('resend-otp'))}">
<p>${e(m.account_verify_not_received())}</p>
${hidden}${o.askPassword ? '<input type="hidden" name="askPassword" value="1">' : ''}
${button(m.account_verify_resend())}</form>
${link('/signup', m.account_verify_go_back())}`,
  )
}

function forgotPage(c: C, email: string, error: string) {
  return page(
    m.account_forgot_heading(),
    `${messages({ error })}<form method="post" action="${e(action('forgot-password'))}">
${emailInput(email, 'username')}${honeypot()}${botCheck(c)}${button(m.account_forgot_send())}</form>
${link('/login', m.account_forgot_back())}`,
  )
}

function resetPage(email: string, o: { error?: string; info?: string }) {
  return page(
    m.account_forgot_heading(),
    `${messages(o)}<form method="post" action="${e(action('reset-password'))}">
<input type="hidden" name="email" value="${e(email)}">
${codeInput()}${passwordInput(m.account_forgot_password_label(), 'new', m.account_signup_password_hint())}${button(m.account_forgot_submit())}</form>
${link('/forgot-password', m.account_forgot_other_email())}`,
  )
}

export function loginPage(c: C, email: string, o: { error?: string; info?: string }) {
  return page(
    m.account_login_heading(),
    `${messages(o)}<form method="post" action="${e(action('login'))}">
${emailInput(email, 'username')}${passwordInput(m.account_password_label(), 'current')}${botCheck(c)}${button(m.account_login_submit())}</form>
${link('/forgot-password', m.account_login_forgot())}`,
  )
}
