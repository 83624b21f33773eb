// The expert console at /expert: the signed-in expert's conversations with unread counts, the chosen
// transcript and a reply box. The token comes from the browser (spec: the signed-in state lives there);
// the room checks it before accepting the socket.
import { Link } from '@tanstack/react-router'
import { useEffect, useReducer, useRef, useState } from 'react'
import { chatText } from '#content/chat'
import { type StoredUser, getStoredUser, getToken, subscribeAuth } from '#app/lib/auth-state'
import type { ChatLine, ConversationSummary, ServerMessage } from '#worker/chat/protocol'
import { encode, parseServerMessage } from '#worker/chat/protocol'
import { ChatTranscript, ReplyBox } from './ChatPanel'
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

  return (
    <div className="container py-8">
      <h1 className="text-3xl m-0">{chatText.console.heading}</h1>
      {access.kind === 'checking' ? <p className="mt-4">{chatText.console.connecting}</p> : null}
      {access.kind === 'signed-out' || access.kind === 'not-expert' ? (
        <div className="card mt-6 max-w-2xl">
          <h2 className="text-2xl m-0">{chatText.console.signedOutTitle}</h2>
          <p className="mt-3">{access.kind === 'signed-out' ? chatText.console.signedOut : chatText.console.notExpert}</p>
          <Link to="/login" className="btn-primary">
            {chatText.console.signIn}
          </Link>
        </div>
      ) : null}
      {access.kind === 'expert' ? <Console token={access.token} /> : null}
    </div>
  )
}

interface ConsoleState {
  status: 'connecting' | 'connected' | 'offline' | 'refused'
  me: { id: string; name: string } | null
  conversations: ConversationSummary[]
  selected: string | null
  notice: string | null
}

type Action =
  | { type: 'status'; status: ConsoleState['status'] }
  | { type: 'select'; id: string }
  | { type: 'sent'; line: ChatLine; conversationId: string }
  | { type: 'server'; message: ServerMessage }

function upsert(list: ConversationSummary[], next: ConversationSummary): ConversationSummary[] {
  const i = list.findIndex((c) => c.id === next.id)
  return i < 0 ? [next, ...list] : list.map((c) => (c.id === next.id ? next : c))
}

function reducer(state: ConsoleState, action: Action): ConsoleState {
  switch (action.type) {
    case 'status':
      return { ...state, status: action.status }
    case 'select':
      return {
        ...state,
        selected: action.id,
        conversations: state.conversations.map((c) => (c.id === action.id ? { ...c, unread: 0 } : c)),
      }
    case 'sent':
      return {
        ...state,
        notice: null,
        conversations: state.conversations.map((c) =>
          c.id === action.conversationId ? { ...c, messages: [...c.messages, action.line] } : c,
        ),
      }
    case 'server': {
      const m = action.message
      switch (m.type) {
        case 'registered':
          return { ...state, status: 'connected', me: { id: m.id, name: m.name } }
        case 'conversations':
          return { ...state, conversations: m.conversations.map((c) => (c.id === state.selected ? { ...c, unread: 0 } : c)) }
        case 'conversation':
          return {
            ...state,
            conversations: upsert(state.conversations, m.conversation.id === state.selected ? { ...m.conversation, unread: 0 } : m.conversation),
          }
        case 'receive_message': {
          const line: ChatLine = { id: m.id, from: m.from, to: m.to, sender: m.sender, message: m.message, sentAt: m.sentAt }
          if (m.attachment) line.attachment = m.attachment
          return {
            ...state,
            conversations: state.conversations.map((c) =>
              c.id !== m.conversationId || c.messages.some((l) => l.id === m.id)
                ? c
                : {
                    ...c,
                    messages: [...c.messages, line],
                    unread: c.id === state.selected || m.sender === 'expert' ? c.unread : c.unread + 1,
                  },
            ),
          }
        }
        case 'error':
          return { ...state, notice: m.msg }
        default:
          return state
      }
    }
  }
}

function Console({ token }: { token: string }) {
  const [state, dispatch] = useReducer(reducer, {
    status: 'connecting',
    me: null,
    conversations: [],
    selected: null,
    notice: null,
  })
  const socketRef = useRef<ReturnType<typeof openChatSocket> | null>(null)
  const selectedRef = useRef<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  selectedRef.current = state.selected

  useEffect(() => {
    const socket = openChatSocket({ role: 'expert', token })
    socketRef.current = socket
    let everOpened = false
    let failures = 0
    socket.addEventListener('open', () => {
      everOpened = true
      failures = 0
      socket.send(encode({ type: 'register', role: 'expert' }))
    })
    socket.addEventListener('close', () => {
      failures++
      // A socket that never opens was refused (expired or revoked sign-in): stop and say so.
      if (!everOpened && failures >= 3) {
        socket.close()
        dispatch({ type: 'status', status: 'refused' })
      } else dispatch({ type: 'status', status: 'offline' })
    })
    socket.addEventListener('message', (event) => {
      const message = parseServerMessage(event.data)
      if (!message) return
      dispatch({ type: 'server', message })
      // A line for the open conversation is read as it arrives.
      if (message.type === 'receive_message' && message.conversationId === selectedRef.current && message.sender === 'visitor') {
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

  const select = (id: string) => {
    dispatch({ type: 'select', id })
    socketRef.current?.send(encode({ type: 'mark_read', conversationId: id }))
    window.setTimeout(() => inputRef.current?.focus(), 0)
  }

  const current = state.conversations.find((c) => c.id === state.selected) ?? null

  const send = (text: string): boolean => {
    const message = text.trim()
    const socket = socketRef.current
    if (!message || !current || !state.me || state.status !== 'connected' || socket?.readyState !== 1) return false
    socket.send(encode({ type: 'send_message', from: state.me.id, to: current.id, message }))
    dispatch({
      type: 'sent',
      conversationId: current.id,
      line: { id: -Date.now(), from: state.me.id, to: current.id, sender: 'expert', message, sentAt: Date.now() },
    })
    return true
  }

  const statusLine =
    state.status === 'connected' && state.me
      ? chatText.console.connected(state.me.name)
      : state.status === 'offline'
        ? chatText.console.offline
        : state.status === 'refused'
          ? chatText.console.refused
          : chatText.console.connecting

  return (
    <>
      <p className="mt-2 mb-0 text-muted" role="status" aria-live="polite">
        {statusLine}
        {state.status === 'refused' ? (
          <>
            {' '}
            <Link to="/login">{chatText.console.signIn}</Link>
          </>
        ) : null}
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-[18rem_1fr]">
        <nav aria-labelledby="console-conversations">
          <h2 id="console-conversations" className="text-xl m-0 mb-3">
            {chatText.console.conversations}
          </h2>
          {state.conversations.length === 0 ? (
            <p className="m-0 text-muted">{chatText.console.noConversations}</p>
          ) : (
            <ul className="list-none m-0 p-0 flex flex-col gap-2">
              {state.conversations.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    aria-current={c.id === state.selected ? 'true' : undefined}
                    onClick={() => select(c.id)}
                    className={`w-full text-left min-h-11 rounded-lg border-2 px-3 py-2 cursor-pointer ${
                      c.id === state.selected ? 'border-blue bg-surface' : 'border-line bg-white hover:bg-surface'
                    }`}
                  >
                    <span className="flex items-center gap-2">
                      <span className="font-semibold text-ink flex-1">{c.visitorName}</span>
                      {c.unread > 0 ? (
                        <span className="rounded-full bg-danger text-white text-sm font-bold px-2 min-w-7 text-center">
                          <span aria-hidden="true">{c.unread}</span>
                          <span className="sr-only">{chatText.console.unread(c.unread)}</span>
                        </span>
                      ) : null}
                    </span>
                    <span className={`block text-sm ${c.visitorOnline ? 'text-success' : 'text-muted'}`}>
                      {c.visitorOnline ? chatText.console.online : chatText.console.away}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section
          aria-label={current ? `Conversation with ${current.visitorName}` : chatText.console.conversations}
          className="flex flex-col h-[32rem] rounded-xl border border-line overflow-hidden bg-white"
        >
          {current ? (
            <>
              <div className="px-4 py-3 border-b border-line">
                <h2 className="text-xl m-0">{current.visitorName}</h2>
                <p className={`m-0 text-sm ${current.visitorOnline ? 'text-success' : 'text-muted'}`}>
                  {current.visitorOnline ? chatText.console.online : chatText.console.away}
                </p>
              </div>
              <div role="log" aria-live="polite" aria-label={`Messages with ${current.visitorName}`} className="flex flex-col flex-1 min-h-0">
                <ChatTranscript lines={current.messages} mine="expert" theirName={current.visitorName} emptyText="No messages yet." />
              </div>
              {state.notice ? (
                <p role="alert" className="m-0 px-4 py-2 text-danger border-t border-line">
                  {state.notice}
                </p>
              ) : null}
              <ReplyBox key={current.id} inputRef={inputRef} onSend={send} />
            </>
          ) : (
            <p className="m-auto p-6 text-muted text-center">{chatText.console.pick}</p>
          )}
        </section>
      </div>
    </>
  )
}
