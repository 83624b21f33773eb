// The launchers of the two chat islands (trigger `tap` in ./declare.ts), run by the small client entry.
// The floating Chat button before the page's app runs (decision 100):
// the first tap opens a panel at once, in the chat window's place, that says the chat is connecting,
// and, once that frame is painted, loads the chat island (app/islands/chat.tsx): React starts inside
// that panel only. Pointing at or tabbing to the button fetches the island ahead (./tap.ts). The page's app answers the button only
// once its own window is open (openChat from the app); otherwise the island does, app or not.
import { chatUnread, showUnread } from '#app/lib/chat-unread'
import { chatIslandRuns, CHAT_ISLAND_ID as ISLAND_ID } from '#app/lib/islands'
import type { ChatToggle } from './chat'
import { ISLANDS } from './declare'
import { loadIsland } from './load'
import { afterPaint, preloadOnIntent } from './tap'

const WINDOW_ID = 'site-chat-window'
/** The chat window's frame (ChatWidget's), for the connecting panel. */
const WINDOW_CLASS =
  'chat-window fixed z-40 right-0 bottom-0 sm:right-4 sm:bottom-24 w-full sm:w-[24rem] h-[min(36rem,calc(100dvh-var(--header-h,4rem)-1rem))] sm:h-[min(34rem,calc(100dvh-8rem))] flex flex-col rounded-t-2xl sm:rounded-2xl bg-white border border-line shadow-2xl overflow-y-auto'

let island: ChatToggle | null = null
let loading: Promise<unknown> | null = null
let open = false

const loadChat = () => {
  loading ??= loadIsland('chat').catch((error) => {
    loading = null
    throw error
  })
  return loading as ReturnType<typeof loadIsland<'chat'>>
}

function showLauncher(button: HTMLElement, isOpen: boolean) {
  open = isOpen
  button.setAttribute('aria-expanded', String(isOpen))
  const label = button.dataset[isOpen ? 'labelClose' : 'labelOpen']
  if (label) button.setAttribute('aria-label', label)
  // On a phone the open window covers the button's place (as ChatLauncher does).
  button.classList.toggle('hidden', isOpen)
  button.classList.toggle('sm:inline-flex', isOpen)
  // Focus was in the window (or was lost with it, the window hidden first): back to the button.
  const active = document.activeElement
  if (!isOpen && (!active || active === document.body || active.closest(`#${ISLAND_ID}`))) button.focus()
}

/** The panel shown until the island has loaded: the window's frame, its title and "connecting". */
function connectingPanel(button: HTMLElement): HTMLElement {
  const panel = document.createElement('section')
  panel.id = WINDOW_ID
  panel.className = WINDOW_CLASS
  panel.setAttribute('role', 'dialog')
  panel.setAttribute('aria-modal', 'false')
  panel.setAttribute('aria-busy', 'true')
  panel.setAttribute('aria-label', button.dataset.title ?? '')
  const header = document.createElement('header')
  header.className = 'flex items-start gap-2 px-4 py-3 bg-navy text-white'
  const title = document.createElement('h2')
  title.className = 'flex-1 m-0 text-lg text-white'
  title.textContent = button.dataset.title ?? ''
  // On a phone the open window covers the launcher: the panel has its own close button.
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'btn min-w-11 px-2 text-white border-white hover:bg-blue'
  close.setAttribute('aria-label', button.dataset.labelClose ?? '')
  close.setAttribute('data-chat-close', '')
  close.textContent = '✕'
  header.appendChild(title)
  header.appendChild(close)
  const status = document.createElement('p')
  status.setAttribute('role', 'status')
  status.className = 'chat-status m-0 px-4 py-4 text-lg'
  status.textContent = button.dataset.connecting ?? ''
  // The message box, in the first frame (issue 42): the visitor types while the chat loads and
  // connects; the island takes over what is in it (mountChat's `text`), and a press on Send keeps the
  // words to be sent the moment an expert joins.
  const log = document.createElement('div')
  log.className = 'chat-log flex-1 min-h-0 bg-surface'
  const form = document.createElement('form')
  form.className = 'flex items-end gap-2 p-3 border-t border-line bg-white'
  const label = document.createElement('label')
  label.className = 'sr-only'
  label.htmlFor = `${WINDOW_ID}-early-text`
  label.textContent = button.dataset.inputLabel ?? ''
  const box = document.createElement('textarea')
  box.id = `${WINDOW_ID}-early-text`
  box.rows = 1
  box.autocomplete = 'off'
  box.placeholder = button.dataset.inputPrompt ?? ''
  box.className = 'chat-textarea flex-1 min-w-0 rounded-lg border-2 border-line px-3 py-2 text-base text-ink bg-white focus:border-blue'
  const send = document.createElement('button')
  send.type = 'submit'
  send.className = 'btn-primary px-4'
  send.textContent = button.dataset.send ?? ''
  for (const part of [label, box, send]) form.appendChild(part)
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!box.value.trim()) return
    form.dataset.sendEarly = 'true'
    status.textContent = button.dataset.sending ?? ''
  })
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault()
      form.requestSubmit()
    }
  })
  for (const part of [header, status, log, form]) panel.appendChild(part)
  return panel
}

/** What the visitor did in the connecting panel, for the island to carry on from. */
function earlyTyping(container: HTMLElement): { text: string; send: boolean; caret: number | null } {
  const box = container.querySelector<HTMLTextAreaElement>('textarea')
  const focused = box !== null && document.activeElement === box
  return {
    text: box?.value ?? '',
    send: container.querySelector<HTMLFormElement>('form')?.dataset.sendEarly === 'true',
    caret: focused ? box.selectionStart : null,
  }
}

function toggle(button: HTMLElement) {
  const next = !open
  showLauncher(button, next)
  if (island) {
    island(next)
    return
  }
  let container = document.getElementById(ISLAND_ID)
  if (!container) {
    container = document.createElement('div')
    container.id = ISLAND_ID
    container.dataset.windowId = WINDOW_ID
    container.appendChild(connectingPanel(button))
    document.body.appendChild(container)
  }
  const panel = container.querySelector<HTMLElement>(`#${WINDOW_ID}`)
  if (panel) panel.hidden = !next
  if (!next) return
  // Without scrolling (the window is fixed): a scroll would make the browser lay the page out now.
  panel?.querySelector('textarea')?.focus({ preventScroll: true })
  const box = container
  afterPaint(() => mountChatIsland(button, box))
}

function mountChatIsland(button: HTMLElement, box: HTMLElement) {
  loadChat().then(
    ({ mountChat }) => {
      if (island) return
      const early = earlyTyping(box)
      island = mountChat(box, { open, onOpenChange: (isOpen) => showLauncher(button, isOpen), early })
      // Replies that come while the window is closed show on the button (decision 153).
      chatUnread.subscribe(() => showUnread(button, chatUnread.get()))
    },
    () => {
      // Offline or a failed chunk: say so in the panel; the next tap tries again.
      const status = box.querySelector('[role="status"]')
      if (status) status.textContent = button.dataset.failed ?? ''
      box.querySelector(`#${WINDOW_ID}`)?.removeAttribute('aria-busy')
    },
  )
}

export function listenToChatLauncher(): void {
  const launcher = (e: Event) => (e.target instanceof Element ? e.target.closest<HTMLElement>(ISLANDS.chat.markup) : null)
  // The app's own chat window is there only once something opened it through the app (openChat): then
  // the app answers the button. Otherwise the entry does, even after the app has started, so the first
  // tap always shows the panel with its message box at once (the app's window waits for its chunk).
  const appWindow = () => document.getElementById(WINDOW_ID) !== null && !chatIslandRuns()
  // On the window in the capture phase: before React's listeners on the document.
  window.addEventListener(
    'click',
    (e) => {
      const closing = e.target instanceof Element && e.target.closest('[data-chat-close]')
      const button = closing ? document.querySelector<HTMLElement>(`button${ISLANDS.chat.markup}`) : launcher(e)
      if (!button || appWindow()) return
      // The page's React (if it has started since) must not answer it too.
      e.stopPropagation()
      toggle(button)
    },
    true,
  )
  preloadOnIntent('chat', loadChat, appWindow)
}

// --- the landing page's in-page chat (decision 102) ---------------------------------------------

let inlineLoading: Promise<unknown> | null = null

/** The in-page chat's "Chat" button opens or closes its panel at once; the first opening loads its island after that frame. */
function toggleInlineChat(button: HTMLElement): void {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!panel) return
  const open = button.getAttribute('aria-expanded') !== 'true'
  button.setAttribute('aria-expanded', String(open))
  button.textContent = (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? ''
  panel.hidden = !open
  if (!open) return
  if (inlineLoading) {
    panel.querySelector('textarea')?.focus()
    return
  }
  const status = document.createElement('p')
  status.className = 'p-4 m-0'
  status.setAttribute('role', 'status')
  status.textContent = button.dataset.connecting ?? ''
  panel.replaceChildren(status)
  inlineLoading = new Promise<void>((painted) => afterPaint(painted))
    .then(() => loadIsland('inlineChat'))
    .then((island) => island.mountInlineChat(panel))
    .catch(() => {
      inlineLoading = null
    })
}

export function listenToInlineChat(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(ISLANDS.inlineChat.markup) : null
    if (button) toggleInlineChat(button)
  })
}
