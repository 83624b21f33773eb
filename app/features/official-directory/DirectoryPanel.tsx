import { useId, useState } from 'react'
import { apiFetch } from '#app/lib/api'
import type { OfficialEntry } from '#content/official-directory'

// The console's "Official directory" view (docs/official-directory.md): an expert proposes an addition,
// a correction or a removal for /official-contacts; a second expert approves or rejects it before it
// shows. Its own component, opened on demand beside the System view; English, like the console.
interface Proposal {
  id: number
  entryId: string
  action: 'upsert' | 'remove'
  entry: OfficialEntry | null
  current: OfficialEntry | null
  note: string
  proposedByName: string
  status: 'pending' | 'approved' | 'rejected'
  reviewedByName: string | null
  reviewNote: string | null
}

interface DirectoryState {
  version: string
  entries: OfficialEntry[]
  proposals: Proposal[]
}

const NEW_ENTRY = `{
  "id": "",
  "names": { "en": "", "es": "", "fr": "" },
  "aliases": [],
  "country": "us",
  "kind": "bank",
  "website": "https://",
  "domains": [],
  "phones": [],
  "never": [],
  "sources": [{ "url": "https://", "checked": "${new Date().toISOString().slice(0, 10)}" }]
}`

export function DirectoryPanel({ token }: { token: string }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const [state, setState] = useState<DirectoryState | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [start, setStart] = useState('')
  const [entryText, setEntryText] = useState(NEW_ENTRY)
  const [removing, setRemoving] = useState(false)
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)

  /** Reads the directory and the queue; after a proposal or a review, its answer stays on screen. */
  async function load(clear = true) {
    if (clear) setError(null)
    const res = await apiFetch<DirectoryState>('/api/official-directory/proposals', { token })
    if (res.ok) setState(res.data as unknown as DirectoryState)
    else setError(res.data.msg ?? 'The directory did not load. Please try again.')
  }

  function choose(id: string) {
    setStart(id)
    const entry = state?.entries.find((e) => e.id === id)
    setEntryText(entry ? JSON.stringify(entry, null, 2) : NEW_ENTRY)
  }

  async function propose() {
    setError(null)
    setNotice(null)
    let body: unknown
    if (removing) body = { action: 'remove', id: start, note }
    else {
      try {
        body = { action: 'upsert', entry: JSON.parse(entryText), note }
      } catch {
        setError('The entry is not valid JSON. Check the commas and quotes.')
        return
      }
    }
    setBusy(true)
    const res = await apiFetch<{ msg: string }>('/api/official-directory/proposals', { token, body })
    setBusy(false)
    if (!res.ok) {
      setError(res.data.msg ?? 'The proposal was not saved. Please try again.')
      return
    }
    setNotice(res.data.msg ?? 'Proposal saved.')
    setNote('')
    await load(false)
  }

  async function decide(id: number, decision: 'approve' | 'reject') {
    setError(null)
    setNotice(null)
    const res = await apiFetch<{ msg: string }>(`/api/official-directory/proposals/${id}/review`, { token, body: { decision } })
    if (!res.ok) setError(res.data.msg ?? 'The review was not saved. Please try again.')
    else setNotice(res.data.msg ?? 'Saved.')
    await load(false)
  }

  const pending = state?.proposals.filter((p) => p.status === 'pending') ?? []
  const decided = state?.proposals.filter((p) => p.status !== 'pending') ?? []

  return (
    <details
      className="mt-4 rounded-lg border-2 border-muted bg-white p-3"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) void load()
      }}
    >
      <summary className="font-semibold text-lg cursor-pointer">Official directory</summary>
      {error ? (
        <p className="text-danger font-semibold" role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className="text-success font-semibold" role="status">
          {notice}
        </p>
      ) : null}
      {state ? (
        <div className="mt-2 flex flex-col gap-4 text-base">
          <p className="m-0">
            Version {state.version}, {state.entries.length} entries on{' '}
            <a href="/official-contacts" target="_blank" rel="noopener">
              /official-contacts
            </a>
            . A change shows there once another expert approves it; you cannot approve your own.
          </p>

          <section aria-labelledby={`dir-pending${uid}`}>
            <h3 id={`dir-pending${uid}`} className="m-0 text-lg">
              Waiting for review ({pending.length})
            </h3>
            {pending.length === 0 ? <p className="m-0">Nothing is waiting.</p> : null}
            <ul className="m-0 p-0 list-none flex flex-col gap-3">
              {pending.map((p) => (
                <li key={p.id} className="rounded border border-line p-2">
                  <p className="m-0 font-semibold">
                    {p.action === 'remove' ? 'Remove' : p.current ? 'Correct' : 'Add'} “{p.entryId}”, proposed by {p.proposedByName}
                  </p>
                  <p className="m-0">Note: {p.note}</p>
                  {p.entry ? (
                    <details>
                      <summary className="cursor-pointer">Proposed entry</summary>
                      <pre className="whitespace-pre-wrap break-words text-sm m-0">{JSON.stringify(p.entry, null, 2)}</pre>
                    </details>
                  ) : null}
                  {p.current ? (
                    <details>
                      <summary className="cursor-pointer">Entry now</summary>
                      <pre className="whitespace-pre-wrap break-words text-sm m-0">{JSON.stringify(p.current, null, 2)}</pre>
                    </details>
                  ) : null}
                  <div className="mt-2 flex gap-2">
                    <button type="button" className="btn-primary" onClick={() => void decide(p.id, 'approve')}>
                      Approve #{p.id}
                    </button>
                    <button type="button" className="btn-secondary" onClick={() => void decide(p.id, 'reject')}>
                      Reject #{p.id}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby={`dir-propose${uid}`}>
            <h3 id={`dir-propose${uid}`} className="m-0 text-lg">
              Propose a change
            </h3>
            <label htmlFor={`dir-start${uid}`} className="block mt-2 font-semibold">
              Entry to correct or remove (or a new one)
            </label>
            <select
              id={`dir-start${uid}`}
              value={start}
              onChange={(e) => choose(e.target.value)}
              className="border-2 border-ink rounded p-1"
            >
              <option value="">New entry</option>
              {state.entries.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.id}
                </option>
              ))}
            </select>
            {start ? (
              <label className="block mt-2">
                <input type="checkbox" checked={removing} onChange={(e) => setRemoving(e.target.checked)} /> Remove this entry
              </label>
            ) : null}
            {!removing || !start ? (
              <>
                <label htmlFor={`dir-entry${uid}`} className="block mt-2 font-semibold">
                  Entry (JSON: every address and number with the page you read it on and the date)
                </label>
                <textarea
                  id={`dir-entry${uid}`}
                  value={entryText}
                  onChange={(e) => setEntryText(e.target.value)}
                  rows={12}
                  spellCheck={false}
                  className="w-full font-mono text-sm border-2 border-ink rounded p-2"
                />
              </>
            ) : null}
            <label htmlFor={`dir-note${uid}`} className="block mt-2 font-semibold">
              Note for the reviewer (what changed and where you checked it)
            </label>
            <textarea
              id={`dir-note${uid}`}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              rows={2}
              className="w-full border-2 border-ink rounded p-2"
            />
            <button type="button" className="btn-primary mt-2" disabled={busy} onClick={() => void propose()}>
              Send for review
            </button>
          </section>

          {decided.length > 0 ? (
            <section aria-labelledby={`dir-decided${uid}`}>
              <h3 id={`dir-decided${uid}`} className="m-0 text-lg">
                Recently decided
              </h3>
              <ul className="m-0 pl-5">
                {decided.map((p) => (
                  <li key={p.id}>
                    #{p.id} {p.action} “{p.entryId}”: {p.status} by {p.reviewedByName ?? 'an expert'}
                    {p.reviewNote ? ` (${p.reviewNote})` : ''}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </details>
  )
}
