// The first tap on a 'tap' island's markup (./declare.ts), for every launcher (./chat-launcher.ts): the
// launcher answers in the tap's own frame, and the island's loading comes after that frame, never
// before it. Loading is not free on a slow phone: the bundler's preload helper looks the page up once
// for each chunk the island needs (tens of ms at 4× CPU on a long page), which would sit between the
// tap and its answer. Decision 325.
import { ISLANDS, type IslandName } from './declare'

/** Runs `fn` just after the browser has painted the next frame (the tap's answer). */
export function afterPaint(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0))
}

/**
 * Fetches an island ahead when a mouse or pen points at its markup or the keyboard reaches it (the
 * tap then finds it loaded). A touch does not: its tap follows within a frame, and the work would
 * delay that tap's answer. `skip`: the page's app answers the markup now.
 */
export function preloadOnIntent(name: IslandName, load: () => Promise<unknown>, skip: () => boolean): void {
  const ahead = (e: Event) => {
    const target = e.target instanceof Element ? e.target : null
    // Not for a touch, nor for a tap's focus (keyboard focus alone shows its ring: :focus-visible).
    const intent = e instanceof PointerEvent ? e.pointerType !== 'touch' : target?.matches(':focus-visible')
    if (intent && target?.closest(ISLANDS[name].markup) && !skip()) void load().catch(() => {})
  }
  for (const type of ['pointerover', 'focusin']) document.addEventListener(type, ahead, { passive: true })
}
