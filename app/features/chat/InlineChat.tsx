// The in-page chat widget (spec: the landing page's "separate in-page chat widget"): a section with a
// "Chat" toggle that opens the same conversation as the floating window, inside the page. The toggle
// is answered by the small client entry (app/islands/chat-launcher.ts) and the conversation is an island
// of its own (app/islands/inline-chat.tsx), so neither waits for nor starts the page's app (decision 102).
import { useId } from 'react'
import { Section } from '#app/components/Section'
import { m } from '#shared/paraglide/messages.js'
import { chatWords } from './words'

export function InlineChat() {
  const headingId = useId()
  const panelId = useId()
  const chatText = chatWords()
  return (
    <Section id={headingId} title={chatText.inline.heading} size="2xl" className="card max-w-2xl">
      <p className="mt-2">{chatText.inline.lead}</p>
      <button
        type="button"
        className="btn-primary"
        aria-expanded="false"
        aria-controls={panelId}
        data-inline-chat=""
        data-label-open={m.chat_toggle()}
        data-label-close={m.chat_toggle_close()}
        data-connecting={chatText.status.connecting}
      >
        {m.chat_toggle()}
      </button>
      <div
        id={panelId}
        hidden
        className="mt-4 h-[26rem] flex flex-col rounded-xl border border-line overflow-hidden"
        data-inline-chat-panel=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose: React then leaves the island's conversation alone
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    </Section>
  )
}
