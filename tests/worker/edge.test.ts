import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { hitRateLimit, peekRateLimit } from '#worker/api/rate-limit'
import { sendMail } from '#worker/mail'

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

  it('reaches the chat room Durable Object over a WebSocket', async () => {
    const res = await SELF.fetch('http://localhost/parties/chat-room/support', { headers: { Upgrade: 'websocket' } })
    expect(res.status).toBe(101)
    res.webSocket?.accept()
    res.webSocket?.close()
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
