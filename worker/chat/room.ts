// The live-chat room: one Durable Object on partyserver (hibernation on) that maps visitors to the
// least-busy online expert, queues them when nobody is online, relays messages only between the
// mapped pair and keeps transcripts in its SQLite storage. Who a socket is was decided before it got
// here (worker/chat/auth.ts); everything a socket needs after a hibernation wake is in its state
// (connection.setState) or in SQLite, and the in-memory index below is rebuilt from those.
import { type Connection, type ConnectionContext, Server, type WSMessage } from 'partyserver'
import { IDENTITY_HEADERS } from './auth'
import {
  type ChatLine,
  type ChatRole,
  type ClientMessage,
  type AttachmentKind,
  type ConversationSummary,
  OPEN_AFTER_LEAVING_MS,
  RATE_LIMIT_MESSAGES,
  RATE_WINDOW_MS,
  type Sender,
  type ServerMessage,
  VISITOR_ID_PATTERN,
  encode,
  messageLimit,
  parseClientMessage,
} from './protocol'

/** What the room remembers about one socket (survives hibernation). */
export interface SocketState {
  /** Proven at connect time: 'expert' only with a valid expert token. */
  verifiedRole: ChatRole | null
  accountId: string | null
  accountName: string | null
  /** Set by register. */
  as?: 'visitor' | 'expert'
  /** Visitors: their conversation id. Experts: their account id. */
  id?: string
  name?: string
  /** Send times in the current rate window. */
  sent: number[]
}

type ChatConnection = Connection<SocketState>

type ConversationRow = {
  id: string
  visitor_key: string
  visitor_name: string
  status: 'idle' | 'queued' | 'open'
  expert_id: string | null
  queued_at: number | null
  visitor_left_at: number | null
  expert_read_id: number
}

type MessageRow = {
  id: number
  from_id: string
  to_id: string
  sender: Sender
  body: string
  sent_at: number
  attachment_kind: AttachmentKind | null
  attachment_label: string | null
}

const TRANSCRIPT_LIMIT = 200
const CONSOLE_CONVERSATION_LIMIT = 100
const MAX_NAME_CHARS = 80
/** WebSocket.readyState of an open socket. */
const OPEN = 1

const expertKey = (id: string) => `e:${id}`
const conversationKey = (id: string) => `c:${id}`

export class ChatRoom extends Server<Env> {
  static options = { hibernate: true }

  /** Open sockets by `e:<expertId>` / `c:<conversationId>`; rebuilt from socket state after a wake. */
  #index: Map<string, Set<ChatConnection>> | null = null

  onStart() {
    const sql = this.ctx.storage.sql
    sql.exec(`CREATE TABLE IF NOT EXISTS conversations (
      id TEXT PRIMARY KEY,
      visitor_key TEXT NOT NULL UNIQUE,
      visitor_name TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'idle',
      expert_id TEXT,
      queued_at INTEGER,
      visitor_left_at INTEGER,
      expert_read_id INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL
    )`)
    sql.exec('CREATE INDEX IF NOT EXISTS conversations_expert ON conversations (expert_id, status)')
    sql.exec('CREATE INDEX IF NOT EXISTS conversations_queue ON conversations (status, queued_at)')
    sql.exec(`CREATE TABLE IF NOT EXISTS messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      conversation_id TEXT NOT NULL,
      from_id TEXT NOT NULL,
      to_id TEXT NOT NULL,
      sender TEXT NOT NULL,
      body TEXT NOT NULL,
      sent_at INTEGER NOT NULL
    )`)
    sql.exec('CREATE INDEX IF NOT EXISTS messages_conversation ON messages (conversation_id, id)')
    const columns = sql.exec<{ name: string }>('PRAGMA table_info(messages)').toArray()
    if (!columns.some((c) => c.name === 'attachment_kind')) {
      sql.exec('ALTER TABLE messages ADD COLUMN attachment_kind TEXT')
      sql.exec('ALTER TABLE messages ADD COLUMN attachment_label TEXT')
    }
    sql.exec('CREATE TABLE IF NOT EXISTS experts (id TEXT PRIMARY KEY, name TEXT NOT NULL)')
  }

  /** GET /parties/chat-room/support: whether anyone can answer right now (the widget and tests ask). */
  onRequest(request: Request) {
    if (request.method !== 'GET') return Response.json({ msg: 'Use a WebSocket to chat.' }, { status: 405 })
    return Response.json({ expertsOnline: this.#onlineExperts().length }, { headers: { 'cache-control': 'no-store' } })
  }

  onConnect(connection: ChatConnection, { request }: ConnectionContext) {
    const role = request.headers.get(IDENTITY_HEADERS.role)
    const name = request.headers.get(IDENTITY_HEADERS.name)
    connection.setState({
      verifiedRole: role === 'expert' || role === 'user' ? role : null,
      accountId: request.headers.get(IDENTITY_HEADERS.userId),
      accountName: name ? decodeURIComponent(name) : null,
      sent: [],
    })
  }

  onMessage(connection: ChatConnection, raw: WSMessage) {
    const parsed = parseClientMessage(raw)
    if (!parsed.ok) return this.#send(connection, { type: 'error', msg: parsed.msg })
    const message = parsed.value
    const state = connection.state
    if (!state) return this.#send(connection, { type: 'error', msg: 'Please reconnect.' })
    if (message.type === 'register') return this.#register(connection, message)
    if (!state.as || !state.id) return this.#send(connection, { type: 'error', msg: 'Please register first.' })
    switch (message.type) {
      case 'map_to_expert':
        if (state.as !== 'visitor') return this.#send(connection, { type: 'error', msg: 'Only visitors ask for an expert.' })
        return this.#mapVisitor(state.id)
      case 'send_message':
        return this.#relay(connection, message)
      case 'mark_read':
        if (state.as !== 'expert') return
        this.ctx.storage.sql.exec(
          `UPDATE conversations SET expert_read_id = (SELECT COALESCE(MAX(id), 0) FROM messages WHERE conversation_id = ?)
           WHERE id = ? AND expert_id = ?`,
          message.conversationId,
          message.conversationId,
          state.id,
        )
        return
    }
  }

  onClose(connection: ChatConnection) {
    const state = connection.state
    if (!state?.as || !state.id) return
    const key = state.as === 'expert' ? expertKey(state.id) : conversationKey(state.id)
    const index = this.#getIndex()
    index.get(key)?.delete(connection)
    if (this.#open(key).length > 0) return
    index.delete(key)
    if (state.as === 'visitor') this.#visitorLeft(state.id)
  }

  // ---- registration --------------------------------------------------------------------------

  #register(connection: ChatConnection, message: Extract<ClientMessage, { type: 'register' }>) {
    const state = connection.state!
    if (state.as) return this.#send(connection, { type: 'error', msg: 'This chat is already registered.' })

    if (message.role === 'expert') {
      if (state.verifiedRole !== 'expert' || !state.accountId) {
        this.#send(connection, { type: 'error', msg: 'Only signed-in SaffeSupport experts can answer chats.' })
        connection.close(4003, 'Not an expert')
        return
      }
      const name = state.accountName ?? 'SaffeSupport expert'
      this.ctx.storage.sql.exec(
        'INSERT INTO experts (id, name) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name',
        state.accountId,
        name,
      )
      connection.setState({ ...state, sent: [...state.sent], as: 'expert', id: state.accountId, name })
      this.#addToIndex(expertKey(state.accountId), connection)
      this.#send(connection, { type: 'registered', id: state.accountId, role: 'expert', name })
      const conversations = this.#expertConversations(state.accountId)
      this.#send(connection, { type: 'conversations', conversations })
      this.#drainQueue()
      return
    }

    // A visitor: signed in (account id and name from the token) or anonymous (a stable browser id).
    let visitorKey: string
    let name: string
    if (state.accountId) {
      visitorKey = `u:${state.accountId}`
      name = state.accountName ?? 'Visitor'
    } else {
      if (!message.userId || !VISITOR_ID_PATTERN.test(message.userId)) {
        return this.#send(connection, { type: 'error', msg: 'Please reload the page to start a chat.' })
      }
      visitorKey = `a:${message.userId}`
      name = message.name?.trim().slice(0, MAX_NAME_CHARS) ?? ''
    }
    const conversation = this.#conversationFor(visitorKey, name)
    connection.setState({ ...state, sent: [...state.sent], as: 'visitor', id: conversation.id, name: conversation.visitor_name })
    this.#addToIndex(conversationKey(conversation.id), connection)
    const returning = conversation.visitor_left_at !== null
    this.ctx.storage.sql.exec('UPDATE conversations SET visitor_left_at = NULL WHERE id = ?', conversation.id)
    this.#send(connection, { type: 'registered', id: conversation.id, role: 'user', name: conversation.visitor_name })
    this.#send(connection, {
      type: 'transcript',
      conversationId: conversation.id,
      messages: this.#transcript(conversation.id, TRANSCRIPT_LIMIT),
    })
    if (returning && conversation.status === 'open' && conversation.expert_id) {
      this.#notifyExpert(conversation.expert_id, conversation.id)
    }
  }

  #conversationFor(visitorKey: string, name: string): ConversationRow {
    const sql = this.ctx.storage.sql
    const existing = sql.exec<ConversationRow>('SELECT * FROM conversations WHERE visitor_key = ?', visitorKey).toArray()[0]
    if (existing) {
      if (name && name !== existing.visitor_name) {
        sql.exec('UPDATE conversations SET visitor_name = ? WHERE id = ?', name, existing.id)
        existing.visitor_name = name
      }
      return existing
    }
    const id = `c_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`
    const visitorName = name || `Visitor ${id.slice(2, 6).toUpperCase()}`
    sql.exec(
      'INSERT INTO conversations (id, visitor_key, visitor_name, created_at) VALUES (?, ?, ?, ?)',
      id,
      visitorKey,
      visitorName,
      Date.now(),
    )
    return sql.exec<ConversationRow>('SELECT * FROM conversations WHERE id = ?', id).one()
  }

  // ---- mapping and the queue -----------------------------------------------------------------

  #mapVisitor(conversationId: string) {
    const sql = this.ctx.storage.sql
    const conversation = sql.exec<ConversationRow>('SELECT * FROM conversations WHERE id = ?', conversationId).one()
    // Stay with the same expert while they are online.
    if (conversation.status === 'open' && conversation.expert_id && this.#open(expertKey(conversation.expert_id)).length) {
      return this.#tellMapped(conversationId, conversation.expert_id)
    }
    const expertId = this.#leastBusyExpert()
    if (expertId) return this.#assign(conversationId, expertId)
    if (conversation.status !== 'queued') {
      sql.exec(
        // expert_id stays: the queue gives the visitor back to the same expert if they return first.
        "UPDATE conversations SET status = 'queued', queued_at = ? WHERE id = ?",
        Date.now(),
        conversationId,
      )
    }
    this.#sendQueuePositions()
  }

  /** Online experts with the number of open conversations each has; the fewest wins (ties: longest online order). */
  #leastBusyExpert(): string | null {
    const online = this.#onlineExperts()
    if (online.length === 0) return null
    const loads = new Map(online.map((id) => [id, 0]))
    const rows = this.ctx.storage.sql.exec<{ expert_id: string; n: number }>(
      `SELECT expert_id, COUNT(*) AS n FROM conversations
       WHERE status = 'open' AND expert_id IS NOT NULL AND (visitor_left_at IS NULL OR visitor_left_at > ?)
       GROUP BY expert_id`,
      Date.now() - OPEN_AFTER_LEAVING_MS,
    )
    for (const row of rows) if (loads.has(row.expert_id)) loads.set(row.expert_id, row.n)
    let best: string | null = null
    for (const [id, load] of loads) if (best === null || load < loads.get(best)!) best = id
    return best
  }

  #assign(conversationId: string, expertId: string) {
    this.ctx.storage.sql.exec(
      "UPDATE conversations SET status = 'open', expert_id = ?, queued_at = NULL WHERE id = ?",
      expertId,
      conversationId,
    )
    this.#tellMapped(conversationId, expertId)
    this.#notifyExpert(expertId, conversationId)
  }

  #tellMapped(conversationId: string, expertId: string) {
    const expertName =
      this.ctx.storage.sql.exec<{ name: string }>('SELECT name FROM experts WHERE id = ?', expertId).toArray()[0]?.name ??
      'a SaffeSupport expert'
    this.#sendTo(conversationKey(conversationId), { type: 'mapped_to', expertId, expertName })
  }

  /** Maps every waiting visitor who is still here, in the order they asked. */
  #drainQueue() {
    const waiting = this.ctx.storage.sql
      .exec<{ id: string; expert_id: string | null }>(
        "SELECT id, expert_id FROM conversations WHERE status = 'queued' AND visitor_left_at IS NULL ORDER BY queued_at, rowid",
      )
      .toArray()
    const online = new Set(this.#onlineExperts())
    for (const { id, expert_id: previous } of waiting) {
      const expertId = previous && online.has(previous) ? previous : this.#leastBusyExpert()
      if (!expertId) break
      this.#assign(id, expertId)
    }
    this.#sendQueuePositions()
  }

  #sendQueuePositions() {
    const waiting = this.ctx.storage.sql
      .exec<{ id: string }>(
        "SELECT id FROM conversations WHERE status = 'queued' AND visitor_left_at IS NULL ORDER BY queued_at, rowid",
      )
      .toArray()
    waiting.forEach(({ id }, i) => {
      this.#sendTo(conversationKey(id), { type: 'queued', position: i + 1 })
    })
  }

  #visitorLeft(conversationId: string) {
    const conversation = this.ctx.storage.sql
      .exec<ConversationRow>('SELECT * FROM conversations WHERE id = ?', conversationId)
      .toArray()[0]
    if (!conversation) return
    this.ctx.storage.sql.exec('UPDATE conversations SET visitor_left_at = ? WHERE id = ?', Date.now(), conversationId)
    if (conversation.status === 'queued') this.#sendQueuePositions()
    if (conversation.status === 'open' && conversation.expert_id) this.#notifyExpert(conversation.expert_id, conversationId)
  }

  // ---- messages --------------------------------------------------------------------------------

  #relay(connection: ChatConnection, message: Extract<ClientMessage, { type: 'send_message' }>) {
    const state = connection.state!
    const text = message.message.trim()
    if (!text) return this.#send(connection, { type: 'error', msg: 'Please type a message first.' })
    const limit = messageLimit(message)
    if (message.message.length > limit) {
      return this.#send(connection, {
        type: 'error',
        msg: `That message is too long. Please keep each message under ${limit.toLocaleString('en-US')} characters.`,
      })
    }
    if (message.attachment && state.as !== 'visitor') {
      return this.#send(connection, { type: 'error', msg: 'Only visitors send attachments.' })
    }
    const now = Date.now()
    const recent = state.sent.filter((t) => now - t < RATE_WINDOW_MS)
    if (recent.length >= RATE_LIMIT_MESSAGES) {
      return this.#send(connection, {
        type: 'error',
        msg: 'You are sending messages very quickly. Please wait a few seconds and try again.',
      })
    }
    connection.setState({ ...state, sent: [...recent, now] })

    const sql = this.ctx.storage.sql
    let conversationId: string
    let to: string
    if (state.as === 'visitor') {
      conversationId = state.id!
      const row = sql
        .exec<Pick<ConversationRow, 'status' | 'expert_id'>>('SELECT status, expert_id FROM conversations WHERE id = ?', conversationId)
        .toArray()[0]
      if (row?.status !== 'open' || !row.expert_id || row.expert_id !== message.to) {
        return this.#send(connection, { type: 'error', msg: 'You are not connected to an expert yet. Please wait a moment.' })
      }
      to = row.expert_id
    } else {
      conversationId = message.to
      const row = sql
        .exec<Pick<ConversationRow, 'status' | 'expert_id'>>('SELECT status, expert_id FROM conversations WHERE id = ?', conversationId)
        .toArray()[0]
      if (row?.status !== 'open' || row.expert_id !== state.id) {
        return this.#send(connection, { type: 'error', msg: 'That conversation is not yours to answer.' })
      }
      to = conversationId
    }
    const from = state.id!
    const sender: Sender = state.as === 'visitor' ? 'visitor' : 'expert'
    const { id } = sql
      .exec<{ id: number }>(
        `INSERT INTO messages (conversation_id, from_id, to_id, sender, body, sent_at, attachment_kind, attachment_label)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        conversationId,
        from,
        to,
        sender,
        text,
        now,
        message.attachment?.kind ?? null,
        message.attachment?.label ?? null,
      )
      .one()
    if (sender === 'expert') {
      // The expert has read everything up to their own reply.
      sql.exec('UPDATE conversations SET expert_read_id = ? WHERE id = ?', id, conversationId)
    }
    const out: ServerMessage = {
      type: 'receive_message',
      id,
      conversationId,
      from,
      to,
      sender,
      message: text,
      sentAt: now,
      ...(message.attachment ? { attachment: message.attachment } : {}),
    }
    const expertId = sender === 'expert' ? from : to
    // Both parties, every open tab, except the socket that sent it (it appended the line itself).
    this.#sendTo(conversationKey(conversationId), out, connection)
    this.#sendTo(expertKey(expertId), out, connection)
  }

  #transcript(conversationId: string, limit: number): ChatLine[] {
    return this.ctx.storage.sql
      .exec<MessageRow>(
        `SELECT * FROM (SELECT id, from_id, to_id, sender, body, sent_at, attachment_kind, attachment_label FROM messages
         WHERE conversation_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id`,
        conversationId,
        limit,
      )
      .toArray()
      .map((m) => {
        const line: ChatLine = { id: m.id, from: m.from_id, to: m.to_id, sender: m.sender, message: m.body, sentAt: m.sent_at }
        if (m.attachment_kind && m.attachment_label) line.attachment = { kind: m.attachment_kind, label: m.attachment_label }
        return line
      })
  }

  #summary(row: ConversationRow): ConversationSummary {
    const { n } = this.ctx.storage.sql
      .exec<{ n: number }>(
        "SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ? AND sender = 'visitor' AND id > ?",
        row.id,
        row.expert_read_id,
      )
      .one()
    return {
      id: row.id,
      visitorName: row.visitor_name,
      visitorOnline: this.#open(conversationKey(row.id)).length > 0,
      unread: n,
      messages: this.#transcript(row.id, TRANSCRIPT_LIMIT),
    }
  }

  /** An expert's open conversations: visitor here now, left recently, or waiting for an answer. */
  #expertConversations(expertId: string): ConversationSummary[] {
    return this.ctx.storage.sql
      .exec<ConversationRow>(
        `SELECT * FROM conversations WHERE expert_id = ? AND status = 'open'
         AND (visitor_left_at IS NULL OR visitor_left_at > ?) ORDER BY created_at DESC LIMIT ?`,
        expertId,
        Date.now() - OPEN_AFTER_LEAVING_MS,
        CONSOLE_CONVERSATION_LIMIT,
      )
      .toArray()
      .map((row) => this.#summary(row))
  }

  #notifyExpert(expertId: string, conversationId: string) {
    const key = expertKey(expertId)
    if (this.#open(key).length === 0) return
    const row = this.ctx.storage.sql.exec<ConversationRow>('SELECT * FROM conversations WHERE id = ?', conversationId).one()
    this.#sendTo(key, { type: 'conversation', conversation: this.#summary(row) })
  }

  // ---- sockets ---------------------------------------------------------------------------------

  #getIndex(): Map<string, Set<ChatConnection>> {
    if (this.#index) return this.#index
    const index = new Map<string, Set<ChatConnection>>()
    for (const connection of this.getConnections<SocketState>()) {
      const state = connection.state
      if (!state?.as || !state.id || connection.readyState !== OPEN) continue
      const key = state.as === 'expert' ? expertKey(state.id) : conversationKey(state.id)
      if (!index.has(key)) index.set(key, new Set())
      index.get(key)!.add(connection)
    }
    this.#index = index
    return index
  }

  #addToIndex(key: string, connection: ChatConnection) {
    const index = this.#getIndex()
    if (!index.has(key)) index.set(key, new Set())
    index.get(key)!.add(connection)
  }

  #open(key: string): ChatConnection[] {
    const set = this.#getIndex().get(key)
    if (!set) return []
    return [...set].filter((c) => c.readyState === OPEN)
  }

  #onlineExperts(): string[] {
    const ids: string[] = []
    for (const key of this.#getIndex().keys()) {
      if (key.startsWith('e:') && this.#open(key).length > 0) ids.push(key.slice(2))
    }
    return ids
  }

  #sendTo(key: string, message: ServerMessage, except?: ChatConnection) {
    const frame = encode(message)
    for (const connection of this.#open(key)) if (connection !== except) connection.send(frame)
  }

  #send(connection: ChatConnection, message: ServerMessage) {
    connection.send(encode(message))
  }
}
