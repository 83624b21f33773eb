// Security review 2, strangers at the edge: T6 (the code check cannot be switched off for everyone),
// T7 (bodies read with the byte cap), T8 (push endpoints and keys), T11 (confirmation by POST only) and
// T12 (the newsletter form posts without JavaScript). Each test is the review's attack, replayed.
import { env, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb, schema } from '#worker/db'
import { MAX_PUSH_PER_NETWORK } from '#worker/push/index'
import { countingStream, freshClientAddress as freshIp, newEmail, outbox } from './helpers'

const db = getDb(env.DB)

function post(path: string, body: BodyInit, type = 'application/json', ip = freshIp(), headers: Record<string, string> = {}) {
  return SELF.fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': type, 'cf-connecting-ip': ip, ...headers },
    body,
  })
}

describe('T6: one address cannot switch the code check off for everyone', () => {
  // The codes themselves are retired (decision 110): nothing a stranger sends to the old check can
  // silence an answer for someone else, because the only "yes" comes from the customer's own session.
  it('the old code check answers 410 to everyone, and never says yes', async () => {
    const junk = '203.0.113.66'
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/verify-us/check', JSON.stringify({ code: 'AAAAAA' }), undefined, junk)
      expect(res.status).toBe(410)
      expect(await res.json()).not.toHaveProperty('valid', true)
    }
    const other = await post('/api/verify-us/check', JSON.stringify({ code: 'ACD479' }))
    expect(other.status).toBe(410)
  })
})

describe('T7: every body is read with the byte cap', () => {
  for (const [path, type] of [
    ['/api/scam-check', 'application/json'],
    ['/api/newsletter/unsubscribe?token=x', 'application/x-www-form-urlencoded'],
    ['/api/newsletter/confirm?token=x', 'application/x-www-form-urlencoded'],
    ['/api/newsletter', 'application/x-www-form-urlencoded'],
  ] as const) {
    it(`${path}: a 30 MB chunked body gets 413 and is not read to the end`, async () => {
      const { stream, read } = countingStream(30_000_000)
      const res = await SELF.fetch(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': type, 'cf-connecting-ip': freshIp() },
        body: stream,
        duplex: 'half',
      } as RequestInit)
      expect(res.status).toBe(413)
      expect(read.bytes).toBeLessThan(2_000_000)
    })
  }
})

describe('T8: push subscriptions strangers cannot shape', () => {
  const key = () => {
    const raw = new Uint8Array(65)
    crypto.getRandomValues(raw)
    raw[0] = 4
    return btoa(String.fromCharCode(...raw))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '')
  }
  const auth = () =>
    btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '')
  const sub = (endpoint: string) => JSON.stringify({ endpoint, keys: { p256dh: key(), auth: auth() } })
  const token = () => `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '')

  it('refuses invented endpoints on the push services', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/anything/we/like?and=a&query=1',
      'https://no-such-host-7f3a.notify.windows.com/w/?token=x',
      'https://web.push.apple.com/not-a-device-token',
      'https://attacker-chosen.push.services.mozilla.com/x',
    ]) {
      expect((await post('/api/push/subscribe', sub(endpoint))).status).toBe(400)
    }
  })

  it("keeps the owner's keys when a stranger posts the same endpoint", async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${token()}`
    const owner = sub(endpoint)
    expect((await post('/api/push/subscribe', owner, undefined, '198.51.100.31')).status).toBe(201)
    expect((await post('/api/push/subscribe', sub(endpoint), undefined, '203.0.113.31')).status).toBe(201)
    const row = await db.query.pushSubscriptions.findFirst({ where: eq(schema.pushSubscriptions.endpoint, endpoint) })
    expect(row?.p256dh).toBe(JSON.parse(owner).keys.p256dh)
  })

  it(`stores at most ${MAX_PUSH_PER_NETWORK} subscriptions from one IPv6 /48, however many /64s`, async () => {
    const statuses: number[] = []
    for (let i = 0; i < MAX_PUSH_PER_NETWORK + 3; i++) {
      const res = await post(
        '/api/push/subscribe',
        sub(`https://fcm.googleapis.com/fcm/send/${token()}`),
        undefined,
        `2001:db8:79:${i.toString(16)}::1`,
      )
      statuses.push(res.status)
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_PUSH_PER_NETWORK)
    expect(statuses.slice(MAX_PUSH_PER_NETWORK)).toEqual([503, 503, 503])
  }, 30_000)
})

describe('T11 and T12: the newsletter without a GET that acts', () => {
  async function pendingLink(email: string) {
    await post('/api/newsletter', JSON.stringify({ email }))
    const [mail] = await outbox(email)
    return new URL(/(http\S+\/newsletter\/confirm\?token=[\w-]+)/.exec(mail.text)![1])
  }
  const status = async (email: string) =>
    (await db.query.newsletterSubscribers.findFirst({ where: eq(schema.newsletterSubscribers.email, email) }))?.status

  it('a GET of the confirmation link (a mail scanner) confirms nothing; the POST from the page does', async () => {
    const email = newEmail('scanned')
    const link = await pendingLink(email)
    const scanned = await SELF.fetch(`http://localhost/api/newsletter/confirm${link.search}`, {
      headers: { 'user-agent': 'Mail-Link-Scanner/1.0' },
    })
    expect(scanned.status).toBe(404)
    expect(await status(email)).toBe('pending')
    // The page's button without JavaScript: a form post, then back to the page with the result.
    const res = await SELF.fetch(`http://localhost/api/newsletter/confirm${link.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp() },
      body: '',
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    // The page gets the personal manage token too, for its "Choose which alerts" and "Stop" links.
    expect(res.headers.get('location')).toMatch(/^\/newsletter\/confirm\?result=confirmed(&manage=[^&]+)?$/)
    expect(await status(email)).toBe('confirmed')
  })

  it('takes the home page form as a form post and answers with a page, the address never in a URL', async () => {
    const email = newEmail('nojs')
    const res = await post('/api/newsletter', new URLSearchParams({ email, website: '' }).toString(), 'application/x-www-form-urlencoded')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(await res.text()).toMatch(/check your inbox/i)
    expect(await outbox(email)).toHaveLength(1)
    const bad = await post('/api/newsletter', 'email=not-an-address&website=', 'application/x-www-form-urlencoded')
    expect(bad.status).toBe(400)
    expect(await bad.text()).toMatch(/full e-mail address|e-mail/)
  })
})
