// The expert console at /expert: the signed-in expert's conversations (name and guest marker, the
// start of the newest line, how long the visitor has waited, the page they are on; waiting visitors
// first), the chosen transcript with a reply box and "Mark done". While the tab is in the background,
// new visitors and messages show in the title ("(2) Chat console") with a short sound the expert can
// turn off. The token comes from the browser (spec: the signed-in state lives there) and goes to the
// room in the first frame; state logic is in ./console-state.ts. Each conversation shows its language
// ("ES · Spanish"): the expert answers in it, and the visitor's words carry that lang attribute.
import { Link } from '@tanstack/react-router'
import { type KeyboardEvent, useEffect, useReducer, useRef, useState } from 'react'
import { ReviewQueuePanel } from '#app/features/report/ReviewQueuePanel'
import { getStoredUser, getToken, type StoredUser, subscribeAuth } from '#app/lib/auth-state'
import { readStorage, writeStorage } from '#app/lib/storage'
import { consoleText, readyReplies } from '#content/chat'
import type { ConversationSummary, Locale } from '#shared/chat/protocol'
import { encode, parseServerMessage, TYPING_EVERY_MS } from '#shared/chat/protocol'
import { isDefaultLocale } from '#shared/i18n'
import { DirectoryPanel } from '../official-directory/DirectoryPanel'
import { BlockVisitorButton } from './BlockVisitorButton'
import { ChatTranscript, ReplyBox } from './ChatPanel'
import { consoleReducer, initialConsoleState, waitedFor } from './console-state'
import { SystemPanel } from './SystemPanel'
import { openChatSocket } from './socket'

type Access = { kind: 'checking' } | { kind: 'signed-out' } | { kind: 'not-expert' } | { kind: 'expert'; token: string; user: StoredUser }

function readAccess(): Access {
  const token = getToken()
  const user = getStoredUser()
  if (!token || !user) return { kind: 'signed-out' }
  if (user.role !== 'expert') return { kind: 'not-expert' }
  return { kind: 'expert', token, user }
}

export function ExpertConsole() {
  const [access, setAccess] = useState<Access>({ kind: 'checking' })
  useEffect(() => {
    setAccess(readAccess())
    return subscribeAuth(() => setAccess(readAccess()))
  }, [])

  // Its own full-height work screen (decision 153): the list and the open conversation side by side.
  return (
    <div className="expert-console flex flex-col min-h-dvh md:h-dvh px-4 py-2 gap-2 bg-surface">
      {access.kind === 'expert' ? null : <h1 className="text-2xl m-0">{consoleText.heading}</h1>}
      {access.kind === 'checking' ? <p className="m-0">{consoleText.connecting}</p> : null}
      {access.kind === 'signed-out' || access.kind === 'not-expert' ? (
        <div className="card mt-4 max-w-2xl">
          <h2 className="text-2xl m-0">{consoleText.signedOutTitle}</h2>
          <p className="mt-3">{access.kind === 'signed-out' ? consoleText.signedOut : consoleText.notExpert}</p>
          <Link to="/login" className="btn-primary">
            {consoleText.signIn}
          </Link>
        </div>
      ) : null}
      {access.kind === 'expert' ? <Console token={access.token} /> : null}
    </div>
  )
}

const SOUND_KEY = 'chatConsoleSound'
const SELECTED_KEY = 'chatConsoleSelected'

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function writeSession(key: string, value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, value)
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

/** A short two-note chime made with Web Audio (no sound file), quiet and under half a second. */
function chime(context: AudioContext) {
  const now = context.currentTime
  for (const [i, frequency] of [660, 880].entries()) {
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.type = 'sine'
    oscillator.frequency.value = frequency
    const start = now + i * 0.15
    gain.gain.setValueAtTime(0.0001, start)
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.14)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(start)
    oscillator.stop(start + 0.15)
  }
}

function Console({ token }: { token: string }) {
  const [state, dispatch] = useReducer(consoleReducer, null, () => initialConsoleState(readSession(SELECTED_KEY)))
  const socketRef = useRef<ReturnType<typeof openChatSocket> | null>(null)
  const stateRef = useRef(state)
  stateRef.current = state
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const [soundOn, setSoundOn] = useState(true)
  const audio = useRef<AudioContext | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const baseTitle = useRef<string | null>(null)

  useEffect(() => {
    setSoundOn(readStorage(SOUND_KEY) !== 'off')
  }, [])

  // Waiting times move on by themselves: a new "now" twice a minute is enough for minutes.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000)
    return () => window.clearInterval(timer)
  }, [])

  // Background tab: count what the expert has not seen in the title ("(2) Chat console").
  useEffect(() => {
    const onVisibility = () => dispatch({ type: 'visibility', visible: document.visibilityState === 'visible' })
    onVisibility()
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [])
  useEffect(() => {
    baseTitle.current ??= document.title
    document.title = state.unseen > 0 ? `(${state.unseen}) ${consoleText.heading}` : baseTitle.current
  }, [state.unseen])
  useEffect(
    () => () => {
      if (baseTitle.current) document.title = baseTitle.current
    },
    [],
  )

  // A short sound for each new unseen event, unless the expert turned it off.
  const lastUnseen = useRef(0)
  useEffect(() => {
    if (state.unseen > lastUnseen.current && soundOn) {
      try {
        audio.current ??= new AudioContext()
        if (audio.current.state !== 'closed') chime(audio.current)
      } catch {
        // no audio available: the title still changes
      }
    }
    lastUnseen.current = state.unseen
  }, [state.unseen, soundOn])

  useEffect(() => {
    // No credentials in the URL: the token goes in the first frame.
    const socket = openChatSocket({})
    socketRef.current = socket
    socket.addEventListener('open', () => {
      socket.send(encode({ type: 'register', role: 'expert', token }))
    })
    socket.addEventListener('close', (event) => {
      // Refused (signed out, not an expert, session ended): stop and say so.
      if (event.code === 4001 || event.code === 4003) {
        socket.close()
        dispatch({ type: 'status', status: 'refused' })
      } else dispatch({ type: 'status', status: 'offline' })
    })
    socket.addEventListener('message', (event) => {
      const message = parseServerMessage(event.data)
      if (!message) return
      dispatch({ type: 'server', message })
      const current = stateRef.current
      if (message.type === 'registered') {
        // Back after a reload or a drop: send what was typed offline, then fetch the open conversation.
        for (const line of current.outbox) {
          socket.send(encode({ type: 'send_message', from: message.id, to: line.conversationId, message: line.message }))
        }
        if (current.outbox.length) dispatch({ type: 'flushed' })
        if (current.selected) {
          socket.send(encode({ type: 'open_conversation', conversationId: current.selected }))
          socket.send(encode({ type: 'mark_read', conversationId: current.selected }))
        }
      }
      // A line for the open conversation is read as it arrives.
      if (message.type === 'receive_message' && message.conversationId === current.selected && message.sender === 'visitor') {
        socket.send(encode({ type: 'mark_read', conversationId: message.conversationId }))
      }
    })
    const leave = () => socket.close()
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      socket.close()
      socketRef.current = null
    }
  }, [token])

  const connected = () => state.status === 'connected' && socketRef.current?.readyState === 1

  const select = (id: string) => {
    dispatch({ type: 'select', id })
    writeSession(SELECTED_KEY, id)
    if (connected()) {
      socketRef.current?.send(encode({ type: 'open_conversation', conversationId: id }))
      socketRef.current?.send(encode({ type: 'mark_read', conversationId: id }))
    }
    window.setTimeout(() => inputRef.current?.focus(), 0)
  }

  const current = state.conversations.find((c) => c.id === state.selected) ?? null
  const lines = current ? state.transcripts[current.id] : undefined

  const send = (text: string): boolean => {
    const message = text.trim()
    if (!message || !current || !state.me) return false
    if (!connected()) {
      dispatch({ type: 'queued_offline', conversationId: current.id, message, localId: Date.now() })
      return true
    }
    socketRef.current?.send(encode({ type: 'send_message', from: state.me.id, to: current.id, message }))
    dispatch({
      type: 'sent',
      conversationId: current.id,
      line: { id: -Date.now(), from: state.me.id, to: current.id, sender: 'expert', message, sentAt: Date.now() },
    })
    return true
  }

  // The visitor sees "Sam is typing..." (decision 153): one frame every few seconds while keys are pressed.
  const lastTyping = useRef({ id: '', at: 0 })
  const typing = () => {
    const nowMs = Date.now()
    if (!current || !connected()) return
    if (lastTyping.current.id === current.id && nowMs - lastTyping.current.at < TYPING_EVERY_MS) return
    lastTyping.current = { id: current.id, at: nowMs }
    socketRef.current?.send(encode({ type: 'typing', conversationId: current.id }))
  }

  // Ready-made replies (decision 153) go into the box, in the conversation's language, to be read
  // and sent: a click, or Alt+1 to Alt+6 in the box.
  const [draft, setDraft] = useState('')
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new conversation starts with an empty box
  useEffect(() => setDraft(''), [current?.id])
  const insertReply = (text: string) => {
    setDraft((before) => (before.trim() ? `${before.trimEnd()} ${text}` : text))
    inputRef.current?.focus()
    typing()
  }
  const readyReplyKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!current || !event.altKey || event.ctrlKey || event.metaKey) return
    const index = Number(event.code.replace('Digit', '')) - 1
    const reply = readyReplies[current.locale][index]
    if (!reply) return
    event.preventDefault()
    insertReply(reply.text)
  }

  const markDone = () => {
    if (!current || !connected()) return
    socketRef.current?.send(encode({ type: 'mark_done', conversationId: current.id }))
    writeSession(SELECTED_KEY, null)
  }

  const toggleSound = () => {
    const next = !soundOn
    setSoundOn(next)
    writeStorage(SOUND_KEY, next ? 'on' : 'off')
  }

  const statusLine =
    state.status === 'connected' && state.me
      ? consoleText.connected(state.me.name)
      : state.status === 'offline'
        ? consoleText.offline
        : state.status === 'refused'
          ? consoleText.refused
          : consoleText.connecting

  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h1 className="text-xl m-0">{consoleText.heading}</h1>
        <p className="m-0 text-muted flex-1 text-base" role="status" aria-live="polite">
          {statusLine}
          {state.status === 'refused' ? (
            <>
              {' '}
              <Link to="/login">{consoleText.signIn}</Link>
            </>
          ) : null}
        </p>
        <button
          type="button"
          className="btn-secondary min-h-10 py-1"
          aria-describedby="console-sound-help"
          onClick={toggleSound}
          data-sound={soundOn ? 'on' : 'off'}
        >
          {soundOn ? consoleText.soundOn : consoleText.soundOff}
        </button>
        <span id="console-sound-help" className="sr-only">
          {consoleText.soundLabel}
        </span>
        <div className="console-system">
          <SystemPanel token={token} />
          <DirectoryPanel token={token} />
          <ReviewQueuePanel token={token} />
        </div>
      </div>
      {state.blocked ? (
        <p className="m-0 text-base" data-console-blocked="">
          {state.blocked.name} is blocked for a day.{' '}
          <button
            type="button"
            className="btn-secondary min-h-10 py-1"
            onClick={() => {
              if (state.blocked && connected())
                socketRef.current?.send(encode({ type: 'unblock_visitor', conversationId: state.blocked.id }))
            }}
          >
            Lift the block
          </button>
        </p>
      ) : null}
      {/* New visitors and messages outside the open conversation, read out by screen readers. */}
      <p className="sr-only" aria-live="polite" data-console-announcement="">
        {state.announcement}
      </p>
      <div className="grid gap-3 flex-1 min-h-0 grid-cols-[minmax(0,1fr)] md:grid-cols-[24rem_minmax(0,1fr)] md:grid-rows-[minmax(0,1fr)]">
        <nav aria-labelledby="console-conversations" className="min-w-0 min-h-0 flex flex-col">
          {/* The heading and the queue's length share one line, so the list keeps its room for eight rows. */}
          <div className="flex items-baseline justify-between gap-2 mb-1">
            <h2 id="console-conversations" className="text-base m-0">
              {consoleText.conversations}
            </h2>
            {/* Always shown: visitors queued for a free expert are in no one's list yet (N12). */}
            <p
              data-queue-length={state.waiting}
              className={`m-0 text-sm font-semibold text-right md:whitespace-nowrap ${state.waiting > 0 ? 'text-danger' : 'text-muted'}`}
            >
              {consoleText.queue(state.waiting)}
            </p>
          </div>
          {state.conversations.length === 0 ? (
            <p className="m-0 text-muted">{consoleText.noConversations}</p>
          ) : (
            <ul className="console-list list-none m-0 p-0 flex flex-col gap-1 overflow-y-auto min-h-0 flex-1 max-md:max-h-[45vh]">
              {state.conversations.map((c) => (
                <li key={c.id}>
                  <ConversationButton conversation={c} selected={c.id === state.selected} now={now} onSelect={() => select(c.id)} />
                </li>
              ))}
            </ul>
          )}
        </nav>
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
                <button type="button" className="btn-secondary" onClick={markDone} aria-describedby="console-done-help">
                  {consoleText.markDone}
                </button>
                <span id="console-done-help" className="sr-only">
                  {consoleText.doneHelp}
                </span>
                <p className="verify-howto m-0 w-full text-sm text-muted">
                  {current.signedIn ? consoleText.verifySignedIn : consoleText.verifyGuest}
                </p>
                <BlockVisitorButton
                  key={`block-${current.id}`}
                  onBlock={() => {
                    socketRef.current?.send(encode({ type: 'block_visitor', conversationId: current.id }))
                    dispatch({ type: 'blocked', id: current.id, name: current.visitorName })
                  }}
                />
              </div>
              <div
                role="log"
                aria-live="polite"
                aria-label={`Messages with ${current.visitorName}`}
                className="flex flex-col flex-1 min-h-0"
              >
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
              {state.outbox.length > 0 ? (
                <p role="status" className="m-0 px-4 py-2 border-t border-line">
                  {consoleText.pendingSend}
                </p>
              ) : null}
              {state.notice ? (
                <p role="alert" className="m-0 px-4 py-2 text-danger border-t border-line">
                  {state.notice}
                </p>
              ) : null}
              <ReadyReplies locale={current.locale} onInsert={insertReply} />
              <ReplyBox
                key={current.id}
                inputRef={inputRef}
                onSend={send}
                onType={typing}
                value={draft}
                onValue={setDraft}
                onKeyDown={readyReplyKey}
              />
            </>
          ) : (
            <p className="m-auto p-6 text-muted text-center">{consoleText.pick}</p>
          )}
        </section>
      </div>
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

/** Answer first: the visitor's words say money or the computer is at risk now (decision 153). */
function UrgentBadge() {
  return (
    <span
      data-urgent=""
      title={consoleText.urgentWhy}
      className="inline-block shrink-0 align-middle rounded-full px-2 text-sm leading-tight font-bold bg-danger text-white"
    >
      {consoleText.urgent}
      <span className="sr-only">: {consoleText.urgentWhy}</span>
    </span>
  )
}

function Marker({ signedIn }: { signedIn: boolean }) {
  return (
    <span
      className={`inline-block align-middle rounded-full px-2 text-sm font-semibold border ${
        signedIn ? 'border-success text-success' : 'border-line text-muted'
      }`}
    >
      {signedIn ? consoleText.signedIn : consoleText.guest}
    </span>
  )
}

/** The conversation's language, e.g. "ES · Spanish" (English conversations get a quieter badge). */
function LanguageBadge({ locale }: { locale: Locale }) {
  return (
    <span
      data-conversation-locale={locale}
      className={`inline-block shrink-0 align-middle rounded-full px-2 text-sm leading-tight font-semibold border whitespace-nowrap ${
        isDefaultLocale(locale) ? 'border-line text-muted' : 'border-blue text-blue'
      }`}
    >
      {consoleText.language(locale.toUpperCase(), consoleText.languageNames[locale])}
    </span>
  )
}

function ConversationButton({
  conversation: c,
  selected,
  now,
  onSelect,
}: {
  conversation: ConversationSummary
  selected: boolean
  now: number
  onSelect: () => void
}) {
  const last = c.lastMessage
  const left = !c.visitorOnline
  // Compact (three short lines) so eight or more fit beside the open conversation on 1280 x 800; a
  // visitor who left is greyed, dashed and sorted last (decision 153).
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
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
}
