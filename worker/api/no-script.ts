// POST /api/no-script?form=<name>: where the account forms send the browser when JavaScript has not
// run (turned off, failed to load, or the button was pressed before the page was ready). Without an
// action a browser would send a GET to the page itself, putting the password in the address bar,
// history and logs (security review S17). The body is never read or stored: the answer is a plain
// page that says nothing was sent and links back to the form.
import { Hono } from 'hono'
import { site } from '#content/site'
import { currentLocale, localizeHref } from '#shared/i18n'
import { NO_SCRIPT_FORMS, type NoScriptForm } from '#shared/no-script'
import { m } from '#shared/paraglide/messages.js'
import { escapeHtml } from '../mail'

export const noScriptRoutes = new Hono<{ Bindings: Env }>()

const FORM_LABELS: Record<NoScriptForm, () => string> = {
  login: () => m.server_noscript_login(),
  signup: () => m.server_noscript_signup(),
  'verify-otp': () => m.server_noscript_verify(),
  'forgot-password': () => m.server_noscript_forgot(),
  account: () => m.server_noscript_account(),
}

// In the language of the page the form was on (the Referer: worker/http/locale.ts), linking back to it.
noScriptRoutes.post('/', (c) => {
  const name = c.req.query('form') ?? ''
  const key: NoScriptForm = Object.hasOwn(NO_SCRIPT_FORMS, name) ? (name as NoScriptForm) : 'login'
  const locale = currentLocale()
  const path = localizeHref(NO_SCRIPT_FORMS[key].path, locale)
  const e = escapeHtml
  const title = m.server_noscript_title()
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)} - ${e(site.company)}</title></head>
<body>
<main>
<h1>${e(title)}</h1>
<p>${e(m.server_noscript_not_ready())}</p>
<p>${e(m.server_noscript_needs_js_before())}
<a href="${e(path)}">${e(FORM_LABELS[key]())}</a>${e(m.server_noscript_needs_js_after())}</p>
<p>${e(m.server_noscript_call_before())} <a href="${e(site.phoneHref)}">${e(site.phone)}</a>${e(m.server_noscript_call_after())}</p>
</main>
</body></html>`
  return c.html(html, 400)
})
