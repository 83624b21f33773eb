import { type PointerEvent, useState } from 'react'
import { m } from '#shared/paraglide/messages.js'

export const ZOOM_SCALE = 1.8
const CENTER = '50% 50%'

/**
 * The product image with zoom (spec: scale 1.8, following the pointer, reset when it leaves).
 * A mouse or pen zooms on hover; a tap zooms in on the tapped spot (and out again); the Zoom button
 * does the same for keyboard users. The zoom transition is switched off under reduced motion.
 */
export function ProductZoom({ src, alt, width, height }: { src: string; alt: string; width: number; height: number }) {
  const [hovering, setHovering] = useState(false)
  const [pinned, setPinned] = useState(false)
  const [origin, setOrigin] = useState(CENTER)
  const zoomed = hovering || pinned
  // Keeps the last origin while zooming out, so the picture does not jump.
  const touched = zoomed || origin !== CENTER

  function originAt(e: PointerEvent<HTMLDivElement>): string {
    const box = e.currentTarget.getBoundingClientRect()
    const clamp = (n: number) => Math.min(100, Math.max(0, n))
    const x = clamp(((e.clientX - box.left) / box.width) * 100)
    const y = clamp(((e.clientY - box.top) / box.height) * 100)
    return `${x.toFixed(1)}% ${y.toFixed(1)}%`
  }

  return (
    <figure className="m-0">
      <div
        className="overflow-hidden rounded-xl border border-line bg-surface cursor-zoom-in touch-manipulation"
        data-testid="product-zoom"
        onPointerMove={(e) => {
          if (e.pointerType === 'touch') return
          setHovering(true)
          setOrigin(originAt(e))
        }}
        onPointerLeave={(e) => {
          if (e.pointerType === 'touch') return
          setHovering(false)
        }}
        onPointerUp={(e) => {
          if (e.pointerType !== 'touch') return
          if (!pinned) setOrigin(originAt(e))
          setPinned(!pinned)
        }}
      >
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          className="block w-full h-auto transition-transform duration-300 ease-out select-none"
          draggable={false}
          // Only set after an interaction, on the client: a server-rendered style attribute would break the CSP.
          style={touched ? { transform: zoomed ? `scale(${ZOOM_SCALE})` : 'none', transformOrigin: origin } : undefined}
        />
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm text-muted">{m.store_zoom_hint()}</span>
        <button
          type="button"
          className="btn-secondary"
          aria-pressed={pinned}
          onClick={() => {
            if (!pinned) setOrigin(CENTER)
            setPinned(!pinned)
          }}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="M15 15l6 6M10 7v6M7 10h6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          {m.store_zoom()}
        </button>
      </figcaption>
    </figure>
  )
}
