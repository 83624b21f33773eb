// What clients may send the room, as zod schemas (one per message type). The room parses every
// frame with `parseClientMessage`; anything else gets a plain-words `error` back (in the socket's
// language), never a crash.
import { z } from 'zod'
import {
  ATTACHMENT_KINDS,
  type ClientMessage,
  MAX_ATTACHMENT_CHARS,
  MAX_ATTACHMENT_LABEL_CHARS,
  MAX_FRAME_BYTES,
  MAX_MESSAGE_CHARS,
} from '#shared/chat/protocol'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/
const id = z.string().max(100)

const attachment = z.object({
  kind: z.enum(ATTACHMENT_KINDS),
  label: z.string().trim().min(1).max(MAX_ATTACHMENT_LABEL_CHARS).regex(ONE_LINE),
})

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('register'),
    role: z.enum(['user', 'expert'], { message: 'Register as a user or an expert.' }),
    name: z.string().max(400).optional(),
    userId: z.string().max(100).optional(),
    token: z.string().max(2048).optional(),
    page: z.string().max(400).optional(),
    locale: z.enum(LOCALES).optional(),
  }),
  z.object({ type: z.literal('map_to_expert') }),
  z.object({
    type: z.literal('send_message'),
    from: id.optional(),
    to: id,
    // The room measures against the right limit (typed message or attachment) and says which.
    message: z.string().max(MAX_ATTACHMENT_CHARS + MAX_MESSAGE_CHARS),
    attachment: attachment.optional(),
  }),
  z.object({ type: z.literal('page'), path: z.string().max(400) }),
  z.object({ type: z.literal('mark_read'), conversationId: id }),
  z.object({ type: z.literal('open_conversation'), conversationId: id }),
  z.object({ type: z.literal('mark_done'), conversationId: id }),
  z.object({ type: z.literal('block_visitor'), conversationId: id }),
  z.object({ type: z.literal('unblock_visitor'), conversationId: id }),
  z.object({ type: z.literal('typing'), conversationId: id }),
])

export type ParseResult<T> = { ok: true; value: T } | { ok: false; msg: string }

const KNOWN = new Set(clientMessageSchema.options.map((o) => o.shape.type.value))

/**
 * Reads one frame from a client. Unknown fields are dropped; anything malformed gets a plain reason,
 * in `locale` (the socket's language as far as the room knows it).
 */
export function parseClientMessage(
  raw: string | ArrayBuffer | ArrayBufferView,
  locale: Locale = DEFAULT_LOCALE,
): ParseResult<ClientMessage> {
  const refuse = (msg: string): ParseResult<ClientMessage> => ({ ok: false, msg })
  const o = { locale }
  if (typeof raw !== 'string') return refuse(m.chat_frame_not_text({}, o))
  const tooBig = () => refuse(m.chat_frame_too_big({ limit: MAX_MESSAGE_CHARS }, o))
  if (raw.length > MAX_FRAME_BYTES) return tooBig()
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return refuse(m.chat_frame_unreadable({}, o))
  }
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined
  if (typeof type !== 'string') return refuse(m.chat_frame_unreadable({}, o))
  if (!KNOWN.has(type as ClientMessage['type'])) return refuse(m.chat_frame_unknown({}, o))
  const result = clientMessageSchema.safeParse(data)
  if (result.success) return { ok: true, value: result.data }
  const path = result.error.issues[0]?.path[0]
  if (type === 'register' && path === 'role') return refuse(m.chat_frame_role({}, o))
  if (type === 'register' && path === 'locale') return refuse(m.chat_frame_locale({}, o))
  if (type === 'send_message' && path === 'attachment') return refuse(m.chat_frame_attachment({}, o))
  if (type === 'send_message' && path === 'message' && typeof (data as { message?: unknown }).message === 'string') {
    return tooBig()
  }
  if (type === 'send_message') return refuse(m.chat_frame_send_fields({}, o))
  if (type === 'register') return refuse(m.chat_frame_register_fields({}, o))
  return refuse(m.chat_frame_missing({}, o))
}
