// The live-chat room: one Durable Object on partyserver (hibernation on). This class only connects
// the parts: sockets and who they are (./sockets.ts, ./auth.ts), the rules (./policy.ts, pure; the
// counters in ./limits.ts), the storage (./store.ts, drizzle on the object's SQLite), the queue
// (./queue.ts) and the protocol (shared/chat/protocol.ts, checked by ./schemas.ts). Each frame is
// handled in ./register.ts, ./messages.ts or ./expert-actions.ts. Everything a socket needs after a
// hibernation wake is in its state (connection.setState) or in SQLite; the in-memory socket index is
// rebuilt from those.
//
// RPC for the rest of the worker (call through getServerByName(env.ChatRoom, CHAT_ROOM)):
//   expertOf(conversationId), expertsHelping(accountId), purgeTranscripts(before), endSessions(target)
//   (see worker/auth/chat-sessions.ts).
import { type ConnectionContext, Server, type WSMessage } from 'partyserver'
import { site } from '#content/site'
import { CHAT_LOCALE_QUERY } from '#shared/chat/protocol'
import { DEFAULT_LOCALE, isLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import type { EndedSessions } from '../auth/chat-sessions'
import { checkSession, IDENTITY_HEADERS, touchSession } from './auth'
import { block, markDone, openConversation, typing, unblock } from './expert-actions'
import { Limits } from './limits'
import { page, relay } from './messages'
import type { RoomParts } from './parts'
import { cleanPlace, MAX_SOCKETS_PER_ADDRESS, SESSION_RECHECK_MS } from './policy'
import { Queue } from './queue'
import { register } from './register'
import { parseClientMessage } from './schemas'
import { type ChatConnection, CLOSE, conversationKey, expertKey, keyOf, lang, type SocketState, Sockets, send } from './sockets'
import { ChatStore } from './store'

export { CLOSE, type SocketState } from './sockets'

const safeDecode = (value: string | null): string | null => {
  try {
    return value === null ? null : decodeURIComponent(value)
  } catch {
    return null
  }
}

/** How long after the customer asked for an expert /verify-us may still name that expert (U3). */
export const VERIFY_WINDOW_MS = 30 * 60_000

export class ChatRoom extends Server<Env> {
  static options = { hibernate: true }

  #store = new ChatStore(this.ctx.storage)
  #sockets = new Sockets(() => this.getConnections<SocketState>())
  #queue = new Queue(this.#store, this.#sockets)
  /** What the frame handlers are given; `env` is read from the object at each use, as the class does. */
  #parts: RoomParts = (() => {
    const env = () => this.env
    return {
      get env() {
        return env()
      },
      store: this.#store,
      sockets: this.#sockets,
      queue: this.#queue,
      limits: new Limits(this.#store),
      scheduleRecheck: () => this.#scheduleRecheck(),
    }
  })()
  /** When each expert session's activity was last written to D1 (at most once a minute, T5). */
  #touched = new Map<string, number>()

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
    return Response.json({ expertsOnline: this.#sockets.onlineExperts().length }, { headers: { 'cache-control': 'no-store' } })
  }

  onConnect(connection: ChatConnection, { request }: ConnectionContext) {
    const address = request.headers.get(IDENTITY_HEADERS.address) ?? 'unknown'
    const hint = new URL(request.url).searchParams.get(CHAT_LOCALE_QUERY)
    const locale = isLocale(hint) ? hint : DEFAULT_LOCALE
    const fromAddress = this.#sockets
      .connections()
      .filter((c) => c !== connection && c.state?.address === address && c.state.as !== 'expert')
    if (fromAddress.length >= MAX_SOCKETS_PER_ADDRESS) {
      send(connection, { type: 'error', msg: m.chat_too_many_windows({}, { locale }) })
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
      send(
        connection,
        unsent
          ? { type: 'error', msg: m.chat_not_sent({}, lang(connection)), unsent: unsent.message }
          : { type: 'error', msg: m.chat_unavailable({}, lang(connection)) },
      )
    }
  }

  async #onFrame(connection: ChatConnection, raw: WSMessage) {
    const parsed = parseClientMessage(raw, lang(connection).locale)
    if (!parsed.ok) return send(connection, { type: 'error', msg: parsed.msg })
    const message = parsed.value
    const state = connection.state
    if (!state) return send(connection, { type: 'error', msg: m.chat_reconnect({}, lang(connection)) })
    const room = this.#parts
    if (message.type === 'register') return register(room, connection, message)
    if (!state.as || !state.id) return send(connection, { type: 'error', msg: m.chat_register_first({}, lang(connection)) })
    if (state.sessionId && Date.now() - (state.checkedAt ?? 0) > SESSION_RECHECK_MS) {
      if (!(await this.#recheck(connection))) return
    }
    // What an expert does in the console is activity, as an API call is (T5): the 30-minute idle rule
    // then agrees between the socket and the API.
    if (state.as === 'expert' && state.sessionId) this.#touch(state.sessionId)
    switch (message.type) {
      case 'map_to_expert':
        if (state.as !== 'visitor') return send(connection, { type: 'error', msg: 'Only visitors ask for an expert.' })
        // Repeats are capped per conversation (S7), but each page's first ask (its widget sends one on
        // register) is answered: a visitor opening the chat on page after page is never left looking.
        if (!room.limits.mapRequests.hit(state.id, Date.now()) && state.asked) return
        if (!state.asked) connection.setState({ ...connection.state!, asked: true })
        if (room.limits.tooManyActive(state.address, state.id))
          return send(connection, { type: 'error', msg: m.chat_too_many_open({ phone: site.phone }, lang(connection)) })
        return this.#queue.mapVisitor(state.id)
      case 'send_message':
        return relay(room, connection, message)
      case 'page':
        return page(room, connection, message.path)
      case 'mark_read':
        if (state.as === 'expert') this.#store.markRead(message.conversationId, state.id)
        return
      case 'open_conversation':
        return openConversation(room, connection, message.conversationId)
      case 'mark_done':
        return markDone(room, connection, message.conversationId)
      case 'block_visitor':
        return block(room, connection, message.conversationId)
      case 'unblock_visitor':
        return unblock(room, connection, message.conversationId)
      case 'typing':
        return typing(room, connection, message.conversationId)
    }
  }

  #touch(sessionId: string) {
    const now = Date.now()
    if (now - (this.#touched.get(sessionId) ?? 0) < 60_000) return
    this.#touched.set(sessionId, now)
    this.ctx.waitUntil(touchSession(this.env, sessionId, now).catch(() => {}))
  }

  onClose(connection: ChatConnection) {
    const state = connection.state
    if (!state?.as || !state.id) return
    const key = keyOf(state.as, state.id)
    const index = this.#sockets.index()
    index.get(key)?.delete(connection)
    if (this.#sockets.open(key).length > 0) return
    index.delete(key)
    if (state.as === 'visitor') this.#queue.visitorLeft(state.id)
  }

  /** Every few minutes while signed-in sockets are open: end those whose session or role ended (S5). */
  async onAlarm() {
    let signedIn = 0
    for (const connection of this.#sockets.connections()) {
      if (!connection.state?.sessionId) continue
      if (await this.#recheck(connection)) signedIn++
    }
    if (signedIn > 0) await this.ctx.storage.setAlarm(Date.now() + SESSION_RECHECK_MS)
  }

  /** Checks a signed-in socket's session again; closes it and answers false when it has ended. */
  async #recheck(connection: ChatConnection): Promise<boolean> {
    const state = connection.state
    if (!state?.accountId || !state.sessionId) return true
    const role = await checkSession(this.env, state.accountId, state.sessionId)
    const ok = role !== null && (state.as !== 'expert' || role === 'expert')
    if (!ok) {
      send(connection, { type: 'error', msg: m.chat_session_ended({}, lang(connection)) })
      connection.close(CLOSE.signedOut, 'Session ended')
      return false
    }
    if (connection.state) connection.setState({ ...connection.state, checkedAt: Date.now() })
    return true
  }

  async #scheduleRecheck() {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + SESSION_RECHECK_MS)
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
    if (this.#sockets.open(conversationKey(row.id)).length === 0 || this.#sockets.open(expertKey(row.expertId)).length === 0) return []
    const name = this.#store.expertName(row.expertId)?.trim()
    return name ? [{ firstName: name.split(/\s+/)[0] }] : []
  }

  /**
   * Deletes conversations (and their messages) whose last line is older than `before`, and empty
   * ones older than a day, in bounded batches. Call again while `done` is false.
   */
  async purgeTranscripts(before: Date): Promise<{ conversations: number; messages: number; done: boolean }> {
    await this.#migrated()
    return this.#store.purge(before, Date.now(), this.#sockets.visitorsHere())
  }

  /**
   * Closes chat sockets of ended sessions: one session (logout), or every session of an account
   * except one (password change; without `exceptSessionId`, all of them).
   */
  async endSessions(target: EndedSessions): Promise<number> {
    let closed = 0
    for (const connection of this.#sockets.connections()) {
      const state = connection.state
      if (!state?.sessionId) continue
      const ended =
        'sessionId' in target
          ? state.sessionId === target.sessionId
          : state.accountId === target.userId && state.sessionId !== target.exceptSessionId
      if (!ended) continue
      send(connection, { type: 'error', msg: m.chat_signed_out({}, lang(connection)) })
      connection.close(CLOSE.signedOut, 'Signed out')
      closed++
    }
    return closed
  }
}
