// /help-now, under the steps (decision 160): a signed-in holder whose contact accepted and may receive
// plans sends the steps they are following, after seeing the mail exactly as it will be sent.
import { useState } from 'react'
import { Alert, useAlert } from '#app/components/Alert'
import { fallbackMessage } from '#app/lib/api'
import type { HelpNowSearch } from '#content/help-now-choices'
import { withElision } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { callTrusted, type MailPreview, useTrustedContact } from './api'
import { MailPreviewBox } from './MailPreviewBox'

export function SendPlanToContact({ search }: { search: HelpNowSearch }) {
  const { contact } = useTrustedContact()
  const alert = useAlert()
  const [preview, setPreview] = useState<MailPreview | null>(null)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  if (contact?.status !== 'accepted' || !contact.mayPlans || !search.s) return null
  const body = { country: search.country, s: search.s }

  const show = async () => {
    setOpen(true)
    setPreview(null)
    const res = await callTrusted<{ preview: MailPreview }>('POST', '/plan', { ...body, preview: true })
    if (res.ok && res.data.preview) setPreview(res.data.preview)
    else {
      setOpen(false)
      alert.show(res.data.msg ?? fallbackMessage(res.status))
    }
  }
  const send = async () => {
    setBusy(true)
    const res = await callTrusted('POST', '/plan', body)
    setBusy(false)
    if (!res.ok) {
      alert.show(res.data.msg ?? fallbackMessage(res.status))
      return
    }
    setOpen(false)
    alert.show(res.data.msg ?? m.trusted_msg_sent({ name: contact.name }), 'success')
  }

  return (
    <section
      className="no-print rounded-xl border-2 border-navy bg-white p-5"
      aria-labelledby="trusted-plan-title"
      data-testid="trusted-plan"
    >
      <h2 id="trusted-plan-title" className="m-0 text-2xl">
        {m.trusted_plan_heading()}
      </h2>
      <p className="mt-2 mb-4">{m.trusted_plan_intro({ name: contact.name })}</p>
      <Alert message={alert.message} className="mb-4" />
      {open ? (
        <div className="grid gap-4">
          <MailPreviewBox title={withElision(m.trusted_ask_preview, { name: contact.name })} mail={preview} />
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary text-lg" onClick={send} disabled={busy || !preview}>
              {busy ? m.trusted_plan_busy() : m.trusted_plan_send({ name: contact.name })}
            </button>
            <button type="button" className="btn-secondary text-lg" onClick={() => setOpen(false)}>
              {m.trusted_ask_cancel()}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-primary text-lg" onClick={show}>
          {m.trusted_plan_send({ name: contact.name })}
        </button>
      )}
    </section>
  )
}
