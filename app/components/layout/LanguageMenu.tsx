// The language menu (a link to the same page in each other language: "Español", "Français") and
// the one-line offer of a language the browser prefers ("Ver en español", "Voir en français").
// Both hold plain links to the same page in another language, so they work before (or without)
// scripts; the page's boot script (app/lib/storage.ts) remembers the choice in the `lang` cookie when
// one is followed, and shows an offer only to browsers whose first language it is and that have not chosen.
import { useRouterState } from '@tanstack/react-router'
import { Fragment } from 'react'
import { MENUS } from '#app/lib/page-controls'
import { currentLocale, isDefaultLocale, LOCALE_LANG_ATTRIBUTES, LOCALE_NAMES, LOCALES, type Locale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

/** The current page's address (path and query), to which each language's prefix is given. */
function useHere() {
  return useRouterState({ select: (s) => `${s.location.pathname}${s.location.searchStr}` })
}

/**
 * The language menu: one box naming the other languages by name, one above the other ("Español",
 * "Français", small, so the box stays 44 px high and narrow), which opens onto a
 * link to each, by its full name, each in its own language. In the header's slim bar (opening down)
 * and, on phones, in the bottom band (opening up; decision 151 keeps the language outside the main
 * menu). A `<details>`, so it works without scripts; Escape and a click elsewhere close it
 * (app/lib/page-controls.ts). One box, where a link per language would not leave room for the text
 * size and the chat button on a 360 px screen, or for the account links in the slim bar.
 */
export function LanguageMenu({ className = '', opens = 'up' }: { className?: string; opens?: 'up' | 'down' }) {
  const here = useHere()
  const others = otherLocales()
  return (
    <div className={className} {...{ [MENUS]: '' }}>
      <details className="lang-menu relative">
        <summary className="list-none inline-flex flex-col items-center justify-center h-[44px] min-w-11 px-1.5 border-2 border-line rounded-lg font-bold text-navy text-[13px] leading-tight cursor-pointer">
          {/* The other languages by name, each in its own language (7.3): the names start the accessible name (WCAG 2.5.3). */}
          {others.map((locale) => (
            <span key={locale} lang={LOCALE_LANG_ATTRIBUTES[locale]}>
              {LOCALE_NAMES[locale]}
            </span>
          ))}
          <span className="visually-hidden"> ({m.shell_other_languages()})</span>
        </summary>
        <ul
          className={`absolute ${opens === 'up' ? 'bottom-full left-0 mb-2' : 'top-full right-0 mt-2'} z-50 m-0 p-1 list-none grid gap-1 bg-white border-2 border-line rounded-lg shadow-lg`}
        >
          {others.map((locale) => (
            <li key={locale}>
              <a
                href={localizeHref(here, locale)}
                hrefLang={LOCALE_LANG_ATTRIBUTES[locale]}
                lang={LOCALE_LANG_ATTRIBUTES[locale]}
                data-lang-choice={locale}
                title={m.shell_switch_language({}, { locale })}
                className="flex items-center min-h-11 px-3 font-bold text-navy whitespace-nowrap"
              >
                {LOCALE_NAMES[locale]}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  )
}

/** Every language but the page's own, in the order of LOCALES. */
function otherLocales(): Locale[] {
  const current = currentLocale()
  return LOCALES.filter((locale) => locale !== current)
}

/**
 * Shown by the boot script (html[data-offer="es"]) on pages in the default language only, one line per
 * other language, each in its own words; CSS shows only the one the browser prefers.
 */
export function LanguageOffer() {
  const here = useHere()
  if (!isDefaultLocale(currentLocale())) return null
  return (
    <>
      {otherLocales().map((locale) => (
        <Fragment key={locale}>
          <div className="lang-offer bg-surface border-b border-line" data-offer-lang={locale} lang={LOCALE_LANG_ATTRIBUTES[locale]}>
            <p className="container m-0 py-2 flex flex-wrap items-center gap-x-4 gap-y-1">
              <span>{m.shell_offer_text({}, { locale })}</span>
              <a
                href={localizeHref(here, locale)}
                hrefLang={LOCALE_LANG_ATTRIBUTES[locale]}
                data-lang-choice={locale}
                className="font-bold"
              >
                {m.shell_offer_link({}, { locale })}
              </a>
              <button
                type="button"
                data-lang-choice={currentLocale()}
                className="min-h-11 px-2 bg-transparent border-0 underline text-navy cursor-pointer"
              >
                {m.shell_offer_dismiss({}, { locale })}
              </button>
            </p>
          </div>
        </Fragment>
      ))}
    </>
  )
}
