// The body of the visitor's chat (status, transcript, reply box), used by the floating widget and the
// in-page widget. Loaded lazily: it carries partysocket and the protocol.
import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { PhoneLink } from '#app/components/PhoneLink'
import { CALLBACK_FORM_HREF } from '#app/lib/callback-bridge'
import { type ChatAttachment, pendingAttachment } from '#app/lib/chat-bridge'
import { type ChatLine, MAX_ATTACHMENT_CHARS, MAX_MESSAGE_CHARS, prepareAttachment } from '#shared/chat/protocol'
import { currentLocale, LOCALE_TAGS, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { type VisitorChatState, visitorChat } from './visitor-chat'
import { chatWords } from './words'

export function useVisitorChat(): VisitorChatState {
  return useSyncExternalStore(visitorChat.subscribe, visitorChat.getSnapshot, visitorChat.getServerSnapshot)
}

export function statusText(chat: VisitorChatState): string {
  const chatText = chatWords()
  switch (chat.status) {
    case 'idle':
    case 'connecting':
      return chatText.status.connecting
    case 'looking':
      return chatText.status.looking
    case 'queued':
      return chat.nobodyOnline ? chatText.status.nobodyOnline : chatText.status.queued(chat.queuePosition ?? 1)
    case 'connected':
      return chatText.status.connected(chat.expertName ?? chatText.someExpert)
    case 'offline':
      return chatText.status.offline
    case 'refused':
      return chatText.status.refused
  }
}

// One formatter per language, made once: `toLocaleTimeString` with options builds a new one on every
// call, the costliest step of opening a conversation on a slow phone (decision 325).
const timeFormats = new Map<string, Intl.DateTimeFormat>()
const time = (at: number) => {
  const tag = LOCALE_TAGS[currentLocale()]
  let format = timeFormats.get(tag)
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' })
    timeFormats.set(tag, format)
  }
  return format.format(at)
}

/** Makes the page language's time formatter ahead, in idle time, so the first transcript need not. */
export function prepareTimes(): void {
  const make = () => void time(0)
  if ('requestIdleCallback' in window) requestIdleCallback(make)
  else setTimeout(make, 0)
}

/**
 * The lines of a conversation. `theirLang`: the language the other side writes in, when it is not the
 * page's (the English console shows a Spanish visitor's words with lang="es").
 */
export function ChatTranscript({
  lines,
  mine,
  theirName,
  emptyText,
  theirLang,
}: {
  lines: ChatLine[]
  mine: ChatLine['sender']
  theirName: string
  emptyText: string
  theirLang?: string
}) {
  const chatText = chatWords()
  const end = useRef<HTMLLIElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest line when lines change
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollIntoView, and an effect must not.
    end.current?.scrollIntoView({ block: 'nearest' })
  }, [lines.length])
  return (
    // The transcript scrolls (a long talk, or a short window under a long status note): it takes the
    // keyboard focus so it can be scrolled by keys.
    <ol
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="list-none m-0 p-3 flex flex-col gap-2 overflow-y-auto flex-1 min-h-0 bg-surface"
      aria-label={chatText.messagesLabel}
    >
      {lines.length === 0 ? (
        <li className="text-muted text-base p-2" data-chat-empty="">
          {emptyText}
        </li>
      ) : null}
      {lines.map((line) => {
        const own = line.sender === mine
        const lang = own ? undefined : theirLang
        return (
          <li
            key={line.id}
            className={`max-w-[85%] rounded-xl px-3 py-2 text-base leading-snug whitespace-pre-wrap break-words ${
              own ? 'self-end bg-blue text-white' : 'self-start bg-white border border-line text-ink'
            }`}
          >
            <span className="sr-only">{own ? chatText.youSaid : chatText.said(theirName)}</span>
            {line.attachment ? (
              <>
                <span className="block font-semibold">
                  {chatText.attachment.attached}: {line.attachment.label}
                </span>
                {/* Long attachments scroll inside the bubble; the box can take focus to scroll by keyboard. */}
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
                <span tabIndex={0} lang={lang} className="chat-attachment block mt-1 max-h-48 overflow-y-auto">
                  {line.message}
                </span>
              </>
            ) : lang ? (
              <span lang={lang}>{line.message}</span>
            ) : (
              line.message
            )}
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

/**
 * Message box and Send button. The box grows with the text (a few lines, then it scrolls; decision
 * 153): Enter sends, Shift+Enter starts a new line. `onType`: called as the person types (the console
 * tells the visitor "... is typing").
 */
export function ReplyBox({
  onSend,
  inputRef,
  disabledReason,
  onType,
  value,
  onValue,
  onKeyDown,
  initialText,
}: {
  onSend: (text: string) => boolean
  inputRef?: RefObject<HTMLTextAreaElement | null>
  disabledReason?: string | null
  onType?: () => void
  /** The text, when the owner keeps it (the console inserts ready-made replies); else the box keeps its own. */
  value?: string
  onValue?: (text: string) => void
  /** Keys the owner handles first (the console's Alt+1 to Alt+6). */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void
  /** What the box starts with: typed in the panel before the chat had loaded, or handed over (openChat). */
  initialText?: string
}) {
  const chatText = chatWords()
  const [ownText, setOwnText] = useState(initialText ?? '')
  const text = value ?? ownText
  const setText = onValue ?? setOwnText
  const inputId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (onSend(text)) setText('')
  }
  return (
    <form onSubmit={submit} className="flex items-end gap-2 p-3 border-t border-line bg-white">
      <label htmlFor={inputId} className="sr-only">
        {chatText.inputLabel}
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        rows={1}
        autoComplete="off"
        maxLength={MAX_MESSAGE_CHARS}
        placeholder={chatText.inputPrompt}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          onType?.()
        }}
        onKeyDown={(e) => {
          onKeyDown?.(e)
          if (e.defaultPrevented) return
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault()
            e.currentTarget.form?.requestSubmit()
          }
        }}
        aria-describedby={disabledReason ? `${inputId}-why` : undefined}
        className="chat-textarea flex-1 min-w-0 rounded-lg border-2 border-line px-3 py-2 text-base text-ink bg-white focus:border-blue"
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

export function usePendingAttachment(): ChatAttachment | null {
  return useSyncExternalStore(pendingAttachment.subscribe, pendingAttachment.get, pendingAttachment.getServerSnapshot)
}

/**
 * What another part of the site handed to the chat, shown before anything is sent: the label and the
 * text (plain text, scrollable), "Send to an expert" and "Don't send". Focus moves to its heading so a
 * screen reader reads what is about to be sent.
 */
export function AttachmentPreview({ attachment, onDone }: { attachment: ChatAttachment; onDone: () => void }) {
  const chatText = chatWords()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const prepared = prepareAttachment(attachment)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  const send = () => {
    visitorChat.sendAttachment(prepared)
    pendingAttachment.clear()
    onDone()
  }
  const cancel = () => {
    pendingAttachment.clear()
    onDone()
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col flex-1 min-h-0 p-3 gap-2 bg-surface" data-chat-attachment-preview="">
      <h3 ref={heading} id={headingId} tabIndex={-1} className="m-0 text-lg text-navy">
        {chatText.attachment.heading}
      </h3>
      <p className="m-0 font-semibold text-ink">{prepared.label}</p>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={prepared.label}
        className="flex-1 min-h-16 overflow-y-auto rounded-lg border-2 border-line bg-white p-3 text-base text-ink whitespace-pre-wrap break-words"
      >
        {prepared.text}
      </section>
      {prepared.shortened ? (
        <p className="m-0 text-base">{chatText.attachment.shortened(MAX_ATTACHMENT_CHARS.toLocaleString(LOCALE_TAGS[currentLocale()]))}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={send}>
          {chatText.attachment.send}
        </button>
        <button type="button" className="btn-secondary" onClick={cancel}>
          {chatText.attachment.cancel}
        </button>
      </div>
    </section>
  )
}

/**
 * Status line, transcript and reply box for the visitor. `withAttachments`: this body (the floating
 * window's) shows attachments handed over through openChat({ attachment }).
 */
export function VisitorChatBody({
  inputRef: givenRef,
  withAttachments = false,
  initialText,
}: {
  inputRef?: RefObject<HTMLTextAreaElement | null>
  withAttachments?: boolean
  /** What the reply box starts with (ReplyBox). */
  initialText?: string
}) {
  const chatText = chatWords()
  const chat = useVisitorChat()
  const waiting = usePendingAttachment()
  const attachment = withAttachments ? waiting : null
  const ownRef = useRef<HTMLTextAreaElement>(null)
  const inputRef = givenRef ?? ownRef
  // After the visitor decides about an attachment, focus returns to the reply box.
  const [decided, setDecided] = useState(0)
  useEffect(() => {
    visitorChat.connect()
  }, [])
  useEffect(() => {
    if (decided > 0) inputRef.current?.focus()
  }, [decided, inputRef])
  const status = statusText(chat)
  return (
    <>
      {/* The status note never takes the conversation's room: past a fifth of the window it scrolls. */}
      <div className="chat-status px-4 py-2 border-b border-line bg-white" role="status" aria-live="polite">
        <p className="m-0 font-semibold text-navy text-base" data-chat-status={chat.status}>
          {status}
        </p>
        {chat.status === 'queued' && chat.nobodyOnline ? (
          // Nobody is on chat at all (decision 153): what to do instead, the number first.
          <p className="m-0 mt-1 text-base" data-chat-nobody="">
            {chatText.status.nobodyCall} <PhoneLink className="font-semibold whitespace-nowrap" label={chatText.call} />{' '}
            <a href={localizeHref(CALLBACK_FORM_HREF, currentLocale())} className="font-semibold underline">
              {chatText.status.callMeBack}
            </a>
          </p>
        ) : chat.status === 'queued' || chat.status === 'offline' || chat.status === 'refused' ? (
          <p className="m-0 mt-1 text-base">
            {chat.status === 'queued' ? chatText.status.queuedCall : null}{' '}
            <PhoneLink className="font-semibold whitespace-nowrap" label={chatText.call} />{' '}
            <a href={localizeHref('/report-it-once', currentLocale())} className="font-semibold underline">
              {m.report_link()}
            </a>
          </p>
        ) : null}
        {chat.status === 'connected' && chat.typing ? (
          <p className="m-0 mt-1 text-base text-muted" data-chat-typing="">
            {chatText.status.typing(chat.typing)}
          </p>
        ) : null}
      </div>
      {attachment ? (
        <AttachmentPreview
          key={`${attachment.label}:${attachment.text.length}`}
          attachment={attachment}
          onDone={() => setDecided((n) => n + 1)}
        />
      ) : (
        <>
          <div role="log" aria-live="polite" aria-label={chatText.logLabel} className="chat-log flex flex-col flex-1 min-h-0">
            <ChatTranscript
              lines={chat.lines}
              mine="visitor"
              theirName={chat.expertName ?? chatText.expertFallback}
              emptyText={chatText[chat.status === 'queued' || chat.status === 'offline' ? 'emptyWaiting' : 'empty']}
            />
          </div>
          {chat.pending.length > 0 ? (
            // Typed before an expert joined: kept, shown, and sent the moment one does (issue 42).
            // It scrolls past its share of the window: reachable by keyboard.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            <div tabIndex={0} className="chat-pending px-4 py-2 bg-white border-t border-line" data-chat-pending="">
              <ul className="list-none m-0 p-0 flex flex-col gap-1 items-end">
                {chat.pending.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same words may be sent twice, in order
                  <li key={i} className="max-w-[85%] rounded-xl px-3 py-2 text-base bg-blue text-white break-words line-clamp-3">
                    <span className="sr-only">{chatText.youSaid}</span>
                    {line}
                  </li>
                ))}
              </ul>
              <p role="status" className="m-0 mt-1 text-base" data-chat-pending-note="">
                {chat.status === 'queued' || chat.status === 'offline' ? chatText.status.kept : chatText.status.sending}
              </p>
            </div>
          ) : null}
          {chat.outbox ? (
            <p role="status" className="m-0 px-4 py-2 text-base bg-white border-t border-line" data-chat-outbox="">
              {chatText.attachment.waiting}
            </p>
          ) : null}
          {chat.notice ? (
            <p role="alert" className="m-0 px-4 py-2 text-base text-danger bg-white border-t border-line">
              {chat.notice}
            </p>
          ) : null}
          {chat.unsent ? (
            <div className="px-4 py-2 bg-white border-t border-line" data-chat-unsent="">
              {/* The words that were not sent (two lines at most here; "Send again" sends them all). */}
              <p className="m-0 text-base break-words line-clamp-2">“{chat.unsent}”</p>
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
                <button type="button" className="btn-primary px-4" onClick={() => visitorChat.sendAgain()}>
                  {chatText.sendAgain}
                </button>
                <PhoneLink className="font-semibold whitespace-nowrap" label={chatText.call} />
              </div>
            </div>
          ) : null}
          <ReplyBox
            inputRef={inputRef}
            initialText={initialText}
            onSend={(text) => visitorChat.send(text)}
            disabledReason={chat.status === 'connected' ? null : status}
          />
        </>
      )}
    </>
  )
}
