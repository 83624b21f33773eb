// WALKTHROUGH (removed after)
import { expect, expectAccessible, expectNoSidewaysScroll, test } from './fixtures'

for (const width of [375, 1280]) {
  test(`the walk-through page at ${width} px, in English and Spanish`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/walkthrough')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A page added by the walk-through')
    await expect(page).toHaveTitle(/A page added by the walk-through/)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page, [['/walkthrough']])
    await page.goto('/es/walkthrough')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Una página añadida en la prueba')
    await expectAccessible(page)
  })
}

test('the sitemap lists it', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/walkthrough')
})
