// The expert console's state and its reducer (pure, unit tested in tests/unit/chat-console.test.ts):
// the conversation list the room sends, transcripts fetched when a conversation is opened, lines
// written while the connection was down (sent again on reconnect, so none is lost), and what the
// expert has not seen while the tab was in the background.
import type { ChatLine, ConversationSummary, ServerMessage } from '#shared/chat/protocol'
import { PREVIEW_CHARS } from '#shared/chat/protocol'
import { soundsUrgent } from '#shared/chat/urgency'

export interface ConsoleState {
  status: 'connecting' | 'connected' | 'offline' | 'refused'
  me: { id: string; name: string } | null
  conversations: ConversationSummary[]
  /** Transcripts of conversations opened since the last (re)connect. */
  transcripts: Record<string, ChatLine[]>
  selected: string | null
  /** Replies typed while offline, by conversation; sent when the room is back. */
  outbox: { conversationId: string; message: string; localId: number }[]
  notice: string | null
  /** New visitors and visitor messages since the tab was last in view. */
  unseen: number
  /** Whether the tab is in view (document.visibilityState). */
  visible: boolean
  /** The newest event a screen reader should hear about (outside the open conversation). */
  announcement: string
  /** Visitors waiting for a free expert (not in anyone's list yet). */
  waiting: number
  /** The visitors this expert blocked in the last day, each liftable from here, even after a reload (U7). */
  blocked: { id: string; name: string }[]
}

export type ConsoleAction =
  | { type: 'status'; status: ConsoleState['status'] }
  | { type: 'select'; id: string | null }
  | { type: 'sent'; line: ChatLine; conversationId: string }
  | { type: 'queued_offline'; conversationId: string; message: string; localId: number }
  | { type: 'flushed' }
  | { type: 'visibility'; visible: boolean }
  | { type: 'blocked'; id: string; name: string }
  | { type: 'server'; message: ServerMessage }

export const initialConsoleState = (selected: string | null = null): ConsoleState => ({
  status: 'connecting',
  me: null,
  conversations: [],
  transcripts: {},
  selected,
  outbox: [],
  notice: null,
  unseen: 0,
  waiting: 0,
  visible: true,
  announcement: '',
  blocked: [],
})

/**
 * Visitors who are here before those who left (decision 153: a gone visitor must not look like a
 * waiting one); within each, urgent ones first (money or the computer at risk now, or sent by the
 * help-now plan: shared/chat/urgency.ts), then waiting visitors (longest waiting at the top), then
 * the others by their newest line.
 */
export function sortConversations(list: ConversationSummary[]): ConversationSummary[] {
  return [...list].sort((a, b) => {
    if (a.visitorOnline !== b.visitorOnline) return a.visitorOnline ? -1 : 1
    if (Boolean(a.urgent) !== Boolean(b.urgent)) return a.urgent ? -1 : 1
    if ((a.waitingSince === null) !== (b.waitingSince === null)) return a.waitingSince === null ? 1 : -1
    if (a.waitingSince !== null && b.waitingSince !== null && a.waitingSince !== b.waitingSince) return a.waitingSince - b.waitingSince
    return (b.lastMessage?.sentAt ?? 0) - (a.lastMessage?.sentAt ?? 0)
  })
}

/** "just now", "4 min", "1 h 5 min": how long a visitor has been waiting. */
export function waitedFor(since: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - since) / 60_000)
  if (minutes < 1) return 'less than a minute'
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return `${hours} h${rest ? ` ${rest} min` : ''}`
}

const preview = (text: string) => [...text].slice(0, PREVIEW_CHARS).join('')

function withLine(state: ConsoleState, conversationId: string, line: ChatLine): Record<string, ChatLine[]> {
  const lines = state.transcripts[conversationId]
  if (!lines) return state.transcripts
  if (line.id > 0 && lines.some((l) => l.id === line.id)) return state.transcripts
  return { ...state.transcripts, [conversationId]: [...lines, line] }
}

export function consoleReducer(state: ConsoleState, action: ConsoleAction): ConsoleState {
  switch (action.type) {
    case 'status':
      // After a drop, transcripts may have missed lines: they are fetched again when opened.
      return action.status === 'offline' ? { ...state, status: action.status, transcripts: {} } : { ...state, status: action.status }
    case 'select':
      return {
        ...state,
        selected: action.id,
        notice: null,
        conversations: state.conversations.map((c) => (c.id === action.id ? { ...c, unread: 0 } : c)),
      }
    case 'visibility':
      return { ...state, visible: action.visible, unseen: action.visible ? 0 : state.unseen }
    case 'queued_offline': {
      const line: ChatLine = {
        id: -action.localId,
        from: state.me?.id ?? '',
        to: action.conversationId,
        sender: 'expert',
        message: action.message,
        sentAt: action.localId,
      }
      return {
        ...state,
        outbox: [...state.outbox, { conversationId: action.conversationId, message: action.message, localId: action.localId }],
        transcripts: withLine(state, action.conversationId, line),
      }
    }
    case 'flushed':
      return { ...state, outbox: [] }
    case 'blocked':
      return { ...state, blocked: [{ id: action.id, name: action.name }, ...state.blocked.filter((b) => b.id !== action.id)] }
    case 'sent':
      return {
        ...state,
        notice: null,
        transcripts: withLine(state, action.conversationId, action.line),
        conversations: sortConversations(
          state.conversations.map((c) =>
            c.id === action.conversationId
              ? {
                  ...c,
                  waitingSince: null,
                  lastMessage: { sender: 'expert', text: preview(action.line.message), sentAt: action.line.sentAt },
                }
              : c,
          ),
        ),
      }
    case 'server':
      return serverReducer(state, action.message)
  }
}

function serverReducer(state: ConsoleState, m: ServerMessage): ConsoleState {
  const bump = state.visible ? 0 : 1
  switch (m.type) {
    case 'registered':
      return { ...state, status: 'connected', me: { id: m.id, name: m.name } }
    case 'conversations':
      return {
        ...state,
        conversations: sortConversations(m.conversations.map((c) => (c.id === state.selected ? { ...c, unread: 0 } : c))),
      }
    case 'conversation': {
      const known = state.conversations.some((c) => c.id === m.conversation.id)
      const next = m.conversation.id === state.selected ? { ...m.conversation, unread: 0 } : m.conversation
      const conversations = known ? state.conversations.map((c) => (c.id === next.id ? next : c)) : [next, ...state.conversations]
      return {
        ...state,
        conversations: sortConversations(conversations),
        unseen: known ? state.unseen : state.unseen + bump,
        announcement: known ? state.announcement : `New visitor: ${m.conversation.visitorName}`,
      }
    }
    case 'queue_length':
      return { ...state, waiting: m.waiting }
    case 'blocks':
      return { ...state, blocked: m.blocks.map((b) => ({ id: b.conversationId, name: b.visitorName })) }
    case 'unblocked': {
      const lifted = state.blocked.find((b) => b.id === m.conversationId)
      return lifted
        ? {
            ...state,
            blocked: state.blocked.filter((b) => b !== lifted),
            announcement: `Block lifted: ${lifted.name} may chat again.`,
          }
        : state
    }
    case 'conversation_closed':
      return {
        ...state,
        conversations: state.conversations.filter((c) => c.id !== m.conversationId),
        selected: state.selected === m.conversationId ? null : state.selected,
      }
    case 'transcript':
      return { ...state, transcripts: { ...state.transcripts, [m.conversationId]: m.messages } }
    case 'receive_message': {
      const line: ChatLine = { id: m.id, from: m.from, to: m.to, sender: m.sender, message: m.message, sentAt: m.sentAt }
      if (m.attachment) line.attachment = m.attachment
      const fromVisitor = m.sender === 'visitor'
      const open = m.conversationId === state.selected
      const text = m.attachment ? `${m.attachment.label}: ${m.message}` : m.message
      const conversation = state.conversations.find((c) => c.id === m.conversationId)
      return {
        ...state,
        transcripts: withLine(state, m.conversationId, line),
        conversations: sortConversations(
          state.conversations.map((c) =>
            c.id !== m.conversationId
              ? c
              : {
                  ...c,
                  unread: open || !fromVisitor ? c.unread : c.unread + 1,
                  // The same rule as the room's (shared/chat/urgency.ts), so the list moves at once.
                  urgent: c.urgent || (fromVisitor && (m.attachment?.kind === 'help-now' || soundsUrgent(m.message))),
                  waitingSince: fromVisitor ? (c.waitingSince ?? m.sentAt) : null,
                  lastMessage: { sender: m.sender, text: preview(text), sentAt: m.sentAt },
                },
          ),
        ),
        unseen: fromVisitor ? state.unseen + bump : state.unseen,
        announcement:
          fromVisitor && !open && conversation ? `New message from ${conversation.visitorName}: ${preview(text)}` : state.announcement,
      }
    }
    case 'error':
      return { ...state, notice: m.msg }
    default:
      return state
  }
}
