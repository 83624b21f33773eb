// The alert e-mail: the whole alert, a link to its page, the personal preferences and unsubscribe
// links, the List-Unsubscribe headers (RFC 8058) and the company's postal address (CAN-SPAM, CASL).
// Written in the subscriber's language (`locale`, passed explicitly: the queue has no request); the
// alert itself must already be loaded in that language (loadAlert(slug, now, locale)).
import { type Alert, type AlertLocale, regionLabel } from '#content/alerts'
import { site } from '#content/site'
import { localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { escapeHtml, type Mail, mailLayout } from '../mail'
import { listUnsubscribeHeaders, unsubscribeLinks } from '../newsletter/manage'

export class MissingPostalAddressError extends Error {
  constructor() {
    super('MAIL_POSTAL_ADDRESS is not set: bulk mail is refused in production without the postal address (CAN-SPAM, CASL).')
  }
}

// The postal address line lives with the mail helpers (worker/mail/postal.ts), below every sender.
export { LOCAL_POSTAL_STAND_IN, postalAddress } from '../mail/postal'

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

/** "Scam alert: …" / "Alerta de estafa: …": the e-mail subject and the push notification's title. */
export function alertSubject(alert: Pick<Alert, 'title' | 'severity'>, locale: AlertLocale = 'en'): string {
  return alert.severity === 'urgent'
    ? m.tools_alerts_push_title_urgent({ title: alert.title }, { locale })
    : m.tools_alerts_push_title({ title: alert.title }, { locale })
}

export function alertMail(opts: { alert: Alert; to: string; origin: string; token: string; postal: string; locale?: AlertLocale }): Mail {
  const { alert, to, origin, token, postal, locale = 'en' } = opts
  const o = { locale }
  const links = unsubscribeLinks(origin, token, locale)
  const page = `${origin}${localizeHref(`/alerts/${alert.slug}`, locale)}`
  const why = m.tools_alerts_mail_why({ company: site.company }, o)
  const where = m.tools_alerts_mail_where({ regions: regionLabel(alert.regions, locale), source: alert.sourceName }, o)
  const text = [
    alertSubject(alert, locale),
    '',
    alert.summary,
    '',
    htmlToText(alert.html),
    '',
    where,
    m.tools_alerts_mail_read({ url: page }, o),
    '',
    '--',
    why,
    `${m.tools_alerts_mail_preferences({}, o)}: ${links.preferences}`,
    `${m.tools_alerts_mail_unsubscribe({}, o)}: ${links.page}`,
    `${site.company} · ${site.phone} · ${postal}`,
  ].join('\n')
  const html = mailLayout({
    lang: locale,
    company: site.company,
    heading: alert.title,
    bodyHtml: `${alert.severity === 'urgent' ? `<p style="display:inline-block;background:#b42318;color:#ffffff;padding:4px 10px;border-radius:6px;font-weight:bold;margin:0 0 12px">${escapeHtml(m.tools_alerts_mail_urgent({}, o))}</p>` : ''}
<p style="font-weight:bold">${escapeHtml(alert.summary)}</p>
${alert.html}
<p style="font-size:16px;color:#4a5565">${escapeHtml(where)}</p>
<p><a href="${escapeHtml(page)}" style="display:inline-block;background:#1558c0;color:#ffffff;padding:14px 22px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(m.tools_alerts_mail_read_button({}, o))}</a></p>`,
    footer: `${escapeHtml(why)}<br>
<a href="${escapeHtml(links.preferences)}" style="color:#1558c0">${escapeHtml(m.tools_alerts_mail_preferences({}, o))}</a> ·
<a href="${escapeHtml(links.page)}" style="color:#1558c0">${escapeHtml(m.tools_alerts_mail_unsubscribe({}, o))}</a><br>
${escapeHtml(site.company)} · ${escapeHtml(site.phone)}<br>${escapeHtml(postal)}`,
  })
  return { to, subject: alertSubject(alert, locale), text, html, headers: listUnsubscribeHeaders(origin, token) }
}
