// Operators can see it (decision 123): a failing scheduled job logs one structured line with its cause
// and shows as failed in the console's System view, beside the other jobs, the deliveries, the mail
// budget and the call-backs not yet mailed.
import { env, SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { issueSessionToken } from '#worker/auth/tokens'
import { CRON, JOBS, runScheduled } from '#worker/cron/index'

afterEach(() => vi.restoreAllMocks())

async function user(role: 'user' | 'expert') {
  const id = crypto.randomUUID()
  await env.DB.prepare('INSERT INTO users (id, name, email, password_hash, role) VALUES (?, ?, ?, ?, ?)')
    .bind(id, 'Ops Person', `ops-${id.slice(0, 8)}@example.com`, 'x', role)
    .run()
  return issueSessionToken(env, id, role)
}

describe('System view', () => {
  it('shows a failed job with its cause, and the healthy ones beside it', async () => {
    const logs: string[] = []
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void logs.push(String(line)))
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void logs.push(String(line)))
    // The chat room cannot be reached: the daily transcript purge fails, the other daily jobs run.
    const broken = {
      ...env,
      ChatRoom: {
        idFromName: () => {
          throw new Error('Durable Object unreachable (drill)')
        },
        get: () => {
          throw new Error('Durable Object unreachable (drill)')
        },
        getByName: () => {
          throw new Error('Durable Object unreachable (drill)')
        },
      } as unknown as Env['ChatRoom'],
    }
    await expect(
      runScheduled({ cron: CRON.daily, scheduledTime: Date.now(), noRetry: () => {} } as ScheduledController, broken),
    ).rejects.toThrow(`1 of ${Object.keys(JOBS[CRON.daily] ?? {}).length} jobs failed`)
    const failure = logs.map((l) => JSON.parse(l.startsWith('{') ? l : '{}')).find((l) => l.job === 'chat-purge')
    expect(failure).toMatchObject({ job: 'chat-purge', outcome: 'failed', event: 'failure' })
    expect(failure.cause).toMatch(/unreachable/)

    const expert = await user('expert')
    const res = await SELF.fetch('http://localhost/api/system', { headers: { authorization: expert } })
    expect(res.status).toBe(200)
    const status = (await res.json()) as {
      jobs: { job: string; outcome: string; error: string | null }[]
      mail: { purpose: string }[]
      deliveries: Record<string, number>
      callbacksNotDelivered: number
    }
    expect(status.jobs.find((j) => j.job === 'chat-purge')).toMatchObject({
      outcome: 'failed',
      error: expect.stringMatching(/unreachable/),
    })
    expect(status.jobs.find((j) => j.job === 'retention')?.outcome).toBe('ok')
    expect(status.mail.map((b) => b.purpose)).toEqual(expect.arrayContaining(['account', 'callback', 'newsletter', 'trusted', 'alert']))
    expect(typeof status.callbacksNotDelivered).toBe('number')
    expect(typeof status.deliveries.queued).toBe('number')

    // Customers and strangers do not see it.
    expect((await SELF.fetch('http://localhost/api/system', { headers: { authorization: await user('user') } })).status).toBe(403)
    expect((await SELF.fetch('http://localhost/api/system')).status).toBe(401)
  })
})
