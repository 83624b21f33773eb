// The chat room driven by raw WebSockets through the worker (SELF), against the real Durable Object.
import { env, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_ATTACHMENT_CHARS, MAX_FRAME_BYTES, MAX_MESSAGE_CHARS, type ServerMessage, type ServerMessageOf } from '#shared/chat/protocol'
import { issueSessionToken, revokeOtherSessions } from '#worker/auth/tokens'
import {
  MAX_MESSAGES_PER_CONVERSATION,
  MAX_NEW_CONVERSATIONS_PER_ADDRESS,
  MAX_OPEN_PER_EXPERT,
  MAX_SOCKETS_PER_ADDRESS,
  MAX_SOCKETS_PER_CONVERSATION,
} from '#worker/chat/policy'
import { purgeChatTranscripts } from '#worker/chat/purge-job'
import { CHAT_RETENTION_MONTHS, ChatStore, chatRetentionCutoff, PURGE_BATCH } from '#worker/chat/store'

const ROOM = 'http://localhost/parties/chat-room/support'
const open: WebSocket[] = []

class Client {
  received: ServerMessage[] = []
  #waiters: (() => void)[] = []
  closed: { code: number } | null = null

  constructor(readonly ws: WebSocket) {
    ws.addEventListener('message', (event) => {
      this.received.push(JSON.parse(event.data as string) as ServerMessage)
      for (const w of this.#waiters.splice(0)) w()
    })
    ws.addEventListener('close', (event) => {
      this.closed = { code: event.code }
      for (const w of this.#waiters.splice(0)) w()
    })
  }

  send(message: unknown) {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message))
  }

  /** The next not-yet-taken message of this type (waits up to 3 s). */
  async next<T extends ServerMessage['type']>(type: T, timeoutMs = 3000): Promise<ServerMessageOf<T>> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const i = this.received.findIndex((m) => m.type === type)
      if (i >= 0) return this.received.splice(i, 1)[0] as ServerMessageOf<T>
      if (Date.now() > deadline) throw new Error(`no "${type}" within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`)
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
  }

  /** Asserts nothing of this type arrives within a short wait. */
  async none(type: ServerMessage['type'], waitMs = 300) {
    await new Promise((r) => setTimeout(r, waitMs))
    expect(this.received.filter((m) => m.type === type)).toEqual([])
  }

  close() {
    this.ws.close(1000, 'done')
  }
}

/** A fresh connecting address per test, so per-address limits from one test do not reach another. */
let address = ''
let addresses = 0
/** A client address no other test used (IPv4 in 10.64.0.0/10; the room counts IPv6 per /64). */
const newAddress = () => {
  const n = ++addresses + Math.floor(Math.random() * 1000) * 4096
  return `10.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`
}
beforeEach(() => {
  address = newAddress()
})

async function connect(query = '', from = address, extra: { region?: string; headers?: Record<string, string> } = {}): Promise<Client> {
  const res = await SELF.fetch(`${ROOM}${query ? `?${query}` : ''}`, {
    headers: { Upgrade: 'websocket', 'cf-connecting-ip': from, ...extra.headers },
    ...(extra.region ? { cf: { region: extra.region } } : {}),
  })
  expect(res.status).toBe(101)
  const ws = res.webSocket!
  ws.accept()
  open.push(ws)
  return new Client(ws)
}

let userCount = 0
async function createUser(role: 'user' | 'expert', name: string) {
  const id = crypto.randomUUID()
  userCount++
  await env.DB.prepare('INSERT INTO users (id, name, email, password_hash, role) VALUES (?, ?, ?, ?, ?)')
    .bind(id, name, `person${userCount}-${id.slice(0, 8)}@example.com`, 'x', role)
    .run()
  return { id, token: await issueSessionToken(env, id, role) }
}

async function expert(name: string) {
  const { id, token } = await createUser('expert', name)
  const client = await connect()
  client.send({ type: 'register', role: 'expert', name: 'ignored', userId: 'ignored', token })
  const registered = await client.next('registered')
  expect(registered).toMatchObject({ id, role: 'expert', name })
  return Object.assign(client, { id, token, conversations: (await client.next('conversations')).conversations })
}

const visitorId = () => `visitor_${crypto.randomUUID().replaceAll('-', '')}`

async function visitor(id = visitorId(), name?: string) {
  const client = await connect()
  client.send({ type: 'register', role: 'user', name, userId: id })
  const registered = await client.next('registered')
  const transcript = await client.next('transcript')
  return Object.assign(client, { visitorId: id, conversationId: registered.id, name: registered.name, transcript })
}

async function expertsOnline(): Promise<number> {
  const res = await SELF.fetch(ROOM)
  return ((await res.json()) as { expertsOnline: number }).expertsOnline
}

afterEach(async () => {
  for (const ws of open.splice(0)) ws.close(1000, 'test over')
  // The room hears the closes asynchronously; start the next test with nobody online.
  for (let i = 0; i < 60 && (await expertsOnline()) > 0; i++) await new Promise((r) => setTimeout(r, 50))
})

describe('chat room: who may connect', () => {
  async function registerExpert(token?: string) {
    const client = await connect()
    client.send({ type: 'register', role: 'expert', token })
    return client
  }

  it('refuses an expert without a token, with a forged token, or with a customer token', async () => {
    const none = await registerExpert()
    expect((await none.next('error')).msg).toMatch(/sign in with your expert account/)
    await expect.poll(() => none.closed?.code).toBe(4001)

    const { token } = await createUser('expert', 'Real Expert')
    const [header, , signature] = token.split('.')
    const body = btoa(JSON.stringify({ sub: 'someone', sid: 'nope', role: 'expert' })).replace(/=+$/, '')
    const forged = await registerExpert(`${header}.${body}.${signature}`)
    await expect.poll(() => forged.closed?.code).toBe(4001)

    const customer = await registerExpert((await createUser('user', 'Customer')).token)
    expect((await customer.next('error')).msg).toMatch(/not an expert account/)
    await expect.poll(() => customer.closed?.code).toBe(4003)
    expect(await expertsOnline()).toBe(0)
  })

  it('S9: a token in the URL counts for nothing; only the first frame signs a socket in', async () => {
    const { token } = await createUser('expert', 'Url Expert')
    const client = await connect(`role=expert&token=${token}`)
    client.send({ type: 'register', role: 'expert' })
    await expect.poll(() => client.closed?.code).toBe(4001)
    const visitorWithUrlToken = await connect(`token=${(await createUser('user', 'Url Customer')).token}`)
    visitorWithUrlToken.send({ type: 'register', role: 'user', userId: visitorId() })
    expect((await visitorWithUrlToken.next('registered')).name).toMatch(/^Visitor [0-9A-F]{4}$/)
  })

  it('only serves the support room', async () => {
    const res = await SELF.fetch('http://localhost/parties/chat-room/other', { headers: { Upgrade: 'websocket' } })
    expect(res.status).toBe(404)
  })
})

describe('chat room: registration and mapping', () => {
  it('registers anonymous and signed-in visitors', async () => {
    const anon = await visitor(undefined, 'Margaret')
    expect(anon.conversationId).toMatch(/^c_/)
    expect(anon.name).toBe('Margaret')
    expect(anon.transcript.messages).toEqual([])

    const { token } = await createUser('user', 'Harold Jones')
    const signedIn = await connect()
    signedIn.send({ type: 'register', role: 'user', name: 'Someone else', userId: visitorId(), token })
    expect(await signedIn.next('registered')).toMatchObject({ role: 'user', name: 'Harold Jones' })

    const noId = await connect()
    noId.send({ type: 'register', role: 'user', name: 'x', userId: 'short' })
    expect((await noId.next('error')).msg).toMatch(/reload/)
  })

  it('names a guest by the region they write from, told apart from another one there (review 6.10)', async () => {
    const named = async (region: string | undefined, headers: Record<string, string> = {}) => {
      const client = await connect('', newAddress(), { region, headers })
      client.send({ type: 'register', role: 'user', userId: visitorId() })
      return (await client.next('registered')).name
    }
    const place = `Quebec ${'abcdefghij'[Math.floor(Math.random() * 10)]}${crypto
      .randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`
    expect(await named(place)).toBe(`Visitor from ${place}`)
    expect(await named(place)).toBe(`Visitor from ${place} 2`)
    // The place comes from Cloudflare's data only: a header a stranger sends is dropped.
    expect(await named(undefined, { 'x-chat-place': 'Fake%20Town' })).not.toMatch(/Fake Town/)
  })

  it('maps each visitor to the online expert with the fewest open conversations', async () => {
    const alice = await expert('Alice Expert')
    const first = await visitor()
    first.send({ type: 'map_to_expert' })
    // The visitor sees the expert's first name with "from SaffeSupport" in their language (N18).
    expect(await first.next('mapped_to')).toEqual({ type: 'mapped_to', expertId: alice.id, expertName: 'Alice from SaffeSupport' })
    expect((await alice.next('conversation')).conversation).toMatchObject({ id: first.conversationId, visitorOnline: true })

    const bob = await expert('Bob Expert')
    const second = await visitor()
    second.send({ type: 'map_to_expert' })
    expect((await second.next('mapped_to')).expertId).toBe(bob.id) // Alice has one, Bob none

    const third = await visitor()
    third.send({ type: 'map_to_expert' })
    const thirdExpert = (await third.next('mapped_to')).expertId
    expect([alice.id, bob.id]).toContain(thirdExpert) // tie at one each

    const fourth = await visitor()
    fourth.send({ type: 'map_to_expert' })
    // Whoever did not get the third now has fewer.
    expect((await fourth.next('mapped_to')).expertId).toBe(thirdExpert === alice.id ? bob.id : alice.id)
  })

  it('passes "typing" from an expert to the visitor of their own open conversation only (decision 153)', async () => {
    const alice = await expert('Alice Expert')
    const v = await visitor()
    v.send({ type: 'map_to_expert' })
    await v.next('mapped_to')
    await alice.next('conversation')
    alice.send({ type: 'typing', conversationId: v.conversationId })
    expect(await v.next('typing')).toEqual({ type: 'typing', name: 'Alice from SaffeSupport' })

    // Another expert cannot make someone else's visitor see "typing"; a visitor cannot send it.
    const bob = await expert('Bob Expert')
    bob.send({ type: 'typing', conversationId: v.conversationId })
    v.send({ type: 'typing', conversationId: v.conversationId })
    await v.none('typing', 200)
  })

  it('queues visitors when no expert is online and maps them in order when one arrives', async () => {
    const first = await visitor()
    first.send({ type: 'map_to_expert' })
    // Nobody is online at all: the widget says so rather than "you are next" (decision 153).
    expect(await first.next('queued')).toEqual({ type: 'queued', position: 1, expertsOnline: 0 })
    const second = await visitor()
    second.send({ type: 'map_to_expert' })
    expect(await second.next('queued')).toEqual({ type: 'queued', position: 2, expertsOnline: 0 })

    // When the first leaves the queue, the second moves up.
    const third = await visitor()
    third.send({ type: 'map_to_expert' })
    expect((await third.next('queued')).position).toBe(3)
    first.close()
    expect((await third.next('queued')).position).toBe(2)

    const carol = await connectExpertWithoutWaiting('Carol Expert')
    expect((await second.next('mapped_to')).expertId).toBe(carol.id)
    expect((await third.next('mapped_to')).expertId).toBe(carol.id)
    const assigned = [(await carol.next('conversation')).conversation.id, (await carol.next('conversation')).conversation.id]
    expect(assigned).toEqual([second.conversationId, third.conversationId])
  })
})

async function connectExpertWithoutWaiting(name: string) {
  const { id, token } = await createUser('expert', name)
  const client = await connect()
  client.send({ type: 'register', role: 'expert', token })
  await client.next('registered')
  await client.next('conversations')
  return Object.assign(client, { id })
}

async function mappedPair(expertName = 'Dana Expert') {
  const e = await expert(expertName)
  const v = await visitor()
  v.send({ type: 'map_to_expert' })
  const mapped = await v.next('mapped_to')
  expect(mapped.expertId).toBe(e.id)
  await e.next('conversation')
  return { e, v }
}

describe('chat room: messages', () => {
  it('delivers messages only between the mapped pair', async () => {
    const { e, v } = await mappedPair()
    const other = await expert('Eve Expert')
    const bystander = await visitor()
    bystander.send({ type: 'map_to_expert' })
    expect((await bystander.next('mapped_to')).expertId).toBe(other.id)
    await other.next('conversation')

    v.send({ type: 'send_message', from: v.conversationId, to: e.id, message: 'My computer shows a warning.' })
    const atExpert = await e.next('receive_message')
    expect(atExpert).toMatchObject({
      from: v.conversationId,
      to: e.id,
      sender: 'visitor',
      conversationId: v.conversationId,
      message: 'My computer shows a warning.',
      sentAt: expect.any(Number),
    })

    e.send({ type: 'send_message', from: e.id, to: v.conversationId, message: 'Do not call the number on it.' })
    expect(await v.next('receive_message')).toMatchObject({ from: e.id, sender: 'expert', message: 'Do not call the number on it.' })

    await other.none('receive_message')
    await bystander.none('receive_message', 0)
    // The sender does not get its own line back.
    await v.none('receive_message', 0)

    // A visitor cannot write to an expert they are not mapped to; an expert cannot answer another's visitor.
    v.send({ type: 'send_message', from: v.conversationId, to: other.id, message: 'hello?' })
    expect((await v.next('error')).msg).toMatch(/not connected/)
    other.send({ type: 'send_message', from: other.id, to: v.conversationId, message: 'hi' })
    expect((await other.next('error')).msg).toMatch(/not yours/)
    await e.none('receive_message', 100)
    // A `from` that is not the sender's own id changes nothing: the room stamps the real one.
    bystander.send({ type: 'send_message', from: v.conversationId, to: other.id, message: 'spoof' })
    expect((await other.next('receive_message')).from).toBe(bystander.conversationId)
  })

  it('refuses a message before mapping, an empty message and an unknown frame', async () => {
    const v = await visitor()
    v.send({ type: 'send_message', to: 'anyone', message: 'hello' })
    expect((await v.next('error')).msg).toMatch(/not connected/)
    v.send({ type: 'send_message', to: 'anyone', message: '   ' })
    expect((await v.next('error')).msg).toMatch(/type a message/)
    v.send('not json')
    expect((await v.next('error')).msg).toMatch(/could not be read/)
    v.send({ type: 'dance' })
    expect((await v.next('error')).msg).toMatch(/not known/)
  })

  it(`refuses messages over ${MAX_MESSAGE_CHARS} characters`, async () => {
    const { e, v } = await mappedPair()
    v.send({ type: 'send_message', from: v.conversationId, to: e.id, message: 'a'.repeat(MAX_MESSAGE_CHARS + 1) })
    expect((await v.next('error')).msg).toMatch(/too long/)
    v.send({ type: 'send_message', from: v.conversationId, to: e.id, message: 'b'.repeat(MAX_MESSAGE_CHARS) })
    expect((await e.next('receive_message')).message).toHaveLength(MAX_MESSAGE_CHARS)
    v.send({ type: 'send_message', to: e.id, message: 'c'.repeat(MAX_FRAME_BYTES) })
    expect((await v.next('error')).msg).toMatch(/at most/)
  })

  it(`carries an attachment of up to ${MAX_ATTACHMENT_CHARS} characters as one line, and keeps it in the transcript`, async () => {
    const { e, v } = await mappedPair()
    const text = `${`From: "Bank" <alerts@bank.example>\n${'Your account is locked. '.repeat(500)}`.slice(0, MAX_ATTACHMENT_CHARS - 1)}.`
    const attachment = { kind: 'scam-check', label: 'Message I checked' }
    v.send({ type: 'send_message', to: e.id, message: text, attachment })
    const line = await e.next('receive_message')
    expect(line).toMatchObject({ sender: 'visitor', message: text, attachment })
    expect(line.message).toHaveLength(MAX_ATTACHMENT_CHARS)

    // Too long, an unknown kind, an empty or multi-line label, and an expert's attachment are refused.
    v.send({ type: 'send_message', to: e.id, message: `${text}x`, attachment })
    expect((await v.next('error')).msg).toMatch(/too long.*10,000/)
    for (const bad of [{ kind: 'virus', label: 'x' }, { kind: 'help-now', label: ' ' }, { kind: 'help-now', label: 'a\nb' }, 'x']) {
      v.send({ type: 'send_message', to: e.id, message: 'hello', attachment: bad })
      expect((await v.next('error')).msg).toMatch(/attachment could not be read/)
    }
    e.send({ type: 'send_message', to: v.conversationId, message: 'hi', attachment: { kind: 'help-now', label: 'Steps' } })
    expect((await e.next('error')).msg).toMatch(/Only visitors/)
    // Without the attachment marker the ordinary 2,000-character limit applies.
    v.send({ type: 'send_message', to: e.id, message: text })
    expect((await v.next('error')).msg).toMatch(/too long.*2,000/)
    await e.none('receive_message', 100)

    v.close()
    const again = await visitor(v.visitorId)
    expect(again.transcript.messages).toEqual([expect.objectContaining({ message: text, attachment })])
  })

  it('refuses more than 10 messages in 10 seconds from one socket', async () => {
    const { e, v } = await mappedPair()
    for (let i = 1; i <= 11; i++) v.send({ type: 'send_message', from: v.conversationId, to: e.id, message: `message ${i}` })
    expect((await v.next('error')).msg).toMatch(/very quickly/)
    await expect.poll(() => e.received.filter((m) => m.type === 'receive_message').length).toBe(10)
    await e.none('error', 0)
    expect(e.received.filter((m) => m.type === 'receive_message').map((m) => (m as { message: string }).message)).not.toContain(
      'message 11',
    )
  })
})

describe('chat room: transcripts survive reconnects', () => {
  it('replays the conversation to a returning visitor and maps them to the same expert', async () => {
    const { e, v } = await mappedPair()
    v.send({ type: 'send_message', to: e.id, message: 'Is this e-mail from my bank real?' })
    await e.next('receive_message')
    e.send({ type: 'send_message', to: v.conversationId, message: 'Please forward it to us first.' })
    await v.next('receive_message')
    v.close()
    await expect.poll(async () => (await e.next('conversation')).conversation.visitorOnline).toBe(false)

    const again = await visitor(v.visitorId)
    expect(again.conversationId).toBe(v.conversationId)
    expect(again.transcript.messages.map((m) => [m.sender, m.message])).toEqual([
      ['visitor', 'Is this e-mail from my bank real?'],
      ['expert', 'Please forward it to us first.'],
    ])
    again.send({ type: 'map_to_expert' })
    expect((await again.next('mapped_to')).expertId).toBe(e.id)
  })

  it('gives a reconnecting expert their open conversations back, with unread counts', async () => {
    const { e, v } = await mappedPair('Frank Expert')
    const token = e.token
    const reconnect = async () => {
      const client = await connect()
      client.send({ type: 'register', role: 'expert', token })
      await client.next('registered')
      return Object.assign(client, { conversations: (await client.next('conversations')).conversations })
    }
    e.close()
    await expect.poll(expertsOnline).toBe(0)

    // The visitor writes while the expert is away; the line is kept for them.
    v.send({ type: 'send_message', to: e.id, message: 'Are you there?' })
    await v.none('error', 200)
    const back = await reconnect()
    const mine = back.conversations.find((c) => c.id === v.conversationId)!
    expect(mine).toMatchObject({ visitorName: v.name, visitorOnline: true, unread: 1, lastMessage: { text: 'Are you there?' } })
    back.send({ type: 'open_conversation', conversationId: v.conversationId })
    expect((await back.next('transcript')).messages.map((m) => m.message)).toEqual(['Are you there?'])
    back.send({ type: 'mark_read', conversationId: v.conversationId })
    back.close()
    await expect.poll(expertsOnline).toBe(0)

    // A visitor who asks again while nobody is online waits, then goes back to the same expert.
    v.send({ type: 'map_to_expert' })
    expect(await v.next('queued')).toEqual({ type: 'queued', position: 1, expertsOnline: 0 })
    const again = await reconnect()
    expect(again.conversations.find((c) => c.id === v.conversationId)).toBeUndefined()
    expect((await v.next('mapped_to')).expertId).toBe(e.id)
    const returned = (await again.next('conversation')).conversation
    expect(returned).toMatchObject({ id: v.conversationId, unread: 0, lastMessage: { text: 'Are you there?' } })
  })
})

const room = () => env.ChatRoom.get(env.ChatRoom.idFromName('support'))

describe('chat room: what the console sees', () => {
  it('shows name, guest marker, the start of the last line, since when the visitor waits, and the page', async () => {
    const e = await expert('Gina Expert')
    const v = await connect()
    v.send({ type: 'register', role: 'user', userId: visitorId(), page: '/scam-check' })
    const { id: conversationId } = await v.next('registered')
    v.send({ type: 'map_to_expert' })
    const mapped = await v.next('mapped_to')
    const assigned = (await e.next('conversation')).conversation
    expect(assigned).toMatchObject({ id: conversationId, signedIn: false, pagePath: '/scam-check', lastMessage: null })
    expect(assigned).not.toHaveProperty('messages')
    expect(assigned.waitingSince).toEqual(expect.any(Number))

    const long = `Someone from "my bank" called. ${'They asked for my PIN. '.repeat(20)}`
    v.send({ type: 'send_message', to: mapped.expertId, message: long })
    await e.next('receive_message')
    v.send({ type: 'page', path: '/live-support' })
    const moved = (await e.next('conversation')).conversation
    expect(moved.pagePath).toBe('/live-support')
    expect(moved.lastMessage?.text).toBe(long.slice(0, 120))
    expect(moved.unread).toBe(1)
    // A page that is not a site path is refused and changes nothing.
    for (const path of ['https://evil.example/', '//evil.example', '/a?b=c', '/<script>']) {
      v.send({ type: 'page', path })
      expect((await v.next('error')).msg).toMatch(/page address/)
    }
    await e.none('conversation', 100)

    e.send({ type: 'send_message', to: conversationId, message: 'Hang up and call the number on your card.' })
    await v.next('receive_message')
    v.close()
    const left = (await e.next('conversation')).conversation
    expect(left).toMatchObject({ visitorOnline: false, waitingSince: null, lastMessage: { sender: 'expert' } })
  })

  it('marks a conversation urgent once the visitor says money or the computer is at risk now (decision 153)', async () => {
    const e = await expert('Uma Expert')
    const v = await connect()
    v.send({ type: 'register', role: 'user', userId: visitorId(), page: '/' })
    await v.next('registered')
    v.send({ type: 'map_to_expert' })
    const mapped = await v.next('mapped_to')
    expect((await e.next('conversation')).conversation.urgent).toBe(false)
    v.send({ type: 'send_message', to: mapped.expertId, message: 'How do I change my password?' })
    await e.next('receive_message')
    v.send({ type: 'page', path: '/login' })
    expect((await e.next('conversation')).conversation.urgent).toBe(false)
    v.send({ type: 'send_message', to: mapped.expertId, message: 'A man told me to buy gift cards and he is still on the phone' })
    await e.next('receive_message')
    v.send({ type: 'page', path: '/help-now' })
    expect((await e.next('conversation')).conversation.urgent).toBe(true)
  })

  it('marks a conversation done: it leaves the list, frees the expert, and comes back when the visitor writes', async () => {
    const { e, v } = await mappedPair('Hugo Expert')
    e.send({ type: 'mark_done', conversationId: v.conversationId })
    expect(await e.next('conversation_closed')).toEqual({ type: 'conversation_closed', conversationId: v.conversationId })
    expect(await room().expertOf(v.conversationId)).toBeNull()
    v.send({ type: 'send_message', to: e.id, message: 'One more question, please.' })
    expect((await e.next('conversation')).conversation).toMatchObject({ id: v.conversationId, visitorOnline: true })
    expect((await e.next('receive_message')).message).toBe('One more question, please.')
    expect(await room().expertOf(v.conversationId)).toBe(e.id)
    // Someone else's conversation cannot be marked done or opened.
    const other = await expert('Ivy Expert')
    other.send({ type: 'mark_done', conversationId: v.conversationId })
    expect((await other.next('error')).msg).toMatch(/not yours/)
    other.send({ type: 'open_conversation', conversationId: v.conversationId })
    expect((await other.next('error')).msg).toMatch(/not yours/)
    await other.none('transcript', 0)
  })

  it('expertOf answers the assigned expert, and null for a queued or unknown conversation', async () => {
    const queued = await visitor()
    queued.send({ type: 'map_to_expert' })
    await queued.next('queued')
    expect(await room().expertOf(queued.conversationId)).toBeNull()
    expect(await room().expertOf('c_nope')).toBeNull()
    const e = await connectExpertWithoutWaiting('Jack Expert')
    await queued.next('mapped_to')
    expect(await room().expertOf(queued.conversationId)).toBe(e.id)
  })
})

describe('chat room: security review findings', () => {
  it('S5: logout, password change and a role change close the sockets of that session', async () => {
    const { e: e2 } = await mappedPair('Lee Expert')
    const e = await expert('Kim Expert')
    // Logout through the API closes that session's socket only.
    expect(await room().endSessions({ sessionId: 'another-session' })).toBe(0)
    const logout = await SELF.fetch('http://localhost/api/auth/logout', { method: 'POST', headers: { authorization: e.token } })
    expect(logout.status).toBe(200)
    await expect.poll(() => e.closed?.code).toBe(4001)
    expect(e2.closed).toBeNull()
    // A password change ends the account's other sessions: the room closes them too.
    const { token: phone, id: annId } = await createUser('expert', 'Ann Expert')
    const laptopToken = await issueSessionToken(env, annId, 'expert')
    const onPhone = await connect()
    onPhone.send({ type: 'register', role: 'expert', token: phone })
    await onPhone.next('registered')
    const onLaptop = await connect()
    onLaptop.send({ type: 'register', role: 'expert', token: laptopToken })
    await onLaptop.next('registered')
    const laptopSession = (await env.DB.prepare('SELECT id FROM sessions WHERE user_id = ? ORDER BY rowid DESC')
      .bind(annId)
      .first<{ id: string }>())!.id
    await revokeOtherSessions(env, annId, laptopSession)
    await expect.poll(() => onPhone.closed?.code).toBe(4001)
    expect(onLaptop.closed).toBeNull()
    onLaptop.close()

    // A revoked session or a role taken away is found by the periodic re-check (the room's alarm).
    const { token, id } = await createUser('expert', 'Max Expert')
    const m = await connect()
    m.send({ type: 'register', role: 'expert', token })
    await m.next('registered')
    await env.DB.prepare("UPDATE users SET role = 'user' WHERE id = ?").bind(id).run()
    await env.DB.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ?').bind(Date.now(), e2.id).run()
    expect(await runDurableObjectAlarm(room())).toBe(true)
    await expect.poll(() => m.closed?.code).toBe(4001)
    await expect.poll(() => e2.closed?.code).toBe(4001)
    expect(await expertsOnline()).toBe(0)
  })

  it('S6: the message limit holds per conversation and per address, however many sockets', async () => {
    const { e, v } = await mappedPair('Nia Expert')
    const tabs = [v]
    for (let i = 0; i < MAX_SOCKETS_PER_CONVERSATION - 1; i++) tabs.push(await visitor(v.visitorId))
    // One socket more than the cap is refused.
    const extra = await connect()
    extra.send({ type: 'register', role: 'user', userId: v.visitorId })
    await expect.poll(() => extra.closed?.code).toBe(4008)
    for (const tab of tabs) for (let i = 0; i < 5; i++) tab.send({ type: 'send_message', to: e.id, message: `flood ${i}` })
    await expect
      .poll(() => tabs.reduce((n, t) => n + t.received.filter((m) => m.type === 'error').length, 0))
      .toBe(tabs.length * 5 - MAX_MESSAGES_PER_CONVERSATION)
    expect(e.received.filter((m) => m.type === 'receive_message')).toHaveLength(MAX_MESSAGES_PER_CONVERSATION)
    // Each refused line comes back as unsent (decision 125): the visitor's widget offers "Send again".
    const refused = tabs.flatMap((t) => t.received.filter((m) => m.type === 'error'))
    expect(refused.every((m) => typeof m.unsent === 'string' && m.unsent.startsWith('flood '))).toBe(true)
  })

  it('S6: a visitor coming and going sends the expert small status frames, not the transcript', async () => {
    const { e, v } = await mappedPair('Omar Expert')
    for (let i = 0; i < 10; i++) {
      v.send({ type: 'send_message', to: e.id, message: `${i} ${'x'.repeat(1900)}` })
      await e.next('receive_message')
    }
    v.close()
    let bytes = 0
    for (let i = 0; i < 5; i++) {
      const again = await visitor(v.visitorId)
      again.close()
    }
    await expect.poll(() => e.received.filter((m) => m.type === 'conversation').length).toBe(10)
    for (const frame of e.received) bytes += JSON.stringify(frame).length
    expect(bytes).toBeLessThan(10 * 600)
  })

  it('S7: new conversations and sockets per address are capped; the queue is not flooded', async () => {
    for (let i = 0; i < MAX_NEW_CONVERSATIONS_PER_ADDRESS; i++) {
      const v = await visitor()
      v.close()
    }
    const refused = await connect()
    refused.send({ type: 'register', role: 'user', userId: visitorId() })
    expect((await refused.next('error')).msg).toMatch(/Too many new chats/)
    await expect.poll(() => refused.closed?.code).toBe(4008)
    // Another address is not affected.
    const elsewhere = await connect('', newAddress())
    elsewhere.send({ type: 'register', role: 'user', userId: visitorId() })
    await elsewhere.next('registered')

    const crowd = newAddress()
    const sockets = []
    for (let i = 0; i < MAX_SOCKETS_PER_ADDRESS; i++) sockets.push(await connect('', crowd))
    const one = await connect('', crowd)
    await expect.poll(() => one.closed?.code).toBe(4008)
    expect(sockets.every((s) => s.closed === null)).toBe(true)
  })

  it('S7: repeated map_to_expert does not make the room write to every queued visitor', async () => {
    address = newAddress()
    const queued = []
    for (let i = 0; i < 3; i++) {
      const v = await visitor()
      v.send({ type: 'map_to_expert' })
      expect((await v.next('queued')).position).toBe(i + 1)
      queued.push(v)
    }
    for (let i = 0; i < 30; i++) queued[2].send({ type: 'map_to_expert' })
    await queued[2].next('queued')
    await queued[0].none('queued', 200)
    await queued[1].none('queued', 0)
    expect(queued[2].received.filter((m) => m.type === 'queued').length).toBeLessThanOrEqual(5)
  })

  it(`S7: an expert gets at most ${MAX_OPEN_PER_EXPERT} open conversations; the rest wait, and move up when one is done`, async () => {
    const e = await expert('Pia Expert')
    const visitors = []
    // A place is held by a visitor who wrote (T4): each of the first six writes once mapped.
    for (let i = 0; i < MAX_OPEN_PER_EXPERT; i++) {
      if (i % 2 === 0) address = newAddress()
      const v = await visitor()
      v.send({ type: 'map_to_expert' })
      expect((await v.next('mapped_to')).expertId).toBe(e.id)
      v.send({ type: 'send_message', to: e.id, message: `Hello ${i}` })
      await e.next('receive_message')
      visitors.push(v)
    }
    address = newAddress()
    const last = await visitor()
    last.send({ type: 'map_to_expert' })
    // An expert is online but full: the visitor is told their place, not that nobody is there.
    expect(await last.next('queued')).toEqual({ type: 'queued', position: 1, expertsOnline: 1 })
    e.send({ type: 'mark_done', conversationId: visitors[0].conversationId })
    expect((await last.next('mapped_to')).expertId).toBe(e.id)
  })

  it('S12: guest names follow the account rules and cannot pass for staff; signed-in visitors are marked', async () => {
    for (const name of ['Ann \u202Egnikcah\u202C', 'Bell\u0007', 'x'.repeat(81), 'Sam from SaffeSupport', 'Expert Help']) {
      const v = await connect()
      v.send({ type: 'register', role: 'user', userId: visitorId(), name })
      expect((await v.next('error')).msg, name).toMatch(/name/)
      await v.none('registered', 0)
    }
    const e = await expert('Quinn Expert')
    const guest = await visitor(undefined, '  Ann   Smith ')
    expect(guest.name).toBe('Ann Smith')
    guest.send({ type: 'map_to_expert' })
    expect((await e.next('conversation')).conversation).toMatchObject({ visitorName: 'Ann Smith', signedIn: false })
    const { token } = await createUser('user', 'Ruth Customer')
    const member = await connect()
    member.send({ type: 'register', role: 'user', userId: visitorId(), token })
    await member.next('registered')
    member.send({ type: 'map_to_expert' })
    expect((await e.next('conversation')).conversation).toMatchObject({ visitorName: 'Ruth Customer', signedIn: true })
  })
})

describe("chat room: the conversation's language", () => {
  const storedLocale = (conversationId: string) =>
    runInDurableObject(
      room(),
      async (_instance: unknown, state: DurableObjectState) =>
        state.storage.sql.exec('SELECT locale FROM conversations WHERE id = ?', conversationId).one().locale,
    )

  it('a visitor on a Spanish page: the room keeps "es" with the conversation, answers in Spanish, and the console sees it', async () => {
    const e = await expert('Lucia Expert')
    const id = visitorId()
    const v = await connect('lang=es')
    v.send({ type: 'register', role: 'user', userId: id, page: '/es/Pricing', locale: 'es' })
    const { id: conversationId } = await v.next('registered')
    await v.next('transcript')
    expect(await storedLocale(conversationId)).toBe('es')
    // Refusals to this visitor are in Spanish: before an expert, an empty line, a page it cannot read.
    v.send({ type: 'send_message', to: e.id, message: 'Hola' })
    expect((await v.next('error')).msg).toBe('Todavía no está conectado con un experto. Espere un momento, por favor.')
    v.send({ type: 'map_to_expert' })
    const mapped = await v.next('mapped_to')
    // No English inside a Spanish chat (N18): "Lucia, de SaffeSupport".
    expect(mapped.expertName).toBe('Lucia, de SaffeSupport')
    expect((await e.next('conversation')).conversation).toMatchObject({ id: conversationId, locale: 'es', pagePath: '/es/Pricing' })
    v.send({ type: 'send_message', to: mapped.expertId, message: '   ' })
    expect((await v.next('error')).msg).toBe('Primero escriba un mensaje, por favor.')
    v.send({ type: 'send_message', to: mapped.expertId, message: 'x'.repeat(MAX_MESSAGE_CHARS + 1) })
    expect((await v.next('error')).msg).toBe(
      `Ese mensaje es demasiado largo. Escriba cada mensaje con menos de ${MAX_MESSAGE_CHARS.toLocaleString('es-US')} caracteres, por favor.`,
    )
    v.send('not json')
    expect((await v.next('error')).msg).toBe('No pudimos leer ese mensaje.')
    // The expert's own refusals stay English (the console is for staff).
    e.send({ type: 'send_message', to: 'c_nobody', message: 'Hi' })
    expect((await e.next('error')).msg).toBe('That conversation is not yours to answer.')

    // An expert who reconnects gets the conversation back with its language (it is stored, not kept in memory).
    e.close()
    const again = await connect()
    again.send({ type: 'register', role: 'expert', token: e.token })
    await again.next('registered')
    const list = (await again.next('conversations')).conversations
    expect(list.find((c) => c.id === conversationId)).toMatchObject({ locale: 'es' })

    // The same visitor back on an English page: the conversation is English from now on.
    v.close()
    await again.next('conversation')
    const back = await connect()
    back.send({ type: 'register', role: 'user', userId: id, locale: 'en' })
    expect((await back.next('registered')).id).toBe(conversationId)
    expect((await again.next('conversation')).conversation).toMatchObject({ id: conversationId, locale: 'en', visitorOnline: true })
    expect(await storedLocale(conversationId)).toBe('en')
  })

  it('no locale means English; a locale other than "en", "es" or "fr" is refused like any bad field, and the socket may register again', async () => {
    const plain = await visitor()
    expect(await storedLocale(plain.conversationId)).toBe('en')
    plain.send({ type: 'send_message', to: 'someone', message: 'Hello' })
    expect((await plain.next('error')).msg).toMatch(/not connected to an expert yet/)

    for (const locale of ['de', 'ES', '', 42, null, ['es']]) {
      const v = await connect()
      v.send({ type: 'register', role: 'user', userId: visitorId(), locale })
      expect((await v.next('error')).msg, JSON.stringify(locale)).toBe(
        'The chat can be in English, Spanish or French. Please reload the page, or call us.',
      )
      await v.none('registered', 50)
      // Still unregistered: asking for an expert is refused until a good register.
      v.send({ type: 'map_to_expert' })
      expect((await v.next('error')).msg).toBe('Please register first.')
      v.close()
    }
    const retry = await connect('lang=es')
    retry.send({ type: 'register', role: 'user', userId: visitorId(), locale: 'xx' })
    // The URL's hint picks the language of refusals before a good register; a bad hint is ignored.
    expect((await retry.next('error')).msg).toBe('El chat puede ser en inglés, español o francés. Recargue la página o llámenos.')
    retry.send({ type: 'register', role: 'user', userId: visitorId(), locale: 'es' })
    const registered = await retry.next('registered')
    expect(await storedLocale(registered.id)).toBe('es')
    const odd = await connect('lang=de')
    odd.send('{')
    expect((await odd.next('error')).msg).toBe('That message could not be read.')
  })
})

describe('chat room: retention', () => {
  it(`the daily job deletes transcripts older than ${CHAT_RETENTION_MONTHS} months in batches and keeps the rest`, async () => {
    const now = new Date('2026-11-23T07:30:00Z')
    const old = chatRetentionCutoff(now).getTime() - 60_000
    const recent = now.getTime() - 24 * 60 * 60_000
    const oldCount = PURGE_BATCH * 2 + 5
    await runInDurableObject(room(), async (_instance: unknown, state: DurableObjectState) => {
      const sql = state.storage.sql
      for (let i = 0; i < oldCount; i++) {
        sql.exec(
          'INSERT INTO conversations (id, visitor_key, visitor_name, created_at, last_message_at) VALUES (?, ?, ?, ?, ?)',
          `c_old${i}`,
          `a:old${i}`,
          'Old',
          old,
          old,
        )
        sql.exec(
          "INSERT INTO messages (conversation_id, from_id, to_id, sender, body, sent_at) VALUES (?, 'x', 'y', 'visitor', 'old', ?)",
          `c_old${i}`,
          old,
        )
      }
      sql.exec(
        "INSERT INTO conversations (id, visitor_key, visitor_name, created_at, last_message_at) VALUES ('c_recent', 'a:recent', 'New', ?, ?)",
        old,
        recent,
      )
      sql.exec(
        "INSERT INTO messages (conversation_id, from_id, to_id, sender, body, sent_at) VALUES ('c_recent', 'x', 'y', 'visitor', 'keep', ?)",
        recent,
      )
    })
    // The job deletes PURGE_BATCH rows a statement and calls the room until it reports done.
    const result = await purgeChatTranscripts(env, now)
    expect(result).toEqual({ conversations: oldCount, messages: oldCount, done: true })
    expect(await room().purgeTranscripts(chatRetentionCutoff(now))).toEqual({ conversations: 0, messages: 0, done: true })
    const left = await runInDurableObject(room(), async (_instance: unknown, state: DurableObjectState) => ({
      old: state.storage.sql.exec("SELECT COUNT(*) AS n FROM conversations WHERE id LIKE 'c_old%'").one().n,
      oldMessages: state.storage.sql.exec("SELECT COUNT(*) AS n FROM messages WHERE conversation_id LIKE 'c_old%'").one().n,
      recent: state.storage.sql.exec("SELECT COUNT(*) AS n FROM messages WHERE conversation_id = 'c_recent'").one().n,
    }))
    expect(left).toEqual({ old: 0, oldMessages: 0, recent: 1 })
  })
})

describe('chat room: the store keeps conversation rows in memory', () => {
  it('after every kind of write, the row it returns is the row in storage', async () => {
    await runInDurableObject(room(), async (_instance: unknown, state: DurableObjectState) => {
      const store = new ChatStore(state.storage)
      await store.migrate()
      // A second store has nothing in memory: it reads storage.
      const stored = (id: string) => new ChatStore(state.storage).conversation(id)
      const row = store.createConversation(`a:cache-${crypto.randomUUID()}`, 'Ann Smith', false, 1_000)
      expect(store.conversation(row.id)).toEqual(stored(row.id))

      store.update(row.id, { status: 'open', expertId: 'expert-1' })
      expect(store.conversation(row.id)).toMatchObject({ status: 'open', expertId: 'expert-1' })
      expect(store.conversation(row.id)).toEqual(stored(row.id))

      store.addMessage({ conversationId: row.id, from: 'v', to: 'expert-1', sender: 'visitor', body: 'Hello', sentAt: 2_000 })
      store.addMessage({ conversationId: row.id, from: 'v', to: 'expert-1', sender: 'visitor', body: 'Still there?', sentAt: 3_000 })
      expect(store.conversation(row.id)).toMatchObject({ waitingSince: 2_000, lastMessageAt: 3_000 })
      expect(store.conversation(row.id)).toEqual(stored(row.id))

      const reply = store.addMessage({ conversationId: row.id, from: 'expert-1', to: row.id, sender: 'expert', body: 'Yes', sentAt: 4_000 })
      expect(store.conversation(row.id)).toMatchObject({ waitingSince: null, lastMessageAt: 4_000, expertReadId: reply })
      expect(store.conversation(row.id)).toEqual(stored(row.id))

      store.addMessage({ conversationId: row.id, from: 'v', to: 'expert-1', sender: 'visitor', body: 'Thanks', sentAt: 5_000 })
      store.markRead(row.id, 'expert-1')
      expect(store.conversation(row.id)).toEqual(stored(row.id))
      expect(store.conversation(row.id)?.expertReadId).toBeGreaterThan(reply)
    })
  })
})

describe('chat room: security review 2 (T3, T4, T5, T9)', () => {
  it('T3: an IPv6 /64 is one client for the socket cap, however its low 64 bits turn', async () => {
    const refused: number[] = []
    const sockets: Client[] = []
    for (let i = 0; i <= MAX_SOCKETS_PER_ADDRESS; i++) sockets.push(await connect('', `2001:db8:2:2::${(i + 1).toString(16)}`))
    await new Promise((r) => setTimeout(r, 300))
    for (const [i, s] of sockets.entries()) if (s.closed?.code === 4008) refused.push(i)
    expect(refused).toEqual([MAX_SOCKETS_PER_ADDRESS])
  })

  it('T4: sockets that never write take no place; one client holds at most two; the expert blocks an abusive visit', async () => {
    const e = await expert('Ola Expert')
    const fakeAddress = address
    // Six idle guests from one address, mapped, never writing.
    const fakes: Awaited<ReturnType<typeof visitor>>[] = []
    for (let i = 0; i < MAX_OPEN_PER_EXPERT; i++) {
      const f = await visitor()
      f.send({ type: 'map_to_expert' })
      await f.next('mapped_to')
      fakes.push(f)
    }
    // A real visitor from elsewhere still reaches the expert.
    address = newAddress()
    const real = await visitor(undefined, 'Margaret')
    real.send({ type: 'map_to_expert' })
    expect((await real.next('mapped_to')).expertId).toBe(e.id)
    // The fakes' address may hold two places by writing, not a third.
    for (const f of fakes.slice(0, 2)) f.send({ type: 'send_message', to: e.id, message: 'hi' })
    await e.next('receive_message')
    await e.next('receive_message')
    fakes[2].send({ type: 'send_message', to: e.id, message: 'hi' })
    // Said in the words of a third person in the house (N14): others on the same Wi-Fi, and our number.
    expect((await fakes[2].next('error')).msg).toMatch(
      /^Other people on your Internet connection .* Please call us, free, at 1-888-555-0142/,
    )
    // The expert blocks one: its sockets close, it cannot come back, nor can its address start anew.
    e.send({ type: 'block_visitor', conversationId: fakes[0].conversationId })
    await expect.poll(() => fakes[0].closed?.code).toBe(4009)
    await e.next('conversation_closed')
    for (const id of [fakes[0].visitorId, visitorId()]) {
      const back = await connect('', fakeAddress)
      back.send({ type: 'register', role: 'user', userId: id })
      expect((await back.next('error')).msg).toMatch(/ended by our expert/)
      await expect.poll(() => back.closed?.code).toBe(4009)
    }
  })

  it('T9: a visitor cannot send more than the hourly character budget', async () => {
    const { e, v } = await mappedPair('Rae Expert')
    const line = 'é'.repeat(MAX_ATTACHMENT_CHARS)
    for (let k = 0; k < 4; k++) {
      v.send({ type: 'send_message', to: e.id, message: line, attachment: { kind: 'scam-check', label: 'x' } })
      await e.next('receive_message')
    }
    v.send({ type: 'send_message', to: e.id, message: line, attachment: { kind: 'scam-check', label: 'x' } })
    expect((await v.next('error')).msg).toMatch(/a lot of text/)
  })

  it("T5: the expert's socket ends after 30 idle minutes, as the API's session does", async () => {
    const e = await expert('Ivy Expert')
    await env.DB.prepare('UPDATE sessions SET last_seen_at = ? WHERE user_id = ?')
      .bind(Date.now() - 31 * 60_000, e.id)
      .run()
    expect(await runDurableObjectAlarm(room())).toBe(true)
    await expect.poll(() => e.closed?.code).toBe(4001)
    const session = await env.DB.prepare('SELECT revoked_at FROM sessions WHERE user_id = ?')
      .bind(e.id)
      .first<{ revoked_at: number | null }>()
    expect(session?.revoked_at).not.toBeNull()
  })
})

describe('chat room: the same visitor on a fresh page at once (docs/chat.md)', () => {
  for (const done of [false, true]) {
    for (const overlap of [false, true]) {
      it(`answers the new page's request (${done ? 'marked done' : 'not done'}, ${overlap ? 'old page still open' : 'old page closed'})`, async () => {
        const { e, v } = await mappedPair()
        v.send({ type: 'send_message', to: e.id, message: 'Is this real?' })
        await e.next('receive_message')
        if (done) {
          e.send({ type: 'mark_done', conversationId: v.conversationId })
          await e.next('conversation_closed')
        }
        if (!overlap) v.close()
        const again = await visitor(v.visitorId)
        if (overlap) v.close()
        again.send({ type: 'map_to_expert' })
        expect((await again.next('mapped_to', 1500)).expertId).toBe(e.id)
      })
    }
  }

  it('a waiting visitor who left while the expert arrived is matched on their return, not left in line', async () => {
    const v = await visitor()
    v.send({ type: 'map_to_expert' })
    expect((await v.next('queued')).expertsOnline).toBe(0)
    v.close()
    await new Promise((r) => setTimeout(r, 200))
    const e = await expert('Dana Expert')
    const again = await visitor(v.visitorId)
    again.send({ type: 'map_to_expert' })
    expect((await again.next('mapped_to', 1500)).expertId).toBe(e.id)
  })

  it('answers every page of a visitor who opens the chat many times in quick succession', async () => {
    const e = await expert('Dana Expert')
    const id = visitorId()
    for (let i = 0; i < 8; i++) {
      const v = await visitor(id)
      v.send({ type: 'map_to_expert' })
      expect((await v.next('mapped_to', 1500)).expertId, `page ${i + 1}`).toBe(e.id)
      if (i % 2 === 0) {
        e.send({ type: 'mark_done', conversationId: v.conversationId })
        await e.next('conversation_closed')
      }
      v.close()
    }
  })
})
