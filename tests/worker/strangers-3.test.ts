// Security review 3, strangers again: each test replays a finding's attack (U1 …) against the real
// local D1 and worker, and each failed before its fix.
import { createExecutionContext, env, runInDurableObject, SELF } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { CHAT_ROOM } from '#shared/chat/protocol'
import { hashPassword } from '#worker/auth/password'
import { issueSessionToken } from '#worker/auth/tokens'
import { MAIL_PURPOSES } from '#worker/mail/budget'
import { flushOutbox } from '#worker/mail/outbox'
import { systemStatus } from '#worker/ops/system'
import { RATE_LIMITS } from '#worker/rate-limit/index'
import { retentionJob } from '#worker/retention/index'
import worker from './entry'
import { browserAt, freshClientAddress, latestResetCode, newEmail, outbox } from './helpers'

const DUMMY = 'XXXX.DUMMY.TOKEN.XXXX'
const HOUR = 3_600_000

async function post(path: string, body: unknown, ip = freshClientAddress(), headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, ...headers },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json().catch(() => ({}))) as { msg?: string }, headers: res.headers }
}

/** This hour's counter of a mail purpose set to `count` (standing in for that many mails sent). */
async function spend(purpose: keyof typeof MAIL_PURPOSES, count: number) {
  const windowStart = Math.floor(Date.now() / HOUR) * HOUR
  await env.DB.prepare(
    'INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT (key, window_start) DO UPDATE SET count = excluded.count',
  )
    .bind(`mail-${purpose}:site`, windowStart, count, windowStart + HOUR)
    .run()
}
const unspend = (purpose: keyof typeof MAIL_PURPOSES) =>
  env.DB.prepare('DELETE FROM rate_limits WHERE key = ?').bind(`mail-${purpose}:site`).run()

async function owner(password = 'owner-long-password-1') {
  const id = crypto.randomUUID()
  const email = newEmail('owner')
  await env.DB.prepare("INSERT INTO users (id, name, email, password_hash, role) VALUES (?, 'Olive Owner', ?, ?, 'user')")
    .bind(id, email, await hashPassword(password))
    .run()
  return { id, email, password, token: await issueSessionToken(env, id, 'user') }
}

describe('U1: strangers cannot starve the mail a person asked for', () => {
  it('sign-up and reset mail to an unproven address needs a bot check (or this browser’s recent proof)', async () => {
    const email = newEmail('unproven')
    for (const [path, body] of [
      ['/api/auth/send-otp', { name: 'Anyone', email }],
      ['/api/auth/forgot-password', { email }],
    ] as const) {
      const none = await post(path, body)
      expect(none.status, path).toBe(400)
      const wrong = await post(path, { ...body, turnstileToken: 'not-the-token' })
      expect(wrong.status, path).toBe(400)
    }
    expect(await outbox(email)).toEqual([])
    // A person passes it once; "send the code again" from the same browser and network rides on the proof.
    const ip = freshClientAddress()
    const first = await post('/api/auth/forgot-password', { email, turnstileToken: DUMMY }, ip)
    expect(first.status).toBe(200)
    const proof = /sb_human=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1]
    expect(proof).toBeTruthy()
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    await env.DB.prepare('UPDATE password_resets SET last_sent_at = last_sent_at - 60000 WHERE email = ?').bind(email).run()
    expect((await post('/api/auth/forgot-password', { email }, ip, { cookie: `sb_human=${proof}` })).status).toBe(200)
    // The proof is worth nothing from another network.
    expect((await post('/api/auth/forgot-password', { email }, freshClientAddress(), { cookie: `sb_human=${proof}` })).status).toBe(400)
    expect(await outbox(email)).toHaveLength(2)
  })

  it('one IPv6 /48 is one sender for sign-up and reset mail, whatever /64s it rotates', async () => {
    const { limit } = RATE_LIMITS.unprovenMailPerNetwork
    const statuses: number[] = []
    for (let i = 0; i <= limit; i++) {
      const ip = `2001:db8:4801:${(i + 1).toString(16)}::1`
      const path = i % 2 ? '/api/auth/forgot-password' : '/api/auth/send-otp'
      statuses.push((await post(path, { name: 'Anyone', email: newEmail(`net${i}`), turnstileToken: DUMMY }, ip)).status)
    }
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true)
    expect(statuses[limit]).toBe(429)
  })

  it('with the account mail spent by strangers, an owner’s warnings still go, from their own reserve', async () => {
    const holder = await owner()
    await spend('account', MAIL_PURPOSES.account.limit)
    try {
      // A newcomer's sign-up is refused with the clear 503 (the budget is what bounds the bill)…
      expect((await post('/api/auth/send-otp', { name: 'Nora New', email: newEmail('nora'), turnstileToken: DUMMY })).status).toBe(503)
      // …but the password change's early warning is not account mail that strangers can spend.
      const res = await SELF.fetch('http://localhost/api/auth/change-password', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshClientAddress(), authorization: holder.token },
        body: JSON.stringify({ oldPassword: holder.password, newPassword: 'owner-long-password-2' }),
      })
      expect(res.status).toBe(200)
      const mails = await outbox(holder.email)
      expect(mails).toHaveLength(1)
      expect(mails[0].subject).toMatch(/password/i)
    } finally {
      await unspend('account')
    }
  })

  it('a warning that cannot be sent waits in the outbox, shows in the System view, and the cron sends it', async () => {
    const holder = await owner()
    await spend('warning', MAIL_PURPOSES.warning.limit)
    try {
      const res = await SELF.fetch('http://localhost/api/auth/change-password', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshClientAddress(), authorization: holder.token },
        body: JSON.stringify({ oldPassword: holder.password, newPassword: 'owner-long-password-2' }),
      })
      expect(res.status).toBe(200)
      expect(await outbox(holder.email)).toEqual([])
      const waiting = await env.DB.prepare('SELECT purpose, last_error FROM mail_outbox WHERE "to" = ?').bind(holder.email).all()
      expect(waiting.results).toEqual([{ purpose: 'warning', last_error: 'budget:warning' }])
      expect((await systemStatus(env)).mailWaiting.waiting).toBeGreaterThanOrEqual(1)
      // Still spent: the cron tries, and it waits again.
      await flushOutbox(env, new Date(Date.now() + HOUR))
      expect(await outbox(holder.email)).toEqual([])
    } finally {
      await unspend('warning')
    }
    // The next hour: sent once, and the row (with its address) is gone.
    const flushed = await flushOutbox(env, new Date(Date.now() + 3 * HOUR))
    expect(flushed.sent).toBeGreaterThanOrEqual(1)
    const mails = await outbox(holder.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toMatch(/password/i)
    expect(
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE "to" = ?').bind(holder.email).first<{ n: number }>())?.n,
    ).toBe(0)
  })
})

describe('U2: invitations carry only our words, and an address that said no hears nothing more', () => {
  /** An account as the review's attacker made it: the name written straight into D1 (names typed before the rule). */
  async function account(name: string) {
    const id = crypto.randomUUID()
    const email = newEmail('inviter')
    await env.DB.prepare("INSERT INTO users (id, name, email, password_hash, role) VALUES (?, ?, ?, 'x', 'user')")
      .bind(id, name, email)
      .run()
    return { id, email, token: await issueSessionToken(env, id, 'user') }
  }
  const invite = (token: string, email: string, name = 'Gran Ma') =>
    SELF.fetch('http://localhost/api/trusted-contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshClientAddress(), authorization: token },
      body: JSON.stringify({ name, email, mayAsks: true, mayPlans: false, mayWarnings: false }),
    })
  const link = (text: string, kind: 'stop' | 'allow') => decodeURIComponent(new RegExp(`\\?${kind}=([\\w.%-]+)`).exec(text)?.[1] ?? '')
  const form = (path: string, token: string) =>
    SELF.fetch(`http://localhost/api/trusted-contact/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshClientAddress() },
      body: JSON.stringify({ token }),
    })

  it('a name of a fake department never reaches the mail: no typed text in the subject, the proven address in the body', async () => {
    await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'mail-%'").run()
    const mallory = await account('SaffeSupport Fraud Dept: refund due, call 1-888-555-0199 now')
    const victim = newEmail('grandma')
    expect((await invite(mallory.token, victim)).status).toBe(200)
    const [mail] = await outbox(victim)
    expect(mail.subject).toBe('A SaffeSupport customer asks you to be their trusted contact')
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('1-888-555-0199')
      expect(part).not.toContain('Fraud Dept')
    }
    expect(mail.text).toContain(mallory.email)
    // The same rule refuses such a name at every form: the contact's name too.
    const res = await invite(mallory.token, newEmail('other'), 'Call 1-888-555-0199')
    expect(res.status).toBe(400)
  })

  it('one invitation per address from anyone while unanswered; "no" holds it 90 days; the allow link lifts it', async () => {
    await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'mail-%'").run()
    const victim = newEmail('target')
    const [a, b, c] = [await account('Alice Able'), await account('Bob Baker'), await account('Cara Cole')]
    expect((await invite(a.token, victim)).status).toBe(200)
    // A second account seconds later: refused, nothing sent.
    const second = await invite(b.token, victim)
    expect(second.status).toBe(409)
    expect(((await second.json()) as { msg: string }).msg).toMatch(/declined or not answered in the last 90 days/)
    expect(await outbox(victim)).toHaveLength(1)
    // The address says no: the first account's next try and a third account are refused too.
    const [mail] = await outbox(victim)
    expect((await form('stop', link(mail.text, 'stop'))).status).toBe(200)
    expect((await invite(a.token, victim)).status).toBe(409)
    expect((await invite(c.token, victim)).status).toBe(409)
    expect(await outbox(victim)).toHaveLength(1)
    // Held by the address's hash, not the address.
    expect(
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM invite_holds WHERE email_hash = ?').bind(victim).first<{ n: number }>())?.n,
    ).toBe(0)
    // The address opts in on our site with the link only its mailbox received; then one invitation may come.
    expect((await form('allow', 'forged.1796000000000.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')).status).toBe(400)
    expect((await form('allow', link(mail.text, 'allow'))).status).toBe(200)
    expect((await invite(c.token, victim)).status).toBe(200)
    expect(await outbox(victim)).toHaveLength(2)
  })

  it('an invitation nobody answered still holds the address after it expires', async () => {
    await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'mail-%'").run()
    const victim = newEmail('silent')
    const a = await account('Dora Diaz')
    expect((await invite(a.token, victim)).status).toBe(200)
    // Eight days later the invitation has expired unanswered.
    await env.DB.prepare('UPDATE trusted_contacts SET invite_expires_at = ? WHERE user_id = ?')
      .bind(Date.now() - 1000, a.id)
      .run()
    expect((await invite((await account('Eve Evans')).token, victim)).status).toBe(409)
    expect((await invite(a.token, victim)).status).toBe(409)
  })
})

describe('U4: a stranger can neither guess at nor burn the reset code the owner asked for', () => {
  /** As if the 30 s between codes had passed, for every browser's code to the address. */
  const cooldownPassed = (email: string) =>
    env.DB.prepare('UPDATE password_resets SET last_sent_at = last_sent_at - 31000 WHERE email = ?').bind(email).run()

  it('the review’s replay: five rounds of a stranger asking and sending five wrong codes; the owner still resets', async () => {
    const { email, password } = await owner()
    const mine = browserAt()
    for (let k = 0; k < 5; k++) {
      // The stranger asks for the owner's address from one more address each round, then guesses.
      const stranger = browserAt()
      expect((await stranger.call('POST', '/forgot-password', { email })).status).toBe(200)
      for (let i = 0; i < 5; i++) {
        const guess = await stranger.call('POST', '/reset-password', { email, otp: String(100000 + i), password: 'stranger-pass-1' })
        expect(guess.status).toBe(400)
      }
      // The owner types the newest code in their inbox (the one the stranger's request sent) in their own
      // browser: it was not asked for there, so it changes nothing and costs no try.
      const typed = await mine.call('POST', '/reset-password', { email, otp: await latestResetCode(email), password: 'owner-new-pass-1' })
      expect(typed.status).toBe(400)
      expect(typed.json.msg).toMatch(/works only on the device and in the browser where it was asked for/)
      await cooldownPassed(email)
    }
    // The owner asks in their own browser: the strangers' five codes this hour do not stop them.
    const asked = await mine.call('POST', '/forgot-password', { email })
    expect(asked.status, JSON.stringify(asked.json)).toBe(200)
    const code = await latestResetCode(email)
    // The stranger asks again and guesses, in a browser of their own and with no cookie at all.
    await cooldownPassed(email)
    const stranger = browserAt()
    expect((await stranger.call('POST', '/forgot-password', { email })).status).toBe(200)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 6; i++) {
      expect((await stranger.call('POST', '/reset-password', { email, otp: wrong, password: 'stranger-pass-1' })).status).toBe(400)
      expect((await post('/api/auth/reset-password', { email, otp: wrong, password: 'stranger-pass-1' })).status).toBe(400)
    }
    // Even the right code is nothing outside the owner's browser.
    const stolen = await stranger.call('POST', '/reset-password', { email, otp: code, password: 'stranger-pass-1' })
    expect(stolen.status).toBe(400)
    // The owner's code, typed in the owner's browser, still works.
    const done = await mine.call('POST', '/reset-password', { email, otp: code, password: 'owner-new-pass-1' })
    expect(done.status, JSON.stringify(done.json)).toBe(200)
    const login = (pw: string) => post('/api/auth/login', { email, password: pw, turnstileToken: DUMMY }).then((r) => r.status)
    expect(await login('owner-new-pass-1')).toBe(200)
    expect(await login(password)).toBe(401)
    // Every browser's code for the address is gone with the reset.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM password_resets WHERE email = ?').bind(email).first('n')).toBe(0)
  })

  it('codes to one address are capped per network and overall, so one network cannot use up another’s', async () => {
    const { email } = await owner()
    const one = browserAt()
    for (let i = 0; i < RATE_LIMITS.resetCodesPerEmailNetwork.limit; i++) {
      expect((await one.call('POST', '/forgot-password', { email })).status).toBe(200)
      await cooldownPassed(email)
    }
    const capped = await one.call('POST', '/forgot-password', { email })
    expect(capped.status).toBe(429)
    expect(capped.json.msg).toMatch(/already sent 5 codes to this address in the last hour/)
    // Another network still gets its codes, up to the address's overall cap.
    const other = browserAt()
    for (let i = RATE_LIMITS.resetCodesPerEmailNetwork.limit; i < RATE_LIMITS.resetCodesPerEmail.limit; i++) {
      const res = i % RATE_LIMITS.resetCodesPerEmailNetwork.limit === 0 ? other : browserAt()
      expect((await res.call('POST', '/forgot-password', { email })).status).toBe(200)
      await cooldownPassed(email)
    }
    expect((await browserAt().call('POST', '/forgot-password', { email })).status).toBe(429)
    expect(await outbox(email)).toHaveLength(RATE_LIMITS.resetCodesPerEmail.limit)
  })
})

describe('U5: a statement D1 refuses never puts its values in the log', () => {
  /** The real D1, except that a statement carrying an e-mail address or a password hash fails as D1 fails. */
  function refusing(real: D1Database): D1Database {
    const personal = (values: unknown[]) => values.some((v) => typeof v === 'string' && (v.includes('@') || v.startsWith('pbkdf2')))
    return new Proxy(real, {
      get(target, prop) {
        if (prop !== 'prepare') return Reflect.get(target, prop)
        return (query: string) => {
          const statement = target.prepare(query)
          return new Proxy(statement, {
            get(st, key) {
              if (key !== 'bind') return Reflect.get(st, key)
              return (...values: unknown[]) => {
                if (!personal(values)) return st.bind(...values)
                const fail = () => Promise.reject(new Error('D1_ERROR: injected fault'))
                const broken = { bind: () => broken, run: fail, all: fail, first: fail, raw: fail }
                return broken
              }
            },
          })
        }
      },
    }) as D1Database
  }

  it('forgot-password and a password change answer 503, and the log has neither the address nor the hash', async () => {
    const lines: string[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => lines.push(args.map(String).join(' ')))
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => lines.push(args.map(String).join(' ')))
    try {
      const e = { ...env, DB: refusing(env.DB) }
      const res = await worker.fetch(
        new Request('http://localhost/api/auth/forgot-password', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshClientAddress() },
          body: JSON.stringify({ email: 'someone.private@example.org', turnstileToken: DUMMY }),
        }) as Request<unknown, IncomingRequestCfProperties>,
        e,
        createExecutionContext(),
      )
      expect(res.status).toBe(503)
      const holder = await owner()
      const changed = await worker.fetch(
        new Request('http://localhost/api/auth/change-password', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshClientAddress(), authorization: holder.token },
          body: JSON.stringify({ oldPassword: holder.password, newPassword: 'owner-long-password-9' }),
        }) as Request<unknown, IncomingRequestCfProperties>,
        e,
        createExecutionContext(),
      )
      expect(changed.status).toBe(503)
    } finally {
      spy.mockRestore()
      warn.mockRestore()
    }
    expect(lines.some((l) => l.includes('"failure"'))).toBe(true)
    for (const line of lines) {
      expect(line).not.toContain('someone.private@example.org')
      expect(line).not.toContain('pbkdf2-sha256$')
      expect(line).not.toContain('params:')
    }
  })
})

describe('U9: reset requests are in the daily retention job', () => {
  it('a reset row for an address without an account goes a day after its code expired', async () => {
    // Two addresses nobody has an account for, asked about through the page's own route…
    const [stale, fresh] = [newEmail('stranger-asked-about'), newEmail('fresh-request')]
    for (const email of [stale, fresh]) expect((await post('/api/auth/forgot-password', { email, turnstileToken: DUMMY })).status).toBe(200)
    // …the first 40 days ago.
    const then = Date.now() - 40 * 86_400_000
    await env.DB.prepare('UPDATE password_resets SET expires_at = ?, last_sent_at = ?, created_at = ? WHERE email = ?')
      .bind(then + 600_000, then, then, stale)
      .run()
    await retentionJob(env, new Date())
    const left = await env.DB.prepare('SELECT email FROM password_resets WHERE email IN (?, ?)').bind(stale, fresh).all()
    expect(left.results).toEqual([{ email: fresh }])
  })
})

describe('U6: the marketing consent is the confirming browser’s own', () => {
  it('a stranger’s later send-otp with the box ticked does not become the owner’s consent', async () => {
    const email = newEmail('olive')
    const ownerIp = freshClientAddress()
    const first = await post(
      '/api/auth/send-otp',
      { name: 'Olive Owner', email, password: 'olive-long-password', turnstileToken: DUMMY },
      ownerIp,
    )
    expect(first.status).toBe(200)
    await env.DB.prepare('UPDATE pending_signups SET last_sent_at = last_sent_at - 60000 WHERE email = ?').bind(email).run()
    // The stranger ticks the box for the owner's address (no password: the code would ask for one).
    expect((await post('/api/auth/send-otp', { name: 'Olive Owner', email, marketing: true, turnstileToken: DUMMY })).status).toBe(200)
    // The owner types the newest code in their own browser, gives a password (asked for, decision 112).
    const [mail] = await outbox(email)
    const code = /(\d{6})/.exec(mail.text)?.[1]
    const cookie =
      first.headers
        .getSetCookie()
        .find((c) => c.startsWith('signup_browser='))
        ?.split(';')[0] ?? ''
    const done = await post('/api/auth/verify-otp', { email, otp: code, password: 'olive-long-password' }, ownerIp, { cookie })
    expect(done.status).toBe(200)
    const row = await env.DB.prepare('SELECT marketing_consent_at AS at FROM users WHERE email = ?')
      .bind(email)
      .first<{ at: number | null }>()
    expect(row?.at).toBeNull()
  })
})

describe('U12: cheap work before limits', () => {
  it('send-otp past its per-client limit does no PBKDF2 for the password it carries', async () => {
    const ip = freshClientAddress()
    for (let i = 0; i < RATE_LIMITS.signupsPerAddress.limit; i++) {
      const res = await post('/api/auth/send-otp', { name: 'Anyone', email: newEmail('many'), turnstileToken: DUMMY }, ip)
      expect(res.status).toBe(200)
    }
    const pbkdf2 = vi.spyOn(crypto.subtle, 'deriveBits')
    try {
      for (let i = 0; i < 3; i++) {
        const refused = await post(
          '/api/auth/send-otp',
          { name: 'Anyone', email: newEmail('many'), password: 'a long enough password', turnstileToken: DUMMY },
          ip,
        )
        expect(refused.status).toBe(429)
      }
      expect(pbkdf2).not.toHaveBeenCalled()
    } finally {
      pbkdf2.mockRestore()
    }
  })

  it('trusted-contact previews run the checker under the checker’s own limit', async () => {
    const holder = await owner()
    const ip = freshClientAddress()
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.scamChecksPerAddress.limit; i++) {
      const res = await SELF.fetch('http://localhost/api/trusted-contact/ask', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, authorization: holder.token },
        body: JSON.stringify({ text: 'Buy gift cards now', excerpt: '', preview: true }),
      })
      statuses.push(res.status)
    }
    // No contact, so each answer is 404, until the checker's limit answers 429 first.
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('U8 and U7: the chat’s places and blocks', () => {
  async function socket(ip: string) {
    const res = await SELF.fetch('http://localhost/parties/chat-room/support', {
      headers: { Upgrade: 'websocket', 'cf-connecting-ip': ip },
    })
    const ws = res.webSocket as WebSocket
    ws.accept()
    const frames: { type: string; [k: string]: unknown }[] = []
    ws.addEventListener('message', (e) => frames.push(JSON.parse(e.data as string)))
    const next = async (...types: string[]) => {
      await expect.poll(() => frames.some((f) => types.includes(f.type)), { timeout: 3000 }).toBe(true)
      return frames.splice(
        frames.findIndex((f) => types.includes(f.type)),
        1,
      )[0]
    }
    return { ws, next, send: (msg: unknown) => ws.send(JSON.stringify(msg)) }
  }

  it(`guests from the /64s of one /48 hold at most ${3} places; a real visitor elsewhere is still mapped`, async () => {
    const sam = await owner()
    await env.DB.prepare("UPDATE users SET role = 'expert', name = 'Sam Rivera' WHERE id = ?").bind(sam.id).run()
    const expert = await socket(freshClientAddress())
    expert.send({ type: 'register', role: 'expert', token: await issueSessionToken(env, sam.id, 'expert') })
    await expert.next('registered')
    const sockets = [expert]
    const answers: string[] = []
    try {
      for (const ip of ['2001:db8:48:1::1', '2001:db8:48:1::2', '2001:db8:48:2::1', '2001:db8:48:2::2']) {
        const guest = await socket(ip)
        sockets.push(guest)
        guest.send({ type: 'register', role: 'user', userId: `visitor_${crypto.randomUUID().replaceAll('-', '')}` })
        await guest.next('registered')
        guest.send({ type: 'map_to_expert' })
        const answer = await guest.next('mapped_to', 'error', 'queued')
        answers.push(answer.type)
        if (answer.type === 'mapped_to') guest.send({ type: 'send_message', to: answer.expertId, message: 'hello' })
        await new Promise((r) => setTimeout(r, 150))
      }
      expect(answers).toEqual(['mapped_to', 'mapped_to', 'mapped_to', 'error'])
      const real = await socket(freshClientAddress())
      sockets.push(real)
      real.send({ type: 'register', role: 'user', userId: `visitor_${crypto.randomUUID().replaceAll('-', '')}` })
      await real.next('registered')
      real.send({ type: 'map_to_expert' })
      expect((await real.next('mapped_to', 'error', 'queued')).type).toBe('mapped_to')
    } finally {
      for (const s of sockets) s.ws.close(1000, 'test over')
    }
  })

  it('U7: a block on a signed-in customer holds their account for a day, from any address, and no one else', async () => {
    const sam = await owner()
    await env.DB.prepare("UPDATE users SET role = 'expert', name = 'Sam Rivera' WHERE id = ?").bind(sam.id).run()
    const customer = await owner()
    const expert = await socket(freshClientAddress())
    expert.send({ type: 'register', role: 'expert', token: await issueSessionToken(env, sam.id, 'expert') })
    await expert.next('registered')
    const shared = freshClientAddress() // a library's or an office's address
    const sockets = [expert]
    const signIn = async (ip: string) => {
      const s = await socket(ip)
      sockets.push(s)
      s.send({ type: 'register', role: 'user', token: await issueSessionToken(env, customer.id, 'user'), locale: 'en' })
      return s
    }
    try {
      const visit = await signIn(shared)
      const id = String((await visit.next('registered')).id)
      visit.send({ type: 'map_to_expert' })
      const mapped = await visit.next('mapped_to')
      visit.send({ type: 'send_message', to: mapped.expertId, message: 'something rude' })
      await new Promise((r) => setTimeout(r, 150))
      expert.send({ type: 'block_visitor', conversationId: id })
      expect((await visit.next('error')).msg).toMatch(/ended by our expert/)
      // The account is kept out for the day, from any address.
      const elsewhere = await signIn(freshClientAddress())
      expect((await elsewhere.next('registered', 'error')).type).toBe('error')
      // Someone else on the same address did nothing: they may chat.
      const neighbour = await socket(shared)
      sockets.push(neighbour)
      neighbour.send({ type: 'register', role: 'user', userId: `visitor_${crypto.randomUUID().replaceAll('-', '')}` })
      expect((await neighbour.next('registered', 'error')).type, 'a neighbour on the same address').toBe('registered')
      // A day later the customer may chat again (the block's time moved back 25 hours).
      await runInDurableObject(env.ChatRoom.get(env.ChatRoom.idFromName(CHAT_ROOM)), (_room, state) => {
        state.storage.sql.exec('UPDATE conversations SET blocked_at = blocked_at - ? WHERE id = ?', 25 * HOUR, id)
      })
      const nextDay = await signIn(freshClientAddress())
      expect((await nextDay.next('registered', 'error')).type, 'the customer a day later').toBe('registered')
      nextDay.send({ type: 'map_to_expert' })
      expect((await nextDay.next('mapped_to', 'error', 'queued')).type).toBe('mapped_to')
    } finally {
      for (const s of sockets) s.ws.close(1000, 'test over')
    }
  })

  it('U7: the expert who blocked can lift it before the day is over; nobody else can', async () => {
    const [sam, ada] = [await owner(), await owner()]
    await env.DB.prepare("UPDATE users SET role = 'expert', name = 'Sam Rivera' WHERE id = ?").bind(sam.id).run()
    await env.DB.prepare("UPDATE users SET role = 'expert', name = 'Ada Lane' WHERE id = ?").bind(ada.id).run()
    const expert = await socket(freshClientAddress())
    expert.send({ type: 'register', role: 'expert', token: await issueSessionToken(env, sam.id, 'expert') })
    await expert.next('registered')
    const other = await socket(freshClientAddress())
    other.send({ type: 'register', role: 'expert', token: await issueSessionToken(env, ada.id, 'expert') })
    await other.next('registered')
    const sockets = [expert, other]
    const guestId = `visitor_${crypto.randomUUID().replaceAll('-', '')}`
    const guestIp = freshClientAddress()
    const guest = async () => {
      const s = await socket(guestIp)
      sockets.push(s)
      s.send({ type: 'register', role: 'user', userId: guestId })
      return s
    }
    try {
      const visit = await guest()
      const id = String((await visit.next('registered')).id)
      visit.send({ type: 'map_to_expert' })
      const mapped = await visit.next('mapped_to')
      // The guest goes to whichever expert is free; the test blocks with that one and lifts with the other.
      const [blocker, bystander] = mapped.expertId === sam.id ? [expert, other] : [other, expert]
      visit.send({ type: 'send_message', to: mapped.expertId, message: 'hello' })
      await new Promise((r) => setTimeout(r, 150))
      blocker.send({ type: 'block_visitor', conversationId: id })
      await visit.next('error')
      expect((await (await guest()).next('registered', 'error')).type, 'blocked').toBe('error')
      // A reloaded console (a new socket of the same expert) lists the block, so it can still be lifted.
      const reloaded = await socket(freshClientAddress())
      sockets.push(reloaded)
      const blockerId = blocker === expert ? sam.id : ada.id
      reloaded.send({ type: 'register', role: 'expert', token: await issueSessionToken(env, blockerId, 'expert') })
      const listed = await reloaded.next('blocks')
      expect(listed.blocks, 'listed after a reload').toEqual([{ conversationId: id, visitorName: expect.any(String) }])
      const bystanderLists = await socket(freshClientAddress())
      sockets.push(bystanderLists)
      bystanderLists.send({
        type: 'register',
        role: 'expert',
        token: await issueSessionToken(env, blockerId === sam.id ? ada.id : sam.id, 'expert'),
      })
      expect((await bystanderLists.next('blocks')).blocks, "not in another expert's list").toEqual([])
      bystander.send({ type: 'unblock_visitor', conversationId: id })
      expect((await bystander.next('error', 'unblocked')).type, 'another expert').toBe('error')
      expect((await (await guest()).next('registered', 'error')).type, 'still blocked').toBe('error')
      blocker.send({ type: 'unblock_visitor', conversationId: id })
      expect(await blocker.next('unblocked')).toEqual({ type: 'unblocked', conversationId: id })
      const back = await guest()
      expect((await back.next('registered', 'error')).type, 'lifted').toBe('registered')
      back.send({ type: 'map_to_expert' })
      expect((await back.next('mapped_to', 'error', 'queued')).type).toBe('mapped_to')
    } finally {
      for (const s of sockets) s.ws.close(1000, 'test over')
    }
  })
})
