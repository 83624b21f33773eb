import { type ElementType, type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * Fades its content in once a given share of it is visible (spec: 20% on the landing page and
 * FixMyTech, 12% on the business page). Content is always in the HTML: without JavaScript, for
 * crawlers, and under prefers-reduced-motion it is simply shown.
 */
export function Reveal({
  children,
  threshold = 0.2,
  as: Tag = 'div',
  className = '',
}: {
  children: ReactNode
  threshold?: number
  as?: ElementType
  className?: string
}) {
  const ref = useRef<HTMLElement>(null)
  const [state, setState] = useState<'static' | 'waiting' | 'shown'>('static')

  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    // Already on screen at load: leave it as it is rather than hiding and re-showing it.
    const rect = el.getBoundingClientRect()
    if (rect.top < window.innerHeight && rect.bottom > 0) return
    setState('waiting')
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState('shown')
          observer.disconnect()
        }
      },
      { threshold },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [threshold])

  return (
    <Tag ref={ref} className={`reveal ${className}`} data-reveal={state}>
      {children}
    </Tag>
  )
}
