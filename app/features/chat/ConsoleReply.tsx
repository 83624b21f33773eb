// The console's reply area under the open transcript: the ready-made replies in the conversation's
// language (decision 153), then the reply box the expert types in.
import { type RefObject, useEffect } from 'react'
import { consoleText, readyReplies } from '#content/chat'
import type { ConversationSummary, Locale } from '#shared/chat/protocol'
import { ReplyBox } from './ChatPanel'
import type { ReplyDraft } from './console-hooks'

/** The open conversation's reply area: `draft` is useReplyDraft's (./console-hooks.ts). */
export function ConsoleReply({
  conversation,
  inputRef,
  draft,
  onSend,
  onType,
  onShown,
}: {
  conversation: ConversationSummary
  inputRef: RefObject<HTMLTextAreaElement | null>
  draft: ReplyDraft
  onSend: (text: string) => boolean
  onType: () => void
  /** Called once the box for this conversation is there (it takes the focus if the expert just opened it). */
  onShown: (conversationId: string) => void
}) {
  useEffect(() => onShown(conversation.id), [conversation.id, onShown])
  return (
    <>
      <ReadyReplies locale={conversation.locale} onInsert={draft.insertReply} />
      <ReplyBox
        key={conversation.id}
        inputRef={inputRef}
        onSend={onSend}
        onType={onType}
        value={draft.draft}
        onValue={draft.setDraft}
        onKeyDown={draft.readyReplyKey}
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
