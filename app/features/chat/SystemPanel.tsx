import { useState } from 'react'
import { apiFetch } from '#app/lib/api'

// The console's System view (decision 123): how the scheduled jobs and queues are doing, for experts.
// Its own component, opened on demand, so the console's layout stays as it is. English, like the console.
interface SystemStatus {
  jobs: { job: string; ranAt: string; outcome: string; durationMs: number; counts: Record<string, unknown>; error: string | null }[]
  deliveries: Record<string, number>
  deadLetters: number
  mail: { purpose: string; used: number; limit: number }[]
  callbacksNotDelivered: number
  mailWaiting?: { waiting: number; oldestAt: string | null }
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export function SystemPanel({ token }: { token: string }) {
  const [status, setStatus] = useState<SystemStatus | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function load() {
    setError(null)
    const res = await apiFetch<SystemStatus>('/api/system', { token })
    if (res.ok) setStatus(res.data as unknown as SystemStatus)
    else setError(res.data.msg ?? 'The system view did not load. Please try again.')
  }

  return (
    <details
      className="mt-4 rounded-lg border-2 border-muted bg-white p-3"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) void load()
      }}
    >
      <summary className="font-semibold text-lg cursor-pointer">System</summary>
      {error ? <p className="text-danger font-semibold">{error}</p> : null}
      {status ? (
        <div className="mt-2 flex flex-col gap-3 text-base">
          <table className="w-full text-left">
            <caption className="text-left font-semibold">Scheduled jobs and queues: last run</caption>
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Last run</th>
                <th scope="col">Outcome</th>
                <th scope="col">Counts</th>
              </tr>
            </thead>
            <tbody>
              {status.jobs.map((j) => (
                <tr key={j.job}>
                  <th scope="row">{j.job}</th>
                  <td>{when(j.ranAt)}</td>
                  <td className={j.outcome === 'ok' ? 'text-success' : 'text-danger font-semibold'}>
                    {j.outcome}
                    {j.error ? `: ${j.error}` : ''}
                  </td>
                  <td>
                    {Object.entries(j.counts)
                      .map(([k, v]) => `${k} ${typeof v === 'number' ? v : JSON.stringify(v)}`)
                      .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="m-0">
            Alert deliveries: {status.deliveries.queued ?? 0} queued, {status.deliveries.sending ?? 0} sending,{' '}
            {status.deliveries.sent ?? 0} sent, {status.deliveries.failed ?? 0} failed. Dead letters: {status.deadLetters}.
          </p>
          <p className="m-0">Mail this hour: {status.mail.map((b) => `${b.purpose} ${b.used} of ${b.limit}`).join(', ')}.</p>
          <p className={`m-0 ${status.callbacksNotDelivered > 0 ? 'text-danger font-semibold' : ''}`}>
            Call-back requests not yet mailed to sales: {status.callbacksNotDelivered}.
          </p>
          {status.mailWaiting ? (
            <p className={`m-0 ${status.mailWaiting.waiting > 0 ? 'text-danger font-semibold' : ''}`}>
              Account warnings waiting to be sent: {status.mailWaiting.waiting}
              {status.mailWaiting.oldestAt ? ` (the oldest since ${when(status.mailWaiting.oldestAt)}; tried again every run)` : ''}.
            </p>
          ) : null}
          <button type="button" className="btn-secondary self-start" onClick={() => void load()}>
            Refresh
          </button>
        </div>
      ) : null}
    </details>
  )
}
