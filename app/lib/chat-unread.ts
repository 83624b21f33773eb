// Replies that came while the chat window was closed (decision 153). Tiny on purpose: the Chat button
// (ChatLauncher, and the client entry's launcher before the app runs) shows the count without
// loading the chat's code; the chat's connection (app/features/chat/visitor-chat.ts) counts.
let count = 0
const listeners = new Set<() => void>()

function set(next: number) {
  count = next
  for (const listener of listeners) listener()
}

export const chatUnread = {
  get: () => count,
  getServerSnapshot: () => 0,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  add: (n: number) => set(count + n),
  clear: () => {
    if (count !== 0) set(0)
  },
}

/**
 * Shows `unread` on the Chat button: the badge (CSS draws `data-unread`) and the button's name, from
 * its `data-label-unread` ("Chat: # new replies", # replaced by the count).
 */
export function showUnread(button: HTMLElement, unread: number): void {
  if (unread > 0) {
    button.dataset.unread = String(unread)
    const label = button.dataset.labelUnread
    if (label && button.getAttribute('aria-expanded') !== 'true') button.setAttribute('aria-label', label.replace('#', String(unread)))
  } else {
    delete button.dataset.unread
    const label = button.dataset[button.getAttribute('aria-expanded') === 'true' ? 'labelClose' : 'labelOpen']
    if (label) button.setAttribute('aria-label', label)
  }
}
