// The chat room driven by raw WebSockets through the worker (SELF), against the real Durable Object.
import { SELF, env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { issueSessionToken } from '#worker/auth/tokens'
import {
  MAX_ATTACHMENT_CHARS,
  MAX_FRAME_BYTES,
  MAX_MESSAGE_CHARS,
  type ServerMessage,
  type ServerMessageOf,
} from '#worker/chat/protocol'

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

async function connect(query = ''): Promise<Client> {
  const res = await SELF.fetch(`${ROOM}${query ? `?${query}` : ''}`, { headers: { Upgrade: 'websocket' } })
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
  const client = await connect(`role=expert&token=${token}`)
  client.send({ type: 'register', role: 'expert', name: 'ignored', userId: 'ignored' })
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
  it('refuses a socket that claims to be an expert without a token', async () => {
    const res = await SELF.fetch(`${ROOM}?role=expert`, { headers: { Upgrade: 'websocket' } })
    expect(res.status).toBe(401)
    expect(((await res.json()) as { msg: string }).msg).toMatch(/expert account/)
  })

  it('refuses a forged expert token', async () => {
    const { token } = await createUser('expert', 'Real Expert')
    const [header, , signature] = token.split('.')
    const body = btoa(JSON.stringify({ sub: 'someone', sid: 'nope', role: 'expert' })).replace(/=+$/, '')
    const res = await SELF.fetch(`${ROOM}?role=expert&token=${header}.${body}.${signature}`, { headers: { Upgrade: 'websocket' } })
    expect(res.status).toBe(401)
  })

  it('refuses a signed-in customer who claims to be an expert', async () => {
    const { token } = await createUser('user', 'Customer')
    const res = await SELF.fetch(`${ROOM}?role=expert&token=${token}`, { headers: { Upgrade: 'websocket' } })
    expect(res.status).toBe(403)
  })

  it('closes a visitor socket that registers as an expert', async () => {
    const client = await connect()
    client.send({ type: 'register', role: 'expert', name: 'Fake', userId: 'x' })
    expect((await client.next('error')).msg).toMatch(/experts/)
    await expect.poll(() => client.closed?.code).toBe(4003)
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
    const signedIn = await connect(`token=${token}`)
    signedIn.send({ type: 'register', role: 'user', name: 'Someone else', userId: visitorId() })
    expect(await signedIn.next('registered')).toMatchObject({ role: 'user', name: 'Harold Jones' })

    const noId = await connect()
    noId.send({ type: 'register', role: 'user', name: 'x', userId: 'short' })
    expect((await noId.next('error')).msg).toMatch(/reload/)
  })

  it('maps each visitor to the online expert with the fewest open conversations', async () => {
    const alice = await expert('Alice Expert')
    const first = await visitor()
    first.send({ type: 'map_to_expert' })
    expect(await first.next('mapped_to')).toEqual({ type: 'mapped_to', expertId: alice.id, expertName: 'Alice Expert' })
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

  it('queues visitors when no expert is online and maps them in order when one arrives', async () => {
    const first = await visitor()
    first.send({ type: 'map_to_expert' })
    expect(await first.next('queued')).toEqual({ type: 'queued', position: 1 })
    const second = await visitor()
    second.send({ type: 'map_to_expert' })
    expect(await second.next('queued')).toEqual({ type: 'queued', position: 2 })

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
  const client = await connect(`role=expert&token=${token}`)
  client.send({ type: 'register', role: 'expert' })
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
      const client = await connect(`role=expert&token=${token}`)
      client.send({ type: 'register', role: 'expert' })
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
    expect(mine).toMatchObject({ visitorName: v.name, visitorOnline: true, unread: 1 })
    expect(mine.messages.map((m) => m.message)).toEqual(['Are you there?'])
    back.send({ type: 'mark_read', conversationId: v.conversationId })
    back.close()
    await expect.poll(expertsOnline).toBe(0)

    // A visitor who asks again while nobody is online waits, then goes back to the same expert.
    v.send({ type: 'map_to_expert' })
    expect(await v.next('queued')).toEqual({ type: 'queued', position: 1 })
    const again = await reconnect()
    expect(again.conversations.find((c) => c.id === v.conversationId)).toBeUndefined()
    expect((await v.next('mapped_to')).expertId).toBe(e.id)
    const returned = (await again.next('conversation')).conversation
    expect(returned).toMatchObject({ id: v.conversationId, unread: 0 })
    expect(returned.messages.map((m) => m.message)).toEqual(['Are you there?'])
  })
})
