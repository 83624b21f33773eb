// "Check a screenshot or photo" on /scam-check: a file input (the phone's camera or photo picker), and
// a picture dropped on it or pasted on the page. The reading code (OCR, QR codes) is imported only when
// a picture is chosen (read-picture.ts); the picture never leaves the device, only the words read from
// it (or the QR code's link) go to the page's usual check. docs/decisions/140.
import { useEffect, useId, useRef, useState } from 'react'
import { site } from '#content/site'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import type { PictureResult } from './read-picture'

type Status =
  | { step: 'idle' }
  | { step: 'reading'; percent: number }
  | { step: 'text' }
  | { step: 'qr'; data: string }
  | { step: 'problem'; message: string }

function problemMessage(result: PictureResult): string {
  if (result.kind === 'nothing') return m.tools_scam_pic_nothing()
  if (result.kind !== 'problem') return ''
  switch (result.problem) {
    case 'not-image':
      return m.tools_scam_pic_not_image()
    case 'broken':
      return m.tools_scam_pic_broken()
    case 'too-big':
      return m.tools_scam_pic_too_big()
    case 'too-slow':
      return m.tools_scam_pic_too_slow()
    default:
      return m.tools_scam_pic_failed({ phone: site.phone })
  }
}

export function PictureInput({ onStart, onRead }: { onStart: () => void; onRead: (text: string) => void }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const inputId = `scam-picture${uid}`
  const hintId = `scam-picture-hint${uid}`
  const titleId = `scam-picture-title${uid}`
  const [status, setStatus] = useState<Status>({ step: 'idle' })
  const [dragging, setDragging] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const zoneRef = useRef<HTMLDivElement>(null)
  const busy = useRef(false)
  const handlers = useRef({ onStart, onRead })
  handlers.current = { onStart, onRead }

  async function read(file: File) {
    if (busy.current) return
    busy.current = true
    handlers.current.onStart()
    setStatus({ step: 'reading', percent: 0 })
    try {
      const { readPicture } = await import('./read-picture')
      // Announced in steps of 10, so a screen reader is not flooded.
      const result = await readPicture(file, currentLocale(), (percent) =>
        setStatus({ step: 'reading', percent: Math.floor(percent / 10) * 10 }),
      )
      if (result.kind === 'qr') {
        setStatus({ step: 'qr', data: result.data })
        handlers.current.onRead(result.data)
      } else if (result.kind === 'text') {
        setStatus({ step: 'text' })
        handlers.current.onRead(result.text)
      } else {
        setStatus({ step: 'problem', message: problemMessage(result) })
      }
    } catch {
      // The reading code itself did not load (offline, say).
      setStatus({ step: 'problem', message: m.tools_scam_pic_failed({ phone: site.phone }) })
    } finally {
      busy.current = false
      // The same file chosen again is read again.
      if (inputRef.current) inputRef.current.value = ''
    }
  }

  // A picture chosen before the page's scripts were ready (they load at the first action) is read now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    const early = inputRef.current?.files?.[0]
    if (early) void read(early)
  }, [])

  // A picture pasted anywhere on the page (a computer's Ctrl+V); pasted text goes where it always went.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read() only uses refs and setters
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'))
      if (!file || event.clipboardData?.getData('text/plain')) return
      event.preventDefault()
      void read(file)
    }
    window.addEventListener('paste', onPaste)
    return () => window.removeEventListener('paste', onPaste)
  }, [])

  // A picture chosen before the app ran (the tap that opened the device's chooser also started the app,
  // and the choice can come back before it has): read it now, as the change would have.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read() only uses refs and setters
  useEffect(() => {
    const file = inputRef.current?.files?.[0]
    if (file) void read(file)
  }, [])

  // A picture dragged onto the box (a computer's mouse; the file input above does the same for everyone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read() only uses refs and setters
  useEffect(() => {
    const zone = zoneRef.current
    if (!zone) return
    const over = (event: globalThis.DragEvent) => {
      event.preventDefault()
      setDragging(true)
    }
    const leave = () => setDragging(false)
    const drop = (event: globalThis.DragEvent) => {
      event.preventDefault()
      setDragging(false)
      const file = event.dataTransfer?.files[0]
      if (file) void read(file)
    }
    zone.addEventListener('dragover', over)
    zone.addEventListener('dragleave', leave)
    zone.addEventListener('drop', drop)
    return () => {
      zone.removeEventListener('dragover', over)
      zone.removeEventListener('dragleave', leave)
      zone.removeEventListener('drop', drop)
    }
  }, [])

  return (
    <div
      ref={zoneRef}
      className={`scam-picture mt-6 grid gap-3 rounded-xl border-2 border-dashed p-4 ${dragging ? 'border-navy bg-surface' : 'border-muted'}`}
    >
      <h3 id={titleId} className="m-0 text-xl font-semibold">
        {m.tools_scam_pic_label()}
      </h3>
      <p id={hintId} className="m-0 text-lg">
        {m.tools_scam_pic_hint()} <span className="hidden md:inline">{m.tools_scam_pic_drop()}</span>
      </p>
      {/* Its own words, not the heading's: "Check…" would make two controls answer to "Check". */}
      <label htmlFor={inputId} className="text-lg font-semibold">
        {m.tools_scam_pic_choose()}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        aria-describedby={hintId}
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) void read(file)
        }}
        className="scam-picture-input w-full text-lg file:mr-3 file:cursor-pointer file:rounded-lg file:border-2 file:border-solid file:border-navy file:bg-white file:px-4 file:py-2 file:text-lg file:font-semibold file:text-navy"
      />
      <noscript>
        <p className="m-0 text-lg">{m.tools_scam_pic_noscript()}</p>
      </noscript>
      <p role="status" className="m-0 text-lg empty:hidden">
        {status.step === 'reading' ? m.tools_scam_pic_reading({ percent: status.percent }) : ''}
        {status.step === 'text' ? m.tools_scam_pic_read_done() : ''}
      </p>
      {status.step === 'qr' ? <QrLink data={status.data} /> : null}
      {status.step === 'problem' ? (
        <p role="alert" className="m-0 rounded-lg border-2 border-danger bg-[#fdeceb] p-3 text-lg">
          {status.message}
        </p>
      ) : null}
    </div>
  )
}

/** The QR code's link spelled out, its site highlighted; never a link the visitor could tap by mistake. */
export function QrLink({ data }: { data: string }) {
  let url: URL | null = null
  try {
    url = /^https?:\/\//i.test(data.trim()) ? new URL(data.trim()) : null
  } catch {
    url = null
  }
  if (!url) {
    return (
      <div className="grid gap-2 text-lg" data-qr>
        <p className="m-0">{m.tools_scam_pic_qr_text()}</p>
        <p className="m-0 rounded bg-surface p-2 font-mono [overflow-wrap:anywhere]">{data}</p>
      </div>
    )
  }
  const user = url.username ? `${url.username}${url.password ? `:${url.password}` : ''}@` : ''
  return (
    <div className="grid gap-2 text-lg" data-qr>
      <p className="m-0">{m.tools_scam_pic_qr_found()}</p>
      <p className="m-0 rounded bg-surface p-2 font-mono [overflow-wrap:anywhere]" data-qr-link>
        {`${url.protocol}//${user}`}
        <mark className="rounded bg-gold px-1 font-bold text-ink" data-qr-domain>
          {url.host}
        </mark>
        {url.pathname === '/' && !url.search && !url.hash && !data.trim().endsWith('/') ? '' : url.pathname}
        {url.search}
        {url.hash}
      </p>
      <p className="m-0">{m.tools_scam_pic_qr_domain()}</p>
    </div>
  )
}
