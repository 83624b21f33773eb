import { m } from '#shared/paraglide/messages.js'

/**
 * The product image with zoom (spec: scale 1.8, following the pointer, reset when it leaves).
 * A mouse or pen zooms on hover; a tap zooms in on the tapped spot (and out again); the Zoom button
 * does the same for keyboard users. The zoom transition is switched off under reduced motion.
 * The small client entry answers all three (`data-zoom`, app/lib/page-behaviours.ts), so the first
 * hover zooms whether or not the app has started (decision 100).
 */
export function ProductZoom({ src, alt, width, height }: { src: string; alt: string; width: number; height: number }) {
  return (
    <figure className="m-0">
      <div
        className="overflow-hidden rounded-xl border border-line bg-surface cursor-zoom-in touch-manipulation"
        data-testid="product-zoom"
        data-zoom=""
      >
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          className="block w-full h-auto transition-transform duration-300 ease-out select-none"
          draggable={false}
        />
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm text-muted">{m.store_zoom_hint()}</span>
        <button type="button" className="btn-secondary" aria-pressed="false" data-zoom-toggle="">
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
