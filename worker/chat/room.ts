// The live-chat room: one Durable Object on partyserver (hibernation on). This class only connects
// the parts: sockets and who they are (./auth.ts), the rules (./policy.ts, pure), the storage
// (./store.ts, drizzle on the object's SQLite) and the protocol (shared/chat/protocol.ts, checked by
// ./schemas.ts). Everything a socket needs after a hibernation wake is in its state
// (connection.setState) or in SQLite; the in-memory socket index is rebuilt from those.
//
// RPC for the rest of the worker (call through getServerByName(env.ChatRoom, CHAT_ROOM)):
//   expertOf(conversationId), expertsHelping(accountId), purgeTranscripts(before), endSessions(target)
//   (see ./sessions.ts).
import { type Connection, type ConnectionContext, Server, type WSMessage } from 'partyserver'
import { site } from '#content/site'
import {
  CHAT_LOCALE_QUERY,
  type ClientMessage,
  encode,
  type Locale,
  messageLimit,
  OPEN_AFTER_LEAVING_MS,
  type Sender,
  type ServerMessage,
  VISITOR_ID_PATTERN,
} from '#shared/chat/protocol'
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import type { EndedSessions } from '../auth/chat-sessions'
import { checkGuestName, checkSession, IDENTITY_HEADERS, identify, touchSession } from './auth'
import {
  AmountWindow,
  BLOCK_MS,
  CHARS_WINDOW_MS,
  changedPositions,
  chooseExpert,
  cleanPagePath,
  cleanPlace,
  MAX_ACTIVE_PER_ADDRESS,
  MAX_ACTIVE_PER_NETWORK,
  MAX_CHARS_PER_ADDRESS_HOUR,
  MAX_CHARS_PER_CONVERSATION_HOUR,
  MAX_MESSAGES_PER_ADDRESS,
  MAX_MESSAGES_PER_CONVERSATION,
  MAX_NEW_CONVERSATIONS_PER_ADDRESS,
  MAX_SOCKETS_PER_ADDRESS,
  MAX_SOCKETS_PER_CONVERSATION,
  MESSAGE_WINDOW_MS,
  NEW_CONVERSATION_WINDOW_MS,
  PLACE_AFTER_WRITING_MS,
  SESSION_RECHECK_MS,
  WindowCounter,
} from './policy'
import { parseClientMessage } from './schemas'
import { ChatStore, type ConversationRow } from './store'

const safeDecode = (value: string | null): string | null => {
  try {
    return value === null ? null : decodeURIComponent(value)
  } catch {
    return null
  }
}

/** What the room remembers about one socket (survives hibernation). */
export interface SocketState {
  /** The connecting address (set by the worker, not the client). */
  address: string
  /**
   * The language the room answers this socket in: a visitor's from their `register` (before it, the
   * socket URL's hint); experts' console is English.
   */
  locale?: Locale
  /** The region the connection comes from (set by the worker from Cloudflare's data), for a guest's name. */
  place?: string
  /** Set by register. */
  as?: 'visitor' | 'expert'
  /** Visitors: their conversation id. Experts: their account id. */
  id?: string
  name?: string
  /** Signed-in sockets: the account and session, checked again every SESSION_RECHECK_MS. */
  accountId?: string
  sessionId?: string
  checkedAt?: number
}

type ChatConnection = Connection<SocketState>
type Send = Extract<ClientMessage, { type: 'send_message' }>

/** WebSocket.readyState of an open socket. */
const OPEN = 1
/** Close codes the widget and console understand. */
export const CLOSE = { signedOut: 4001, notExpert: 4003, tooMany: 4008, blocked: 4009 } as const

/** How long after the customer asked for an expert /verify-us may still name that expert (U3). */
export const VERIFY_WINDOW_MS = 30 * 60_000

const expertKey = (id: string) => `e:${id}`
const conversationKey = (id: string) => `c:${id}`

/** Paraglide's options for a socket's language (the room has no request to read it from). */
const lang = (connection: ChatConnection): { locale: Locale } => ({ locale: connection.state?.locale ?? DEFAULT_LOCALE })

export class ChatRoom extends Server<Env> {
  static options = { hibernate: true }

  #store = new ChatStore(this.ctx.storage)
  /** Open sockets by `e:<expertId>` / `c:<conversationId>`; rebuilt from socket state after a wake. */
  #index: Map<string, Set<ChatConnection>> | null = null
  // Rate counters live in memory: a wake from hibernation starts them afresh, which needs a quiet
  // room (no frames for several seconds), so a flood cannot reset them.
  #perConversation = new WindowCounter(MAX_MESSAGES_PER_CONVERSATION, MESSAGE_WINDOW_MS)
  #perAddress = new WindowCounter(MAX_MESSAGES_PER_ADDRESS, MESSAGE_WINDOW_MS)
  #pageChanges = new WindowCounter(MAX_MESSAGES_PER_CONVERSATION, MESSAGE_WINDOW_MS)
  #mapRequests = new WindowCounter(5, MESSAGE_WINDOW_MS)
  // Characters visitors send per hour (T9): per conversation and per client key.
  #charsPerConversation = new AmountWindow(MAX_CHARS_PER_CONVERSATION_HOUR, CHARS_WINDOW_MS)
  #charsPerAddress = new AmountWindow(MAX_CHARS_PER_ADDRESS_HOUR, CHARS_WINDOW_MS)
  /** When each expert session's activity was last written to D1 (at most once a minute, T5). */
  #touched = new Map<string, number>()
  /** Queue positions last sent, so only visitors whose place changed are told again. */
  #positions = new Map<string, number>()

  #ready: Promise<void> | null = null

  /** Runs the storage migrations once per wake; RPC calls do not pass through onStart, so they call it too. */
  #migrated(): Promise<void> {
    this.#ready ??= this.#store.migrate()
    return this.#ready
  }

  async onStart() {
    await this.#migrated()
  }

  /** GET /parties/chat-room/support: whether anyone can answer right now (the widget and tests ask). */
  onRequest(request: Request) {
    if (request.method !== 'GET') return Response.json({ msg: 'Use a WebSocket to chat.' }, { status: 405 })
    return Response.json({ expertsOnline: this.#onlineExperts().length }, { headers: { 'cache-control': 'no-store' } })
  }

  onConnect(connection: ChatConnection, { request }: ConnectionContext) {
    const address = request.headers.get(IDENTITY_HEADERS.address) ?? 'unknown'
    const hint = new URL(request.url).searchParams.get(CHAT_LOCALE_QUERY)
    const locale = isLocale(hint) ? hint : DEFAULT_LOCALE
    const fromAddress = this.#connections().filter((c) => c !== connection && c.state?.address === address && c.state.as !== 'expert')
    if (fromAddress.length >= MAX_SOCKETS_PER_ADDRESS) {
      this.#send(connection, { type: 'error', msg: m.chat_too_many_windows({}, { locale }) })
      connection.close(CLOSE.tooMany, 'Too many sockets')
      return
    }
    const place = cleanPlace(safeDecode(request.headers.get(IDENTITY_HEADERS.place)))
    connection.setState({ address, locale, ...(place ? { place } : {}) })
  }

  /**
   * Every frame, with the room's storage allowed to fail (decision 125): a failure is logged, the sender
   * is told in their language, and a line that was not stored comes back to them as `unsent` (their
   * widget offers "Send again"). A line is accepted only once stored, in one transaction, so what the
   * visitor saw accepted is never lost and a second try never makes two.
   */
  async onMessage(connection: ChatConnection, raw: WSMessage) {
    try {
      await this.#onFrame(connection, raw)
    } catch (err) {
      console.error(JSON.stringify({ job: 'chat', event: 'failure', cause: String(err) }))
      const parsed = parseClientMessage(raw, lang(connection).locale)
      const unsent = parsed.ok && parsed.value.type === 'send_message' ? parsed.value : null
      this.#send(
        connection,
        unsent
          ? { type: 'error', msg: m.chat_not_sent({}, lang(connection)), unsent: unsent.message }
          : { type: 'error', msg: m.chat_unavailable({}, lang(connection)) },
      )
    }
  }

  async #onFrame(connection: ChatConnection, raw: WSMessage) {
    const parsed = parseClientMessage(raw, lang(connection).locale)
    if (!parsed.ok) return this.#send(connection, { type: 'error', msg: parsed.msg })
    const message = parsed.value
    const state = connection.state
    if (!state) return this.#send(connection, { type: 'error', msg: m.chat_reconnect({}, lang(connection)) })
    if (message.type === 'register') return this.#register(connection, message)
    if (!state.as || !state.id) return this.#send(connection, { type: 'error', msg: m.chat_register_first({}, lang(connection)) })
    if (state.sessionId && Date.now() - (state.checkedAt ?? 0) > SESSION_RECHECK_MS) {
      if (!(await this.#recheck(connection))) return
    }
    // What an expert does in the console is activity, as an API call is (T5): the 30-minute idle rule
    // then agrees between the socket and the API.
    if (state.as === 'expert' && state.sessionId) this.#touch(state.sessionId)
    switch (message.type) {
      case 'map_to_expert':
        if (state.as !== 'visitor') return this.#send(connection, { type: 'error', msg: 'Only visitors ask for an expert.' })
        if (!this.#mapRequests.hit(state.id, Date.now())) return
        if (this.#tooManyActive(state.address, state.id))
          return this.#send(connection, { type: 'error', msg: m.chat_too_many_open({ phone: site.phone }, lang(connection)) })
        return this.#mapVisitor(state.id)
      case 'send_message':
        return this.#relay(connection, message)
      case 'page':
        return this.#page(connection, message.path)
      case 'mark_read':
        if (state.as === 'expert') this.#store.markRead(message.conversationId, state.id)
        return
      case 'open_conversation':
        return this.#openConversation(connection, message.conversationId)
      case 'mark_done':
        return this.#markDone(connection, message.conversationId)
      case 'block_visitor':
        return this.#block(connection, message.conversationId)
      case 'unblock_visitor':
        return this.#unblock(connection, message.conversationId)
      case 'typing':
        return this.#typing(connection, message.conversationId)
    }
  }

  #touch(sessionId: string) {
    const now = Date.now()
    if (now - (this.#touched.get(sessionId) ?? 0) < 60_000) return
    this.#touched.set(sessionId, now)
    this.ctx.waitUntil(touchSession(this.env, sessionId, now).catch(() => {}))
  }

  /** Whether this client key already holds MAX_ACTIVE_PER_ADDRESS places or queue spots elsewhere (T4). */
  #tooManyActive(address: string, conversationId: string): boolean {
    const now = Date.now()
    if (this.#store.activeFrom(address, conversationId, now) >= MAX_ACTIVE_PER_ADDRESS) return true
    // U8: an IPv6 client's /64 key also counts toward its /48, so rotating /64s gains nothing.
    if (!address.endsWith('::/64')) return false
    const network = address.split(':').slice(0, 3).join(':')
    return this.#store.activeFromNetwork(network, conversationId, now) >= MAX_ACTIVE_PER_NETWORK
  }

  /** An expert is typing in a conversation that is theirs: its visitor sees "Sam is typing..." (decision 153). */
  #typing(connection: ChatConnection, conversationId: string) {
    const state = connection.state!
    if (state.as !== 'expert') return
    const row = this.#store.conversation(conversationId)
    if (!row || row.status !== 'open' || row.expertId !== state.id) return
    const name = this.#shownExpertName(state.id, row.locale ?? DEFAULT_LOCALE)
    this.#sendTo(conversationKey(conversationId), { type: 'typing', name })
  }

  /**
   * An expert ends an abusive visit (T4, T9): the conversation stays shut for BLOCK_MS (U7: a day, not for
   * ever). A guest's client key is kept out as long; a signed-in customer's is not, since the block is on
   * their account, which they cannot shed by changing address, and their neighbours on a shared address
   * (a library, an office, a carrier) did nothing.
   */
  #block(connection: ChatConnection, conversationId: string) {
    const state = connection.state!
    const row = this.#store.conversation(conversationId)
    if (state.as !== 'expert' || !row || row.expertId !== state.id) {
      return this.#send(connection, { type: 'error', msg: 'That conversation is not yours to answer.' })
    }
    const now = Date.now()
    this.#store.block(conversationId, row.signedIn === 1 ? null : row.address, now, now + BLOCK_MS)
    for (const visitor of this.#open(conversationKey(conversationId))) {
      this.#send(visitor, { type: 'error', msg: m.chat_blocked({}, lang(visitor)) })
      visitor.close(CLOSE.blocked, 'Blocked by an expert')
    }
    this.#sendTo(expertKey(state.id), { type: 'conversation_closed', conversationId })
    this.#drainQueue()
  }

  /** The expert who blocked lifts it before the day is over (U7): the account, or the guest's client key, may chat again. */
  #unblock(connection: ChatConnection, conversationId: string) {
    const state = connection.state!
    const row = this.#store.conversation(conversationId)
    if (state.as !== 'expert' || !row || row.expertId !== state.id || row.blockedAt === null) {
      return this.#send(connection, { type: 'error', msg: 'That block is not yours to lift.' })
    }
    this.#store.unblock(conversationId, row.signedIn === 1 ? null : row.address)
    this.#send(connection, { type: 'unblocked', conversationId })
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

  /** Every few minutes while signed-in sockets are open: end those whose session or role ended (S5). */
  async onAlarm() {
    let signedIn = 0
    for (const connection of this.#connections()) {
      if (!connection.state?.sessionId) continue
      if (await this.#recheck(connection)) signedIn++
    }
    if (signedIn > 0) await this.ctx.storage.setAlarm(Date.now() + SESSION_RECHECK_MS)
  }

  // ---- RPC ---------------------------------------------------------------------------------------

  /** The expert account a conversation is assigned to (open or not), or null. */
  async expertOf(conversationId: string): Promise<string | null> {
    await this.#migrated()
    const row = this.#store.conversation(conversationId)
    return row?.status === 'open' ? row.expertId : null
  }

  /**
   * The experts in a chat on this customer account right now, first names only (decision 110: the only
   * positive answer of /verify-us). Only while it is true (U3): the signed-in customer asked for an
   * expert in the last VERIFY_WINDOW_MS, the chat is open with that expert, and both are connected now.
   */
  async expertsHelping(accountId: string, now = Date.now()): Promise<{ firstName: string }[]> {
    await this.#migrated()
    const row = this.#store.byVisitorKey(`u:${accountId}`)
    if (row?.status !== 'open' || !row.expertId || row.blockedAt !== null) return []
    if (row.askedAt === null || now - row.askedAt > VERIFY_WINDOW_MS) return []
    if (this.#open(conversationKey(row.id)).length === 0 || this.#open(expertKey(row.expertId)).length === 0) return []
    const name = this.#store.expertName(row.expertId)?.trim()
    return name ? [{ firstName: name.split(/\s+/)[0] }] : []
  }

  /**
   * Deletes conversations (and their messages) whose last line is older than `before`, and empty
   * ones older than a day, in bounded batches. Call again while `done` is false.
   */
  async purgeTranscripts(before: Date): Promise<{ conversations: number; messages: number; done: boolean }> {
    await this.#migrated()
    const here = new Set<string>()
    for (const key of this.#getIndex().keys()) if (key.startsWith('c:') && this.#open(key).length) here.add(key.slice(2))
    return this.#store.purge(before, Date.now(), here)
  }

  /**
   * Closes chat sockets of ended sessions: one session (logout), or every session of an account
   * except one (password change; without `exceptSessionId`, all of them).
   */
  async endSessions(target: EndedSessions): Promise<number> {
    let closed = 0
    for (const connection of this.#connections()) {
      const state = connection.state
      if (!state?.sessionId) continue
      const ended =
        'sessionId' in target
          ? state.sessionId === target.sessionId
          : state.accountId === target.userId && state.sessionId !== target.exceptSessionId
      if (!ended) continue
      this.#send(connection, { type: 'error', msg: m.chat_signed_out({}, lang(connection)) })
      connection.close(CLOSE.signedOut, 'Signed out')
      closed++
    }
    return closed
  }

  // ---- registration ------------------------------------------------------------------------------

  async #register(connection: ChatConnection, message: Extract<ClientMessage, { type: 'register' }>) {
    const state = connection.state!
    if (state.as) return this.#send(connection, { type: 'error', msg: m.chat_already_registered({}, lang(connection)) })
    const who = message.token ? await identify(this.env, message.token) : null
    if (connection.readyState !== OPEN || connection.state?.as) return

    if (message.role === 'expert') {
      if (!who) {
        this.#send(connection, { type: 'error', msg: 'Please sign in with your expert account to answer chats.' })
        connection.close(CLOSE.signedOut, 'Not signed in')
        return
      }
      if (who.role !== 'expert') {
        this.#send(connection, { type: 'error', msg: 'Only SaffeSupport experts can answer chats. This account is not an expert account.' })
        connection.close(CLOSE.notExpert, 'Not an expert')
        return
      }
      this.#store.saveExpert(who.userId, who.name)
      connection.setState({
        ...state,
        locale: DEFAULT_LOCALE,
        as: 'expert',
        id: who.userId,
        name: who.name,
        accountId: who.userId,
        sessionId: who.sessionId,
        checkedAt: Date.now(),
      })
      this.#addToIndex(expertKey(who.userId), connection)
      await this.#scheduleRecheck()
      this.#send(connection, { type: 'registered', id: who.userId, role: 'expert', name: who.name })
      const now = Date.now()
      const conversations = this.#store.expertConversations(who.userId, now).map((row) => this.#summary(row))
      this.#send(connection, { type: 'conversations', conversations })
      this.#drainQueue()
      this.#send(connection, { type: 'queue_length', waiting: this.#store.queue().length })
      return
    }

    // A visitor: signed in (account name from D1) or a guest (a stable browser id and their own name),
    // chatting in the language of the page they are on (the room answers them in it from now on).
    const locale = message.locale ?? DEFAULT_LOCALE
    const o = { locale }
    connection.setState({ ...state, locale })
    const refuseBlocked = () => {
      this.#send(connection, { type: 'error', msg: m.chat_blocked({}, o) })
      connection.close(CLOSE.blocked, 'Blocked by an expert')
    }
    if (this.#store.isBlocked(state.address, Date.now())) return refuseBlocked()
    let conversation: ConversationRow | undefined
    const now = Date.now()
    if (who) {
      conversation = this.#store.byVisitorKey(`u:${who.userId}`)
      if (!conversation) conversation = this.#store.createConversation(`u:${who.userId}`, who.name, true, now, locale)
      else if (conversation.visitorName !== who.name || conversation.signedIn !== 1) {
        this.#store.update(conversation.id, { visitorName: who.name, signedIn: 1 })
      }
    } else {
      if (!message.userId || !VISITOR_ID_PATTERN.test(message.userId)) {
        return this.#send(connection, { type: 'error', msg: m.chat_reload_to_start({}, o) })
      }
      const name = checkGuestName(message.name, locale)
      if (!name.ok) return this.#send(connection, { type: 'error', msg: name.msg })
      conversation = this.#store.byVisitorKey(`a:${message.userId}`)
      if (!conversation) {
        if (this.#store.newConversationsFrom(state.address, now - NEW_CONVERSATION_WINDOW_MS) >= MAX_NEW_CONVERSATIONS_PER_ADDRESS) {
          this.#send(connection, { type: 'error', msg: m.chat_too_many_new({}, o) })
          connection.close(CLOSE.tooMany, 'Too many new conversations')
          return
        }
        this.#store.recordNewConversation(state.address, now)
        conversation = this.#store.createConversation(`a:${message.userId}`, name.name, false, now, locale, state.place ?? null)
      } else if (name.name && name.name !== conversation.visitorName) {
        this.#store.update(conversation.id, { visitorName: name.name })
      }
    }
    const id = conversation.id
    if (conversation.blockedAt !== null) {
      // U7: an expert's block lasts a day; after that the visitor may chat again.
      if (conversation.blockedAt + BLOCK_MS > now) return refuseBlocked()
      this.#store.update(id, { blockedAt: null })
    }
    if (this.#open(conversationKey(id)).length >= MAX_SOCKETS_PER_CONVERSATION) {
      this.#send(connection, { type: 'error', msg: m.chat_too_many_tabs({}, o) })
      connection.close(CLOSE.tooMany, 'Too many sockets for this conversation')
      return
    }
    connection.setState({
      ...state,
      locale,
      as: 'visitor',
      id,
      ...(who ? { accountId: who.userId, sessionId: who.sessionId, checkedAt: now } : {}),
    })
    this.#addToIndex(conversationKey(id), connection)
    if (who) await this.#scheduleRecheck()
    const returning = conversation.visitorLeftAt !== null
    // The conversation's language is the one the visitor chats in now (a switch of site language counts).
    const newLanguage = conversation.locale !== locale
    this.#store.update(id, {
      visitorLeftAt: null,
      pagePath: cleanPagePath(message.page) ?? conversation.pagePath,
      locale,
      address: state.address,
    })
    const fresh = this.#store.conversation(id)!
    this.#send(connection, { type: 'registered', id, role: 'user', name: fresh.visitorName })
    this.#send(connection, { type: 'transcript', conversationId: id, messages: this.#store.transcript(id) })
    if ((returning || newLanguage) && fresh.status === 'open' && fresh.expertId) this.#notifyExpert(fresh.expertId, id)
  }

  /** Checks a signed-in socket's session again; closes it and answers false when it has ended. */
  async #recheck(connection: ChatConnection): Promise<boolean> {
    const state = connection.state
    if (!state?.accountId || !state.sessionId) return true
    const role = await checkSession(this.env, state.accountId, state.sessionId)
    const ok = role !== null && (state.as !== 'expert' || role === 'expert')
    if (!ok) {
      this.#send(connection, { type: 'error', msg: m.chat_session_ended({}, lang(connection)) })
      connection.close(CLOSE.signedOut, 'Session ended')
      return false
    }
    if (connection.state) connection.setState({ ...connection.state, checkedAt: Date.now() })
    return true
  }

  async #scheduleRecheck() {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + SESSION_RECHECK_MS)
  }

  // ---- mapping and the queue ---------------------------------------------------------------------

  #mapVisitor(conversationId: string) {
    if (!this.#store.conversation(conversationId)) return
    // The visitor asked (or wrote to reopen) now: /verify-us may name the expert for a while (U3).
    this.#store.update(conversationId, { askedAt: Date.now() })
    const conversation = this.#store.conversation(conversationId)
    if (!conversation) return
    const online = new Set(this.#onlineExperts())
    // Already with an expert who is here: say so again, change nothing.
    if (conversation.status === 'open' && conversation.expertId && online.has(conversation.expertId)) {
      return this.#tellMapped(conversationId, conversation.expertId)
    }
    // Already waiting: repeat only this visitor's place.
    if (conversation.status === 'queued') {
      const position = this.#store.queue().findIndex((q) => q.id === conversationId) + 1
      if (position > 0) this.#sendTo(conversationKey(conversationId), { type: 'queued', position, expertsOnline: online.size })
      return
    }
    const expertId = chooseExpert(this.#loads(), conversation.expertId)
    if (expertId) return this.#assign(conversationId, expertId)
    // expertId stays: the queue gives the visitor back to the same expert if they return first.
    this.#store.update(conversationId, { status: 'queued', queuedAt: Date.now(), waitingSince: conversation.waitingSince ?? Date.now() })
    this.#sendQueuePositions()
  }

  #loads() {
    const now = Date.now()
    const loads = this.#store.loads(now)
    const assigned = this.#store.assigned(now)
    return this.#onlineExperts().map((id) => ({ id, open: loads.get(id) ?? 0, assigned: assigned.get(id) ?? 0 }))
  }

  #assign(conversationId: string, expertId: string) {
    const row = this.#store.conversation(conversationId)
    const waiting = row?.waitingSince ?? Date.now()
    this.#store.update(conversationId, { status: 'open', expertId, queuedAt: null, doneAt: null, waitingSince: waiting })
    this.#positions.delete(conversationId)
    this.#tellMapped(conversationId, expertId)
    this.#notifyExpert(expertId, conversationId)
  }

  #tellMapped(conversationId: string, expertId: string) {
    const locale = this.#store.conversation(conversationId)?.locale ?? DEFAULT_LOCALE
    const expertName = this.#shownExpertName(expertId, locale)
    this.#sendTo(conversationKey(conversationId), { type: 'mapped_to', expertId, expertName })
  }

  /** What a visitor calls their expert (N18): the first name and "from SaffeSupport" in the visitor's language. */
  #shownExpertName(expertId: string, locale: Locale): string {
    const first = this.#store.expertName(expertId)?.trim().split(/\s+/)[0]
    return first ? m.chat_expert_name({ name: first }, { locale }) : m.chat_some_expert({}, { locale })
  }

  /** Maps waiting visitors who are still here, in the order they asked, while experts have room. */
  #drainQueue() {
    for (const { id, expertId: previous } of this.#store.queue()) {
      const expertId = chooseExpert(this.#loads(), previous)
      if (!expertId) break
      this.#assign(id, expertId)
    }
    this.#sendQueuePositions()
  }

  /** The queue's length last told to the experts. */
  #queueLength = 0

  #sendQueuePositions() {
    const queue = this.#store.queue().map((q) => q.id)
    // Whether anyone is on chat at all: the widget then says so rather than "you are next" (decision 153).
    const expertsOnline = this.#onlineExperts().length
    for (const [id, position] of changedPositions(queue, this.#positions)) {
      this.#positions.set(id, position)
      this.#sendTo(conversationKey(id), { type: 'queued', position, expertsOnline })
    }
    const inQueue = new Set(queue)
    for (const id of this.#positions.keys()) if (!inQueue.has(id)) this.#positions.delete(id)
    // The experts see how many wait, whenever that changes.
    if (queue.length !== this.#queueLength) {
      this.#queueLength = queue.length
      for (const id of this.#onlineExperts()) this.#sendTo(expertKey(id), { type: 'queue_length', waiting: queue.length })
    }
  }

  #visitorLeft(conversationId: string) {
    const conversation = this.#store.conversation(conversationId)
    if (!conversation) return
    this.#store.update(conversationId, { visitorLeftAt: Date.now() })
    if (conversation.status === 'queued') this.#sendQueuePositions()
    if (conversation.status === 'open' && conversation.expertId) this.#notifyExpert(conversation.expertId, conversationId)
  }

  #page(connection: ChatConnection, path: string) {
    const state = connection.state!
    if (state.as !== 'visitor') return
    const clean = cleanPagePath(path)
    if (!clean) return this.#send(connection, { type: 'error', msg: m.chat_page_unreadable({}, lang(connection)) })
    if (!this.#pageChanges.hit(state.id!, Date.now())) return
    const row = this.#store.conversation(state.id!)
    if (!row || row.pagePath === clean) return
    this.#store.update(row.id, { pagePath: clean })
    if (row.status === 'open' && row.expertId) this.#notifyExpert(row.expertId, row.id)
  }

  // ---- the console ---------------------------------------------------------------------------------

  #openConversation(connection: ChatConnection, conversationId: string) {
    const state = connection.state!
    const row = this.#store.conversation(conversationId)
    if (state.as !== 'expert' || !row || row.expertId !== state.id) {
      return this.#send(connection, { type: 'error', msg: 'That conversation is not yours to answer.' })
    }
    this.#send(connection, { type: 'transcript', conversationId, messages: this.#store.transcript(conversationId) })
  }

  #markDone(connection: ChatConnection, conversationId: string) {
    const state = connection.state!
    const row = this.#store.conversation(conversationId)
    if (state.as !== 'expert' || !row || row.expertId !== state.id || row.status !== 'open') {
      return this.#send(connection, { type: 'error', msg: 'That conversation is not yours to answer.' })
    }
    // The visitor is told the chat is over and what to do next, in their language (issue 47, 6.11): a
    // line from the expert, stored with the conversation, so every tab and a later reload show it too.
    const now = Date.now()
    const body = m.chat_done_visitor({ phone: site.phone }, { locale: row.locale })
    const id = this.#store.addMessage({ conversationId, from: state.id, to: conversationId, sender: 'expert', body, sentAt: now })
    this.#store.update(conversationId, { status: 'idle', doneAt: now, waitingSince: null })
    this.#store.markRead(conversationId, state.id)
    const line: ServerMessage = {
      type: 'receive_message',
      id,
      conversationId,
      from: state.id,
      to: conversationId,
      sender: 'expert',
      message: body,
      sentAt: now,
    }
    try {
      this.#sendFrame(conversationKey(conversationId), encode(line))
    } catch (err) {
      console.error(JSON.stringify({ job: 'chat', event: 'failure', cause: `done line after store: ${String(err)}` }))
    }
    this.#sendTo(expertKey(state.id), { type: 'conversation_closed', conversationId })
    this.#drainQueue()
  }

  // ---- messages ------------------------------------------------------------------------------------

  #relay(connection: ChatConnection, message: Send) {
    const state = connection.state!
    const o = lang(connection)
    const text = message.message.trim()
    if (!text) return this.#send(connection, { type: 'error', msg: m.chat_type_first({}, o) })
    const limit = messageLimit(message)
    if (message.message.length > limit) {
      return this.#send(connection, { type: 'error', msg: m.chat_too_long({ limit: limit.toLocaleString(LOCALE_TAGS[o.locale]) }, o) })
    }
    if (message.attachment && state.as !== 'visitor') {
      return this.#send(connection, { type: 'error', msg: 'Only visitors send attachments.' })
    }

    let conversationId: string
    let to: string
    if (state.as === 'visitor') {
      conversationId = state.id!
      let row = this.#store.conversation(conversationId)
      if (!row || row.blockedAt !== null) return this.#send(connection, { type: 'error', msg: m.chat_blocked({}, o) })
      // A line starts to hold a place with an expert: one client key holds at most a few (T4).
      const holdsPlace = row.visitorWroteAt !== null && row.visitorWroteAt > Date.now() - PLACE_AFTER_WRITING_MS && row.status !== 'idle'
      if (!holdsPlace && this.#tooManyActive(state.address, conversationId)) {
        return this.#send(connection, { type: 'error', msg: m.chat_too_many_open({ phone: site.phone }, o) })
      }
      // A visitor writing again after the expert marked the chat done goes back to an expert (the
      // same one when they have room); if everyone is busy the line waits for whoever takes it.
      const reopening = row?.status === 'idle' && row.doneAt !== null && row.expertId === message.to
      if (reopening) {
        this.#mapVisitor(conversationId)
        row = this.#store.conversation(conversationId)
      }
      const mapped = reopening ? row?.status === 'open' || row?.status === 'queued' : row?.status === 'open' && row.expertId === message.to
      if (!row?.expertId || !mapped) {
        return this.#send(connection, { type: 'error', msg: m.chat_not_connected({}, o) })
      }
      to = row.expertId
    } else {
      conversationId = message.to
      const row = this.#store.conversation(conversationId)
      if (row?.status !== 'open' || row.expertId !== state.id) {
        return this.#send(connection, { type: 'error', msg: 'That conversation is not yours to answer.' })
      }
      to = conversationId
    }
    // Limits per conversation (every tab and socket together) and per connecting address (S6).
    const now = Date.now()
    if (state.as === 'visitor') {
      if (!this.#perConversation.hit(conversationId, now) || !this.#perAddress.hit(state.address, now)) {
        return this.#send(connection, { type: 'error', msg: m.chat_too_fast({}, o) })
      }
      // A byte budget besides the line count (T9): characters per hour per conversation and per client key.
      const size = text.length
      if (!this.#charsPerConversation.take(conversationId, size, now) || !this.#charsPerAddress.take(state.address, size, now)) {
        return this.#send(connection, { type: 'error', msg: m.chat_too_much_text({}, o) })
      }
    } else if (!this.#perConversation.hit(`e:${state.id}:${conversationId}`, now)) {
      return this.#send(connection, { type: 'error', msg: m.chat_too_fast({}, o) })
    }

    const from = state.id!
    const sender: Sender = state.as === 'visitor' ? 'visitor' : 'expert'
    const id = this.#store.addMessage({ conversationId, from, to, sender, body: text, sentAt: now, attachment: message.attachment })
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
    // Both parties, every open tab, except the socket that sent it (it appended the line itself). The
    // line is stored now: a socket failing here must not make onMessage tell the sender it was not sent
    // (a "Send again" would store it twice); whoever missed it gets it with the transcript.
    const frame = encode(out)
    try {
      this.#sendFrame(conversationKey(conversationId), frame, connection)
      this.#sendFrame(expertKey(expertId), frame, connection)
    } catch (err) {
      console.error(JSON.stringify({ job: 'chat', event: 'failure', cause: `relay after store: ${String(err)}` }))
    }
  }

  #summary(row: ConversationRow) {
    return this.#store.summary(row, this.#open(conversationKey(row.id)).length > 0)
  }

  /** A small status frame (no transcript) to the expert's consoles. */
  #notifyExpert(expertId: string, conversationId: string) {
    const key = expertKey(expertId)
    if (this.#open(key).length === 0) return
    const row = this.#store.conversation(conversationId)
    if (!row) return
    const leftLongAgo = row.visitorLeftAt !== null && row.visitorLeftAt < Date.now() - OPEN_AFTER_LEAVING_MS
    if (row.status !== 'open' || leftLongAgo) return
    this.#sendTo(key, { type: 'conversation', conversation: this.#summary(row) })
  }

  // ---- sockets -------------------------------------------------------------------------------------

  #connections(): ChatConnection[] {
    return [...this.getConnections<SocketState>()].filter((c) => c.readyState === OPEN)
  }

  #getIndex(): Map<string, Set<ChatConnection>> {
    if (this.#index) return this.#index
    const index = new Map<string, Set<ChatConnection>>()
    for (const connection of this.#connections()) {
      const state = connection.state
      if (!state?.as || !state.id) continue
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
    this.#sendFrame(key, encode(message), except)
  }

  #sendFrame(key: string, frame: string, except?: ChatConnection) {
    for (const connection of this.#open(key)) if (connection !== except) connection.send(frame)
  }

  #send(connection: ChatConnection, message: ServerMessage) {
    if (connection.readyState === OPEN) connection.send(encode(message))
  }
}
