// A line of chat from a visitor or an expert (checked, limited, stored, then sent to both parties'
// open tabs), and the page a visitor is on (shown in the console).
import { site } from '#content/site'
import { type ClientMessage, encode, messageLimit, type Sender, type ServerMessage } from '#shared/chat/protocol'
import { LOCALE_TAGS } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import type { RoomParts } from './parts'
import { cleanPagePath, PLACE_AFTER_WRITING_MS } from './policy'
import { type ChatConnection, conversationKey, expertKey, lang, send } from './sockets'

type Send = Extract<ClientMessage, { type: 'send_message' }>

export function relay(room: RoomParts, connection: ChatConnection, message: Send) {
  const { store, sockets, limits } = room
  const state = connection.state!
  const o = lang(connection)
  const text = message.message.trim()
  if (!text) return send(connection, { type: 'error', msg: m.chat_type_first({}, o) })
  const limit = messageLimit(message)
  if (message.message.length > limit) {
    return send(connection, { type: 'error', msg: m.chat_too_long({ limit: limit.toLocaleString(LOCALE_TAGS[o.locale]) }, o) })
  }
  if (message.attachment && state.as !== 'visitor') {
    return send(connection, { type: 'error', msg: 'Only visitors send attachments.' })
  }

  // A visitor's line the room refuses after this point comes back as `unsent`: the widget takes it off
  // the transcript and offers "Send again" (it was not stored; decision 125).
  const refuse = (msg: string) => send(connection, { type: 'error', msg, ...(state.as === 'visitor' ? { unsent: text } : {}) })

  let conversationId: string
  let to: string
  if (state.as === 'visitor') {
    conversationId = state.id!
    let row = store.conversation(conversationId)
    if (!row || row.blockedAt !== null) return refuse(m.chat_blocked({}, o))
    // A line starts to hold a place with an expert: one client key holds at most a few (T4).
    const holdsPlace = row.visitorWroteAt !== null && row.visitorWroteAt > Date.now() - PLACE_AFTER_WRITING_MS && row.status !== 'idle'
    if (!holdsPlace && limits.tooManyActive(state.address, conversationId)) {
      return refuse(m.chat_too_many_open({ phone: site.phone }, o))
    }
    // A visitor writing again after the expert marked the chat done goes back to an expert (the
    // same one when they have room); if everyone is busy the line waits for whoever takes it.
    const reopening = row?.status === 'idle' && row.doneAt !== null && row.expertId === message.to
    if (reopening) {
      room.queue.mapVisitor(conversationId)
      row = store.conversation(conversationId)
    }
    const mapped = reopening ? row?.status === 'open' || row?.status === 'queued' : row?.status === 'open' && row.expertId === message.to
    if (!row?.expertId || !mapped) {
      return refuse(m.chat_not_connected({}, o))
    }
    to = row.expertId
  } else {
    conversationId = message.to
    const row = store.conversation(conversationId)
    if (row?.status !== 'open' || row.expertId !== state.id) {
      return send(connection, { type: 'error', msg: 'That conversation is not yours to answer.' })
    }
    to = conversationId
  }
  // Limits per conversation (every tab and socket together) and per connecting address (S6).
  const now = Date.now()
  if (state.as === 'visitor') {
    if (!limits.perConversation.hit(conversationId, now) || !limits.perAddress.hit(state.address, now)) {
      return refuse(m.chat_too_fast({}, o))
    }
    // A byte budget besides the line count (T9): characters per hour per conversation and per client key.
    const size = text.length
    if (!limits.charsPerConversation.take(conversationId, size, now) || !limits.charsPerAddress.take(state.address, size, now)) {
      return refuse(m.chat_too_much_text({}, o))
    }
  } else if (!limits.perConversation.hit(`e:${state.id}:${conversationId}`, now)) {
    return send(connection, { type: 'error', msg: m.chat_too_fast({}, o) })
  }

  const from = state.id!
  const sender: Sender = state.as === 'visitor' ? 'visitor' : 'expert'
  const id = store.addMessage({ conversationId, from, to, sender, body: text, sentAt: now, attachment: message.attachment })
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
    sockets.sendFrame(conversationKey(conversationId), frame, connection)
    sockets.sendFrame(expertKey(expertId), frame, connection)
  } catch (err) {
    console.error(JSON.stringify({ job: 'chat', event: 'failure', cause: `relay after store: ${String(err)}` }))
  }
}

/** The page a visitor is on now, shown in their expert's console. */
export function page(room: RoomParts, connection: ChatConnection, path: string) {
  const { store } = room
  const state = connection.state!
  if (state.as !== 'visitor') return
  const clean = cleanPagePath(path)
  if (!clean) return send(connection, { type: 'error', msg: m.chat_page_unreadable({}, lang(connection)) })
  if (!room.limits.pageChanges.hit(state.id!, Date.now())) return
  const row = store.conversation(state.id!)
  if (!row || row.pagePath === clean) return
  store.update(row.id, { pagePath: clean })
  if (row.status === 'open' && row.expertId) room.queue.notifyExpert(row.expertId, row.id)
}
