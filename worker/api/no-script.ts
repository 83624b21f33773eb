// POST /api/no-script?form=<name>: where the account forms send the browser when JavaScript has not
// run (turned off, failed to load, or the button was pressed before the page was ready). Without an
// action a browser would send a GET to the page itself, putting the password in the address bar,
// history and logs (security review S17). The body is never read or stored: the answer is a plain
// page that says nothing was sent and links back to the form.
import { Hono } from 'hono'
import { site } from '#content/site'
import { NO_SCRIPT_FORMS, type NoScriptForm } from '#shared/no-script'
import { escapeHtml } from '../mail'

export const noScriptRoutes = new Hono<{ Bindings: Env }>()

noScriptRoutes.post('/', (c) => {
  const name = c.req.query('form') ?? ''
  const form = Object.hasOwn(NO_SCRIPT_FORMS, name) ? NO_SCRIPT_FORMS[name as NoScriptForm] : NO_SCRIPT_FORMS.login
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Please try again - ${escapeHtml(site.company)}</title></head>
<body>
<main>
<h1>Please try again</h1>
<p>The page was not ready when the form was sent, so we did not receive or keep anything you typed.</p>
<p>This form needs JavaScript, which may be turned off or may still have been loading. Please go back to the
<a href="${form.path}">${form.label}</a>, wait for it to finish loading, and send the form again.</p>
<p>If it still does not work, call us at <a href="${escapeHtml(site.phoneHref)}">${escapeHtml(site.phone)}</a>. We are happy to help.</p>
</main>
</body></html>`
  return c.html(html, 400)
})
