// The band at the bottom of every public page (decision 151): the chat button sits in it instead of
// floating over the page, the text-size buttons are in it on phones (where the top bar has no room),
// and Spanish pages say "Le atendemos en español". The page keeps the band's height free at its end
// and as scroll padding, so no control, field or focus ring is ever left underneath it, nor under
// the cookie banner above it while that is shown (its height is measured into --banner-h).
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { currentLocale, isDefaultLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { LanguageMenu } from './LanguageMenu'
import { TextSizeControl } from './TextSizeControl'

const FIXED_PARTS = '.bottom-dock, .cookie-banner, .site-header, .chat-launcher, .chat-window'
const MARGIN = 12

export function BottomDock() {
  const onConsole = useRouterState({ select: (s) => s.location.pathname === '/expert' })
  useEffect(() => {
    const banner = document.querySelector<HTMLElement>('.cookie-banner')
    if (!banner || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty('--banner-h', `${banner.offsetHeight}px`))
    observer.observe(banner)
    return () => observer.disconnect()
  }, [])
  // Focus is never hidden (WCAG 2.2 2.4.11): a focused control under the band, the banner or the
  // header is scrolled just clear of them (browsers only scroll a control that is out of the window).
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const el = event.target
      if (!(el instanceof HTMLElement) || el.closest(FIXED_PARTS)) return
      const box = el.getBoundingClientRect()
      const top = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0
      const bottom = Math.min(
        window.innerHeight,
        ...Array.from(document.querySelectorAll<HTMLElement>('.bottom-dock, .cookie-banner'))
          .filter((part) => part.offsetHeight > 0)
          .map((part) => part.getBoundingClientRect().top),
      )
      const room = bottom - top - 2 * MARGIN
      if (box.height > room) {
        // Tight (a tall control at a large text size while the banner is open): with whatever margin
        // is left, or none, so all of it shows if it can, and otherwise its start under the header.
        const margin = Math.max(0, (bottom - top - box.height) / 2)
        if (box.top < top + margin || box.bottom > bottom - margin) window.scrollBy({ top: box.top - top - margin, behavior: 'instant' })
        return
      }
      if (box.bottom > bottom - MARGIN) window.scrollBy({ top: box.bottom - bottom + MARGIN, behavior: 'instant' })
      else if (box.top < top + MARGIN && box.bottom > 0) window.scrollBy({ top: box.top - top - MARGIN, behavior: 'instant' })
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [])
  if (onConsole) return null
  return (
    <section className="bottom-dock fixed inset-x-0 bottom-0 z-30 bg-white border-t border-line" aria-label={m.shell_dock_label()}>
      <div className="container h-full flex items-center gap-3 pr-[var(--launcher-w)]">
        <div className="lg:hidden flex items-center gap-2">
          <LanguageMenu className="sm:hidden" />
          <TextSizeControl compact />
        </div>
        {isDefaultLocale(currentLocale()) ? null : <p className="m-0 font-semibold text-navy max-sm:hidden">{m.shell_spanish_help()}</p>}
      </div>
    </section>
  )
}
