// /Pricing: every plan card, Get Now and its dialog, Learn More links, the guarantee and the comparison table.
import { plans } from '#content/plans'
import { site } from '#content/site'
import { expect, expectAccessible, hydrated, test } from './fixtures'

/** The spec's Learn More targets; the combos have none. */
const learnMore: Record<string, string | null> = {
  'DefendMePro Home': '/DefendPro',
  'DefendMePro Business': '/DefendPro',
  'NetHaven AI Powered': '/ParentSolution',
  'SaffeSupport Assist Home': '/ForYourHome',
  'SaffeSupport Assist Business': '/ForYourBusiness',
  'Home combo': null,
  'Business combo': null,
  'FixMyTech Home': '/fixmytech',
  'FixMyTech Business': '/fixmytech',
}

/** The spec's prices, as shown. */
const prices: Record<string, string> = {
  'DefendMePro Home': 'US$19/month',
  'DefendMePro Business': 'US$49.99/month',
  'NetHaven AI Powered': 'US$7.99/month',
  'SaffeSupport Assist Home': 'US$24.99/month',
  'SaffeSupport Assist Business': 'US$59.99/month',
  'Home combo': 'US$34.99/month',
  'Business combo': 'US$89.99/month',
  'FixMyTech Home': 'US$89.99 one-time',
  'FixMyTech Business': 'US$149.99 one-time',
}

/** Twelve times each monthly price: the yearly bill shown beside it. */
const yearly: Record<string, string> = {
  'DefendMePro Home': 'US$228',
  'DefendMePro Business': 'US$599.88',
  'NetHaven AI Powered': 'US$95.88',
  'SaffeSupport Assist Home': 'US$299.88',
  'SaffeSupport Assist Business': 'US$719.88',
  'Home combo': 'US$419.88',
  'Business combo': 'US$1,079.88',
}

test('every plan shows its price, billing, coverage, features, Get Now and the right Learn More link', async ({ page }) => {
  test.slow() // axe on a long page
  await page.goto('/Pricing')
  const list = page.getByRole('list', { name: 'Our plans' })
  await expect(list.locator(':scope > li')).toHaveCount(Object.keys(learnMore).length)
  // One read of every card, then plain comparisons (fast on a busy machine).
  const cards = await list.locator(':scope > li').evaluateAll((items) =>
    items.map((li) => ({
      name: li.querySelector('h3')?.textContent?.trim() ?? '',
      price: li.querySelector('[data-testid="plan-price"]')?.textContent?.trim(),
      text: (li.textContent ?? '').replace(/\s+/g, ' '),
      buttons: [...li.querySelectorAll('button[aria-haspopup]')].map((b) => (b.textContent ?? '').replace(/\s+/g, ' ').trim()),
      learnMore: [...li.querySelectorAll('a')].filter((a) => a.textContent?.startsWith('Learn More')).map((a) => a.getAttribute('href')),
    })),
  )
  expect(cards.map((c) => c.name)).toEqual(Object.keys(learnMore))
  for (const card of cards) {
    const plan = plans.find((p) => p.name === card.name)!
    expect(card.price, card.name).toBe(prices[card.name])
    expect(card.text, card.name).toContain(
      plan.kind === 'subscription' ? `billed ${yearly[card.name]} yearly in advance, plus tax` : 'plus taxes',
    )
    expect(card.text, card.name).toContain(plan.devices)
    for (const feature of plan.features) expect(card.text, card.name).toContain(feature)
    expect(card.buttons, card.name).toEqual([`Call us to buy the ${card.name} plan`])
    const href = learnMore[card.name]
    expect(card.learnMore, card.name).toEqual(href ? [href] : [])
  }
  await expect(
    page.getByText('30-Day Money-Back Guarantee: cancel within 30 days of purchase for a full refund', { exact: true }),
  ).toBeVisible()
  // $34.99 against $19 + $24.99, and $89.99 against $49.99 + $59.99, rounded down.
  await expect(page.getByText('Saves about 20% against buying both', { exact: true })).toBeVisible()
  await expect(page.getByText('Saves about 18% against buying both', { exact: true })).toBeVisible()
  await expect(page.getByText(/\b(30|35)%/)).toHaveCount(0)
  await expectAccessible(page)
})

test('Learn More opens the plan page', async ({ page }) => {
  await page.goto('/Pricing')
  await hydrated(page)
  await page.getByRole('link', { name: 'Learn More about NetHaven AI Powered' }).click()
  await expect(page).toHaveURL(/\/ParentSolution$/)
  await page.goto('/Pricing')
  await hydrated(page)
  await page.getByRole('link', { name: 'Learn More about FixMyTech Home' }).click()
  await expect(page).toHaveURL(/\/fixmytech$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('Get Now (also on the combos) opens "Your safety matters to us." with the toll-free number; Escape and Close return focus', async ({
  page,
}) => {
  test.slow()
  await page.goto('/Pricing')
  await hydrated(page)
  for (const name of ['DefendMePro Home', 'Home combo', 'Business combo', 'FixMyTech Business']) {
    const button = page.getByRole('button', { name: `Call us to buy the ${name} plan` })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Your safety matters to us.' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(name)
    await expect(dialog.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', site.phoneHref)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  }
  const button = page.getByRole('button', { name: 'Call us to buy the NetHaven AI Powered plan' })
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Your safety matters to us.' })
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})

test('the comparison table has a caption, column and row headers, and scrolls inside itself on a 375 px phone', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/Pricing')
  const table = page.getByRole('table', { name: /What each plan includes/ })
  await expect(table.locator('caption')).toHaveText(/billed yearly in advance, plus tax/)
  const columns = table.locator('thead th[scope="col"]')
  await expect(columns).toHaveCount(plans.length + 1)
  await expect(columns.nth(1)).toHaveText(plans[0].name)
  await expect(table.locator('tbody th[scope="row"]').first()).toHaveText('Price')
  await expect(
    table
      .getByRole('row', { name: /^AI parental control/ })
      .getByRole('cell')
      .nth(2),
  ).toContainText('Included')
  await expect(page.getByText('scroll sideways to see every plan')).toBeVisible()
  const region = page.getByRole('region', { name: /What each plan includes/ })
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  // The region scrolls with the keyboard.
  await region.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  await expectAccessible(page)
})

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false, hasTouch: true })

  test('a tap on Get Now opens its dialog by the browser alone (invoker commands, decision 320), and Close closes it', async ({ page }) => {
    await page.goto('/Pricing')
    await page.getByRole('button', { name: 'Call us to buy the DefendMePro Home plan' }).tap()
    const dialog = page.getByRole('dialog', { name: 'Your safety matters to us.' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('DefendMePro Home')
    await expect(dialog.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', site.phoneHref)
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().tap()
    await expect(dialog).toBeHidden()
  })
})

// Opening a modal dialog restyles every element the page draws (decision 350): the cards stay light
// and nothing the page runs measures the layout between the tap and the dialog's first frame.
test.describe('on a phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 800 } })

  test("a plan's feature line is one element, its tick drawn by CSS and silent for screen readers", async ({ page }) => {
    await page.goto('/Pricing')
    const lines = page.locator('main li[data-plan] ul.plan-features > li')
    await expect(lines.first()).toHaveText(plans[0].features[0])
    const shape = await lines.evaluateAll((items) =>
      items.map((li) => ({ children: li.childElementCount, tick: getComputedStyle(li, '::before').content })),
    )
    expect(shape.length).toBe(plans.reduce((n, plan) => n + plan.features.length, 0))
    for (const line of shape) expect(line).toEqual({ children: 0, tick: '"✓" / ""' })
  })

  test('a tap on Get Now opens its dialog with no layout measured by the page on the way', async ({ page }) => {
    // Counts the page's own reads of a box (each one forces a layout while styles are out of date).
    await page.addInitScript(() => {
      const w = window as unknown as { __boxReads: number }
      w.__boxReads = 0
      const read = Element.prototype.getBoundingClientRect
      Element.prototype.getBoundingClientRect = function (this: Element) {
        w.__boxReads++
        return read.call(this)
      }
    })
    await page.goto('/Pricing')
    const button = page.getByRole('button', { name: 'Call us to buy the DefendMePro Home plan' })
    await button.scrollIntoViewIfNeeded()
    await page.evaluate(() => {
      ;(window as unknown as { __boxReads: number }).__boxReads = 0
    })
    await button.tap()
    const dialog = page.getByRole('dialog', { name: 'Your safety matters to us.' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close', exact: true }).first()).toBeFocused()
    expect(await page.evaluate(() => (window as unknown as { __boxReads: number }).__boxReads)).toBe(0)
    // Focus goes back to the button (the keyboard path is tests/e2e/focus-in-view.spec.ts).
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })
})
