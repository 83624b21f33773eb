// "Is this really SaffeSupport?" (decision 110, replacing 061's codes). The only positive answer is
// for a conversation the customer started: the signed-in customer's own chat, joined by an expert.
// Nothing a caller can read out, type or relay makes the page answer yes.
import { getServerByName } from 'partyserver'
import { CHAT_ROOM } from '#shared/chat/protocol'
import { getDb, schema } from '../db'

export interface HelpingExpert {
  /** The expert's first name only, as the chat shows it to the customer. */
  firstName: string
}

/** The experts in an open chat on this account right now (an empty list when there are none). */
export async function expertsHelping(env: Env, accountId: string): Promise<HelpingExpert[]> {
  const room = await getServerByName(env.ChatRoom, CHAT_ROOM)
  return room.expertsHelping(accountId)
}

/**
 * Daily cron: empties `verify_codes`. Decision 061's relayable codes are no longer issued or
 * accepted (decision 110); the table stays only so that no migration has to drop it now.
 */
export async function pruneVerifyCodes(env: Env, _now: Date): Promise<void> {
  await getDb(env.DB).delete(schema.verifyCodes)
}
