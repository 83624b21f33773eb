// Secrets come from .dev.vars locally and `wrangler secret put` in production.
export const REQUIRED_SECRETS = ['JWT_SECRET', 'OTP_PEPPER', 'TURNSTILE_SECRET_KEY'] as const

export function isProduction(env: Env): boolean {
  return (env.ENVIRONMENT as string) === 'production'
}

/** In production a missing secret is a clear start-up error, never a silent default. */
export function assertSecrets(env: Env): void {
  if (!isProduction(env)) return
  const missing = REQUIRED_SECRETS.filter((name) => !(env as unknown as Record<string, string | undefined>)[name])
  if (!env.RESEND_API_KEY) missing.push('RESEND_API_KEY' as (typeof REQUIRED_SECRETS)[number])
  if (missing.length > 0) {
    throw new Error(`Missing production secrets: ${missing.join(', ')}. Set each with \`wrangler secret put NAME\`.`)
  }
}
