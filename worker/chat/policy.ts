// Pure rules of the chat room, kept apart from sockets and storage so unit tests can pin them down
// (tests/unit/chat-protocol.test.ts): which expert gets a visitor, how many a socket, a conversation
// or an address may do, and whose place in the queue changed.

/** How long chat transcripts are kept: the privacy policy's "Chat messages with our experts: 24 months". */
export const CHAT_RETENTION_MONTHS = 24

/** An expert is not handed more open conversations than this; further visitors wait in the queue. */
export const MAX_OPEN_PER_EXPERT = 6
/** Open sockets one conversation may have at once (tabs of one visitor). */
export const MAX_SOCKETS_PER_CONVERSATION = 4
/** Open sockets one connecting address may have at once (a household or an office shares one). */
export const MAX_SOCKETS_PER_ADDRESS = 20
/** New guest conversations one address may start per hour. */
export const MAX_NEW_CONVERSATIONS_PER_ADDRESS = 30
export const NEW_CONVERSATION_WINDOW_MS = 60 * 60_000
/** Messages per conversation, and per address, in a 10-second window. */
export const MAX_MESSAGES_PER_CONVERSATION = 10
export const MAX_MESSAGES_PER_ADDRESS = 30
export const MESSAGE_WINDOW_MS = 10_000
/**
 * Who holds an expert's place (T4, decision 124): only a visitor who wrote in the last
 * PLACE_AFTER_WRITING_MS, and who is connected or left less than PLACE_AFTER_LEAVING_MS ago. Sockets that
 * never write hold nothing, and one client key holds at most MAX_ACTIVE_PER_ADDRESS places or queue spots.
 */
export const PLACE_AFTER_WRITING_MS = 30 * 60_000
export const PLACE_AFTER_LEAVING_MS = 5 * 60_000
export const MAX_ACTIVE_PER_ADDRESS = 2
/** U8: places or queue spots one IPv6 /48 (a tunnel broker's, or a home /56 inside it) holds, over all its /64s. */
export const MAX_ACTIVE_PER_NETWORK = 3
/** How long an expert's block keeps a client key out of the chat. */
export const BLOCK_MS = 24 * 60 * 60_000
/** Characters a visitor may send in an hour, per conversation and per client key (T9). */
export const MAX_CHARS_PER_CONVERSATION_HOUR = 40_000
export const MAX_CHARS_PER_ADDRESS_HOUR = 100_000
export const CHARS_WINDOW_MS = 60 * 60_000
/** A signed-in socket's session is checked again this often (logout, password or role change). */
export const SESSION_RECHECK_MS = 5 * 60_000

export interface ExpertLoad {
  id: string
  /** Places this expert's conversations hold (visitors who wrote lately, T4): the cap applies to these. */
  open: number
  /** Every open conversation assigned to this expert, places or not: visitors go to the least busy. */
  assigned?: number
}

/**
 * The expert a visitor should go to: their previous expert while that expert is online and has room,
 * otherwise the online expert with the fewest open conversations (ties: the first listed, i.e. the
 * longest online). Null when everyone online is full or nobody is online: the visitor waits.
 */
export function chooseExpert(online: ExpertLoad[], previous: string | null = null, cap = MAX_OPEN_PER_EXPERT): string | null {
  const withRoom = online.filter((e) => e.open < cap)
  if (previous && withRoom.some((e) => e.id === previous)) return previous
  let best: ExpertLoad | null = null
  const busy = (e: ExpertLoad) => e.assigned ?? e.open
  for (const e of withRoom) if (!best || busy(e) < busy(best)) best = e
  return best?.id ?? null
}

/** Queue positions (1 is next) that differ from the ones last sent, so only those visitors are told. */
export function changedPositions(queue: string[], lastSent: ReadonlyMap<string, number>): Map<string, number> {
  const changed = new Map<string, number>()
  queue.forEach((id, i) => {
    if (lastSent.get(id) !== i + 1) changed.set(id, i + 1)
  })
  return changed
}

/**
 * A sliding-window counter: `hit(key, now)` records one event and answers whether it is within
 * `limit` per `windowMs`. Refused events are not recorded. Keys with no recent events are dropped,
 * so the map never holds more than the keys active in the last window.
 */
export class WindowCounter {
  #events = new Map<string, number[]>()
  #sweptAt = Number.NEGATIVE_INFINITY

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  hit(key: string, now: number): boolean {
    const recent = (this.#events.get(key) ?? []).filter((t) => now - t < this.windowMs)
    if (recent.length >= this.limit) {
      this.#events.set(key, recent)
      return false
    }
    recent.push(now)
    this.#events.set(key, recent)
    if (this.#events.size > 1000) this.#sweep(now)
    return true
  }

  // At most once a window: a sweep visits every key, and a busy room has more than 1,000 active keys,
  // each of which a sweep would keep. Between sweeps the map grows only by keys new in this window.
  #sweep(now: number) {
    if (now - this.#sweptAt < this.windowMs) return
    this.#sweptAt = now
    for (const [key, times] of this.#events) if (times.every((t) => now - t >= this.windowMs)) this.#events.delete(key)
  }

  get size(): number {
    return this.#events.size
  }
}

/** A page path the widget may report: a site path, short, no scheme, host, query or odd characters. */
export function cleanPagePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200) return null
  return /^\/[A-Za-z0-9\-._~/]*$/.test(value) && !value.startsWith('//') ? value : null
}

/** The region Cloudflare names for a connection ("Quebec", "Texas"), fit for a name; null when none or odd. */
export function cleanPlace(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const place = value.normalize('NFC').trim()
  return place.length <= 40 && /^\p{L}[\p{L} .'’-]*$/u.test(place) ? place : null
}

/**
 * The name a guest without a name gets (review 6.10: one an expert can use, not a code): "Visitor from
 * Quebec", or "Visitor from Quebec 2" beside another one in the room now (`taken`); with no place known,
 * "Visitor 28B7" from the conversation id.
 */
export function guestName(conversationId: string, place: string | null = null, taken: readonly string[] = []): string {
  if (!place) return `Visitor ${conversationId.slice(2, 6).toUpperCase()}`
  const base = `Visitor from ${place}`
  if (!taken.includes(base)) return base
  let n = 2
  while (taken.includes(`${base} ${n}`)) n++
  return `${base} ${n}`
}

/** A sliding window of amounts (characters) per key: `take(key, n, now)` answers whether n more fit in `limit`. */
export class AmountWindow {
  #events = new Map<string, { at: number; n: number }[]>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  take(key: string, n: number, now: number): boolean {
    const recent = (this.#events.get(key) ?? []).filter((e) => now - e.at < this.windowMs)
    const used = recent.reduce((sum, e) => sum + e.n, 0)
    if (used + n > this.limit) {
      this.#events.set(key, recent)
      return false
    }
    recent.push({ at: now, n })
    this.#events.set(key, recent)
    if (this.#events.size > 5000)
      for (const [k, list] of this.#events) if (list.every((e) => now - e.at >= this.windowMs)) this.#events.delete(k)
    return true
  }
}
