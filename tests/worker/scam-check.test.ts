// POST /api/scam-check inside workerd: the answer's shape, bad input as 4xx {msg}, the per-address
// rate limit, and nothing of the text stored in D1 or KV.
import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '#worker/rate-limit/index'
import { freshClientAddress, inOneWindow } from './helpers'

function post(body: unknown, ip = freshClientAddress(), type = 'application/json') {
  return SELF.fetch('http://localhost/api/scam-check', {
    method: 'POST',
    headers: { 'content-type': type, 'cf-connecting-ip': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('POST /api/scam-check', () => {
  it('answers a scam with its verdict, flags and advice, and is never cached', async () => {
    const res = await post({
      text: 'IRS: pay the back taxes today with Google Play gift cards or a warrant will be issued for your arrest.',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as {
      verdict: string
      flags: { id: string; title: string; detail: string; excerpt: string }[]
      advice: string[]
    }
    expect(body.verdict).toBe('likely-scam')
    expect(body.flags.map((f) => f.id)).toEqual(expect.arrayContaining(['gift-card', 'threat', 'government']))
    for (const flag of body.flags) expect(flag.title && flag.detail && flag.excerpt).toBeTruthy()
    expect(body.advice.join(' ')).toContain('ReportFraud.ftc.gov')
  })

  it('answers "no-signs" for an ordinary message, and in Spanish for a Spanish one', async () => {
    const plain = (await (await post({ text: 'Your prescription refill is ready for pickup at CVS.' })).json()) as {
      verdict: string
      flags: unknown[]
    }
    expect(plain).toMatchObject({ verdict: 'no-signs', flags: [] })
    const es = (await (await post({ text: 'Abuela soy yo, estoy en la cárcel. Necesito la fianza, no le digas a nadie.' })).json()) as {
      verdictText: string
      lang: string
    }
    expect(es).toMatchObject({ lang: 'es', verdictText: 'Probablemente es una estafa' })
  })

  it.each([
    ['empty', { text: '' }, 400],
    ['whitespace', { text: '   \n ' }, 400],
    ['missing', {}, 400],
    ['not a string', { text: 42 }, 400],
    ['over 10,000 characters', { text: 'a'.repeat(10_001) }, 413],
    ['binary', { text: '\u0000\u0001\u0002\u0003\u0004\u0005' }, 400],
  ])('%s → %i with a message', async (_name, body, status) => {
    const res = await post(body)
    expect(res.status).toBe(status)
    expect(((await res.json()) as { msg: string }).msg.length).toBeGreaterThan(10)
  })

  it('refuses a body that is not JSON (415), malformed JSON (400) and a huge body (413)', async () => {
    expect((await post('text=hello', undefined, 'application/x-www-form-urlencoded')).status).toBe(415)
    expect((await post('{"text":', undefined)).status).toBe(400)
    expect((await post(JSON.stringify({ text: 'x'.repeat(200_000) }))).status).toBe(413)
  })

  it('accepts 10,000 characters of emoji (more than 16 KB of JSON)', async () => {
    const res = await post({ text: '😀'.repeat(5000) })
    expect(res.status).toBe(200)
  })

  it('limits checks per address, with Retry-After, and other addresses are not affected', async () => {
    const ip = '198.51.100.250'
    await inOneWindow(RATE_LIMITS.scamChecksPerAddress.windowMs)
    for (let i = 0; i < RATE_LIMITS.scamChecksPerAddress.limit; i++) expect((await post({ text: `hello ${i}` }, ip)).status).toBe(200)
    const limited = await post({ text: 'one more' }, ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await post({ text: 'hello' }, '198.51.100.251')).status).toBe(200)
  })

  it('stores nothing of the text: no D1 row and no KV key contains it', async () => {
    const marker = 'Unique-marker-7Q2 buy gift cards now'
    expect((await post({ text: marker })).status).toBe(200)
    const tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
    ).all<{ name: string }>()
    for (const { name } of tables.results) {
      const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all()
      expect(JSON.stringify(rows.results), name).not.toContain('Unique-marker-7Q2')
    }
    const keys = await env.CACHE.list()
    for (const key of keys.keys) {
      expect(key.name).not.toContain('Unique-marker')
      expect((await env.CACHE.get(key.name)) ?? '').not.toContain('Unique-marker-7Q2')
    }
  })
})
