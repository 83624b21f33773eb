// The in-page chat widget (spec: the landing page's "separate in-page chat widget"): a section with a
// "Chat" toggle that opens the same conversation as the floating window, inside the page.
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { Section } from '#app/components/Section'
import { m } from '#shared/paraglide/messages.js'
import { chatWords } from './words'

const InlineChatBody = lazy(() => import('./ChatPanel').then((m) => ({ default: m.VisitorChatBody })))

export function InlineChat() {
  const [open, setOpen] = useState(false)
  const headingId = useId()
  const panelId = useId()
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const chatText = chatWords()
  return (
    <Section id={headingId} title={chatText.inline.heading} size="2xl" className="card max-w-2xl">
      <p className="mt-2">{chatText.inline.lead}</p>
      <button
        type="button"
        className="btn-primary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((o) => !o)
          window.setTimeout(() => inputRef.current?.focus(), 50)
        }}
      >
        {open ? m.chat_toggle_close() : m.chat_toggle()}
      </button>
      <div id={panelId} hidden={!open} className="mt-4 h-[26rem] flex flex-col rounded-xl border border-line overflow-hidden">
        {open ? (
          <Suspense fallback={<p className="p-4 m-0">{chatText.status.connecting}</p>}>
            <InlineChatBody inputRef={inputRef} />
          </Suspense>
        ) : null}
      </div>
    </Section>
  )
}
