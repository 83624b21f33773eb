// Server only: the no-JavaScript path of /scam-check. The form posts to the page itself; the route's
// POST handler (app/routes/scam-check.tsx) calls this, then lets TanStack Start render the page with
// the outcome. The page cache never stores a POST (worker/cache/page-cache.ts: non-GET → BYPASS,
// no-store), and the text travels in the request body, never in a URL.

import { env } from 'cloudflare:workers'
import { setResponseStatus } from '@tanstack/react-start/server'
import { site } from '#content/site'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { hitRateLimit } from '#worker/api/rate-limit'
import { MAX_SCAM_CHECK_BODY, SCAM_CHECK_LIMIT } from '#worker/api/scam-check'
import { ApiError } from '#worker/http/errors'
import { clientKey, readBodyCapped } from '#worker/http/request'
import { describeWait } from '#worker/rate-limit/index'
import { answerLanguage, checkMessage, validateText } from '#worker/scam-check/index.ts'
import type { ScamCheckOutcome } from './types'

// Everything here runs in the page's language: /es/scam-check posts to itself, so the request (and
// every message below) is Spanish (worker/http/locale.ts).

export async function handleFormPost(request: Request): Promise<ScamCheckOutcome> {
  // One client rule for every limit (T3): an IPv6 client counts as its /64, as in the JSON API. Counted
  // before the body is read (T7), and the body is read with the byte cap, never buffered whole.
  const limit = await hitRateLimit(env.DB, SCAM_CHECK_LIMIT, clientKey(request.headers.get('cf-connecting-ip')))
  if (!limit.allowed) {
    setResponseStatus(429)
    return { text: '', answer: null, problem: m.tools_scam_rate_limited({ wait: describeWait(limit.retryAfterMs), phone: site.phone }) }
  }
  let value: unknown
  try {
    const body = new TextDecoder().decode(await readBodyCapped(request, MAX_SCAM_CHECK_BODY))
    const type = request.headers.get('content-type') ?? ''
    value = type.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(body).get('text') : null
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
