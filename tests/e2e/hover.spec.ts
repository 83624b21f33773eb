import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// A tap sets :hover before its click; hover looks apply only where a pointer hovers (decision 350).
const NAVY = 'rgb(11, 58, 110)'
const BLUE = 'rgb(21, 88, 192)'
const arrowOf = (page: Page) => page.getByRole('button', { name: 'Scroll right: Why People Trust Us' })

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true })

  test('a tapped carousel arrow keeps its colour and still moves the list', async ({ page }) => {
    await page.goto('/')
    const arrow = arrowOf(page)
    const list = page.getByRole('region', { name: 'Why People Trust Us' }).locator('ul.carousel-list')
    await arrow.tap()
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    expect(await arrow.evaluate((el) => el.matches(':hover'))).toBe(true)
    await expect(arrow).toHaveCSS('background-color', NAVY)
  })
})

test('with a mouse, the arrow and Get Now still show their hover looks', async ({ page }) => {
  await page.goto('/')
  const arrow = arrowOf(page)
  await expect(arrow).toHaveCSS('background-color', NAVY)
  await arrow.hover()
  await expect(arrow).toHaveCSS('background-color', BLUE)
  await page.goto('/Pricing')
  const getNow = page.locator('main li[data-plan] button').first()
  const before = await getNow.evaluate((el) => getComputedStyle(el).backgroundColor)
  await getNow.hover()
  await expect.poll(() => getNow.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before)
})
