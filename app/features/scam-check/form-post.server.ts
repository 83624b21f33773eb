// Server only: the no-JavaScript path of /scam-check. The form posts to the page itself; the route's
// POST handler (app/routes/scam-check.tsx) calls this, then lets TanStack Start render the page with
// the outcome. The page cache never stores a POST (worker/cache/page-cache.ts: non-GET → BYPASS,
// no-store), and the text travels in the request body, never in a URL.
import { setResponseStatus } from '@tanstack/react-start/server'
import { env } from 'cloudflare:workers'
import { site } from '#content/site'
import { describeWait, hitRateLimit } from '#worker/api/rate-limit'
import { MAX_SCAM_CHECK_BODY, SCAM_CHECK_LIMIT } from '#worker/api/scam-check'
import { checkMessage, validateText } from '#worker/scam-check/index.ts'
import type { ScamCheckOutcome } from './types'

const TOO_LONG = 'That is too long to check. Please paste at most 10,000 characters, for example the first part of the message.'

export async function handleFormPost(request: Request): Promise<ScamCheckOutcome> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_SCAM_CHECK_BODY) {
    setResponseStatus(413)
    return { text: '', answer: null, problem: TOO_LONG }
  }
  let value: unknown
  try {
    const body = await request.text()
    if (body.length > MAX_SCAM_CHECK_BODY) {
      setResponseStatus(413)
      return { text: '', answer: null, problem: TOO_LONG }
    }
    const type = request.headers.get('content-type') ?? ''
    value = type.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(body).get('text') : null
  } catch {
    value = null
  }
  const checked = validateText(value)
  if (!checked.ok) {
    setResponseStatus(checked.problem.status)
    // An over-long text is not echoed back into the page.
    return { text: checked.problem.status === 413 ? '' : String(value ?? ''), answer: null, problem: checked.problem.msg }
  }
  const ip = request.headers.get('cf-connecting-ip') ?? '127.0.0.1'
  const limit = await hitRateLimit(env.DB, SCAM_CHECK_LIMIT, ip)
  if (!limit.allowed) {
    setResponseStatus(429)
    return {
      text: checked.text,
      answer: null,
      problem: `You have checked many messages in a short time. Please try again ${describeWait(limit.retryAfterMs)}, or call us at ${site.phone} and we will look at it with you.`,
    }
  }
  const { verdict, verdictText, flags, advice, lang } = checkMessage(checked.text)
  return { text: checked.text, answer: { verdict, verdictText, flags, advice, lang }, problem: null }
}
