// /AccountIn: "Your trusted contact" (decision 160). Name one (an invitation is e-mailed; nothing is
// sent to them before they accept), see who it is and what they may receive, change or remove them.
import { type FormEvent, useId, useState } from 'react'
import { Alert, useAlert } from '#app/components/Alert'
import { TextField } from '#app/components/Field'
import { AccountForm, PhoneField, SaveOrCancel } from '#app/features/auth/AccountFields'
import { fallbackMessage } from '#app/lib/api'
import { currentLocale, LOCALE_TAGS, withElision } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { callTrusted, type TrustedContact, useTrustedContact } from './api'

type Choice = 'mayAsks' | 'mayPlans' | 'mayWarnings'
const CHOICES: { key: Choice; label: () => string }[] = [
  { key: 'mayAsks', label: () => m.trusted_acc_asks() },
  { key: 'mayPlans', label: () => m.trusted_acc_plans() },
  { key: 'mayWarnings', label: () => m.trusted_acc_warnings() },
]

const day = (iso: string) => new Date(iso).toLocaleDateString(LOCALE_TAGS[currentLocale()], { dateStyle: 'long' })

export function TrustedContactSection() {
  const { contact, setContact } = useTrustedContact()
  const alert = useAlert()
  const [editing, setEditing] = useState(false)
  const [busy, setBusy] = useState(false)

  const end = async () => {
    setBusy(true)
    const res = await callTrusted<{ contact: null }>('DELETE', '')
    setBusy(false)
    if (!res.ok && res.status !== 404) {
      alert.show(res.data.msg ?? fallbackMessage(res.status))
      return
    }
    setContact(null)
    alert.show(res.data.msg ?? m.trusted_msg_ended(), 'success')
  }

  return (
    <section className="card md:p-8" aria-labelledby="trusted-heading" data-testid="trusted-contact">
      <h2 id="trusted-heading" className="m-0 text-2xl">
        {m.trusted_acc_heading()}
      </h2>
      <p className="mt-2 mb-4">{m.trusted_acc_intro()}</p>
      <Alert message={alert.message} className="mb-4" />
      {contact === undefined ? null : editing ? (
        <ContactForm
          replacing={contact?.status === 'accepted' ? contact : null}
          onDone={(saved, text) => {
            setContact(saved)
            setEditing(false)
            alert.show(text, 'success')
          }}
          onError={(text) => alert.show(text)}
          onCancel={() => setEditing(false)}
        />
      ) : contact === null ? (
        <>
          <p className="mt-0 mb-4">{m.trusted_acc_none()}</p>
          <button type="button" className="btn-primary" onClick={() => setEditing(true)}>
            {m.trusted_acc_name_button()}
          </button>
        </>
      ) : (
        <>
          <p className="mt-0 mb-2 font-semibold break-words">
            {contact.status === 'accepted'
              ? m.trusted_acc_accepted({ name: contact.name, email: contact.email })
              : withElision(m.trusted_acc_pending, {
                  email: contact.email,
                  name: contact.name,
                  date: contact.expiresAt ? day(contact.expiresAt) : '',
                })}
          </p>
          <p className="m-0">{m.trusted_acc_receives()}</p>
          <ul className="mt-1 mb-4 pl-6 list-disc">
            {CHOICES.filter((c) => contact[c.key]).map((c) => (
              <li key={c.key}>{c.label()}</li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            {contact.status === 'accepted' ? (
              <button type="button" className="btn-primary" onClick={() => setEditing(true)}>
                {m.trusted_acc_change()}
              </button>
            ) : null}
            <button type="button" className="btn-secondary" onClick={end} disabled={busy}>
              {contact.status === 'accepted' ? m.trusted_acc_end() : m.trusted_acc_withdraw()}
            </button>
          </div>
        </>
      )}
    </section>
  )
}

function ContactForm({
  replacing,
  onDone,
  onError,
  onCancel,
}: {
  replacing: TrustedContact | null
  onDone: (contact: TrustedContact, message: string) => void
  onError: (message: string) => void
  onCancel: () => void
}) {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState('')
  const [choices, setChoices] = useState<Record<Choice, boolean>>({ mayAsks: false, mayPlans: false, mayWarnings: false })
  const [busy, setBusy] = useState(false)
  const hintId = useId()

  const send = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    const res = await callTrusted<{ contact: TrustedContact }>('POST', '', { name, email, phone, ...choices })
    setBusy(false)
    if (!res.ok || !res.data.contact) {
      onError(res.data.msg ?? fallbackMessage(res.status))
      return
    }
    onDone(res.data.contact, res.data.msg ?? m.trusted_msg_invited({ email, name }))
  }

  return (
    <AccountForm label={m.trusted_acc_form_label()} onSubmit={send} className="flex flex-col gap-4">
      {/* W4: the romance or "helper" scammer is the first to volunteer. */}
      <p className="m-0 rounded-lg border-2 border-danger bg-white p-3 font-semibold" data-testid="trusted-who-not">
        {m.trusted_acc_who_not()}
      </p>
      <TextField label={m.trusted_acc_name()} name="name" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      <TextField
        label={m.trusted_acc_email()}
        type="email"
        name="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PhoneField label={m.trusted_acc_phone()} autoComplete="off" value={phone} onValue={setPhone} />
      <fieldset className="m-0 p-0 border-0 grid gap-3" aria-describedby={hintId}>
        <legend className="font-semibold text-ink p-0">{m.trusted_acc_choose()}</legend>
        <p id={hintId} className="m-0 text-base text-muted">
          {m.trusted_acc_choose_hint()}
        </p>
        {CHOICES.map((c) => (
          <label key={c.key} className="flex items-start gap-3 cursor-pointer">
            <input
              type="checkbox"
              name={c.key}
              className="mt-1 w-6 h-6 shrink-0 cursor-pointer accent-[#1558c0]"
              checked={choices[c.key]}
              onChange={(e) => setChoices((now) => ({ ...now, [c.key]: e.target.checked }))}
            />
            <span>{c.label()}</span>
          </label>
        ))}
      </fieldset>
      {replacing ? <p className="m-0">{m.trusted_acc_replace_note({ name: replacing.name })}</p> : null}
      <SaveOrCancel
        busy={busy}
        save={busy ? m.trusted_acc_busy() : m.trusted_acc_send()}
        cancel={m.trusted_acc_cancel()}
        onCancel={onCancel}
      />
    </AccountForm>
  )
}
