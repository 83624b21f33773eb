// What /report-it-once shows after its form was posted with no script (form-post.server.ts): the
// answers, which view to draw, the receipt's lines and a problem to say, all drawn on the server.
import type { AgencyId } from '#content/report-pack'
import type { ReportDraft } from '#shared/report'

export interface ReceiptLine {
  agency: AgencyId
  reference: string
  /** YYYY-MM-DD, or '' when not given. */
  filedOn: string
}

export interface PostedReport {
  draft: ReportDraft
  /** The questions again (filled in), the pack, or the pack with the receipt on top. */
  view: 'form' | 'pack' | 'receipt'
  /** The question to show in the 'form' view (0-based). */
  step: number
  receipt: ReceiptLine[] | null
  /** A plain-language problem (too many tries, a number too long, the platform down). */
  problem: string | null
  /** What was typed in the receipt form, given back when it could not be made. */
  typed?: Record<string, string>
}
