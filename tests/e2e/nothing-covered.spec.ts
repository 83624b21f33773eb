// Nothing covered (decision 151): the chat button sits in the bottom band, the cookie banner just above
// it, and the page keeps their height free, so no control, field or phone number on these pages ends up
// underneath them, at a phone's and a laptop's width and at every text size. Each control gets the
// keyboard focus as a person tabbing would give it (the browser scrolls it into view), and its box is
// compared with the band's, the chat button's and the banner's (WCAG 2.2 2.4.11, Focus Not Obscured).
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

const PAGES = ['/', '/es', '/Pricing', '/scam-check', '/login', '/signup', '/verify-otp']
const SIZES = ['normal', 'large', 'larger'] as const

/** Every visible control outside the fixed parts, focused in turn; the ones whose box meets a fixed part. */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const fixedParts = ['.bottom-dock', '.chat-launcher', '.cookie-banner']
      .map((selector) => document.querySelector<HTMLElement>(selector))
      .filter((el): el is HTMLElement => !!el && el.getClientRects().length > 0 && getComputedStyle(el).display !== 'none')
    const inside = (el: Element) => el.closest('.bottom-dock, .chat-launcher, .cookie-banner, .site-header, .chat-window')
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex="0"]'),
    ).filter((el) => !inside(el) && el.tabIndex >= 0 && el.getClientRects().length > 0 && el.getBoundingClientRect().width > 1)
    const problems: string[] = []
    for (const el of controls) {
      el.focus()
      if (document.activeElement !== el) continue
      const r = el.getBoundingClientRect()
      // A region taller than the free part of the window (a scrolling table or carousel) cannot be
      // wholly clear: there it must not be entirely hidden. Every other control must be wholly clear.
      if (r.height > 200) {
        const visible = Math.min(r.bottom, Math.min(...fixedParts.map((p) => p.getBoundingClientRect().top))) - Math.max(r.top, 0)
        if (visible < 40) problems.push(`${el.tagName.toLowerCase()} region hidden`)
        continue
      }
      for (const part of fixedParts) {
        const p = part.getBoundingClientRect()
        const w = Math.min(r.right, p.right) - Math.max(r.left, p.left)
        const h = Math.min(r.bottom, p.bottom) - Math.max(r.top, p.top)
        if (w > 1 && h > 1) {
          problems.push(
            `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" under ${part.className.split(' ')[0]}`,
          )
        }
      }
    }
    return { checked: controls.length, problems }
  })
}

for (const width of [390, 1280]) {
  for (const size of SIZES) {
    test.describe(`${width} px, ${size} text`, () => {
      test.use({ viewport: { width, height: width < 600 ? 844 : 800 }, freshVisitor: true })
      for (const path of PAGES) {
        test(`${path}: no control under the chat button, the bottom band or the cookie banner`, async ({ page }) => {
          await page.addInitScript((s) => {
            if (s !== 'normal') window.localStorage.setItem('textSize', s)
          }, size)
          await page.goto(path)
          await hydrated(page)
          // With the cookie banner still open (a first visit), then after it was answered.
          const before = await coveredControls(page)
          expect(before.checked).toBeGreaterThan(3)
          expect(before.problems).toEqual([])
          await page.getByRole('button', { name: /^(Accept|Aceptar)$/ }).click()
          await expect(page.locator('.cookie-banner')).toBeHidden()
          const after = await coveredControls(page)
          expect(after.problems).toEqual([])
          // The phone number is whole: one line wherever it shows.
          for (const number of await page.locator('main a[href^="tel:"]:visible').all()) {
            const lines = await number.evaluate((a) => {
              const span = a.querySelector('.whitespace-nowrap') ?? a
              return span.getClientRects().length
            })
            expect(lines).toBe(1)
          }
        })
      }
    })
  }
}
