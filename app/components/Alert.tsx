import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { type AlertTone, takeFlash } from '#app/lib/flash'
import { m } from '#shared/paraglide/messages.js'

export interface AlertMessage {
  text: string
  tone: AlertTone
  /** A new id for every message, so the same words shown twice are announced (and focused) twice. */
  id: number
}

let nextId = 1

/**
 * The message state behind an <Alert>. With `fromFlash`, a message left by the previous page
 * (e.g. "Signup successful!" before moving on) is shown once on arrival.
 */
export function useAlert({ fromFlash = false }: { fromFlash?: boolean } = {}) {
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const show = useCallback((text: string, tone: AlertTone = 'error') => setMessage({ text, tone, id: nextId++ }), [])
  const clear = useCallback(() => setMessage(null), [])
  useEffect(() => {
    if (!fromFlash) return
    const flash = takeFlash()
    if (flash) show(flash.text, flash.tone)
  }, [fromFlash, show])
  return { message, show, clear }
}

const toneClass: Record<AlertTone, string> = {
  error: 'border-danger bg-[#fdeceb]',
  success: 'border-success bg-[#e8f5ee]',
  info: 'border-blue bg-surface',
}

const toneLabel: Record<AlertTone, () => string> = { error: m.shell_alert_problem, success: m.shell_alert_done, info: m.shell_alert_note }
const toneIcon: Record<AlertTone, string> = { error: '!', success: '✓', info: 'i' }

/**
 * The site's one message region: `role="alert"`, and focus moves to it when a message appears, so
 * keyboard and screen-reader users land on what happened. Text is rendered as text, never as HTML.
 */
export function Alert({ message, children, className = '' }: { message: AlertMessage | null; children?: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const id = message?.id
  useEffect(() => {
    if (id !== undefined) ref.current?.focus()
  }, [id])
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-tone={message?.tone}
      className={
        message
          ? `flex gap-3 items-start rounded-lg border-l-6 border-solid p-4 text-ink ${toneClass[message.tone]} ${className}`
          : 'visually-hidden'
      }
    >
      {message ? (
        <>
          <span
            aria-hidden="true"
            className={`shrink-0 inline-flex items-center justify-center w-7 h-7 rounded-full text-white font-bold ${message.tone === 'error' ? 'bg-danger' : message.tone === 'success' ? 'bg-success' : 'bg-blue'}`}
          >
            {toneIcon[message.tone]}
          </span>
          <div className="min-w-0">
            <span className="visually-hidden">{toneLabel[message.tone]()}: </span>
            <p className="m-0 font-semibold">{message.text}</p>
            {children}
          </div>
        </>
      ) : null}
    </div>
  )
}
