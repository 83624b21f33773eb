import { env, SELF } from 'cloudflare:test'
import { desc } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { callbackMessages } from '#content/callback'
import { getDb, schema } from '#worker/db'
import { freshClientAddress, outbox } from './helpers'

const SALES = 'sales@saffesupport.com'

/** Each test posts from its own client address, so the rate limit of one does not touch another. */
let address = ''
function post(body: unknown, ip = address) {
  return SELF.fetch('http://localhost/api/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  })
}

const valid = { name: 'Margaret Lee', phone: '(555) 123-4567', timeZone: 'eastern', bestTime: 'morning', topic: 'scam-worry' }

async function rows() {
  return getDb(env.DB).select().from(schema.callbackRequests).orderBy(desc(schema.callbackRequests.id))
}

const salesMail = () => outbox(SALES)

beforeEach(() => {
  address = freshClientAddress()
})

describe('POST /api/callback', () => {
  it('stores the request in D1, e-mails the sales inbox and thanks the visitor in plain words', async () => {
    expect(env.SALES_EMAIL).toBe(SALES)
    const res = await post({ ...valid, name: '  Margaret   Lee ', extra: 'ignored' })
    expect(res.status).toBe(200)
    const { msg } = (await res.json()) as { msg: string }
    expect(msg).toContain('Thank you, Margaret Lee')
    expect(msg).toContain('(555) 123-4567')
    const [row] = await rows()
    expect(row).toMatchObject({
      name: 'Margaret Lee',
      phone: '(555) 123-4567',
      timeZone: 'eastern',
      bestTime: 'morning',
      topic: 'scam-worry',
      note: null,
    })
    expect(row.createdAt).toBeGreaterThan(Date.now() - 60_000)
    const [mail] = await salesMail()
    expect(mail.subject).toBe('Call-back request: Margaret Lee')
    expect(mail.text).toContain('Phone: (555) 123-4567')
    expect(mail.text).toContain('Time zone: Eastern time')
    expect(mail.text).toContain('Best time: Morning (8 am to noon)')
    expect(mail.text).not.toContain('Note the visitor attached')
    expect(mail.text).toContain('Topic: I am worried about a scam or fraud')
  })

  it('refuses a name that is not plain letters (markup, digits, a fake department: U2), so none reaches the sales mail', async () => {
    for (const name of ['<img src=x onerror=alert(1)> & "Bob"', 'Call 1-888-555-0199', 'SaffeSupport Fraud Dept']) {
      const res = await post({ ...valid, name })
      expect(res.status, name).toBe(400)
    }
    expect((await rows()).map((r) => r.name)).not.toContain('Call 1-888-555-0199')
  })

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing name', { ...valid, name: undefined }, callbackMessages.nameMissing],
    ['a blank name', { ...valid, name: '   ' }, callbackMessages.nameMissing],
    ['a name that is not text', { ...valid, name: 42 }, callbackMessages.nameMissing],
    ['a name with control characters', { ...valid, name: 'Ann\u0000' }, callbackMessages.nameMissing],
    ['a name of 81 characters', { ...valid, name: 'a'.repeat(81) }, callbackMessages.nameTooLong],
    ['a missing phone', { ...valid, phone: undefined }, callbackMessages.phoneInvalid],
    ['a phone of 6 digits', { ...valid, phone: '123456' }, callbackMessages.phoneInvalid],
    ['a phone of 21 characters', { ...valid, phone: '1'.repeat(21) }, callbackMessages.phoneInvalid],
    ['a phone with letters', { ...valid, phone: '555-CALL-NOW' }, callbackMessages.phoneInvalid],
    ['a phone of only punctuation', { ...valid, phone: '(+) ---- ()' }, callbackMessages.phoneInvalid],
    ['an unknown best time', { ...valid, bestTime: 'midnight' }, callbackMessages.bestTimeMissing],
    ['a missing best time', { ...valid, bestTime: undefined }, callbackMessages.bestTimeMissing],
    ['an unknown topic', { ...valid, topic: 'lottery' }, callbackMessages.topicMissing],
    ['a missing time zone', { ...valid, timeZone: undefined }, callbackMessages.timeZoneMissing],
    ['an unknown time zone', { ...valid, timeZone: 'Europe/Paris' }, callbackMessages.timeZoneMissing],
    ['a note of 10,001 characters', { ...valid, note: 'n'.repeat(10_001) }, callbackMessages.noteTooLong],
  ]
  it.each(invalid)('refuses %s with 400 and says what to fix', async (_, body, message) => {
    const before = (await rows()).length
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ msg: message })
    expect((await rows()).length).toBe(before)
  })

  it('accepts the limits: a name of 80 characters and phones of 7 and 20 characters', async () => {
    expect((await post({ ...valid, name: 'é'.repeat(80) })).status).toBe(200)
    expect((await post({ ...valid, phone: '5551234' }, '198.51.100.7')).status).toBe(200)
    expect((await post({ ...valid, phone: '+1 (555) 123-4567 89' }, '198.51.100.8')).status).toBe(200)
  })

  it('refuses a body that is not JSON, not an object, or too large', async () => {
    const form = await SELF.fetch('http://localhost/api/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ann',
    })
    expect(form.status).toBe(415)
    expect((await post([valid])).status).toBe(400)
    expect((await post({ ...valid, note: 'x'.repeat(49 * 1024) })).status).toBe(413)
  })

  it('keeps an attached note as text: stored, and escaped in the HTML e-mail', async () => {
    const note = 'From the help page.\r\nWhat happened:\n- <b>gift card</b> & "wire"'
    const res = await post({ ...valid, timeZone: 'newfoundland', note: `  ${note}\n\n` })
    expect(res.status).toBe(200)
    const [row] = await rows()
    expect(row.note).toBe('From the help page.\nWhat happened:\n- <b>gift card</b> & "wire"')
    expect(row.timeZone).toBe('newfoundland')
    const [mail] = await salesMail()
    expect(mail.text).toContain('Time zone: Newfoundland time')
    expect(mail.text).toContain('Note the visitor attached:\nFrom the help page.\nWhat happened:')
    expect(mail.html).toContain('- &lt;b&gt;gift card&lt;/b&gt; &amp; &quot;wire&quot;')
    expect(mail.html).not.toContain('<b>gift card')
  })

  it('accepts a note of exactly 10,000 characters in any script, and a blank note as none', async () => {
    const res = await post({ ...valid, note: '詐'.repeat(10_000) })
    expect(res.status).toBe(200)
    expect([...((await rows())[0].note ?? '')].length).toBe(10_000)
    expect((await post({ ...valid, note: '   ' }, '198.51.100.9')).status).toBe(200)
    expect((await rows())[0].note).toBeNull()
  })

  it('answers a filled-in honeypot like a success, but stores and sends nothing', async () => {
    const beforeRows = (await rows()).length
    const beforeMail = (await salesMail()).length
    const res = await post({ ...valid, name: 'Spam Bot', website: 'http://spam.example' })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { msg: string }).msg).toContain('Thank you')
    expect((await rows()).length).toBe(beforeRows)
    expect((await salesMail()).length).toBe(beforeMail)
    // An empty honeypot (what the real form sends) is fine.
    expect((await post({ ...valid, website: '' })).status).toBe(200)
    expect((await rows()).length).toBe(beforeRows + 1)
  })

  it('allows 5 requests an hour from one address, then answers 429 with when to retry', async () => {
    const ip = '192.0.2.55'
    for (let i = 0; i < 5; i++) expect((await post(valid, ip)).status).toBe(200)
    const res = await post(valid, ip)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await res.json()) as { msg: string }).msg).toMatch(/try again in \d+ (minute|hour)/)
    // Another address is not affected.
    expect((await post(valid, '192.0.2.56')).status).toBe(200)
  })

  it('counts the rate limit before reading the body, so large or broken bodies cannot get past it (S14)', async () => {
    const ip = '192.0.2.77'
    for (let i = 0; i < 5; i++) expect((await post({ ...valid, phone: 'x' }, ip)).status).toBe(400)
    const big = await post({ ...valid, note: 'x'.repeat(64 * 1024) }, ip)
    expect(big.status).toBe(429)
  })
})
