// The parts of /report-it-once that use the account (issue 45): the receipt (reference numbers typed
// after filing), "We stay with you" (the e-mailed check-ins), and sharing the scam's details with our
// experts (issue 41 item 6: the same review queue as the scam checker's "Send it to our team").
import { type FormEvent, useId, useState } from 'react'
import { apiFetch } from '#app/lib/api'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { type ReportDraft, redact } from '#shared/report'
import type { PackPart } from './pack'

export function ReceiptForm({ token, reportId, parts }: { token: string; reportId: string; parts: PackPart[] }) {
  const id = useId()
  const [said, setSaid] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const today = new Date().toISOString().slice(0, 10)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const agency = String(data.get('agency') ?? '')
    const reference = String(data.get('reference') ?? '').trim()
    const filedOn = String(data.get('filedOn') ?? '')
    setBusy(true)
    setError(null)
    const res = await apiFetch(`/api/reports/${encodeURIComponent(reportId)}/references`, { body: { agency, reference, filedOn }, token })
    setBusy(false)
    if (res.ok) {
      const where = parts.find((p) => p.id === agency)?.name ?? agency
      setSaid(m.report_ref_added({ where, number: reference }))
      ;(form.elements.namedItem('reference') as HTMLInputElement).value = ''
    } else setError(res.data.msg ?? m.report_err_failed({ phone: site.phone }))
  }

  return (
    <form className="grid gap-3 border-t border-line pt-4" onSubmit={onSubmit}>
      <h3 className="m-0 text-lg">{m.report_receipt_title()}</h3>
      <p className="m-0">{m.report_receipt_lead()}</p>
      <div className="grid gap-1">
        <label htmlFor={`${id}-agency`} className="font-semibold">
          {m.report_ref_where()}
        </label>
        <select id={`${id}-agency`} name="agency" className="field-input text-lg">
          {parts.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-reference`} className="font-semibold">
          {m.report_ref_number()}
        </label>
        <input id={`${id}-reference`} name="reference" maxLength={100} autoComplete="off" className="field-input text-lg" />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-date`} className="font-semibold">
          {m.report_ref_date()}
        </label>
        <input id={`${id}-date`} name="filedOn" type="date" defaultValue={today} className="field-input text-lg" />
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {m.report_ref_add()}
        </button>
      </div>
      <div aria-live="polite">
        {said ? <p className="m-0 font-semibold">{said}</p> : null}
        {error ? <p className="m-0 text-danger font-semibold">{error}</p> : null}
      </div>
    </form>
  )
}

export function StayWithYou({ token, reportId }: { token: string; reportId: string }) {
  const id = useId()
  const [state, setState] = useState<'off' | 'on' | 'stopped'>('off')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const copyContact = (event.currentTarget.elements.namedItem('copyContact') as HTMLInputElement).checked
    setBusy(true)
    setError(null)
    const res = await apiFetch(`/api/reports/${encodeURIComponent(reportId)}/checkins`, { body: { copyContact }, token })
    setBusy(false)
    if (res.ok) setState('on')
    else setError(res.data.msg ?? m.report_err_failed({ phone: site.phone }))
  }
  async function stop() {
    setBusy(true)
    const res = await apiFetch(`/api/reports/${encodeURIComponent(reportId)}/checkins`, { method: 'DELETE', token })
    setBusy(false)
    if (res.ok) setState('stopped')
    else setError(res.data.msg ?? m.report_err_failed({ phone: site.phone }))
  }

  return (
    <form className="grid gap-3 border-t border-line pt-4" onSubmit={start}>
      <h3 className="m-0 text-lg">{m.report_stay_title()}</h3>
      <p className="m-0">{m.report_stay_lead()}</p>
      {state === 'off' ? (
        <>
          <label htmlFor={`${id}-copy`} className="flex items-center gap-3">
            <input id={`${id}-copy`} type="checkbox" name="copyContact" className="w-6 h-6 shrink-0" />
            {m.report_stay_contact()}
          </label>
          <div>
            <button type="submit" className="btn-primary" disabled={busy}>
              {m.report_stay_on()}
            </button>
          </div>
        </>
      ) : null}
      <div aria-live="polite">
        {state === 'on' ? <p className="m-0 font-semibold">{m.report_stay_started()}</p> : null}
        {state === 'stopped' ? <p className="m-0 font-semibold">{m.report_stay_stopped()}</p> : null}
        {error ? <p className="m-0 text-danger font-semibold">{error}</p> : null}
      </div>
      {state === 'on' ? (
        <div>
          <button type="button" className="btn-secondary" onClick={() => void stop()} disabled={busy}>
            {m.report_stay_stop()}
          </button>
        </div>
      ) : null}
    </form>
  )
}

/** What the report form shares with our experts: the scam's own details as written, the story with the person's details taken out. */
export function shareText(draft: ReportDraft): string {
  const scam = draft.scammer.trim()
  const keep = scam.split(/[\s,;]+/).filter((t) => t.length > 3)
  return [scam, redact(draft.what.trim(), keep)].filter(Boolean).join('\n\n')
}

export function ShareScam({ draft }: { draft: ReportDraft }) {
  const text = shareText(draft)
  if (!text) return null
  return (
    <SendToTeam
      source="report"
      text={text}
      words={{
        title: m.report_share_title(),
        lead: m.report_share_lead(),
        agree: m.report_share_agree(),
        send: m.report_share_send(),
        sent: m.report_share_sent(),
      }}
    />
  )
}

export interface SendWords {
  title: string
  lead: string
  agree: string
  send: string
  sent: string
}

/**
 * "Send it to our team": shows exactly what will leave the device (already without names, e-mail
 * addresses, phone numbers and card numbers), and sends it only with the box ticked.
 */
export function SendToTeam({
  source,
  text,
  words,
  verdict,
  right,
}: {
  source: 'checker' | 'report'
  text: string
  words: SendWords
  verdict?: string
  right?: 'yes' | 'no' | 'unsure'
}) {
  const id = useId()
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle')
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const agreed = (event.currentTarget.elements.namedItem('consent') as HTMLInputElement).checked
    if (!agreed) {
      setError(m.report_review_err_agree())
      return
    }
    setState('busy')
    setError(null)
    const res = await apiFetch('/api/review', { body: { source, text, consent: true, verdict, right } })
    if (res.ok) setState('sent')
    else {
      setState('idle')
      setError(res.data.msg ?? m.report_review_err_failed())
    }
  }

  return (
    <form
      className="rounded-xl border-2 border-line bg-white p-4 sm:p-5 grid grid-cols-[minmax(0,1fr)] gap-3 min-w-0"
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="m-0 text-xl">
        {words.title}
      </h2>
      <p className="m-0">{words.lead}</p>
      <pre
        className="m-0 whitespace-pre-wrap [overflow-wrap:anywhere] rounded-lg bg-surface p-3 font-sans text-base"
        data-testid="review-preview"
      >
        {text}
      </pre>
      {state === 'sent' ? null : (
        <>
          <label htmlFor={`${id}-consent`} className="flex items-center gap-3">
            <input id={`${id}-consent`} type="checkbox" name="consent" className="w-6 h-6 shrink-0" />
            {words.agree}
          </label>
          <div>
            <button type="submit" className="btn-secondary" disabled={state === 'busy'}>
              {words.send}
            </button>
          </div>
        </>
      )}
      <div aria-live="polite">
        {state === 'sent' ? <p className="m-0 font-semibold">{words.sent}</p> : null}
        {error ? <p className="m-0 text-danger font-semibold">{error}</p> : null}
      </div>
    </form>
  )
}
