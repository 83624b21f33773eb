// The room's open sockets: what each remembers (its state survives hibernation), the index by
// `e:<expertId>` / `c:<conversationId>` (rebuilt from those states after a wake) and sending frames.
import type { Connection } from 'partyserver'
import { encode, type Locale, type ServerMessage } from '#shared/chat/protocol'
import { DEFAULT_LOCALE } from '#shared/i18n'

/** What the room remembers about one socket (survives hibernation). */
export interface SocketState {
  /** The connecting address (set by the worker, not the client). */
  address: string
  /**
   * The language the room answers this socket in: a visitor's from their `register` (before it, the
   * socket URL's hint); experts' console is English.
   */
  locale?: Locale
  /** The region the connection comes from (set by the worker from Cloudflare's data), for a guest's name. */
  place?: string
  /** Set by register. */
  as?: 'visitor' | 'expert'
  /** Visitors: their conversation id. Experts: their account id. */
  id?: string
  name?: string
  /** Signed-in sockets: the account and session, checked again every SESSION_RECHECK_MS. */
  accountId?: string
  sessionId?: string
  checkedAt?: number
  /** Visitors: this socket asked for an expert already (its first ask, sent on register, is always answered). */
  asked?: boolean
}

export type ChatConnection = Connection<SocketState>

/** WebSocket.readyState of an open socket. */
export const OPEN = 1
/** Close codes the widget and console understand. */
export const CLOSE = { signedOut: 4001, notExpert: 4003, tooMany: 4008, blocked: 4009 } as const

export const expertKey = (id: string) => `e:${id}`
export const conversationKey = (id: string) => `c:${id}`
/** The index key of a registered socket. */
export const keyOf = (as: 'visitor' | 'expert', id: string) => (as === 'expert' ? expertKey(id) : conversationKey(id))

/** Paraglide's options for a socket's language (the room has no request to read it from). */
export const lang = (connection: ChatConnection): { locale: Locale } => ({ locale: connection.state?.locale ?? DEFAULT_LOCALE })

/** One frame to one socket, if it is still open. */
export function send(connection: ChatConnection, message: ServerMessage) {
  if (connection.readyState === OPEN) connection.send(encode(message))
}

export class Sockets {
  /** Open sockets by key; rebuilt from socket state after a wake. */
  #index: Map<string, Set<ChatConnection>> | null = null

  constructor(private readonly all: () => Iterable<ChatConnection>) {}

  connections(): ChatConnection[] {
    return [...this.all()].filter((c) => c.readyState === OPEN)
  }

  index(): Map<string, Set<ChatConnection>> {
    if (this.#index) return this.#index
    const index = new Map<string, Set<ChatConnection>>()
    for (const connection of this.connections()) {
      const state = connection.state
      if (!state?.as || !state.id) continue
      const key = keyOf(state.as, state.id)
      if (!index.has(key)) index.set(key, new Set())
      index.get(key)!.add(connection)
    }
    this.#index = index
    return index
  }

  add(key: string, connection: ChatConnection) {
    const index = this.index()
    if (!index.has(key)) index.set(key, new Set())
    index.get(key)!.add(connection)
  }

  open(key: string): ChatConnection[] {
    const set = this.index().get(key)
    if (!set) return []
    return [...set].filter((c) => c.readyState === OPEN)
  }

  onlineExperts(): string[] {
    const ids: string[] = []
    for (const key of this.index().keys()) {
      if (key.startsWith('e:') && this.open(key).length > 0) ids.push(key.slice(2))
    }
    return ids
  }

  /** Conversations with a visitor's socket open now. */
  visitorsHere(): Set<string> {
    const here = new Set<string>()
    for (const key of this.index().keys()) if (key.startsWith('c:') && this.open(key).length) here.add(key.slice(2))
    return here
  }

  sendTo(key: string, message: ServerMessage, except?: ChatConnection) {
    this.sendFrame(key, encode(message), except)
  }

  sendFrame(key: string, frame: string, except?: ChatConnection) {
    for (const connection of this.open(key)) if (connection !== except) connection.send(frame)
  }
}
