// JavaScript stays near what `npm run js-budget` measures (E2E_GATE_KB; the product's budget is 110 KB
// gzip on reading pages and 120 KB on `/` and the interactive pages), because they load the app only at the visitor's first action, and words-only pages only when
// a button or field needs it (app/client.tsx); a button pressed or a message typed before that is not
// lost. `npm run js-budget` prints the figures, before and after that action
// (docs/decisions/080-rsc-evaluated-hydrate-reading-pages-on-interaction.md, 083 and 085).

import type { Page } from '@playwright/test'
import { BUDGET_PAGES, E2E_GATE_KB, kb, measurePage, translatedTwins } from '../../scripts/measure/js-budget-lib.mjs'
import { expect, holdRequests, hydrated, test } from './fixtures'

// Gates near today's figures (E2E_GATE_KB, scripts/measure/js-budget-lib.mjs says why each has the headroom it
// has); `npm run js-budget` prints the figures and checks the product's budget (110/120 KB, VISIT_KB, CHAT_KB).
// One test a page: the English page measured whole (load, a visit, the chat), its twins in the other
// languages at load, which is all the comparison needs.
test.describe('JavaScript budget', () => {
  for (const { path } of BUDGET_PAGES) {
    const twins = translatedTwins(path)
    test(`${path} loads at most ${E2E_GATE_KB.load} KB (+${E2E_GATE_KB.pushIsland} with push), a visit as much, the chat adds at most ${E2E_GATE_KB.chat} KB; ${twins.join(' and ')} at most ${E2E_GATE_KB.translationExtra} KB more`, async ({
      context,
      baseURL,
    }) => {
      const result = await measurePage(context, `${baseURL}${path}`)
      expect(result.hydrate).toBe('controls')
      // The push and /help-now islands load in idle time where the page has their place (app/islands/declare.ts).
      const island = (name: string, kb: number) => (result.scripts.some((s) => s.path.includes(`/${name}-`)) ? kb : 0)
      const islands = island('push', E2E_GATE_KB.pushIsland) + island('help-now-island', E2E_GATE_KB.helpNowIsland)
      expect(kb(result.totalBytes)).toBeLessThanOrEqual(E2E_GATE_KB.load + islands)
      // Read, scroll, a dialog, a section, the zoom, the menu and a link: no app (decision 100).
      expect(kb(result.visitBytes)).toBeLessThanOrEqual(E2E_GATE_KB.visit + islands)
      // The chat window is its own island (Preact, decision 101), loaded when it is opened (measurePage waits for it).
      expect(result.chatBytes).toBeGreaterThan(0)
      expect(kb(result.chatBytes)).toBeLessThanOrEqual(E2E_GATE_KB.chat)

      for (const twin of twins) {
        const other = await measurePage(context, `${baseURL}${twin}`, { loadOnly: true })
        expect(other.hydrate, twin).toBe(result.hydrate)
        expect(kb(other.totalBytes) - kb(result.totalBytes), twin).toBeLessThanOrEqual(E2E_GATE_KB.translationExtra)
      }
    })
  }
})

test.describe('reading pages before hydration', () => {
  test.use({ freshVisitor: true })

  // Most public pages load the app at the first action; the others (forms, accounts, the chat) just
  // after their first paint. On both, a slow phone shows the page before its buttons work.
  for (const [path, hydrate, press, answer] of [
    ['/contact', 'controls', 'Request a call back', (p: Page) => p.locator('[aria-invalid="true"]').first()],
  ] as const) {
    test(`a button pressed before the app is ready is pressed again once it is (${path})`, async ({ page }) => {
      // Hold the app (not the small entry) until the press, as a slow phone would.
      const { release, count } = await holdRequests(page, '**/assets/hydrate-*.js')
      await page.goto(path)
      expect(await page.evaluate(() => document.documentElement.dataset.hydrate)).toBe(hydrate)
      await page.getByRole('button', { name: press }).first().click()
      await expect.poll(count).toBe(1)
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
      await expect(answer(page)).toBeHidden()
      // Nothing happened natively either (no form sent, no page loaded).
      expect(new URL(page.url()).pathname).toBe(path)
      release()

      await hydrated(page)
      await expect(answer(page)).toBeVisible()
    })
  }

  test('the page is styled, and its menu opens, without any script', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/terms')
    expect(await page.locator('header.site-header').evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    await page.locator('summary.site-menu-button').click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  })
})
