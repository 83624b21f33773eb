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
/**
 * An attachment (a message the visitor checked, a help-now description) handed to the chat by another
 * part of the site (app/lib/chat-bridge.ts). It travels as one message, longer than a typed one.
 */
export const MAX_ATTACHMENT_CHARS = 10_000
export const MAX_ATTACHMENT_LABEL_CHARS = 80
export const ATTACHMENT_KINDS = ['scam-check', 'help-now'] as const
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number]
/** What a transcript line says about the attachment it carries (its text is the line's message). */
export interface AttachmentInfo {
  kind: AttachmentKind
  label: string
}
/**
 * Largest raw frame the room reads: a 10,000-character attachment whose every character JSON has to
 * escape (a quote becomes two characters) still fits; nothing bigger is parsed.
 */
export const MAX_FRAME_BYTES = 24_576

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
  /** Present when the line is an attachment; `message` is then its text. */
  attachment?: AttachmentInfo
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
  | { type: 'send_message'; from?: string; to: string; message: string; attachment?: AttachmentInfo }
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
  | {
      type: 'receive_message'
      id: number
      conversationId: string
      from: string
      to: string
      sender: Sender
      message: string
      sentAt: number
      attachment?: AttachmentInfo
    }
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
      if (data.attachment !== undefined) {
        const attachment = parseAttachment(data.attachment)
        if (!attachment) return { ok: false, msg: 'That attachment could not be read.' }
        return { ok: true, value: { type: 'send_message', from: data.from, to: data.to, message: data.message, attachment } }
      }
      return { ok: true, value: { type: 'send_message', from: data.from, to: data.to, message: data.message } }
    case 'mark_read':
      if (typeof data.conversationId !== 'string') return { ok: false, msg: 'Say which conversation was read.' }
      return { ok: true, value: { type: 'mark_read', conversationId: data.conversationId } }
    default:
      return { ok: false, msg: 'That kind of message is not known.' }
  }
}

/** A known kind and a short one-line label, or null. */
function parseAttachment(v: unknown): AttachmentInfo | null {
  if (!isObject(v) || typeof v.label !== 'string') return null
  const kind = ATTACHMENT_KINDS.find((k) => k === v.kind)
  const label = v.label.trim()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!kind || !label || label.length > MAX_ATTACHMENT_LABEL_CHARS || /[\u0000-\u001f\u007f]/.test(label)) return null
  return { kind, label }
}

/** Longest text a message may carry: typed messages and attachments have different limits. */
export const messageLimit = (message: { attachment?: AttachmentInfo }): number =>
  message.attachment ? MAX_ATTACHMENT_CHARS : MAX_MESSAGE_CHARS

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

/** An attachment made ready to send: one-line label, no control characters, at most the limit. */
export interface PreparedAttachment extends AttachmentInfo {
  text: string
  /** The text was longer than MAX_ATTACHMENT_CHARS and only its start is sent. */
  shortened: boolean
}

export function prepareAttachment(input: { kind: AttachmentKind; label: string; text: string }): PreparedAttachment {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const label = input.label.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, MAX_ATTACHMENT_LABEL_CHARS).trim()
  const text = input.text
    .replace(/\r\n?/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: keep tabs and line breaks, drop the rest
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim()
  const shortened = text.length > MAX_ATTACHMENT_CHARS
  return {
    kind: ATTACHMENT_KINDS.includes(input.kind) ? input.kind : 'scam-check',
    label: label || 'Attachment',
    text: shortened ? text.slice(0, MAX_ATTACHMENT_CHARS).trimEnd() : text,
    shortened,
  }
}
