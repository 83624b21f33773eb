// S1 and S10: every production guard holds when ENVIRONMENT is missing (fail closed), and
// production refuses published, test and short secrets. Each guard is checked with ENVIRONMENT
// unset, then with the local value, so each test can fail both ways.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { site } from '#content/site'
import { api } from '#worker/api'
import { login } from '#worker/auth/account'
import { DUMMY_TOKEN, TEST_SECRETS, TEST_SITE_KEY, verifyBotCheck } from '#worker/auth/turnstile'
import { assertSecrets, isProduction, secretProblems } from '#worker/env'
import { handleEdge } from '#worker/index'
import { MailError, sendMail } from '#worker/mail'
import { linkOrigin } from '#worker/newsletter/subscriptions'

/** The test env with ENVIRONMENT removed: what a deploy with a forgotten or dropped var looks like. */
const unset = () => {
  const copy = { ...env } as Record<string, unknown>
  delete copy.ENVIRONMENT
  return copy as unknown as Env
}
const withVars = (base: Env, vars: Record<string, string | undefined>) => ({ ...base, ...vars }) as unknown as Env
/** Long random-looking secrets that no file in this repository publishes. */
const realSecrets = {
  JWT_SECRET: 'kq0E3yY3h7c7Xr9m2Vt1Lw8bN4sQ6pZ0aD5fG2hJ8kL1',
  OTP_PEPPER: 'Zp4uT8rW2nB6vC0xM3kS7dF1gH5jL9qE2wR6tY0uI4oP',
  TURNSTILE_SECRET_KEY: '0x4AAAAAAAreal-looking-secret-value',
  TURNSTILE_SITE_KEY: '0x4AAAAAAAreal-site-key',
  RESEND_API_KEY: 're_realLookingKey_123',
}

async function outboxCount(to: string) {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM dev_outbox WHERE "to" = ?').bind(to).first<{ n: number }>()
  return row?.n ?? 0
}

describe('ENVIRONMENT: production unless it says development', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['production', true],
    ['Development', true],
    ['staging', true],
    ['development ', true],
    ['development', false],
  ])('ENVIRONMENT=%j is production: %s', (value, production) => {
    expect(isProduction({ ENVIRONMENT: value } as unknown as Env)).toBe(production)
  })
})

describe('guards with ENVIRONMENT unset', () => {
  it('the start-up check refuses the test configuration', () => {
    expect(() => assertSecrets(unset())).toThrow(/production/)
    expect(() => assertSecrets(env)).not.toThrow()
  })

  it('every request fails while the production configuration is unsafe', async () => {
    const request = new Request('http://localhost/ping')
    await expect(handleEdge(request, unset(), createExecutionContext())).rejects.toThrow(/not safe/)
    expect((await handleEdge(request, env, createExecutionContext()))?.status).toBe(200)
  })

  it('/api/dev/outbox is a 404', async () => {
    const to = 'guard-outbox@example.com'
    for (const [target, status] of [
      [unset(), 404],
      [env, 200],
    ] as const) {
      const ctx = createExecutionContext()
      const res = await api.fetch(new Request(`http://localhost/api/dev/outbox?to=${to}`), target, ctx)
      await waitOnExecutionContext(ctx)
      expect(res.status).toBe(status)
    }
  })

  it('mail without RESEND_API_KEY is refused, and nothing is written to the outbox', async () => {
    const to = 'guard-mail@example.com'
    const mail = { to, subject: 'Guard', text: 'guard', html: '<p>guard</p>' }
    await expect(sendMail(withVars(unset(), { RESEND_API_KEY: '' }), mail)).rejects.toBeInstanceOf(MailError)
    expect(await outboxCount(to)).toBe(0)
    await sendMail(env, mail)
    expect(await outboxCount(to)).toBe(1)
  })

  it('the Turnstile test secret does not let the public dummy token through', async () => {
    const opts = { hostname: 'localhost' }
    expect((await verifyBotCheck(TEST_SECRETS.pass, DUMMY_TOKEN, opts)).ok).toBe(false)
    expect((await verifyBotCheck(TEST_SECRETS.pass, DUMMY_TOKEN, { ...opts, local: true })).ok).toBe(true)
    const req = {
      email: 'nobody-guard@example.com',
      password: 'whatever-123',
      botToken: DUMMY_TOKEN,
      address: '10.9.9.9',
      hostname: 'localhost',
    }
    await expect(login(unset(), req)).rejects.toMatchObject({ status: 400 })
    await expect(login(env, req)).rejects.toMatchObject({ status: 401 })
  })

  it('newsletter links point at the public site, never at the request origin', () => {
    expect(linkOrigin(unset(), 'https://evil.example/api/newsletter')).toBe(site.url)
    expect(linkOrigin(env, 'http://localhost:8787/api/newsletter')).toBe('http://localhost:8787')
  })
})

describe('secrets in production (S10)', () => {
  it('accepts long secrets that are not published', () => {
    expect(secretProblems(withVars(unset(), realSecrets))).toEqual([])
    expect(() => assertSecrets(withVars(unset(), realSecrets))).not.toThrow()
  })

  it.each([
    ['a missing RESEND_API_KEY', { RESEND_API_KEY: '' }, /RESEND_API_KEY is missing/],
    ['a missing site key', { TURNSTILE_SITE_KEY: undefined }, /TURNSTILE_SITE_KEY is missing/],
    ['the always-pass test secret', { TURNSTILE_SECRET_KEY: TEST_SECRETS.pass }, /TURNSTILE_SECRET_KEY is a published/],
    ['the test site key', { TURNSTILE_SITE_KEY: TEST_SITE_KEY }, /TURNSTILE_SITE_KEY is a published/],
    ['the example JWT secret', { JWT_SECRET: 'local-development-jwt-secret-change-me-0123456789' }, /JWT_SECRET is a published/],
    ['the example pepper', { OTP_PEPPER: 'local-development-otp-pepper-change-me-0123456789' }, /OTP_PEPPER is a published/],
    ['a 31-byte JWT secret', { JWT_SECRET: 'x'.repeat(31) }, /JWT_SECRET is shorter than 32 bytes/],
    ['a 20-byte pepper', { OTP_PEPPER: 'p'.repeat(20) }, /OTP_PEPPER is shorter than 32 bytes/],
  ])('refuses %s', (_label, vars, message) => {
    const target = withVars(unset(), { ...realSecrets, ...vars })
    expect(secretProblems(target).join('\n')).toMatch(message)
    expect(() => assertSecrets(target)).toThrow(message)
  })
})
