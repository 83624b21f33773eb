// Who answers whom: mapping a visitor to an expert, the queue while every expert is busy, and the small
// status frames that keep the visitors' places and the experts' consoles current (decision 153).
import { type Locale, OPEN_AFTER_LEAVING_MS } from '#shared/chat/protocol'
import { DEFAULT_LOCALE } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { changedPositions, chooseExpert } from './policy'
import { conversationKey, expertKey, type Sockets } from './sockets'
import type { ChatStore, ConversationRow } from './store'

export class Queue {
  /** Queue positions last sent, so only visitors whose place changed are told again. */
  #positions = new Map<string, number>()
  /** The queue's length last told to the experts. */
  #queueLength = 0

  constructor(
    private readonly store: ChatStore,
    private readonly sockets: Sockets,
  ) {}

  mapVisitor(conversationId: string) {
    if (!this.store.conversation(conversationId)) return
    // The visitor asked (or wrote to reopen) now: /verify-us may name the expert for a while (U3).
    this.store.update(conversationId, { askedAt: Date.now() })
    const conversation = this.store.conversation(conversationId)
    if (!conversation) return
    const online = new Set(this.sockets.onlineExperts())
    // Already with an expert who is here: say so again, change nothing.
    if (conversation.status === 'open' && conversation.expertId && online.has(conversation.expertId)) {
      return this.#tellMapped(conversationId, conversation.expertId)
    }
    // Already waiting: repeat only this visitor's place.
    if (conversation.status === 'queued') {
      // The line may have moved on while this visitor was away (drainQueue skips those who left): an
      // expert with room takes them now, rather than leaving them in line until the next change.
      this.drainQueue()
      if (this.store.conversation(conversationId)?.status !== 'queued') return
      const position = this.store.queue().findIndex((q) => q.id === conversationId) + 1
      if (position > 0) this.sockets.sendTo(conversationKey(conversationId), { type: 'queued', position, expertsOnline: online.size })
      return
    }
    const expertId = chooseExpert(this.#loads(), conversation.expertId)
    if (expertId) return this.#assign(conversationId, expertId)
    // expertId stays: the queue gives the visitor back to the same expert if they return first.
    this.store.update(conversationId, { status: 'queued', queuedAt: Date.now(), waitingSince: conversation.waitingSince ?? Date.now() })
    this.sendQueuePositions()
  }

  #loads() {
    const now = Date.now()
    const loads = this.store.loads(now)
    const assigned = this.store.assigned(now)
    return this.sockets.onlineExperts().map((id) => ({ id, open: loads.get(id) ?? 0, assigned: assigned.get(id) ?? 0 }))
  }

  #assign(conversationId: string, expertId: string) {
    const row = this.store.conversation(conversationId)
    const waiting = row?.waitingSince ?? Date.now()
    this.store.update(conversationId, { status: 'open', expertId, queuedAt: null, doneAt: null, waitingSince: waiting })
    this.#positions.delete(conversationId)
    this.#tellMapped(conversationId, expertId)
    this.notifyExpert(expertId, conversationId)
  }

  #tellMapped(conversationId: string, expertId: string) {
    const locale = this.store.conversation(conversationId)?.locale ?? DEFAULT_LOCALE
    const expertName = this.shownExpertName(expertId, locale)
    this.sockets.sendTo(conversationKey(conversationId), { type: 'mapped_to', expertId, expertName })
  }

  /** What a visitor calls their expert (N18): the first name and "from SaffeSupport" in the visitor's language. */
  shownExpertName(expertId: string, locale: Locale): string {
    const first = this.store.expertName(expertId)?.trim().split(/\s+/)[0]
    return first ? m.chat_expert_name({ name: first }, { locale }) : m.chat_some_expert({}, { locale })
  }

  /** Maps waiting visitors who are still here, in the order they asked, while experts have room. */
  drainQueue() {
    for (const { id, expertId: previous } of this.store.queue()) {
      const expertId = chooseExpert(this.#loads(), previous)
      if (!expertId) break
      this.#assign(id, expertId)
    }
    this.sendQueuePositions()
  }

  sendQueuePositions() {
    const queue = this.store.queue().map((q) => q.id)
    // Whether anyone is on chat at all: the widget then says so rather than "you are next" (decision 153).
    const expertsOnline = this.sockets.onlineExperts().length
    for (const [id, position] of changedPositions(queue, this.#positions)) {
      this.#positions.set(id, position)
      this.sockets.sendTo(conversationKey(id), { type: 'queued', position, expertsOnline })
    }
    const inQueue = new Set(queue)
    for (const id of this.#positions.keys()) if (!inQueue.has(id)) this.#positions.delete(id)
    // The experts see how many wait, whenever that changes.
    if (queue.length !== this.#queueLength) {
      this.#queueLength = queue.length
      for (const id of this.sockets.onlineExperts()) this.sockets.sendTo(expertKey(id), { type: 'queue_length', waiting: queue.length })
    }
  }

  visitorLeft(conversationId: string) {
    const conversation = this.store.conversation(conversationId)
    if (!conversation) return
    this.store.update(conversationId, { visitorLeftAt: Date.now() })
    if (conversation.status === 'queued') this.sendQueuePositions()
    if (conversation.status === 'open' && conversation.expertId) this.notifyExpert(conversation.expertId, conversationId)
  }

  summary(row: ConversationRow) {
    return this.store.summary(row, this.sockets.open(conversationKey(row.id)).length > 0)
  }

  /** A small status frame (no transcript) to the expert's consoles. */
  notifyExpert(expertId: string, conversationId: string) {
    const key = expertKey(expertId)
    if (this.sockets.open(key).length === 0) return
    const row = this.store.conversation(conversationId)
    if (!row) return
    const leftLongAgo = row.visitorLeftAt !== null && row.visitorLeftAt < Date.now() - OPEN_AFTER_LEAVING_MS
    if (row.status !== 'open' || leftLongAgo) return
    this.sockets.sendTo(key, { type: 'conversation', conversation: this.summary(row) })
  }
}
