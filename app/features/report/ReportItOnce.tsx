// /report-it-once (issue 45): one question a screen, then the report pack. Every field is a plain,
// uncontrolled form field, all of them in the page from the first paint (the questions not shown are
// `hidden`), so what is typed before or after the app starts stays in the field; each change is also
// written to this device's localStorage, and read back when the page opens again. Nothing is required.
// Nothing leaves the device until the person presses "Save to my account" or "Send it to our team".
import { type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { PhoneLink } from '#app/components/PhoneLink'
import { useSignedIn } from '#app/features/auth/use-signed-in'
import { apiFetch } from '#app/lib/api'
import { readStorage, writeStorage } from '#app/lib/local-storage'
import { site } from '#content/site'
import { currentLocale, LOCALE_LANG_ATTRIBUTES, LOCALE_TAGS, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import {
  CONTACT_WAYS,
  emptyDraft,
  fieldMax,
  isEmptyDraft,
  PAY_METHODS,
  REPORT_COUNTRIES,
  type ReportDraft,
  readDraft,
  SHARED_KINDS,
  TEXT_FIELDS,
} from '#shared/report'
import { buildPack, optionLabel, type PackPart } from './pack'
import type { PostedReport, ReceiptLine } from './posted'
import { ReceiptLabel } from './ReceiptLabel'
import { ReceiptForm, ShareScam, StayWithYou } from './ReportAccount'

/** The draft's key in localStorage: on this device only, until saved. */
export const DRAFT_KEY = 'reportDraft'
/** The id of the report once saved to the account (for the receipt and the check-ins). */
export const SAVED_KEY = 'reportSavedId'

const STEPS = ['country', 'what', 'when', 'contact', 'paid', 'payment', 'scammer', 'shared'] as const
type Step = (typeof STEPS)[number]

function readForm(form: HTMLFormElement): ReportDraft {
  const data = new FormData(form)
  const raw: Record<string, unknown> = { country: data.get('country') ?? '' }
  for (const field of TEXT_FIELDS) raw[field] = String(data.get(field) ?? '')
  for (const list of ['contact', 'paid', 'shared'] as const) raw[list] = data.getAll(list).map(String)
  return readDraft(raw)
}

/** Puts a stored draft into the fields that are still empty (what was typed before the app started wins). */
function fillForm(form: HTMLFormElement, draft: ReportDraft) {
  const typed = readForm(form)
  for (const field of TEXT_FIELDS) {
    const el = form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null
    if (el && !typed[field] && draft[field]) el.value = draft[field]
  }
  const tick = (name: 'country' | 'contact' | 'paid' | 'shared', values: readonly string[], chosen: boolean) => {
    if (chosen) return
    for (const el of form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)) if (values.includes(el.value)) el.checked = true
  }
  tick('country', draft.country ? [draft.country] : [], typed.country !== '')
  tick('contact', draft.contact, typed.contact.length > 0)
  tick('paid', draft.paid, typed.paid.length > 0)
  tick('shared', draft.shared, typed.shared.length > 0)
}

/**
 * The stored draft goes into the empty fields once, before anything is read from the form: a press
 * held until the app started (app/client.tsx) can reach `go` before the mount effect has run, and
 * reading the fields then would store an empty draft over the one kept on this device.
 */
function fillOnce(filled: { current: boolean }, form: HTMLFormElement) {
  if (filled.current) return
  filled.current = true
  fillForm(form, storedDraft())
}

function storedDraft(): ReportDraft {
  try {
    return readDraft(JSON.parse(readStorage(DRAFT_KEY) ?? '{}'))
  } catch {
    return emptyDraft()
  }
}

const noop = () => () => {}
/** False in the server's HTML and until the app runs here; true once it does. */
const useLive = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )

/** The answers as hidden fields, so a form in the pack posts them again (no script: nothing is kept on our side). */
function DraftFields({ draft }: { draft: ReportDraft }) {
  return (
    <>
      {draft.country ? <input type="hidden" name="country" value={draft.country} /> : null}
      {TEXT_FIELDS.map((field) => (draft[field] ? <input key={field} type="hidden" name={field} value={draft[field]} /> : null))}
      {(['contact', 'paid', 'shared'] as const).flatMap((list) =>
        draft[list].map((value) => <input key={`${list}-${value}`} type="hidden" name={list} value={value} />),
      )}
    </>
  )
}

export function ReportItOnce({ posted = null }: { posted?: PostedReport | null }) {
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [draft, setDraft] = useState<ReportDraft>(() => posted?.draft ?? emptyDraft())
  const [step, setStep] = useState<number | 'pack'>(posted && posted.view !== 'form' ? 'pack' : (posted?.step ?? 0))
  const [notice, setNotice] = useState<string | null>(posted?.problem ?? null)
  const moved = useRef(false)
  const self = localizeHref('/report-it-once', currentLocale())
  const live = useLive()
  const filled = useRef(false)

  useEffect(() => {
    const form = formRef.current
    if (!form) return
    fillOnce(filled, form)
    const now = readForm(form)
    setDraft(now)
    if (!isEmptyDraft(now)) writeStorage(DRAFT_KEY, JSON.stringify(now))
  }, [])

  // After Next / Back, the new question's heading takes focus, so a screen reader reads it.
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    const target = step === 'pack' ? headingRef.current : formRef.current?.querySelector<HTMLElement>(`[data-step="${step}"] .report-q`)
    target?.focus()
    target?.scrollIntoView({ block: 'nearest' })
  }, [step])

  function onChange() {
    const form = formRef.current
    if (!form) return
    fillOnce(filled, form)
    const next = readForm(form)
    setDraft(next)
    writeStorage(DRAFT_KEY, JSON.stringify(next))
    setNotice(null)
  }

  function go(to: number | 'pack') {
    onChange()
    moved.current = true
    setStep(to)
  }

  function erase() {
    writeStorage(DRAFT_KEY, null)
    writeStorage(SAVED_KEY, null)
    formRef.current?.reset()
    setDraft(emptyDraft())
    moved.current = true
    setStep(0)
    setNotice(m.report_cleared())
  }

  // Next, Back and "See my report pack" are submit buttons (`go` = a question's number or "pack"): with
  // no script the form posts to the page itself and the server draws that question or the pack; with
  // the app the press stays on this device.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const to = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? 'pack'
    go(/^\d$/.test(to) ? Math.min(Number(to), STEPS.length - 1) : 'pack')
  }

  return (
    <div className="report-page">
      <section className="bg-surface border-b border-line no-print">
        <div className="container py-8 md:py-10 max-w-[52rem]">
          <h1 className="text-3xl md:text-4xl m-0">{m.report_h1()}</h1>
          <p className="mt-4 mb-0 text-lg text-ink">{m.report_intro()}</p>
          {posted && !live ? (
            <p className="mt-3 mb-0 text-ink">{m.report_nojs_sent()}</p>
          ) : (
            <>
              <p className="mt-3 mb-0 text-ink">{m.report_on_device()}</p>
              <noscript>
                <p className="mt-3 mb-0 text-ink">{m.report_nojs_sent()}</p>
              </noscript>
            </>
          )}
          <p className="mt-3 mb-0 font-semibold">{m.report_nothing_sent()}</p>
        </div>
      </section>
      <div className="container py-8 max-w-[52rem]">
        <div aria-live="polite">{notice ? <p className="m-0 mb-4 font-semibold">{notice}</p> : null}</div>
        <form
          ref={formRef}
          method="post"
          action={`${self}#report-questions`}
          id="report-questions"
          className="report-form no-print"
          onInput={onChange}
          onChange={onChange}
          onSubmit={onSubmit}
          hidden={step === 'pack'}
        >
          {STEPS.map((name, index) => (
            <fieldset key={name} data-step={index} hidden={step !== index} className="report-step grid gap-4 border-0 p-0 m-0">
              <p className="m-0 text-ink">{m.report_step_of({ n: index + 1, total: STEPS.length })}</p>
              <Question step={name} defaults={posted?.draft ?? null} />
              {/* Only the shown question has buttons, Next first: Enter in a field means Next. */}
              {step === index ? (
                <div className="flex flex-wrap gap-3 mt-2">
                  {index < STEPS.length - 1 ? (
                    <button type="submit" name="go" value={index + 1} className="btn-primary">
                      {m.report_next()}
                    </button>
                  ) : null}
                  <button
                    type="submit"
                    name="go"
                    value="pack"
                    formAction={`${self}#report-pack-title`}
                    className={index === STEPS.length - 1 ? 'btn-primary' : 'btn-secondary'}
                  >
                    {m.report_to_pack()}
                  </button>
                  {index > 0 ? (
                    <button type="submit" name="go" value={index - 1} className="btn-secondary">
                      {m.report_back()}
                    </button>
                  ) : null}
                </div>
              ) : null}
            </fieldset>
          ))}
        </form>
        {step === 'pack' ? (
          <Pack
            draft={draft}
            headingRef={headingRef}
            onEdit={() => go(0)}
            onErase={erase}
            self={self}
            receipt={posted?.view === 'receipt' ? posted.receipt : null}
            typed={posted?.typed ?? null}
          />
        ) : null}
      </div>
    </div>
  )
}

function Question({ step, defaults }: { step: Step; defaults: ReportDraft | null }) {
  const legendId = `report-q-${step}`
  const legend = (text: string) => (
    <legend id={legendId} className="report-q text-2xl font-semibold m-0 p-0" tabIndex={-1}>
      {text}
    </legend>
  )
  // A question with one field is named by its legend (`label` null), so it is read once, not twice.
  const text = (name: (typeof TEXT_FIELDS)[number], label: string | null, opts: { long?: boolean; hint?: string; type?: string } = {}) => {
    const id = `report-${name}`
    const named = label === null ? { 'aria-labelledby': legendId } : {}
    return (
      <div className="grid gap-1">
        {label === null ? null : (
          <label htmlFor={id} className="font-semibold">
            {label}
          </label>
        )}
        {opts.hint ? (
          <p id={`${id}-hint`} className="m-0 text-ink">
            {opts.hint}
          </p>
        ) : null}
        {opts.long ? (
          <textarea
            {...named}
            id={id}
            name={name}
            rows={6}
            maxLength={fieldMax(name)}
            aria-describedby={opts.hint ? `${id}-hint` : undefined}
            className="field-input w-full text-lg"
            defaultValue={defaults?.[name] || undefined}
          />
        ) : (
          <input
            {...named}
            id={id}
            name={name}
            type={opts.type ?? 'text'}
            maxLength={fieldMax(name)}
            aria-describedby={opts.hint ? `${id}-hint` : undefined}
            className="field-input w-full text-lg"
            defaultValue={defaults?.[name] || undefined}
          />
        )}
      </div>
    )
  }
  const choices = (name: 'contact' | 'paid' | 'shared', values: readonly string[], label: (v: string) => string) => (
    <div className="grid gap-2">
      {values.map((value) => (
        <label key={value} className="report-choice flex items-center gap-3 text-lg">
          <input
            type="checkbox"
            name={name}
            value={value}
            className="w-6 h-6 shrink-0"
            defaultChecked={defaults?.[name].includes(value as never) || undefined}
          />
          {label(value)}
        </label>
      ))}
    </div>
  )
  switch (step) {
    case 'country':
      return (
        <>
          {legend(m.report_q_country())}
          <div className="grid gap-2">
            {REPORT_COUNTRIES.map((c) => (
              <label key={c} className="report-choice flex items-center gap-3 text-lg">
                <input
                  type="radio"
                  name="country"
                  value={c}
                  className="w-6 h-6 shrink-0"
                  defaultChecked={defaults?.country === c || undefined}
                />
                {{ us: m.report_country_us, ca: m.report_country_ca, mx: m.report_country_mx }[c]()}
              </label>
            ))}
          </div>
        </>
      )
    case 'what':
      return (
        <>
          {legend(m.report_q_what())}
          {text('what', null, { long: true, hint: m.report_q_what_hint() })}
        </>
      )
    case 'when':
      return (
        <>
          {legend(m.report_q_when())}
          {text('when', null, { type: 'date', hint: m.report_q_when_hint() })}
        </>
      )
    case 'contact':
      return (
        <>
          {legend(m.report_q_contact())}
          {choices('contact', CONTACT_WAYS, (v) => optionLabel.contact[v as (typeof CONTACT_WAYS)[number]]())}
        </>
      )
    case 'paid':
      return (
        <>
          {legend(m.report_q_paid())}
          {choices('paid', PAY_METHODS, (v) => optionLabel.paid[v as (typeof PAY_METHODS)[number]]())}
          {text('amount', m.report_amount())}
        </>
      )
    case 'payment':
      return (
        <>
          {legend(m.report_q_payment())}
          {text('payment', m.report_payment(), { long: true })}
          {text('bank', m.report_bank())}
          {text('giftCard', m.report_gift_card())}
        </>
      )
    case 'scammer':
      return (
        <>
          {legend(m.report_q_scammer())}
          {text('scammer', null, { long: true, hint: m.report_q_scammer_hint() })}
        </>
      )
    case 'shared':
      return (
        <>
          {legend(m.report_q_shared())}
          {choices('shared', SHARED_KINDS, (v) => optionLabel.shared[v as (typeof SHARED_KINDS)[number]]())}
          {text('sharedOther', m.report_shared_other())}
        </>
      )
  }
}

function Pack({
  draft,
  headingRef,
  onEdit,
  onErase,
  self,
  receipt,
  typed,
}: {
  draft: ReportDraft
  headingRef: React.RefObject<HTMLHeadingElement | null>
  onEdit: () => void
  onErase: () => void
  /** The page's own address, where the forms post with no script. */
  self: string
  /** The receipt made on the server (no script), to show on top. */
  receipt: ReceiptLine[] | null
  /** What was typed in the receipt form, given back when it could not be made. */
  typed: Record<string, string> | null
}) {
  const locale = currentLocale()
  const parts = buildPack(draft, locale)
  const [pdfState, setPdfState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const auth = useSignedIn()
  const live = useLive()

  async function downloadPdf() {
    setPdfState('busy')
    try {
      const { packPdf } = await import('./pdf')
      const date = new Date().toLocaleDateString(LOCALE_TAGS[locale], { dateStyle: 'long' })
      const bytes = await packPdf(
        parts,
        {
          title: m.report_pack_title(),
          made: m.report_pdf_made({ date, company: site.company }),
          nothingSent: m.report_nothing_sent(),
          yours: m.report_yours(),
          notSaid: m.report_not_said(),
          fileOnline: m.report_file_online(),
          call: m.report_call(),
          forward: m.report_forward(),
          expect: m.report_expect(),
        },
        LOCALE_LANG_ATTRIBUTES[locale],
      )
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }))
      const a = document.createElement('a')
      a.href = url
      a.download = `${m.report_pdf_file()}.pdf`
      document.body.appendChild(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
      setPdfState('idle')
    } catch {
      setPdfState('failed')
    }
  }

  return (
    <section aria-labelledby="report-pack-title" className="report-pack grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="report-pack-title" ref={headingRef} tabIndex={-1} className="m-0 text-2xl md:text-3xl mr-auto min-w-0">
          {m.report_pack_title()}
        </h2>
        {live ? (
          <div className="flex flex-wrap gap-3 no-print min-w-0">
            <button type="button" className="btn-secondary" onClick={() => window.print()}>
              {m.report_print()}
            </button>
            <button type="button" className="btn-secondary" onClick={() => void downloadPdf()} disabled={pdfState === 'busy'}>
              {pdfState === 'busy' ? m.report_pdf_busy() : m.report_pdf()}
            </button>
          </div>
        ) : null}
      </div>
      <div aria-live="polite" className="no-print">
        {pdfState === 'failed' ? <p className="m-0 text-danger font-semibold">{m.report_pdf_failed()}</p> : null}
      </div>
      {live ? null : <p className="m-0 text-lg no-print">{m.report_nojs_pack()}</p>}
      {receipt ? <Receipt lines={receipt} parts={parts} /> : null}
      <p className="m-0 font-semibold">{m.report_nothing_sent()}</p>
      {parts.length === 0 ? <p className="m-0">{m.report_pack_none()}</p> : <p className="m-0">{m.report_pack_lead()}</p>}
      <ol className="report-parts grid grid-cols-[minmax(0,1fr)] gap-6 list-none p-0 m-0">
        {parts.map((part, i) => (
          <li key={part.id}>
            <PackPartView part={part} n={i + 1} />
          </li>
        ))}
      </ol>
      {parts.length > 0 && !live ? <NoScriptReceiptForm self={self} draft={draft} parts={parts} typed={typed} /> : null}
      <form method="post" action={self} className="flex flex-wrap gap-3 no-print">
        <DraftFields draft={draft} />
        <button
          type="submit"
          name="intent"
          value="edit"
          className="btn-secondary"
          onClick={(event) => {
            event.preventDefault()
            onEdit()
          }}
        >
          {m.report_edit()}
        </button>
        {live ? (
          <button type="button" className="btn-secondary" onClick={onErase}>
            {m.report_clear()}
          </button>
        ) : null}
      </form>
      {live ? (
        <div className="no-print grid gap-6">
          <SaveToAccount draft={draft} token={auth.token} ready={auth.ready} parts={parts} />
          <ShareScam draft={draft} />
        </div>
      ) : null}
    </section>
  )
}

/** With no script: the reference numbers typed after filing, posted back to make a receipt page (nothing kept). */
function NoScriptReceiptForm({
  self,
  draft,
  parts,
  typed,
}: {
  self: string
  draft: ReportDraft
  parts: PackPart[]
  typed: Record<string, string> | null
}) {
  return (
    <form
      method="post"
      action={`${self}#report-receipt-title`}
      aria-labelledby="report-nojs-receipt-title"
      className="no-print rounded-xl border-2 border-navy bg-white p-4 sm:p-5 grid grid-cols-[minmax(0,1fr)] gap-4 min-w-0"
    >
      <h2 id="report-nojs-receipt-title" className="m-0 text-xl">
        {m.report_receipt_title()}
      </h2>
      <p className="m-0">{m.report_nojs_receipt_lead()}</p>
      <DraftFields draft={draft} />
      {parts.map((part) => (
        <fieldset key={part.id} className="grid gap-2 border-t border-line pt-3 m-0 p-0 border-0 border-t-2">
          <legend className="font-semibold text-lg">{part.name}</legend>
          <label className="grid gap-1">
            <span>{m.report_ref_number()}</span>
            <input
              name={`ref-${part.id}`}
              maxLength={100}
              className="field-input w-full text-lg"
              defaultValue={typed?.[`ref-${part.id}`]}
            />
          </label>
          <label className="grid gap-1">
            <span>{m.report_ref_date()}</span>
            <input
              name={`filed-${part.id}`}
              type="date"
              className="field-input w-full text-lg"
              defaultValue={typed?.[`filed-${part.id}`]}
            />
          </label>
        </fieldset>
      ))}
      <div>
        <button type="submit" name="intent" value="receipt" className="btn-primary">
          {m.report_nojs_receipt_make()}
        </button>
      </div>
    </form>
  )
}

/** The receipt drawn on the server from what was typed (no script): printable, kept nowhere. */
function Receipt({ lines, parts }: { lines: ReceiptLine[]; parts: PackPart[] }) {
  const locale = currentLocale()
  const date = new Date().toLocaleDateString(LOCALE_TAGS[locale], { dateStyle: 'long' })
  const nameOf = (id: string) => parts.find((p) => p.id === id)?.name ?? id
  const shown = (day: string) =>
    day ? new Date(`${day}T12:00:00Z`).toLocaleDateString(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }) : ''
  return (
    <section aria-labelledby="report-receipt-title" className="rounded-xl border-2 border-navy bg-white p-4 sm:p-5 grid gap-3 min-w-0">
      <h2 id="report-receipt-title" className="m-0 text-2xl">
        {m.report_nojs_receipt_title()}
      </h2>
      <p className="m-0">{m.report_nojs_receipt_made({ date })}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left border-collapse report-receipt">
          <thead>
            <tr>
              <th scope="col" className="p-2 border-b-2 border-line">
                {m.report_ref_where()}
              </th>
              <th scope="col" className="p-2 border-b-2 border-line">
                {m.report_ref_number()}
              </th>
              <th scope="col" className="p-2 border-b-2 border-line">
                {m.report_ref_date()}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.agency}>
                <td className="p-2 border-b border-line">
                  <ReceiptLabel text={m.report_ref_where()} />
                  {nameOf(line.agency)}
                </td>
                <td className="p-2 border-b border-line [overflow-wrap:anywhere]">
                  <ReceiptLabel text={m.report_ref_number()} />
                  {line.reference}
                </td>
                <td className="p-2 border-b border-line">
                  <ReceiptLabel text={m.report_ref_date()} />
                  {shown(line.filedOn)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function PackPartView({ part, n }: { part: PackPart; n: number }) {
  return (
    <article
      aria-labelledby={`pack-${part.id}`}
      className="report-part rounded-xl border-2 border-line bg-white p-4 sm:p-5 grid grid-cols-[minmax(0,1fr)] gap-3 min-w-0"
    >
      <h3 id={`pack-${part.id}`} className="m-0 text-xl">
        {n}. {part.name}
      </h3>
      <p className="m-0">{part.how}</p>
      {part.link ? (
        <p className="m-0">
          {m.report_file_online()}{' '}
          <a href={part.link.url} target="_blank" rel="noopener noreferrer">
            {part.link.site}
            <span className="sr-only"> {m.report_new_tab()}</span>
          </a>
        </p>
      ) : null}
      {part.phones.length ? (
        <p className="m-0">
          {m.report_call()}{' '}
          {part.phones.map((p, i) => (
            <span key={p.tel}>
              {i > 0 ? ' / ' : null}
              <a href={p.tel}>{p.display}</a>
            </span>
          ))}
        </p>
      ) : null}
      {part.forwardTo ? (
        <p className="m-0 text-lg font-semibold">
          {m.report_forward()} {part.forwardTo}
        </p>
      ) : null}
      {part.asksForYours ? <p className="m-0 text-ink">{m.report_yours()}</p> : null}
      {part.fields.length ? (
        <dl className="report-fields grid gap-3 m-0">
          {part.fields.map((field) => (
            <CopyField key={field.id} label={field.label} value={field.value} />
          ))}
        </dl>
      ) : null}
      <p className="m-0">
        <strong>{m.report_expect()}</strong> {part.expect}
      </p>
    </article>
  )
}

function CopyField({ label, value }: { label: string; value: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const live = useLive()
  const valueRef = useRef<HTMLElement>(null)
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setState('copied')
    } catch {
      const range = document.createRange()
      if (valueRef.current) {
        range.selectNodeContents(valueRef.current)
        window.getSelection()?.removeAllRanges()
        window.getSelection()?.addRange(range)
      }
      setState('failed')
    }
  }
  return (
    <div className="report-field grid gap-1 border-t border-line pt-3">
      <dt className="font-semibold">{label}</dt>
      <dd className="m-0 flex flex-wrap items-start gap-3">
        <span ref={valueRef} className="report-value whitespace-pre-wrap [overflow-wrap:anywhere] flex-1 min-w-0 basis-40">
          {value || m.report_not_said()}
        </span>
        {value && live ? (
          <button type="button" className="btn-secondary no-print" onClick={() => void copy()}>
            {state === 'copied' ? m.report_copied() : m.report_copy()}
            {/* "Copy: <the field>" for a screen reader; the visible word stays the start of the name. */}
            <span className="sr-only">{m.report_copy_label({ field: label }).slice(m.report_copy().length)}</span>
          </button>
        ) : null}
        <span aria-live="polite" className="sr-only">
          {state === 'copied' ? m.report_copied() : state === 'failed' ? m.report_copy_failed() : ''}
        </span>
        {state === 'failed' ? <span className="w-full text-danger">{m.report_copy_failed()}</span> : null}
      </dd>
    </div>
  )
}

function SaveToAccount({ draft, token, ready, parts }: { draft: ReportDraft; token: string | null; ready: boolean; parts: PackPart[] }) {
  const [savedId, setSavedId] = useState<string | null>(() => (typeof window === 'undefined' ? null : readStorage(SAVED_KEY)))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const locale = currentLocale()

  async function save() {
    setBusy(true)
    setError(null)
    const res = await apiFetch<{ id: string }>('/api/reports', { body: { draft, id: savedId ?? undefined }, token })
    setBusy(false)
    if (res.ok && res.data.id) {
      writeStorage(SAVED_KEY, res.data.id)
      setSavedId(res.data.id)
    } else setError(res.data.msg ?? m.report_err_failed({ phone: site.phone }))
  }

  return (
    <section
      aria-labelledby="report-save-title"
      className="rounded-xl border-2 border-navy bg-white p-4 sm:p-5 grid grid-cols-[minmax(0,1fr)] gap-3 min-w-0"
    >
      <h2 id="report-save-title" className="m-0 text-xl">
        {m.report_save_title()}
      </h2>
      <p className="m-0">{m.report_save_lead()}</p>
      {!ready ? null : token ? (
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn-primary" onClick={() => void save()} disabled={busy}>
            {busy ? m.report_save_busy() : m.report_save()}
          </button>
          <span aria-live="polite" className="font-semibold">
            {savedId && !busy ? m.report_saved() : ''}
          </span>
        </div>
      ) : (
        <p className="m-0">
          <a href={localizeHref('/login', locale)}>{m.report_save_sign_in()}</a> {m.report_save_or()}{' '}
          <a href={localizeHref('/signup', locale)}>{m.report_save_sign_up()}</a>.
        </p>
      )}
      <div aria-live="assertive">{error ? <p className="m-0 text-danger font-semibold">{error}</p> : null}</div>
      {token && savedId ? (
        <>
          <ReceiptForm token={token} reportId={savedId} parts={parts} />
          <StayWithYou token={token} reportId={savedId} />
          <p className="m-0">
            <a href={localizeHref('/my-reports', locale)}>{m.report_receipts_link()}</a>
          </p>
        </>
      ) : null}
      <p className="m-0 text-ink">
        <PhoneLink label={m.report_save_call()} />
      </p>
    </section>
  )
}
