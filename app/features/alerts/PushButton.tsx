import { useEffect } from 'react'
import { requestIslands } from '#app/lib/islands'
import { currentLocale, isDefaultLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

/**
 * The service worker, told the visitor's language in its address (public/sw.js reads `lang` and
 * shows the Spanish words of a notification). Registering from a page in the other language
 * replaces the script, so the latest choice wins; English keeps the plain address.
 */
const swUrl = () => {
  const locale = currentLocale()
  return isDefaultLocale(locale) ? '/sw.js' : `/sw.js?lang=${locale}`
}

/**
 * The place of "Get alerts on this device" (browser push notifications for new scam alerts). The
 * button is an island of its own (app/islands/push.ts, decision 102): the small client entry loads it
 * in idle time and it renders here only where the Push API exists, so the page's app is never needed
 * for it. The place carries the island's words in the page's language. React renders it empty and
 * leaves what the island puts in it alone; after a router navigation its effect starts the island.
 */
export function PushButton({ className = '' }: { className?: string }) {
  // A place the app renders after a router navigation: the island fills it (it skips a filled one).
  useEffect(() => {
    requestIslands()
  }, [])
  return (
    <div
      className={className}
      data-push-island=""
      data-sw-url={swUrl()}
      data-msg-on={m.tools_alerts_push_on()}
      data-msg-off={m.tools_alerts_push_off()}
      data-msg-wait={m.tools_alerts_push_wait()}
      data-msg-status-on={m.tools_alerts_push_status_on()}
      data-msg-status-off={m.tools_alerts_push_status_off()}
      data-msg-status-blocked={m.tools_alerts_push_status_blocked()}
      data-msg-unavailable={m.tools_alerts_push_unavailable()}
      data-msg-failed-on={m.tools_alerts_push_failed_on()}
      data-msg-failed-on-email={m.tools_alerts_push_failed_on_email()}
      data-msg-failed-off={m.tools_alerts_push_failed_off()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose: React then leaves what the island writes here alone
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  )
}
