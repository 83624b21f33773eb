// TEMPORARY stand-ins until main carries the chat attachment (app/lib/chat-bridge.ts) and the
// call-back note (app/lib/callback-bridge.ts) from their own branches; removed at that merge.
import { openChat as openChatNow } from '#app/lib/chat-bridge'

type ChatAttachment = { kind: 'scam-check' | 'help-now'; label: string; text: string }

export const openChat = openChatNow as (options?: { attachment?: ChatAttachment }) => boolean

export function startCallback(note: string): void {
  try {
    window.sessionStorage.setItem('callbackNote', note.slice(0, 2000))
  } catch {
    // storage disabled: the form still opens, without the note
  }
  window.location.assign('/contact#callback-title')
}
