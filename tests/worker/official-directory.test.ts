// Experts add or correct entries of the official-contacts directory; a second expert approves before
// anything shows (docs/official-directory.md). Through the real door, with real D1.
import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { OFFICIAL_ENTRIES, type OfficialEntry } from '#content/official-directory'
import { issueSessionToken } from '#worker/auth/tokens'
import { lookupOfficial } from '#worker/official-directory'

async function person(role: 'user' | 'expert', name = 'Directory Expert') {
  const id = crypto.randomUUID()
  await env.DB.prepare('INSERT INTO users (id, name, email, password_hash, role) VALUES (?, ?, ?, ?, ?)')
    .bind(id, name, `dir-${id.slice(0, 8)}@example.com`, 'x', role)
    .run()
  return { id, token: await issueSessionToken(env, id, role) }
}

function call(method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = token
  if (body !== undefined) headers['content-type'] = 'application/json'
  return SELF.fetch(`http://localhost/api/official-directory${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const credit = (id: string): OfficialEntry => ({
  id,
  names: { en: 'Example Federal Credit Union', es: 'Example Federal Credit Union', fr: 'Example Federal Credit Union' },
  aliases: ['example fcu', id],
  country: 'us',
  kind: 'bank',
  website: `https://www.${id}.org/`,
  domains: [`${id}.org`],
  phones: [
    {
      e164: '+18005550100',
      display: '1-800-555-0100',
      source: { url: `https://www.${id}.org/contact`, checked: '2026-12-04' },
    },
  ],
  never: [{ en: 'Ask for your PIN.', es: 'Pedir su NIP.', fr: 'Demander votre NIP.' }],
  sources: [{ url: `https://www.${id}.org/contact`, checked: '2026-12-04' }],
})

const note = 'Added from the credit union’s contact page, checked today.'

describe('official directory proposals', () => {
  it('a proposal shows only after a second expert approves it, in the list and in the worker-side lookup', async () => {
    const first = await person('expert', 'First Expert')
    const second = await person('expert', 'Second Expert')
    const id = `cu-${crypto.randomUUID().slice(0, 8)}`

    const made = await call('POST', '/proposals', first.token, { action: 'upsert', entry: credit(id), note })
    expect(made.status).toBe(201)
    const { id: proposalId } = (await made.json()) as { id: number }

    // Waiting: not in what the site shows.
    expect((await lookupOfficial(env.DB, `${id}.org`)).matches).toEqual([])
    const queue = (await (await call('GET', '/proposals', second.token)).json()) as {
      proposals: { id: number; status: string; proposedByName: string }[]
      entries: OfficialEntry[]
    }
    expect(queue.proposals.find((p) => p.id === proposalId)).toMatchObject({ status: 'pending', proposedByName: 'First Expert' })
    expect(queue.entries.some((e) => e.id === id)).toBe(false)

    // Its author cannot approve it.
    const own = await call('POST', `/proposals/${proposalId}/review`, first.token, { decision: 'approve' })
    expect(own.status).toBe(403)
    expect(((await own.json()) as { msg: string }).msg).toMatch(/second expert/)

    const ok = await call('POST', `/proposals/${proposalId}/review`, second.token, { decision: 'approve', note: 'Checked the page.' })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ status: 'approved' })

    const found = await lookupOfficial(env.DB, `https://www.${id}.org/login`)
    expect(found.matches.map((e) => e.id)).toEqual([id])
    expect((await lookupOfficial(env.DB, '1 800 555 0100')).matches.map((e) => e.id)).toContain(id)

    // Decided once: a second review is refused.
    const again = await call('POST', `/proposals/${proposalId}/review`, second.token, { decision: 'reject' })
    expect(again.status).toBe(409)
  })

  it('a correction replaces the built-in entry and a rejected one changes nothing', async () => {
    const first = await person('expert')
    const second = await person('expert')
    const irs = OFFICIAL_ENTRIES.find((e) => e.id === 'irs') as OfficialEntry
    const alias = `irs-${crypto.randomUUID().slice(0, 6)}`
    const res = await call('POST', '/proposals', first.token, {
      action: 'upsert',
      entry: { ...irs, aliases: [...irs.aliases, alias] },
      note,
    })
    const { id } = (await res.json()) as { id: number }
    const rejected = await call('POST', `/proposals/${id}/review`, second.token, { decision: 'reject', note: 'No source for the alias.' })
    expect(await rejected.json()).toMatchObject({ status: 'rejected' })
    expect((await lookupOfficial(env.DB, alias)).matches).toEqual([])
  })

  it('refuses strangers, signed-in customers and bad entries with a clear 4xx', async () => {
    const customer = await person('user')
    const expert = await person('expert')
    expect((await call('GET', '/proposals', null)).status).toBe(401)
    expect((await call('POST', '/proposals', customer.token, { action: 'remove', id: 'irs', note })).status).toBe(403)

    const cases: [unknown, RegExp][] = [
      [{ action: 'upsert', entry: { ...credit('x-cu'), id: 'Bad Id' }, note }, /lowercase letters/],
      [{ action: 'upsert', entry: { ...credit('y-cu'), website: 'https://www.elsewhere.com/' }, note }, /own domains/],
      [{ action: 'upsert', entry: { ...credit('z-cu'), sources: [] }, note }, /source/],
      [
        { action: 'upsert', entry: { ...credit('w-cu'), phones: [{ ...credit('w-cu').phones[0], display: '1-800-555-0199' }] }, note },
        /does not read as/,
      ],
      [{ action: 'upsert', entry: credit('v-cu'), note: '' }, /note/i],
      [{ action: 'remove', id: 'no-such-entry', note }, /no entry/],
    ]
    for (const [body, message] of cases) {
      const res = await call('POST', '/proposals', expert.token, body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(((await res.json()) as { msg: string }).msg).toMatch(message)
    }
    expect((await call('POST', '/proposals', expert.token, 'not json')).status).toBe(400)
    expect((await call('POST', '/proposals/abc/review', expert.token, { decision: 'approve' })).status).toBe(404)
    expect((await call('POST', '/proposals/999999/review', expert.token, { decision: 'approve' })).status).toBe(404)
    expect((await call('POST', '/proposals/1/review', expert.token, { decision: 'maybe' })).status).toBe(400)
  })

  it('an expert’s changes are limited per hour (60), then 429', async () => {
    const expert = await person('expert')
    let last = 0
    for (let i = 0; i < 61; i++) {
      const res = await call('POST', '/proposals/999999/review', expert.token, { decision: 'approve' })
      last = res.status
      if (i < 60) expect(res.status).toBe(404)
    }
    expect(last).toBe(429)
  })

  it('a removal takes the entry out once approved', async () => {
    const first = await person('expert')
    const second = await person('expert')
    const id = `rm-${crypto.randomUUID().slice(0, 8)}`
    const add = (await (await call('POST', '/proposals', first.token, { action: 'upsert', entry: credit(id), note })).json()) as {
      id: number
    }
    await call('POST', `/proposals/${add.id}/review`, second.token, { decision: 'approve' })
    const rm = (await (await call('POST', '/proposals', second.token, { action: 'remove', id, note: 'Closed down.' })).json()) as {
      id: number
    }
    expect((await lookupOfficial(env.DB, `${id}.org`)).matches.map((e) => e.id)).toEqual([id])
    await call('POST', `/proposals/${rm.id}/review`, first.token, { decision: 'approve' })
    expect((await lookupOfficial(env.DB, `${id}.org`)).matches).toEqual([])
  })
})
