// The live-chat protocol: every message either side sends, as discriminated unions, plus the parser the
// room uses for what clients send. Shared by the Durable Object (worker/chat/room.ts), the visitor
// widget and the expert console (app/features/chat), so no cloudflare imports here.
//
// Ids: a visitor's id is their conversation id (stable across reconnects and tabs); an expert's id
// is their account id. `from`/`to` on messages carry these ids (the spec's "socket ids").

export const CHAT_PARTY = 'chat-room'
export const CHAT_ROOM = 'support'
/** Longest chat message, in characters. */
export const MAX_MESSAGE_CHARS = 2000
/** At most this many chat messages per socket in RATE_WINDOW_MS. */
export const RATE_LIMIT_MESSAGES = 10
export const RATE_WINDOW_MS = 10_000
/** A conversation stays open (counts toward an expert's load) this long after its visitor left. */
export const OPEN_AFTER_LEAVING_MS = 30 * 60_000
/** Largest raw frame the room reads (a 2,000-character message fits comfortably). */
export const MAX_FRAME_BYTES = 16_384

export type ChatRole = 'user' | 'expert'
export type Sender = 'visitor' | 'expert'

/** One line of a transcript. */
export interface ChatLine {
  id: number
  from: string
  to: string
  sender: Sender
  message: string
  sentAt: number
}

/** What an expert's console knows about one conversation. */
export interface ConversationSummary {
  id: string
  visitorName: string
  /** The visitor has the chat open right now. */
  visitorOnline: boolean
  /** Messages from the visitor the expert has not marked read. */
  unread: number
  messages: ChatLine[]
}

// ---- client → server -------------------------------------------------------------------------

export type ClientMessage =
  /** First message on every socket. `userId` is the visitor's stable browser id (ignored for
   * signed-in visitors and experts, whose id comes from their token). */
  | { type: 'register'; role: ChatRole; name?: string; userId?: string }
  /** Visitors: find me an expert (answered by mapped_to or queued). */
  | { type: 'map_to_expert' }
  /** `from` is informational (the room uses the socket's own identity); `to` must be the mapped party. */
  | { type: 'send_message'; from?: string; to: string; message: string }
  /** Experts: the conversation's messages so far have been read. */
  | { type: 'mark_read'; conversationId: string }

// ---- server → client -------------------------------------------------------------------------

export type ServerMessage =
  /** Answer to register: this socket's id in `from`/`to`, and the display name the room uses. */
  | { type: 'registered'; id: string; role: ChatRole; name: string }
  /** Visitors: the conversation so far (after register; empty for a new visitor). */
  | { type: 'transcript'; conversationId: string; messages: ChatLine[] }
  | { type: 'mapped_to'; expertId: string; expertName: string }
  /** Visitors: no expert is online; `position` 1 is next. */
  | { type: 'queued'; position: number }
  | { type: 'receive_message'; id: number; conversationId: string; from: string; to: string; sender: Sender; message: string; sentAt: number }
  /** Experts: their open conversations (after register). */
  | { type: 'conversations'; conversations: ConversationSummary[] }
  /** Experts: a conversation was assigned to them or its visitor came or went. */
  | { type: 'conversation'; conversation: ConversationSummary }
  | { type: 'error'; msg: string }

export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const optionalString = (v: unknown): v is string | undefined => v === undefined || typeof v === 'string'

export type ParseResult<T> = { ok: true; value: T } | { ok: false; msg: string }

/** Reads one frame from a client. Unknown fields are ignored; anything malformed gets a plain reason. */
export function parseClientMessage(raw: string | ArrayBuffer | ArrayBufferView): ParseResult<ClientMessage> {
  if (typeof raw !== 'string') return { ok: false, msg: 'Messages must be text.' }
  if (raw.length > MAX_FRAME_BYTES) return { ok: false, msg: `Messages can be at most ${MAX_MESSAGE_CHARS} characters.` }
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return { ok: false, msg: 'That message could not be read.' }
  }
  if (!isObject(data) || typeof data.type !== 'string') return { ok: false, msg: 'That message could not be read.' }
  switch (data.type) {
    case 'register':
      if (data.role !== 'user' && data.role !== 'expert') return { ok: false, msg: 'Register as a user or an expert.' }
      if (!optionalString(data.name) || !optionalString(data.userId)) return { ok: false, msg: 'Name and id must be text.' }
      return { ok: true, value: { type: 'register', role: data.role, name: data.name, userId: data.userId } }
    case 'map_to_expert':
      return { ok: true, value: { type: 'map_to_expert' } }
    case 'send_message':
      if (typeof data.to !== 'string' || typeof data.message !== 'string' || !optionalString(data.from))
        return { ok: false, msg: 'A message needs "to" and "message".' }
      return { ok: true, value: { type: 'send_message', from: data.from, to: data.to, message: data.message } }
    case 'mark_read':
      if (typeof data.conversationId !== 'string') return { ok: false, msg: 'Say which conversation was read.' }
      return { ok: true, value: { type: 'mark_read', conversationId: data.conversationId } }
    default:
      return { ok: false, msg: 'That kind of message is not known.' }
  }
}

/** Reads one frame from the room (clients trust the room, but not the network: bad frames are null). */
export function parseServerMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null
  try {
    const data = JSON.parse(raw) as unknown
    return isObject(data) && typeof data.type === 'string' ? (data as unknown as ServerMessage) : null
  } catch {
    return null
  }
}

export const encode = (message: ServerMessage | ClientMessage): string => JSON.stringify(message)

/**
 * Reconnection delay for the widget: partysocket's exponential back-off (1 s to 5 s) with ±50% jitter,
 * kept inside the bounds, so a room restart does not bring every visitor back in the same instant.
 */
export const RECONNECT = { minDelayMs: 1000, maxDelayMs: 5000, growFactor: 1.5, jitter: 0.5 } as const

export function withJitter(delayMs: number, random = Math.random()): number {
  if (delayMs <= 0) return 0
  const factor = 1 + (random * 2 - 1) * RECONNECT.jitter
  return Math.round(Math.min(RECONNECT.maxDelayMs, Math.max(RECONNECT.minDelayMs, delayMs * factor)))
}

/** A stable random id for an anonymous visitor (kept in localStorage). */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
