// "Get alerts on this device" (decision 102): an island of its own, shown with no action wherever the
// browser can take notifications, and nowhere else. These tests run in the whole browser: the headless
// shell the other files use has no Notification API (scripts/chromium.mjs).
import { expect, hydrated, slowPhone, test, WHOLE_BROWSER } from './fixtures'

test.use(WHOLE_BROWSER)

test('the push button appears only where the Push API exists', async ({ page, context }) => {
  await page.goto('/alerts')
  await hydrated(page)
  // What app/islands/push.ts asks of the browser; the whole browser (WHOLE_BROWSER above) has it all.
  expect(await page.evaluate(() => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window)).toBe(true)
  await expect(page.getByRole('button', { name: 'Get alerts on this device' })).toHaveCount(1)
  const sw = await page.request.get('/sw.js')
  expect(sw.status()).toBe(200)
  expect(await sw.text()).not.toMatch(/addEventListener\('fetch'/)
  // The page's Content-Security-Policy lets the service worker register at scope `/`.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.register('/sw.js', { scope: '/' })).scope)
  expect(new URL(scope).pathname).toBe('/')

  // A browser without notifications (as the headless shell, or an old phone's): no button.
  // The island loads and runs all the same; then its place stays empty.
  const without = await context.newPage()
  await without.addInitScript(() => Reflect.deleteProperty(window, 'Notification'))
  const island = without.waitForResponse((r) => /\/assets\/push-[\w-]+\.js$/.test(r.url()))
  await without.goto('/alerts')
  await island
  await hydrated(without)
  await without.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
  expect(await without.evaluate(() => 'Notification' in window)).toBe(false)
  await expect(without.locator('[data-push-island]')).toBeEmpty()
  await expect(without.getByRole('button', { name: 'Get alerts on this device' })).toHaveCount(0)
})

test('an alert shows "Get alerts on this device" with no action and never starts the app', async ({ page }) => {
  // On a phone 4× slower, with the page's app kept from loading: the button must not need it.
  await slowPhone(page)
  await page.route('**/assets/hydrate-*.js', (route) => route.abort())
  const asked: string[] = []
  page.on('request', (r) => {
    if (/\/assets\/hydrate-[\w-]+\.js/.test(r.url())) asked.push(r.url())
  })
  await page.goto('/alerts')
  const first = page.locator('main li h3 a').first()
  const href = (await first.getAttribute('href')) ?? ''
  await page.goto(href)
  const button = page.getByRole('button', { name: 'Get alerts on this device' })
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute('aria-describedby', /push-status/)
  // Reading, scrolling and a tap on the page's text start nothing.
  await page.mouse.wheel(0, 600)
  await page.locator('main h1').click()
  await page.keyboard.press('Tab')
  expect(asked).toEqual([])
})
