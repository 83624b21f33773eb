// The console's review queue (issue 41 item 6, issue 45): what people sent from the scam checker and the
// report form, with their consent, their own details already taken out. An expert labels each item
// (scam / not a scam / unsure, and a family); labelled items are exported as checker data. Its own
// component, opened on demand like the System view, so the console's layout stays as it is. English.
import { type FormEvent, useState } from 'react'
import { apiFetch } from '#app/lib/api'

interface ReviewItem {
  id: number
  source: 'checker' | 'report'
  text: string
  lang: string
  verdict: string | null
  right: 'yes' | 'no' | 'unsure' | null
  consentAt: number
  label: 'scam' | 'not-scam' | 'unsure' | null
  family: string | null
}

const LABELS = [
  ['scam', 'Scam'],
  ['not-scam', 'Not a scam'],
  ['unsure', 'Unsure'],
] as const
const when = (ms: number) => new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export function ReviewQueuePanel({ token }: { token: string }) {
  const [queue, setQueue] = useState<{ waiting: number; items: ReviewItem[] } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [exported, setExported] = useState<string | null>(null)

  async function load() {
    setError(null)
    const res = await apiFetch<{ waiting: number; items: ReviewItem[] }>('/api/review', { token })
    if (res.ok && res.data.items) setQueue({ waiting: res.data.waiting ?? 0, items: res.data.items })
    else setError(res.data.msg ?? 'The review queue did not load. Please try again.')
  }

  async function label(event: FormEvent<HTMLFormElement>, id: number) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const res = await apiFetch(`/api/review/${id}/label`, {
      body: { label: data.get('label'), family: String(data.get('family') ?? '').trim() },
      token,
    })
    if (res.ok) await load()
    else setError(res.data.msg ?? 'The label was not saved. Please try again.')
  }

  async function exportData() {
    const res = await apiFetch<{ jsonl: string }>('/api/review/export', { token })
    if (!res.ok || typeof res.data.jsonl !== 'string') return setError('The export did not work. Please try again.')
    const url = URL.createObjectURL(new Blob([res.data.jsonl], { type: 'application/x-ndjson' }))
    const a = document.createElement('a')
    a.href = url
    a.download = 'review-labelled.jsonl'
    document.body.appendChild(a)
    a.click()
    a.remove()
    setExported('Exported: review-labelled.jsonl (the data format of data/scam-check/messages.jsonl).')
  }

  return (
    <details
      className="mt-4 rounded-lg border-2 border-muted bg-white p-3"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) void load()
      }}
    >
      <summary className="font-semibold text-lg cursor-pointer">Review queue{queue ? ` (${queue.waiting} waiting)` : ''}</summary>
      {error ? <p className="text-danger font-semibold">{error}</p> : null}
      {queue ? (
        <div className="mt-2 grid gap-3 text-base">
          <p className="m-0">
            Sent by visitors with their consent; names, e-mail addresses, phone and card numbers were removed before sending.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" onClick={() => void exportData()}>
              Export labelled items
            </button>
            <span aria-live="polite">{exported}</span>
          </div>
          {queue.items.length === 0 ? <p className="m-0">Nothing waiting.</p> : null}
          <ul className="list-none p-0 m-0 grid gap-3">
            {queue.items.map((item) => (
              <li key={item.id} className="border-t border-line pt-3 grid gap-2">
                <p className="m-0 text-sm text-muted">
                  #{item.id} · from the {item.source === 'checker' ? 'scam checker' : 'report form'} · {item.lang} · consent{' '}
                  {when(item.consentAt)}
                  {item.verdict ? ` · checker said: ${item.verdict}` : ''}
                  {item.right ? ` · visitor said the answer was right: ${item.right}` : ''}
                </p>
                <pre className="m-0 whitespace-pre-wrap break-words bg-surface p-2 rounded font-sans">{item.text}</pre>
                <form
                  className="flex flex-wrap items-end gap-3"
                  onSubmit={(e) => void label(e, item.id)}
                  aria-label={`Label item ${item.id}`}
                >
                  <fieldset className="flex flex-wrap gap-3 border-0 p-0 m-0">
                    <legend className="sr-only">Label for item {item.id}</legend>
                    {LABELS.map(([value, text]) => (
                      <label key={value} className="flex items-center gap-1">
                        <input type="radio" name="label" value={value} defaultChecked={item.label === value} required />
                        {text}
                      </label>
                    ))}
                  </fieldset>
                  <label className="grid gap-1">
                    Family
                    <input name="family" defaultValue={item.family ?? ''} maxLength={40} pattern="[a-z0-9-]*" className="field-input" />
                  </label>
                  <button type="submit" className="btn-secondary">
                    {item.label ? 'Change label' : 'Save label'}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </details>
  )
}
