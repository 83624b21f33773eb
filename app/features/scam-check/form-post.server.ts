// Server only: the no-JavaScript path of /scam-check. The form posts to the page itself; the route's
// POST handler (app/routes/scam-check.tsx) calls this, then lets TanStack Start render the page with
// the outcome. The page cache never stores a POST (worker/cache/page-cache.ts: non-GET → BYPASS,
// no-store), and the text travels in the request body, never in a URL.

import { env } from 'cloudflare:workers'
import { setResponseStatus } from '@tanstack/react-start/server'
import { site } from '#content/site'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { MAX_SCAM_CHECK_BODY, SCAM_CHECK_LIMIT } from '#worker/api/scam-check'
import { ApiError, isPlatformFailure } from '#worker/http/errors'
import { clientKey, readBodyCapped } from '#worker/http/request'
import { describeWait, hitRateLimit } from '#worker/rate-limit/index'
import { answerLanguage, checkMessage, validateText } from '#worker/scam-check/index.ts'
import type { ScamCheckOutcome } from './types'

// Everything here runs in the page's language: /es/scam-check posts to itself, so the request (and
// every message below) is Spanish (worker/http/locale.ts).

export async function handleFormPost(request: Request): Promise<ScamCheckOutcome> {
  // One client rule for every limit (T3): an IPv6 client counts as its /64, as in the JSON API. Counted
  // before the body is read (T7), and the body is read with the byte cap, never buffered whole.
  let limit: Awaited<ReturnType<typeof hitRateLimit>>
  try {
    limit = await hitRateLimit(env.DB, SCAM_CHECK_LIMIT, clientKey(request.headers.get('cf-connecting-ip')))
  } catch (err) {
    if (!isPlatformFailure(err)) throw err
    // The limit cannot be counted (D1 down or timed out): a clear 503 and the words back in the box, so
    // nothing typed is lost; with no count there is no check either (decision 121).
    console.error(JSON.stringify({ job: 'scam-check-form', event: 'failure', cause: String(err) }))
    setResponseStatus(503)
    const text = await readText(request).catch(() => null)
    return { text: typeof text === 'string' ? text : '', answer: null, problem: m.server_unavailable({ phone: site.phone }) }
  }
  if (!limit.allowed) {
    setResponseStatus(429)
    return { text: '', answer: null, problem: m.tools_scam_rate_limited({ wait: describeWait(limit.retryAfterMs), phone: site.phone }) }
  }
  let value: unknown
  try {
    value = await readText(request)
  } catch (err) {
    if (err instanceof ApiError && err.status === 413) {
      setResponseStatus(413)
      return { text: '', answer: null, problem: m.tools_scam_too_long_short() }
    }
    value = null
  }
  const checked = validateText(value)
  if (!checked.ok) {
    setResponseStatus(checked.problem.status)
    // An over-long text is not echoed back into the page.
    return { text: checked.problem.status === 413 ? '' : String(value ?? ''), answer: null, problem: checked.problem.msg }
  }
  const { verdict, verdictText, flags, advice, lang, messageLang } = checkMessage(checked.text, undefined, answerLanguage(currentLocale()))
  return { text: checked.text, answer: { verdict, verdictText, flags, advice, lang, messageLang }, problem: null }
}

/** The form's `text` field, read with the byte cap (413 past it); null when the body is not the form's. */
async function readText(request: Request): Promise<string | null> {
  const body = new TextDecoder().decode(await readBodyCapped(request, MAX_SCAM_CHECK_BODY))
  const type = request.headers.get('content-type') ?? ''
  return type.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(body).get('text') : null
}
