// The controls of public pages that answer from the server's HTML and the platform, run by the small
// client entry (app/client.tsx) on every page, before and after the app hydrates alike (decision 100):
// - a button with `data-dialog-open="<id>"` opens the native <dialog> of that id (CallUsButton): the
//   dialog closes by its own <form method="dialog"> buttons, Escape, or a click on its backdrop; Tab
//   stays inside it;
// - a button with `data-expand` shows or hides the panel named by its `aria-controls` (Expandable),
//   and `?item=<id>` (a /DefendPro link) opens that section and scrolls it into view on load;
// - a <select data-submit-on-change> submits its form when a choice is made (the blog's "Select a
//   Blog": without scripts the form is a plain GET form the server redirects);
// - `[data-zoom]` zooms its picture under a mouse or pen, a tap pins the zoom, and the Zoom button
//   (`data-zoom-toggle`) does the same from the keyboard (ProductZoom).
// None of them needs React, so none of them starts the app (pageBehaviour, used by the entry).

const DIALOG_OPEN = 'data-dialog-open'
const EXPAND = 'data-expand'
const ZOOM_TOGGLE = 'data-zoom-toggle'
const ZOOM_SCALE = 1.8

/** The control a click hit that this module answers, or anything in a page dialog or the chat island (app/lib/chat-launcher.ts), or null: none of them needs the page's app. */
export function pageBehaviour(target: EventTarget | null): Element | null {
  return target instanceof Element
    ? target.closest(
        `[${DIALOG_OPEN}], [${EXPAND}], [${ZOOM_TOGGLE}], [data-zoom], select[data-submit-on-change], [data-chat-open], dialog[data-page-dialog], #chat-island`,
      )
    : null
}

const reduceMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

// --- dialogs -------------------------------------------------------------------------------------

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

function listenToDialogs(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    const opener = target?.closest(`[${DIALOG_OPEN}]`)
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
    const select = event.target
    if (!(select instanceof HTMLSelectElement) || !select.hasAttribute('data-submit-on-change') || !select.value) return
    select.form?.requestSubmit()
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

export function listenToPageBehaviours(): void {
  listenToDialogs()
  listenToExpandables()
  listenToSelects()
  listenToZoom()
}
