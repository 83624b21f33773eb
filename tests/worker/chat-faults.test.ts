// Fault drill of the live chat (docs/security.md, "What happens when a part fails"; decision 125): the
// room's storage fails while a visitor writes, and the chat's Durable Object cannot be reached. The
// visitor is told in their language, a line is never shown to the expert unless it was stored, a
// stored line is never lost, and a second try never makes two copies.
import { createExecutionContext, env, runInDurableObject, SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHAT_ROOM, type ServerMessage, type ServerMessageOf } from '#shared/chat/protocol'
import { issueSessionToken } from '#worker/auth/tokens'
import worker from './entry'
import { freshClientAddress } from './helpers'

const ROOM = `http://localhost/parties/chat-room/${CHAT_ROOM}`
const sockets: WebSocket[] = []

/** One socket with the frames it received, taken in order by type. */
async function socket(query = '') {
  const res = await SELF.fetch(`${ROOM}${query}`, { headers: { Upgrade: 'websocket', 'cf-connecting-ip': freshClientAddress() } })
  expect(res.status).toBe(101)
  const ws = res.webSocket!
  ws.accept()
  sockets.push(ws)
  const frames: ServerMessage[] = []
  ws.addEventListener('message', (event) => frames.push(JSON.parse(event.data as string) as ServerMessage))
  return {
    frames,
    send: (message: unknown) => ws.send(JSON.stringify(message)),
    async take<T extends ServerMessage['type']>(type: T): Promise<ServerMessageOf<T>> {
      let i = -1
      await expect.poll(() => (i = frames.findIndex((f) => f.type === type)), { timeout: 3000 }).toBeGreaterThanOrEqual(0)
      return frames.splice(i, 1)[0] as ServerMessageOf<T>
    },
  }
}

/** The one chat room's object, for reaching into its storage. */
const room = () => env.ChatRoom.get(env.ChatRoom.idFromName(CHAT_ROOM))

/**
 * Makes the room's SQLite throw, as Durable Object storage does when it fails, for every statement whose
 * SQL matches `which` (every statement when omitted), until `restore` is called.
 */
async function breakStorage(which = /./) {
  let restore = () => {}
  await runInDurableObject(room(), (_instance, state) => {
    const sqlStorage = state.storage.sql
    const exec = sqlStorage.exec.bind(sqlStorage)
    sqlStorage.exec = ((query: string, ...params: unknown[]) => {
      if (which.test(query)) throw new Error('SQLITE_FULL: database or disk is full: storage operation failed')
      return exec(query, ...params)
    }) as typeof sqlStorage.exec
    restore = () => {
      sqlStorage.exec = exec
    }
  })
  return () => runInDurableObject(room(), () => restore())
}

async function expertAndVisitor(locale: 'en' | 'es') {
  const expertId = crypto.randomUUID()
  await env.DB.prepare('INSERT INTO users (id, name, email, password_hash, role) VALUES (?, ?, ?, ?, ?)')
    .bind(expertId, 'Drill Expert', `drill-${expertId.slice(0, 8)}@example.com`, 'x', 'expert')
    .run()
  const expert = await socket()
  expert.send({ type: 'register', role: 'expert', token: await issueSessionToken(env, expertId, 'expert') })
  await expert.take('registered')
  const visitor = await socket(`?lang=${locale}`)
  const userId = `visitor_${crypto.randomUUID().replaceAll('-', '')}`
  visitor.send({ type: 'register', role: 'user', userId, name: 'Ruth', locale })
  const { id: conversationId } = await visitor.take('registered')
  await visitor.take('transcript')
  visitor.send({ type: 'map_to_expert' })
  await visitor.take('mapped_to')
  return { expert, visitor, expertId, userId, conversationId, locale }
}

async function transcriptOf(userId: string, locale: 'en' | 'es') {
  const again = await socket(`?lang=${locale}`)
  again.send({ type: 'register', role: 'user', userId, locale })
  await again.take('registered')
  return (await again.take('transcript')).messages.map((l) => l.message)
}

afterEach(() => {
  vi.restoreAllMocks()
  for (const ws of sockets.splice(0)) ws.close(1000, 'drill over')
})

describe('chat: the room storage fails', () => {
  for (const [locale, words] of [
    ['en', /not sent.*Send again/],
    ['es', /no se envió.*Enviar de nuevo/],
  ] as const) {
    it(`a line that could not be stored comes back to the visitor (${locale}); nothing stored is lost, nothing doubled`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const { expert, visitor, expertId, userId } = await expertAndVisitor(locale)
      visitor.send({ type: 'send_message', to: expertId, message: 'My bank called me' })
      expect((await expert.take('receive_message')).message).toBe('My bank called me')

      // The line's insert succeeds but the conversation's update fails: the transaction leaves nothing.
      const restore = await breakStorage(/^update "conversations"/i)
      visitor.send({ type: 'send_message', to: expertId, message: 'They want a gift card' })
      const error = await visitor.take('error')
      expect(error.msg).toMatch(words)
      expect(error.unsent).toBe('They want a gift card')
      await restore()
      expect(expert.frames.filter((f) => f.type === 'receive_message')).toEqual([])
      expect(await transcriptOf(userId, locale)).toEqual(['My bank called me'])

      // Send again: delivered once, stored once.
      visitor.send({ type: 'send_message', to: expertId, message: 'They want a gift card' })
      expect((await expert.take('receive_message')).message).toBe('They want a gift card')
      expect(await transcriptOf(userId, locale)).toEqual(['My bank called me', 'They want a gift card'])
    })
  }

  it('every statement failing: the visitor is told, the socket stays usable, and it works again after', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { expert, visitor, expertId, userId } = await expertAndVisitor('es')
    const restore = await breakStorage()
    const newcomer = await socket('?lang=es')
    newcomer.send({ type: 'register', role: 'user', userId: `visitor_${crypto.randomUUID().replaceAll('-', '')}`, locale: 'es' })
    expect((await newcomer.take('error')).msg).toMatch(/Nuestro chat tiene un problema.*llámenos/)
    visitor.send({ type: 'send_message', to: expertId, message: 'Hola' })
    expect((await visitor.take('error')).unsent).toBe('Hola')
    await restore()
    visitor.send({ type: 'send_message', to: expertId, message: 'Hola' })
    expect((await expert.take('receive_message')).message).toBe('Hola')
    expect(await transcriptOf(userId, 'es')).toEqual(['Hola'])
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"job":"chat","event":"failure"'))
  })
})

describe('chat: D1 fails inside the room', () => {
  it("an expert's sign-in is answered with a clear message, not silence, and works once D1 is back", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const expertId = crypto.randomUUID()
    await env.DB.prepare('INSERT INTO users (id, name, email, password_hash, role) VALUES (?, ?, ?, ?, ?)')
      .bind(expertId, 'Drill Expert', `drill-d1-${expertId.slice(0, 8)}@example.com`, 'x', 'expert')
      .run()
    const token = await issueSessionToken(env, expertId, 'expert')
    // The room's own D1 binding fails (its environment, as the object holds it).
    let restore = () => {}
    await runInDurableObject(room(), (instance) => {
      const holder = instance as unknown as { env: Env }
      const real = holder.env
      const fail = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'))
      const statement = { bind: () => statement, run: fail, all: fail, first: fail, raw: fail }
      holder.env = { ...real, DB: { prepare: () => statement, batch: fail, exec: fail } as unknown as D1Database }
      restore = () => {
        holder.env = real
      }
    })
    const first = await socket()
    first.send({ type: 'register', role: 'expert', token })
    expect((await first.take('error')).msg).toMatch(/Our chat is having a problem.*try again/)
    expect(first.frames.filter((f) => f.type === 'registered')).toEqual([])
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"job":"chat","event":"failure"'))
    await runInDurableObject(room(), () => restore())
    first.send({ type: 'register', role: 'expert', token })
    expect((await first.take('registered')).id).toBe(expertId)
  })
})

describe('chat: the Durable Object cannot be reached', () => {
  it('the socket request gets a clear 503 in the page language, never a 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const down = {
      idFromName: () => env.ChatRoom.idFromName(CHAT_ROOM),
      get: () => ({
        fetch: () => Promise.reject(new Error('Durable Object reset because its code was updated.')),
        setName: () => Promise.reject(new Error('Durable Object is overloaded.')),
      }),
    } as unknown as Env['ChatRoom']
    for (const [lang, words] of [
      ['en', /Part of our system is not answering/],
      ['es', /inténtelo de nuevo/i],
    ] as const) {
      const res = await worker.fetch(
        new Request(`${ROOM}?lang=${lang}`, { headers: { Upgrade: 'websocket' } }) as Request<unknown, IncomingRequestCfProperties>,
        { ...env, ChatRoom: down },
        createExecutionContext(),
      )
      expect(res.status).toBe(503)
      expect(((await res.json()) as { msg: string }).msg).toMatch(words)
    }
  })
})
