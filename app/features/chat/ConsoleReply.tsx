// The console's reply area under the open transcript: the ready-made replies in the conversation's
// language (decision 153), then the reply box the expert types in.
import type { KeyboardEvent, RefObject } from 'react'
import { consoleText, readyReplies } from '#content/chat'
import type { Locale } from '#shared/chat/protocol'
import { ReplyBox } from './ChatPanel'

export interface ConsoleReplyProps {
  conversationId: string
  locale: Locale
  inputRef: RefObject<HTMLTextAreaElement | null>
  draft: string
  onDraft: (text: string) => void
  onInsert: (text: string) => void
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void
  onSend: (text: string) => boolean
  onType: () => void
}

export function ConsoleReply({ conversationId, locale, inputRef, draft, onDraft, onInsert, onKeyDown, onSend, onType }: ConsoleReplyProps) {
  return (
    <>
      <ReadyReplies locale={locale} onInsert={onInsert} />
      <ReplyBox
        key={conversationId}
        inputRef={inputRef}
        onSend={onSend}
        onType={onType}
        value={draft}
        onValue={onDraft}
        onKeyDown={onKeyDown}
      />
    </>
  )
}

/** The ready-made replies for the open conversation's language, each a button with its Alt key. */
function ReadyReplies({ locale, onInsert }: { locale: Locale; onInsert: (text: string) => void }) {
  return (
    <details className="console-replies border-t border-line bg-white px-3 py-1">
      <summary className="cursor-pointer text-base font-semibold text-navy min-h-9 flex items-center">{consoleText.readyReplies}</summary>
      <ul className="list-none m-0 p-0 pb-1 flex flex-wrap gap-1">
        {readyReplies[locale].map((reply, i) => (
          <li key={reply.label}>
            <button
              type="button"
              className="btn-secondary min-h-9 py-0.5 px-2 text-sm"
              title={reply.text}
              aria-keyshortcuts={`Alt+${i + 1}`}
              onClick={() => onInsert(reply.text)}
            >
              <span aria-hidden="true" className="text-muted">
                Alt+{i + 1}
              </span>{' '}
              {reply.label}
            </button>
          </li>
        ))}
      </ul>
    </details>
  )
}
