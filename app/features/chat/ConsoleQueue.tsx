// The console's list of conversations (decision 153): how many wait for a free expert, then one
// compact row per conversation (Urgent and the language first, the newest line, how long the visitor
// has waited, the page they are on).
import { memo } from 'react'
import { consoleText } from '#content/chat'
import type { ConversationSummary } from '#shared/chat/protocol'
import { isDefaultLocale } from '#shared/i18n'
import { LanguageBadge, Marker, UrgentBadge } from './ConsoleBadges'
import { waitedFor } from './console-state'

export function ConsoleQueue({
  conversations,
  selected,
  waiting,
  now,
  onSelect,
}: {
  conversations: ConversationSummary[]
  selected: string | null
  waiting: number
  now: number
  onSelect: (id: string) => void
}) {
  return (
    <nav aria-labelledby="console-conversations" className="min-w-0 min-h-0 flex flex-col">
      {/* The heading and the queue's length share one line when both fit whole; otherwise the length
          takes the next line and wraps at spaces, never cutting a word or running under the conversation. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 mb-1">
        <h2 id="console-conversations" className="text-base m-0">
          {consoleText.conversations}
        </h2>
        {/* Always shown: visitors queued for a free expert are in no one's list yet (N12). */}
        <p data-queue-length={waiting} className={`m-0 min-w-0 text-sm font-semibold ${waiting > 0 ? 'text-danger' : 'text-muted'}`}>
          {consoleText.queue(waiting)}
        </p>
      </div>
      {conversations.length === 0 ? (
        <p className="m-0 text-muted">{consoleText.noConversations}</p>
      ) : (
        <ul className="console-list list-none m-0 p-0 flex flex-col gap-1 overflow-y-auto min-h-0 flex-1 max-md:max-h-[45vh]">
          {conversations.map((c) => (
            <li key={c.id}>
              <ConversationButton conversation={c} selected={c.id === selected} now={now} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}

// Memoised: a tap that opens a conversation draws again only the rows it changes (`onSelect` is one
// function for the page's life), so the answer to the tap is not held up by the whole list.
const ConversationButton = memo(function ConversationButton({
  conversation: c,
  selected,
  now,
  onSelect,
}: {
  conversation: ConversationSummary
  selected: boolean
  now: number
  onSelect: (id: string) => void
}) {
  const last = c.lastMessage
  const left = !c.visitorOnline
  // Compact (three short lines) so eight or more fit beside the open conversation on 1280 x 800; a
  // visitor who left is greyed, dashed and sorted last (decision 153).
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(c.id)}
      data-conversation={c.id}
      data-left={left ? '' : undefined}
      className={`console-row w-full text-left min-h-11 rounded-lg border-2 px-2 py-0.5 cursor-pointer leading-snug ${
        selected ? 'border-blue bg-surface' : left ? 'border-dashed border-line bg-surface' : 'border-line bg-white hover:bg-surface'
      }`}
    >
      <span className="flex items-center gap-2">
        {/* Urgent and the language first, never cut: the name gives way when the row is short (N12). */}
        <span className={`font-semibold flex-1 min-w-0 flex items-center gap-1 ${left ? 'text-muted' : 'text-ink'}`}>
          {c.urgent ? <UrgentBadge /> : null}
          <LanguageBadge locale={c.locale} />
          <span className="min-w-0 truncate">
            {c.visitorName} <Marker signedIn={c.signedIn} />
          </span>
        </span>
        {c.unread > 0 ? (
          <span className={`rounded-full text-white text-sm font-bold px-2 min-w-7 text-center ${left ? 'bg-muted' : 'bg-danger'}`}>
            <span aria-hidden="true">{c.unread}</span>
            <span className="sr-only">{consoleText.unread(c.unread)}</span>
          </span>
        ) : null}
      </span>
      {last ? (
        <span className={`block text-[16px] truncate ${left ? 'text-muted' : 'text-ink'}`}>
          {last.sender === 'expert' ? `${consoleText.lastFromExpert}: ` : ''}
          {last.sender === 'visitor' && !isDefaultLocale(c.locale) ? <span lang={c.locale}>{last.text}</span> : last.text}
        </span>
      ) : null}
      <span className="block text-[14px] leading-tight truncate">
        {c.waitingSince !== null && !left ? (
          <span className="font-semibold text-danger">{consoleText.waiting(waitedFor(c.waitingSince, now))} · </span>
        ) : null}
        <span className={left ? 'text-muted' : 'text-success'}>{left ? consoleText.away : consoleText.online}</span>
        <span className="text-muted">{c.pagePath ? ` · ${consoleText.onPage} ${c.pagePath}` : ''}</span>
      </span>
    </button>
  )
})
