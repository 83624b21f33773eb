// Versioned migrations for the chat room's SQLite, in the shape drizzle's durable-sqlite migrator
// reads (what drizzle-kit would bundle from .sql files). Append a new entry for every change; never
// edit one that has shipped. The room runs them on start (./store.ts).
//
// 0000 is the schema the room created before migrations existed (hence IF NOT EXISTS: a room that
// already has these tables keeps them); 0001 adds what the console, attachments and limits need;
// 0002 the conversation's language (existing conversations are English).

const m0000 = `CREATE TABLE IF NOT EXISTS conversations (
  id TEXT PRIMARY KEY,
  visitor_key TEXT NOT NULL UNIQUE,
  visitor_name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'idle',
  expert_id TEXT,
  queued_at INTEGER,
  visitor_left_at INTEGER,
  expert_read_id INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS conversations_expert ON conversations (expert_id, status);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS conversations_queue ON conversations (status, queued_at);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  conversation_id TEXT NOT NULL,
  from_id TEXT NOT NULL,
  to_id TEXT NOT NULL,
  sender TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS messages_conversation ON messages (conversation_id, id);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS experts (id TEXT PRIMARY KEY, name TEXT NOT NULL);`

const m0001 = `ALTER TABLE messages ADD COLUMN attachment_kind TEXT;
--> statement-breakpoint
ALTER TABLE messages ADD COLUMN attachment_label TEXT;
--> statement-breakpoint
ALTER TABLE conversations ADD COLUMN signed_in INTEGER NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE conversations ADD COLUMN page_path TEXT;
--> statement-breakpoint
ALTER TABLE conversations ADD COLUMN waiting_since INTEGER;
--> statement-breakpoint
ALTER TABLE conversations ADD COLUMN last_message_at INTEGER;
--> statement-breakpoint
ALTER TABLE conversations ADD COLUMN done_at INTEGER;
--> statement-breakpoint
UPDATE conversations SET last_message_at = COALESCE((SELECT MAX(sent_at) FROM messages WHERE conversation_id = conversations.id), created_at);
--> statement-breakpoint
CREATE INDEX conversations_last ON conversations (last_message_at);
--> statement-breakpoint
CREATE TABLE new_conversations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  address TEXT NOT NULL,
  at INTEGER NOT NULL
);
--> statement-breakpoint
CREATE INDEX new_conversations_address ON new_conversations (address, at);`

const m0002 = `ALTER TABLE conversations ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';`

// 0003, decision 124: who holds an expert's place (the visitor's last line, their client key) and blocks.
const m0003 = `ALTER TABLE conversations ADD COLUMN visitor_wrote_at INTEGER;
--> statement-breakpoint
ALTER TABLE conversations ADD COLUMN address TEXT;
--> statement-breakpoint
ALTER TABLE conversations ADD COLUMN blocked_at INTEGER;
--> statement-breakpoint
CREATE INDEX conversations_address ON conversations (address, status);
--> statement-breakpoint
CREATE TABLE blocked_addresses (address TEXT PRIMARY KEY, until INTEGER NOT NULL);`

// 0004, security review 3 (U3): when the visitor last asked for an expert, so /verify-us names an
// expert only in a chat the customer started lately.
const m0004 = `ALTER TABLE conversations ADD COLUMN asked_at INTEGER;`

export const chatMigrations = {
  journal: {
    entries: [
      { idx: 0, when: 1763856000000, tag: '0000_chat_initial', breakpoints: true },
      { idx: 1, when: 1763942400000, tag: '0001_console_limits_attachments', breakpoints: true },
      { idx: 2, when: 1795392000000, tag: '0002_conversation_locale', breakpoints: true },
      { idx: 3, when: 1795430000000, tag: '0003_places_and_blocks', breakpoints: true },
      { idx: 4, when: 1796428800000, tag: '0004_asked_at', breakpoints: true },
    ],
  },
  migrations: { m0000, m0001, m0002, m0003, m0004 },
}
