import { env, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb, schema } from '#worker/db'
import { CONFIRM_TTL_MS, confirmSubscription, hashToken } from '#worker/newsletter/subscriptions'
import { freshClientAddress as freshIp, outbox } from './helpers'

// Each sign-up comes from its own client address unless a test says otherwise, so per-address limits
// do not leak between tests.

function signUp(body: unknown, ip: string) {
  return SELF.fetch('http://localhost/api/newsletter', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  })
}

function linkIn(text: string): URL {
  const match = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(text)
  expect(match, 'confirmation link in the e-mail').not.toBeNull()
  return new URL(match![0])
}

async function row(email: string) {
  return getDb(env.DB).query.newsletterSubscribers.findFirst({ where: eq(schema.newsletterSubscribers.email, email) })
}

describe('POST /api/newsletter', () => {
  it('rejects an invalid address with a clear 400', async () => {
    const res = await signUp({ email: 'not an email' }, freshIp())
    expect(res.status).toBe(400)
    expect(((await res.json()) as { msg: string }).msg).toMatch(/full e-mail address/)
  })

  it('rejects a body that is not JSON', async () => {
    const res = await SELF.fetch('http://localhost/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'cf-connecting-ip': freshIp() },
      body: 'email=a@example.com',
    })
    expect(res.status).toBe(415)
  })

  it('stores a pending sign-up with only a hash of the token, and e-mails the link', async () => {
    const res = await signUp({ email: '  Reader.One@Example.com ' }, freshIp())
    expect(res.status).toBe(200)
    expect(((await res.json()) as { msg: string }).msg).toMatch(/check your inbox/i)
    const saved = await row('reader.one@example.com')
    expect(saved).toMatchObject({ status: 'pending', confirmedAt: null })
    const [mail] = await outbox('reader.one@example.com')
    expect(mail.subject).toMatch(/confirm/i)
    const token = linkIn(mail.text).searchParams.get('token')!
    expect(saved!.tokenHash).toBe(await hashToken(token))
    expect(saved!.tokenHash).not.toContain(token)
  })

  const confirmPost = (token: string | null) =>
    SELF.fetch('http://localhost/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify({ token }),
    })

  it('confirms once by the POST from the page; the same link then fails', async () => {
    await signUp({ email: 'reader.two@example.com' }, freshIp())
    const [mail] = await outbox('reader.two@example.com')
    const token = linkIn(mail.text).searchParams.get('token')
    const ok = await confirmPost(token)
    expect(ok.status).toBe(200)
    expect(await row('reader.two@example.com')).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Number) })
    const again = await confirmPost(token)
    expect(again.status).toBe(400)
    expect(((await again.json()) as { msg: string }).msg).toMatch(/expired or was already used/)
  })

  it('answers the same for a subscribed address and tells only its inbox', async () => {
    await signUp({ email: 'reader.three@example.com' }, freshIp())
    const [mail] = await outbox('reader.three@example.com')
    expect(await confirmSubscription(env, linkIn(mail.text).searchParams.get('token'))).toBe('confirmed')

    const newRes = await signUp({ email: 'someone.new@example.com' }, freshIp())
    const oldRes = await signUp({ email: 'reader.three@example.com' }, freshIp())
    expect(oldRes.status).toBe(newRes.status)
    expect(await oldRes.json()).toEqual(await newRes.json())
    const [latest] = await outbox('reader.three@example.com')
    expect(latest.subject).toMatch(/already signed up/)
    expect(await row('reader.three@example.com')).toMatchObject({ status: 'confirmed' })
  })

  it('a new request replaces the earlier link', async () => {
    const ip = freshIp()
    await signUp({ email: 'reader.four@example.com' }, ip)
    await signUp({ email: 'reader.four@example.com' }, ip)
    const [newest, older] = await outbox('reader.four@example.com')
    expect(await confirmSubscription(env, linkIn(older.text).searchParams.get('token'))).toBe('invalid')
    expect(await confirmSubscription(env, linkIn(newest.text).searchParams.get('token'))).toBe('confirmed')
  })

  it('rejects unknown, malformed and expired tokens', async () => {
    expect(await confirmSubscription(env, undefined)).toBe('invalid')
    expect(await confirmSubscription(env, '<script>')).toBe('invalid')
    expect(await confirmSubscription(env, 'a'.repeat(43))).toBe('invalid')
    await signUp({ email: 'reader.five@example.com' }, freshIp())
    const [mail] = await outbox('reader.five@example.com')
    const token = linkIn(mail.text).searchParams.get('token')
    expect(await confirmSubscription(env, token, Date.now() + CONFIRM_TTL_MS + 60_000)).toBe('invalid')
    const res = await confirmPost('nope')
    expect(res.status).toBe(400)
  })

  it('quietly ignores a filled honeypot: same answer, nothing stored or sent', async () => {
    const res = await signUp({ email: 'bot@example.com', website: 'http://spam.example' }, freshIp())
    expect(res.status).toBe(200)
    expect(await row('bot@example.com')).toBeUndefined()
    expect(await outbox('bot@example.com')).toEqual([])
  })

  it('sends at most 3 mails per address per hour, whoever asks', async () => {
    for (let i = 0; i < 5; i++) await signUp({ email: 'reader.six@example.com' }, freshIp())
    expect(await outbox('reader.six@example.com')).toHaveLength(3)
  })

  it('limits each connection to 10 tries an hour, then answers 429 with when to retry', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await signUp({ email: `many${i}@example.com` }, ip)).status)
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    const res = await signUp({ email: 'late@example.com' }, ip)
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await res.json()) as { msg: string }).msg).toMatch(/Too many tries.*try again in/)
  })
})
