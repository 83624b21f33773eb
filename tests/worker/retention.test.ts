// The daily retention job on real local D1: seeded rows of every kind, old and new; the job function
// runs directly (and once through the scheduled handler); what is left is exactly what the privacy
// policy lets us keep.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CRON, runScheduled } from '#worker/cron/index'
import { purgeExpired, purges } from '#worker/retention/index'

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000
const NOW = new Date('2027-03-15T07:30:00Z')
const now = NOW.getTime()
/** Months before NOW (calendar months, as the job counts them). */
const monthsAgo = (m: number) => {
  const d = new Date(now)
  d.setUTCMonth(d.getUTCMonth() - m)
  return d.getTime()
}

async function seed(tag: string) {
  const s = (sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params)
  const user = `ret-user-${tag}`
  await env.DB.batch([
    s("INSERT INTO users (id, name, email, password_hash) VALUES (?, 'R', ?, 'x')", user, `${user}@example.com`),
    // Sign-ups: code expired 2 days ago (goes), 1 hour ago (stays a day), still valid (stays).
    ...[
      ['old', now - 2 * DAY],
      ['recent', now - HOUR],
      ['live', now + 5 * 60_000],
    ].map(([name, expires]) =>
      s(
        "INSERT INTO pending_signups (email, name, code_hash, expires_at, last_sent_at) VALUES (?, 'N', 'c', ?, ?)",
        `${name}-${tag}@example.com`,
        expires,
        now - DAY,
      ),
    ),
    // Sessions: expired long ago, expired an hour ago, revoked 2 days ago, revoked an hour ago, live.
    ...[
      ['expired-old', now - 2 * DAY, null],
      ['expired-recent', now - HOUR, null],
      ['revoked-old', now + 5 * DAY, now - 2 * DAY],
      ['revoked-recent', now + 5 * DAY, now - HOUR],
      ['live', now + 5 * DAY, null],
    ].map(([id, expires, revoked]) =>
      s('INSERT INTO sessions (id, user_id, expires_at, revoked_at) VALUES (?, ?, ?, ?)', `${id}-${tag}`, user, expires, revoked),
    ),
    // Rate-limit counters: window ended 2 days ago, an hour ago, still running.
    ...[
      ['old', now - 2 * DAY],
      ['recent', now - HOUR],
      ['live', now + HOUR],
    ].map(([key, expires]) =>
      s('INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES (?, 0, 3, ?)', `ret:${key}:${tag}`, expires),
    ),
    // Newsletter: never confirmed for 8 days (goes), for 6 days (stays), confirmed long ago (stays).
    ...[
      ['pending-old', 'pending', now - 8 * DAY],
      ['pending-recent', 'pending', now - 6 * DAY],
      ['confirmed-old', 'confirmed', now - 400 * DAY],
    ].map(([name, status, created]) =>
      s(
        "INSERT INTO newsletter_subscribers (email, status, token_hash, created_at) VALUES (?, ?, 'h', ?)",
        `${name}-${tag}@example.com`,
        status,
        created,
      ),
    ),
    // Call-back requests: 13 months old (goes), 11 months old (stays).
    ...[
      ['old', monthsAgo(13)],
      ['recent', monthsAgo(11)],
    ].map(([name, created]) =>
      s(
        "INSERT INTO callback_requests (name, phone, best_time, topic, created_at) VALUES (?, '5555550100', 'morning', 'other', ?)",
        `${name}-${tag}`,
        created,
      ),
    ),
    // Development outbox: 8 days (goes), 1 day (stays).
    ...[
      ['old', now - 8 * DAY],
      ['recent', now - DAY],
    ].map(([name, created]) =>
      s(
        "INSERT INTO dev_outbox (\"to\", subject, text, html, created_at) VALUES (?, 's', 't', 'h', ?)",
        `${name}-${tag}@example.com`,
        created,
      ),
    ),
  ])
}

async function left(tag: string) {
  const col = async (sql: string) =>
    (await env.DB.prepare(sql).bind(`%${tag}%`).all<{ v: string }>()).results
      .map((r) => r.v.replace(`-${tag}`, '').replace(`:${tag}`, ''))
      .sort()
  return {
    signups: await col('SELECT email AS v FROM pending_signups WHERE email LIKE ?'),
    sessions: await col('SELECT id AS v FROM sessions WHERE id LIKE ?'),
    limits: await col('SELECT key AS v FROM rate_limits WHERE key LIKE ?'),
    newsletter: await col('SELECT email AS v FROM newsletter_subscribers WHERE email LIKE ?'),
    callbacks: await col('SELECT name AS v FROM callback_requests WHERE name LIKE ?'),
    outbox: await col('SELECT "to" AS v FROM dev_outbox WHERE "to" LIKE ?'),
  }
}

const KEPT = {
  signups: ['live@example.com', 'recent@example.com'],
  sessions: ['expired-recent', 'live', 'revoked-recent'],
  limits: ['ret:live', 'ret:recent'],
  newsletter: ['confirmed-old@example.com', 'pending-recent@example.com'],
  callbacks: ['recent'],
  outbox: ['recent@example.com'],
}

describe('retention job', () => {
  it('deletes exactly the rows past their period, of every kind, and keeps the rest', async () => {
    await seed('a')
    expect((await left('a')).sessions).toHaveLength(5)
    const report = await purgeExpired(env, NOW)
    expect(await left('a')).toEqual(KEPT)
    expect(report.unfinished).toEqual([])
    // Running again finds nothing more of these.
    await purgeExpired(env, NOW)
    expect(await left('a')).toEqual(KEPT)
  })

  it('works through a backlog in batches within a statement budget, and the next run finishes it', async () => {
    await env.DB.prepare(
      `INSERT INTO rate_limits (key, window_start, count, expires_at)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 450)
       SELECT 'backlog:' || i, 0, 1, ? FROM n`,
    )
      .bind(now - 3 * DAY)
      .run()
    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key LIKE 'backlog:%'").first<{ n: number }>())?.n

    // Every table gets one statement in the first round, then rate_limits two more.
    const maxStatements = purges(NOW).length + 2
    const first = await purgeExpired(env, NOW, { batchSize: 100, maxStatements })
    expect(first.statements).toBe(maxStatements)
    expect(first.deleted.rate_limits).toBe(300)
    expect(first.unfinished).toEqual(['rate_limits'])
    expect(await count()).toBe(150)

    const second = await purgeExpired(env, NOW, { batchSize: 100, maxStatements })
    expect(second.deleted.rate_limits).toBe(150)
    expect(second.unfinished).toEqual([])
    expect(await count()).toBe(0)
  })

  it('runs from the daily Cron Trigger', async () => {
    await seed('b')
    await runScheduled({ cron: CRON.daily, scheduledTime: now, noRetry: () => {} } as ScheduledController, env)
    expect(await left('b')).toEqual(KEPT)
  })
})

describe('T13: push subscriptions, delivery rows and call-back notes have periods', () => {
  it('deletes idle push subscriptions and old delivery rows, and clears old call-back notes', async () => {
    const now = new Date()
    const day = 24 * 60 * 60 * 1000
    const old = now.getTime() - 400 * day
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) VALUES ('https://fcm.googleapis.com/fcm/send/t13-idle-aaaaaaaaaaaa', 'k', 'a', ?)",
      ).bind(old),
      env.DB.prepare(
        "INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at, last_ok_at) VALUES ('https://fcm.googleapis.com/fcm/send/t13-alive-aaaaaaaaaaa', 'k', 'a', ?, ?)",
      ).bind(old, now.getTime() - day),
      env.DB.prepare(
        "INSERT INTO alert_deliveries (alert_slug, channel, recipient_id, status, created_at) VALUES ('t13', 'email', 1, 'sent', ?)",
      ).bind(now.getTime() - 91 * day),
      env.DB.prepare(
        "INSERT INTO alert_deliveries (alert_slug, channel, recipient_id, status, created_at) VALUES ('t13', 'email', 2, 'queued', ?)",
      ).bind(now.getTime() - 91 * day),
      env.DB.prepare(
        "INSERT INTO callback_requests (name, phone, best_time, topic, note, created_at) VALUES ('T13 Caller', '555-123-4567', 'any', 'scam-worry', 'my card number is...', ?)",
      ).bind(now.getTime() - 31 * day),
    ])
    await purgeExpired(env, now)
    const endpoints = (
      await env.DB.prepare("SELECT endpoint FROM push_subscriptions WHERE endpoint LIKE '%t13-%'").all<{ endpoint: string }>()
    ).results
    expect(endpoints.map((e) => e.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/t13-alive-aaaaaaaaaaa'])
    const deliveries = (await env.DB.prepare("SELECT status FROM alert_deliveries WHERE alert_slug = 't13'").all<{ status: string }>())
      .results
    expect(deliveries).toEqual([{ status: 'queued' }])
    const callback = await env.DB.prepare("SELECT note FROM callback_requests WHERE name = 'T13 Caller'").first<{ note: string | null }>()
    expect(callback).toEqual({ note: null })
  })
})
