// One handling of a "Is this a scam?" request, for both doors to the checker: the JSON API
// (worker/api/scam-check.ts, the page with JavaScript) and the page's own form post without JavaScript
// (app/features/scam-check/form-post.server.ts). Counted before the body is read (T7), the body read
// with the byte cap (S14), the text validated, checked and forgotten: nothing of it is stored or logged.
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { site } from '#content/site'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { ApiError, isPlatformFailure } from '#worker/http/errors'
import { clientKey, readBodyCapped } from '#worker/http/request'
import { describeWait, hitRateLimit, RATE_LIMITS } from '#worker/rate-limit/index'
import { answerLanguage, type CheckResult, checkMessage, validateText } from './check.ts'

/**
 * 10,000 characters can take up to 12 bytes each once JSON-escaped ("\ud83d\ude00" is 12 bytes for
 * two characters), so the body limit is larger than the shared 16 KB one; the text limit is what counts.
 */
export const MAX_SCAM_CHECK_BODY = 128 * 1024

export type ScamCheckReply = Pick<CheckResult, 'verdict' | 'verdictText' | 'flags' | 'advice' | 'lang' | 'messageLang'>

export type ScamCheckOutcome =
  | { status: 200; text: string; answer: ScamCheckReply }
  /** `text` is what the visitor sent, to put back in the box ('' when it was too long to echo or unread). */
  | { status: ContentfulStatusCode; text: string; msg: string; retryAfterMs?: number }

/** How the request carries the text: a JSON object `{text}`, or the form's `text` field. */
export type ScamCheckBody = 'json' | 'form'

export async function answerScamCheck(request: Request, db: D1Database, body: ScamCheckBody): Promise<ScamCheckOutcome> {
  let limit: Awaited<ReturnType<typeof hitRateLimit>>
  try {
    limit = await hitRateLimit(db, RATE_LIMITS.scamChecksPerAddress, clientKey(request.headers.get('cf-connecting-ip')))
  } catch (err) {
    if (!isPlatformFailure(err)) throw err
    // The limit cannot be counted (D1 down or timed out): no check, a clear 503, the words given back
    // so nothing typed is lost (decision 121).
    console.error(JSON.stringify({ job: 'scam-check', event: 'failure', cause: String(err) }))
    const sent = await readText(request, body).catch(() => null)
    return { status: 503, text: typeof sent === 'string' ? sent : '', msg: m.server_unavailable({ phone: site.phone }) }
  }
  if (!limit.allowed) {
    return {
      status: 429,
      text: '',
      msg: m.tools_scam_rate_limited({ wait: describeWait(limit.retryAfterMs), phone: site.phone }),
      retryAfterMs: limit.retryAfterMs,
    }
  }
  let value: unknown
  try {
    value = await readText(request, body)
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, text: '', msg: err.message }
    throw err
  }
  const checked = validateText(value)
  if (!checked.ok) {
    // An over-long text is not echoed back into the page.
    const text = checked.problem.status === 413 || typeof value !== 'string' ? '' : value
    return { status: checked.problem.status, text, msg: checked.problem.msg }
  }
  // A Spanish page is answered in Spanish whatever the message's language (worker/http/locale.ts).
  const { verdict, verdictText, flags, advice, lang, messageLang } = checkMessage(checked.text, undefined, answerLanguage(currentLocale()))
  return { status: 200, text: checked.text, answer: { verdict, verdictText, flags, advice, lang, messageLang } }
}

/** The text the request carries; ApiError 413 past the byte cap, 415 or 400 for a JSON body that is not one. */
async function readText(request: Request, body: ScamCheckBody): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (body === 'json' && !/^application\/(.+\+)?json\b/i.test(type)) throw new ApiError(415, m.tools_scam_json_only())
  const buffer = await readBodyCapped(request, MAX_SCAM_CHECK_BODY).catch((err: unknown) => {
    throw err instanceof ApiError && err.status === 413 ? new ApiError(413, m.tools_scam_too_long_short()) : err
  })
  const raw = new TextDecoder().decode(buffer)
  if (body === 'form') return type.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(raw).get('text') : null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new ApiError(400, m.tools_scam_unreadable())
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ApiError(400, m.tools_scam_unreadable())
  return (parsed as Record<string, unknown>).text
}
