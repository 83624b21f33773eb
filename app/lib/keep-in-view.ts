// What keeps the page readable at every size, answered by the small client entry (app/client.tsx) from
// the server's HTML, so it works before the app starts and on pages that never start it:
// - focus is never hidden (WCAG 2.2 2.4.11): a control that takes the keyboard focus under the header,
//   the bottom band or the cookie banner is scrolled just clear of them, and one in a carousel's strip
//   brings its slide fully into the strip (browsers only scroll what is wholly out of the window);
// - fixed bars never take more than a quarter of a short window (200% zoom on a laptop, a phone held
//   sideways): then the header scrolls away with the page
//   (`html[data-header-scrolls]`, header.css) and only the bottom band stays.
import { TEXT_SIZE_EVENT } from './page-controls'

const FIXED_PARTS = '.bottom-dock, .cookie-banner, .site-header, .chat-launcher, .chat-window'
const MARGIN = 12
/** The share of a short window the header and the band may take together. */
export const FIXED_BARS_SHARE = 0.25
/** A short window (CSS px): a laptop at 200% zoom is 400, a phone held sideways 360-430. */
const SHORT_WINDOW = 640

/** The lowest top edge of the fixed parts at the bottom of the window (band, banner), or the window's. */
function bottomLimit(): number {
  return Math.min(
    window.innerHeight,
    ...Array.from(document.querySelectorAll<HTMLElement>('.bottom-dock, .cookie-banner'))
      .filter((part) => part.offsetHeight > 0 && getComputedStyle(part).position === 'fixed')
      .map((part) => part.getBoundingClientRect().top),
  )
}

function topLimit(): number {
  const header = document.querySelector<HTMLElement>('.site-header')
  if (!header || getComputedStyle(header).position !== 'fixed') return 0
  return Math.max(0, header.getBoundingClientRect().bottom)
}

/** A slide of a carousel partly outside its strip: the strip moves just enough to show all of it. */
function revealInStrip(el: HTMLElement): void {
  const strip = el.closest<HTMLElement>('[data-carousel-list]')
  if (!strip || strip === el) return
  const item = el.closest<HTMLElement>('.carousel-item') ?? el
  const box = item.getBoundingClientRect()
  const view = strip.getBoundingClientRect()
  if (box.left < view.left) strip.scrollBy({ left: box.left - view.left - MARGIN, behavior: 'instant' })
  else if (box.right > view.right)
    strip.scrollBy({ left: Math.min(box.right - view.right + MARGIN, box.left - view.left), behavior: 'instant' })
}

/** The element a pointer last pressed: the focus it gives is where the finger or mouse already is. */
let pressed: EventTarget | null = null

function onFocus(event: FocusEvent): void {
  const el = event.target
  if (!(el instanceof HTMLElement) || el.closest(FIXED_PARTS)) return
  // Nothing to bring into view, and measuring would force a layout before the tap's answer (decision
  // 350): a control the visitor just pressed, or one in an open modal dialog (above the bars).
  if ((pressed instanceof Node && el.contains(pressed)) || el.closest('dialog[data-page-dialog][open]')) return
  revealInStrip(el)
  const box = el.getBoundingClientRect()
  const top = topLimit()
  const bottom = bottomLimit()
  const room = bottom - top - 2 * MARGIN
  if (box.height > room) {
    // Tight (a tall control at a large text size while the banner is open): with whatever margin is
    // left, or none, so all of it shows if it can, and otherwise its start under the header.
    const margin = Math.max(0, (bottom - top - box.height) / 2)
    if (box.top < top + margin || box.bottom > bottom - margin) window.scrollBy({ top: box.top - top - margin, behavior: 'instant' })
    return
  }
  if (box.bottom > bottom - MARGIN) window.scrollBy({ top: box.bottom - bottom + MARGIN, behavior: 'instant' })
  else if (box.top < top + MARGIN) window.scrollBy({ top: box.top - top - MARGIN, behavior: 'instant' })
}

/**
 * Sets `data-header-scrolls` when, in a short window, the header and the band together would take more
 * than a quarter of it. A tall window keeps the header fixed (a laptop at 1280×720 gives them 28%).
 */
function placeHeader(): void {
  const root = document.documentElement
  const header = document.querySelector<HTMLElement>('.site-header')
  if (!header) return
  const dock = document.querySelector<HTMLElement>('.bottom-dock')
  // A tall window never needs it: no layout is forced to measure the bars (decision 320).
  const scrolls =
    window.innerHeight < SHORT_WINDOW && header.offsetHeight + (dock?.offsetHeight ?? 0) > window.innerHeight * FIXED_BARS_SHARE
  if (scrolls !== root.hasAttribute('data-header-scrolls')) root.toggleAttribute('data-header-scrolls', scrolls)
}

export function keepFocusAndBarsInView(): void {
  const banner = document.querySelector<HTMLElement>('.cookie-banner')
  if (banner && typeof ResizeObserver !== 'undefined') {
    const root = document.documentElement
    new ResizeObserver(() => root.style.setProperty('--banner-h', `${banner.offsetHeight}px`)).observe(banner)
  }
  document.addEventListener('focusin', onFocus)
  document.addEventListener('pointerdown', (event) => (pressed = event.target), { capture: true, passive: true })
  document.addEventListener('keydown', () => (pressed = null), { capture: true, passive: true })
  placeHeader()
  window.addEventListener('resize', placeHeader, { passive: true })
  window.addEventListener(TEXT_SIZE_EVENT, placeHeader)
  // The header's height follows its text (fonts, a language offer): measured again when it changes.
  if (typeof ResizeObserver !== 'undefined') {
    const header = document.querySelector('.site-header')
    if (header) new ResizeObserver(placeHeader).observe(header)
  }
}
