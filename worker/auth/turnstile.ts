// Cloudflare Turnstile, checked in the worker. Locally (ENVIRONMENT=development) Cloudflare's
// documented test secrets are answered here exactly as Cloudflare answers them, so local runs and
// tests need no network. Outside development a test secret always fails: it would let the public
// dummy token through. Any other secret goes to siteverify, where success, the action and the
// hostname must all match.
// https://developers.cloudflare.com/turnstile/troubleshooting/testing/
import { DUMMY_TOKEN, LOGIN_ACTION, TEST_SECRETS } from '#shared/turnstile'

export { DUMMY_TOKEN, LOGIN_ACTION, TEST_SECRETS, TEST_SITE_KEY, TEST_SITE_KEYS } from '#shared/turnstile'

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

export interface BotCheckResult {
  ok: boolean
  /** Turnstile's error codes, or ours (`action-mismatch`, `hostname-mismatch`, `network-error`). */
  errors: string[]
}

interface SiteverifyAnswer {
  success?: boolean
  action?: string
  hostname?: string
  'error-codes'?: string[]
}

export async function verifyBotCheck(
  secret: string,
  token: string,
  opts: {
    remoteIp?: string
    hostname: string
    fetcher?: typeof fetch
    timeoutMs?: number
    /** True only in development: answer the test secrets locally. Anywhere else they fail. */
    local?: boolean
    /** The widget action the token must carry (default: the login form's). */
    action?: string
  },
): Promise<BotCheckResult> {
  const isTestSecret = (Object.values(TEST_SECRETS) as string[]).includes(secret)
  if (isTestSecret && !opts.local) return { ok: false, errors: ['test-secret-outside-development'] }
  if (secret === TEST_SECRETS.pass) {
    return token === DUMMY_TOKEN ? { ok: true, errors: [] } : { ok: false, errors: ['invalid-input-response'] }
  }
  if (secret === TEST_SECRETS.fail) return { ok: false, errors: ['invalid-input-response'] }
  if (secret === TEST_SECRETS.spent) return { ok: false, errors: ['timeout-or-duplicate'] }

  const form = new FormData()
  form.append('secret', secret)
  form.append('response', token)
  if (opts.remoteIp) form.append('remoteip', opts.remoteIp)
  form.append('idempotency_key', crypto.randomUUID())
  let answer: SiteverifyAnswer
  try {
    const res = await (opts.fetcher ?? fetch)(SITEVERIFY, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 8_000),
    })
    answer = (await res.json()) as SiteverifyAnswer
  } catch {
    return { ok: false, errors: ['network-error'] }
  }
  if (answer?.success !== true) return { ok: false, errors: answer?.['error-codes'] ?? ['unknown'] }
  if (answer.action !== (opts.action ?? LOGIN_ACTION)) return { ok: false, errors: ['action-mismatch'] }
  if (answer.hostname !== opts.hostname) return { ok: false, errors: ['hostname-mismatch'] }
  return { ok: true, errors: [] }
}
