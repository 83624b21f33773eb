// How any button on the site opens the live-chat widget without importing it (the widget registers).
// `openChat()` returns false when the widget is not connected yet, so callers can say so.
type ChatOpener = () => boolean

let opener: ChatOpener | null = null

export function registerChatOpener(fn: ChatOpener | null): void {
  opener = fn
}

export function openChat(): boolean {
  return opener ? opener() : false
}

/** The message the spec shows when the chat is not ready. */
export const CHAT_LOADING_MESSAGE = 'Chat service is loading... please wait a moment.'
