// The Spanish home page (/es) and fraud FAQ (/es/ReadFAQ): Spanish words, Spanish map names from the
// loader, Spanish form messages, and axe. English is covered, unchanged, by landing.spec.ts and pages-b.
import { expect, expectAccessible, hydrated, test } from './fixtures'

test.describe('Spanish home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.fulfill({ status: 204 }))
  })

  test('/es answers 200 in Spanish and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const res = await page.goto('/es')
    expect(res?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protección completa en internet')
    await expect(page).toHaveTitle('SaffeSupport: protección completa en internet y soporte técnico')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { name: 'Por qué las personas confían en nosotros' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Ver planes y precios' })).toHaveAttribute('href', '/es/Pricing')
    // Links inside the site stay in Spanish: the news bar and the showcase.
    expect(await main.locator('ul.news-bar a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/es/Fox',
      '/es/CBS',
      '/es/ABC11',
      '/es/NewYorkPolice',
      '/es/ABCNational',
    ])
    const showcase = await main.locator('a.showcase-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(showcase).toHaveLength(10)
    expect(showcase.every((h) => /^\/es\/DefendPro\?item=[a-z-]+$/.test(h ?? ''))).toBe(true)
    // A video title published in English is marked as English; our own summaries are Spanish.
    const videos = page.locator('#videos-section')
    await expect(videos.getByRole('heading', { name: 'Beware of Elder Fraud Scams' })).toHaveAttribute('lang', 'en')
    await expect(videos.getByRole('heading', { name: 'Personas que llaman haciéndose pasar por el gobierno' })).not.toHaveAttribute(
      'lang',
      /./,
    )
    await expect(page.locator('table').filter({ hasText: /\$16\.6\smil\smillones/ })).toHaveCount(1)
    await hydrated(page)
    for (let y = 0; y < 16_000; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y)
    await expectAccessible(page)
  })

  test('the map names the countries in Spanish, on a first load and after a client navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/es')
    const map = page.locator('svg.service-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('aria-label', 'Mapa: Atendemos en EE. UU. y Canadá')
    await expect(map.locator('g[data-country="us"]')).toHaveAttribute('aria-label', /^Estados Unidos: /)
    await expect(map.locator('g[data-country="ca"]')).toHaveAttribute('aria-label', /^Canadá: /)
    await expect(map.getByText('Estados Unidos', { exact: true })).toBeVisible()
    await expect(map.getByText('Canadá', { exact: true })).toBeVisible()

    // From another Spanish page whose app runs (/verify-us starts it after the first paint; a page of
    // words would leave the link to the browser), the router runs the loader in the browser.
    await page.goto('/es/verify-us')
    await hydrated(page)
    const serverCalls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/_serverFn/')) serverCalls.push(r.url())
    })
    await page.locator('header a[href="/es"]').first().click()
    await expect(page).toHaveURL(/\/es$/)
    // The map came through the server function, which was asked for Spanish (its input is the language).
    // The router changes the address first and runs the loader after, so wait for the request.
    await expect.poll(() => serverCalls.length).toBeGreaterThan(0)
    expect(decodeURIComponent(serverCalls[0])).toContain('"s":"es"')
    const again = page.locator('svg.service-map')
    await again.scrollIntoViewIfNeeded()
    await expect(again.locator('g[data-country="us"]')).toHaveAttribute('aria-label', /^Estados Unidos: /)
    await expect(again.getByText('Canadá', { exact: true })).toBeVisible()
  })

  test('the newsletter form answers in Spanish', async ({ page }) => {
    await page.goto('/es')
    await hydrated(page)
    const form = page.locator('form.newsletter-form')
    const field = form.getByLabel('Su correo electrónico')
    const submit = form.getByRole('button', { name: 'Suscribirme' })
    await submit.click()
    await expect(form.getByText('Por favor, escriba su correo electrónico.', { exact: true })).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toBeFocused()

    await field.fill('no-es-una-direccion')
    await submit.click()
    await expect(form.getByText(/correo electrónico completo, por ejemplo nombre@ejemplo\.com/)).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')

    // A good address goes to the API, which answers; the page sends its language with it.
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/newsletter') && r.method() === 'POST')
    await field.fill(`lector-${Date.now()}@example.com`)
    await submit.click()
    expect((await sent).headers()['x-locale']).toBe('es')
    await expect(form.getByRole('status')).toBeVisible()
    await expect(field).not.toHaveAttribute('aria-invalid', /./)
  })

  test('no sideways scrolling on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/es')
    await hydrated(page)
    for (let y = 0; y < 20_000; y += 800) await page.evaluate((top) => window.scrollTo(0, top), y)
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }))
    expect(scroll).toBeLessThanOrEqual(client)
  })
})

test.describe('Spanish fraud FAQ', () => {
  test('/es/ReadFAQ answers 200 in Spanish, with Spanish JSON-LD, and passes axe', async ({ page }) => {
    const res = await page.goto('/es/ReadFAQ')
    expect(res?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sus preguntas sobre fraudes, respondidas')
    await expect(page).toHaveTitle('Preguntas frecuentes sobre fraudes | SaffeSupport')
    await expect(page.getByRole('heading', { name: 'Las 20 preguntas que más escuchamos' })).toBeVisible()
    await expect(page.locator('#questions li[id^="q-"]')).toHaveCount(20)
    await expect(page.getByRole('heading', { name: 'El plan de seguridad de su familia' })).toBeVisible()
    // Links inside the site go to Spanish pages; the FTC's Spanish reporting site is used.
    const questions = page.locator('#questions')
    await expect(questions.locator('a[href="/es/blog/tech-support-scam"]')).toHaveCount(1)
    expect(await questions.locator('a[href^="/blog/"]').count()).toBe(0)
    expect(await questions.locator('a[href="https://reportefraude.ftc.gov"]').count()).toBeGreaterThan(3)
    await expect(page.locator('a[href="tel:+18885550142"]').first()).toBeAttached()

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const faq = ld.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'FAQPage')
    expect(faq.inLanguage).toBe('es-US')
    expect(faq.mainEntity).toHaveLength(20)
    expect(faq.mainEntity[0].name).toMatch(/^Alguien me llamó diciendo que es de Microsoft/)
    expect(faq.mainEntity[0].acceptedAnswer.text).toMatch(/^No\. Las grandes empresas/)
    // axe: the Spanish sweep (es-site.spec.ts) runs axe on this page as it arrives.
  })
})
