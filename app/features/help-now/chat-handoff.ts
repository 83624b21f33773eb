// Opens the chat with the visitor's situation attached. The chat window shows the text and asks the
// visitor to confirm before anything is sent (app/lib/chat-bridge.ts). HelpNowPage passes the label and
// the note in the page's language (/es/help-now: Spanish), so the expert reads what the visitor read.
import { type ChatAttachment, openChat } from '#app/lib/chat-bridge'

/** False while the chat is not connected yet, like openChat(). */
export function openChatWith(attachment: ChatAttachment): boolean {
  return openChat({ attachment })
}
