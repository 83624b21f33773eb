// Opens the chat with the visitor's situation attached. The chat widget shows the text and asks the
// visitor to confirm before anything is sent (app/lib/chat-bridge.ts, `openChat(options)`).
import * as bridge from '#app/lib/chat-bridge'

export interface ChatAttachment {
  kind: 'scam-check' | 'help-now'
  label: string
  text: string
}

type OpenChat = (options?: { attachment?: ChatAttachment }) => boolean

/** False while the chat is not connected yet, like openChat(). */
export function openChatWith(attachment: ChatAttachment): boolean {
  return (bridge.openChat as OpenChat)({ attachment })
}
