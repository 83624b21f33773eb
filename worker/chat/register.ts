// A socket's first frame: an expert proves their account (session token, expert role); a visitor is a
// signed-in customer (account name from D1) or a guest (a stable browser id and their own name).
import { type ClientMessage, VISITOR_ID_PATTERN } from '#shared/chat/protocol'
import { DEFAULT_LOCALE } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { checkGuestName, identify } from './auth'
import type { RoomParts } from './parts'
import {
  BLOCK_MS,
  cleanPagePath,
  MAX_NEW_CONVERSATIONS_PER_ADDRESS,
  MAX_SOCKETS_PER_CONVERSATION,
  NEW_CONVERSATION_WINDOW_MS,
} from './policy'
import { type ChatConnection, CLOSE, conversationKey, expertKey, lang, OPEN, send } from './sockets'
import type { ConversationRow } from './store'

type Register = Extract<ClientMessage, { type: 'register' }>

export async function register(room: RoomParts, connection: ChatConnection, message: Register) {
  const { store, sockets, queue } = room
  const state = connection.state!
  if (state.as) return send(connection, { type: 'error', msg: m.chat_already_registered({}, lang(connection)) })
  const who = message.token ? await identify(room.env, message.token) : null
  if (connection.readyState !== OPEN || connection.state?.as) return

  if (message.role === 'expert') {
    if (!who) {
      send(connection, { type: 'error', msg: 'Please sign in with your expert account to answer chats.' })
      connection.close(CLOSE.signedOut, 'Not signed in')
      return
    }
    if (who.role !== 'expert') {
      send(connection, { type: 'error', msg: 'Only SaffeSupport experts can answer chats. This account is not an expert account.' })
      connection.close(CLOSE.notExpert, 'Not an expert')
      return
    }
    store.saveExpert(who.userId, who.name)
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
    sockets.add(expertKey(who.userId), connection)
    await room.scheduleRecheck()
    send(connection, { type: 'registered', id: who.userId, role: 'expert', name: who.name })
    const now = Date.now()
    const conversations = store.expertConversations(who.userId, now).map((row) => queue.summary(row))
    send(connection, { type: 'conversations', conversations })
    const blocks = store.expertBlocks(who.userId, now - BLOCK_MS).map((row) => ({
      conversationId: row.id,
      visitorName: queue.summary(row).visitorName,
    }))
    send(connection, { type: 'blocks', blocks })
    queue.drainQueue()
    send(connection, { type: 'queue_length', waiting: store.queue().length })
    return
  }

  // A visitor, chatting in the language of the page they are on (the room answers them in it from now on).
  const locale = message.locale ?? DEFAULT_LOCALE
  const o = { locale }
  connection.setState({ ...state, locale })
  const refuseBlocked = () => {
    send(connection, { type: 'error', msg: m.chat_blocked({}, o) })
    connection.close(CLOSE.blocked, 'Blocked by an expert')
  }
  if (store.isBlocked(state.address, Date.now())) return refuseBlocked()
  let conversation: ConversationRow | undefined
  const now = Date.now()
  if (who) {
    conversation = store.byVisitorKey(`u:${who.userId}`)
    if (!conversation) conversation = store.createConversation(`u:${who.userId}`, who.name, true, now, locale)
    else if (conversation.visitorName !== who.name || conversation.signedIn !== 1) {
      store.update(conversation.id, { visitorName: who.name, signedIn: 1 })
    }
  } else {
    if (!message.userId || !VISITOR_ID_PATTERN.test(message.userId)) {
      return send(connection, { type: 'error', msg: m.chat_reload_to_start({}, o) })
    }
    const name = checkGuestName(message.name, locale)
    if (!name.ok) return send(connection, { type: 'error', msg: name.msg })
    conversation = store.byVisitorKey(`a:${message.userId}`)
    if (!conversation) {
      if (store.newConversationsFrom(state.address, now - NEW_CONVERSATION_WINDOW_MS) >= MAX_NEW_CONVERSATIONS_PER_ADDRESS) {
        send(connection, { type: 'error', msg: m.chat_too_many_new({}, o) })
        connection.close(CLOSE.tooMany, 'Too many new conversations')
        return
      }
      store.recordNewConversation(state.address, now)
      conversation = store.createConversation(`a:${message.userId}`, name.name, false, now, locale, state.place ?? null)
    } else if (name.name && name.name !== conversation.visitorName) {
      store.update(conversation.id, { visitorName: name.name })
    }
  }
  const id = conversation.id
  if (conversation.blockedAt !== null) {
    // U7: an expert's block lasts a day; after that the visitor may chat again.
    if (conversation.blockedAt + BLOCK_MS > now) return refuseBlocked()
    store.update(id, { blockedAt: null })
  }
  if (sockets.open(conversationKey(id)).length >= MAX_SOCKETS_PER_CONVERSATION) {
    send(connection, { type: 'error', msg: m.chat_too_many_tabs({}, o) })
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
  sockets.add(conversationKey(id), connection)
  if (who) await room.scheduleRecheck()
  const returning = conversation.visitorLeftAt !== null
  // The conversation's language is the one the visitor chats in now (a switch of site language counts).
  const newLanguage = conversation.locale !== locale
  store.update(id, {
    visitorLeftAt: null,
    pagePath: cleanPagePath(message.page) ?? conversation.pagePath,
    locale,
    address: state.address,
  })
  const fresh = store.conversation(id)!
  send(connection, { type: 'registered', id, role: 'user', name: fresh.visitorName })
  send(connection, { type: 'transcript', conversationId: id, messages: store.transcript(id) })
  if ((returning || newLanguage) && fresh.status === 'open' && fresh.expertId) queue.notifyExpert(fresh.expertId, id)
}
