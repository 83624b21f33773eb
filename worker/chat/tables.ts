// The chat room's own SQLite tables (Durable Object storage, not D1), for drizzle's durable-sqlite
// driver. The SQL that creates them is in ./migrations.ts; keep the two in step.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { LOCALES } from '../../content/locales.ts'

export const conversations = sqliteTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    /** `u:<account id>` for a signed-in visitor, `a:<browser id>` for a guest. */
    visitorKey: text('visitor_key').notNull().unique(),
    visitorName: text('visitor_name').notNull(),
    /** 'idle' (not asking, or marked done), 'queued' (waiting for an expert), 'open' (with an expert). */
    status: text('status', { enum: ['idle', 'queued', 'open'] })
      .notNull()
      .default('idle'),
    expertId: text('expert_id'),
    queuedAt: integer('queued_at'),
    visitorLeftAt: integer('visitor_left_at'),
    expertReadId: integer('expert_read_id').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    /** 1 when the visitor's name comes from their account, 0 for a guest's own words. */
    signedIn: integer('signed_in').notNull().default(0),
    /** The site path the visitor has the chat open on (checked by the room). */
    pagePath: text('page_path'),
    /** When the visitor's oldest unanswered message (or request for an expert) was; null once answered. */
    waitingSince: integer('waiting_since'),
    lastMessageAt: integer('last_message_at'),
    doneAt: integer('done_at'),
    /** The language the visitor chats in (a `Locale`), from their latest `register`. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /** The visitor's last line: only a visitor who wrote lately holds a place with an expert (T4). */
    visitorWroteAt: integer('visitor_wrote_at'),
    /** The client key (IPv4, or the IPv6 /64) of the visitor's latest socket. */
    address: text('address'),
    /** Set when an expert blocked the visit (T4, T9): it never reopens. */
    blockedAt: integer('blocked_at'),
    /** When the visitor last asked for an expert (U3: /verify-us counts only a chat started lately). */
    askedAt: integer('asked_at'),
  },
  (t) => [
    index('conversations_address').on(t.address, t.status),
    index('conversations_expert').on(t.expertId, t.status),
    index('conversations_queue').on(t.status, t.queuedAt),
    index('conversations_last').on(t.lastMessageAt),
  ],
)

export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    conversationId: text('conversation_id').notNull(),
    fromId: text('from_id').notNull(),
    toId: text('to_id').notNull(),
    sender: text('sender', { enum: ['visitor', 'expert'] }).notNull(),
    body: text('body').notNull(),
    sentAt: integer('sent_at').notNull(),
    attachmentKind: text('attachment_kind', { enum: ['scam-check', 'help-now'] }),
    attachmentLabel: text('attachment_label'),
  },
  (t) => [index('messages_conversation').on(t.conversationId, t.id)],
)

export const experts = sqliteTable('experts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
})

/** New guest conversations per connecting address (S7), so one address cannot fill the room. */
export const newConversations = sqliteTable(
  'new_conversations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    address: text('address').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('new_conversations_address').on(t.address, t.at)],
)

/** Client keys an expert blocked, until when (T4). */
export const blockedAddresses = sqliteTable('blocked_addresses', {
  address: text('address').primaryKey(),
  until: integer('until').notNull(),
})

export const tables = { conversations, messages, experts, newConversations, blockedAddresses }
