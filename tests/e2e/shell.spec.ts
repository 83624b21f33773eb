import { expect, expectAccessible, holdRequests, hydrated, test } from './fixtures'
import { aliases, publicRoutes } from './routes'

test.describe('every route', () => {
  test('answers 200 with its own server-rendered heading, title and description', async ({ request }) => {
    const titles = new Map<string, string>()
    for (const path of publicRoutes) {
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status(), path).toBe(200)
      const html = await res.text()
      const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').trim())
      expect(h1s.length, `${path} has one h1`).toBe(1)
      expect(h1s[0].length, `${path} h1 text`).toBeGreaterThan(3)
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? ''
      expect(title.length, `${path} title`).toBeGreaterThan(3)
      expect(html, `${path} description`).toMatch(/<meta name="description" content="[^"]{25,}"/)
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? ''
      if (!aliases.some((a) => a.path === path)) titles.set(canonical, title)
    }
    // Different pages have different titles.
    expect(new Set(titles.values()).size).toBe(titles.size)
  })

  test('alias spellings render the page and point their canonical URL at one spelling', async ({ request }) => {
    for (const { path, canonical } of aliases) {
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status(), path).toBe(200)
      const html = await res.text()
      const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
      expect(new URL(href!).pathname.replace(/\/$/, '') || '/', path).toBe(canonical)
    }
  })

  test('an unknown path redirects to the home page', async ({ page, request }) => {
    const res = await request.get('/no-such-page/at-all', { maxRedirects: 0 })
    expect([301, 302, 307, 308]).toContain(res.status())
    expect(res.headers().location).toMatch(/^(http:\/\/[^/]+)?\/$/)
    await page.goto('/no-such-page')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Online Protection')
  })

  test('a missing file is a plain 404, not a redirect', async ({ request }) => {
    const res = await request.get('/images/not-here.png', { maxRedirects: 0 })
    expect(res.status()).toBe(404)
  })
})

test.describe('header', () => {
  test('signed out: Sign In and Sign Up', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header')
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Your Account' })).toBeHidden()
    await expect(header.getByRole('button', { name: 'Logout' })).toBeHidden()
  })

  test('signed in (token in storage): Your Account and Logout; Logout clears it and goes to /login', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('authToken', 'test-token')
      window.localStorage.setItem('user', JSON.stringify({ name: 'Ada', email: 'ada@example.com' }))
    })
    await page.goto('/Pricing')
    const header = page.locator('header')
    await expect(header.getByRole('link', { name: 'Your Account' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden()
    await hydrated(page)
    await page.evaluate(() => {
      // later page loads in this test start signed out
      window.localStorage.setItem('keepSignedOut', '1')
    })
    await header.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull()
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull()
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible()
  })

  test('the Solutions menu opens by keyboard and lists the ten DefendPro items', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await hydrated(page)
    const solutions = page.locator('summary', { hasText: 'Solutions' })
    await solutions.focus()
    await page.keyboard.press('Enter')
    const links = page.locator('details[data-group="solutions"] a[href^="/DefendPro"]')
    await expect(links).toHaveCount(10)
    await expect(links.first()).toBeVisible()
    await expect(page.locator('a[href^="/DefendPro?item=scam-alerts&t="]')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(links.first()).toBeHidden()
    await expect(solutions).toBeFocused()
  })

  test('below 992 px the menu collapses behind a Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    const menuButton = page.locator('summary', { hasText: 'Menu' })
    await expect(menuButton).toBeVisible()
    await expect(page.locator('summary', { hasText: 'Knowledge Center' })).toBeHidden()
    await menuButton.click()
    await page.locator('summary', { hasText: 'Knowledge Center' }).click()
    await page.getByRole('link', { name: 'Fraud FAQ' }).click()
    await expect(page).toHaveURL(/\/ReadFAQ$/)
    await expect(page.locator('summary', { hasText: 'Knowledge Center' })).toBeHidden()
  })
})

test.describe('cookie banner', () => {
  test.use({ freshVisitor: true })

  for (const choice of ['Accept', 'Reject'] as const) {
    test(`${choice} stores the choice and hides the banner for good`, async ({ page }) => {
      await page.goto('/')
      const banner = page.getByRole('region', { name: 'Cookie choices' })
      await expect(banner).toBeVisible()
      await hydrated(page)
      await banner.getByRole('button', { name: choice }).click()
      await expect(banner).toBeHidden()
      expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe(choice === 'Accept' ? 'accepted' : 'rejected')
      await page.reload()
      await expect(page.getByRole('region', { name: 'Cookie choices' })).toBeHidden()
      await page.goto('/about')
      await expect(page.getByRole('region', { name: 'Cookie choices' })).toBeHidden()
    })
  }
})

test.describe('footer', () => {
  test('is on ordinary pages with its links, the year and the company', async ({ page }) => {
    await page.goto('/Pricing')
    const footer = page.locator('footer.site-footer')
    await expect(footer).toBeVisible()
    for (const href of ['/home', '/about', '/privacy-policy', '/terms', '/return-policy', '/why-us', '/contact', '/live-support']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} SaffeSupport`)
  })

  for (const path of ['/about', '/privacy-policy', '/terms', '/return-policy', '/why-us', '/contact']) {
    test(`is hidden on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.locator('footer.site-footer')).toHaveCount(0)
    })
  }
})

test.describe('scrolling', () => {
  test('a URL with a hash scrolls to the named element', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto('/about#our-mission')
    await expect(page.locator('#our-mission')).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  })

  test('a path change scrolls to the top; a link with a hash scrolls to its target', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto('/Pricing')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer.site-footer').getByRole('link', { name: 'Why us' }).click()
    await expect(page).toHaveURL(/\/why-us$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => {
      const a = document.createElement('a')
      a.href = '/about#our-mission'
      a.textContent = 'to mission'
      document.querySelector('main')?.insertAdjacentElement('afterbegin', a)
    })
    await page.getByRole('link', { name: 'to mission' }).click()
    await expect(page.locator('#our-mission')).toBeInViewport()
  })
})

test.describe('text size', () => {
  test('normal, large and larger change the base size, are remembered, and do not break the layout', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await hydrated(page)
    const rootSize = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize))
    expect(await rootSize()).toBe(18)
    // On a phone the size buttons are in the bottom band, in view without opening the menu (decision 151).
    await page.getByRole('button', { name: 'Larger text size' }).click()
    expect(await rootSize()).toBeCloseTo(27, 1)
    await expect(page.getByRole('button', { name: 'Larger text size' })).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    expect(await rootSize()).toBeCloseTo(27, 1)
    // The header still fits: the Menu button is fully on screen.
    const menuBox = await page.locator('summary', { hasText: 'Menu' }).boundingBox()
    expect((menuBox?.x ?? 0) + (menuBox?.width ?? 999)).toBeLessThanOrEqual(375)
    for (const path of ['/', '/Pricing', '/blog/romance-scam', '/product/1']) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
    }
    await page.getByRole('button', { name: 'Normal text size' }).click()
    expect(await rootSize()).toBe(18)
    expect(await page.evaluate(() => window.localStorage.getItem('textSize'))).toBeNull()
  })
})

test.describe('settings before the app has loaded', () => {
  test.use({ freshVisitor: true })

  // The text size and cookie buttons are answered by the small entry (app/lib/page-controls.ts), so
  // on a page that loads the app at the first action the first tap does not wait for it.
  test('the text size and the cookie choice answer at once, and the app agrees when it loads', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const { release } = await holdRequests(page, '**/assets/hydrate-*.js')
    await page.goto('/Pricing')
    const larger = page.getByRole('button', { name: 'Larger text size' })
    await larger.click()
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger')
    await expect(larger).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: 'Normal text size' })).toHaveAttribute('aria-pressed', 'false')
    await page.getByRole('button', { name: 'Accept' }).click()
    await expect(page.getByRole('region', { name: 'Cookie choices' })).toBeHidden()
    expect(await page.evaluate(() => [localStorage.getItem('textSize'), localStorage.getItem('cookieConsent')])).toEqual([
      'larger',
      'accepted',
    ])
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()

    // The next page shows the stored size as pressed before the app is there too.
    await page.goto('/about')
    await expect(page.getByRole('button', { name: 'Larger text size' })).toHaveAttribute('aria-pressed', 'true')
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()

    release()
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Larger text size' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'Normal text size' }).click()
    await expect(page.locator('html')).not.toHaveAttribute('data-text-size', /./)
    await expect(page.getByRole('button', { name: 'Normal text size' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: 'Larger text size' })).toHaveAttribute('aria-pressed', 'false')
  })
})

test.describe('accessibility of the shell', () => {
  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/Pricing')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main')).toBeFocused()
  })

  for (const path of ['/', '/about', '/blog/romance-scam', '/product/1']) {
    test(`axe finds no serious problem on ${path}`, async ({ page }) => {
      await page.goto(path)
      await hydrated(page)
      await expectAccessible(page)
    })
  }
})
