// "Is this really SaffeSupport?" (decision 110): only the signed-in customer's own chat, joined by an
// expert, gives a positive answer; codes (decision 061) are retired and can never produce one.
// Against real local D1 and the ChatRoom Durable Object.
import { env, runInDurableObject, SELF } from 'cloudflare:test'
import { getServerByName } from 'partyserver'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CHAT_ROOM } from '#shared/chat/protocol'
import { issueSessionToken } from '#worker/auth/tokens'
import { VERIFY_WINDOW_MS } from '#worker/chat/room'
import { RATE_LIMITS } from '#worker/rate-limit/index'
import { pruneVerifyCodes } from '#worker/verify-us/index'
import { freshClientAddress } from './helpers'

let n = 0
/** Each test asks from its own client address, so the rate limit of one does not touch another. */
let address = ''
beforeEach(() => {
  address = freshClientAddress()
})

async function createUser(role: 'user' | 'expert', name: string) {
  const id = crypto.randomUUID()
  n++
  await env.DB.prepare('INSERT INTO users (id, name, email, password_hash, role) VALUES (?, ?, ?, ?, ?)')
    .bind(id, name, `verify${n}-${id.slice(0, 8)}@example.com`, 'x', role)
    .run()
  return { id, name, token: await issueSessionToken(env, id, role) }
}

/** A conversation in the chat room (written straight into the room's SQLite). */
async function conversation(visitorKey: string, status: 'open' | 'queued' | 'idle', expert: { id: string; name: string } | null) {
  const room = await getServerByName(env.ChatRoom, CHAT_ROOM)
  await runInDurableObject(room, async (_instance, state) => {
    if (expert) state.storage.sql.exec('INSERT OR REPLACE INTO experts (id, name) VALUES (?, ?)', expert.id, expert.name)
    state.storage.sql.exec(
      `INSERT INTO conversations (id, visitor_key, visitor_name, status, expert_id, created_at) VALUES (?, ?, 'Visitor', ?, ?, ?)`,
      `c_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`,
      visitorKey,
      status,
      expert?.id ?? null,
      Date.now(),
    )
  })
}

function mine(token?: string, ip = address) {
  return SELF.fetch('http://localhost/api/verify-us/mine', {
    headers: { 'cf-connecting-ip': ip, ...(token ? { authorization: token } : {}) },
  })
}

/** A chat socket through the worker, as the widget and the console open it. */
const sockets: WebSocket[] = []
async function socket(ip: string) {
  const res = await SELF.fetch('http://localhost/parties/chat-room/support', { headers: { Upgrade: 'websocket', 'cf-connecting-ip': ip } })
  const ws = res.webSocket as WebSocket
  ws.accept()
  sockets.push(ws)
  const frames: { type: string; [k: string]: unknown }[] = []
  ws.addEventListener('message', (e) => frames.push(JSON.parse(e.data as string)))
  const next = async (type: string) => {
    await expect.poll(() => frames.some((f) => f.type === type), { timeout: 3000 }).toBe(true)
    return frames.splice(
      frames.findIndex((f) => f.type === type),
      1,
    )[0]
  }
  return { ws, next, send: (msg: unknown) => ws.send(JSON.stringify(msg)) }
}
afterEach(() => {
  for (const ws of sockets.splice(0)) ws.close(1000, 'test over')
})

/** Sam in the console, and the customer's own chat with Sam, as the two of them do it. */
async function liveChat() {
  const sam = await createUser('expert', 'Sam Rivera')
  const customer = await createUser('user', 'Ada')
  const console_ = await socket(freshClientAddress())
  console_.send({ type: 'register', role: 'expert', token: sam.token })
  await console_.next('registered')
  const widget = await socket(address)
  widget.send({ type: 'register', role: 'user', token: customer.token, locale: 'en' })
  const registered = (await widget.next('registered')) as unknown as { id: string }
  widget.send({ type: 'map_to_expert' })
  expect(await widget.next('mapped_to')).toMatchObject({ expertId: sam.id })
  return { sam, customer, console_, widget, conversationId: registered.id }
}

const room = () => getServerByName(env.ChatRoom, CHAT_ROOM)

describe('GET /api/verify-us/mine', () => {
  it('names the expert, by first name, while both are in the chat the signed-in customer started', async () => {
    const { customer } = await liveChat()
    const res = await mine(customer.token)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ experts: [{ firstName: 'Sam' }] })
  })

  it('says nobody once the customer has left, and once the expert has left (U3)', async () => {
    const first = await liveChat()
    expect(await (await mine(first.customer.token)).json()).toEqual({ experts: [{ firstName: 'Sam' }] })
    first.widget.ws.close(1000, 'customer leaves')
    await expect
      .poll(async () => (await (await mine(first.customer.token, freshClientAddress())).json()) as unknown)
      .toEqual({ experts: [] })
    const second = await liveChat()
    expect(await (await mine(second.customer.token)).json()).toEqual({ experts: [{ firstName: 'Sam' }] })
    second.console_.ws.close(1000, 'expert leaves')
    await expect
      .poll(async () => (await (await mine(second.customer.token, freshClientAddress())).json()) as unknown)
      .toEqual({ experts: [] })
    // Both gone, the conversation still marked open: still nobody.
    second.widget.ws.close(1000, 'customer leaves too')
    await expect
      .poll(async () => (await (await mine(second.customer.token, freshClientAddress())).json()) as unknown)
      .toEqual({ experts: [] })
  })

  it(`says nobody when the customer asked for an expert more than ${VERIFY_WINDOW_MS / 60_000} minutes ago, even with both connected`, async () => {
    const { customer, conversationId } = await liveChat()
    await runInDurableObject(await room(), async (_instance, state) => {
      state.storage.sql.exec('UPDATE conversations SET asked_at = ? WHERE id = ?', Date.now() - VERIFY_WINDOW_MS - 1000, conversationId)
    })
    expect(await (await mine(customer.token, freshClientAddress())).json()).toEqual({ experts: [] })
  })

  it('a chat marked open in storage with nobody connected names nobody', async () => {
    const sam = await createUser('expert', 'Sam Rivera')
    const customer = await createUser('user', 'Ada')
    await conversation(`u:${customer.id}`, 'open', sam)
    expect(await (await mine(customer.token)).json()).toEqual({ experts: [] })
  })

  it('answers an empty list for anyone else: another customer, a queued chat, a guest chat', async () => {
    const sam = await createUser('expert', 'Sam Rivera')
    const stranger = await createUser('user', 'Stranger')
    const victim = await createUser('user', 'Victim')
    // The stranger chats with Sam from their own account and as a guest.
    await conversation(`u:${stranger.id}`, 'open', sam)
    await conversation(`a:guest_${crypto.randomUUID().replaceAll('-', '')}`, 'open', sam)
    expect(await (await mine(victim.token)).json()).toEqual({ experts: [] })
    // A chat still waiting for an expert names nobody.
    const waiting = await createUser('user', 'Waiting')
    await conversation(`u:${waiting.id}`, 'queued', null)
    expect(await (await mine(waiting.token)).json()).toEqual({ experts: [] })
  })

  it('needs a session (401 with a message)', async () => {
    const res = await mine()
    expect(res.status).toBe(401)
    expect(((await res.json()) as { msg: string }).msg).toBeTruthy()
    expect((await mine('not-a-token')).status).toBe(401)
  })

  it(`allows ${RATE_LIMITS.verifyChecksPerAddress.limit} checks a minute from one address, then 429 with Retry-After`, async () => {
    const customer = await createUser('user', 'Busy')
    for (let i = 0; i < RATE_LIMITS.verifyChecksPerAddress.limit; i++) expect((await mine(customer.token)).status).toBe(200)
    const res = await mine(customer.token)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('retired codes (decision 061)', () => {
  it('checking any code answers 410 with "call us", never a yes', async () => {
    for (const code of ['ACD479', 'acd 479', '', 'x'.repeat(40)]) {
      const res = await SELF.fetch('http://localhost/api/verify-us/check', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': address },
        body: JSON.stringify({ code }),
      })
      expect(res.status).toBe(410)
      const body = (await res.json()) as Record<string, unknown>
      expect(body.valid).toBeUndefined()
      expect(String(body.msg)).toContain('Hang up')
    }
  })

  it('an expert can no longer issue a code', async () => {
    const sam = await createUser('expert', 'Sam Rivera')
    const res = await SELF.fetch('http://localhost/api/verify-us/issue', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: sam.token },
      body: JSON.stringify({ conversationId: 'visitor_abcdefabcdefabcdef' }),
    })
    expect(res.status).toBe(410)
  })

  it('the daily cron empties the old codes table', async () => {
    const sam = await createUser('expert', 'Sam Rivera')
    await env.DB.prepare(
      "INSERT INTO verify_codes (code_hash, expert_id, expert_name, conversation_id, issued_at, expires_at) VALUES ('h', ?, 'Sam', 'c', ?, ?)",
    )
      .bind(sam.id, Date.now(), Date.now() + 900_000)
      .run()
    await pruneVerifyCodes(env, new Date())
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM verify_codes').first<{ n: number }>())?.n).toBe(0)
  })
})

describe('GET /api/help-now/country', () => {
  it('answers US, CA or null, never cached', async () => {
    const res = await SELF.fetch('http://localhost/api/help-now/country')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { country } = (await res.json()) as { country: string | null }
    expect([null, 'US', 'CA']).toContain(country)
  })

  it('guesses Mexico, Panama and Costa Rica too (their own plan), and nothing for a country without one', async () => {
    const guess = async (at: string) => {
      const res = await SELF.fetch('http://localhost/api/help-now/country', { cf: { country: at } } as RequestInit)
      return ((await res.json()) as { country: string | null }).country
    }
    expect(await guess('MX')).toBe('MX')
    expect(await guess('PA')).toBe('PA')
    expect(await guess('CR')).toBe('CR')
    expect(await guess('CA')).toBe('CA')
    expect(await guess('FR')).toBeNull()
  })
})
