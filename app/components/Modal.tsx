import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'

import { m } from '#shared/paraglide/messages.js'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** Keeps Tab and Shift+Tab inside the dialog: a native modal dialog lets focus leave for the browser's own controls. */
function trapTab(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== 'Tab') return
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0)
  if (items.length === 0) return
  const first = items[0]
  const last = items[items.length - 1]
  const active = document.activeElement
  if (e.shiftKey && (active === first || active === e.currentTarget)) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && active === last) {
    e.preventDefault()
    first.focus()
  }
}

interface ModalProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** Label of the footer button that closes the dialog. */
  closeLabel?: string
}

/**
 * The site's one dialog: a native <dialog> opened modally, so the page behind is inert and Escape
 * closes it; Tab cycles within it; focus returns to the control that opened it. 300 ms panel and 150 ms backdrop transitions (spec),
 * switched off under prefers-reduced-motion by the global stylesheet.
 */
export function Modal({ open, onClose, title, children, closeLabel = m.shell_close() }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onDialogClose = () => {
      onClose()
      const target = opener.current
      if (target instanceof HTMLElement) target.focus()
    }
    dialog.addEventListener('close', onDialogClose)
    return () => dialog.removeEventListener('close', onDialogClose)
  }, [onClose])

  return (
    // The click handler closes on a backdrop click only; keyboard users have Escape and two buttons.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="site-modal m-auto w-[min(34rem,calc(100vw-2rem))] rounded-2xl border-0 p-0 shadow-2xl text-ink"
      onClick={(e) => {
        if (e.target === e.currentTarget) ref.current?.close() // a click on the backdrop
      }}
      onKeyDown={trapTab}
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
        <h2 id={titleId} className="m-0 text-2xl">
          {title}
        </h2>
        <button
          type="button"
          className="min-h-11 min-w-11 rounded-md border-2 border-line bg-white text-2xl leading-none text-navy cursor-pointer hover:border-navy"
          aria-label={m.shell_close()}
          onClick={() => ref.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="px-6 py-5">{children}</div>
      <div className="flex justify-end border-t border-line px-6 py-4">
        <button type="button" className="btn-secondary" onClick={() => ref.current?.close()}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  )
}
