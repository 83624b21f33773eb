// The no-JavaScript scam check (the page's own form post, app/features/scam-check/form-post.server.ts),
// called as the route calls it: T3, an IPv6 client counts as its /64 here as in the JSON API, and T7, the
// body is read with the byte cap after the limit is counted. The route itself is TanStack's and is not
// rendered in this pool; its only Start call (the response status) is recorded (./start-server.ts).
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleFormPost } from '#app/features/scam-check/form-post.server'
import { RATE_LIMITS } from '#worker/rate-limit/index'
import { countingStream } from './helpers'
import { responseStatuses as statuses } from './start-server'

const form = (ip: string, body: BodyInit = new URLSearchParams({ text: 'Your account is locked. Call now.' })) =>
  new Request('http://localhost/scam-check', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip },
    body,
    duplex: 'half',
  } as RequestInit)

afterEach(() => vi.restoreAllMocks())

describe('the scam check form post', () => {
  it('T3: rotating the low 64 bits of an IPv6 address is one client', async () => {
    // One fixed instant in the middle of a limit window, so the loop never runs across a window's end.
    const { windowMs } = RATE_LIMITS.scamChecksPerAddress
    vi.spyOn(Date, 'now').mockReturnValue(Math.floor(Date.now() / windowMs) * windowMs + windowMs / 2)
    const answered: boolean[] = []
    for (let i = 1; i <= RATE_LIMITS.scamChecksPerAddress.limit + 3; i++) {
      statuses.length = 0
      const outcome = await handleFormPost(form(`2001:db8:aa:1::${i.toString(16)}`))
      answered.push(outcome.answer !== null)
      if (i > RATE_LIMITS.scamChecksPerAddress.limit) {
        expect(statuses).toEqual([429])
        expect(outcome.problem).toMatch(/call us/i)
      }
    }
    expect(answered.filter(Boolean)).toHaveLength(RATE_LIMITS.scamChecksPerAddress.limit)
    // Another /64 is another client.
    expect((await handleFormPost(form('2001:db8:aa:2::1'))).answer).not.toBeNull()
  })

  it('T7: a 30 MB chunked body gets 413 and is not read to the end', async () => {
    statuses.length = 0
    const { stream, read } = countingStream(30_000_000)
    const outcome = await handleFormPost(form('198.51.100.230', stream))
    expect(statuses).toEqual([413])
    expect(outcome.answer).toBeNull()
    expect(read.bytes).toBeLessThan(2_000_000)
  })

  it('D1 down: a 503 that says nothing is lost, with the words back in the box', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(env.DB, 'prepare').mockImplementation(() => {
      throw new Error('D1_ERROR: Network connection lost.')
    })
    statuses.length = 0
    const outcome = await handleFormPost(form('198.51.100.231'))
    expect(statuses).toEqual([503])
    expect(outcome.answer).toBeNull()
    expect(outcome.problem).toMatch(/Nothing you sent is lost/)
    expect(outcome.text).toBe('Your account is locked. Call now.')
  })
})
