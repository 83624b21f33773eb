// The mail exactly as the server will send it (its subject and plain text), shown before sending.
import type { MailPreview } from './api'

export function MailPreviewBox({ title, mail }: { title: string; mail: MailPreview | null }) {
  return (
    <figure className="m-0 grid gap-2" aria-busy={mail ? undefined : true}>
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      <div className="rounded-lg border-2 border-line bg-surface p-4 text-base [overflow-wrap:anywhere]" data-testid="trusted-preview">
        {mail ? (
          <>
            <p className="m-0 mb-3 font-bold">{mail.subject}</p>
            <p className="m-0 whitespace-pre-wrap">{mail.text.slice(mail.text.indexOf('\n\n') + 2)}</p>
          </>
        ) : (
          <p className="m-0">…</p>
        )}
      </div>
    </figure>
  )
}
