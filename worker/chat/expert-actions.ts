// What an expert does to a conversation from the console besides writing: open its transcript, mark it
// done, block its visitor or lift that block, show that they are typing. Each only on a conversation that is theirs.
import { site } from '#content/site'
import { encode, type ServerMessage } from '#shared/chat/protocol'
import { DEFAULT_LOCALE } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import type { RoomParts } from './parts'
import { BLOCK_MS } from './policy'
import { type ChatConnection, CLOSE, conversationKey, expertKey, lang, send } from './sockets'

const notYours = 'That conversation is not yours to answer.'

export function openConversation(room: RoomParts, connection: ChatConnection, conversationId: string) {
  const state = connection.state!
  const row = room.store.conversation(conversationId)
  if (state.as !== 'expert' || !row || row.expertId !== state.id) {
    return send(connection, { type: 'error', msg: notYours })
  }
  send(connection, { type: 'transcript', conversationId, messages: room.store.transcript(conversationId) })
}

export function markDone(room: RoomParts, connection: ChatConnection, conversationId: string) {
  const { store, sockets } = room
  const state = connection.state!
  const row = store.conversation(conversationId)
  if (state.as !== 'expert' || !row || row.expertId !== state.id || row.status !== 'open') {
    return send(connection, { type: 'error', msg: notYours })
  }
  // The visitor is told the chat is over and what to do next, in their language (6.11): a line from
  // the expert, stored with the conversation, so every tab and a later reload show it too.
  const now = Date.now()
  const body = m.chat_done_visitor({ phone: site.phone }, { locale: row.locale })
  const id = store.addMessage({ conversationId, from: state.id, to: conversationId, sender: 'expert', body, sentAt: now })
  store.update(conversationId, { status: 'idle', doneAt: now, waitingSince: null })
  store.markRead(conversationId, state.id)
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
    sockets.sendFrame(conversationKey(conversationId), encode(line))
  } catch (err) {
    console.error(JSON.stringify({ job: 'chat', event: 'failure', cause: `done line after store: ${String(err)}` }))
  }
  sockets.sendTo(expertKey(state.id), { type: 'conversation_closed', conversationId })
  room.queue.drainQueue()
}

/**
 * An expert ends an abusive visit (T4, T9): the conversation stays shut for BLOCK_MS (U7: a day, not for
 * ever). A guest's client key is kept out as long; a signed-in customer's is not, since the block is on
 * their account, which they cannot shed by changing address, and their neighbours on a shared address
 * (a library, an office, a carrier) did nothing.
 */
export function block(room: RoomParts, connection: ChatConnection, conversationId: string) {
  const { store, sockets } = room
  const state = connection.state!
  const row = store.conversation(conversationId)
  if (state.as !== 'expert' || !row || row.expertId !== state.id) {
    return send(connection, { type: 'error', msg: notYours })
  }
  const now = Date.now()
  store.block(conversationId, row.signedIn === 1 ? null : row.address, now, now + BLOCK_MS)
  for (const visitor of sockets.open(conversationKey(conversationId))) {
    send(visitor, { type: 'error', msg: m.chat_blocked({}, lang(visitor)) })
    visitor.close(CLOSE.blocked, 'Blocked by an expert')
  }
  sockets.sendTo(expertKey(state.id), { type: 'conversation_closed', conversationId })
  room.queue.drainQueue()
}

/** The expert who blocked lifts it before the day is over (U7): the account, or the guest's client key, may chat again. */
export function unblock(room: RoomParts, connection: ChatConnection, conversationId: string) {
  const state = connection.state!
  const row = room.store.conversation(conversationId)
  if (state.as !== 'expert' || !row || row.expertId !== state.id || row.blockedAt === null) {
    return send(connection, { type: 'error', msg: 'That block is not yours to lift.' })
  }
  room.store.unblock(conversationId, row.signedIn === 1 ? null : row.address)
  send(connection, { type: 'unblocked', conversationId })
}

/** An expert is typing in a conversation that is theirs: its visitor sees "Sam is typing..." (decision 153). */
export function typing(room: RoomParts, connection: ChatConnection, conversationId: string) {
  const state = connection.state!
  if (state.as !== 'expert') return
  const row = room.store.conversation(conversationId)
  if (row?.status !== 'open' || row.expertId !== state.id) return
  const name = room.queue.shownExpertName(state.id, row.locale ?? DEFAULT_LOCALE)
  room.sockets.sendTo(conversationKey(conversationId), { type: 'typing', name })
}
