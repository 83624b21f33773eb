// Opens a PartySocket to the chat room with the site's reconnection policy (1 s to 5 s back-off,
// ±50% jitter), shared by the visitor widget and the expert console.
import PartySocket from 'partysocket'
import { CHAT_PARTY, CHAT_ROOM, RECONNECT, withJitter } from '#shared/chat/protocol'

export function openChatSocket(query: Record<string, string | null | undefined>): PartySocket {
  const socket = new PartySocket({
    host: window.location.host,
    protocol: window.location.protocol === 'https:' ? 'wss' : 'ws',
    party: CHAT_PARTY,
    room: CHAT_ROOM,
    query,
    minReconnectionDelay: RECONNECT.minDelayMs,
    maxReconnectionDelay: RECONNECT.maxDelayMs,
    reconnectionDelayGrowFactor: RECONNECT.growFactor,
    connectionTimeout: 8000,
  })
  // partysocket has no jitter option: wrap its (private) back-off so reconnects spread out.
  const internal = socket as unknown as { _getNextDelay: () => number }
  const backOff = internal._getNextDelay.bind(socket)
  internal._getNextDelay = () => withJitter(backOff())
  return socket
}
