// The trusted contact inside workerd against real local D1 (decision 160): naming, the invitation
// mail and its acceptance by POST only, stopping from any mail without an account, changing the
// contact, asks and help-now plans, early warnings, every abuse rule and the retention of invitations.
import { env, SELF } from 'cloudflare:test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DUMMY_TOKEN } from '#worker/auth/turnstile'
import { purgeExpired } from '#worker/retention/index'
import { asPerson, freshClientAddress, latestSignupCode, newEmail, outbox } from './helpers'

// PBKDF2 at 100,000 iterations is slow on purpose; a shared CI machine needs room.
vi.setConfig({ testTimeout: 30_000 })

interface CallOptions {
  token?: string
  ip?: string
  locale?: string
  cookie?: string
}

async function call(method: string, path: string, body?: unknown, opts: CallOptions = {}) {
  const headers: Record<string, string> = { 'cf-connecting-ip': opts.ip ?? freshClientAddress() }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (opts.token) headers.authorization = opts.token
  if (opts.locale) headers['x-locale'] = opts.locale
  if (opts.cookie) headers.cookie = opts.cookie
  const res = await SELF.fetch(`http://localhost/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(asPerson(path, body)),
    redirect: 'manual',
  })
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>
  return { status: res.status, json, headers: res.headers }
}

const PASSWORD = 'a long enough password'

/** A form POST, as our page sends it without JavaScript (`confirm=1`) or a mail program's one-click. */
const postForm = (url: string, body = 'confirm=1', headers: Record<string, string> = {}) =>
  SELF.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshClientAddress(), ...headers },
    body,
    redirect: 'manual',
  })

async function holder(name = 'Ann Example') {
  const email = newEmail('holder')
  const ip = freshClientAddress()
  expect((await call('POST', '/auth/send-otp', { name, email }, { ip })).status).toBe(200)
  const verified = await call('POST', '/auth/verify-otp', { email, otp: await latestSignupCode(email), password: PASSWORD }, { ip })
  expect(verified.status).toBe(200)
  const login = await call('POST', '/auth/login', { email, password: PASSWORD, turnstileToken: DUMMY_TOKEN })
  expect(login.status).toBe(200)
  return { name, email, token: login.json.token as string, cookie: cookieOf(login.headers) }
}

const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0]

const ALL = { mayAsks: true, mayPlans: true, mayWarnings: true }

async function invite(token: string, choices: Record<string, boolean> = ALL, locale?: string) {
  const email = newEmail('contact')
  const res = await call('POST', '/trusted-contact', { name: 'Beth Daughter', email, phone: '555 010 2000', ...choices }, { token, locale })
  return { email, res }
}

const acceptLink = (text: string) => /\/trusted-contact\?accept=([\w-]+)/.exec(text)?.[1] ?? ''
const stopLink = (text: string) => /\/trusted-contact\?stop=([\w.%-]+)/.exec(text)?.[1] ?? ''

/** A holder whose contact accepted (all three choices unless told). */
async function withAcceptedContact(choices: Record<string, boolean> = ALL) {
  const h = await holder()
  const { email, res } = await invite(h.token, choices)
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  const [mail] = await outbox(email)
  expect((await call('POST', '/trusted-contact/accept', { token: acceptLink(mail.text) })).status).toBe(200)
  return { ...h, contact: email }
}

const SCAM =
  'URGENT: your account is suspended. Buy gift cards today and read the numbers to the officer. Call 1-800-555-0199 now or you will be arrested.'

// Each test starts with this hour's mail budgets unspent: the file sends more mail than one purpose's
// hourly budget (worker/mail/budget.ts), which has tests of its own.
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'mail-%'").run()
})

describe('naming a trusted contact', () => {
  it('e-mails an invitation that says who asks and what the contact would receive; only a hash of its token is kept', async () => {
    const h = await holder('Ann Inviter')
    const { email, res } = await invite(h.token, { mayAsks: true, mayPlans: false, mayWarnings: false })
    expect(res.status).toBe(200)
    expect(res.json.contact).toMatchObject({ email, status: 'pending', mayAsks: true, mayPlans: false, mayWarnings: false })
    const mails = await outbox(email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toBe('A SaffeSupport customer asks you to be their trusted contact')
    expect(mail.text).toContain(h.email)
    expect(mail.text).toContain('Messages Ann Inviter is unsure about')
    expect(mail.text).not.toContain('The steps Ann Inviter is following')
    expect(mail.text).toContain('Nothing is sent to you until you accept')
    // The stop line, the one-click headers and the company line with the postal address line (decision 073).
    expect(mail.text).toMatch(/Stop being Ann Inviter's trusted contact: http:\/\/localhost\/trusted-contact\?stop=/)
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost\/api\/trusted-contact\/stop\?token=/)
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toContain('Local development copy: no postal address is set')
    const token = acceptLink(mail.text)
    const row = await env.DB.prepare('SELECT invite_hash FROM trusted_contacts WHERE email = ?')
      .bind(email)
      .first<{ invite_hash: string }>()
    expect(row?.invite_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.invite_hash).not.toContain(token)
  })

  it("writes the invitation in the holder's language", async () => {
    const h = await holder('Ana Ejemplo')
    const { email, res } = await invite(h.token, ALL, 'es')
    expect(res.status).toBe(200)
    expect(String(res.json.msg)).toContain('Enviamos una invitación')
    const [mail] = await outbox(email)
    expect(mail.subject).toBe('Un cliente de SaffeSupport le pide que sea su contacto de confianza')
    expect(mail.html).toContain('lang="es"')
    expect(mail.text).toContain('/es/trusted-contact?accept=')
  })

  it("refuses the holder's own address, nothing chosen, bad fields and a signed-out caller", async () => {
    const h = await holder()
    const own = await call('POST', '/trusted-contact', { name: 'Me', email: h.email.toUpperCase(), ...ALL }, { token: h.token })
    expect(own.status).toBe(400)
    expect(own.json.msg).toContain('must be someone else')
    const nothing = await call('POST', '/trusted-contact', { name: 'Beth', email: newEmail(), mayAsks: false }, { token: h.token })
    expect(nothing.status).toBe(400)
    expect(nothing.json.msg).toContain('at least one')
    expect((await call('POST', '/trusted-contact', { name: 'Beth', email: 'not an address', ...ALL }, { token: h.token })).status).toBe(400)
    expect((await call('POST', '/trusted-contact', { name: 'Beth', email: newEmail(), mayAsks: 'yes' }, { token: h.token })).status).toBe(
      400,
    )
    expect((await call('POST', '/trusted-contact', { name: 'Beth', email: newEmail(), ...ALL })).status).toBe(401)
    expect(
      await env.DB.prepare('SELECT id FROM trusted_contacts WHERE user_id = (SELECT id FROM users WHERE email = ?)').bind(h.email).first(),
    ).toBeNull()
  })

  it('keeps at most one invitation waiting, and a few a day', async () => {
    const h = await holder()
    expect((await invite(h.token)).res.status).toBe(200)
    const second = await invite(h.token)
    expect(second.res.status).toBe(409)
    expect(await outbox(second.email)).toHaveLength(0)
    // Withdrawing frees the slot; the daily count still holds: 3 invitations, then 429.
    expect((await call('DELETE', '/trusted-contact', undefined, { token: h.token })).status).toBe(200)
    expect((await invite(h.token)).res.status).toBe(200)
    expect((await call('DELETE', '/trusted-contact', undefined, { token: h.token })).status).toBe(200)
    expect((await invite(h.token)).res.status).toBe(200)
    expect((await call('DELETE', '/trusted-contact', undefined, { token: h.token })).status).toBe(200)
    const fourth = await invite(h.token)
    expect(fourth.res.status).toBe(429)
    expect(fourth.res.headers.get('retry-after')).toBeTruthy()
    expect(await outbox(fourth.email)).toHaveLength(0)
  })
})

describe('accepting', () => {
  it("needs a POST: opening the link (a mail scanner's GET) accepts nothing", async () => {
    const h = await holder()
    const { email } = await invite(h.token)
    const token = acceptLink((await outbox(email))[0].text)
    expect((await call('GET', `/trusted-contact/accept?token=${token}`)).status).toBe(404)
    const row = await env.DB.prepare('SELECT status FROM trusted_contacts WHERE email = ?').bind(email).first<{ status: string }>()
    expect(row?.status).toBe('pending')
  })

  it('accepts once, tells the holder, and shows the holder the accepted contact', async () => {
    const h = await holder('Ann Accepted')
    const { email } = await invite(h.token)
    const token = acceptLink((await outbox(email))[0].text)
    const ok = await call('POST', '/trusted-contact/accept', { token })
    expect(ok.status).toBe(200)
    expect(ok.json.msg).toContain("Ann Accepted's trusted contact")
    expect((await call('POST', '/trusted-contact/accept', { token })).status).toBe(400)
    expect((await outbox(h.email))[0].subject).toBe('Beth Daughter is now your trusted contact')
    const mine = await call('GET', '/trusted-contact', undefined, { token: h.token })
    expect(mine.json.contact).toMatchObject({ email, status: 'accepted', expiresAt: null })
    const row = await env.DB.prepare('SELECT invite_hash FROM trusted_contacts WHERE email = ?').bind(email).first<{ invite_hash: null }>()
    expect(row?.invite_hash).toBeNull()
  })

  it('works from the page without JavaScript: the form posts and lands back on the page with the result', async () => {
    const h = await holder()
    const { email } = await invite(h.token)
    const token = acceptLink((await outbox(email))[0].text)
    const res = await postForm(`http://localhost/api/trusted-contact/accept?token=${token}`)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/trusted-contact?result=accepted')
    const bad = await postForm('http://localhost/api/trusted-contact/accept?token=nope', 'confirm=1', {
      referer: 'http://localhost/es/trusted-contact',
    })
    expect(bad.headers.get('location')).toBe('/es/trusted-contact?result=invalid')
  })

  it('refuses an expired invitation, and the retention job deletes it a day after it expired', async () => {
    const h = await holder()
    const { email } = await invite(h.token)
    const token = acceptLink((await outbox(email))[0].text)
    const past = Date.now() - 2 * 24 * 3_600_000
    await env.DB.prepare('UPDATE trusted_contacts SET invite_expires_at = ? WHERE email = ?').bind(past, email).run()
    expect((await call('POST', '/trusted-contact/accept', { token })).status).toBe(400)
    // An expired invitation no longer blocks a new one.
    expect((await call('GET', '/trusted-contact', undefined, { token: h.token })).json.contact).toBeNull()
    await purgeExpired(env, new Date())
    expect(await env.DB.prepare('SELECT id FROM trusted_contacts WHERE email = ?').bind(email).first()).toBeNull()
  })
})

describe('ending and changing', () => {
  it('the contact stops from any mail, without an account; the holder is told; the link used again changes nothing', async () => {
    const h = await withAcceptedContact()
    const stop = decodeURIComponent(stopLink((await outbox(h.contact))[0].text))
    expect(stop).not.toBe('')
    const res = await call('POST', '/trusted-contact/stop', { token: stop })
    expect(res.status).toBe(200)
    expect((await outbox(h.email))[0].subject).toBe('Beth Daughter is no longer your trusted contact')
    expect((await call('GET', '/trusted-contact', undefined, { token: h.token })).json.contact).toBeNull()
    expect((await call('POST', '/trusted-contact/stop', { token: stop })).status).toBe(200)
    // Nothing reaches a contact who stopped.
    expect((await call('POST', '/trusted-contact/ask', { text: SCAM }, { token: h.token })).status).toBe(404)
  })

  it("a mail program's one-click POST stops too; a forged or altered token does not", async () => {
    const h = await withAcceptedContact()
    const mail = (await outbox(h.contact))[0]
    const target = /<([^>]+)>/.exec(mail.headers['List-Unsubscribe'])?.[1] ?? ''
    // Change a character inside the token, not its last one: the last base64url character of a MAC
    // carries padding bits, so some changes there decode to the very same bytes.
    const at = target.indexOf('token=') + 'token='.length + 5
    const forged = `${target.slice(0, at)}${target[at] === 'A' ? 'B' : 'A'}${target.slice(at + 1)}`
    const post = (url: string) => postForm(url, 'List-Unsubscribe=One-Click')
    expect((await post(forged)).status).toBe(400)
    expect((await call('GET', '/trusted-contact', undefined, { token: h.token })).json.contact).not.toBeNull()
    expect((await post(target)).status).toBe(200)
    expect((await call('GET', '/trusted-contact', undefined, { token: h.token })).json.contact).toBeNull()
  })

  it("the stop page's form without JavaScript stops and lands back on the page", async () => {
    const h = await withAcceptedContact()
    const stop = decodeURIComponent(stopLink((await outbox(h.contact))[0].text))
    const res = await postForm(`http://localhost/api/trusted-contact/stop?token=${encodeURIComponent(stop)}`)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/trusted-contact?result=stopped')
    expect((await call('GET', '/trusted-contact', undefined, { token: h.token })).json.contact).toBeNull()
  })

  it('the holder ends it with one call, and the contact is told', async () => {
    const h = await withAcceptedContact()
    const res = await call('DELETE', '/trusted-contact', undefined, { token: h.token })
    expect(res.status).toBe(200)
    expect((await outbox(h.contact))[0].subject).toBe("You are no longer Ann Example's trusted contact")
    expect((await call('DELETE', '/trusted-contact', undefined, { token: h.token })).status).toBe(404)
  })

  it('changing the contact tells the old one and invites the new one', async () => {
    const h = await withAcceptedContact()
    const { email: next, res } = await invite(h.token)
    expect(res.status).toBe(200)
    expect(res.json.msg).toContain('We told your previous trusted contact')
    expect((await outbox(h.contact))[0].subject).toBe("You are no longer Ann Example's trusted contact")
    expect((await outbox(next))[0].subject).toBe('A SaffeSupport customer asks you to be their trusted contact')
  })
})

describe('asking the contact about a scam-check answer', () => {
  it('sends nothing before the contact accepted, or when the holder did not choose asks', async () => {
    const h = await holder()
    const { email } = await invite(h.token)
    expect((await call('POST', '/trusted-contact/ask', { text: SCAM }, { token: h.token })).status).toBe(409)
    const noAsks = await withAcceptedContact({ mayPlans: true })
    expect((await call('POST', '/trusted-contact/ask', { text: SCAM }, { token: noAsks.token })).status).toBe(403)
    expect(await outbox(email)).toHaveLength(1)
  })

  it('previews exactly the mail it then sends: the verdict, the reasons, none of the message by default', async () => {
    const h = await withAcceptedContact()
    const before = (await outbox(h.contact)).length
    const preview = await call('POST', '/trusted-contact/ask', { text: SCAM, preview: true }, { token: h.token })
    expect(preview.status).toBe(200)
    const shown = preview.json.preview as { subject: string; text: string }
    expect(shown.subject).toBe('Ann Example asks you: is this a scam?')
    expect(await outbox(h.contact)).toHaveLength(before)
    const sent = await call('POST', '/trusted-contact/ask', { text: SCAM }, { token: h.token })
    expect(sent.status).toBe(200)
    const [mail] = await outbox(h.contact)
    expect(mail.text.replace(/stop=[^\s]+/g, '')).toBe(shown.text.replace(/stop=[^\s]+/g, ''))
    expect(mail.text).toContain("Our checker's answer: Likely a scam")
    expect(mail.text).toContain('Why:')
    expect(mail.text).toContain('call Ann Example now, before they pay or click')
    expect(mail.text).toContain('1-888-555-0142')
    expect(mail.text).toContain('http://localhost/help-now')
    expect(mail.text).toContain('Ann Example chose not to share the message itself.')
    for (const words of ['read the numbers to the officer', 'arrested', '1-800-555-0199', 'suspended'])
      expect(mail.text).not.toContain(words)
  })

  it('shares only the part the holder chose, which must come from the message', async () => {
    const h = await withAcceptedContact()
    const part = await call('POST', '/trusted-contact/ask', { text: SCAM, excerpt: 'Buy gift   cards today' }, { token: h.token })
    expect(part.status).toBe(200)
    const [mail] = await outbox(h.contact)
    expect(mail.text).toContain('> Buy gift cards today')
    expect(mail.text).not.toContain('arrested')
    const foreign = await call('POST', '/trusted-contact/ask', { text: SCAM, excerpt: 'Send money to Mr. X' }, { token: h.token })
    expect(foreign.status).toBe(400)
    const long = await call('POST', '/trusted-contact/ask', { text: 'a '.repeat(400), excerpt: 'a '.repeat(300) }, { token: h.token })
    expect(long.status).toBe(400)
    expect((await call('POST', '/trusted-contact/ask', { text: '   ' }, { token: h.token })).status).toBe(400)
  })

  it('takes a whole 10,000-character message, even past the usual 16 KB body', async () => {
    const h = await withAcceptedContact()
    const text = `${'é'.repeat(9_000)} gift cards`
    const res = await call('POST', '/trusted-contact/ask', { text, preview: true }, { token: h.token })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect((await call('POST', '/trusted-contact/ask', { text: 'x'.repeat(10_001), preview: true }, { token: h.token })).status).toBe(400)
  })

  it('keeps nothing of the message, only the counter; past the daily limit it answers 429', async () => {
    const h = await withAcceptedContact()
    for (let i = 0; i < 10; i++) expect((await call('POST', '/trusted-contact/ask', { text: SCAM }, { token: h.token })).status).toBe(200)
    const over = await call('POST', '/trusted-contact/ask', { text: SCAM }, { token: h.token })
    expect(over.status).toBe(429)
    expect(over.json.msg).toContain('Please phone them instead')
    // Plans count against the same daily limit.
    expect((await call('POST', '/trusted-contact/plan', { country: 'us', s: 'gift-card' }, { token: h.token })).status).toBe(429)
    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>()
    for (const { name } of tables.results) {
      if (name.startsWith('_cf') || name === 'sqlite_sequence' || name === 'dev_outbox') continue
      const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all()
      expect(JSON.stringify(rows.results), name).not.toContain('read the numbers to the officer')
    }
    const counter = await env.DB.prepare("SELECT count FROM rate_limits WHERE key LIKE 'trusted-send:%' ORDER BY count DESC").first<{
      count: number
    }>()
    expect(counter?.count).toBe(12)
  })
})

describe('sending the help-now plan', () => {
  it('sends the steps for what happened, with the call to action', async () => {
    const h = await withAcceptedContact()
    const res = await call('POST', '/trusted-contact/plan', { country: 'us', s: 'gift-card.remote' }, { token: h.token })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const [mail] = await outbox(h.contact)
    expect(mail.subject).toBe('Ann Example may have been scammed')
    expect(mail.text).toContain('Ann Example may have been scammed and is following these steps')
    expect(mail.text).toContain('- paid with a gift card')
    expect(mail.text).toMatch(/^1\. /m)
    expect(mail.text).toContain('1-888-555-0142')
  })

  it("needs something chosen, and the holder's choice of plans", async () => {
    const h = await withAcceptedContact({ mayAsks: true })
    expect((await call('POST', '/trusted-contact/plan', { country: 'us' }, { token: h.token })).status).toBe(400)
    expect((await call('POST', '/trusted-contact/plan', { country: 'us', s: 'gift-card' }, { token: h.token })).status).toBe(403)
  })
})

describe('early warnings', () => {
  it('a password change is mailed to the holder, and to the contact who was chosen for warnings', async () => {
    const h = await withAcceptedContact()
    const res = await call(
      'PUT',
      '/auth/change-password',
      { oldPassword: PASSWORD, newPassword: 'another long password' },
      { token: h.token },
    )
    expect(res.status).toBe(200)
    const [mine] = await outbox(h.email)
    expect(mine.subject).toBe('Your password was changed')
    expect(mine.text).toContain('If it was not you: call us now at 1-888-555-0142')
    const [theirs] = await outbox(h.contact)
    expect(theirs.subject).toBe("Early warning about Ann Example's account")
    expect(theirs.text).toContain('If Ann Example did not do this, call them now')
  })

  it('the contact not chosen for warnings hears nothing', async () => {
    const h = await withAcceptedContact({ mayAsks: true })
    const before = (await outbox(h.contact)).length
    expect(
      (await call('PUT', '/auth/change-password', { oldPassword: PASSWORD, newPassword: 'another long password' }, { token: h.token }))
        .status,
    ).toBe(200)
    expect((await outbox(h.email))[0].subject).toBe('Your password was changed')
    expect(await outbox(h.contact)).toHaveLength(before)
  })

  it('a sign-in from a new browser warns; the first sign-in and a known browser do not', async () => {
    const h = await holder()
    // The first sign-in (in holder()) only remembered the browser.
    expect((await outbox(h.email)).map((mail) => mail.subject)).not.toContain('Your account was signed in from a new browser')
    expect(h.cookie).toMatch(/^sb_browser=[\w-]+$/)
    const known = await call(
      'POST',
      '/auth/login',
      { email: h.email, password: PASSWORD, turnstileToken: DUMMY_TOKEN },
      { cookie: h.cookie },
    )
    expect(known.status).toBe(200)
    expect((await outbox(h.email))[0].subject).not.toBe('Your account was signed in from a new browser')
    const fresh = await call('POST', '/auth/login', { email: h.email, password: PASSWORD, turnstileToken: DUMMY_TOKEN })
    expect(fresh.status).toBe(200)
    expect((await outbox(h.email))[0].subject).toBe('Your account was signed in from a new browser')
    expect(fresh.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    expect(fresh.headers.get('set-cookie')).toMatch(/Path=\/api\/auth/)
  })
})

describe('retention of remembered browsers', () => {
  it('deletes a browser 13 months after its last sign-in, and keeps a recent one', async () => {
    const h = await holder()
    const id = (await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(h.email).first<{ id: string }>())?.id
    const old = new Date()
    old.setUTCMonth(old.getUTCMonth() - 14)
    await env.DB.prepare("INSERT INTO known_browsers (user_id, browser_hash, last_seen_at) VALUES (?, 'old-one', ?)")
      .bind(id, old.getTime())
      .run()
    await purgeExpired(env, new Date())
    const left = await env.DB.prepare('SELECT browser_hash FROM known_browsers WHERE user_id = ?').bind(id).all<{ browser_hash: string }>()
    expect(left.results.map((r) => r.browser_hash)).toHaveLength(1)
    expect(left.results[0].browser_hash).not.toBe('old-one')
  })
})
