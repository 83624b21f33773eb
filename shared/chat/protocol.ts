// The live-chat protocol: every message either side sends, as discriminated unions. Shared by the
// Durable Object (worker/chat/room.ts), the visitor widget and the expert console (app/features/chat),
// hence in shared/: no cloudflare imports and no schema library here (it would land in the widget's
// code); the room checks what clients send with the zod schemas in worker/chat/schemas.ts.
//
// Ids: a visitor's id is their conversation id (stable across reconnects and tabs); an expert's id
// is their account id. `from`/`to` on messages carry these ids (the spec's "socket ids").
//
// Language: a visitor's `register` carries the page's locale (a `Locale`; missing means 'en', any
// other value is refused); the room keeps it with the conversation, answers that visitor in it and
// shows it to the expert (`ConversationSummary.locale`). The socket URL may carry the same locale as
// `?lang=` so the few refusals sent before `register` are in the visitor's language too.
import type { Locale } from '#shared/i18n'

export type { Locale }

export const CHAT_PARTY = 'chat-room'
export const CHAT_ROOM = 'support'
/** Query parameter of the socket URL with the page's locale (a hint for frames before `register`). */
export const CHAT_LOCALE_QUERY = 'lang'
/** Longest chat message, in characters. */
export const MAX_MESSAGE_CHARS = 2000
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

/** What an expert's list shows about one conversation (small: transcripts go only on request). */
export interface ConversationSummary {
  id: string
  visitorName: string
  /** The name comes from a signed-in account; false for a guest, whose name is their own words. */
  signedIn: boolean
  /** The visitor has the chat open right now. */
  visitorOnline: boolean
  /** Messages from the visitor the expert has not marked read. */
  unread: number
  /** The start of the newest line. */
  lastMessage: { sender: Sender; text: string; sentAt: number } | null
  /** The visitor's words or hand-off say money or the computer is at risk now (shared/chat/urgency.ts). */
  urgent: boolean
  /** Since when the visitor has been waiting for an answer; null when the expert spoke last. */
  waitingSince: number | null
  /** The page the visitor has the chat open on. */
  pagePath: string | null
  /** The conversation's language: the site language the visitor chats from (answer in it). */
  locale: Locale
}

/** The console says "typing" at most this often while the expert types (decision 153). */
export const TYPING_EVERY_MS = 3000
/** The widget shows "... is typing" this long after the last typing frame. */
export const TYPING_SHOWN_MS = 6000

/** Characters of the newest line an expert's list shows. */
export const PREVIEW_CHARS = 120

// ---- client → server -------------------------------------------------------------------------

export type ClientMessage =
  /** First message on every socket. `token`: the session token of a signed-in visitor or an expert
   * (never in the URL). `userId` is a guest's stable browser id. `page` is the path the widget is on.
   * `locale`: the language of the page (visitors; default 'en'). */
  | { type: 'register'; role: ChatRole; name?: string; userId?: string; token?: string; page?: string; locale?: Locale }
  /** Visitors: find me an expert (answered by mapped_to or queued). */
  | { type: 'map_to_expert' }
  /** `from` is informational (the room uses the socket's own identity); `to` must be the mapped party. */
  | { type: 'send_message'; from?: string; to: string; message: string; attachment?: AttachmentInfo }
  /** Visitors: the widget is now on another page. */
  | { type: 'page'; path: string }
  /** Experts: the conversation's messages so far have been read. */
  | { type: 'mark_read'; conversationId: string }
  /** Experts: send me this conversation's transcript. */
  | { type: 'open_conversation'; conversationId: string }
  /** Experts: this conversation is finished (it leaves the list until the visitor writes again). */
  | { type: 'mark_done'; conversationId: string }
  /** Experts: end an abusive visit; the visitor's sockets close and their connection cannot chat for a day (T4, T9). */
  | { type: 'block_visitor'; conversationId: string }
  /** Experts: lift their own block before its day is over (U7: a mistaken or provoked block). */
  | { type: 'unblock_visitor'; conversationId: string }
  /** Experts: I am typing a reply in this conversation (sent at most every TYPING_EVERY_MS; decision 153). */
  | { type: 'typing'; conversationId: string }

// ---- server → client -------------------------------------------------------------------------

export type ServerMessage =
  /** Answer to register: this socket's id in `from`/`to`, and the display name the room uses. */
  | { type: 'registered'; id: string; role: ChatRole; name: string }
  /** A conversation so far: to a visitor after register, to an expert after open_conversation. */
  | { type: 'transcript'; conversationId: string; messages: ChatLine[] }
  | { type: 'mapped_to'; expertId: string; expertName: string }
  /** Visitors: no expert is free; `position` 1 is next. `expertsOnline` 0: nobody is on chat at all (decision 153). */
  | { type: 'queued'; position: number; expertsOnline?: number }
  /** Visitors: their expert is typing a reply (shown for TYPING_SHOWN_MS unless a line or another frame comes). */
  | { type: 'typing'; name: string }
  /** A new line of a conversation, as the transcript would hold it. */
  | ({ type: 'receive_message'; conversationId: string } & ChatLine)
  /** Experts: their open conversations (after register). */
  | { type: 'conversations'; conversations: ConversationSummary[] }
  /** Experts: a conversation was assigned to them, or its visitor came, went or moved page. */
  | { type: 'conversation'; conversation: ConversationSummary }
  /** Experts: a conversation left their list (marked done, or handed on). */
  | { type: 'conversation_closed'; conversationId: string }
  /** Experts: the blocks they made that are still running (after register), each liftable from the console. */
  | { type: 'blocks'; blocks: { conversationId: string; visitorName: string }[] }
  /** Experts: their block on this conversation is lifted; its visitor may chat again. */
  | { type: 'unblocked'; conversationId: string }
  /** Experts: how many visitors wait for a free expert (shown above the list, issue 47 N12). */
  | { type: 'queue_length'; waiting: number }
  /**
   * A refusal or a failure, in words. `unsent`: the text of the sender's line that the room could not
   * store (its storage failed); it was not delivered, and sending it again is safe.
   */
  | { type: 'error'; msg: string; unsent?: string }

export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

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

/** Longest text a message may carry: typed messages and attachments have different limits. */
export const messageLimit = (message: { attachment?: AttachmentInfo }): number =>
  message.attachment ? MAX_ATTACHMENT_CHARS : MAX_MESSAGE_CHARS

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
  const label = input.label
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, MAX_ATTACHMENT_LABEL_CHARS)
    .trim()
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
