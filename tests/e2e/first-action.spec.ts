// Nothing waits for a first action (decision 100): what a page promises happens on load or on the
// first touch, on a phone 4× slower than this machine, with no other action before the check.
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

test('/DefendPro?item= opens the named section and scrolls it into view on load', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await slowPhone(page)
  await page.goto('/DefendPro?item=identity-theft')
  const section = page.locator('#identity-theft')
  await expect(section.getByRole('button', { name: /Hide/ })).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#identity-theft-panel')).toBeVisible()
  await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200)
  await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0)
  // The other sections stay closed.
  await expect(page.locator('#fraud-detection-panel')).toBeHidden()
})

test('the first tap on Expand opens the section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await slowPhone(page)
  await page.goto('/DefendPro')
  const button = page.locator('#fraud-detection [data-expand]')
  await button.click()
  await expect(page.locator('#fraud-detection-panel')).toBeVisible()
  await expect(button).toHaveText(/Hide/)
  await button.click()
  await expect(page.locator('#fraud-detection-panel')).toBeHidden()
  await expect(button).toHaveText(/Expand/)
})

test('"Select a Blog" goes to the article chosen', async ({ page }) => {
  await slowPhone(page)
  await page.goto('/blog')
  const select = page.getByLabel('Select a Blog')
  const slug = await select.locator('option:not([disabled])').first().getAttribute('value')
  await select.selectOption(slug ?? '')
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })
  test('"Select a Blog" is a GET form the server answers with the article', async ({ page }) => {
    await page.goto('/blog')
    const select = page.getByLabel('Select a Blog')
    const slug = await select.locator('option:not([disabled])').first().getAttribute('value')
    await select.selectOption(slug ?? '')
    await page.locator('form[method="get"] button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
  })
})

test('the first hover over the product picture zooms it', async ({ page }) => {
  await slowPhone(page)
  await page.goto('/product/2')
  const box = page.getByTestId('product-zoom')
  await box.hover({ position: { x: 40, y: 40 } })
  await expect(box.locator('img')).toHaveCSS('transform', /matrix\(1\.8/)
  await page.mouse.move(2, 2)
  await expect(box.locator('img')).toHaveCSS('transform', 'none')
})

test('an e-mail typed as the sign-in page arrives is kept when the app starts', async ({ page }) => {
  await slowPhone(page)
  await page.goto('/login', { waitUntil: 'commit' })
  const email = page.getByLabel('E-mail address')
  await email.waitFor()
  await email.pressSequentially('early@example.com')
  await hydrated(page)
  // Let React's first renders after hydration run.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  await page.waitForLoadState('load')
  await expect(email).toHaveValue('early@example.com')
  // And the app has it too: a sign-in sends it (the password box is the one left empty).
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
})
