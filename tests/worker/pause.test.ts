// "Someone is on the phone with me now" inside workerd (docs/on-the-phone.md): the holder's alert
// reaches the accepted contact by mail and live, the contact's answer reaches the holder's socket, and
// nobody else can raise, watch or answer an alert.
import { env, SELF } from 'cloudflare:test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RATE_LIMITS } from '#worker/rate-limit'
import { apiCall, freshClientAddress, newEmail, outbox, signUpAndSignIn } from './helpers'

vi.setConfig({ testTimeout: 30_000 })

const call = apiCall

async function holder(name = 'Ann Example', phone?: string) {
  const { email, token } = await signUpAndSignIn(name, 'holder')
  if (phone) expect((await call('PUT', '/auth/profile', { name, phone }, { token })).status).toBe(200)
  return { name, email, token }
}

async function withAcceptedContact(locale?: string) {
  const h = await holder('Ann Example', '555 010 9999')
  const contact = newEmail('contact')
  const named = await call(
    'POST',
    '/trusted-contact',
    { name: 'Beth Daughter', email: contact, mayWarnings: true },
    { token: h.token, locale },
  )
  expect(named.status, JSON.stringify(named.json)).toBe(200)
  const [invitation] = await outbox(contact)
  const token = /\/trusted-contact\?accept=([\w-]+)/.exec(invitation.text)?.[1]
  const accepted = await call('POST', '/trusted-contact/accept', { token })
  expect(accepted.status).toBe(200)
  const watch = new URL(accepted.json.watch as string)
  return { ...h, contact, watch: watch.searchParams.get('t') as string, watchPath: watch.pathname }
}

interface Frame {
  type: 'state'
  alert: { id: string; kind: string; holder: string; contact: string; answer: string | null } | null
}

async function live(token: string) {
  const res = await SELF.fetch(`http://localhost/parties/pause-room/live?t=${encodeURIComponent(token)}`, {
    headers: { Upgrade: 'websocket', 'cf-connecting-ip': freshClientAddress() },
  })
  expect(res.status).toBe(101)
  const ws = res.webSocket as WebSocket
  const frames: Frame[] = []
  const waiters: Array<() => void> = []
  ws.addEventListener('message', (e) => {
    frames.push(JSON.parse(e.data as string))
    for (const w of waiters.splice(0)) w()
  })
  ws.accept()
  return {
    ws,
    async next(test: (f: Frame) => boolean): Promise<Frame> {
      for (;;) {
        const found = frames.find(test)
        if (found) return found
        await new Promise<void>((resolve) => waiters.push(resolve))
      }
    },
  }
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'mail-%'").run()
})

describe('on a call: the alert and the answer', () => {
  it('tells the contact by mail and live, and the answer reaches the holder', async () => {
    const h = await withAcceptedContact()
    expect(h.watchPath).toBe('/on-the-phone/answer')
    const contactPage = await live(h.watch)
    expect((await contactPage.next(() => true)).alert).toBeNull()

    const raised = await call('POST', '/pause/alert', { kind: 'call' }, { token: h.token })
    expect(raised.status, JSON.stringify(raised.json)).toBe(200)
    expect(raised.json.msg).toBe('We told Beth Daughter. Keep this page open: their answer will show here.')
    const seen = await contactPage.next((f) => f.alert !== null)
    expect(seen.alert).toMatchObject({ kind: 'call', holder: 'Ann Example', contact: 'Beth Daughter', answer: null })

    const mail = (await outbox(h.contact)).find((m) => m.subject === 'Ann Example is on a call that may be a scam: call them now')
    if (!mail) throw new Error('no alert mail')
    expect(mail.text).toContain('Call Ann Example now, on the number you already have for them.')
    // W2: never the number from the profile, which whoever is signed in can change.
    expect(mail.text).not.toContain('555 010 9999')
    expect(mail.text).toContain('/on-the-phone/answer?t=')

    const holderPage = await live(raised.json.token as string)
    await holderPage.next((f) => f.alert?.id === seen.alert?.id)
    const answered = await call('POST', '/pause/answer', { token: h.watch, answer: 'calling' })
    expect(answered.status, JSON.stringify(answered.json)).toBe(200)
    expect((await holderPage.next((f) => f.alert?.answer === 'calling')).alert?.contact).toBe('Beth Daughter')
    contactPage.ws.close()
    holderPage.ws.close()
  })

  it('answers from the form without JavaScript, with a 303 back to the page', async () => {
    const h = await withAcceptedContact()
    expect((await call('POST', '/pause/alert', { kind: 'verify' }, { token: h.token })).status).toBe(200)
    const res = await SELF.fetch(`http://localhost/api/pause/answer?t=${encodeURIComponent(h.watch)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshClientAddress() },
      body: 'answer=not-me',
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^\/on-the-phone\/answer\?t=.+&result=not-me$/)
    const holderPage = await live((await call('POST', '/pause/alert', { kind: 'verify' }, { token: h.token })).json.token as string)
    expect((await holderPage.next(() => true)).alert?.answer).toBeNull()
    holderPage.ws.close()
  })

  it('writes the contact mail in the contact language', async () => {
    const h = await withAcceptedContact('es')
    expect((await call('POST', '/pause/alert', { kind: 'verify' }, { token: h.token })).status).toBe(200)
    const subjects = (await outbox(h.contact)).map((m) => m.subject)
    expect(subjects).toContain('Ann Example pregunta: ¿de verdad es usted quien está al teléfono?')
  })
})

describe('nobody else can use it', () => {
  it('refuses without a session, without an accepted contact, and a bad kind', async () => {
    expect((await call('POST', '/pause/alert', { kind: 'call' })).status).toBe(401)
    const h = await holder()
    const none = await call('POST', '/pause/alert', { kind: 'call' }, { token: h.token })
    expect(none.status).toBe(404)
    expect(none.json.msg).toContain('You have not named a trusted contact yet')
    await call('POST', '/trusted-contact', { name: 'Beth Daughter', email: newEmail('contact'), mayAsks: true }, { token: h.token })
    expect((await call('POST', '/pause/alert', { kind: 'call' }, { token: h.token })).status).toBe(409)
    expect((await call('POST', '/pause/alert', { kind: 'shout' }, { token: h.token })).status).toBe(400)
  })

  it('refuses a forged or stopped watch link, and sockets without a token', async () => {
    const h = await withAcceptedContact()
    const forged = `${h.watch.slice(0, -4)}AAAA`
    expect((await call('POST', '/pause/answer', { token: forged, answer: 'calling' })).status).toBe(400)
    const bare = await SELF.fetch('http://localhost/parties/pause-room/live', { headers: { Upgrade: 'websocket' } })
    expect(bare.status).toBe(403)
    const other = await SELF.fetch('http://localhost/parties/pause-room/support', { headers: { Upgrade: 'websocket' } })
    expect(other.status).toBe(404)
    // The holder ends it: the contact's link dies with the row.
    expect((await call('DELETE', '/trusted-contact', undefined, { token: h.token })).status).toBe(200)
    expect((await call('POST', '/pause/answer', { token: h.watch, answer: 'calling' })).status).toBe(400)
    const dead = await SELF.fetch(`http://localhost/parties/pause-room/live?t=${encodeURIComponent(h.watch)}`, {
      headers: { Upgrade: 'websocket' },
    })
    expect(dead.status).toBe(403)
  })

  it('limits alerts per account, so a contact cannot be flooded', async () => {
    const h = await withAcceptedContact()
    for (let i = 0; i < RATE_LIMITS.pauseAlertsPerHolder.limit; i++) {
      expect((await call('POST', '/pause/alert', { kind: 'call' }, { token: h.token })).status).toBe(200)
    }
    const refused = await call('POST', '/pause/alert', { kind: 'call' }, { token: h.token })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
  })

  it('answers 410 when there is no alert to answer', async () => {
    const h = await withAcceptedContact()
    const res = await call('POST', '/pause/answer', { token: h.watch, answer: 'calling' })
    expect(res.status).toBe(410)
  })
})
