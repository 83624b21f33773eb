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
