// The one error type of the API: a status and a plain `{msg}` for the visitor. Thrown anywhere in a
// request (routes, rules); worker/api/index.ts turns it into the response.
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export class ApiError extends HTTPException {
  constructor(status: ContentfulStatusCode, msg: string, headers?: Record<string, string>) {
    super(status, { res: Response.json({ msg }, { status, headers }) })
  }
}

/** Seconds for a Retry-After header: whole seconds, at least 1. */
export const retryAfterSeconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)))

/** The one 429: the message says when to try again, and Retry-After says it to machines. */
export function tooManyRequests(msg: string, retryAfterMs: number): ApiError {
  return new ApiError(429, msg, { 'retry-after': retryAfterSeconds(retryAfterMs) })
}

/**
 * Whether an error is a platform part failing (D1, KV, a queue, a Durable Object, the network) rather
 * than a bug: those answer 503 with a message that nothing sent was lost (docs/security.md, "What
 * happens when a part fails"). Read from the error and its causes (drizzle wraps D1's errors).
 */
export function isPlatformFailure(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (
      /^(D1_|KV |Queue |Durable Object)|D1_ERROR|Network connection lost|internal error|timed out|TimeoutError|storage operation/i.test(
        `${e.name}: ${e.message}`,
      )
    ) {
      return true
    }
  }
  return false
}
