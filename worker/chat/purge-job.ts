// The daily retention job (worker/cron/index.ts, CRON.daily): deletes chat transcripts older than the
// privacy policy's period (CHAT_RETENTION_MONTHS) from the support room, batch by batch.
import { getServerByName } from 'partyserver'
import { CHAT_ROOM } from '#shared/chat/protocol'
import { chatRetentionCutoff } from './store'

/** Calls the room's purge until it reports done, at most this many times in one run. */
const MAX_CALLS = 20

export async function purgeChatTranscripts(env: Env, now: Date): Promise<{ conversations: number; messages: number; done: boolean }> {
  const room = await getServerByName(env.ChatRoom, CHAT_ROOM)
  const before = chatRetentionCutoff(now)
  const total = { conversations: 0, messages: 0, done: false }
  for (let i = 0; i < MAX_CALLS && !total.done; i++) {
    const result = await room.purgeTranscripts(before)
    total.conversations += result.conversations
    total.messages += result.messages
    total.done = result.done
  }
  return total
}
