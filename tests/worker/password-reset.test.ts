// "Forgot your password?" inside workerd against real local D1 (decision 150): the code's rules
// (hashed, 10 minutes, 5 tries, 30 s cooldown, 5 codes an hour per address from one network, 20 requests
// an hour per client; each code only in the browser that asked for it, U4), one answer whatever the address, and every session signed out after a reset.
import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { hashCode } from '#worker/auth/otp'
import { DUMMY_TOKEN } from '#worker/auth/turnstile'
import { browserAt, authCall as call, latestResetCode, latestSignupCode, newEmail, freshClientAddress as newIp, outbox } from './helpers'

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

async function account() {
  const email = newEmail('reset')
  const password = 'the old long password'
  const ip = newIp()
  expect((await call('POST', '/send-otp', { name: 'Ruth Reset', email }, { ip })).status).toBe(200)
  const done = await call('POST', '/verify-otp', { email, otp: await latestSignupCode(email), password }, { ip })
  expect(done.status).toBe(200)
  return { email, password }
}

const logIn = (email: string, password: string, ip = newIp()) =>
  call('POST', '/login', { email, password, turnstileToken: DUMMY_TOKEN }, { ip })

/** As if the 30 s between codes had passed. */
const pretendCooldownPassed = (email: string) =>
  env.DB.prepare('UPDATE password_resets SET last_sent_at = last_sent_at - 31000 WHERE email = ?').bind(email).run()

describe('POST /api/auth/forgot-password', () => {
  it('e-mails a registered address a code, stored only as an HMAC for 10 minutes', async () => {
    const me = browserAt()
    const { email } = await account()
    const res = await me.call('POST', '/forgot-password', { email: `  ${email.toUpperCase()} ` })
    expect(res.status).toBe(200)
    expect(res.json.msg).toContain(email)
    const [mail] = await outbox(email)
    expect(mail.subject).toBe('Your SaffeSupport code to choose a new password')
    expect(mail.text).toContain('valid for 10 minutes')
    expect(mail.text).toContain('SaffeSupport will never ask for this code by phone.')
    const code = await latestResetCode(email)
    expect(mail.html).toMatch(new RegExp(`font-size:40px[^>]*>${code}</span>`))
    const row = await env.DB.prepare('SELECT * FROM password_resets WHERE email = ?').bind(email).first<Record<string, unknown>>()
    expect(row?.code_hash).toBe(await hashCode(env.OTP_PEPPER, email, code, 'reset'))
    expect(String(row?.code_hash)).not.toContain(code)
    // A reset code is not a sign-up code: the two hashes differ for the same digits.
    expect(row?.code_hash).not.toBe(await hashCode(env.OTP_PEPPER, email, code))
    expect(Number(row?.expires_at) - Number(row?.last_sent_at)).toBe(10 * 60_000)
  })

  it('answers an unknown address exactly like a registered one, and tells only the inbox owner', async () => {
    const me = browserAt()
    const { email } = await account()
    const fresh = newEmail('nobody')
    const known = await me.call('POST', '/forgot-password', { email })
    const unknown = await me.call('POST', '/forgot-password', { email: fresh })
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(known.json.msg).toBe((unknown.json.msg as string).replace(fresh, email))
    const [mail] = await outbox(fresh)
    expect(mail.subject).toBe('About your request to SaffeSupport')
    expect(mail.text).toContain('no account uses this address')
    expect(mail.text).not.toMatch(/\b\d{6}\b/)
    // The same cooldown for both, so a second try says nothing either.
    const again = await me.call('POST', '/forgot-password', { email })
    const againUnknown = await me.call('POST', '/forgot-password', { email: fresh })
    expect([again.status, againUnknown.status]).toEqual([429, 429])
    expect(again.json.msg).toBe(againUnknown.json.msg)
    // A guessed code for an address without an account changes nothing and creates nothing.
    const guess = await me.call('POST', '/reset-password', { email: fresh, otp: '123456', password: 'a takeover password' })
    expect(guess.status).toBe(400)
    expect(await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(fresh).first()).toBeNull()
  })

  it('waits 30 s between codes and sends at most 5 codes an hour to one address', async () => {
    const me = browserAt()
    const { email } = await account()
    // Reset codes have their own count (U4): the sign-up code does not use one of the five.
    for (let i = 0; i < 5; i++) {
      const res = await me.call('POST', '/forgot-password', { email })
      expect(res.status, JSON.stringify(res.json)).toBe(200)
      const soon = await me.call('POST', '/forgot-password', { email })
      expect(soon.status).toBe(429)
      expect(soon.json.msg).toMatch(/^Please wait \d+ seconds? before asking for a new code\.$/)
      await pretendCooldownPassed(email)
    }
    const capped = await me.call('POST', '/forgot-password', { email })
    expect(capped.status).toBe(429)
    expect(capped.json.msg).toMatch(/already sent 5 codes to this address in the last hour/)
  })

  it('takes at most 20 requests an hour from one client', async () => {
    const ip = newIp()
    const me = browserAt(ip)
    for (let i = 0; i < 20; i++) expect((await me.call('POST', '/forgot-password', { email: newEmail('many') })).status).toBe(200)
    const refused = await me.call('POST', '/forgot-password', { email: newEmail('many') })
    expect(refused.status).toBe(429)
    expect(refused.json.msg).toMatch(/^Too many password resets .* call us and we will help you sign in\.$/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('refuses a bad address with a 400 and a plain message, and ignores a filled honeypot', async () => {
    const me = browserAt()
    const bad = await me.call('POST', '/forgot-password', { email: 'not an address' })
    expect(bad.status).toBe(400)
    expect(bad.json.msg).toBeTruthy()
    const email = newEmail('bot')
    const bot = await me.call('POST', '/forgot-password', { email, website: 'http://spam.example' })
    expect(bot.status).toBe(200)
    expect(await outbox(email)).toEqual([])
  })
})

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs out every device and lets the new password in', async () => {
    const me = browserAt()
    const { email, password } = await account()
    const first = await logIn(email, password)
    const second = await logIn(email, password)
    expect([first.status, second.status]).toEqual([200, 200])
    await me.call('POST', '/forgot-password', { email })
    const code = await latestResetCode(email)
    const newPassword = 'a brand new long password'
    const res = await me.call('POST', '/reset-password', { email, otp: code.replace(/(\d{3})/, '$1 '), password: newPassword })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.msg).toMatch(/signed out/)
    for (const token of [first.json.token, second.json.token] as string[]) {
      expect((await call('GET', '/me', undefined, { token })).status).toBe(401)
    }
    expect((await logIn(email, password)).status).toBe(401)
    expect((await logIn(email, newPassword)).status).toBe(200)
    // The code is used up.
    const again = await me.call('POST', '/reset-password', { email, otp: code, password: 'yet another password' })
    expect(again.status).toBe(400)
    expect(again.json.msg).toMatch(/no password reset waiting/)
  })

  it('gives 5 tries, counting down, then the code is dead even when right', async () => {
    const me = browserAt()
    const { email, password } = await account()
    await me.call('POST', '/forgot-password', { email })
    const code = await latestResetCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await me.call('POST', '/reset-password', { email, otp: wrong, password: 'a brand new long password' })
      expect(res.status).toBe(400)
      messages.push(res.json.msg as string)
    }
    expect(messages[0]).toMatch(/4 tries left/)
    expect(messages[3]).toMatch(/1 try left/)
    expect(messages[4]).toMatch(/can no longer be used/)
    const right = await me.call('POST', '/reset-password', { email, otp: code, password: 'a brand new long password' })
    expect(right.status).toBe(400)
    expect(right.json.msg).toMatch(/entered wrongly too many times/)
    expect((await logIn(email, password)).status).toBe(200)
  })

  it('refuses an expired code', async () => {
    const me = browserAt()
    const { email, password } = await account()
    await me.call('POST', '/forgot-password', { email })
    const code = await latestResetCode(email)
    await env.DB.prepare('UPDATE password_resets SET expires_at = ? WHERE email = ?')
      .bind(Date.now() - 1, email)
      .run()
    const res = await me.call('POST', '/reset-password', { email, otp: code, password: 'a brand new long password' })
    expect(res.status).toBe(400)
    expect(res.json.msg).toMatch(/expired/)
    expect((await logIn(email, password)).status).toBe(200)
  })

  it('does not take a sign-up code, a short password or the e-mail as the password', async () => {
    const me = browserAt()
    const { email } = await account()
    await me.call('POST', '/forgot-password', { email })
    const code = await latestResetCode(email)
    const short = await me.call('POST', '/reset-password', { email, otp: code, password: 'short' })
    expect(short.status).toBe(400)
    const same = await me.call('POST', '/reset-password', { email, otp: code, password: email })
    expect(same.status).toBe(400)
    const noCode = await me.call('POST', '/reset-password', { email, otp: '12', password: 'a brand new long password' })
    expect(noCode.status).toBe(400)
  })

  it('lets the owner in after a stranger locked the address with wrong passwords', async () => {
    const { email } = await account()
    const ip = newIp()
    const me = browserAt(ip)
    for (let i = 0; i < 5; i++) await logIn(email, 'wrong password', ip)
    expect((await logIn(email, 'wrong password', ip)).status).toBe(429)
    await me.call('POST', '/forgot-password', { email })
    const newPassword = 'my fresh long password'
    expect((await me.call('POST', '/reset-password', { email, otp: await latestResetCode(email), password: newPassword })).status).toBe(200)
    expect((await logIn(email, newPassword, ip)).status).toBe(200)
  })
})
