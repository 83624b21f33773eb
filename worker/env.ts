// Which environment the worker runs in, and the start-up check of its secrets.
//
// Fail closed: the worker is in PRODUCTION unless a local-only setting says otherwise. Only the
// exact value `ENVIRONMENT=development` (set by `npm start`, the test configs and `.dev.vars`)
// turns on local conveniences: the mail outbox, `/api/dev/*`, the cache-bypass header and links
// built from the request's origin. The committed wrangler.jsonc says `production`, so a deploy as
// committed is production, and a missing or misspelt value is production too.
// Secrets come from .dev.vars locally and `wrangler secret put` in production.
import { TEST_SECRETS, TEST_SITE_KEYS } from '#shared/turnstile'

export const REQUIRED_SECRETS = ['JWT_SECRET', 'OTP_PEPPER', 'TURNSTILE_SECRET_KEY', 'TURNSTILE_SITE_KEY', 'RESEND_API_KEY'] as const

/** Secrets that sign or key data: at least 32 bytes, so they cannot be guessed or brute-forced. */
export const MIN_SECRET_BYTES = 32
const KEYED_SECRETS = ['JWT_SECRET', 'OTP_PEPPER'] as const

/**
 * Values published in this repository (.dev.vars.example and the test configs) and Cloudflare's
 * documented Turnstile test keys. Anyone can read them, so production refuses every one of them.
 */
export const PUBLISHED_VALUES: readonly string[] = [
  'local-development-jwt-secret-change-me-0123456789',
  'local-development-otp-pepper-change-me-0123456789',
  'test-jwt-secret-0123456789-0123456789',
  'test-otp-pepper-0123456789-0123456789',
  ...Object.values(TEST_SECRETS),
  ...TEST_SITE_KEYS,
]

export function isDevelopment(env: Pick<Env, 'ENVIRONMENT'>): boolean {
  return (env.ENVIRONMENT as string | undefined) === 'development'
}

/** Production unless ENVIRONMENT is exactly `development` (absent, empty or misspelt = production). */
export function isProduction(env: Pick<Env, 'ENVIRONMENT'>): boolean {
  return !isDevelopment(env)
}

/** What is wrong with the production configuration, one line per problem (empty when it is fine). */
export function secretProblems(env: Env): string[] {
  const values = env as unknown as Record<string, unknown>
  const problems: string[] = []
  for (const name of REQUIRED_SECRETS) {
    const value = values[name]
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${name} is missing: set it with \`wrangler secret put ${name}\`.`)
    } else if (PUBLISHED_VALUES.includes(value.trim())) {
      problems.push(`${name} is a published test or example value: set a real one with \`wrangler secret put ${name}\`.`)
    }
  }
  for (const name of KEYED_SECRETS) {
    const value = values[name]
    if (typeof value === 'string' && value !== '' && new TextEncoder().encode(value).byteLength < MIN_SECRET_BYTES) {
      problems.push(`${name} is shorter than ${MIN_SECRET_BYTES} bytes: use a long random value (e.g. \`openssl rand -base64 48\`).`)
    }
  }
  return problems
}

/**
 * In production a missing, short or published secret is a clear start-up error, never a silent
 * default: every request fails until it is fixed. Locally (ENVIRONMENT=development) nothing is checked.
 */
export function assertSecrets(env: Env): void {
  if (isDevelopment(env)) return
  const problems = secretProblems(env)
  if (problems.length > 0) {
    throw new Error(
      `The worker is running as production (ENVIRONMENT is not "development") and its configuration is not safe:\n- ${problems.join('\n- ')}\nFor local work set ENVIRONMENT=development in .dev.vars.`,
    )
  }
}
