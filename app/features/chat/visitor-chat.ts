// The visitor's side of the live chat: one connection per page, shared by the floating widget and the
// in-page widget (a tiny external store for useSyncExternalStore). It connects on first open and
// closes when the visitor leaves the page.
import type PartySocket from 'partysocket'
import { getToken } from '#app/lib/auth-state'
import { readStorage, STORAGE_KEYS, writeStorage } from '#app/lib/storage'
import {
  CHAT_LOCALE_QUERY,
  type ChatLine,
  encode,
  MAX_MESSAGE_CHARS,
  type PreparedAttachment,
  parseServerMessage,
  VISITOR_ID_PATTERN,
} from '#shared/chat/protocol'
import { currentLocale, LOCALE_TAGS } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { openChatSocket } from './socket'

export type VisitorStatus = 'idle' | 'connecting' | 'looking' | 'queued' | 'connected' | 'offline'

export interface VisitorChatState {
  status: VisitorStatus
  /** This visitor's id in the room (known after register). */
  myId: string | null
  expertId: string | null
  expertName: string | null
  queuePosition: number | null
  lines: ChatLine[]
  /** The room's last refusal, in words (too long, too fast...). */
  notice: string | null
  /** An attachment the visitor chose to send, waiting for an expert to join. */
  outbox: PreparedAttachment | null
}

const initial: VisitorChatState = {
  status: 'idle',
  myId: null,
  expertId: null,
  expertName: null,
  queuePosition: null,
  lines: [],
  notice: null,
  outbox: null,
}

let state = initial
let socket: PartySocket | null = null
/** The path of the page the widget is on (the expert sees it). */
let currentPage = '/'
const listeners = new Set<() => void>()

function update(patch: Partial<VisitorChatState>) {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

export const visitorChat = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => state,
  getServerSnapshot: () => initial,

  /** Connects once; later calls do nothing. */
  connect() {
    if (socket) return
    update({ status: 'connecting' })
    currentPage = window.location.pathname
    // No credentials in the URL: a signed-in visitor's token goes in the first frame, with the page's
    // language (the room answers in it and the expert sees it); the URL carries only that language.
    const locale = currentLocale()
    socket = openChatSocket({ [CHAT_LOCALE_QUERY]: locale })
    socket.addEventListener('open', () => {
      update({ status: 'looking', notice: null })
      const token = getToken() ?? undefined
      // A signed-in visitor's name comes from their account; a guest's from nothing (the room names them).
      socket?.send(encode({ type: 'register', role: 'user', userId: visitorId(), token, page: currentPage, locale }))
    })
    socket.addEventListener('close', (event) => {
      if (!socket) return
      // Refused for too many windows or chats from this connection: stop trying, the notice says why.
      if (event.code === 4008) socket.close()
      update({ status: 'offline', expertId: null })
    })
    socket.addEventListener('message', (event) => {
      const message = parseServerMessage(event.data)
      if (!message) return
      switch (message.type) {
        case 'registered':
          update({ myId: message.id })
          // Asked only once the room knows who this is: a signed-in register waits on the session
          // check, and an earlier request would reach the room before it and be refused.
          socket?.send(encode({ type: 'map_to_expert' }))
          return
        case 'transcript':
          return update({ lines: message.messages })
        case 'mapped_to':
          update({ status: 'connected', expertId: message.expertId, expertName: message.expertName, queuePosition: null })
          if (state.outbox) visitorChat.sendAttachment(state.outbox)
          return
        case 'queued':
          return update({ status: 'queued', queuePosition: message.position, expertId: null })
        case 'receive_message':
          if (state.lines.some((l) => l.id === message.id)) return
          return update({ lines: [...state.lines, { ...message }], notice: null })
        case 'error':
          return update({ notice: message.msg })
      }
    })
    window.addEventListener('pagehide', visitorChat.disconnect, { once: true })
  },

  /** The visitor moved to another page of the site (client-side navigation). */
  setPage(path: string) {
    if (path === currentPage) return
    currentPage = path
    if (socket?.readyState === 1 && state.myId) socket.send(encode({ type: 'page', path }))
  },

  disconnect() {
    const current = socket
    socket = null
    current?.close()
    state = initial
  },

  /** Sends when the text is non-empty, an expert is mapped and the socket is connected; else nothing. */
  send(text: string): boolean {
    const message = text.trim()
    const { status, expertId, myId } = state
    if (!message || status !== 'connected' || !expertId || !myId || !socket || socket.readyState !== 1) return false
    if (message.length > MAX_MESSAGE_CHARS) {
      update({ notice: m.chat_too_long({ limit: MAX_MESSAGE_CHARS.toLocaleString(LOCALE_TAGS[currentLocale()]) }) })
      return false
    }
    socket.send(encode({ type: 'send_message', from: myId, to: expertId, message }))
    const line: ChatLine = { id: -Date.now(), from: myId, to: expertId, sender: 'visitor', message, sentAt: Date.now() }
    update({ lines: [...state.lines, line], notice: null })
    return true
  },

  /**
   * Sends an attachment the visitor approved: now when an expert is connected, otherwise as soon as
   * one joins (it waits in `outbox`). Returns whether it went now.
   */
  sendAttachment(attachment: PreparedAttachment): boolean {
    const { status, expertId, myId } = state
    if (status !== 'connected' || !expertId || !myId || !socket || socket.readyState !== 1) {
      update({ outbox: attachment })
      return false
    }
    const info = { kind: attachment.kind, label: attachment.label }
    socket.send(encode({ type: 'send_message', from: myId, to: expertId, message: attachment.text, attachment: info }))
    const line: ChatLine = {
      id: -Date.now(),
      from: myId,
      to: expertId,
      sender: 'visitor',
      message: attachment.text,
      sentAt: Date.now(),
      attachment: info,
    }
    update({ lines: [...state.lines, line], notice: null, outbox: null })
    return true
  },
}

/** A stable random id for this browser, so a returning visitor gets their conversation back. */
function visitorId(): string {
  const stored = readStorage(STORAGE_KEYS.chatVisitorId)
  if (stored && VISITOR_ID_PATTERN.test(stored)) return stored
  const id = crypto.randomUUID().replaceAll('-', '')
  writeStorage(STORAGE_KEYS.chatVisitorId, id)
  return id
}
