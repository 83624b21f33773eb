// The room's rate counters and the cap on places one client holds (T4, T9, S6). The counters live in
// memory: a wake from hibernation starts them afresh, which needs a quiet room (no frames for several
// seconds), so a flood cannot reset them.
import {
  AmountWindow,
  CHARS_WINDOW_MS,
  MAX_ACTIVE_PER_ADDRESS,
  MAX_ACTIVE_PER_NETWORK,
  MAX_CHARS_PER_ADDRESS_HOUR,
  MAX_CHARS_PER_CONVERSATION_HOUR,
  MAX_MESSAGES_PER_ADDRESS,
  MAX_MESSAGES_PER_CONVERSATION,
  MESSAGE_WINDOW_MS,
  WindowCounter,
} from './policy'
import type { ChatStore } from './store'

export class Limits {
  perConversation = new WindowCounter(MAX_MESSAGES_PER_CONVERSATION, MESSAGE_WINDOW_MS)
  perAddress = new WindowCounter(MAX_MESSAGES_PER_ADDRESS, MESSAGE_WINDOW_MS)
  pageChanges = new WindowCounter(MAX_MESSAGES_PER_CONVERSATION, MESSAGE_WINDOW_MS)
  mapRequests = new WindowCounter(5, MESSAGE_WINDOW_MS)
  // Characters visitors send per hour (T9): per conversation and per client key.
  charsPerConversation = new AmountWindow(MAX_CHARS_PER_CONVERSATION_HOUR, CHARS_WINDOW_MS)
  charsPerAddress = new AmountWindow(MAX_CHARS_PER_ADDRESS_HOUR, CHARS_WINDOW_MS)

  constructor(private readonly store: ChatStore) {}

  /** Whether this client key already holds MAX_ACTIVE_PER_ADDRESS places or queue spots elsewhere (T4). */
  tooManyActive(address: string, conversationId: string): boolean {
    const now = Date.now()
    if (this.store.activeFrom(address, conversationId, now) >= MAX_ACTIVE_PER_ADDRESS) return true
    // U8: an IPv6 client's /64 key also counts toward its /48, so rotating /64s gains nothing.
    if (!address.endsWith('::/64')) return false
    const network = address.split(':').slice(0, 3).join(':')
    return this.store.activeFromNetwork(network, conversationId, now) >= MAX_ACTIVE_PER_NETWORK
  }
}
