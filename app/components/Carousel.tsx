import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'

import { m } from '#shared/paraglide/messages.js'

/**
 * A horizontal strip of items that scrolls by `step` pixels per arrow press (never more than the
 * strip's visible width, so on a small screen one press moves one screen). The strip is an ordinary
 * scrollable list: without JavaScript it scrolls by touch, trackpad or the scroll bar, and every
 * item is in the HTML. With JavaScript the arrows appear; they are marked disabled at either end
 * (aria-disabled, so a keyboard user's focus stays on them). The strip itself is focusable and
 * moves with the Left and Right arrow keys.
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
  const listRef = useRef<HTMLUListElement>(null)
  const [ready, setReady] = useState(false)
  const [atStart, setAtStart] = useState(true)
  const [atEnd, setAtEnd] = useState(false)

  const update = useCallback(() => {
    const el = listRef.current
    if (!el) return
    setAtStart(el.scrollLeft <= 1)
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 1)
  }, [])

  useEffect(() => {
    const el = listRef.current
    if (!el) return
    setReady(true)
    update()
    el.addEventListener('scroll', update, { passive: true })
    const resize = new ResizeObserver(update)
    resize.observe(el)
    return () => {
      el.removeEventListener('scroll', update)
      resize.disconnect()
    }
  }, [update])

  const move = useCallback(
    (direction: -1 | 1) => {
      const el = listRef.current
      if (!el) return
      const distance = Math.min(step, el.clientWidth)
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      el.scrollBy({ left: direction * distance, behavior: reduce ? 'auto' : 'smooth' })
    },
    [step],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.target !== event.currentTarget) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      move(-1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      move(1)
    }
  }

  const arrow = (direction: -1 | 1) => {
    const disabled = direction < 0 ? atStart : atEnd
    const name = direction < 0 ? m.shell_scroll_left() : m.shell_scroll_right()
    return (
      <button
        type="button"
        className="carousel-arrow"
        aria-label={`${name}: ${label}`}
        aria-controls={listId}
        aria-disabled={disabled}
        tabIndex={ready ? 0 : -1}
        onClick={() => {
          if (!disabled) move(direction)
        }}
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
    <section className={`carousel ${className}`} aria-roledescription={m.shell_carousel_role()} aria-label={label}>
      <div className="carousel-controls" data-ready={ready}>
        {arrow(-1)}
        {arrow(1)}
      </div>
      <ul
        id={listId}
        ref={listRef}
        className={`carousel-list ${listClassName}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={m.shell_carousel_keys({ label })}
        onKeyDown={onKeyDown}
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
