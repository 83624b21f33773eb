// The body of the visitor's chat (status, transcript, reply box), used by the floating widget and the
// in-page widget. Loaded lazily: it carries partysocket and the protocol.
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { chatText } from '#content/chat'
import { site } from '#content/site'
import type { ChatLine } from '#worker/chat/protocol'
import { type VisitorChatState, visitorChat } from './visitor-chat'

export function useVisitorChat(): VisitorChatState {
  return useSyncExternalStore(visitorChat.subscribe, visitorChat.getSnapshot, visitorChat.getServerSnapshot)
}

export function statusText(chat: VisitorChatState): string {
  switch (chat.status) {
    case 'idle':
    case 'connecting':
      return chatText.status.connecting
    case 'looking':
      return chatText.status.looking
    case 'queued':
      return chatText.status.queued(chat.queuePosition ?? 1)
    case 'connected':
      return chatText.status.connected(chat.expertName ?? 'a SaffeSupport expert')
    case 'offline':
      return chatText.status.offline
  }
}

const time = (at: number) => new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })

export function ChatTranscript({ lines, mine, theirName, emptyText }: {
  lines: ChatLine[]
  mine: ChatLine['sender']
  theirName: string
  emptyText: string
}) {
  const end = useRef<HTMLLIElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest line when lines change
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollIntoView, and an effect must not.
    end.current?.scrollIntoView({ block: 'nearest' })
  }, [lines.length])
  return (
    <ol className="list-none m-0 p-3 flex flex-col gap-2 overflow-y-auto flex-1 min-h-0 bg-surface" aria-label="Messages">
      {lines.length === 0 ? <li className="text-muted text-base p-2">{emptyText}</li> : null}
      {lines.map((line) => {
        const own = line.sender === mine
        return (
          <li
            key={line.id}
            className={`max-w-[85%] rounded-xl px-3 py-2 text-base leading-snug whitespace-pre-wrap break-words ${
              own ? 'self-end bg-blue text-white' : 'self-start bg-white border border-line text-ink'
            }`}
          >
            <span className="sr-only">{own ? chatText.you : theirName} said: </span>
            {line.message}
            <span className={`block text-sm mt-1 ${own ? 'text-white' : 'text-muted'}`} aria-hidden="true">
              {own ? chatText.you : theirName}, {time(line.sentAt)}
            </span>
          </li>
        )
      })}
      <li ref={end} aria-hidden="true" className="h-0" />
    </ol>
  )
}

/** Text box and Send button: Enter sends, Shift+Enter is not needed (one line). */
export function ReplyBox({ onSend, inputRef, disabledReason }: {
  onSend: (text: string) => boolean
  inputRef?: RefObject<HTMLInputElement | null>
  disabledReason?: string | null
}) {
  const [text, setText] = useState('')
  const inputId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (onSend(text)) setText('')
  }
  return (
    <form onSubmit={submit} className="flex gap-2 p-3 border-t border-line bg-white">
      <label htmlFor={inputId} className="sr-only">
        {chatText.inputLabel}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        autoComplete="off"
        maxLength={2000}
        placeholder={chatText.placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={disabledReason ? `${inputId}-why` : undefined}
        className="flex-1 min-w-0 min-h-11 rounded-lg border-2 border-line px-3 text-base text-ink bg-white focus:border-blue"
      />
      {disabledReason ? (
        <span id={`${inputId}-why`} className="sr-only">
          {disabledReason}
        </span>
      ) : null}
      <button type="submit" className="btn-primary px-4">
        {chatText.send}
      </button>
    </form>
  )
}

/** Status line, transcript and reply box for the visitor. */
export function VisitorChatBody({ inputRef }: { inputRef?: RefObject<HTMLInputElement | null> }) {
  const chat = useVisitorChat()
  useEffect(() => {
    visitorChat.connect()
  }, [])
  const status = statusText(chat)
  return (
    <>
      <div className="px-4 py-2 border-b border-line bg-white" role="status" aria-live="polite">
        <p className="m-0 font-semibold text-navy text-base" data-chat-status={chat.status}>
          {status}
        </p>
        {chat.status === 'queued' || chat.status === 'offline' ? (
          <p className="m-0 mt-1 text-base">
            {chat.status === 'queued' ? chatText.status.queuedCall : null}{' '}
            <a href={site.phoneHref} className="font-semibold whitespace-nowrap">
              Call {site.phone}
            </a>
          </p>
        ) : null}
      </div>
      <div role="log" aria-live="polite" aria-label="Chat messages" className="flex flex-col flex-1 min-h-0">
        <ChatTranscript
          lines={chat.lines}
          mine="visitor"
          theirName={chat.expertName ?? 'Expert'}
          emptyText={chatText.empty}
        />
      </div>
      {chat.notice ? (
        <p role="alert" className="m-0 px-4 py-2 text-base text-danger bg-white border-t border-line">
          {chat.notice}
        </p>
      ) : null}
      <ReplyBox
        inputRef={inputRef}
        onSend={(text) => visitorChat.send(text)}
        disabledReason={chat.status === 'connected' ? null : status}
      />
    </>
  )
}
