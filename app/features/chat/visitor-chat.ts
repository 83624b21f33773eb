// The visitor's side of the live chat: one connection per page, shared by the floating widget and the
// in-page widget (a tiny external store for useSyncExternalStore). It connects on first open and
// closes when the visitor leaves the page.
import type PartySocket from 'partysocket'
import { getToken } from '#app/lib/auth-state'
import { chatUnread } from '#app/lib/chat-unread'
import { readStorage, STORAGE_KEYS, writeStorage } from '#app/lib/storage'
import { site } from '#content/site'
import {
  CHAT_LOCALE_QUERY,
  type ChatLine,
  encode,
  MAX_MESSAGE_CHARS,
  type PreparedAttachment,
  parseServerMessage,
  TYPING_SHOWN_MS,
  VISITOR_ID_PATTERN,
} from '#shared/chat/protocol'
import { currentLocale, LOCALE_TAGS } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { openChatSocket } from './socket'

/** `refused`: the room would not take this chat (too many from this connection, or blocked): not "offline". */
export type VisitorStatus = 'idle' | 'connecting' | 'looking' | 'queued' | 'connected' | 'offline' | 'refused'

export interface VisitorChatState {
  status: VisitorStatus
  /** This visitor's id in the room (known after register). */
  myId: string | null
  expertId: string | null
  expertName: string | null
  queuePosition: number | null
  /** Queued while no expert at all is on chat (the widget says so and offers the phone; decision 153). */
  nobodyOnline: boolean
  /** The expert's name while they are typing a reply. */
  typing: string | null
  lines: ChatLine[]
  /** The room's last refusal, in words (too long, too fast...). */
  notice: string | null
  /** An attachment the visitor chose to send, waiting for an expert to join. */
  outbox: PreparedAttachment | null
  /** A line the room could not store (its storage failed): not delivered; "Send again" sends it. */
  unsent: string | null
  /**
   * Lines typed before an expert joined (while connecting, looking, in line or with nobody on chat):
   * shown as "sending" and sent, in order, the moment an expert is mapped (issue 42).
   */
  pending: string[]
}

const initial: VisitorChatState = {
  status: 'idle',
  myId: null,
  expertId: null,
  expertName: null,
  queuePosition: null,
  nobodyOnline: false,
  typing: null,
  lines: [],
  notice: null,
  outbox: null,
  unsent: null,
  pending: [],
}

let state = initial
let socket: PartySocket | null = null
/** The path of the page the widget is on (the expert sees it). */
let currentPage = '/'
const listeners = new Set<() => void>()
/** Whether the floating window is open: a reply that comes while it is closed counts as unread. */
let windowOpen = false
let typingTimer: ReturnType<typeof setTimeout> | undefined

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
      // Refused for too many windows or chats from this connection, or blocked: stop trying. This is
      // not "offline" (the visitor would check their Wi-Fi): the widget says the chat cannot take them
      // and gives the phone number, with the room's reason as the notice (decision 153).
      if (event.code === 4008 || event.code === 4009) {
        socket.close()
        return update({ status: 'refused', expertId: null, typing: null })
      }
      update({ status: 'offline', expertId: null, typing: null })
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
        case 'transcript': {
          // After a reconnect the room's transcript is the truth (decision 125): a line this page sent
          // that the room never stored (the socket dropped between Send and the room) goes back to
          // `pending`, shown as sending, and is sent again once an expert is mapped on this connection.
          // A line the room did store is in the transcript and is not sent twice.
          const stored = new Set(message.messages.filter((l) => l.sender === 'visitor').map((l) => l.message))
          const lost = state.lines.filter((l) => l.id < 0 && !l.attachment && !stored.has(l.message)).map((l) => l.message)
          const lostAttachment = state.lines.find((l) => l.id < 0 && l.attachment && !stored.has(l.message))
          return update({
            lines: message.messages,
            pending: [...lost, ...state.pending],
            ...(lostAttachment?.attachment && !state.outbox
              ? { outbox: { ...lostAttachment.attachment, text: lostAttachment.message, shortened: false } }
              : {}),
          })
        }
        case 'mapped_to':
          update({
            status: 'connected',
            expertId: message.expertId,
            expertName: message.expertName,
            queuePosition: null,
            nobodyOnline: false,
          })
          if (state.outbox) visitorChat.sendAttachment(state.outbox)
          if (state.pending.length > 0) {
            const waiting = state.pending
            update({ pending: [] })
            for (const line of waiting) visitorChat.send(line)
          }
          return
        case 'queued':
          return update({ status: 'queued', queuePosition: message.position, expertId: null, nobodyOnline: message.expertsOnline === 0 })
        case 'typing':
          clearTimeout(typingTimer)
          typingTimer = setTimeout(() => update({ typing: null }), TYPING_SHOWN_MS)
          return update({ typing: message.name })
        case 'receive_message':
          if (state.lines.some((l) => l.id === message.id)) return
          if (message.sender === 'expert') {
            clearTimeout(typingTimer)
            if (!windowOpen) chatUnread.add(1)
          }
          return update({
            lines: [...state.lines, { ...message }],
            notice: null,
            typing: message.sender === 'expert' ? null : state.typing,
          })
        case 'error': {
          if (typeof message.unsent === 'string') {
            // The room could not store that line: take it off the transcript and offer "Send again".
            const text = message.unsent
            let at = state.lines.length - 1
            while (at >= 0 && !(state.lines[at].id < 0 && state.lines[at].message === text)) at--
            const lines = at < 0 ? state.lines : state.lines.filter((_, i) => i !== at)
            return update({ lines, notice: message.msg, unsent: text })
          }
          // Refused while looking for an expert (two chats from this connection already): the chat
          // cannot take this visitor now, which is not the same as still looking (decision 153).
          return update({ notice: message.msg, ...(state.status === 'looking' ? { status: 'refused' as const } : {}) })
        }
      }
    })
    window.addEventListener('pagehide', visitorChat.disconnect, { once: true })
  },

  /** The floating window opened or closed: opening it reads what came meanwhile. */
  setWindowOpen(open: boolean) {
    windowOpen = open
    if (open) chatUnread.clear()
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

  /**
   * Sends a non-empty line now when an expert is mapped and the socket is connected; before that
   * (connecting, looking, in line, nobody on chat, offline) keeps it in `pending`, shown as waiting and
   * sent once an expert joins. False (the text stays in the box, and a notice says why) when it is too
   * long or the chat refused this visitor.
   */
  send(text: string): boolean {
    const message = text.trim()
    const { status, expertId, myId } = state
    if (!message) return false
    if (message.length > MAX_MESSAGE_CHARS) {
      update({ notice: m.chat_too_long({ limit: MAX_MESSAGE_CHARS.toLocaleString(LOCALE_TAGS[currentLocale()]) }) })
      return false
    }
    if (status === 'refused') {
      // Never silently: the words stay in the box and the visitor is told they did not go, and what to do.
      update({ notice: m.chat_refused_not_sent({ phone: site.phone }) })
      return false
    }
    if (status !== 'connected' || !expertId || !myId || !socket || socket.readyState !== 1) {
      update({ pending: [...state.pending, message], notice: null })
      return true
    }
    socket.send(encode({ type: 'send_message', from: myId, to: expertId, message }))
    const line: ChatLine = { id: -Date.now(), from: myId, to: expertId, sender: 'visitor', message, sentAt: Date.now() }
    update({ lines: [...state.lines, line], notice: null, unsent: state.unsent === message ? null : state.unsent })
    return true
  },

  /** "Send again": the line the room could not store, once more (safe: it was not stored the first time). */
  sendAgain(): boolean {
    const text = state.unsent
    return text ? visitorChat.send(text) : false
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
