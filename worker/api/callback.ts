// POST /api/callback: a visitor asks us to phone them. Stored in D1 and e-mailed to the sales inbox.
import { Hono } from 'hono'
import {
  CALLBACK_HONEYPOT,
  type CallbackInput,
  bestTimes,
  callbackTopics,
  checkCallback,
  labelOf,
} from '#content/callback'
import { site } from '#content/site'
import { getDb, schema } from '../db'
import { escapeHtml, mailLayout, sendMail } from '../mail'
import { ApiError } from '../http/errors'
import { clientAddress, readJsonObject } from '../http/request'
import { RATE_LIMITS, enforceRateLimit } from '../rate-limit'

export const callbackRoutes = new Hono<{ Bindings: Env }>()

callbackRoutes.post('/', async (c) => {
  // Counted before the body is read (S14), so a flood of large bodies stops at the limit.
  await enforceRateLimit(
    c.env.DB,
    RATE_LIMITS.callbackPerAddress,
    clientAddress(c),
    (wait) => `We already have several call-back requests from you. Please try again ${wait}, or call us at ${site.phone}.`,
  )
  const body = await readJsonObject(c)
  const checked = checkCallback(body)
  if (!checked.ok) {
    // One message for the whole form: the first problem, in the order of the fields.
    const errors = checked.errors
    throw new ApiError(400, errors.name ?? errors.phone ?? errors.bestTime ?? errors.topic ?? 'Please check the form.')
  }

  const request = checked.value
  const thanks = `Thank you, ${request.name}. We will call you at ${request.phone}, ${labelOf(bestTimes, request.bestTime).toLowerCase()}. If it cannot wait, call us at ${site.phone}.`

  // A filled-in hidden field means a bot: answer as if all went well, but keep and send nothing.
  const trap = body[CALLBACK_HONEYPOT]
  if (typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null) return c.json({ msg: thanks })

  await getDb(c.env.DB).insert(schema.callbackRequests).values(request)
  await sendMail(c.env, callbackMail(c.env.SALES_EMAIL, request))
  return c.json({ msg: thanks })
})

/** The e-mail to the sales team. Every value the visitor typed is escaped in the HTML part. */
export function callbackMail(to: string, request: CallbackInput) {
  const rows: [string, string][] = [
    ['Name', request.name],
    ['Phone', request.phone],
    ['Best time', labelOf(bestTimes, request.bestTime)],
    ['Topic', labelOf(callbackTopics, request.topic)],
  ]
  const text = [
    'A visitor asked us to call them back.',
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    'Please call within one business day. Remember: never ask for passwords or payment by gift card.',
  ].join('\n')
  const bodyHtml = `<p style="margin:0 0 16px">A visitor asked us to call them back.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:18px">
${rows.map(([k, v]) => `<tr><th align="left" style="padding-right:16px">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<p style="margin:16px 0 0">Please call within one business day.</p>`
  return {
    to,
    subject: `Call-back request: ${request.name}`,
    text,
    html: mailLayout({
      company: site.company,
      heading: 'Call-back request',
      bodyHtml,
      footer: `Sent by the contact form on ${escapeHtml(site.url)}/contact.`,
    }),
  }
}
