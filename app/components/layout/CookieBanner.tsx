import { CONSENT_CHOICE } from '#app/lib/page-controls'
import { currentLocale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

/**
 * Shown until a choice is stored; the boot script hides it before paint on later visits. A click is
 * answered by #app/lib/page-controls, also before React is ready.
 */
export function CookieBanner() {
  return (
    <section
      className="cookie-banner fixed inset-x-0 bottom-0 z-50 bg-white border-t-4 border-gold shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
      aria-label={m.shell_cookie_region()}
    >
      {/* One short line and its two buttons (decision 151): the first screen stays the page's. */}
      <div className="container py-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="m-0 flex-[1_1_14em]">
          {m.shell_cookie_short()} <a href={localizeHref('/privacy-policy', currentLocale())}>{m.shell_cookie_policy_short()}</a>
        </p>
        <div className="cookie-buttons flex flex-wrap gap-3">
          <button type="button" className="btn-primary" {...{ [CONSENT_CHOICE]: 'accepted' }}>
            {m.shell_cookie_accept()}
          </button>
          <button type="button" className="btn-secondary" {...{ [CONSENT_CHOICE]: 'rejected' }}>
            {m.shell_cookie_reject()}
          </button>
        </div>
      </div>
    </section>
  )
}
