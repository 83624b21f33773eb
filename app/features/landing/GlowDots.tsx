import { useEffect, useRef } from 'react'

export const GLOW_DOT_COUNT = 12

/**
 * Twelve decorative glowing dots (spec). The server renders them with fixed positions and fixed
 * durations between 8 and 14 s (in CSS, so the HTML is identical on server and client); after
 * hydration each gets a random 8–14 s duration and delay through the CSSOM (allowed by the CSP,
 * unlike inline style attributes). Hidden from assistive technology; still under reduced motion. The drift stops after 5 s.
 */
export function GlowDots() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The drift stops 5 s after the page opened (decision 151): randomise only while it still runs,
    // each dot playing the share of its cycle that ends then, so nothing jumps or restarts later.
    const elapsed = Number(document.timeline?.currentTime ?? 0) / 1000
    if (elapsed > 4) return
    for (const dot of Array.from(ref.current?.children ?? []) as HTMLElement[]) {
      const duration = 8 + Math.random() * 6
      const delay = -Math.random() * 8
      dot.style.setProperty('--glow-duration', `${duration.toFixed(2)}s`)
      dot.style.setProperty('--glow-delay', `${delay.toFixed(2)}s`)
      dot.style.setProperty('--glow-count', ((5 - delay) / duration).toFixed(4))
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
