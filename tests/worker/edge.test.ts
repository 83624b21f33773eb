import { createExecutionContext, env, listDurableObjectIds, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { handleEdge } from '#worker/index'
import { sendMail } from '#worker/mail'
import { hitRateLimit, peekRateLimit } from '#worker/rate-limit/index'

describe('edge routes', () => {
  it('answers /ping with 200 JSON', async () => {
    const res = await SELF.fetch('http://localhost/ping')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ ok: true })
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers unknown API paths with a 404 {msg}', async () => {
    const res = await SELF.fetch('http://localhost/api/nothing-here')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ msg: expect.any(String) })
  })

  it('answers a plain request to the support room', async () => {
    const res = await SELF.fetch('http://localhost/parties/chat-room/support')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ expertsOnline: expect.any(Number) })
  })

  it('reaches the chat room Durable Object over a WebSocket', async () => {
    const res = await SELF.fetch('http://localhost/parties/chat-room/support', { headers: { Upgrade: 'websocket' } })
    expect(res.status).toBe(101)
    res.webSocket?.accept()
    res.webSocket?.close()
  })
})

describe('no Durable Object for strangers', () => {
  const ids = async () => new Set((await listDurableObjectIds(env.ChatRoom)).map((id) => id.toString()))

  it('the listing sees an object as soon as one is created (so the counts below can fail)', async () => {
    const id = env.ChatRoom.idFromName('listing-probe')
    expect((await ids()).has(id.toString())).toBe(false)
    const probe = new Request('http://localhost/parties/chat-room/listing-probe', {
      headers: { 'x-partykit-room': 'listing-probe', 'x-partykit-namespace': 'chat-room' },
    })
    await env.ChatRoom.get(id).fetch(probe)
    expect((await ids()).has(id.toString())).toBe(true)
  })

  it('answers plain HTTP to any room but support with 404 JSON, creating no object', async () => {
    const before = await ids()
    const names = Array.from({ length: 25 }, (_, i) => `stranger-${i}`)
    for (const [i, name] of names.entries()) {
      const method = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD'][i % 5]
      const res = await SELF.fetch(`http://localhost/parties/chat-room/${name}`, { method })
      expect(res.status, `${method} ${name}`).toBe(404)
      if (method !== 'HEAD') expect(await res.json()).toEqual({ msg: 'There is no chat room by that name.' })
    }
    // Other spellings of the one room are other names, so they are refused too.
    for (const name of ['Support', 'SUPPORT', '%73upport', 'support%20']) {
      expect((await SELF.fetch(`http://localhost/parties/chat-room/${name}`)).status, name).toBe(404)
    }
    const after = await ids()
    expect([...after].filter((id) => !before.has(id))).toEqual([])
    for (const name of names) expect(after.has(env.ChatRoom.idFromName(name).toString())).toBe(false)
  })

  it('refuses WebSocket upgrades to other rooms, creating no object', async () => {
    const before = await ids()
    const res = await SELF.fetch('http://localhost/parties/chat-room/stranger-ws', { headers: { Upgrade: 'websocket' } })
    expect(res.status).toBe(404)
    const after = await ids()
    expect([...after].filter((id) => !before.has(id))).toEqual([])
  })

  it('answers 405 to an upgrade with any method but GET, before the room (S16)', async () => {
    // Called directly: the test pool's fetch() turns every upgrade into a GET, a client on the wire need not.
    const before = await ids()
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const room of ['support', 'stranger-post']) {
        const request = new Request(`http://localhost/parties/chat-room/${room}`, {
          method,
          headers: { Upgrade: 'websocket', Connection: 'Upgrade' },
        })
        const res = (await handleEdge(request, env, createExecutionContext())) as Response
        expect(res.status, `${method} ${room}`).toBe(405)
        expect(res.headers.get('allow')).toBe('GET')
        expect(await res.json()).toEqual({ msg: expect.any(String) })
      }
    }
    const after = await ids()
    expect([...after].filter((id) => !before.has(id))).toEqual([])
  })
})

describe('dev outbox', () => {
  it('returns mail sent without RESEND_API_KEY, newest first', async () => {
    await sendMail(env, { to: 'reader@example.com', subject: 'First', text: 'one', html: '<p>one</p>' })
    await sendMail(env, { to: 'reader@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' })
    const res = await SELF.fetch('http://localhost/api/dev/outbox?to=Reader@Example.com')
    expect(res.status).toBe(200)
    const { messages } = (await res.json()) as { messages: { subject: string; to: string; createdAt: string }[] }
    expect(messages.map((m) => m.subject)).toEqual(['Second', 'First'])
    expect(messages[0]).toMatchObject({ to: 'reader@example.com', createdAt: expect.any(String) })
  })

  it('asks for a valid address', async () => {
    const res = await SELF.fetch('http://localhost/api/dev/outbox?to=not-an-email')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ msg: expect.stringContaining('?to=') })
  })
})

describe('rate limits in D1', () => {
  it('allows up to the limit in a window, then refuses and says when', async () => {
    const rule = { name: 'test-limit', limit: 3, windowMs: 60_000 }
    const now = 1_800_000_000_000
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(env.DB, rule, 'subject', now))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3].retryAfterMs).toBeGreaterThan(0)
    expect((await peekRateLimit(env.DB, rule, 'subject', now)).allowed).toBe(false)
    // A new window starts fresh.
    expect((await hitRateLimit(env.DB, rule, 'subject', now + 60_000)).allowed).toBe(true)
  })
})
