import { useEffect, useRef } from 'react'

export const GLOW_DOT_COUNT = 12

/**
 * Twelve decorative glowing dots (spec). The server renders them with fixed positions and fixed
 * durations between 8 and 14 s (in CSS, so the HTML is identical on server and client); after
 * hydration each gets a random 8–14 s duration and delay through the CSSOM (allowed by the CSP,
 * unlike inline style attributes). Hidden from assistive technology; still under reduced motion.
 */
export function GlowDots() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    for (const dot of Array.from(ref.current?.children ?? []) as HTMLElement[]) {
      dot.style.setProperty('--glow-duration', `${(8 + Math.random() * 6).toFixed(2)}s`)
      dot.style.setProperty('--glow-delay', `${(-Math.random() * 8).toFixed(2)}s`)
    }
  }, [])
  return (
    <div ref={ref} className="glow-dots" aria-hidden="true">
      {Array.from({ length: GLOW_DOT_COUNT }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of identical decorations
        <span key={i} className="glow-dot" />
      ))}
    </div>
  )
}
