// The band at the bottom of every public page (decision 151): the chat button sits in it instead of
// floating over the page, the text-size buttons are in it on phones (where the top bar has no room),
// and Spanish pages say "Le atendemos en español". The page keeps the band's height free at its end
// and as scroll padding, so no control, field or focus ring is ever left underneath it, nor under
// the cookie banner above it while that is shown (its height is measured into --banner-h). That
// measure and keeping a focused control clear of them are the client entry's (app/lib/keep-in-view.ts),
// so they work before the app starts too.
import { Link, useRouterState } from '@tanstack/react-router'
import { currentLocale, isDefaultLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { LanguageMenu } from './LanguageMenu'
import { TextSizeControl } from './TextSizeControl'

export function BottomDock() {
  const onConsole = useRouterState({ select: (s) => s.location.pathname === '/expert' })
  if (onConsole) return null
  return (
    <section className="bottom-dock fixed inset-x-0 bottom-0 z-30 bg-white border-t border-line" aria-label={m.shell_dock_label()}>
      <div className="container h-full flex items-center gap-3 pr-[var(--launcher-w)]">
        <div className="lg:hidden flex items-center gap-2">
          <LanguageMenu className="sm:hidden" />
          <TextSizeControl compact />
        </div>
        {isDefaultLocale(currentLocale()) ? null : (
          <p className="dock-lang-help m-0 font-semibold text-navy max-sm:hidden">{m.shell_spanish_help()}</p>
        )}
        {/* A person still on a call reaches /on-the-phone in one tap from any page (issue 44); a plain link,
            so it needs no script. Below 992 px the band is full: it is in the menu there. */}
        <Link
          to="/on-the-phone"
          className="dock-on-the-phone max-lg:hidden inline-flex items-center min-h-[44px] py-2 px-3 leading-none rounded-lg border-2 border-danger bg-white text-danger font-bold no-underline whitespace-nowrap hover:underline"
          data-testid="dock-on-the-phone"
        >
          {m.pause_dock_link()}
        </Link>
      </div>
    </section>
  )
}
