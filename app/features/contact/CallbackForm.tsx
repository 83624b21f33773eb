import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Field } from '#app/components/Field'
import { apiFetch } from '#app/lib/api'
import { clearCallbackNote, NOTE_KEY, readCallbackNote } from '#app/lib/callback-bridge'
import {
  bestTimes as bestTimesEn,
  CALLBACK_HONEYPOT,
  type CallbackField,
  callbackLimits,
  callbackTopics as callbackTopicsEn,
  timeZones as timeZonesEn,
} from '#content/callback'
import * as es from '#content/es/callback'
import * as fr from '#content/fr/callback'
import { site } from '#content/site'
import { pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { checkCallback } from '#shared/schemas/callback'

type Errors = Partial<Record<CallbackField, string>>
const FIELD_ORDER: CallbackField[] = ['name', 'phone', 'timeZone', 'bestTime', 'topic', 'note']
const INPUT = 'min-h-11 w-full max-w-[28rem] rounded-lg border-2 bg-white px-3 py-2 text-ink text-base'
const inputClass = (error?: string) => `${INPUT} ${error ? 'border-danger' : 'border-muted'}`

/**
 * "Request a call back": name, phone, time zone, best time, topic and an optional attached note →
 * POST /api/callback. Errors appear beside each field (and the first bad field gets focus); the answer
 * appears in a live region. A note arrives from startCallback() (app/lib/callback-bridge.ts).
 */
export function CallbackForm() {
  const bestTimes = pick({ en: bestTimesEn, es: es.bestTimes, fr: fr.bestTimes })
  const callbackTopics = pick({ en: callbackTopicsEn, es: es.callbackTopics, fr: fr.callbackTopics })
  const timeZones = pick({ en: timeZonesEn, es: es.timeZones, fr: fr.timeZones })
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const ids = {
    name: `cb-name${uid}`,
    phone: `cb-phone${uid}`,
    timeZone: `cb-zone${uid}`,
    bestTime: `cb-time${uid}`,
    topic: `cb-topic${uid}`,
    note: `cb-note${uid}`,
  } satisfies Record<CallbackField, string>
  const form = useRef<HTMLFormElement>(null)
  const done = useRef<HTMLDivElement>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState('')
  const [success, setSuccess] = useState('')
  // null: no note attached. Read after hydration (sessionStorage is the browser's).
  const [note, setNote] = useState<string | null>(null)
  useEffect(() => setNote(readCallbackNote()), [])

  function removeNote() {
    clearCallbackNote()
    setNote(null)
    setErrors((e) => ({ ...e, note: undefined }))
  }

  // The confirmation replaces the form: move focus to it so it is read out and nothing is lost.
  useEffect(() => {
    if (success) done.current?.focus()
  }, [success])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>
    if (note === null) delete data.note
    const checked = checkCallback(data)
    setFailure('')
    if (!checked.ok) {
      setErrors(checked.errors)
      const first = FIELD_ORDER.find((f) => checked.errors[f])
      if (first) document.getElementById(ids[first])?.focus()
      return
    }
    setErrors({})
    setSending(true)
    // apiFetch sends the page's language, so the answer comes back in it; it never throws.
    const res = await apiFetch('/api/callback', {
      method: 'POST',
      body: { ...checked.value, [CALLBACK_HONEYPOT]: data[CALLBACK_HONEYPOT] ?? '' },
    })
    setSending(false)
    if (res.status === 0) {
      setFailure(m.account_cb_offline({ phone: site.phone }))
      return
    }
    if (!res.ok) {
      setFailure(res.data.msg ?? m.account_cb_failed({ phone: site.phone }))
      return
    }
    setSuccess(res.data.msg ?? m.account_cb_thanks())
    form.current?.reset()
    clearCallbackNote()
    setNote(null)
  }

  if (success) {
    return (
      <div ref={done} tabIndex={-1} role="status" className="callback-success rounded-xl border-2 border-success bg-white p-5">
        <p className="m-0 text-lg font-semibold text-success">{m.account_cb_sent()}</p>
        <p className="mt-2 mb-0">{success}</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => setSuccess('')}>
          {m.account_cb_again()}
        </button>
      </div>
    )
  }

  /** What every control shares: its id and name, its error state and the texts that describe it. */
  const control = (f: CallbackField, hint?: string) => ({
    id: ids[f],
    name: f,
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': [hint, errors[f] ? `${ids[f]}-error` : undefined].filter(Boolean).join(' ') || undefined,
    className: inputClass(errors[f]),
  })
  const choices = [
    { field: 'timeZone', label: m.account_cb_zone(), choose: m.account_cb_zone_choose(), options: timeZones },
    { field: 'bestTime', label: m.account_cb_time(), choose: m.account_cb_time_choose(), options: bestTimes },
    { field: 'topic', label: m.account_cb_topic(), choose: m.account_cb_topic_choose(), options: callbackTopics },
  ] as const

  return (
    <form
      ref={form}
      method="post"
      action="/api/callback"
      noValidate
      aria-busy={sending}
      aria-labelledby="callback-title"
      // A note handed over from /help-now or the scam checker waits in this tab's storage: the app starts
      // at load to show it (decision 372); otherwise at the first field touched.
      data-app-at-load={`stored:${NOTE_KEY}`}
      className="callback-form grid gap-5"
      onSubmit={onSubmit}
    >
      <Field id={ids.name} label={m.account_cb_name()} error={errors.name}>
        <input type="text" autoComplete="name" required {...control('name')} />
      </Field>
      <Field id={ids.phone} label={m.account_cb_phone()} hint={m.account_cb_phone_hint()} error={errors.phone}>
        <input type="tel" inputMode="tel" autoComplete="tel" required {...control('phone', `${ids.phone}-hint`)} />
      </Field>
      {choices.map(({ field, label, choose, options }) => (
        <Field key={field} id={ids[field]} label={label} error={errors[field]}>
          <select required defaultValue="" {...control(field)}>
            <option value="" disabled>
              {choose}
            </option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      ))}
      {note !== null ? (
        <div className="callback-note grid gap-2 rounded-lg border-2 border-line bg-surface p-4">
          <Field id={ids.note} label={m.account_cb_note()} hint={m.account_cb_note_hint()} error={errors.note}>
            <textarea
              rows={6}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={callbackLimits.noteMax}
              {...control('note', `${ids.note}-hint`)}
              className={`${inputClass(errors.note)} max-w-[40rem] font-[inherit]`}
            />
          </Field>
          <div>
            <button type="button" className="btn-secondary" onClick={removeNote}>
              {m.account_cb_note_remove()}
            </button>
          </div>
        </div>
      ) : null}
      {/* For bots only: hidden from people and from screen readers, and out of the tab order. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`cb-website${uid}`}>{m.account_honeypot_label()}</label>
        <input id={`cb-website${uid}`} name={CALLBACK_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div role="alert" className="callback-failure empty:hidden rounded-lg border-2 border-danger bg-white p-4 text-danger font-semibold">
        {failure}
      </div>
      <div>
        <button type="submit" className="btn-primary text-lg" disabled={sending}>
          {sending ? m.account_cb_busy() : m.account_cb_submit()}
        </button>
      </div>
    </form>
  )
}
