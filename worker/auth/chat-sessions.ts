// Tells the chat room that sessions ended (S5): logout closes that session's chat sockets, a password
// change closes those of the account's other sessions. Called by tokens.ts beside it (auth sits below chat, so this lives here); the room's
// periodic re-check (every SESSION_RECHECK_MS) covers anything this misses, such as a role change
// made straight in the database.
import { getServerByName } from 'partyserver'
import { CHAT_ROOM } from '#shared/chat/protocol'

export type EndedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string }

export async function endChatSessions(env: Env, target: EndedSessions): Promise<void> {
  try {
    const room = await getServerByName(env.ChatRoom, CHAT_ROOM)
    await room.endSessions(target)
  } catch (err) {
    // Signing out must not fail because the chat room could not be reached; the re-check follows.
    console.warn('chat: could not close the sockets of ended sessions', err)
  }
}
