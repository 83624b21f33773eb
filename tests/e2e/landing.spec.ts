import type { Locator, Page } from '@playwright/test'
import { newsLinks } from '../../content/news-links'
import { scamVideos } from '../../content/videos'
import { expect, expectAccessible, hydrated, outbox, test } from './fixtures'

/** The carousel's scrollable list, found by the carousel's accessible name. */
function carouselList(page: Page, label: string): Locator {
  return page.getByRole('region', { name: label }).locator('ul.carousel-list')
}

const scrollLeftOf = (list: Locator) => list.evaluate((el) => Math.round(el.scrollLeft))

/** Waits for a smooth scroll to settle on `expected` (±1 px for sub-pixel layouts). */
async function expectScrollLeft(list: Locator, expected: number) {
  await expect.poll(() => scrollLeftOf(list), { timeout: 5_000 }).toBeGreaterThanOrEqual(expected - 1)
  await expect.poll(() => scrollLeftOf(list), { timeout: 5_000 }).toBeLessThanOrEqual(expected + 1)
}

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    // No network beyond the local server: the video site must not even be asked before play.
    // A played video's frame gets "204 No Content" and stays blank (an aborted frame would be an error page).
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.fulfill({ status: 204 }))
  })

  test('every section is there, in the spec order, and the page passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Online Protection')
    const h2s = await page.locator('main h2').allTextContents()
    const order = [
      'Why you can trust us',
      'Why People Trust Us',
      'Protect Your Kids Online',
      'Effortless IT Help',
      'Online Fraud Losses Keep Climbing',
      'Scam Awareness Videos',
      'Scams in the News',
      'Everything Inside DefendMePro',
      'Special Pricing for Seniors and Veterans',
      'Tech Support for Home and Business',
      'Latest scam alerts',
      'Get Scam Alerts in Your Inbox',
      'Ask a real person',
      'Join Us Online',
      'Serving the US and Canada',
    ]
    expect(h2s.map((h) => h.trim())).toEqual(order)
    // The call button dials the company's number.
    await expect(page.locator('main a[href^="tel:"]').first()).toHaveAttribute('href', 'tel:+18885550142')
    await expect(page.getByText('NEW', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: /Better Business Bureau/ })).toHaveAttribute('href', /bbb\.org/)
    for (const badge of ['TrustedSite', 'US-Based Support', '30-Day Guarantee', 'Private and Encrypted', 'Works Across Devices']) {
      await expect(page.getByText(badge, { exact: true })).toBeVisible()
    }
    const mapSection = page.locator('section', { has: page.getByRole('heading', { name: 'Serving the US and Canada' }) })
    await expect(mapSection.getByText('Over 100,000 devices secured', { exact: true })).toBeVisible()
    // Scroll through so every section has revealed itself, then check accessibility.
    for (let y = 0; y < 16_000; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y)
    await expectAccessible(page)
  })

  test('links: the kids, home, business and guarantee sections, news bar and showcase', async ({ page }) => {
    await page.goto('/')
    const main = page.locator('main')
    await expect(main.locator('a[href="/ParentSolution"]').first()).toBeVisible()
    await expect(main.locator('a[href="/for-your-home"]')).toHaveCount(1)
    await expect(main.locator('a[href="/for-your-business"]')).toHaveCount(1)
    expect(await main.locator('a[href="/DaysMoneyBack"]').count()).toBeGreaterThanOrEqual(1)

    const news = main.locator('ul.news-bar a')
    await expect(news).toHaveCount(5)
    expect(await news.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/Fox',
      '/CBS',
      '/ABC11',
      '/NewYorkPolice',
      '/ABCNational',
    ])
    for (const [i, item] of newsLinks.entries()) {
      await expect(news.nth(i)).toContainText(item.label)
      await expect(news.nth(i).locator('svg')).toHaveCount(1)
    }

    const showcase = main.locator('a.showcase-link')
    await expect(showcase).toHaveCount(10)
    const hrefs = await showcase.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs.every((h) => /^\/DefendPro\?item=[a-z-]+$/.test(h ?? ''))).toBe(true)
    expect(new Set(hrefs).size).toBe(10)
    await showcase.filter({ hasText: 'Password Manager' }).click()
    await expect(page).toHaveURL(/\/DefendPro\?item=password-manager$/)
  })

  test('senior pricing: Call Us goes to /contact and Learn More to /LearnMore', async ({ page }) => {
    await page.goto('/')
    const cta = page.locator('section', { has: page.getByRole('heading', { name: 'Special Pricing for Seniors and Veterans' }) })
    await expect(cta.getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', '/contact')
    await expect(cta.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/LearnMore')
    await hydrated(page)
    await cta.getByRole('link', { name: /^Learn More/ }).click()
    await expect(page).toHaveURL(/\/LearnMore$/)
    await page.goBack()
    await cta.getByRole('link', { name: 'Call Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('social buttons are plain links to Facebook and Google reviews', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: /Follow us on Facebook/ })).toHaveAttribute('href', /facebook\.com/)
    await expect(page.getByRole('link', { name: /Read our Google reviews/ })).toHaveAttribute('href', /google\.com/)
  })

  test('videos: facades only until play, then the privacy-enhanced player', async ({ page }) => {
    const videoRequests: string[] = []
    page.on('request', (r) => {
      if (/youtube|ytimg/.test(r.url())) videoRequests.push(r.url())
    })
    await page.goto('/#videos-section')
    await hydrated(page)
    const section = page.locator('#videos-section')
    await expect(section).toBeInViewport()
    const cards = section.locator('article.video-card')
    expect(scamVideos).toHaveLength(7)
    await expect(cards).toHaveCount(7)
    await expect(section.locator('iframe')).toHaveCount(0)
    for (const [i, video] of scamVideos.entries()) {
      await expect(section.getByRole('heading', { name: video.title })).toBeVisible()
      await expect(cards.nth(i).getByTestId('video-publisher')).toHaveText(`Publisher: ${video.publisher}`)
      await expect(section.getByRole('button', { name: `Play video: ${video.title}` })).toBeVisible()
    }
    expect(videoRequests).toEqual([])

    const first = scamVideos[0]
    await section.getByRole('button', { name: `Play video: ${first.title}` }).click()
    const frame = section.locator('iframe')
    await expect(frame).toHaveCount(1)
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${first.id}?autoplay=1`)
    await expect(frame).toHaveAttribute('title', first.title)
    await expect(frame).toBeFocused()
    // Only the one that was played loads.
    await expect(section.getByRole('button', { name: /^Play video:/ })).toHaveCount(scamVideos.length - 1)
  })

  test('trust carousel: arrows move it 300 px, are disabled at the ends, and the keyboard works', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await hydrated(page)
    const region = page.getByRole('region', { name: 'Why People Trust Us' })
    const list = carouselList(page, 'Why People Trust Us')
    const left = region.getByRole('button', { name: /^Scroll left/ })
    const right = region.getByRole('button', { name: /^Scroll right/ })
    await list.scrollIntoViewIfNeeded()
    await expect(list.locator('li')).toHaveCount(8)

    expect(await scrollLeftOf(list)).toBe(0)
    await expect(left).toBeDisabled()
    await expect(right).toBeEnabled()

    await right.click()
    await expectScrollLeft(list, 300)
    await expect(left).toBeEnabled()
    await right.click()
    await expectScrollLeft(list, 600)
    await left.click()
    await expectScrollLeft(list, 300)

    // Keyboard: the arrow buttons respond to Enter, the list itself to the arrow keys.
    await right.focus()
    await page.keyboard.press('Enter')
    await expectScrollLeft(list, 600)
    await list.focus()
    await page.keyboard.press('ArrowLeft')
    await expectScrollLeft(list, 300)
    await page.keyboard.press('ArrowRight')
    await expectScrollLeft(list, 600)

    // To the end: the right arrow turns disabled and does nothing; focus stays on it.
    const max = await list.evaluate((el) => el.scrollWidth - el.clientWidth)
    for (let i = 0; i < 10 && (await scrollLeftOf(list)) < max - 1; i++) {
      const stop = Math.min((await scrollLeftOf(list)) + 300, max)
      await right.click()
      await expectScrollLeft(list, stop)
    }
    await expect(right).toBeDisabled()
    await right.focus()
    await page.keyboard.press('Enter')
    await expect(right).toBeFocused()
    await expectScrollLeft(list, max)
  })

  test('video carousel: one press moves 1000 px, or one screen on a phone, never past the end', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      // A fresh load for each width (a new query): the same URL again is only a hash change, which
      // would keep the scroll position the first width left behind.
      await page.goto(`/?width=${width}#videos-section`)
      await hydrated(page)
      const region = page.getByRole('region', { name: 'Scam Awareness Videos' })
      const list = carouselList(page, 'Scam Awareness Videos')
      const right = region.getByRole('button', { name: /^Scroll right/ })
      const { clientWidth, max } = await list.evaluate((el) => ({
        clientWidth: el.clientWidth,
        max: el.scrollWidth - el.clientWidth,
      }))
      expect(await scrollLeftOf(list)).toBe(0)
      if (max <= 1) {
        // Everything fits: nothing to scroll, both arrows are disabled.
        await expect(right).toBeDisabled()
        continue
      }
      await right.click()
      await expectScrollLeft(list, Math.min(1000, clientWidth, max))
    }
  })

  test('map: the US and Canada as server-rendered SVG, gold and a tooltip on hover and focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const map = page.locator('svg.service-map')
    await map.scrollIntoViewIfNeeded()
    // 800 wide; 730 tall so both countries show whole (worker/geo/map.ts explains).
    await expect(map).toHaveAttribute('viewBox', '0 0 800 730')
    const countries = map.locator('g.map-country')
    await expect(countries).toHaveCount(2)
    const us = map.locator('g[data-country="us"]')
    const ca = map.locator('g[data-country="ca"]')
    await expect(us).toHaveAttribute('aria-label', /^United States:/)
    await expect(ca).toHaveAttribute('aria-label', /^Canada:/)
    expect((await us.locator('path').getAttribute('d'))?.length).toBeGreaterThan(200)
    expect((await ca.locator('path').getAttribute('d'))?.length).toBeGreaterThan(200)
    await expect(map.getByText('United States', { exact: true })).toBeVisible()
    await expect(map.getByText('Canada', { exact: true })).toBeVisible()

    const fill = (g: Locator) => g.locator('path').evaluate((p) => getComputedStyle(p).fill)
    const tipOpacity = (g: Locator) => g.locator('.map-tooltip').evaluate((t) => getComputedStyle(t).opacity)
    expect(await fill(ca)).toBe('rgb(31, 138, 76)')
    expect(await fill(us)).toBe('rgb(21, 88, 192)')
    expect(await tipOpacity(us)).toBe('0')

    // Point at the middle of the country's label (the bounding box of the US, with Alaska, is
    // centred over Canada).
    const label = await us.locator('.map-label').boundingBox()
    await page.mouse.move(label!.x + label!.width / 2, label!.y + label!.height / 2 + 20)
    await expect.poll(() => tipOpacity(us)).toBe('1')
    await expect.poll(() => fill(us)).toBe('rgb(212, 160, 23)')

    await page.mouse.move(0, 0)
    await ca.focus()
    await expect(ca).toBeFocused()
    await expect.poll(() => tipOpacity(ca)).toBe('1')
    await expect.poll(() => fill(ca)).toBe('rgb(212, 160, 23)')
    await expect(ca.locator('.map-tooltip')).toContainText('Canada')
  })

  test('newsletter: sign up, confirm through the e-mailed link, clear messages', async ({ page, request }) => {
    const email = `reader-${Date.now()}@example.com`
    await page.goto('/')
    await hydrated(page)
    const form = page.locator('form.newsletter-form')
    const field = form.getByLabel('Your e-mail address')

    await field.fill('not-an-address')
    await form.getByRole('button', { name: 'Sign me up' }).click()
    await expect(form.getByText(/full e-mail address/)).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')

    await field.fill(email)
    await form.getByRole('button', { name: 'Sign me up' }).click()
    await expect(form.getByRole('status')).toContainText('check your inbox')

    const messages = await outbox(request, email)
    expect(messages[0].subject).toMatch(/confirm/i)
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(messages[0].text)?.[0]
    expect(link).toBeTruthy()

    const url = new URL(link!)
    await page.goto(url.pathname + url.search)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your sign-up')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Yes, send me scam alerts' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed up')
    await expectAccessible(page)

    // The same link a second time: a clear message, not an error page.
    await page.goto(url.pathname + url.search)
    await page.getByRole('button', { name: 'Yes, send me scam alerts' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link did not work')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the newsletter form posts: the address never lands in the URL (T12)', async ({ page, request }) => {
      const email = `nojs-${Date.now()}@example.com`
      await page.goto('/')
      const form = page.locator('form.newsletter-form')
      await form.getByLabel('Your e-mail address').fill(email)
      await form.getByRole('button', { name: 'Sign me up' }).click()
      await expect(page.getByText(/check your inbox/i)).toBeVisible()
      expect(page.url()).not.toContain('example.com')
      expect((await outbox(request, email))[0].subject).toMatch(/confirm/i)
    })

    test('all content, the chart, the map and the videos are in the page', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Online Protection')
      await expect(page.getByRole('heading', { name: 'Why People Trust Us' })).toBeVisible()
      await expect(page.getByText('Patient support that never rushes you')).toBeVisible()
      await expect(page.getByRole('img', { name: /Reported losses to internet crime/ })).toBeVisible()
      await expect(page.locator('table').filter({ hasText: '$16.6B' })).toHaveCount(1)
      await expect(page.locator('#videos-section article')).toHaveCount(scamVideos.length)
      await expect(
        page
          .locator('#videos-section')
          .getByRole('link', { name: /Watch on YouTube/ })
          .first(),
      ).toBeVisible()
      await expect(page.locator('svg.service-map g.map-country path')).toHaveCount(2)
      await expect(page.locator('svg.service-map')).toBeVisible()
      await expect(page.locator('ul.news-bar a')).toHaveCount(5)
      await expect(page.locator('a.showcase-link')).toHaveCount(10)
      // Reveal never hides anything without JavaScript: the last section is fully visible.
      const last = page.getByRole('heading', { name: 'Serving the US and Canada' })
      await last.scrollIntoViewIfNeeded()
      await expect(last).toBeVisible()
      expect(await last.evaluate((h) => getComputedStyle(h.closest('.reveal')!).opacity)).toBe('1')
      await expect(page.locator('.glow-dot')).toHaveCount(12)
    })
  })
})
