// The alert e-mail: the whole alert, a link to its page, the personal preferences and unsubscribe
// links, the List-Unsubscribe headers (RFC 8058) and the company's postal address (CAN-SPAM, CASL).
import { type Alert, REGION_LABELS } from '#content/alerts'
import { site } from '#content/site'
import { isProduction } from '../env'
import { type Mail, escapeHtml, mailLayout } from '../mail'
import { listUnsubscribeHeaders, unsubscribeLinks } from '../newsletter/manage'

export class MissingPostalAddressError extends Error {
  constructor() {
    super('MAIL_POSTAL_ADDRESS is not set: bulk mail is refused in production without the postal address (CAN-SPAM, CASL).')
  }
}

export const LOCAL_POSTAL_STAND_IN =
  'Local development copy: no postal address is set (MAIL_POSTAL_ADDRESS). Production refuses to send alerts without it.'

/** The postal address line for list mail; `null` in production when it is missing (then nothing is sent). */
export function postalAddress(env: Env): string | null {
  const value = String(env.MAIL_POSTAL_ADDRESS ?? '').trim()
  if (value) return value
  return isProduction(env) ? null : LOCAL_POSTAL_STAND_IN
}

/** A readable plain-text version of the alert's HTML (which we write ourselves in content/alerts). */
export function htmlToText(html: string): string {
  return html
    .replace(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g, (_, href: string, text: string) =>
      text.replace(/<[^>]+>/g, '') === href ? href : `${text} (${href})`,
    )
    .replace(/<li>/g, '- ')
    .replace(/<\/(p|h\d|li|ul|ol)>/g, '\n')
    .replace(/<h\d[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

export function alertSubject(alert: Pick<Alert, 'title' | 'severity'>): string {
  return `${alert.severity === 'urgent' ? 'Urgent scam alert' : 'Scam alert'}: ${alert.title}`
}

export function alertMail(opts: { alert: Alert; to: string; origin: string; token: string; postal: string }): Mail {
  const { alert, to, origin, token, postal } = opts
  const links = unsubscribeLinks(origin, token)
  const page = `${origin}/alerts/${alert.slug}`
  const why = `You get this e-mail because you signed up for ${site.company} scam alerts and confirmed your address.`
  const where = `For: ${REGION_LABELS[alert.regions]}. Source: ${alert.sourceName}.`
  const text = [
    alertSubject(alert),
    '',
    alert.summary,
    '',
    htmlToText(alert.html),
    '',
    where,
    `Read it on our site: ${page}`,
    '',
    '--',
    why,
    `Choose your country or urgent alerts only: ${links.preferences}`,
    `Unsubscribe: ${links.page}`,
    `${site.company} · ${site.phone} · ${postal}`,
  ].join('\n')
  const html = mailLayout({
    company: site.company,
    heading: alert.title,
    bodyHtml: `${alert.severity === 'urgent' ? '<p style="display:inline-block;background:#b42318;color:#ffffff;padding:4px 10px;border-radius:6px;font-weight:bold;margin:0 0 12px">Urgent</p>' : ''}
<p style="font-weight:bold">${escapeHtml(alert.summary)}</p>
${alert.html}
<p style="font-size:16px;color:#4a5565">${escapeHtml(where)}</p>
<p><a href="${escapeHtml(page)}" style="display:inline-block;background:#1558c0;color:#ffffff;padding:14px 22px;border-radius:8px;text-decoration:none;font-weight:bold">Read this alert on our site</a></p>`,
    footer: `${escapeHtml(why)}<br>
<a href="${escapeHtml(links.preferences)}" style="color:#1558c0">Choose your country or urgent alerts only</a> ·
<a href="${escapeHtml(links.page)}" style="color:#1558c0">Unsubscribe</a><br>
${escapeHtml(site.company)} · ${escapeHtml(site.phone)}<br>${escapeHtml(postal)}`,
  })
  return { to, subject: alertSubject(alert), text, html, headers: listUnsubscribeHeaders(origin, token) }
}
