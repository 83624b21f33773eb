// Focus is never hidden (WCAG 2.2 2.4.11, issue 47): Tab by Tab through the whole page, every control
// that takes the keyboard focus is wholly on screen: not under the header, the bottom band or the
// cookie banner, and not cut by the strip of a carousel (the video carousel's "Play video" buttons).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The focused control (its place among all elements, or 'body') and where it is cut, or null when all of it
 * shows: one round trip a Tab.
 */
function focusedAndHiddenPart(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return { id: 'body', cut: null }
    // Which control: its place among all elements is enough to see the cycle close.
    const id = String(Array.prototype.indexOf.call(document.querySelectorAll('*'), el))
    const cut = ((): string | null => {
      if (!(el instanceof HTMLElement)) return null
      const fixedParts = '.site-header, .bottom-dock, .cookie-banner, .chat-launcher, .chat-window'
      // The skip link shows over the header, by design (it is above it).
      if (el.closest(fixedParts) || el.classList.contains('skip-link')) return null
      const box = el.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) return null
      let top = 0
      let bottom = window.innerHeight
      let left = 0
      let right = document.documentElement.clientWidth
      // What bounds the room, for the message: the fixed parts counted, with their edges.
      const bounds: string[] = []
      for (const part of document.querySelectorAll<HTMLElement>(fixedParts)) {
        const style = getComputedStyle(part)
        if (style.position !== 'fixed' || style.display === 'none' || part.offsetHeight === 0) continue
        const r = part.getBoundingClientRect()
        if (r.width < window.innerWidth / 2) continue
        bounds.push(`.${part.classList[0]} ${Math.round(r.top)}–${Math.round(r.bottom)}`)
        if (r.top <= 0) top = Math.max(top, r.bottom)
        else bottom = Math.min(bottom, r.top)
      }
      // A scrolling strip (a carousel) shows only what is inside its own box.
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const r = p.getBoundingClientRect()
        top = Math.max(top, r.top)
        bottom = Math.min(bottom, r.bottom)
        left = Math.max(left, r.left)
        right = Math.min(right, r.right)
      }
      const tol = 1
      // A control taller than the room left shows from its start.
      const tall = box.height > bottom - top
      const cut = box.top < top - tol || (!tall && box.bottom > bottom + tol) || box.left < left - tol || box.right > right + tol
      if (!cut) return null
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? el.tagName
      return `${el.tagName} "${name}" at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}; room ${Math.round(left)},${Math.round(top)}–${Math.round(right)},${Math.round(bottom)} (${bounds.join(', ')}); scrolled ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight}; entry ${(window as unknown as { __entryReady?: boolean }).__entryReady ? 'ready' : 'not ready'}`
    })()
    return { id, cut }
  })
}

async function tabThrough(page: Page, path: string) {
  await page.goto(path)
  const hidden: string[] = []
  let first: string | null = null
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab')
    const { id, cut } = await focusedAndHiddenPart(page)
    if (id === first) break
    if (id !== 'body') first ??= id
    if (cut) hidden.push(cut)
  }
  expect(hidden, `${path}: controls partly hidden when focused`).toEqual([])
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })
    for (const path of ['/', '/es', '/Pricing']) {
      test(`Tab by Tab through ${path}, every focused control shows whole`, async ({ page }) => {
        test.setTimeout(120_000)
        await tabThrough(page, path)
      })
    }
  })
}

test.describe('with the cookie banner still open', () => {
  test.use({ freshVisitor: true, viewport: { width: 390, height: 844 } })
  test('Tab by Tab through /, every focused control shows whole above the banner', async ({ page }) => {
    test.setTimeout(120_000)
    await tabThrough(page, '/')
  })
})
