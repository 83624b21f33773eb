/**
 * A receipt cell's column name, shown inside the cell only where the table is drawn one number a
 * block (report.css, narrow screens and the largest text); hidden from the accessibility tree, which
 * has the column header.
 */
export function ReceiptLabel({ text }: { text: string }) {
  return (
    <span aria-hidden="true" className="report-receipt-label">
      {text}
    </span>
  )
}
