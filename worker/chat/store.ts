// The chat room's storage: conversations, messages and experts in the Durable Object's SQLite through
// drizzle's durable-sqlite driver, migrated on start (./migrations.ts). Synchronous, like the storage
// API under it, so the room never interleaves two changes. No sockets here.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, like, lt, max, ne, or, type SQL, sql } from 'drizzle-orm'
import { type DrizzleSqliteDODatabase, drizzle } from 'drizzle-orm/durable-sqlite'
import { migrate } from 'drizzle-orm/durable-sqlite/migrator'
import { soundsUrgent } from '#shared/chat/urgency'
import { chatMigrations } from './migrations'
import { CHAT_RETENTION_MONTHS, guestName, PLACE_AFTER_LEAVING_MS, PLACE_AFTER_WRITING_MS } from './policy'

const DAY_MS = 24 * 60 * 60 * 1000

export { CHAT_RETENTION_MONTHS }

import {
  type AttachmentInfo,
  type ChatLine,
  type ConversationSummary,
  type Locale,
  OPEN_AFTER_LEAVING_MS,
  PREVIEW_CHARS,
  type Sender,
} from '#shared/chat/protocol'
import { blockedAddresses, conversations, experts, messages, newConversations, tables } from './tables'

export type ConversationRow = typeof conversations.$inferSelect

/** Conversations that never got a message are dropped after a day (nothing to follow up). */
export const EMPTY_CONVERSATION_TTL_MS = 24 * 60 * 60_000
/** Rows deleted per statement when purging (Durable Object SQLite binds at most 100 values). */
export const PURGE_BATCH = 90
/** Delete statements per purge call, so a large backlog never holds the room for long; the daily
 * job calls again while rows remain. */
export const PURGE_MAX_STATEMENTS = 100

/** The cut-off date for `CHAT_RETENTION_MONTHS` before `now`. */
export function chatRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - CHAT_RETENTION_MONTHS)
  return cutoff
}

const TRANSCRIPT_LIMIT = 200
/** Conversation rows kept in memory (ChatStore #rows): about the conversations of a busy hour. */
const ROW_CACHE_LIMIT = 5_000
const CONSOLE_CONVERSATION_LIMIT = 100
/** How many of a visitor's newest lines are read to tell whether the conversation is urgent. */
const URGENT_LINES = 20

export class ChatStore {
  readonly db: DrizzleSqliteDODatabase<typeof tables>

  // The statements every chat line runs, built once (drizzle otherwise rebuilds the SQL per call).
  readonly #byId
  readonly #insertLine
  readonly #visitorWrote
  readonly #expertWrote
  /**
   * Conversation rows already read, by id: every chat line reads its conversation, and this object is
   * the only writer of the table (one Durable Object, one thread), so each write below updates or
   * forgets its row here. Bounded: the oldest entry goes first past ROW_CACHE_LIMIT.
   */
  readonly #rows = new Map<string, ConversationRow>()

  readonly #storage: DurableObjectStorage

  constructor(storage: DurableObjectStorage) {
    this.#storage = storage
    this.db = drizzle(storage, { schema: tables })
    const at = sql.placeholder('at')
    this.#byId = this.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, sql.placeholder('id')))
      .prepare()
    this.#insertLine = this.db
      .insert(messages)
      .values({
        conversationId: sql.placeholder('conversationId'),
        fromId: sql.placeholder('fromId'),
        toId: sql.placeholder('toId'),
        sender: sql.placeholder('sender'),
        body: sql.placeholder('body'),
        sentAt: at,
        attachmentKind: sql.placeholder('attachmentKind'),
        attachmentLabel: sql.placeholder('attachmentLabel'),
      })
      .returning({ id: messages.id })
      .prepare()
    // A visitor's line: they wait for an answer from their first unanswered line on.
    this.#visitorWrote = this.db
      .update(conversations)
      .set({ waitingSince: sql`coalesce(${conversations.waitingSince}, ${at})`, lastMessageAt: sql`${at}`, visitorWroteAt: sql`${at}` })
      .where(eq(conversations.id, sql.placeholder('id')))
      .prepare()
    // An expert's line: they have read everything up to their own reply, and the visitor has an answer.
    this.#expertWrote = this.db
      .update(conversations)
      .set({ expertReadId: sql`${sql.placeholder('lineId')}`, waitingSince: null, lastMessageAt: sql`${at}` })
      .where(eq(conversations.id, sql.placeholder('id')))
      .prepare()
  }

  migrate(): Promise<void> {
    return migrate(this.db, chatMigrations)
  }

  // ---- conversations ----------------------------------------------------------------------------

  conversation(id: string): ConversationRow | undefined {
    const cached = this.#rows.get(id)
    if (cached) return cached
    const row = this.#byId.get({ id })
    if (row) this.#remember(row)
    return row
  }

  #remember(row: ConversationRow) {
    this.#rows.delete(row.id)
    this.#rows.set(row.id, row)
    if (this.#rows.size > ROW_CACHE_LIMIT) this.#rows.delete(this.#rows.keys().next().value!)
  }

  byVisitorKey(visitorKey: string): ConversationRow | undefined {
    return this.db.select().from(conversations).where(eq(conversations.visitorKey, visitorKey)).get()
  }

  createConversation(
    visitorKey: string,
    name: string | null,
    signedIn: boolean,
    now: number,
    locale: Locale = 'en',
    place: string | null = null,
  ): ConversationRow {
    const id = `c_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`
    // Names from the same place in the last day, so a second "Visitor from Quebec" is told apart.
    const taken =
      name || !place
        ? []
        : this.db
            .select({ name: conversations.visitorName })
            .from(conversations)
            .where(and(gt(conversations.lastMessageAt, now - DAY_MS), like(conversations.visitorName, `Visitor from ${place}%`)))
            .all()
            .map((row) => row.name)
    return this.db
      .insert(conversations)
      .values({
        id,
        visitorKey,
        visitorName: name || guestName(id, place, taken),
        signedIn: signedIn ? 1 : 0,
        locale,
        createdAt: now,
        lastMessageAt: now,
      })
      .returning()
      .get()
  }

  update(id: string, values: Partial<Omit<ConversationRow, 'id'>>) {
    this.#rows.delete(id)
    this.db.update(conversations).set(values).where(eq(conversations.id, id)).run()
  }

  /** Visitors still here and waiting for an expert, in the order they asked. */
  queue(): Pick<ConversationRow, 'id' | 'expertId'>[] {
    return this.db
      .select({ id: conversations.id, expertId: conversations.expertId })
      .from(conversations)
      .where(and(eq(conversations.status, 'queued'), isNull(conversations.visitorLeftAt)))
      .orderBy(asc(conversations.queuedAt), asc(sql`rowid`))
      .all()
  }

  /** Open conversations per expert (visitor here, or left less than OPEN_AFTER_LEAVING_MS ago), places or not. */
  assigned(now: number): Map<string, number> {
    return this.#openPerExpert(or(isNull(conversations.visitorLeftAt), gt(conversations.visitorLeftAt, now - OPEN_AFTER_LEAVING_MS)))
  }

  /**
   * The places each expert's conversations hold (T4, decision 124): open, and the visitor wrote lately
   * and is here or left only a few minutes ago. A socket that never writes holds no place.
   */
  loads(now: number): Map<string, number> {
    return this.#openPerExpert(
      and(
        gt(conversations.visitorWroteAt, now - PLACE_AFTER_WRITING_MS),
        or(isNull(conversations.visitorLeftAt), gt(conversations.visitorLeftAt, now - PLACE_AFTER_LEAVING_MS)),
      ),
    )
  }

  #openPerExpert(condition: SQL | undefined): Map<string, number> {
    const rows = this.db
      .select({ expertId: conversations.expertId, n: count() })
      .from(conversations)
      .where(and(eq(conversations.status, 'open'), isNotNull(conversations.expertId), condition))
      .groupBy(conversations.expertId)
      .all()
    return new Map(rows.map((r) => [r.expertId!, r.n]))
  }

  expertConversations(expertId: string, now: number): ConversationRow[] {
    return this.db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.expertId, expertId),
          eq(conversations.status, 'open'),
          or(isNull(conversations.visitorLeftAt), gt(conversations.visitorLeftAt, now - OPEN_AFTER_LEAVING_MS)),
        ),
      )
      .orderBy(desc(conversations.lastMessageAt))
      .limit(CONSOLE_CONVERSATION_LIMIT)
      .all()
  }

  /** New guest conversations this address started since `since`; records one more when `record`. */
  newConversationsFrom(address: string, since: number): number {
    return (
      this.db
        .select({ n: count() })
        .from(newConversations)
        .where(and(eq(newConversations.address, address), gt(newConversations.at, since)))
        .get()?.n ?? 0
    )
  }

  recordNewConversation(address: string, now: number) {
    this.db.insert(newConversations).values({ address, at: now }).run()
  }

  /** Conversations of one client key, other than `exceptId`, that hold a place or a queue spot (T4). */
  activeFrom(address: string, exceptId: string, now: number): number {
    return (
      this.db
        .select({ n: count() })
        .from(conversations)
        .where(
          and(
            eq(conversations.address, address),
            ne(conversations.id, exceptId),
            inArray(conversations.status, ['open', 'queued']),
            gt(conversations.visitorWroteAt, now - PLACE_AFTER_WRITING_MS),
          ),
        )
        .get()?.n ?? 0
    )
  }

  /** U8: the same count over every /64 key of one IPv6 /48 (`network` is its first three groups, "2001:db8:48"). */
  activeFromNetwork(network: string, exceptId: string, now: number): number {
    return (
      this.db
        .select({ n: count() })
        .from(conversations)
        .where(
          and(
            like(conversations.address, `${network}:%`),
            ne(conversations.id, exceptId),
            inArray(conversations.status, ['open', 'queued']),
            gt(conversations.visitorWroteAt, now - PLACE_AFTER_WRITING_MS),
          ),
        )
        .get()?.n ?? 0
    )
  }

  /** An expert's block: the conversation never reopens and its client key stays out until `until`. */
  block(conversationId: string, address: string | null, now: number, until: number) {
    this.update(conversationId, { status: 'idle', blockedAt: now, doneAt: now, waitingSince: null, queuedAt: null })
    if (address) {
      this.db
        .insert(blockedAddresses)
        .values({ address, until })
        .onConflictDoUpdate({ target: blockedAddresses.address, set: { until } })
        .run()
    }
  }

  /** An expert's block lifted: the conversation may reopen, and the client key (a guest's) chat again. */
  unblock(conversationId: string, address: string | null) {
    this.update(conversationId, { blockedAt: null })
    if (address) this.db.delete(blockedAddresses).where(eq(blockedAddresses.address, address)).run()
  }

  /** The blocks an expert made since `since` and has not lifted: shown again in a reloaded console. */
  expertBlocks(expertId: string, since: number): ConversationRow[] {
    return this.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.expertId, expertId), gt(conversations.blockedAt, since)))
      .orderBy(desc(conversations.blockedAt))
      .limit(CONSOLE_CONVERSATION_LIMIT)
      .all()
  }

  isBlocked(address: string, now: number): boolean {
    return (
      (this.db.select({ until: blockedAddresses.until }).from(blockedAddresses).where(eq(blockedAddresses.address, address)).get()?.until ??
        0) > now
    )
  }

  // ---- experts ----------------------------------------------------------------------------------

  saveExpert(id: string, name: string) {
    this.db.insert(experts).values({ id, name }).onConflictDoUpdate({ target: experts.id, set: { name } }).run()
  }

  expertName(id: string): string | undefined {
    return this.db.select({ name: experts.name }).from(experts).where(eq(experts.id, id)).get()?.name
  }

  // ---- messages ---------------------------------------------------------------------------------

  addMessage(line: {
    conversationId: string
    from: string
    to: string
    sender: Sender
    body: string
    sentAt: number
    attachment?: AttachmentInfo
  }): number {
    // One transaction: the line and its conversation's times are stored together or not at all, so a
    // failed write leaves nothing behind and the visitor's second try is the only copy (decision 125).
    const row = this.#rows.get(line.conversationId)
    this.#rows.delete(line.conversationId)
    const id = this.#storage.transactionSync(() => this.#storeLine(line))
    if (row && line.sender === 'expert') this.#remember({ ...row, expertReadId: id, waitingSince: null, lastMessageAt: line.sentAt })
    else if (row)
      this.#remember({ ...row, waitingSince: row.waitingSince ?? line.sentAt, lastMessageAt: line.sentAt, visitorWroteAt: line.sentAt })
    return id
  }

  #storeLine(line: Parameters<ChatStore['addMessage']>[0]): number {
    const { id } = this.#insertLine.get({
      conversationId: line.conversationId,
      fromId: line.from,
      toId: line.to,
      sender: line.sender,
      body: line.body,
      at: line.sentAt,
      attachmentKind: line.attachment?.kind ?? null,
      attachmentLabel: line.attachment?.label ?? null,
    })!
    if (line.sender === 'expert') this.#expertWrote.run({ id: line.conversationId, lineId: id, at: line.sentAt })
    else this.#visitorWrote.run({ id: line.conversationId, at: line.sentAt })
    return id
  }

  markRead(conversationId: string, expertId: string) {
    this.#rows.delete(conversationId)
    const last = this.db
      .select({ id: max(messages.id) })
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .get()?.id
    this.db
      .update(conversations)
      .set({ expertReadId: last ?? 0 })
      .where(and(eq(conversations.id, conversationId), eq(conversations.expertId, expertId)))
      .run()
  }

  transcript(conversationId: string, limit = TRANSCRIPT_LIMIT): ChatLine[] {
    return this.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(desc(messages.id))
      .limit(limit)
      .all()
      .reverse()
      .map((m) => {
        const line: ChatLine = { id: m.id, from: m.fromId, to: m.toId, sender: m.sender, message: m.body, sentAt: m.sentAt }
        if (m.attachmentKind && m.attachmentLabel) line.attachment = { kind: m.attachmentKind, label: m.attachmentLabel }
        return line
      })
  }

  /** The console's view of a conversation: no transcript, just what the list shows. */
  summary(row: ConversationRow, visitorOnline: boolean): ConversationSummary {
    const unread =
      this.db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.conversationId, row.id), eq(messages.sender, 'visitor'), gt(messages.id, row.expertReadId)))
        .get()?.n ?? 0
    const last = this.db
      .select({ sender: messages.sender, body: messages.body, sentAt: messages.sentAt, label: messages.attachmentLabel })
      .from(messages)
      .where(eq(messages.conversationId, row.id))
      .orderBy(desc(messages.id))
      .limit(1)
      .get()
    const lastText = last ? (last.label ? `${last.label}: ${last.body}` : last.body) : ''
    // The visitor's newest lines and hand-offs: does any say money or the computer is at risk now?
    const said = this.db
      .select({ body: messages.body, kind: messages.attachmentKind })
      .from(messages)
      .where(and(eq(messages.conversationId, row.id), eq(messages.sender, 'visitor')))
      .orderBy(desc(messages.id))
      .limit(URGENT_LINES)
      .all()
    const urgent = said.some((line) => line.kind === 'help-now' || soundsUrgent(line.body))
    return {
      id: row.id,
      visitorName: row.visitorName,
      signedIn: row.signedIn === 1,
      visitorOnline,
      unread,
      lastMessage: last ? { sender: last.sender, text: [...lastText].slice(0, PREVIEW_CHARS).join(''), sentAt: last.sentAt } : null,
      urgent,
      waitingSince: row.waitingSince,
      pagePath: row.pagePath,
      locale: row.locale,
    }
  }

  // ---- retention --------------------------------------------------------------------------------

  /**
   * Deletes conversations whose last line is older than `before` (with their messages), empty
   * conversations idle for EMPTY_CONVERSATION_TTL_MS, and old new-conversation records; at most
   * PURGE_BATCH rows a statement and PURGE_MAX_BATCHES statements. `done` is false while more remain.
   * Conversations a visitor has open now (`keep`) are left alone.
   */
  purge(before: Date, now: number, keep: ReadonlySet<string>): { conversations: number; messages: number; done: boolean } {
    this.#rows.clear()
    let removedConversations = 0
    let removedMessages = 0
    const cutoff = before.getTime()
    let statements = 0
    while (statements < PURGE_MAX_STATEMENTS) {
      const stale = this.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          or(
            lt(conversations.lastMessageAt, cutoff),
            and(
              lt(conversations.createdAt, now - EMPTY_CONVERSATION_TTL_MS),
              sql`NOT EXISTS (SELECT 1 FROM messages WHERE messages.conversation_id = ${conversations.id})`,
            ),
          ),
        )
        .limit(PURGE_BATCH)
        .all()
        .map((r) => r.id)
        .filter((id) => !keep.has(id))
      if (stale.length === 0) {
        this.db
          .delete(newConversations)
          .where(lt(newConversations.at, now - 24 * 60 * 60_000))
          .run()
        return { conversations: removedConversations, messages: removedMessages, done: true }
      }
      // Messages first, in bounded batches, then the conversations.
      while (statements < PURGE_MAX_STATEMENTS) {
        statements++
        const ids = this.db
          .select({ id: messages.id })
          .from(messages)
          .where(inArray(messages.conversationId, stale))
          .limit(PURGE_BATCH)
          .all()
          .map((r) => r.id)
        if (ids.length === 0) break
        this.db.delete(messages).where(inArray(messages.id, ids)).run()
        removedMessages += ids.length
        if (ids.length < PURGE_BATCH) break
      }
      if (statements >= PURGE_MAX_STATEMENTS) break
      statements++
      this.db.delete(conversations).where(inArray(conversations.id, stale)).run()
      removedConversations += stale.length
      if (stale.length < PURGE_BATCH) {
        this.db
          .delete(newConversations)
          .where(lt(newConversations.at, now - 24 * 60 * 60_000))
          .run()
        return { conversations: removedConversations, messages: removedMessages, done: true }
      }
    }
    return { conversations: removedConversations, messages: removedMessages, done: false }
  }
}
