// Server only: the no-JavaScript path of /scam-check. The form posts to the page itself; the route's
// POST handler (app/routes/scam-check.tsx) calls this, then lets TanStack Start render the page with
// the outcome. The request is handled as the JSON API handles it (worker/scam-check/request.ts). The
// page cache never stores a POST (worker/cache/page-cache.ts: non-GET → BYPASS, no-store), and the
// text travels in the request body, never in a URL. Everything runs in the page's language:
// /es/scam-check posts to itself, so the request (and every message) is Spanish (worker/http/locale.ts).

import { env } from 'cloudflare:workers'
import { setResponseStatus } from '@tanstack/react-start/server'
import { answerScamCheck } from '#worker/scam-check/request'
import type { ScamCheckOutcome } from './types'

export async function handleFormPost(request: Request): Promise<ScamCheckOutcome> {
  const outcome = await answerScamCheck(request, env.DB, 'form')
  if ('answer' in outcome) return { text: outcome.text, answer: outcome.answer, problem: null }
  setResponseStatus(outcome.status)
  return { text: outcome.text, answer: null, problem: outcome.msg }
}
