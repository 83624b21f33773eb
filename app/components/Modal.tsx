import { type ReactNode, useId } from 'react'

import { m } from '#shared/paraglide/messages.js'

interface ModalProps {
  /** The dialog's id: a button with `data-dialog-open="<id>"` opens it. */
  id: string
  title: string
  children: ReactNode
  /** Label of the footer button that closes the dialog. */
  closeLabel?: string
}

/**
 * The site's one dialog: a native <dialog> in the server's HTML, opened modally by the small client
 * entry when a button with `data-dialog-open="<id>"` is pressed (app/lib/page-behaviours.ts), so it
 * answers the first tap without React (decision 100). The page behind is inert; Escape, the two close
 * buttons (`<form method="dialog">`) and a click on the backdrop close it; Tab cycles within it; the
 * browser puts focus back on the control that opened it. 300 ms panel and 150 ms backdrop transitions
 * (spec), switched off under prefers-reduced-motion by the global stylesheet.
 */
export function Modal({ id, title, children, closeLabel = m.shell_close() }: ModalProps) {
  const titleId = useId()
  return (
    <dialog
      id={id}
      data-page-dialog=""
      aria-labelledby={titleId}
      className="site-modal m-auto w-[min(34rem,calc(100vw-2rem))] rounded-2xl border-0 p-0 shadow-2xl text-ink"
    >
      <form method="dialog" className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
        <h2 id={titleId} className="m-0 text-2xl">
          {title}
        </h2>
        <button
          type="submit"
          className="min-h-11 min-w-11 rounded-md border-2 border-line bg-white text-2xl leading-none text-navy cursor-pointer hover:border-navy"
          aria-label={m.shell_close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </form>
      <div className="px-6 py-5">{children}</div>
      <form method="dialog" className="flex justify-end border-t border-line px-6 py-4">
        <button type="submit" className="btn-secondary">
          {closeLabel}
        </button>
      </form>
    </dialog>
  )
}
