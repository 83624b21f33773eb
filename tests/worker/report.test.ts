// "Report it once" inside workerd against real local D1 (issue 45): saving a report, reference numbers,
// the check-ins sent exactly once through the cron and the queue, stopping them from the mail without an
// account, and the review queue (issue 41 item 6): consent, redaction, caps, experts only, the export.
import { createExecutionContext, createMessageBatch, env, getQueueResult, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DUMMY_TOKEN } from '#worker/auth/turnstile'
import { CRON, runScheduled } from '#worker/cron/index'
import { getDb, schema } from '#worker/db'
import { type CheckinMessage, enqueueCheckins } from '#worker/report/checkins'
import { DAY_MS } from '#worker/report/index'
import { purgeExpired } from '#worker/retention/index'
import worker from './entry'
import { apiCall, freshClientAddress, newEmail, outbox, signUpAndSignIn, TEST_PASSWORD } from './helpers'

vi.setConfig({ testTimeout: 30_000 })

const db = getDb(env.DB)
const PASSWORD = TEST_PASSWORD

const call = apiCall

async function person(name = 'Rosa Example') {
  const { email, token } = await signUpAndSignIn(name, 'report')
  return { email, token }
}

const DRAFT = {
  country: 'us',
  what: 'A man said he was from my bank and asked for gift cards.',
  when: '2026-12-01',
  contact: ['phone', 'text'],
  paid: ['gift-card'],
  amount: '$500',
  payment: 'Card 1234-5678, PIN 999',
  giftCard: 'Target',
  scammer: '+1 213 555 0142',
  unknown: 'dropped',
}

/** A queue binding that records what the cron puts on it. */
function capturingQueue() {
  const sent: CheckinMessage[] = []
  const queue = {
    sendBatch: async (batch: Iterable<MessageSendRequest<CheckinMessage>>) => {
      for (const m of batch) sent.push(m.body)
    },
    send: async () => {},
  } as unknown as Queue
  return { sent, queue }
}

let msg = 0
async function consume(messages: CheckinMessage[]) {
  const batch = createMessageBatch<CheckinMessage>(
    'saffesupport-alerts',
    messages.map((body) => ({ id: `checkin${++msg}`, timestamp: new Date(), attempts: 1, body })),
  )
  const ctx = createExecutionContext()
  await worker.queue(batch as MessageBatch<unknown>, env)
  return getQueueResult(batch, ctx)
}

beforeEach(async () => {
  await db.delete(schema.reviewItems)
})

describe('reports saved to an account', () => {
  it('saves the draft (unknown keys dropped), saves it again in place, and lists it with its reference numbers', async () => {
    const { token } = await person()
    expect((await call('POST', '/reports', { draft: DRAFT })).status).toBe(401)
    const saved = await call('POST', '/reports', { draft: DRAFT }, { token })
    expect(saved.status).toBe(201)
    const id = saved.json.id as string
    expect((await call('POST', '/reports', { draft: { ...DRAFT, amount: '$600' }, id }, { token })).status).toBe(200)
    expect(
      (await call('POST', `/reports/${id}/references`, { agency: 'ftc', reference: 'FTC-123', filedOn: '2026-12-02' }, { token })).status,
    ).toBe(201)
    expect((await call('POST', `/reports/${id}/references`, { agency: 'police', reference: 'P-77' }, { token })).status).toBe(201)
    const list = await call('GET', '/reports', undefined, { token })
    const [report] = list.json.reports as {
      id: string
      draft: Record<string, unknown>
      references: { agency: string; reference: string; filedOn: string }[]
    }[]
    expect(report.id).toBe(id)
    expect(report.draft.amount).toBe('$600')
    expect(report.draft).not.toHaveProperty('unknown')
    expect(report.references.map((r) => [r.agency, r.reference, r.filedOn])).toEqual([
      ['ftc', 'FTC-123', '2026-12-02'],
      ['police', 'P-77', ''],
    ])
  })

  it('refuses a bad reference (400, in Spanish when asked), another account’s report (404), and deletes one', async () => {
    const a = await person()
    const b = await person()
    const id = (await call('POST', '/reports', { draft: DRAFT }, { token: a.token })).json.id as string
    const bad = await call('POST', `/reports/${id}/references`, { agency: 'nasa', reference: 'x' }, { token: a.token, locale: 'es' })
    expect(bad.status).toBe(400)
    expect(bad.json.msg).toContain('número de referencia')
    expect((await call('POST', `/reports/${id}/references`, { agency: 'ftc', reference: 'X1' }, { token: b.token })).status).toBe(404)
    expect((await call('DELETE', `/reports/${id}`, undefined, { token: a.token })).status).toBe(200)
    expect((await call('GET', '/reports', undefined, { token: a.token })).json.reports).toEqual([])
  })
})

describe('check-ins: days 1, 3, 7, 14, 30, each mailed once', () => {
  it('the cron queues a due check-in once, the queue mails it once, a second copy of the message sends nothing', async () => {
    const { email, token } = await person('Rosa')
    const id = (await call('POST', '/reports', { draft: DRAFT }, { token, locale: 'es' })).json.id as string
    expect((await call('POST', `/reports/${id}/checkins`, {}, { token, locale: 'es' })).status).toBe(200)
    const rows = await db.query.reportCheckins.findMany({ where: eq(schema.reportCheckins.reportId, id) })
    expect(rows.map((r) => r.day)).toEqual([1, 3, 7, 14, 30])
    const start = rows[0].dueAt - DAY_MS

    const early = capturingQueue()
    await enqueueCheckins({ ...env, ALERT_QUEUE: early.queue }, new Date(start + DAY_MS - 60_000))
    expect(early.sent.filter((m) => rows.some((r) => r.id === m.checkinId))).toEqual([])

    const day1 = capturingQueue()
    await enqueueCheckins({ ...env, ALERT_QUEUE: day1.queue }, new Date(start + DAY_MS + 60_000))
    const mine = day1.sent.filter((m) => rows.some((r) => r.id === m.checkinId))
    expect(mine).toHaveLength(1)
    const again = capturingQueue()
    await enqueueCheckins({ ...env, ALERT_QUEUE: again.queue }, new Date(start + DAY_MS + 120_000))
    expect(again.sent.filter((m) => rows.some((r) => r.id === m.checkinId))).toEqual([])

    await consume([mine[0], mine[0]])
    const mails = (await outbox(email)).filter((m) => m.text.includes('report-checkins'))
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toContain('día 1')
    expect(mails[0].text).toContain('segunda estafa')
    expect(mails[0].text).toContain('/es/report-checkins?stop=')
  })

  it('the stop link works with no account, and nothing more is sent; through runScheduled too', async () => {
    const { email, token } = await person()
    const id = (await call('POST', '/reports', { draft: DRAFT }, { token })).json.id as string
    await call('POST', `/reports/${id}/checkins`, {}, { token })
    const rows = await db.query.reportCheckins.findMany({ where: eq(schema.reportCheckins.reportId, id) })
    const start = rows[0].dueAt - DAY_MS
    const day1 = capturingQueue()
    await runScheduled({ cron: CRON.every15Minutes, scheduledTime: start + DAY_MS + 1000, noRetry: () => {} } as ScheduledController, {
      ...env,
      ALERT_QUEUE: day1.queue,
    })
    await consume(day1.sent.filter((m) => rows.some((r) => r.id === m.checkinId)))
    const checkins = async () => (await outbox(email)).filter((m) => m.text.includes('report-checkins'))
    const [mail] = await checkins()
    const stop = /report-checkins\?stop=([^\s]+)/.exec(mail.text)?.[1] ?? ''
    const real = decodeURIComponent(stop)
    // A real report number with a forged signature: the signature's first character changed.
    const [reportId, mac] = real.split('.')
    const forged = `${reportId}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`
    expect((await call('POST', '/reports/checkins/stop', { token: forged })).json.result).toBe('invalid')
    expect((await call('POST', '/reports/checkins/stop', { token: decodeURIComponent(stop) })).json.result).toBe('stopped')
    const day3 = capturingQueue()
    await enqueueCheckins({ ...env, ALERT_QUEUE: day3.queue }, new Date(start + 3 * DAY_MS + 1000))
    expect(day3.sent.filter((m) => rows.some((r) => r.id === m.checkinId))).toEqual([])
    expect(await checkins()).toHaveLength(1)
  })
})

describe("the trusted contact's copy", () => {
  it('carries her own stop link: it stops only her copies, with no account; the holder still gets theirs', async () => {
    const { email, token } = await person('Ann Example')
    const contact = newEmail('contact')
    expect((await call('POST', '/trusted-contact', { name: 'Beth Daughter', email: contact, mayWarnings: true }, { token })).status).toBe(
      200,
    )
    const [invitation] = await outbox(contact)
    const accept = /\/trusted-contact\?accept=([\w-]+)/.exec(invitation.text)?.[1]
    expect((await call('POST', '/trusted-contact/accept', { token: accept })).status).toBe(200)
    const id = (await call('POST', '/reports', { draft: DRAFT }, { token })).json.id as string
    expect((await call('POST', `/reports/${id}/checkins`, { copyContact: true }, { token })).status).toBe(200)
    const rows = await db.query.reportCheckins.findMany({ where: eq(schema.reportCheckins.reportId, id) })
    const start = rows[0].dueAt - DAY_MS
    const due = async (day: number) => {
      const q = capturingQueue()
      await enqueueCheckins({ ...env, ALERT_QUEUE: q.queue }, new Date(start + day * DAY_MS + 1000))
      await consume(q.sent.filter((m) => rows.some((r) => r.id === m.checkinId)))
    }
    const checkinsTo = async (to: string) => (await outbox(to)).filter((m) => m.subject.includes('checking in'))

    await due(1)
    const [copy] = await checkinsTo(contact)
    expect(copy, 'the day-1 copy reached the contact').toBeDefined()
    const [mine] = await checkinsTo(email)
    const copyStop = decodeURIComponent(/report-checkins\?stop=([^\s]+)/.exec(copy.text)?.[1] ?? '')
    const holderStop = decodeURIComponent(/report-checkins\?stop=([^\s]+)/.exec(mine.text)?.[1] ?? '')
    // Her link is her own: not the holder's, and it is in the one-click header of her mail.
    expect(copyStop).toMatch(/^[0-9a-f-]{36}\.c\.[\w-]{43}$/)
    expect(copyStop).not.toBe(holderStop)
    expect(copy.text).not.toContain(encodeURIComponent(holderStop))
    expect(JSON.stringify(copy.headers)).toContain(encodeURIComponent(copyStop))
    // A forged one is refused; hers stops her copies.
    const [reportId, , mac] = copyStop.split('.')
    const forged = `${reportId}.c.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`
    expect((await call('POST', '/reports/checkins/stop', { token: forged })).json.result).toBe('invalid')
    expect((await call('POST', '/reports/checkins/stop', { token: copyStop })).json.result).toBe('copy-stopped')

    await due(3)
    expect(await checkinsTo(contact), 'no copy after she stopped').toHaveLength(1)
    expect(await checkinsTo(email), 'the holder still gets day 3').toHaveLength(2)
    const report = await db.query.reports.findFirst({ where: eq(schema.reports.id, id) })
    expect(report?.checkins).toBe('on')
    expect(report?.copyContact).toBe(false)
  })
})

describe('the review queue', () => {
  it('takes only what the person agreed to send, with their details taken out again on the server', async () => {
    expect((await call('POST', '/review', { source: 'checker', text: 'hello' })).status).toBe(400)
    const sent = await call('POST', '/review', {
      source: 'checker',
      text: 'Hi Maria, call 1-800-555-0199, your card 4111 1111 1111 1111 is locked, write bob@example.com',
      consent: true,
      verdict: 'none',
      right: 'no',
    })
    expect(sent.status).toBe(201)
    const [row] = await db.query.reviewItems.findMany()
    expect(row.text).not.toMatch(/Maria|555|4111|bob@/)
    expect(row.consentAt).toBeGreaterThan(0)
  })

  it('is counted per client (429 after 10 an hour) and caps the text (400)', async () => {
    const ip = freshClientAddress()
    for (let i = 0; i < 10; i++)
      expect((await call('POST', '/review', { source: 'report', text: `scam ${i}`, consent: true }, { ip })).status).toBe(201)
    expect((await call('POST', '/review', { source: 'report', text: 'one more', consent: true }, { ip })).status).toBe(429)
    expect((await call('POST', '/review', { source: 'report', text: 'x'.repeat(2001), consent: true })).status).toBe(400)
  })

  it('is read, labelled and exported by experts only', async () => {
    await call('POST', '/review', {
      source: 'checker',
      text: 'Your toll is unpaid, pay at ezpass-pay.info',
      consent: true,
      verdict: 'none',
      right: 'no',
    })
    const { token } = await person()
    expect((await call('GET', '/review', undefined, { token })).status).toBe(403)
    // An expert: an account whose role is expert signs in with an expert session.
    const staff = await person('Sam Staffer')
    await db.update(schema.users).set({ role: 'expert' }).where(eq(schema.users.email, staff.email))
    const login = await call('POST', '/auth/login', { email: staff.email, password: PASSWORD, turnstileToken: DUMMY_TOKEN })
    const expert = login.json.token as string
    const queue = await call('GET', '/review', undefined, { token: expert })
    const [item] = queue.json.items as { id: number }[]
    const labelled = await call('POST', `/review/${item.id}/label`, { label: 'scam', family: 'toll' }, { token: expert })
    expect(labelled.status, JSON.stringify(labelled.json)).toBe(200)
    const res = await SELF.fetch('http://localhost/api/review/export', {
      headers: { authorization: expert, 'cf-connecting-ip': freshClientAddress() },
    })
    const [line] = ((await res.json()) as { jsonl: string }).jsonl
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(line).toMatchObject({ label: 'scam', family: 'toll', lang: 'en', split: 'train', source: 'saffesupport-checker-consented' })
  })
})

describe("retention (the privacy policy's periods)", () => {
  it('deletes a report 24 months after its last change with its numbers and check-ins, old check-in records, and old review items', async () => {
    const { email, token } = await person()
    const user = await db.query.users.findFirst({ where: eq(schema.users.email, email) })
    const now = Date.UTC(2026, 11, 4)
    const old = Date.UTC(2024, 10, 1)
    const id = (await call('POST', '/reports', { draft: DRAFT }, { token })).json.id as string
    await call('POST', `/reports/${id}/references`, { agency: 'ftc', reference: 'OLD-1' }, { token })
    await call('POST', `/reports/${id}/checkins`, {}, { token })
    await db.update(schema.reports).set({ updatedAt: old }).where(eq(schema.reports.id, id))
    const keep = (await call('POST', '/reports', { draft: DRAFT }, { token })).json.id as string
    await db.insert(schema.reportCheckins).values([
      { reportId: keep, day: 1, dueAt: now - 91 * DAY_MS, status: 'sent' },
      { reportId: keep, day: 3, dueAt: now - 10 * DAY_MS, status: 'sent' },
    ])
    await db.insert(schema.reviewItems).values([
      { source: 'checker', text: 'old unlabelled', lang: 'en', consentAt: now, createdAt: now - 181 * DAY_MS },
      { source: 'checker', text: 'recent unlabelled', lang: 'en', consentAt: now, createdAt: now - 10 * DAY_MS },
      { source: 'checker', text: 'labelled, recent enough', lang: 'en', consentAt: now, label: 'scam', createdAt: now - 181 * DAY_MS },
    ])
    await purgeExpired(env, new Date(now))
    expect(await db.query.reports.findMany({ where: eq(schema.reports.userId, user?.id ?? '') })).toHaveLength(1)
    expect(await db.query.reportReferences.findMany({ where: eq(schema.reportReferences.reportId, id) })).toEqual([])
    expect(await db.query.reportCheckins.findMany({ where: eq(schema.reportCheckins.reportId, id) })).toEqual([])
    expect((await db.query.reportCheckins.findMany({ where: eq(schema.reportCheckins.reportId, keep) })).map((c) => c.day)).toEqual([3])
    expect((await db.query.reviewItems.findMany()).map((r) => r.text).sort()).toEqual(['labelled, recent enough', 'recent unlabelled'])
  })
})
