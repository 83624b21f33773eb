// Speed on a cheap phone: what a slow device does to a reader, tested without timing anything.
import { CHAT_BUTTON } from '../../scripts/measure/js-budget-lib.mjs'
import { chooseLanguage, clickWhenShellHydrates, expect, holdRequests, hydrated, test } from './fixtures'

test.describe('no jump back to the top', () => {
  test('a reader who scrolls before hydration ends stays where they are (CPU 6× slower)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })

    // Hold the page's scripts until the reader has scrolled, so hydration always ends after the
    // scroll (the order a slow phone produces), whatever the speed of this machine.
    const { release } = await holdRequests(page, '**/assets/*.js')

    await page.goto('/Pricing', { waitUntil: 'commit' })
    await page.locator('footer.site-footer').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    await page.evaluate(() => window.scrollTo(0, 1500))
    expect(await page.evaluate(() => window.scrollY)).toBe(1500)
    release()

    await hydrated(page)
    // Let the router settle: its resolve and render run in the frames after hydration.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => window.scrollY)).toBe(1500)
  })
})

test.describe('nothing undone by hydration', () => {
  test('a menu opened on a phone before the scripts ran stays open when they run', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const { release } = await holdRequests(page, '**/assets/*.js')
    await page.goto('/', { waitUntil: 'commit' })
    const menu = page.locator('summary', { hasText: 'Menu' })
    await menu.click()
    await expect(page.locator('summary', { hasText: 'Knowledge Center' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    release()
    await hydrated(page)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    await expect(page.locator('summary', { hasText: 'Knowledge Center' })).toBeVisible()
  })
})

test.describe('links while the page hydrates', () => {
  // React hydrates the header first and the page's content in a later task. A router navigation that
  // starts in between made TanStack Router read a match it had dropped, and React threw the page away
  // (errors #520 and #422). Until the content is hydrated, a link is an ordinary link (app/client.tsx).
  test('a link clicked after the header hydrated but before the content did loads the next page, without an error', async ({ page }) => {
    // /verify-us hydrates just after its first paint (pages that hydrate at the first action cannot be
    // caught half-way by a click: the click itself starts them).
    await clickWhenShellHydrates(page, 'a[href="/about"]')
    await page.goto('/verify-us')
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // A new document: the browser followed the link, not the half-hydrated router.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined()
    // (The fixture fails the test on any uncaught page error.)
  })

  test("a link tapped as the first action is followed without starting this page's app", async ({ page }) => {
    // Starting the app on the way out would be wasted work, and a chunk that fails to load because
    // the page is being left makes TanStack Router reload the page, dropping the navigation.
    const app = await holdRequests(page, '**/assets/hydrate-*.js')
    await page.goto('/es')
    expect(await page.evaluate(() => document.documentElement.dataset.hydrate)).toBe('controls')
    await chooseLanguage(page, 'en')
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(app.count()).toBe(0)
    app.release()
  })

  test('a reader of words-only pages who scrolls, points, uses keys, opens the menu and follows links never loads the app, nor does the chat (an island)', async ({
    page,
  }) => {
    const app = await holdRequests(page, '**/assets/hydrate-*.js')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/blog/romance-scam')
    expect(await page.evaluate(() => document.documentElement.dataset.hydrate)).toBe('controls')
    await page.mouse.move(300, 400)
    await page.mouse.wheel(0, 1500)
    await page.keyboard.press('PageDown')
    await page.keyboard.press('Tab') // onto the skip link
    // The menu is <details>: it opens without the app, and its links are ordinary links.
    await page.locator('header details > summary', { hasText: 'Knowledge Center' }).click()
    await page.locator('header a[href="/ReadFAQ"]:visible').click()
    await expect(page).toHaveURL(/\/ReadFAQ$/)
    expect(await page.evaluate(() => document.documentElement.dataset.hydrate)).toBe('controls')
    await page.mouse.wheel(0, 800)
    await page.locator('a[href="/terms"]').first().click()
    await expect(page).toHaveURL(/\/terms$/)
    await page.mouse.move(100, 500)
    expect(app.count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()

    // The chat is an island (decision 100): the press opens its window at once and starts React
    // inside it only; the page's app still never loads.
    await page.locator(CHAT_BUTTON).click()
    await expect(page.locator('#site-chat-window')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Chat with a SaffeSupport expert' })).toBeVisible()
    expect(app.count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  })

  test('before the app loads, a menu closes on Escape, on a click elsewhere and when another opens', async ({ page }) => {
    // A page of words may never load the app: the entry answers for the menus (listenToMenus).
    const app = await holdRequests(page, '**/assets/hydrate-*.js')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/about')
    const solutions = page.locator('header details[data-group="solutions"]')
    const software = page.locator('header details[data-group="software"]')
    await solutions.locator('summary').click()
    await expect(solutions).toHaveAttribute('open', '')
    await software.locator('summary').click()
    await expect(software).toHaveAttribute('open', '')
    await expect(solutions).not.toHaveAttribute('open')
    await page.keyboard.press('Escape')
    await expect(software).not.toHaveAttribute('open')
    await expect(software.locator('summary')).toBeFocused()
    await solutions.locator('summary').click()
    await expect(solutions).toHaveAttribute('open', '')
    await page.mouse.click(40, 860) // the page's text, left of the open list
    await expect(solutions).not.toHaveAttribute('open')
    expect(app.count()).toBe(0)
    app.release()
  })

  test('once the page is hydrated, a link is followed by the router without loading a new document', async ({ page }) => {
    // A page whose app starts by itself after the first paint (public pages start it only at a real
    // touch on a control, which a link is not: issue 42 took the synthetic start out of hydrated()).
    await page.goto('/verify-us')
    await hydrated(page) // the content too
    await page.evaluate(() => {
      ;(window as unknown as { samePage?: boolean }).samePage = true
    })
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/about"]')?.click())
    await expect(page).toHaveURL(/\/about$/)
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
  })
})

test.describe('a press before the entry runs', () => {
  // On a slow phone the page shows before its small entry script has run; a press then must not be
  // lost (the boot script keeps it, the entry presses it again: app/lib/early-press.ts).
  test('the Chat button pressed while the entry is still loading opens the chat once it runs', async ({ page }) => {
    const entry = await holdRequests(page, '**/assets/index-*.js')
    await page.goto('/terms', { waitUntil: 'domcontentloaded' })
    await page.locator(CHAT_BUTTON).click()
    expect(entry.count()).toBe(1)
    await expect(page.locator('#site-chat-window')).toHaveCount(0)
    entry.release()
    await expect(page.locator('#site-chat-window')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Chat with a SaffeSupport expert' })).toBeVisible()
  })

  test('a text size button pressed then takes effect once it runs, once', async ({ page }) => {
    const entry = await holdRequests(page, '**/assets/index-*.js')
    await page.goto('/about', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Large text size' }).first().click()
    await expect(page.locator('html')).not.toHaveAttribute('data-text-size')
    entry.release()
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large')
    await expect(page.getByRole('button', { name: 'Large text size' }).first()).toHaveAttribute('aria-pressed', 'true')
  })
})

test.describe('paint first, then scripts', () => {
  test('the HTML lists the page scripts instead of linking them; the app links them when it starts, without a CSP error', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/verify-us')).text()
    expect(html).not.toContain('rel="modulepreload"')
    const listed = html.match(/<meta name="modulepreload" content="([^"]+)"/)?.[1].split(' ') ?? []
    expect(listed.length).toBeGreaterThan(3)
    expect(listed.every((href) => href.startsWith('/assets/') && href.endsWith('.js'))).toBe(true)

    const problems: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text())
    })
    await page.goto('/verify-us')
    await hydrated(page)
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname),
    )
    expect(linked).toEqual(listed)
    expect(problems).toEqual([])
  })
})

test.describe('a tap is answered before anything loads (decision 325)', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } })

  test('a touch on Chat shows the panel with its box focused before the chat island is asked for', async ({ page }) => {
    let askedAt = 0
    page.on('request', (request) => {
      if (!askedAt && /\/assets\/chat-[\w-]+\.js$/.test(request.url())) askedAt = Date.now()
    })
    await page.goto('/blog/romance-scam')
    await hydrated(page)
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        if (!document.getElementById('site-chat-window')) return
        ;(window as unknown as { panelAt: number }).panelAt = Date.now()
        seen.disconnect()
      })
      seen.observe(document.body, { childList: true, subtree: true })
    })
    await page.locator(CHAT_BUTTON).tap()
    await expect(page.locator('#site-chat-window textarea')).toBeFocused()
    await expect.poll(() => askedAt, 'the island is loaded after the tap').toBeGreaterThan(0)
    const panelAt = await page.evaluate(() => (window as unknown as { panelAt: number }).panelAt)
    expect(panelAt, 'the panel was on the page before the island was asked for').toBeLessThan(askedAt)
  })
})
