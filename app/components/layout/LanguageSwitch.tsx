// The language switcher ("Español" / "English") and the one-line "Ver en español" offer.
// Both are plain links to the same page in the other language, so they work before (or without)
// scripts; the page's boot script (app/lib/storage.ts) remembers the choice in the `lang` cookie when
// one is followed, and shows the offer only to browsers that prefer Spanish and have not chosen.
import { useRouterState } from '@tanstack/react-router'
import { currentLocale, isDefaultLocale, localizeHref, otherLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

/** The current page's address in the other language. */
function useOtherLanguageHref() {
  const other = otherLocale(currentLocale())
  const href = useRouterState({ select: (s) => `${s.location.pathname}${s.location.searchStr}` })
  return { other, href: localizeHref(href, other) } as const
}

/**
 * The switcher. `compact`: below the `sm` breakpoint (phones) it shows the two-letter code ("ES",
 * "EN") in a small box so the header row keeps room for the logo and the Menu button; the full name
 * stays its accessible name (which begins with the visible letters).
 */
export function LanguageSwitch({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const { other, href } = useOtherLanguageHref()
  const name = m.shell_switch_language_short()
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      data-lang-choice={other}
      title={m.shell_switch_language()}
      className={`inline-flex items-center min-h-11 font-bold text-navy whitespace-nowrap ${
        compact ? 'max-sm:justify-center max-sm:min-w-11 max-sm:border-2 max-sm:border-line max-sm:rounded-lg max-sm:no-underline' : ''
      } ${className}`}
    >
      {compact ? (
        <>
          <span aria-hidden="true" className="sm:hidden">
            {other.toUpperCase()}
          </span>
          <span className="max-sm:sr-only">{name}</span>
        </>
      ) : (
        name
      )}
    </a>
  )
}

/** Shown by the boot script (html[data-offer-es]) on English pages only; hidden otherwise by CSS. */
export function LanguageOffer() {
  const { href } = useOtherLanguageHref()
  if (!isDefaultLocale(currentLocale())) return null
  return (
    <div className="lang-offer bg-surface border-b border-line" lang="es">
      <p className="container m-0 py-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        <span>{m.shell_offer_text({}, { locale: 'es' })}</span>
        <a href={href} hrefLang="es" data-lang-choice="es" className="font-bold">
          {m.shell_offer_link({}, { locale: 'es' })}
        </a>
        <button type="button" data-lang-choice="en" className="min-h-11 px-2 bg-transparent border-0 underline text-navy cursor-pointer">
          {m.shell_offer_dismiss({}, { locale: 'es' })}
        </button>
      </p>
    </div>
  )
}
