// Server only: /report-it-once with no script (issue 45). The guided form is a plain POST form to the
// page itself; the route's POST handler (app/routes/report-it-once.tsx) calls this, then TanStack Start
// renders the page with the pack (or the receipt) drawn on the server. Nothing posted is stored or
// logged: the answers make one page and are forgotten; the page carries them on in hidden fields so the
// receipt form and "Change my answers" need nothing kept here. The page cache never stores a POST.
import { env } from 'cloudflare:workers'
import { setResponseStatus } from '@tanstack/react-start/server'
import { agenciesFor } from '#content/report-pack'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { readDraft, TEXT_FIELDS } from '#shared/report'
import { charCount, isPrintable } from '#shared/schemas/fields'
import { REFERENCE_MAX } from '#shared/schemas/report'
import { ApiError, isPlatformFailure } from '#worker/http/errors'
import { clientKey, readBodyCapped } from '#worker/http/request'
import { describeWait, hitRateLimit, RATE_LIMITS } from '#worker/rate-limit/index'
import type { PostedReport, ReceiptLine } from './posted'

/** The guided form's questions (STEPS in ReportItOnce.tsx). */
const QUESTION_COUNT = 8

/** The same cap as a saved report (eight answers of up to 4,000 characters), plus the receipt's numbers. */
export const MAX_REPORT_FORM_BODY = 64 * 1024

/** What the form sent, read as the page reads its own fields (unknown names dropped, texts cut). */
export function readPostedForm(params: URLSearchParams) {
  const raw: Record<string, unknown> = { country: params.get('country') ?? '' }
  for (const field of TEXT_FIELDS) raw[field] = params.get(field) ?? ''
  for (const list of ['contact', 'paid', 'shared'] as const) raw[list] = params.getAll(list)
  const draft = readDraft(raw)
  // `go`: Next, Back (a question's number) or "See my report pack"; `intent`: the pack's own forms.
  const go = params.get('go') ?? ''
  const intent = params.get('intent')
  const step = /^[0-9]$/.test(go) ? Math.min(Number(go), QUESTION_COUNT - 1) : 0
  const view: PostedReport['view'] = intent === 'receipt' ? 'receipt' : intent === 'edit' || /^[0-9]$/.test(go) ? 'form' : 'pack'
  return { draft, view, step }
}

/** The receipt's lines: for each part of the pack, the number typed and the date (YYYY-MM-DD or none). */
export function readReceipt(params: URLSearchParams, draft: ReturnType<typeof readDraft>): ReceiptLine[] | string {
  const lines: ReceiptLine[] = []
  for (const agency of agenciesFor(draft)) {
    const reference = (params.get(`ref-${agency.id}`) ?? '').trim()
    if (!reference) continue
    if (charCount(reference) > REFERENCE_MAX || !isPrintable(reference)) return m.report_err_bad_reference()
    const filed = params.get(`filed-${agency.id}`) ?? ''
    lines.push({ agency: agency.id, reference, filedOn: /^\d{4}-\d{2}-\d{2}$/.test(filed) ? filed : '' })
  }
  return lines.length ? lines : m.report_nojs_receipt_none()
}

export async function handleReportFormPost(request: Request): Promise<PostedReport> {
  try {
    const limit = await hitRateLimit(env.DB, RATE_LIMITS.reportCallsPerAddress, clientKey(request.headers.get('cf-connecting-ip')))
    if (!limit.allowed) {
      setResponseStatus(429)
      return problem(m.report_err_too_many({ wait: describeWait(limit.retryAfterMs) }), await readForm(request).catch(() => null))
    }
  } catch (err) {
    if (!isPlatformFailure(err)) throw err
    // The limit cannot be counted: nothing is made, the answers go back into the fields (nothing lost).
    console.error(JSON.stringify({ job: 'report-form', event: 'failure', cause: String(err) }))
    setResponseStatus(503)
    return problem(m.server_unavailable({ phone: site.phone }), await readForm(request).catch(() => null))
  }
  let params: URLSearchParams
  try {
    params = await readForm(request)
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    setResponseStatus(err.status)
    return problem(err.status === 413 ? m.report_nojs_too_long() : m.report_err_bad_report(), null)
  }
  const { draft, view, step } = readPostedForm(params)
  if (view !== 'receipt') return { draft, view, step, receipt: null, problem: null }
  const receipt = readReceipt(params, draft)
  if (typeof receipt === 'string') {
    setResponseStatus(400)
    return { draft, view: 'pack', step: 0, receipt: null, problem: receipt, typed: Object.fromEntries(params) }
  }
  return { draft, view, step: 0, receipt, problem: null }
}

function problem(text: string, params: URLSearchParams | null): PostedReport {
  const { draft, step } = readPostedForm(params ?? new URLSearchParams())
  return { draft, view: 'form', step, receipt: null, problem: text }
}

async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? ''
  const body = await readBodyCapped(request, MAX_REPORT_FORM_BODY)
  if (!type.startsWith('application/x-www-form-urlencoded')) throw new ApiError(415, m.report_err_bad_report())
  return new URLSearchParams(new TextDecoder().decode(body))
}
