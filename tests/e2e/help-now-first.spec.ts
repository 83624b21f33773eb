// /help-now puts the action first (decision 152): "Do this first" before the questions, the reader
// kept on the steps after "Show my steps", and a printout at 14 pt with a title line, the date and
// room for case numbers. Both languages, at a phone's and a laptop's width.
import { expect, expectAccessible, hydrated, test } from './fixtures'

const WORDS = {
  en: {
    path: '/help-now',
    first: 'Do this first',
    form: 'Tell us what happened',
    gift: 'Call the company that issued the gift card',
    giftLabel: 'I paid with a gift card',
    steps: 'Your steps, most urgent first',
    submit: 'Show my steps',
    heading: 'My steps after a scam',
    printed: 'Printed on',
    notes: 'Notes and case numbers',
  },
  es: {
    path: '/es/help-now',
    first: 'Haga esto primero',
    form: 'Cuéntenos qué pasó',
    gift: 'Llame a la empresa que emitió la tarjeta de regalo',
    giftLabel: 'Pagué con una tarjeta de regalo',
    steps: 'Sus pasos, primero lo más urgente',
    submit: 'Ver mis pasos',
    heading: 'Mis pasos después de una estafa',
    printed: 'Impreso el',
    notes: 'Notas y números de caso',
  },
} as const

for (const lang of ['en', 'es'] as const) {
  const w = WORDS[lang]
  for (const width of [390, 1280]) {
    test(`${lang}, ${width} px: the first action for gift cards, the bank and the caller come before the questions`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await page.goto(w.path)
      await hydrated(page)
      const first = page.getByRole('region', { name: w.first })
      await expect(first).toBeVisible()
      const gift = first.locator('[data-first-action="gift-card"]')
      await expect(gift).toContainText(w.giftLabel)
      await expect(gift).toContainText(w.gift)
      await expect(gift.getByRole('link', { name: /ftc\.gov\/giftcards/ })).toHaveAttribute('href', 'https://www.ftc.gov/giftcards')
      await expect(first.locator('a[href^="tel:"]')).toBeVisible()
      // Before the questionnaire on the page.
      const firstTop = (await first.boundingBox())?.y ?? 0
      const formTop = (await page.getByRole('heading', { name: w.form }).boundingBox())?.y ?? 0
      expect(firstTop).toBeLessThan(formTop)
      await expectAccessible(page)
    })
  }

  test(`${lang}: after "${w.submit}" the steps are on screen with focus on their heading (390 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(w.path)
    await hydrated(page)
    await page.getByLabel(w.giftLabel).check()
    await page.getByRole('button', { name: w.submit }).click()
    const heading = page.getByRole('heading', { name: w.steps })
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    // The first step is on screen too, not the page's introduction again.
    await expect(page.locator('.help-step').first()).toBeInViewport()
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport()
  })

  // A very slow phone (the processor 30× slower): the press is held until the app runs and the router
  // may draw the page again before the answer shows; the answer's heading still takes the focus.
  if (lang === 'es')
    test(`${lang}: on a very slow phone, "${w.submit}" still leaves focus on the steps' heading`, async ({ page }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width: 390, height: 844 })
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 })
      await page.goto(w.path)
      await hydrated(page)
      await page.getByLabel(w.giftLabel).check()
      await page.getByRole('button', { name: w.submit }).click()
      await expect(page.getByRole('heading', { name: w.steps })).toBeFocused({ timeout: 30_000 })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    })

  test(`${lang}: the printout is at least 14 pt with a title line, the date and ruled room for case numbers`, async ({ page }) => {
    await page.goto(`${w.path}?country=us&s=gift-card`)
    await hydrated(page)
    await page.emulateMedia({ media: 'print' })
    const results = page.getByRole('region', { name: w.steps })
    await expect(results.getByText(w.heading)).toBeVisible()
    await expect(results.getByText(w.printed)).toBeVisible()
    await expect(results.getByText(w.notes)).toBeVisible()
    const size = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize))
    // 14 pt is 18.67 CSS px.
    expect(size).toBeGreaterThanOrEqual(18.6)
    const stepSize = await page
      .locator('.help-step p')
      .first()
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))
    expect(stepSize).toBeGreaterThanOrEqual(18.6)
    const notes = await page.locator('.help-print-notes').boundingBox()
    expect(notes?.height ?? 0).toBeGreaterThan(150)
    // Not on screen: the printout's own lines show only on paper.
    await page.emulateMedia({ media: 'screen' })
    await expect(results.getByText(w.notes)).toBeHidden()
  })
}
