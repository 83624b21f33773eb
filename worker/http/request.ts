// Reading a request safely: the JSON body with a hard byte cap, and who the client is.
import type { Context } from 'hono'
import { m } from '#shared/paraglide/messages.js'
import { ApiError } from './errors'

export const MAX_BODY_BYTES = 16 * 1024

// Messages in the request's language (worker/http/locale.ts), read when the error is made.
const tooLarge = () => new ApiError(413, m.server_too_large())
const unreadable = () => new ApiError(400, m.server_unreadable())

/**
 * Reads at most `limit` bytes of the body and stops there (S14): a declared Content-Length over the
 * limit is refused before reading, and a body without one (chunked) is read chunk by chunk and
 * cancelled as soon as it passes the limit, so no request can make the worker buffer more.
 */
export async function readBodyCapped(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw tooLarge()
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** Reads a JSON object body: 415 if not JSON, 413 if over `maxBytes` (16 KB), 400 if malformed or not an object. */
export async function readJsonObject(c: Context, maxBytes = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError(415, m.server_json_only())
  }
  const bytes = await readBodyCapped(c.req.raw, maxBytes)
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw unreadable()
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unreadable()
  return value as Record<string, unknown>
}

/**
 * The client as rate limits see it (S3): the IPv4 address as Cloudflare reports it, or for IPv6 the
 * /64 network, because one home line or server usually holds a whole /64 and could otherwise pose
 * as 2^64 clients. Loopback when there is no header (local runs).
 */
export function clientKey(header: string | null | undefined): string {
  const address = header?.trim() || '127.0.0.1'
  if (!address.includes(':')) return address
  return `${ipv6Prefix64(address)}::/64`
}

/** The first four 16-bit groups of an IPv6 address, expanded and lower-cased ("2001:db8:0:0"). */
export function ipv6Prefix64(address: string): string {
  const plain = address
    .replace(/^\[|\]$/g, '')
    .split('%')[0]
    .toLowerCase()
  // An embedded IPv4 tail (::ffff:1.2.3.4) only touches the last 32 bits, outside the /64.
  const [head, tail = ''] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = plain.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left
  return groups
    .slice(0, 4)
    .map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? g.replace(/^0+(?=.)/, '') : '0'))
    .join(':')
}

/**
 * The network a client belongs to (T8, U1, U8): an IPv4 address, or an IPv6 /48 (what a tunnel broker
 * hands out; a home line's /56 is inside it). Wider limits count here beside the per-client ones.
 */
export function networkKey(header: string | null | undefined): string {
  const address = header?.trim() || '127.0.0.1'
  if (!address.includes(':')) return address
  return `${ipv6Prefix64(address).split(':').slice(0, 3).join(':')}::/48`
}

/** The client's network for a Hono request (see networkKey). */
export function clientNetwork(c: Context): string {
  return networkKey(c.req.header('cf-connecting-ip'))
}

/** The client's rate-limit key for a Hono request (cf-connecting-ip is set by Cloudflare's edge). */
export function clientAddress(c: Context): string {
  return clientKey(c.req.header('cf-connecting-ip'))
}
