// The client entry (TanStack Start picks up app/client.tsx). It is small on purpose: React, the router
// and the page's own code are in ./hydrate, which this file imports:
// - on public pages (`staticData.hydrate: 'controls'`: `/`, the store, service and listing pages, the
//   scam checker, articles, guides, legal, news, sign-in, and the forms of decision 372), only when
//   the visitor uses a control that needs React (or at load, `data-app-at-load`); reading, scrolling,
//   following links, the dialogs, sections, zoom, blog select, the
//   landing page's carousels, videos, map and newsletter form (decision 102) and the chat (an island
//   of its own, app/islands/chat.tsx) never load it (decision 100);
// - on a page marked `'interaction'` (none since decision 102: /alerts/$slug's push button is an
//   island of its own, app/islands/push.ts), at the first action of any kind;
// - on the others (accounts, forms, the chat console) just after the first paint.
// Until then a page is plain HTML and CSS: links are ordinary links, the menu is <details>/<summary>.
// On every page, a button pressed before hydration ends is pressed again once React is ready, so no
// tap is lost on a slow phone; the text size, cookie and language buttons and the menus answer at
// once, without React (#app/lib/page-controls).
// See docs/decisions/080-rsc-evaluated-hydrate-reading-pages-on-interaction.md, 083, 085 and 100.

// The site's styles belong to the entry, so every page's head links them (the root route also
// imports them for the server); imported from ./hydrate only, they would miss pages whose own chunks
// share nothing with it.
import 'virtual:uno.css'
import '#app/styles/global.css'
import { startIslands } from '#app/islands'
import { EARLY_PRESS, ENTRY_READY } from '#app/lib/early-press'
import { keepFocusAndBarsInView } from '#app/lib/keep-in-view'
import { listenToLandingControls } from '#app/lib/landing-controls'
import { listenToPageBehaviours, pageBehaviour } from '#app/lib/page-behaviours'
import { listenToMenus, listenToPageControls, markTextSizeButtons, pageControl } from '#app/lib/page-controls'

const root = document.documentElement
const mode = root.dataset.hydrate
/** What needs the app on a words-only page: its buttons and fields (links and the menu work without it). */
const NEEDS_APP = 'button, input, select, textarea, [contenteditable], [tabindex]:not([tabindex="-1"]), a[data-needs-app]'
/**
 * A link whose tap needs the app (the scam checker's hand-offs carry the checked message to the chat
 * or the call-back form): the tap starts it and is pressed again once the page has hydrated, like a
 * button's; without scripts it is an ordinary link.
 */
const APP_LINK = 'a[data-needs-app]'
const TRIGGERS = ['pointerdown', 'touchstart', 'mousemove', 'keydown', 'focusin', 'scroll', 'wheel'] as const
let started = false
/** The app (./hydrate), once it is asked for. */
let app: Promise<typeof import('./hydrate')> | undefined

function start() {
  if (started) return
  started = true
  for (const type of TRIGGERS) window.removeEventListener(type, onTrigger, true)
  // Vite's import() links the preloads it does not find in one go (about 35 ms on a slow phone): they
  // are all linked by then, a few per task.
  preloadModules(() => {
    app = import('./hydrate')
  })
}

let queued = false
/**
 * Starts the app once the frame that answers the visitor's action is painted (decision 320): a tap's
 * press, its ring (`data-held`) or the browser's own message never waits behind the app's requests.
 * A press waits for its click (pointerdown and touchstart come before it); one that never becomes a
 * click (a long press, a drag) starts it a moment later.
 */
function startAfterAnswer(event?: Event) {
  if (started || queued) return
  if (event?.type === 'pointerdown' || event?.type === 'touchstart') {
    window.addEventListener('click', () => startAfterAnswer(), { capture: true, once: true })
    setTimeout(startAfterAnswer, 500)
    return
  }
  queued = true
  requestAnimationFrame(() => setTimeout(start, 0))
}

/**
 * The visitor's first action starts the app, except a touch, press, pointer move, key or focus on:
 * - the text size and cookie buttons: they answer without it (#app/lib/page-controls), and starting
 *   the app then would delay the frame that shows their answer on a slow phone;
 * - a link: the browser follows it (below), so this page's app would be wasted work, and worse: if a
 *   chunk of it fails to load because the page is being left, TanStack Router's lazy route reloads
 *   the page (`lazyRouteComponent`), which drops the navigation the visitor asked for.
 * - a control the entry answers itself (#app/lib/page-behaviours: dialogs, sections, the zoom, the
 *   blog select, the Chat button and its island; decision 100).
 * On `'interaction'` pages scrolling starts it, and so does the next action anywhere else. On
 * `'controls'` pages (every public page but /alerts/$slug) only an action on something in NEEDS_APP
 * starts it, never a scroll: pointing at, touching, focusing or pressing a button that needs React
 * (a press before it is ready is held and replayed, below).
 */
function onTrigger(event: Event) {
  const target = event.target instanceof Element ? event.target : null
  const scrolls = event.type === 'scroll' || event.type === 'wheel'
  // Scrolling never needs the app on such a page, wherever the pointer is.
  if (mode === 'controls' && scrolls) return
  if (!scrolls) {
    if (pageControl(target) || pageBehaviour(target) || target?.closest(`a[href]:not(${APP_LINK})`)) return
    // A picture field's tap opens the device's chooser by itself: the app starts once a picture is
    // chosen (below), so loading it never competes with the chooser (issue 42, `npm run first-tap`);
    // a key pressed there starts it (a paste or a drop on the page needs the app).
    if (event.type !== 'keydown' && target instanceof HTMLInputElement && target.type === 'file') return
  }
  // A form that works without the app (`data-native-submit`) does not need it either (below).
  if (mode === 'controls' && (!target?.closest(NEEDS_APP) || target.closest('form[data-native-submit]'))) return
  startAfterAnswer(event)
}

/** Preload links added per task: each sends its request at once (about 1 ms on a slow phone). */
const PRELOADS_PER_TASK = 3

/**
 * The page's scripts, listed by the root route in `<meta name="modulepreload">`, fetched side by side
 * now rather than one after another as the imports are found. Nonced like the server's tags (CSP).
 * A few per task (decision 320): a tap made meanwhile is answered between them, not after 36; then
 * `then` (the app's import, whose own preloads are all linked by then).
 */
function preloadModules(then: () => void) {
  const list = (document.querySelector<HTMLMetaElement>('meta[name="modulepreload"]')?.content.split(' ') ?? []).filter((href) =>
    href.startsWith('/assets/'),
  )
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
  const next = (from: number) => {
    for (const href of list.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      if (nonce) link.nonce = nonce
      document.head.appendChild(link)
    }
    if (from + PRELOADS_PER_TASK < list.length) setTimeout(next, 0, from + PRELOADS_PER_TASK)
    else then()
  }
  next(0)
}

/** Buttons do nothing until React is ready: hold the press and replay it then. */
function holdPressesUntilHydrated() {
  let pending: HTMLElement | null = null
  let released = false
  const onClick = (e: MouseEvent) => {
    if (released) return
    const target = e.target instanceof Element ? e.target : null
    // A hand-off link (`data-needs-app`: "Ask an expert about this", "Ask us to call you") carries what
    // the visitor checked, which only the app can attach: held like a button, never followed bare.
    const button = target?.closest<HTMLElement>(`button, input[type="submit"], input[type="button"], ${APP_LINK}`)
    // The text size and cookie buttons answer without React (#app/lib/page-controls): nothing to hold.
    if (!button || pageControl(button) || pageBehaviour(button)) return
    const form = button instanceof HTMLButtonElement || button instanceof HTMLInputElement ? button.form : null
    if (form && (button as HTMLButtonElement).type === 'submit') {
      // A form the browser will refuse (a required field left empty): its own message shows at once.
      if (!form.noValidate && !form.checkValidity()) return
      // A form that works without the app (`data-native-submit`: the scam checker posts to its own
      // page, decision 051) is sent by the browser now, showing it is busy, rather than held.
      if (form.hasAttribute('data-native-submit')) {
        button.setAttribute('aria-busy', 'true')
        if (button.dataset.busyLabel) button.textContent = button.dataset.busyLabel
        return
      }
    }
    // A press on a button never submits a form natively here: React's handler does that.
    e.preventDefault()
    e.stopPropagation()
    pending?.removeAttribute('data-held')
    pending = button
    // The first response at once: the button shows it is working until React answers (issue 42).
    // An attribute React does not render, so hydration leaves it alone; taken off before the replay.
    button.setAttribute('data-held', '')
    startAfterAnswer()
  }
  document.addEventListener('click', onClick, true)
  const watcher = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return
    watcher.disconnect()
    // Presses stay held until the page's own content has hydrated too, not only the shell: a form React
    // does not answer yet would be sent by the browser itself, a link followed as a plain link (decision
    // 372). React marks an element as its own while it renders, before the commit and before the
    // components' mount effects (a form putting its stored draft back): the press is replayed once React
    // has nothing left to do (decision 220). A few seconds at most, should either never be seen.
    let frames = 0
    const replay = () => {
      if (released) return
      released = true
      document.removeEventListener('click', onClick, true)
      const button = pending
      pending = null
      // A button no longer in the page: the page has moved on without it (a stored draft put back takes the
      // person to the step they were at). Its look-alike is not pressed instead: that would act twice.
      if (!button?.isConnected) return
      button.removeAttribute('data-held')
      button.click()
    }
    const release = async () => {
      if (!contentHydrated() && ++frames < 300) {
        requestAnimationFrame(release)
        return
      }
      setTimeout(replay, 3000)
      ;(await app)?.afterReactWork(replay)
    }
    requestAnimationFrame(release)
  })
  watcher.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
}

/**
 * True once React has hydrated the page's own content (the route below the header), not only the
 * shell: React keeps its fiber on every element it has hydrated. Before that, a link is followed as an
 * ordinary link (the browser loads the next page). A router navigation that starts while the content
 * is still being hydrated makes TanStack Router read a match it has just dropped ("reading 'routeId'"),
 * and React then throws the page away and renders it again (the family of TanStack/router#8233).
 */
function contentHydrated(): boolean {
  const content = document.getElementById('main')?.lastElementChild
  if (!content) return root.dataset.hydrated === 'true'
  for (const key in content) if (key.startsWith('__reactFiber$')) return true
  return false
}

/** A button pressed before this entry ran (kept by the boot script, app/lib/storage.ts): pressed again now that it is answered. */
function replayEarlyPress() {
  const early = window as unknown as Record<string, unknown>
  const button = early[EARLY_PRESS]
  early[ENTRY_READY] = true
  early[EARLY_PRESS] = undefined
  if (button instanceof HTMLElement && button.isConnected) button.click()
}

function followLinksNativelyUntilHydrated() {
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const link = e.target instanceof Element ? e.target.closest('a[href]') : null
    // A hand-off link is held until the app runs (holdPressesUntilHydrated), not followed bare.
    if (!link || link.matches(APP_LINK)) return
    if (contentHydrated()) {
      window.removeEventListener('click', onClick, true)
      return
    }
    // Kept from React (it listens on the document), so the browser follows the link itself.
    e.stopPropagation()
  }
  window.addEventListener('click', onClick, true)
}

// A form the server answered with a problem (sent by the browser before the app ran): the field to fix
// gets the focus, as the app gives it (issue 42).
document.querySelector<HTMLElement>('form[data-native-submit] [aria-invalid="true"]')?.focus()
listenToPageControls()
listenToPageBehaviours()
listenToLandingControls()
// The islands (app/islands/declare.ts): the chat's at the first tap, push's in idle time.
startIslands()
listenToMenus()
keepFocusAndBarsInView()
markTextSizeButtons()
followLinksNativelyUntilHydrated()
holdPressesUntilHydrated()

for (const type of TRIGGERS) window.addEventListener(type, onTrigger, { capture: true, passive: true })
// A picture chosen before the app runs: it starts now and reads the field's file (app/lib/typed-before.ts).
window.addEventListener('change', (e) => e.target instanceof HTMLInputElement && e.target.type === 'file' && start(), {
  capture: true,
  passive: true,
})
replayEarlyPress()

/**
 * A part of a light page that only this browser can fill (decision 372) starts the app after the first
 * paint: `data-app-at-load="signed-in"` for a signed-in visitor (the boot script's `data-auth`),
 * `"stored:<key>"` when a note waits in sessionStorage.
 */
function wantedAtLoad(el: HTMLElement): boolean {
  const [kind, key] = (el.dataset.appAtLoad as string).split(':')
  try {
    return kind === 'stored' ? sessionStorage.getItem(key) !== null : root.dataset.auth === 'in'
  } catch {
    return false
  }
}
if (
  (mode !== 'interaction' && mode !== 'controls') ||
  [...document.querySelectorAll<HTMLElement>('[data-app-at-load]')].some(wantedAtLoad)
) {
  // Every other page also starts the app once the browser has painted it: the text and styles first,
  // then the scripts (requestAnimationFrame runs just before the first paint, the timeout just after
  // it). A hidden tab paints nothing, so there the first action starts it.
  requestAnimationFrame(() => setTimeout(start, 0))
}
