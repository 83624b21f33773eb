// Issue 46, item 6 (A12, usability N3): scam alerts are a choice. An account needs no alerts; the
// "You are signed up" answer carries the personal token for the change and stop pages; the account page
// reads the account's own alert settings, with the same token.
import { env, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DUMMY_TOKEN } from '#worker/auth/turnstile'
import { getDb, schema } from '#worker/db'
import { authCall, freshClientAddress, latestSignupCode, outbox } from './helpers'

let n = 0
const newEmail = () => `alerts.choice.${Date.now()}.${++n}@example.com`

async function signUpForAlerts(email: string) {
  const res = await SELF.fetch('http://localhost/api/newsletter', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshClientAddress() },
    body: JSON.stringify({ email }),
  })
  expect(res.status).toBe(200)
  const [mail] = await outbox(email)
  return new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)![0]).searchParams.get('token')!
}

async function account(email: string) {
  const ip = freshClientAddress()
  expect((await authCall('POST', '/send-otp', { name: 'Rita Example', email }, { ip })).status).toBe(200)
  const verified = await authCall(
    'POST',
    '/verify-otp',
    { email, otp: await latestSignupCode(email), password: 'a long enough password' },
    { ip },
  )
  expect(verified.status, JSON.stringify(verified.json)).toBe(200)
  const login = await authCall('POST', '/login', { email, password: 'a long enough password', turnstileToken: DUMMY_TOKEN })
  expect(login.status, JSON.stringify(login.json)).toBe(200)
  return login.json.token as string
}

describe('scam alerts are a choice', () => {
  it('the confirmation answers with the personal token the change and stop pages take', async () => {
    const email = newEmail()
    const token = await signUpForAlerts(email)
    const res = await SELF.fetch('http://localhost/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshClientAddress() },
      body: JSON.stringify({ token }),
    })
    expect(res.status).toBe(200)
    const { manage } = (await res.json()) as { manage: string }
    const row = await getDb(env.DB).query.newsletterSubscribers.findFirst({ where: eq(schema.newsletterSubscribers.email, email) })
    expect(manage).toBe(row?.manageToken)
    const prefs = await SELF.fetch(`http://localhost/api/newsletter/preferences?token=${manage}`, {
      headers: { 'cf-connecting-ip': freshClientAddress() },
    })
    expect(prefs.status).toBe(200)
  })

  it('without JavaScript, the page it lands on carries the token too', async () => {
    const token = await signUpForAlerts(newEmail())
    const res = await SELF.fetch(`http://localhost/api/newsletter/confirm?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshClientAddress() },
      body: '',
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/\/newsletter\/confirm\?result=confirmed&manage=[\w-]{20,}/)
  })

  it('an account without alerts is an account: the account page says so', async () => {
    const bearer = await account(newEmail())
    const settings = await authCall('GET', '/alerts', undefined, { token: bearer })
    expect(settings.status).toBe(200)
    expect(settings.json).toEqual({ subscribed: false })
  })

  it('an account whose address gets alerts sees them, with the links to change or stop them', async () => {
    const email = newEmail()
    const bearer = await account(email)
    const token = await signUpForAlerts(email)
    await SELF.fetch('http://localhost/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshClientAddress() },
      body: JSON.stringify({ token }),
    })
    const settings = await authCall('GET', '/alerts', undefined, { token: bearer })
    expect(settings.json).toMatchObject({ subscribed: true, manage: expect.stringMatching(/^[\w-]{20,}$/) })
  })

  it('asks who is asking', async () => {
    expect((await authCall('GET', '/alerts')).status).toBe(401)
  })
})
