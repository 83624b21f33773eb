// The controls of public pages that answer from the server's HTML and the platform, run by the small
// client entry (app/client.tsx) on every page, before and after the app hydrates alike (decision 100):
// - a button with `data-dialog-open="<id>"` opens the native <dialog> of that id (CallUsButton; a browser
//   with invoker commands does it from the button's own `commandfor`/`command`, decision 320): the
//   dialog closes by its own <form method="dialog"> buttons, Escape, or a click on its backdrop; Tab
//   stays inside it;
// - a button with `data-expand` shows or hides the panel named by its `aria-controls` (Expandable),
//   and `?item=<id>` (a /DefendPro link) opens that section and scrolls it into view on load;
// - a <select> or radio button with `data-submit-on-change` submits its form when a choice is made
//   (the blog's "Select a Blog", the alert list's country: without scripts each is a plain GET form
//   with its own button);
// - `[data-zoom]` zooms its picture under a mouse or pen, a tap pins the zoom, and the Zoom button
//   (`data-zoom-toggle`) does the same from the keyboard (ProductZoom);
// - "Add to Cart" (`data-cart-add="<id>"`, ProductGrid) shows its confirmation at once and opens the
//   product page after CART_NOTICE_DELAY_MS; that page repeats it once (`data-cart-notice`), told by
//   sessionStorage (decision 101). Once the app runs, ProductGrid answers it through the router.
// /help-now's print button (`data-print`) is its island's (app/islands/help-now-island.ts, decision 372).
// None of them needs React, so none of them starts the app (pageBehaviour, used by the entry).

import { LANDING_CONTROLS } from './landing-controls'

const DIALOG_OPEN = 'data-dialog-open'
const EXPAND = 'data-expand'
const ZOOM_TOGGLE = 'data-zoom-toggle'
const ZOOM_SCALE = 1.8
const CART_ADD = 'data-cart-add'
const CART_KEY = 'saffe-cart-notice'

/** How long a store listing shows the "added" confirmation before it opens the product page. */
export const CART_NOTICE_DELAY_MS = 1200

/** The control a click hit that this module answers, or anything in a page dialog, the chat island (app/islands/chat-launcher.ts) or the landing page's own controls (app/lib/landing-controls.ts), or null: none of them needs the page's app. */
export function pageBehaviour(target: EventTarget | null): Element | null {
  return target instanceof Element
    ? target.closest(
        `[${DIALOG_OPEN}], [${EXPAND}], [${ZOOM_TOGGLE}], [data-zoom], [data-chat-open], [${CART_ADD}], dialog[data-page-dialog], #chat-island, [data-inline-chat], [data-inline-chat-panel], [data-push-island], [data-submit-on-change], [data-print], ${LANDING_CONTROLS}`,
      )
    : null
}

const reduceMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

// --- dialogs -------------------------------------------------------------------------------------

/** Invoker commands (`commandfor`/`command`, Chromium 135+): the opener's own `command="show-modal"` answers. */
const nativeCommands = typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

function listenToDialogs(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    const opener = target?.closest(`[${DIALOG_OPEN}]`)
    // A browser with invoker commands opens it by itself once the click is dispatched (decision 320).
    if (opener && nativeCommands) return
    if (opener) {
      const dialog = document.getElementById(opener.getAttribute(DIALOG_OPEN) ?? '')
      if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal()
      return
    }
    // A click on the backdrop lands on the dialog itself.
    if (target instanceof HTMLDialogElement && target.open && target.hasAttribute('data-page-dialog')) target.close()
  })
  // Tab and Shift+Tab stay inside an open dialog (a native modal dialog lets focus reach the browser's own controls).
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const dialog = document.querySelector<HTMLDialogElement>('dialog[data-page-dialog][open]')
    if (!dialog) return
    const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0)
    if (items.length === 0) return
    const first = items[0]
    const last = items[items.length - 1]
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  })
}

// --- sections that expand ------------------------------------------------------------------------

/** Shows or hides an Expandable's panel; the button's words follow `aria-expanded` by CSS. */
export function setExpanded(button: Element, expanded: boolean): void {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
  button.setAttribute('aria-expanded', String(expanded))
  if (!panel) return
  if (expanded) panel.removeAttribute('hidden')
  // until-found: the browser's find-in-page still reaches the words and opens the section (beforematch).
  else panel.setAttribute('hidden', 'until-found')
}

/** Opens the section of this id (an Expandable) and scrolls it into view. */
export function openSection(id: string): void {
  const section = document.getElementById(id)
  const button = section?.querySelector(`[${EXPAND}]`)
  if (!section || !button) return
  setExpanded(button, true)
  section.scrollIntoView({ block: 'start', behavior: reduceMotion() ? 'auto' : 'smooth' })
}

function listenToExpandables(): void {
  for (const panel of document.querySelectorAll('[data-expand-panel][hidden]')) panel.setAttribute('hidden', 'until-found')
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${EXPAND}]`) : null
    if (button) setExpanded(button, button.getAttribute('aria-expanded') !== 'true')
  })
  // Find-in-page found a word in a hidden panel (`beforematch` bubbles).
  document.addEventListener('beforematch', (event) => {
    const panel = event.target instanceof Element ? event.target.closest('[data-expand-panel]') : null
    const button = panel && document.querySelector(`[aria-controls="${panel.id}"]`)
    if (button) setExpanded(button, true)
  })
  // `?item=` names a section to open on arrival.
  const item = new URLSearchParams(location.search).get('item')
  if (item && /^[a-z0-9-]+$/.test(item)) openSection(item)
}

// --- a select that goes where it says ------------------------------------------------------------

function listenToSelects(): void {
  document.addEventListener('change', (event) => {
    const field = event.target
    if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement)) return
    if (!field.hasAttribute('data-submit-on-change') || !field.value) return
    field.form?.requestSubmit()
  })
}

// --- the product picture's zoom ------------------------------------------------------------------

function zoom(box: Element, on: boolean, origin?: string): void {
  const img = box.querySelector('img')
  if (!img) return
  if (origin) img.style.transformOrigin = origin
  img.style.transform = on ? `scale(${ZOOM_SCALE})` : 'none'
}

function originAt(box: Element, e: PointerEvent): string {
  const rect = box.getBoundingClientRect()
  const clamp = (n: number) => Math.min(100, Math.max(0, n))
  return `${clamp(((e.clientX - rect.left) / rect.width) * 100).toFixed(1)}% ${clamp(((e.clientY - rect.top) / rect.height) * 100).toFixed(1)}%`
}

function pinned(box: Element): boolean {
  return box.closest('figure')?.querySelector(`[${ZOOM_TOGGLE}]`)?.getAttribute('aria-pressed') === 'true'
}

function setPinned(box: Element, on: boolean, origin = '50% 50%'): void {
  box.closest('figure')?.querySelector(`[${ZOOM_TOGGLE}]`)?.setAttribute('aria-pressed', String(on))
  zoom(box, on, on ? origin : undefined)
}

function listenToZoom(): void {
  const boxOf = (e: Event) => (e.target instanceof Element ? e.target.closest('[data-zoom]') : null)
  document.addEventListener('pointermove', (e) => {
    const box = boxOf(e)
    if (box && e.pointerType !== 'touch') zoom(box, true, originAt(box, e))
  })
  document.addEventListener(
    'pointerleave',
    (e) => {
      if (!(e.target instanceof Element) || !e.target.matches('[data-zoom]') || e.pointerType === 'touch') return
      if (!pinned(e.target)) zoom(e.target, false)
    },
    true,
  )
  document.addEventListener('pointerup', (e) => {
    const box = boxOf(e)
    if (box && e.pointerType === 'touch') setPinned(box, !pinned(box), originAt(box, e))
  })
  document.addEventListener('click', (e) => {
    const toggle = e.target instanceof Element ? e.target.closest(`[${ZOOM_TOGGLE}]`) : null
    const box = toggle?.closest('figure')?.querySelector('[data-zoom]')
    if (toggle && box) setPinned(box, toggle.getAttribute('aria-pressed') !== 'true')
  })
}

// --- Add to Cart (there is no cart: it confirms, then opens the product page) ----------------------

let cartTimer: ReturnType<typeof setTimeout> | undefined

function line(text: string, className: string): HTMLParagraphElement {
  const p = document.createElement('p')
  p.className = className
  p.textContent = text
  return p
}

function listenToCart(): void {
  // On the window in the capture phase, before the app's listeners, and only while the app does not run.
  window.addEventListener(
    'click',
    (event) => {
      if (document.documentElement.dataset.hydrated === 'true') return
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${CART_ADD}]`) : null
      const status = document.querySelector<HTMLElement>('[data-cart-status]')
      const href = button?.closest('li')?.querySelector('a[href]')?.getAttribute('href')
      if (!button || !status || !href) return
      event.stopPropagation()
      const title = line(button.dataset.cartMessage ?? '', 'm-0 font-bold')
      const tick = document.createElement('span')
      tick.setAttribute('aria-hidden', 'true')
      tick.textContent = '✓ '
      title.insertBefore(tick, title.firstChild)
      status.replaceChildren(
        title,
        line(button.dataset.cartDesc ?? '', 'm-0 mt-1 text-base'),
        line(status.dataset.opening ?? '', 'm-0 mt-1 text-sm'),
      )
      status.className = status.dataset.shownClass ?? ''
      try {
        sessionStorage.setItem(CART_KEY, button.getAttribute(CART_ADD) ?? '')
      } catch {
        // Storage refused: the product page opens without repeating the confirmation.
      }
      clearTimeout(cartTimer)
      cartTimer = setTimeout(() => window.location.assign(href), CART_NOTICE_DELAY_MS)
    },
    true,
  )
  // The product page the listing opened: repeat the confirmation once and take keyboard focus.
  const notice = document.querySelector<HTMLElement>('[data-cart-notice]')
  if (!notice) return
  let added: string | null = null
  try {
    added = sessionStorage.getItem(CART_KEY)
    sessionStorage.removeItem(CART_KEY)
  } catch {
    return
  }
  if (added !== notice.dataset.cartNotice) return
  notice.hidden = false
  notice.focus()
}

export function listenToPageBehaviours(): void {
  listenToCart()
  listenToDialogs()
  listenToExpandables()
  listenToSelects()
  listenToZoom()
}
