import { type ReactNode, useId } from 'react'

import { m } from '#shared/paraglide/messages.js'

/**
 * A horizontal strip of items that scrolls by `step` pixels per arrow press (never more than the
 * strip's visible width, so on a small screen one press moves one screen). The strip is an ordinary
 * scrollable list: without JavaScript it scrolls by touch, trackpad or the scroll bar, and every
 * item is in the HTML. The arrows, the disabled state at either end (aria-disabled, so a keyboard
 * user's focus stays on them) and the Left and Right arrow keys on the focusable strip are answered
 * by the small client entry (app/lib/landing-controls.ts), not by React: a press never waits for the
 * app, and never starts it (decision 102). Until the entry has run the arrows stay out of sight.
 */
export function Carousel({
  label,
  step,
  children,
  className = '',
  listClassName = '',
}: {
  /** Names the carousel for assistive technology, e.g. "Why Millions Trust Us". */
  label: string
  /** Pixels per arrow press. */
  step: number
  /** One node per item; each is wrapped in an <li>. */
  children: ReactNode[]
  className?: string
  listClassName?: string
}) {
  const listId = useId()

  const arrow = (direction: -1 | 1) => {
    const name = direction < 0 ? m.shell_scroll_left() : m.shell_scroll_right()
    return (
      <button
        type="button"
        className="carousel-arrow"
        aria-label={`${name}: ${label}`}
        aria-controls={listId}
        aria-disabled={direction < 0}
        data-carousel-move={direction}
        tabIndex={-1}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d={direction < 0 ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    )
  }

  return (
    <section
      className={`carousel ${className}`}
      aria-roledescription={m.shell_carousel_role()}
      aria-label={label}
      data-carousel
      data-step={step}
    >
      {/* The entry sets data-ready and the arrows' tabindex and aria-disabled; React never re-renders them. */}
      <div className="carousel-controls" data-ready="false" suppressHydrationWarning>
        {arrow(-1)}
        {arrow(1)}
      </div>
      <ul
        id={listId}
        className={`carousel-list ${listClassName}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={m.shell_carousel_keys({ label })}
        data-carousel-list
      >
        {children.map((child, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are static content in a fixed order
          <li key={i} className="carousel-item">
            {child}
          </li>
        ))}
      </ul>
    </section>
  )
}
