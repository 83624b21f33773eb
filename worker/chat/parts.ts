// What the room's handlers (./register.ts, ./messages.ts, ./expert-actions.ts) are given: the room's
// parts, owned by the Durable Object (./room.ts), which only connects them.
import type { Limits } from './limits'
import type { Queue } from './queue'
import type { Sockets } from './sockets'
import type { ChatStore } from './store'

export interface RoomParts {
  env: Env
  store: ChatStore
  sockets: Sockets
  queue: Queue
  limits: Limits
  /** Sets the alarm that checks signed-in sockets' sessions again, unless one is set. */
  scheduleRecheck(): Promise<void>
}
