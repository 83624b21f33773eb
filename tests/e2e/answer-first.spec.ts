// The answer first (decision 152): "Do this now" sits in the verdict box, before the warning signs.
import { expect, hydrated, test } from './fixtures'

for (const width of [390, 1280]) {
  test(`at ${width} px a bank alert's answer says to call the number on the card before the signs`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    await page.goto('/scam-check')
    await hydrated(page)
    await page
      .getByRole('textbox')
      .first()
      .fill('Chase: unauthorized charge of $489.99 on your debit card. Did you authorize a purchase at Walmart? Reply YES or NO.')
    await page.getByRole('button', { name: 'Check' }).click()
    const doNow = page.locator('.scam-do-now')
    await expect(doNow).toContainText('Do this now')
    await expect(doNow).toContainText('call the number on the back of your card now')
    await expect(doNow).toBeInViewport()
    const signs = page.locator('#scam-signs-title')
    expect((await doNow.boundingBox())!.y).toBeLessThan((await signs.boundingBox())!.y)
  })
}
