// The console's open conversation: who the visitor is (Urgent, name, signed in or guest, language,
// here or gone, the page they are on), "Mark done", how to prove who we are, blocking, the transcript
// in the visitor's language, what is waiting to send, and the reply area.
import type { ReactNode } from 'react'
import { consoleText } from '#content/chat'
import type { ChatLine, ConversationSummary } from '#shared/chat/protocol'
import { isDefaultLocale } from '#shared/i18n'
import { BlockVisitorButton } from './BlockVisitorButton'
import { ChatTranscript } from './ChatPanel'
import { LanguageBadge, Marker, UrgentBadge } from './ConsoleBadges'

export function ConsoleConversation({
  current,
  lines,
  pending,
  notice,
  onMarkDone,
  onBlock,
  reply,
}: {
  current: ConversationSummary | null
  lines: ChatLine[] | undefined
  /** Lines typed while the connection was down, still to send. */
  pending: boolean
  notice: string | null
  onMarkDone: () => void
  onBlock: (conversationId: string) => void
  /** The reply area (./ConsoleReply.tsx), shown under the transcript. */
  reply: ReactNode
}) {
  return (
    <section
      aria-label={current ? `Conversation with ${current.visitorName}` : consoleText.conversations}
      className="min-w-0 min-h-[28rem] md:min-h-0 flex flex-col rounded-xl border border-line overflow-hidden bg-white"
    >
      {current ? (
        <>
          <div className="px-4 py-2 border-b border-line flex flex-wrap items-start gap-x-3 gap-y-1">
            <div className="flex-1 min-w-[14rem]">
              <h2 className="text-xl m-0 break-words">
                {current.urgent ? <UrgentBadge /> : null} {current.visitorName} <Marker signedIn={current.signedIn} />{' '}
                <LanguageBadge locale={current.locale} />
              </h2>
              <p className={`m-0 text-sm ${current.visitorOnline ? 'text-success' : 'text-muted'}`}>
                {current.visitorOnline ? consoleText.online : consoleText.away}
                {current.pagePath ? ` · ${consoleText.onPage} ${current.pagePath}` : ''}
              </p>
              {current.signedIn ? null : <p className="m-0 text-sm text-muted">{consoleText.guestNote}</p>}
            </div>
            <button type="button" className="btn-secondary" onClick={onMarkDone} aria-describedby="console-done-help">
              {consoleText.markDone}
            </button>
            <span id="console-done-help" className="sr-only">
              {consoleText.doneHelp}
            </span>
            <p className="verify-howto m-0 w-full text-sm text-muted">
              {current.signedIn ? consoleText.verifySignedIn : consoleText.verifyGuest}
            </p>
            <BlockVisitorButton key={`block-${current.id}`} onBlock={() => onBlock(current.id)} />
          </div>
          <div role="log" aria-live="polite" aria-label={`Messages with ${current.visitorName}`} className="flex flex-col flex-1 min-h-0">
            {lines ? (
              <ChatTranscript
                lines={lines}
                mine="expert"
                theirName={current.visitorName}
                emptyText={consoleText.noMessages}
                theirLang={isDefaultLocale(current.locale) ? undefined : current.locale}
              />
            ) : (
              <p className="m-auto p-6 text-muted">{consoleText.loading}</p>
            )}
          </div>
          {pending ? (
            <p role="status" className="m-0 px-4 py-2 border-t border-line">
              {consoleText.pendingSend}
            </p>
          ) : null}
          {notice ? (
            <p role="alert" className="m-0 px-4 py-2 text-danger border-t border-line">
              {notice}
            </p>
          ) : null}
          {reply}
        </>
      ) : (
        <p className="m-auto p-6 text-muted text-center">{consoleText.pick}</p>
      )}
    </section>
  )
}
