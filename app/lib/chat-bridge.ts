// How any button on the site opens the live-chat widget without importing it (the widget registers).
// `openChat()` returns false when the widget is not connected yet, so callers can say so.
//
// A caller may hand the chat an attachment (the message a visitor checked, what they need help with).
// Nothing is sent by this call: the chat window shows the attachment first ("You are about to send
// this to an expert:"), and only the visitor's "Send to an expert" sends it. This module stays tiny
// (it is in every page's code); the window reads the waiting attachment from `pendingAttachment`.
import { m } from '#shared/paraglide/messages.js'

export type ChatAttachment = { kind: 'scam-check' | 'help-now'; label: string; text: string }

type ChatOpener = () => boolean

let opener: ChatOpener | null = null
let pending: ChatAttachment | null = null
const listeners = new Set<() => void>()

function setPending(next: ChatAttachment | null) {
  pending = next
  for (const listener of listeners) listener()
}

export function registerChatOpener(fn: ChatOpener | null): void {
  opener = fn
}

/**
 * Opens the chat window (loading it if needed). With an attachment, the window shows it for the
 * visitor to send or not; a newer attachment replaces one still waiting. Returns whether the chat is
 * connected; false also when there is no chat window on this page (nothing is kept then).
 */
export function openChat(options?: { attachment?: ChatAttachment }): boolean {
  if (!opener) return false
  const attachment = options?.attachment
  if (attachment?.text.trim()) {
    setPending({ kind: attachment.kind, label: attachment.label.trim() || m.chat_attachment_label(), text: attachment.text })
  }
  return opener()
}

/** The attachment waiting for the visitor's decision (the chat window subscribes). */
export const pendingAttachment = {
  get: (): ChatAttachment | null => pending,
  getServerSnapshot: (): ChatAttachment | null => null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  /** The visitor sent it or chose not to. */
  clear: () => setPending(null),
}

/** The message the spec shows when the chat is not ready, in the page's language. */
export function chatLoadingMessage(): string {
  return m.chat_loading()
}
