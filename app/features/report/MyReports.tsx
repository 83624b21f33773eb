// /my-reports: every saved report, its reference numbers and dates, printable (issue 45, the receipt).
import { useEffect, useState } from 'react'
import { apiFetch, fallbackMessage } from '#app/lib/api'
import { getToken } from '#app/lib/auth-state'
import { words as packEs } from '#content/es/report-pack'
import { words as packFr } from '#content/fr/report-pack'
import { type AgencyId, agencies, agencyName, words as packEn } from '#content/report-pack'
import { currentLocale, LOCALE_TAGS, localizeHref, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { ReceiptLabel } from './ReceiptLabel'

interface SavedReport {
  id: string
  createdAt: number
  country: string
  checkins: 'on' | 'off'
  references: { id: number; agency: AgencyId; reference: string; filedOn: string }[]
}

export function MyReports() {
  const [reports, setReports] = useState<SavedReport[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [said, setSaid] = useState<string | null>(null)
  const locale = currentLocale()
  const pack = pick({ en: packEn, es: packEs, fr: packFr })
  const nameOf = (id: string) => {
    const agency = agencies.find((a) => a.id === id)
    return agency ? agencyName(agency, pack.agencies[agency.id], currentLocale()) : id
  }
  const date = (value: number | string) =>
    new Date(typeof value === 'string' ? `${value}T12:00:00Z` : value).toLocaleDateString(LOCALE_TAGS[locale], {
      dateStyle: 'long',
      timeZone: 'UTC',
    })

  const load = () =>
    apiFetch<{ reports: SavedReport[] }>('/api/reports', { token: getToken() }).then((res) => {
      if (res.ok && res.data.reports) setReports(res.data.reports)
      else setError(res.data.msg ?? fallbackMessage(res.status))
    })
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, when the page opens
  useEffect(() => {
    void load()
  }, [])

  async function remove(id: string) {
    const res = await apiFetch(`/api/reports/${encodeURIComponent(id)}`, { method: 'DELETE', token: getToken() })
    if (!res.ok) return setError(res.data.msg ?? fallbackMessage(res.status))
    setSaid(m.report_deleted())
    await load()
  }

  const status = (
    <div aria-live="polite">
      {said ? <p className="m-0 font-semibold">{said}</p> : null}
      {error ? <p className="m-0 text-danger font-semibold">{error}</p> : null}
    </div>
  )
  if (!reports) return error ? status : <p>{m.report_save_busy()}</p>
  if (reports.length === 0)
    return (
      <>
        {status}
        <p>
          {m.report_receipts_none()} <a href={localizeHref('/report-it-once', locale)}>{m.report_receipts_start()}</a>
        </p>
      </>
    )
  return (
    <div className="grid gap-6">
      {status}
      <div className="no-print">
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          {m.report_print()}
        </button>
      </div>
      {reports.map((report) => (
        <section
          key={report.id}
          aria-labelledby={`r-${report.id}`}
          className="rounded-xl border-2 border-line bg-white p-4 sm:p-5 grid grid-cols-[minmax(0,1fr)] gap-3 min-w-0"
        >
          <h2 id={`r-${report.id}`} className="m-0 text-xl">
            {m.report_receipt_heading({ date: date(report.createdAt) })}
          </h2>
          {report.references.length === 0 ? (
            <p className="m-0">{m.report_receipt_none()}</p>
          ) : (
            <table className="w-full text-left report-receipt">
              <thead>
                <tr>
                  <th scope="col">{m.report_ref_where()}</th>
                  <th scope="col">{m.report_ref_number()}</th>
                  <th scope="col">{m.report_ref_date()}</th>
                </tr>
              </thead>
              <tbody>
                {report.references.map((ref) => (
                  <tr key={ref.id}>
                    <td>
                      <ReceiptLabel text={m.report_ref_where()} />
                      {nameOf(ref.agency)}
                    </td>
                    <td className="font-semibold break-all">
                      <ReceiptLabel text={m.report_ref_number()} />
                      {ref.reference}
                    </td>
                    <td>
                      <ReceiptLabel text={m.report_ref_date()} />
                      {ref.filedOn ? date(ref.filedOn) : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="no-print">
            <button type="button" className="btn-secondary" onClick={() => void remove(report.id)}>
              {m.report_delete()}
            </button>
          </div>
        </section>
      ))}
    </div>
  )
}
