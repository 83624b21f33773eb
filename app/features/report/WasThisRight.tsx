// Under every scam-checker answer (issue 41 item 6): "Was this right?", then "Send it to our team".
// What would be sent is shown first, with names, e-mail addresses, phone numbers and card-like numbers
// already taken out on this device (shared/report.ts `redact`), and it leaves only with the box ticked.
import { useState } from 'react'
import { m } from '#shared/paraglide/messages.js'
import { redact } from '#shared/report'
import { REVIEW_TEXT_MAX } from '#shared/schemas/report'
import { SendToTeam } from './ReportAccount'

type Right = 'yes' | 'no' | 'unsure'

export function WasThisRight({ text, verdict }: { text: string; verdict: string }) {
  const [right, setRight] = useState<Right | null>(null)
  const choices: [Right, string][] = [
    ['yes', m.report_review_right_yes()],
    ['no', m.report_review_right_no()],
    ['unsure', m.report_review_right_unsure()],
  ]
  const cleaned = [...redact(text.trim())].slice(0, REVIEW_TEXT_MAX).join('')
  return (
    <div className="grid gap-4">
      <section aria-labelledby="scam-right-title" className="card grid gap-3">
        <h2 id="scam-right-title" className="m-0 text-2xl">
          {m.report_review_right_q()}
        </h2>
        <div className="flex flex-wrap gap-3">
          {choices.map(([value, label]) => (
            <button key={value} type="button" className="btn-secondary" aria-pressed={right === value} onClick={() => setRight(value)}>
              {label}
            </button>
          ))}
        </div>
        <p aria-live="polite" className="m-0 font-semibold">
          {right ? m.report_review_thanks() : ''}
        </p>
      </section>
      {right && cleaned ? (
        <SendToTeam
          source="checker"
          text={cleaned}
          verdict={verdict}
          right={right}
          words={{
            title: m.report_review_send_title(),
            lead: m.report_review_send_lead(),
            agree: m.report_review_agree(),
            send: m.report_review_send(),
            sent: m.report_review_sent(),
          }}
        />
      ) : null}
    </div>
  )
}
