// The small tags of a console conversation, in its row and over the open transcript: Urgent, signed
// in or guest, and the conversation's language.
import { consoleText } from '#content/chat'
import type { Locale } from '#shared/chat/protocol'
import { isDefaultLocale } from '#shared/i18n'

/** Answer first: the visitor's words say money or the computer is at risk now (decision 153). */
export function UrgentBadge() {
  return (
    <span
      data-urgent=""
      title={consoleText.urgentWhy}
      className="inline-block shrink-0 align-middle rounded-full px-2 text-sm leading-tight font-bold bg-danger text-white"
    >
      {consoleText.urgent}
      <span className="sr-only">: {consoleText.urgentWhy}</span>
    </span>
  )
}

export function Marker({ signedIn }: { signedIn: boolean }) {
  return (
    <span
      className={`inline-block align-middle rounded-full px-2 text-sm font-semibold border ${
        signedIn ? 'border-success text-success' : 'border-line text-muted'
      }`}
    >
      {signedIn ? consoleText.signedIn : consoleText.guest}
    </span>
  )
}

/** The conversation's language, e.g. "ES · Spanish" (English conversations get a quieter badge). */
export function LanguageBadge({ locale }: { locale: Locale }) {
  return (
    <span
      data-conversation-locale={locale}
      className={`inline-block shrink-0 align-middle rounded-full px-2 text-sm leading-tight font-semibold border whitespace-nowrap ${
        isDefaultLocale(locale) ? 'border-line text-muted' : 'border-blue text-blue'
      }`}
    >
      {consoleText.language(locale.toUpperCase(), consoleText.languageNames[locale])}
    </span>
  )
}
