// Speed on a cheap phone: what a slow device does to a reader, tested without timing anything.
import { expect, hydrated, test } from './fixtures'

test.describe('no jump back to the top', () => {
  test('a reader who scrolls before hydration ends stays where they are (CPU 6× slower)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })

    // Hold the page's scripts until the reader has scrolled, so hydration always ends after the
    // scroll (the order a slow phone produces), whatever the speed of this machine.
    let release!: () => void
    const scrolled = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/*.js', async (route) => {
      await scrolled
      await route.continue()
    })

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
    let release!: () => void
    const opened = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/*.js', async (route) => {
      await opened
      await route.continue()
    })
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

test.describe('paint first, then scripts', () => {
  test('the HTML lists the page scripts instead of linking them; the app links them when it starts, without a CSP error', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/Pricing')).text()
    expect(html).not.toContain('rel="modulepreload"')
    const listed = html.match(/<meta name="modulepreload" content="([^"]+)"/)?.[1].split(' ') ?? []
    expect(listed.length).toBeGreaterThan(3)
    expect(listed.every((href) => href.startsWith('/assets/') && href.endsWith('.js'))).toBe(true)

    const problems: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text())
    })
    await page.goto('/Pricing')
    await hydrated(page)
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname),
    )
    expect(linked).toEqual(listed)
    expect(problems).toEqual([])
  })
})
