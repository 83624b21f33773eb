// What clients may send the room, as zod schemas (one per message type). The room parses every
// frame with `parseClientMessage`; anything else gets a plain-words `error` back, never a crash.
import { z } from 'zod'
import {
  ATTACHMENT_KINDS,
  type ClientMessage,
  MAX_ATTACHMENT_CHARS,
  MAX_ATTACHMENT_LABEL_CHARS,
  MAX_FRAME_BYTES,
  MAX_MESSAGE_CHARS,
} from './protocol'

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
])

export type ParseResult<T> = { ok: true; value: T } | { ok: false; msg: string }

const KNOWN = new Set(clientMessageSchema.options.map((o) => o.shape.type.value))

/** Reads one frame from a client. Unknown fields are dropped; anything malformed gets a plain reason. */
export function parseClientMessage(raw: string | ArrayBuffer | ArrayBufferView): ParseResult<ClientMessage> {
  if (typeof raw !== 'string') return { ok: false, msg: 'Messages must be text.' }
  if (raw.length > MAX_FRAME_BYTES) return { ok: false, msg: `Messages can be at most ${MAX_MESSAGE_CHARS} characters.` }
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return { ok: false, msg: 'That message could not be read.' }
  }
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined
  if (typeof type !== 'string') return { ok: false, msg: 'That message could not be read.' }
  if (!KNOWN.has(type as ClientMessage['type'])) return { ok: false, msg: 'That kind of message is not known.' }
  const result = clientMessageSchema.safeParse(data)
  if (result.success) return { ok: true, value: result.data }
  const path = result.error.issues[0]?.path[0]
  if (type === 'register' && path === 'role') return { ok: false, msg: 'Register as a user or an expert.' }
  if (type === 'send_message' && path === 'attachment') return { ok: false, msg: 'That attachment could not be read.' }
  if (type === 'send_message' && path === 'message' && typeof (data as { message?: unknown }).message === 'string') {
    return { ok: false, msg: `Messages can be at most ${MAX_MESSAGE_CHARS} characters.` }
  }
  if (type === 'send_message') return { ok: false, msg: 'A message needs "to" and "message".' }
  if (type === 'register') return { ok: false, msg: 'Name, id and token must be text.' }
  return { ok: false, msg: 'That message is missing something. Please reload the page.' }
}
