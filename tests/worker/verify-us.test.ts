// "Is this really SaffeSupport?" codes (issue 15): issuing from the console, checking on /verify-us,
// expiry, hashing and rate limits, against real local D1 and the ChatRoom Durable Object.
import { env, runInDurableObject, SELF } from 'cloudflare:test'
import { getServerByName } from 'partyserver'
import { beforeEach, describe, expect, it } from 'vitest'
import { CHAT_ROOM } from '#shared/chat/protocol'
import { RATE_LIMITS } from '#worker/api/rate-limit'
import { issueSessionToken } from '#worker/auth/tokens'
import { CODE_ALPHABET, CODE_TTL_MS, checkCode, issueCode, normaliseCode, pruneVerifyCodes, randomCode } from '#worker/verify-us/codes'
import { freshClientAddress } from './helpers'

let n = 0
/** Each test checks from its own client address, so the rate limit of one does not touch another. */
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

/** A conversation in the chat room assigned to `expertId` (written straight into the room's SQLite). */
async function conversationOf(expertId: string | null): Promise<string> {
  const id = `visitor_${crypto.randomUUID().replaceAll('-', '')}`
  const room = await getServerByName(env.ChatRoom, CHAT_ROOM)
  await runInDurableObject(room, async (_instance, state) => {
    state.storage.sql.exec(
      `INSERT INTO conversations (id, visitor_key, visitor_name, status, expert_id, created_at) VALUES (?, ?, 'Visitor', ?, ?, ?)`,
      id,
      id,
      expertId ? 'open' : 'queued',
      expertId,
      Date.now(),
    )
  })
  return id
}

function issue(body: unknown, token?: string) {
  return SELF.fetch('http://localhost/api/verify-us/issue', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
}

function check(code: unknown, ip = address) {
  return SELF.fetch('http://localhost/api/verify-us/check', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify({ code }),
  })
}

describe('verification codes', () => {
  it('draws 6 characters from an alphabet without look-alikes', () => {
    for (const ch of '0O1IL2Z5SBQ') expect(CODE_ALPHABET).not.toContain(ch)
    const seen = new Set<string>()
    for (let i = 0; i < 200; i++) {
      const code = randomCode()
      expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`))
      seen.add(code)
    }
    expect(seen.size).toBeGreaterThan(195)
  })

  it('normalises what a person types: spaces, dashes, lower case and look-alikes', () => {
    expect(normaliseCode('acd 479')).toBe('ACD479')
    expect(normaliseCode(' a-c-d-4-7-9 ')).toBe('ACD479')
    expect(normaliseCode('ACD4B9')).toBe('ACD489')
    expect(normaliseCode('ACD47')).toBeNull()
    expect(normaliseCode('ACD4790')).toBeNull()
    expect(normaliseCode('ACD40O')).toBeNull()
    expect(normaliseCode('<script>')).toBeNull()
    expect(normaliseCode('A'.repeat(100))).toBeNull()
    expect(normaliseCode('ÀCD479')).toBeNull()
  })
})

describe('POST /api/verify-us/issue', () => {
  it('issues a code to the expert of the conversation, stored only as a hash', async () => {
    const sam = await createUser('expert', 'Sam from SaffeSupport')
    const conversationId = await conversationOf(sam.id)
    const before = Date.now()
    const res = await issue({ conversationId }, sam.token)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { code: string; expiresAt: string }
    expect(body.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`))
    const expires = Date.parse(body.expiresAt)
    expect(expires - before).toBeGreaterThanOrEqual(CODE_TTL_MS - 1000)
    expect(expires - before).toBeLessThanOrEqual(CODE_TTL_MS + 60_000)

    const { results } = await env.DB.prepare('SELECT * FROM verify_codes WHERE conversation_id = ?').bind(conversationId).all()
    expect(results).toHaveLength(1)
    const row = results[0] as Record<string, unknown>
    expect(row.expert_id).toBe(sam.id)
    expect(String(row.code_hash)).toMatch(/^hmac-sha256\$[0-9a-f]{64}$/)
    // The plain code appears nowhere in the table, in any case.
    const everything = JSON.stringify((await env.DB.prepare('SELECT * FROM verify_codes').all()).results)
    expect(everything.toUpperCase()).not.toContain(body.code)
  })

  it('refuses without a session (401), a customer (403) and another expert’s or an unknown conversation (403)', async () => {
    const sam = await createUser('expert', 'Sam')
    const alex = await createUser('expert', 'Alex')
    const customer = await createUser('user', 'Pat')
    const samsConversation = await conversationOf(sam.id)
    const waiting = await conversationOf(null)

    expect((await issue({ conversationId: samsConversation })).status).toBe(401)
    expect((await issue({ conversationId: samsConversation }, 'not.a.token')).status).toBe(401)
    const asCustomer = await issue({ conversationId: samsConversation }, customer.token)
    expect(asCustomer.status).toBe(403)
    expect(((await asCustomer.json()) as { msg: string }).msg).toContain('Only SaffeSupport experts')
    const notMine = await issue({ conversationId: samsConversation }, alex.token)
    expect(notMine.status).toBe(403)
    expect(((await notMine.json()) as { msg: string }).msg).toContain('not yours')
    expect((await issue({ conversationId: waiting }, alex.token)).status).toBe(403)
    expect((await issue({ conversationId: `visitor_${'z'.repeat(32)}` }, alex.token)).status).toBe(403)
    // Bad input: 400, never a 500.
    for (const conversationId of [undefined, 42, '', 'x', '<script>alert(1)</script>', 'a'.repeat(100)]) {
      expect((await issue({ conversationId }, sam.token)).status).toBe(400)
    }
    const { results } = await env.DB.prepare('SELECT id FROM verify_codes WHERE expert_id IN (?, ?)').bind(sam.id, alex.id).all()
    expect(results).toHaveLength(0)
  })

  it('a new code for a conversation replaces the older one', async () => {
    const sam = await createUser('expert', 'Sam')
    const conversationId = await conversationOf(sam.id)
    const first = ((await (await issue({ conversationId }, sam.token)).json()) as { code: string }).code
    const second = ((await (await issue({ conversationId }, sam.token)).json()) as { code: string }).code
    expect((await checkCode(env, second)).valid).toBe(true)
    if (first !== second) expect((await checkCode(env, first)).valid).toBe(false)
    const { results } = await env.DB.prepare('SELECT id FROM verify_codes WHERE conversation_id = ?').bind(conversationId).all()
    expect(results).toHaveLength(1)
  })
})

describe('POST /api/verify-us/check', () => {
  it('confirms a live code with the expert’s name and the time it was issued, however it is typed', async () => {
    const sam = await createUser('expert', 'Sam from SaffeSupport')
    const conversationId = await conversationOf(sam.id)
    const { code } = (await (await issue({ conversationId }, sam.token)).json()) as { code: string }
    for (const typed of [code, code.toLowerCase(), ` ${code.slice(0, 3)} ${code.slice(3)} `, code.split('').join('-')]) {
      const res = await check(typed)
      expect(res.status).toBe(200)
      const body = (await res.json()) as { valid: boolean; expertName: string; issuedAt: string }
      expect(body).toMatchObject({ valid: true, expertName: 'Sam from SaffeSupport' })
      expect(Date.now() - Date.parse(body.issuedAt)).toBeLessThan(60_000)
    }
    // A B typed for an 8 is still the code.
    if (code.includes('8')) expect(((await (await check(code.replaceAll('8', 'b'))).json()) as { valid: boolean }).valid).toBe(true)
  })

  it('says "not ours" (200, valid false) for unknown, malformed, hostile and expired codes', async () => {
    const sam = await createUser('expert', 'Sam')
    for (const typed of ['ACD479', '', '   ', 'A'.repeat(100), '<script>alert(1)</script>', '0O1IL5', '詐欺詐欺詐欺']) {
      const res = await check(typed, '198.51.100.200')
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ valid: false })
    }
    // Expiry: a code issued 15 minutes ago is dead; one minute earlier it was alive.
    const conversationId = await conversationOf(sam.id)
    const issuedAt = Date.now() - CODE_TTL_MS - 1
    const old = await issueCode(env, { id: sam.id, name: sam.name }, conversationId, issuedAt)
    expect((await checkCode(env, old.code, issuedAt + CODE_TTL_MS - 60_000)).valid).toBe(true)
    expect(await (await check(old.code, '198.51.100.201')).json()).toEqual({ valid: false })
    // Checked again (reused) after expiry: still not ours.
    expect(await (await check(old.code, '198.51.100.201')).json()).toEqual({ valid: false })
  })

  it('answers bad requests with 4xx and a message, never a 500', async () => {
    for (const code of [undefined, null, 123456, ['ACD479'], { code: 'x' }]) {
      const res = await check(code, '198.51.100.210')
      expect(res.status).toBe(400)
      expect(((await res.json()) as { msg: string }).msg).toContain('type the code')
    }
    const form = await SELF.fetch('http://localhost/api/verify-us/check', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'ACD479',
    })
    expect(form.status).toBe(415)
    const big = await SELF.fetch('http://localhost/api/verify-us/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'x'.repeat(20_000) }),
    })
    expect(big.status).toBe(413)
  })

  it('allows 10 checks a minute from one address, then 429 with Retry-After', async () => {
    const ip = '192.0.2.77'
    for (let i = 0; i < RATE_LIMITS.verifyChecksPerAddress.limit; i++) expect((await check('ACD479', ip)).status).toBe(200)
    const res = await check('ACD479', ip)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await res.json()) as { msg: string }).msg).toContain('checked many codes')
    expect((await check('ACD479', '192.0.2.78')).status).toBe(200)
  })

  it('stops all checks for the day after 1,000, with a phone number to call', async () => {
    const rule = RATE_LIMITS.verifyChecksOverall
    expect(rule.limit).toBe(1000)
    const windowStart = Math.floor(Date.now() / rule.windowMs) * rule.windowMs
    // The counter as it would stand after 999 checks today (999 requests would take minutes here).
    await env.DB.prepare(
      'INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES (?, ?, 999, ?) ON CONFLICT (key, window_start) DO UPDATE SET count = 999',
    )
      .bind(`${rule.name}:all`, windowStart, windowStart + rule.windowMs)
      .run()
    expect((await check('ACD479', '192.0.2.90')).status).toBe(200) // the 1,000th
    const res = await check('ACD479', '192.0.2.91')
    expect(res.status).toBe(429)
    expect(((await res.json()) as { msg: string }).msg).toMatch(/very busy.*call us at/)
    await env.DB.prepare('DELETE FROM rate_limits WHERE key = ?').bind(`${rule.name}:all`).run()
  })

  it('the daily cron deletes expired codes', async () => {
    const sam = await createUser('expert', 'Sam')
    const now = Date.now()
    const dead = await conversationOf(sam.id)
    const live = await conversationOf(sam.id)
    await issueCode(env, { id: sam.id, name: sam.name }, dead, now - CODE_TTL_MS - 5000)
    await issueCode(env, { id: sam.id, name: sam.name }, live, now)
    await pruneVerifyCodes(env, new Date(now))
    const ids = (await env.DB.prepare('SELECT conversation_id AS c FROM verify_codes').all<{ c: string }>()).results.map((r) => r.c)
    expect(ids).toContain(live)
    expect(ids).not.toContain(dead)
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
})
