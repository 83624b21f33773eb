// The landing page's in-page chat (decision 102; rendered with Preact like the chat window, decision
// 101, by scripts/preact-island-plugin.ts). The small client entry opens its panel at the first tap on
// its "Chat" button, says it is connecting and loads this module, which renders the conversation in
// that panel only: the page's app never starts for it.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { VisitorChatBody } from '#app/features/chat/ChatPanel'

/** Renders the conversation in `panel` (replacing its "connecting" line) and focuses the reply box. */
export function mountInlineChat(panel: HTMLElement): void {
  panel.replaceChildren()
  createRoot(panel).render(
    <StrictMode>
      <VisitorChatBody />
    </StrictMode>,
  )
  requestAnimationFrame(() => panel.querySelector('textarea')?.focus())
}
