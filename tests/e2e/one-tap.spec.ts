// A human one tap away, sizes and motion (decision 151): the phone header's Call button, the whole
// number at the largest text size, "Le atendemos en español", the text size at 150 % with the chart's
// labels, the size buttons in view on a phone, and the hero's dots still after five seconds.
import { expect, expectAccessible, hydrated, test } from './fixtures'

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the header has a Call button with the number, and the size buttons are in view', async ({ page }) => {
    await page.goto('/')
    const call = page.locator('header').getByRole('link', { name: 'Call 1-888-555-0142' })
    await expect(call).toBeVisible()
    await expect(call).toHaveAttribute('href', 'tel:+18885550142')
    const box = await call.boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(100)
    await expect(page.getByRole('button', { name: 'Larger text' })).toBeInViewport()
    await expectAccessible(page)
  })

  test('at the largest size the header keeps Call and Menu inside the screen, and the size is 150 %', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('textSize', 'larger'))
    await page.goto('/')
    await hydrated(page)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('27px')
    for (const control of [page.locator('header').getByRole('link', { name: /^Call/ }), page.locator('header summary.site-menu-button')]) {
      const box = await control.boundingBox()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('the Spanish menu says "Le atendemos en español" under the Call button', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('textSize', 'larger'))
    await page.goto('/es')
    await expect(page.locator('header').getByRole('link', { name: 'Llamar 1-888-555-0142' })).toBeVisible()
    const menu = await page.locator('header summary.site-menu-button').boundingBox()
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(390)
    await hydrated(page)
    await page.locator('header summary.site-menu-button').click()
    await expect(page.locator('header').getByText('Le atendemos en español')).toBeVisible()
  })
})

test.describe('on a laptop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const path of ['/', '/es', '/Pricing']) {
    test(`${path}: at the largest size the top bar shows the whole number`, async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('textSize', 'larger'))
      await page.goto(path)
      const number = page.locator('.header-utility a[href^="tel:"]')
      await expect(number).toContainText('1-888-555-0142')
      const box = await number.boundingBox()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(await number.locator('.whitespace-nowrap').evaluate((s) => s.getClientRects().length)).toBe(1)
    })
  }

  test('the Spanish band says "Le atendemos en español"; the English one does not', async ({ page }) => {
    await page.goto('/es')
    await expect(page.locator('.bottom-dock')).toContainText('Le atendemos en español')
    await page.goto('/')
    await expect(page.locator('.bottom-dock')).not.toContainText('español')
  })

  test("the chart's labels grow with the text size", async ({ page }) => {
    await page.goto('/')
    const label = page.locator('.chart-label').first()
    await label.scrollIntoViewIfNeeded()
    const normal = (await label.boundingBox())!.height
    await page.evaluate(() => document.documentElement.setAttribute('data-text-size', 'larger'))
    await label.scrollIntoViewIfNeeded()
    const larger = (await label.boundingBox())!.height
    expect(larger / normal).toBeGreaterThan(1.4)
  })

  test('the hero dots stop moving after five seconds', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('.glow-dot')).toHaveCount(12)
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length), { timeout: 15_000 })
      .toBe(0)
  })
})
