// The trusted contact's mails (decision 160): built from blocks into a plain text and an HTML version
// with the site's mail layout, in one language (`locale`, passed explicitly). Every mail to the contact
// ends with who named them, a one-click way to stop (a link to a confirmation page, and the RFC 8058
// List-Unsubscribe headers) and the company's line with the postal address, as the alert mails do
// (decisions 071, 073).
//
// Every one of them leaves through `sendTrustedMail`, which names its purpose (TRUSTED_MAIL_PURPOSES)
// and counts it against that purpose's hourly mail budget (worker/mail/budget.ts, decision 120).
import { site } from '#content/site'
import { type Locale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { escapeHtml, type Mail, mailLayout, sendMail } from '../mail'
import type { MailPurpose } from '../mail/budget'
import { postalAddress } from '../mail/postal'

/** What each mail is for; the name a mail budget would count it under. */
export const TRUSTED_MAIL_PURPOSES = {
  invite: 'trusted-contact-invite',
  ask: 'trusted-contact-ask',
  plan: 'trusted-contact-plan',
  notice: 'trusted-contact-notice',
  /** "On a call that may be a scam" and "Is this really you?" (worker/pause). */
  alert: 'trusted-contact-alert',
  warning: 'account-warning',
} as const
export type TrustedMailPurpose = (typeof TRUSTED_MAIL_PURPOSES)[keyof typeof TRUSTED_MAIL_PURPOSES]

/** The mail budget each kind counts against: mail to a contact has its own; warnings are account mail. */
const BUDGET_OF: Record<TrustedMailPurpose, MailPurpose> = {
  'trusted-contact-invite': 'trusted',
  'trusted-contact-ask': 'trusted',
  'trusted-contact-plan': 'trusted',
  'trusted-contact-notice': 'trusted',
  'trusted-contact-alert': 'trusted',
  'account-warning': 'warning',
}

/** The budget early warnings count against: the reserve only owners' warnings use (U1). */
export const WARNING_BUDGET: MailPurpose = BUDGET_OF['account-warning']

/** Sends one trusted-contact or account-warning mail through the site's one mail path. */
export async function sendTrustedMail(env: Env, purpose: TrustedMailPurpose, mail: Mail): Promise<void> {
  await sendMail(env, mail, BUDGET_OF[purpose])
}

export type Block =
  | { p: string; strong?: boolean }
  | { list: string[] }
  | { steps: string[] }
  | { quote: string }
  | { button: string; url: string }

export interface Footer {
  /** Why this address gets the mail. */
  why: string
  /** The contact's stop link (page) and its one-click API target; absent for mail to the holder. */
  stop?: { label: string; page: string; oneClick: string }
}

const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:#1558c0">${escapeHtml(label)}</a>`

function blockText(b: Block): string {
  if ('p' in b) return b.p
  if ('list' in b) return b.list.map((line) => `- ${line}`).join('\n')
  if ('steps' in b) return b.steps.map((line, i) => `${i + 1}. ${line}`).join('\n')
  if ('quote' in b)
    return b.quote
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')
  return `${b.button}: ${b.url}`
}

function blockHtml(b: Block): string {
  if ('p' in b) return `<p${b.strong ? ' style="font-weight:bold"' : ''}>${escapeHtml(b.p)}</p>`
  if ('list' in b) return `<ul>${b.list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
  if ('steps' in b) return `<ol>${b.steps.map((line) => `<li style="margin-bottom:8px">${escapeHtml(line)}</li>`).join('')}</ol>`
  if ('quote' in b)
    return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #c9d6e6;background:#f4f7fb;white-space:pre-wrap">${escapeHtml(b.quote)}</blockquote>`
  return `<p><a href="${escapeHtml(b.url)}" style="display:inline-block;background:#1558c0;color:#ffffff;padding:14px 22px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(b.button)}</a></p>`
}

/** One mail from blocks: the same words in the text and the HTML version, and the footer every such mail carries. */
export function buildMail(env: Env, opts: { to: string; subject: string; blocks: Block[]; footer: Footer; locale: Locale }): Mail {
  const { to, subject, blocks, footer, locale } = opts
  const o = { locale }
  const postal = postalAddress(env)
  const callUs = m.trusted_mail_call_us({ company: site.company, phone: site.phone }, o)
  const companyLine = [site.company, site.phone, postal].filter(Boolean).join(' · ')
  const text = [
    subject,
    '',
    ...blocks.flatMap((b) => [blockText(b), '']),
    callUs,
    '',
    '--',
    footer.why,
    ...(footer.stop ? [`${footer.stop.label}: ${footer.stop.page}`] : []),
    companyLine,
  ].join('\n')
  const html = mailLayout({
    lang: locale,
    company: site.company,
    heading: subject,
    bodyHtml: `${blocks.map(blockHtml).join('\n')}\n<p>${escapeHtml(callUs)}</p>`,
    footer: `${escapeHtml(footer.why)}<br>${footer.stop ? `${link(footer.stop.page, footer.stop.label)}<br>` : ''}${escapeHtml(site.company)} · ${escapeHtml(site.phone)}${postal ? `<br>${escapeHtml(postal)}` : ''}`,
  })
  const headers = footer.stop
    ? { 'List-Unsubscribe': `<${footer.stop.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined
  return { to, subject, text, html, ...(headers ? { headers } : {}) }
}

/** The contact's links: the invitation page, the stop page and the one-click stop target. */
export function contactLinks(origin: string, locale: Locale, tokens: { invite?: string; stop: string; allow?: string }) {
  const page = `${origin}${localizeHref('/trusted-contact', locale)}`
  return {
    accept: tokens.invite ? `${page}?accept=${encodeURIComponent(tokens.invite)}` : undefined,
    allow: tokens.allow ? `${page}?allow=${encodeURIComponent(tokens.allow)}` : undefined,
    stopPage: `${page}?stop=${encodeURIComponent(tokens.stop)}`,
    stopOneClick: `${origin}/api/trusted-contact/stop?token=${encodeURIComponent(tokens.stop)}`,
  }
}

export const accountPage = (origin: string, locale: Locale) => `${origin}${localizeHref('/AccountIn', locale)}`
export const helpNowPage = (origin: string, locale: Locale) => `${origin}${localizeHref('/help-now', locale)}`
