// How to reach us from Mexico, Panama and Costa Rica, shown beside the toll-free line (decision 114):
// a US toll-free number usually cannot be dialled from there, so the ways that work are the chat on
// this site and a call-back to the visitor's own number, with its country code.
import { currentLocale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export function FromAbroad({ className = '' }: { className?: string }) {
  return (
    <p className={`from-abroad ${className}`}>
      {m.shell_abroad_before()} <a href={`${localizeHref('/contact', currentLocale())}#callback-title`}>{m.shell_abroad_callback()}</a>
      {m.shell_abroad_after()}
    </p>
  )
}
