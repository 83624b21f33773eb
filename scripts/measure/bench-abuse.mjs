// `npm run bench:abuse`: ordinary visitors beside strangers doing the attacks of security reviews 2 and 3, on
// this machine's loopback only, for BENCH_SECONDS (default 60). Serves the built worker on workerd
// (scripts/serve.mjs startLocalSite) with fresh state on a free loopback port; nothing leaves the machine
// (no RESEND_API_KEY: mail goes to the local outbox). Bounded: a fixed number of loops, each waiting
// between requests, so the strangers push at the site's rate limits, not at the machine.
//
// Ordinary visitors: page views, scam checks, sign-ups (each from its own address), and chat lines to an
// expert who answers each one; 30 confirmed newsletter readers and a scheduled alert run at the start.
// Strangers: the scam check from one IPv6 /64 with rotating low bits (T3), chunked 5 MB bodies (T7),
// idle guest sockets from one address (T4), invented push endpoints and a /48 flood (T8), junk
// newsletter sign-ups from many addresses spending that mail budget (T2); and review 3's cheapest attacks:
// sign-up and reset mail to invented addresses from two IPv4 clients and one IPv6 /48 (U1), accounts
// inviting one address again and again (U2), a stranger asking for an owner's reset code and burning it
// with wrong guesses (U4), and guests from three /64s of one /48 that write to hold an expert's places (U8).
// Ordinary visitors also include account owners signing in from new browsers: each such sign-in must
// mail its early warning while the strangers run; and U4's victim resets their password in their own
// browser while the stranger burns codes. Ordinary visitors use their own connection pool, so a
// connection the server closed after refusing a stranger's unread body is never theirs (U13).
// Prints what the ordinary visitors got: status classes (no 5xx expected), chat lines answered, alerts
// delivered; and what the strangers got.
import { pbkdf2Sync, randomBytes } from 'node:crypto'
import os from 'node:os'
import { Agent, fetch as poolFetch } from 'undici'
import { mintSessionToken } from '../local-tokens.mjs'
import { startBenchSite } from '../serve.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const { mf, base, stop, secret } = await startBenchSite('bench-abuse', {
  host: '127.0.0.1',
  // BENCH_PORT picks the port (a free one by default); loopback only either way.
  port: Number(process.env.BENCH_PORT ?? 0),
})
const db = await mf.getD1Database('DB')
const ws = `${base.replace(/^http/, 'ws')}/parties/chat-room/support`
const deadline = Date.now() + SECONDS * 1000
const running = () => Date.now() < deadline

const tally = () => ({ '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, failed: 0, why: {} })
/** Counts a 5xx or a failed request under its path and cause, so the summary says what they were. */
const because = (t, url, cause) => {
  const key = `${url.split('?')[0]} ${cause}`
  t.why[key] = (t.why[key] ?? 0) + 1
}
const ordinary = tally()
const strangers = tally()
const ordinaryPool = new Agent()
async function hit(t, url, init = {}) {
  try {
    const res =
      t === ordinary
        ? await poolFetch(base + url, { redirect: 'manual', dispatcher: ordinaryPool, ...init })
        : await fetch(base + url, { redirect: 'manual', ...init })
    await res.arrayBuffer().catch(() => {})
    t[`${String(res.status)[0]}xx`]++
    if (res.status >= 500) because(t, url, res.status)
    return res.status
  } catch (err) {
    t.failed++
    because(t, url, err.cause?.code ?? err.message)
    return 0
  }
}
const json = (ip, body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
  body: JSON.stringify(body),
})
let n = 0
const ipv4 = () => {
  n++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

function socket(ip) {
  return new Promise((resolve, reject) => {
    const s = new WebSocket(ws, { headers: { 'cf-connecting-ip': ip } })
    s.frames = []
    s.onmessage = (e) => s.frames.push(JSON.parse(e.data))
    s.onopen = () => resolve(s)
    s.onerror = () => reject(new Error('socket failed'))
  })
}
const until = async (s, type, ms = 10_000) => {
  const end = Date.now() + ms
  while (Date.now() < end) {
    const f = s.frames.find((x) => x.type === type)
    if (f) return f
    await sleep(25)
  }
  throw new Error(`no ${type}`)
}

// ---- setup: an expert, 30 readers, a scheduled alert run -----------------------------------------
const expertId = crypto.randomUUID()
await db
  .prepare("INSERT INTO users (id, name, email, password_hash, role) VALUES (?, 'Bench Expert', 'bench-expert@example.com', 'x', 'expert')")
  .bind(expertId)
  .run()
/** One statement through Miniflare's proxy; tried again when a busy machine drops the proxy's socket. */
const exec = async (sql, ...p) => {
  for (let i = 0; ; i++) {
    try {
      return await db
        .prepare(sql)
        .bind(...p)
        .run()
    } catch (err) {
      // A retried insert that had gone through before its answer was lost: done.
      if (i > 0 && /UNIQUE constraint/.test(String(err))) return
      if (i >= 3) throw err
      await sleep(500)
    }
  }
}
const token = await mintSessionToken({ exec, secret, userId: expertId, role: 'expert' })
for (let i = 0; i < 30; i++) {
  await db
    .prepare(
      "INSERT INTO newsletter_subscribers (email, status, token_hash, confirmed_at, country, urgent_only, locale) VALUES (?, 'confirmed', ?, ?, 'any', 0, 'en')",
    )
    .bind(`reader${i}@example.net`, `spent:${i}`, Date.now())
    .run()
}
const DUMMY = 'XXXX.DUMMY.TOKEN.XXXX'
const U2_VICTIM = 'u2-victim@example.net'
const U4_VICTIM = 'u4-victim@example.net'
const u1 = {}
const u8 = { mapped: 0, refused: 0 }
let u4OwnerReset = 'not tried'
await exec(
  "INSERT INTO users (id, name, email, password_hash, role) VALUES (?, 'Victor Victim', ?, 'x', 'user')",
  crypto.randomUUID(),
  U4_VICTIM,
)

// Account owners (ordinary): each signs in once, then from new browsers; every such sign-in mails a warning.
const OWNER_PASSWORD = 'owner-long-password-1'
const hashOf = (password) => {
  const salt = randomBytes(16)
  return `pbkdf2-sha256$100000$${salt.toString('base64')}$${pbkdf2Sync(password, salt, 100_000, 32, 'sha256').toString('base64')}`
}
const owners = []
for (let k = 0; k < 5; k++) {
  const email = `owner${k}@example.com`
  await exec(
    "INSERT INTO users (id, name, email, password_hash, role) VALUES (?, 'Olive Owner', ?, ?, 'user')",
    crypto.randomUUID(),
    email,
    hashOf(OWNER_PASSWORD),
  )
  owners.push(email)
}
let warningsExpected = 0

const expert = await socket('192.0.2.200')
expert.send(JSON.stringify({ type: 'register', role: 'expert', token }))
await until(expert, 'registered')
expert.onmessage = (e) => {
  const m = JSON.parse(e.data)
  if (m.type === 'receive_message' && m.sender === 'visitor') {
    expert.send(JSON.stringify({ type: 'send_message', to: m.conversationId, message: `Answer to ${m.message}` }))
  }
}
const worker = await mf.getWorker()
const alertRun = worker.scheduled({ cron: '*/15 * * * *' }).catch((e) => `cron failed: ${e.message}`)

// ---- strangers ------------------------------------------------------------------------------------
const strangerLoops = [
  async () => {
    for (let i = 0; running(); i++) {
      await hit(
        strangers,
        '/api/scam-check',
        json(`2001:db8:aa:1::${(i % 65535).toString(16)}`, { text: 'Your account is locked. Call now.' }),
      )
      await sleep(50)
    }
  },
  async () => {
    const big = 'a'.repeat(5_000_000)
    while (running()) {
      await hit(strangers, '/api/scam-check', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.77' },
        body: big,
      })
      await sleep(1000)
    }
  },
  async () => {
    const idle = []
    for (let i = 0; i < 12; i++) {
      const s = await socket('198.51.100.50')
      s.send(JSON.stringify({ type: 'register', role: 'user', userId: crypto.randomUUID().replaceAll('-', '') }))
      s.send(JSON.stringify({ type: 'map_to_expert' }))
      idle.push(s)
    }
    while (running()) await sleep(500)
    for (const s of idle) s.close()
  },
  async () => {
    const key = () => Buffer.concat([Buffer.from([4]), crypto.getRandomValues(Buffer.alloc(64))]).toString('base64url')
    for (let i = 0; running(); i++) {
      const endpoint =
        i % 2 ? `https://fcm.googleapis.com/anything/${i}` : `https://fcm.googleapis.com/fcm/send/fill-${i}-${crypto.randomUUID()}`
      await hit(
        strangers,
        '/api/push/subscribe',
        json(`2001:db8:79:${(i % 65535).toString(16)}::1`, {
          endpoint,
          keys: { p256dh: key(), auth: crypto.getRandomValues(Buffer.alloc(16)).toString('base64url') },
        }),
      )
      await sleep(100)
    }
  },
  // U1: sign-up and reset mail to invented addresses, with the bot check passed (the local test token
  // always passes, the worst case), from two IPv4 clients and /64s of one /48.
  ...['198.51.100.10', '198.51.100.11', null].map((ip) => async () => {
    for (let i = 0; running(); i++) {
      const from = ip ?? `2001:db8:10:${(i + 1).toString(16)}::1`
      const path = i % 2 ? '/api/auth/forgot-password' : '/api/auth/send-otp'
      const status = await hit(
        strangers,
        path,
        json(from, { name: 'Anyone', email: `u1-${from}-${i}@example.com`.replaceAll(':', '-'), turnstileToken: DUMMY }),
      )
      u1[status] = (u1[status] ?? 0) + 1
      await sleep(250)
    }
  }),
  // U2: stranger accounts invite one address again and again.
  async () => {
    const inviters = []
    for (let k = 0; k < 5; k++) {
      const id = crypto.randomUUID()
      await exec(
        "INSERT INTO users (id, name, email, password_hash, role) VALUES (?, 'Mallory Inviter', ?, 'x', 'user')",
        id,
        `mallory${k}@example.org`,
      )
      inviters.push(await mintSessionToken({ exec, secret, userId: id, role: 'user' }))
    }
    for (let i = 0; running(); i++) {
      await hit(strangers, '/api/trusted-contact', {
        ...json(`203.0.113.${150 + (i % 5)}`, {
          name: 'Dear Friend',
          email: U2_VICTIM,
          mayAsks: true,
          mayPlans: false,
          mayWarnings: false,
        }),
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': `203.0.113.${150 + (i % 5)}`, authorization: inviters[i % 5] },
      })
      await sleep(500)
    }
  },
  // U4: a stranger asks for a victim's reset code and sends wrong codes at it.
  async () => {
    for (let i = 0; running(); i++) {
      const ip = `203.0.113.${200 + (i % 20)}`
      await hit(strangers, '/api/auth/forgot-password', json(ip, { email: U4_VICTIM, turnstileToken: DUMMY }))
      for (let k = 0; k < 5; k++) {
        await hit(
          strangers,
          '/api/auth/reset-password',
          json(ip, { email: U4_VICTIM, otp: String(100000 + k), password: 'stranger-pass-1' }),
        )
      }
      await sleep(2000)
    }
  },
  // U8 (T4's places): guests from three /64s of one /48 ask for the expert and write, to hold places.
  async () => {
    const held = []
    for (const ip of [
      '2001:db8:48:1::1',
      '2001:db8:48:1::2',
      '2001:db8:48:2::1',
      '2001:db8:48:2::2',
      '2001:db8:48:3::1',
      '2001:db8:48:3::2',
    ]) {
      const s = await socket(ip)
      s.send(JSON.stringify({ type: 'register', role: 'user', userId: crypto.randomUUID().replaceAll('-', '') }))
      s.send(JSON.stringify({ type: 'map_to_expert' }))
      const mapped = await until(s, 'mapped_to', 3000).catch(() => null)
      if (mapped) {
        s.send(JSON.stringify({ type: 'send_message', to: mapped.expertId, message: 'holding a place' }))
        u8.mapped++
      } else u8.refused++
      held.push(s)
    }
    while (running()) await sleep(500)
    for (const s of held) s.close()
  },
  async () => {
    for (let i = 0; running(); i++) {
      await hit(strangers, '/api/newsletter', json(`203.0.113.${(i % 200) + 1}`, { email: `stranger${i}@example.org` }))
      await sleep(100)
    }
  },
]

// ---- ordinary visitors ----------------------------------------------------------------------------
let chatSent = 0
let chatAnswered = 0
let chatMatched = 0
const chatUnmatched = []
const ordinaryLoops = [
  ...[0, 1, 2].map(() => async () => {
    while (running()) {
      await hit(ordinary, '/', { headers: { 'cf-connecting-ip': ipv4() } })
      await hit(ordinary, '/alerts', { headers: { 'cf-connecting-ip': ipv4() } })
      await sleep(200)
    }
  }),
  async () => {
    while (running()) {
      await hit(ordinary, '/api/scam-check', json(ipv4(), { text: 'Grandma, I am in jail, please send gift cards today.' }))
      await sleep(300)
    }
  },
  async () => {
    for (let i = 0; running(); i++) {
      await hit(
        ordinary,
        '/api/auth/send-otp',
        json(ipv4(), { name: 'Ordinary Person', email: `person${i}@example.com`, turnstileToken: DUMMY }),
      )
      await sleep(1000)
    }
  },
  // Owners: a first sign-in, then four from new browsers (the account's limit is five warnings an hour).
  ...owners.map((email, k) => async () => {
    await sleep(k * 1000)
    for (let i = 0; i < 5 && running(); i++) {
      const status = await hit(ordinary, '/api/auth/login', json(ipv4(), { email, password: OWNER_PASSWORD, turnstileToken: DUMMY }))
      if (status === 200 && i > 0) warningsExpected++
      await sleep(8000)
    }
  }),
  // U4's victim resets their password in their own browser while the stranger asks for codes to the same
  // address and sends wrong ones: the code asked for here must still work here.
  async () => {
    await sleep(15_000)
    if (!running()) return
    const ip = ipv4()
    const before = (await db.prepare('SELECT max(id) AS n FROM dev_outbox').first()).n ?? 0
    const asked = await poolFetch(`${base}/api/auth/forgot-password`, {
      dispatcher: ordinaryPool,
      ...json(ip, { email: U4_VICTIM, turnstileToken: DUMMY }),
    })
    await asked.arrayBuffer()
    ordinary[`${String(asked.status)[0]}xx`]++
    const cookie = asked.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    // The owner's mail is among those sent since they asked; they try each code from it in order.
    const mails = (await db.prepare('SELECT text FROM dev_outbox WHERE "to" = ? AND id > ? ORDER BY id').bind(U4_VICTIM, before).all())
      .results
    for (const { text } of mails) {
      const code = /(\d{6})/.exec(text)?.[1]
      const res = await poolFetch(`${base}/api/auth/reset-password`, {
        dispatcher: ordinaryPool,
        ...json(ip, { email: U4_VICTIM, otp: code, password: 'victor-new-password-1' }),
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, cookie },
      })
      await res.arrayBuffer()
      if (res.status === 200) {
        u4OwnerReset = 'done'
        break
      }
    }
    if (u4OwnerReset !== 'done') ordinary['4xx']++
  },
  // Chat visitors type a name as a person does: plain letters (the account-name rule refuses digits, and a
  // refused name leaves the socket unregistered, so it is never matched to the expert).
  ...['Ann', 'Ben', 'Cleo'].map((first, k) => async () => {
    const v = await socket(`192.0.2.${10 + k}`)
    v.send(JSON.stringify({ type: 'register', role: 'user', userId: crypto.randomUUID().replaceAll('-', ''), name: `${first} Visitor` }))
    await until(v, 'registered', 15_000).catch(() => null)
    v.send(JSON.stringify({ type: 'map_to_expert' }))
    const mapped = await until(v, 'mapped_to', 15_000).catch(() => null)
    if (!mapped) {
      // Not matched: an ordinary request refused; the room's own words say why.
      chatUnmatched.push(v.frames.filter((f) => f.type === 'error' || f.type === 'queued').map((f) => f.msg ?? `queued ${f.position}`))
      v.close()
      return
    }
    chatMatched++
    v.onmessage = (e) => {
      const m = JSON.parse(e.data)
      if (m.type === 'receive_message' && m.sender === 'expert') chatAnswered++
    }
    while (running()) {
      v.send(JSON.stringify({ type: 'send_message', to: mapped.expertId, message: `line ${chatSent}` }))
      chatSent++
      await sleep(3000)
    }
    await sleep(1500)
    v.close()
  }),
]

const started = Date.now()
await Promise.all([...strangerLoops, ...ordinaryLoops].map((f) => f()))
const cron = await alertRun
await sleep(3000)
const deliveries = (await db.prepare("SELECT status, count(*) AS n FROM alert_deliveries WHERE channel = 'email' GROUP BY status").all())
  .results
const due = (await db.prepare("SELECT count(*) AS n FROM alert_deliveries WHERE channel = 'email'").first()).n
const count = async (sql, ...p) =>
  (
    await db
      .prepare(sql)
      .bind(...p)
      .first()
  ).n
const warningsSent = await count(`SELECT count(*) AS n FROM dev_outbox WHERE "to" LIKE 'owner%@example.com'`)
const warningsWaiting = await count(`SELECT count(*) AS n FROM mail_outbox WHERE "to" LIKE 'owner%@example.com'`)
const u2Invitations = await count('SELECT count(*) AS n FROM dev_outbox WHERE "to" = ?', U2_VICTIM)
const u4Codes = await count('SELECT count(*) AS n FROM dev_outbox WHERE "to" = ?', U4_VICTIM)
expert.close()
await stop()

const ok =
  ordinary['4xx'] === 0 &&
  ordinary['5xx'] === 0 &&
  ordinary.failed === 0 &&
  chatMatched === 3 &&
  chatAnswered > 0 &&
  chatAnswered >= chatSent - 3 &&
  warningsSent === warningsExpected &&
  u4OwnerReset === 'done'
process.exitCode = ok ? 0 : 1
console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg()[0].toFixed(2)}`,
      seconds: Math.round((Date.now() - started) / 1000),
      ordinary: {
        ...ordinary,
        chat: { visitors: 3, matched: chatMatched, unmatched: chatUnmatched, sent: chatSent, answered: chatAnswered },
        alerts: { deliveries: due, byStatus: deliveries, cron: typeof cron === 'string' ? cron : 'ran' },
        ownerWarnings: { expected: warningsExpected, sent: warningsSent, waiting: warningsWaiting },
        u4OwnerResetInOwnBrowser: u4OwnerReset,
      },
      strangers: {
        ...strangers,
        u1MailRequests: u1,
        u2InvitationsToOneAddress: u2Invitations,
        u4CodesMailedToVictim: u4Codes,
        u8GuestsFromOne48: u8,
      },
      ok,
    },
    null,
    2,
  ),
)
