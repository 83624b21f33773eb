// Shared Playwright fixtures: by default a visitor who already answered the cookie banner
// (so it does not cover what a test clicks); `freshVisitor` starts with empty storage.
import AxeBuilder from '@axe-core/playwright'
import { type Page, test as base, expect } from '@playwright/test'

export const test = base.extend<{ freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  page: async ({ page, freshVisitor }, use) => {
    if (!freshVisitor) {
      await page.addInitScript(() => {
        if (!window.localStorage.getItem('cookieConsent')) window.localStorage.setItem('cookieConsent', 'accepted')
      })
    }
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    await use(page)
    expect(errors, 'uncaught errors in the page').toEqual([])
  },
})

export { expect }

/**
 * Waits until React has hydrated (the header's controls then respond). A reading page
 * (`<html data-hydrate="interaction">`, app/client.tsx) hydrates at the reader's first action, so
 * there the mouse moves first, which changes nothing on the page.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.readyState !== 'loading')
  if ((await page.evaluate(() => document.documentElement.dataset.hydrate)) === 'interaction') await page.mouse.move(1, 1)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/** axe-core on the current page: no serious or critical violation (WCAG 2.2 AA rules). */
export async function expectAccessible(page: Page) {
  // Colours are only final once fades (Reveal, dialogs) end: mid-transition text fails contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`),
  ).toEqual([])
}
