// The two settings every page offers, the text size and the cookie choice, work without React: their
// buttons carry a data attribute, and app/client.tsx (the small entry every page loads) answers their
// clicks from the start. On pages that load the app at the first action (decision 083), those are
// the taps a first visit is most likely to start with, and on a slow phone they would otherwise wait
// a second or more for the app. The React components (TextSizeControl, CookieBanner) render the
// buttons and follow the stored state; they have no click handler of their own.
import { readStorage, STORAGE_KEYS, writeStorage } from './local-storage'

const TEXT_SIZES = ['normal', 'large', 'larger'] as const
export type TextSize = (typeof TEXT_SIZES)[number]

/** On a text size button: the size it chooses. */
export const TEXT_SIZE_CHOICE = 'data-text-size-choice'
/** On a cookie banner button: `accepted` or `rejected`. */
export const CONSENT_CHOICE = 'data-consent-choice'
/** Dispatched on the window after the text size changed, so every TextSizeControl follows. */
export const TEXT_SIZE_EVENT = 'saffe:text-size'

function isTextSize(value: string | null): value is TextSize {
  return (TEXT_SIZES as readonly (string | null)[]).includes(value)
}

export function storedTextSize(): TextSize {
  const value = readStorage(STORAGE_KEYS.textSize)
  return isTextSize(value) ? value : 'normal'
}

/** Marks the buttons of the stored size as pressed (the server's HTML says "normal" for everyone). */
export function markTextSizeButtons(size: TextSize = storedTextSize()): void {
  for (const button of document.querySelectorAll(`[${TEXT_SIZE_CHOICE}]`)) {
    button.setAttribute('aria-pressed', String(button.getAttribute(TEXT_SIZE_CHOICE) === size))
  }
}

function chooseTextSize(size: TextSize): void {
  writeStorage(STORAGE_KEYS.textSize, size === 'normal' ? null : size)
  if (size === 'normal') document.documentElement.removeAttribute('data-text-size')
  else document.documentElement.setAttribute('data-text-size', size)
  markTextSizeButtons(size)
  window.dispatchEvent(new Event(TEXT_SIZE_EVENT))
}

function chooseConsent(value: 'accepted' | 'rejected'): void {
  writeStorage(STORAGE_KEYS.consent, value)
  // The boot script sets the same attribute on later visits; CSS hides the banner under it.
  document.documentElement.setAttribute('data-consent', value)
}

/**
 * The control a click hit that works without the app, or null: the text size and cookie buttons
 * (answered below) and the language choices (`data-lang-choice`, answered by the head's boot script,
 * app/lib/storage.ts: "No, gracias" under the offer of Spanish, the language links).
 */
export function pageControl(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`[${TEXT_SIZE_CHOICE}], [${CONSENT_CHOICE}], [data-lang-choice]`) : null
}

/** Answers clicks on the text size and cookie buttons, before and after hydration alike. */
export function listenToPageControls(): void {
  // On the window in the capture phase: first to see the click, whatever stops it later.
  window.addEventListener(
    'click',
    (event) => {
      const control = pageControl(event.target)
      if (!control) return
      const size = control.getAttribute(TEXT_SIZE_CHOICE)
      if (isTextSize(size)) chooseTextSize(size)
      const consent = control.getAttribute(CONSENT_CHOICE)
      if (consent === 'accepted' || consent === 'rejected') chooseConsent(consent)
    },
    true,
  )
}

/** A part of the page that holds menus (`<details>`): the header's (SiteHeader), the bottom band's language menu. */
export const MENUS = 'data-menus'

/** Closes every open menu under `root`, except `except` (the one just opened). */
export function closeMenus(root: Element | null | undefined, except?: Element): void {
  for (const d of root?.querySelectorAll('details[open]') ?? []) if (d !== except) d.removeAttribute('open')
}

/**
 * The header's menus behave as menus whether or not the app has loaded (a page of words may never
 * load it, decision 085): a click elsewhere closes them, Escape closes the one it is in and puts focus
 * back on its summary, and opening one group closes the others. Closing them after a router
 * navigation is SiteHeader's (only the app navigates that way).
 */
export function listenToMenus(): void {
  document.addEventListener('click', (event) => {
    for (const menus of document.querySelectorAll(`[${MENUS}]`)) {
      if (!(event.target instanceof Node && menus.contains(event.target))) closeMenus(menus)
    }
  })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const open = event.target instanceof Element ? event.target.closest('details[open]') : null
    if (!open?.closest(`[${MENUS}]`)) return
    open.removeAttribute('open')
    open.querySelector('summary')?.focus()
  })
  // `toggle` does not bubble: listen in the capture phase.
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target
      if (!(details instanceof HTMLDetailsElement) || !details.open || !details.dataset.group) return
      const menus = details.closest(`[${MENUS}]`)
      if (menus) closeMenus(menus.querySelector('.nav-groups'), details)
    },
    true,
  )
}
