// Shared request handling for every JSON endpoint: size and type limits, and `{msg}` errors.
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export const MAX_BODY_BYTES = 16 * 1024

export class ApiError extends HTTPException {
  constructor(status: ContentfulStatusCode, msg: string, headers?: Record<string, string>) {
    super(status, { res: Response.json({ msg }, { status, headers }) })
  }
}

/** Reads a JSON object body: 415 if not JSON, 413 if over `maxBytes` (16 KB), 400 if malformed or not an object. */
export async function readJsonObject(c: Context, maxBytes = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError(415, 'Please send the form as JSON (Content-Type: application/json).')
  }
  const declared = Number(c.req.header('content-length') ?? '0')
  if (declared > maxBytes) throw new ApiError(413, 'That request is too large.')
  const buffer = await c.req.arrayBuffer()
  if (buffer.byteLength > maxBytes) throw new ApiError(413, 'That request is too large.')
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(buffer))
  } catch {
    throw new ApiError(400, 'We could not read that request. Please try again.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, 'We could not read that request. Please try again.')
  }
  return value as Record<string, unknown>
}

/** The client's address as Cloudflare reports it (loopback locally). */
export function clientAddress(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? '127.0.0.1'
}

export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const email = value.trim().toLowerCase()
  if (email.length < 3 || email.length > 254) return null
  // Deliberately simple: one @, something on both sides, a dot in the domain, no spaces or angle brackets.
  if (!/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/.test(email)) return null
  return email
}
