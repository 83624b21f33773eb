// Nothing waits for a first action (decision 100): what a page promises happens on load or on the
// first touch, on a phone 4× slower than this machine, with no other action before the check.
import type { Page } from '@playwright/test'
import { expect, hydrated, outbox, slowPhone, test } from './fixtures'

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

test('Add to Cart confirms and opens the product page without the app, which repeats it once', async ({ page }) => {
  await slowPhone(page)
  // The app never arrives: the entry alone must answer the tap.
  await page.route('**/assets/hydrate-*.js', (route) => route.abort())
  await page.goto('/microsoft-store')
  const card = page
    .getByRole('listitem')
    .filter({ has: page.locator('[data-cart-add]') })
    .first()
  const name = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim()
  const href = await card.getByRole('link').first().getAttribute('href')
  await card.getByRole('button', { name: 'Add to Cart' }).click()
  const status = page.getByRole('status').filter({ hasText: 'added to cart' })
  await expect(status).toBeVisible()
  await expect(status).toContainText(`${name} added to cart`)
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  const notice = page.getByTestId('cart-notice')
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(`${name} added to cart`)
  await expect(notice).toBeFocused()
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  // There is no cart: a reload shows no notice.
  await page.reload()
  await expect(page.getByTestId('cart-notice')).toBeHidden()
})

// The landing page's own controls (decision 102): each answers its first press with the app's code
// blocked, and none of them asks for it (on the code before that record each started the whole app).
test.describe('the landing page without the app', () => {
  test.beforeEach(async ({ page }) => {
    await slowPhone(page)
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.fulfill({ status: 204 }))
    await page.route('**/assets/hydrate-*.js', (route) => route.abort())
  })

  /** Fails the test if the page ever asks for the app's code. */
  function watchForTheApp(page: Page): () => string[] {
    const asked: string[] = []
    page.on('request', (r) => {
      if (/\/assets\/hydrate-[\w-]+\.js/.test(r.url())) asked.push(r.url())
    })
    return () => asked
  }

  test('the carousel arrows and keys move them at the first press', async ({ page }) => {
    const asked = watchForTheApp(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const region = page.getByRole('region', { name: 'Why People Trust Us' })
    const list = region.locator('ul.carousel-list')
    const left = region.getByRole('button', { name: /^Scroll left/ })
    const right = region.getByRole('button', { name: /^Scroll right/ })
    await list.scrollIntoViewIfNeeded()
    await expect(left).toHaveAttribute('aria-disabled', 'true')
    await right.click()
    await expect.poll(() => list.evaluate((el) => Math.round(el.scrollLeft))).toBe(300)
    await expect(left).toHaveAttribute('aria-disabled', 'false')
    await list.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => list.evaluate((el) => Math.round(el.scrollLeft))).toBe(600)

    const videos = page.getByRole('region', { name: 'Scam Awareness Videos' })
    const strip = videos.locator('ul.carousel-list')
    await strip.scrollIntoViewIfNeeded()
    await videos.getByRole('button', { name: /^Scroll right/ }).click()
    await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft))).toBeGreaterThan(0)
    expect(asked()).toEqual([])
  })

  test('a video plays at the first press, in the privacy-enhanced player, focused', async ({ page }) => {
    const asked = watchForTheApp(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/#videos-section')
    const section = page.locator('#videos-section')
    const play = section.getByRole('button', { name: /^Play video:/ }).first()
    const id = await play.getAttribute('data-video-play')
    await play.click()
    const frame = section.locator('iframe')
    await expect(frame).toHaveCount(1)
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`)
    await expect(frame).toBeFocused()
    // Only the one pressed gives way to its player.
    await expect(section.locator(`[data-video-play="${id}"]`)).toBeHidden()
    await expect(section.getByRole('button', { name: /^Play video:/ })).toHaveCount(6)
    expect(asked()).toEqual([])
  })

  test.describe('on a phone, tapped', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } })

    test('a tap on Play shows "Loading the video" in its own frame, then the player, focused (decision 350)', async ({ page }) => {
      const asked = watchForTheApp(page)
      await slowPhone(page)
      await page.goto('/#videos-section')
      const section = page.locator('#videos-section')
      const play = section.getByRole('button', { name: /^Play video:/ }).first()
      const id = await play.getAttribute('data-video-play')
      // What the first frame after the click shows: read in that frame's own animation callback.
      await page.evaluate(() => {
        document.addEventListener(
          'click',
          (event) => {
            const card = (event.target as Element).closest('.video-card')
            requestAnimationFrame(() => {
              const words = card?.querySelector('[data-video-loading]')
              ;(window as unknown as { firstFrame: object }).firstFrame = {
                words: words?.checkVisibility() ? words.textContent : null,
                player: Boolean(card?.querySelector('iframe')),
              }
            })
          },
          { capture: true, once: true },
        )
      })
      await play.tap()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: object }).firstFrame))
        .toEqual({ words: 'Loading the video…', player: false })
      const frame = section.locator('iframe')
      await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`)
      await expect(frame).toBeFocused()
      await expect(section.locator(`[data-video-play="${id}"]`)).toBeHidden()
      await expect(section.getByRole('button', { name: /^Play video:/ })).toHaveCount(6)
      expect(asked()).toEqual([])
    })
  })

  test('the map countries answer focus without starting the app', async ({ page }) => {
    const asked = watchForTheApp(page)
    await page.goto('/')
    const ca = page.locator('svg.service-map g[data-country="ca"]')
    await ca.focus()
    await expect.poll(() => ca.locator('.map-tooltip').evaluate((t) => getComputedStyle(t).opacity)).toBe('1')
    await ca.locator('.map-shape').click({ force: true })
    expect(asked()).toEqual([])
  })

  test('the in-page chat opens at the first press and loads its own island, not the app', async ({ page }) => {
    const asked = watchForTheApp(page)
    await page.goto('/')
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Ask a real person' }) })
    await section.getByRole('button', { name: 'Chat', exact: true }).click()
    const toggle = section.getByRole('button', { name: 'Close chat', exact: true })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = section.locator('[data-inline-chat-panel]')
    await expect(panel).toBeVisible()
    const box = panel.locator('textarea')
    await expect(box).toBeFocused()
    await box.pressSequentially('Is this call a scam?')
    await expect(box).toHaveValue('Is this call a scam?')
    await toggle.click()
    await expect(panel).toBeHidden()
    await expect(section.getByRole('button', { name: 'Chat', exact: true })).toHaveAttribute('aria-expanded', 'false')
    expect(asked()).toEqual([])
  })

  test('the newsletter form answers the first press and keeps what was typed', async ({ page, request }) => {
    const asked = watchForTheApp(page)
    await page.goto('/')
    const form = page.locator('form.newsletter-form')
    const field = form.getByLabel('Your e-mail address')
    await field.pressSequentially('not-an-address')
    await form.getByRole('button', { name: 'Sign me up' }).click()
    await expect(form.getByText(/full e-mail address/)).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toBeFocused()
    await expect(field).toHaveValue('not-an-address')

    const email = `first-${Date.now()}@example.com`
    await field.fill(email)
    await form.getByRole('button', { name: 'Sign me up' }).click()
    await expect(form.getByRole('status')).toContainText('check your inbox')
    await expect(field).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/$/)
    expect((await outbox(request, email))[0].subject).toMatch(/confirm/i)
    expect(asked()).toEqual([])
  })
})

// The alert pages (decision 102): the country filter is a GET form a choice sends; it does not ask for
// the app. (The push button, an island that shows with no action: push.spec.ts.)
test.describe('the alert pages without the app', () => {
  test.beforeEach(async ({ page }) => {
    await slowPhone(page)
    await page.route('**/assets/hydrate-*.js', (route) => route.abort())
  })

  test('choosing a country on /alerts shows the list for that country', async ({ page }) => {
    await page.goto('/alerts')
    const titles = page.locator('main li h3')
    const all = await titles.count()
    await page.getByLabel('Canada', { exact: true }).check()
    await expect(page).toHaveURL(/country=CA/)
    await expect(page.getByLabel('Canada', { exact: true })).toBeChecked()
    expect(await titles.count()).toBeLessThan(all)
  })
})
