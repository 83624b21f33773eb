// The floating chat window (lazy chunk): a labelled, non-modal dialog above the page. Escape or the
// close button hides it and returns focus to the launcher; the connection stays until the visitor
// leaves the page, so a reply that arrives meanwhile is waiting when they open it again.
import { useEffect, useId, useRef } from 'react'
import { currentLocale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { useVisitorChat, VisitorChatBody } from './ChatPanel'
import { visitorChat } from './visitor-chat'
import { chatWords } from './words'

export default function ChatWidget({
  open,
  onClose,
  id,
  onStatus,
  path,
  initialText,
  caret,
}: {
  open: boolean
  onClose: () => void
  id: string
  /** Tells the launcher whether the chat is connected (for openChat()'s answer). */
  onStatus: (connected: boolean) => void
  /** The page's path without its language prefix (the router's, or the address's in the chat island). */
  path: string
  /** What the reply box starts with (typed in the connecting panel before this loaded). */
  initialText?: string
  /** Where the caret was in that box, if it had the focus: it goes back there. */
  caret?: number | null
}) {
  const titleId = useId()
  const chatText = chatWords()
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const { status } = useVisitorChat()
  // The expert sees which page the visitor is on, as its address reads (/es/... on a Spanish page;
  // the path given has the language prefix taken off).
  useEffect(() => {
    visitorChat.setPage(localizeHref(path, currentLocale()))
  }, [path])
  useEffect(() => {
    onStatus(status === 'connected' || status === 'queued' || status === 'looking')
  }, [status, onStatus])

  const section = useRef<HTMLElement>(null)
  useEffect(() => {
    visitorChat.setWindowOpen(open)
    if (!open) return
    // An attachment waiting for the visitor's decision takes focus first (its heading says what it is).
    const preview = section.current?.querySelector<HTMLElement>('[data-chat-attachment-preview] h3')
    ;(preview ?? inputRef.current)?.focus()
    const box = inputRef.current
    if (!preview && box && typeof caret === 'number') box.setSelectionRange(caret, caret)
  }, [open, caret])

  return (
    <section
      ref={section}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation()
          onClose()
        }
      }}
      className="chat-window fixed z-40 right-0 bottom-0 sm:right-4 sm:bottom-24 w-full sm:w-[24rem] h-[min(36rem,calc(100dvh-var(--header-h,4rem)-1rem))] sm:h-[min(34rem,calc(100dvh-8rem))] flex flex-col rounded-t-2xl sm:rounded-2xl bg-white border border-line shadow-2xl overflow-y-auto"
    >
      <header className="flex items-start gap-2 px-4 py-3 bg-navy text-white">
        <div className="flex-1">
          <h2 id={titleId} className="m-0 text-lg text-white">
            {chatText.title}
          </h2>
          <p className="m-0 text-sm text-white">{chatText.intro}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="btn min-w-11 px-2 text-white border-white hover:bg-blue"
          aria-label={m.chat_toggle_close()}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </header>
      <VisitorChatBody inputRef={inputRef} withAttachments initialText={initialText} />
    </section>
  )
}
