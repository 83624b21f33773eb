// POST /api/scam-check {text}: the "Is this a scam?" checker (worker/scam-check). Deterministic, no
// network; the text is read, checked and forgotten: nothing of it is stored or logged. The only thing
// kept is the per-address request counter of the rate limit (D1, worker/api/rate-limit.ts).
import { type Context, Hono } from 'hono'
import { site } from '#content/site'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { describeWait } from '#worker/rate-limit/index'
import { readBodyCapped } from '../http/request'
import { answerLanguage, checkMessage, validateText } from '../scam-check/index.ts'
import { ApiError, clientAddress } from './http'
import { hitRateLimit, type RateLimitRule } from './rate-limit'

/** Checks per address: generous for a person pasting messages, small for a script. */
export const SCAM_CHECK_LIMIT: RateLimitRule = { name: 'scam-check-ip', limit: 30, windowMs: 10 * 60_000 }

/**
 * 10,000 characters can take up to 12 bytes each once JSON-escaped ("\ud83d\ude00" is 12 bytes for
 * two characters), so the body limit is larger than the shared 16 KB one; the text limit is what counts.
 */
export const MAX_SCAM_CHECK_BODY = 128 * 1024

export const scamCheckRoutes = new Hono<{ Bindings: Env }>()

async function readText(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError(415, m.tools_scam_json_only())
  }
  // Read with the byte cap (S14, T7): a chunked body stops at MAX_SCAM_CHECK_BODY, never buffered whole.
  const buffer = await readBodyCapped(c.req.raw, MAX_SCAM_CHECK_BODY).catch((err: unknown) => {
    throw err instanceof ApiError && err.status === 413 ? new ApiError(413, m.tools_scam_too_long_short()) : err
  })
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(buffer))
  } catch {
    throw new ApiError(400, m.tools_scam_unreadable())
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, m.tools_scam_unreadable())
  }
  return (body as Record<string, unknown>).text
}

scamCheckRoutes.post('/', async (c) => {
  // Counted before the body is read (T7), so a flood of large bodies stops at the limit.
  const limit = await hitRateLimit(c.env.DB, SCAM_CHECK_LIMIT, clientAddress(c))
  if (!limit.allowed) {
    throw new ApiError(429, m.tools_scam_rate_limited({ wait: describeWait(limit.retryAfterMs), phone: site.phone }), {
      'retry-after': String(Math.ceil(limit.retryAfterMs / 1000)),
    })
  }
  const checked = validateText(await readText(c))
  if (!checked.ok) throw new ApiError(checked.problem.status, checked.problem.msg)

  // A Spanish page is answered in Spanish whatever the message's language (worker/http/locale.ts).
  const result = checkMessage(checked.text, undefined, answerLanguage(currentLocale()))
  return c.json({
    verdict: result.verdict,
    verdictText: result.verdictText,
    flags: result.flags,
    advice: result.advice,
    lang: result.lang,
    messageLang: result.messageLang,
  })
})
