// The service pages in Spanish: each answers at /es/... with a Spanish <h1>, lang="es" and
// hreflang links, shows the same prices as its English twin, links inside its texts stay in Spanish,
// passes axe, and does not scroll sideways at 375 px.
import type { Page } from '@playwright/test'
import * as businessEs from '#content/es/business-support'
import * as defendProEs from '#content/es/defendpro'
import * as fixEs from '#content/es/fixmytech'
import * as homeEs from '#content/es/home-support'
import * as liveEs from '#content/es/live-support'
import * as parentEs from '#content/es/parent-solution'
import { fillTokens, site } from '#content/site'
import { expect, expectNoSidewaysScroll, hydrated, test } from './fixtures'

const PAGES: { path: string; h1: string }[] = [
  { path: '/DefendPro', h1: defendProEs.defendProHero.heading },
  { path: '/ParentSolution', h1: parentEs.parentBanners[0].heading },
  { path: '/FixMyTech', h1: fixEs.fixHero.heading },
  { path: '/for-your-home', h1: homeEs.homeHero.heading },
  { path: '/for-your-business', h1: businessEs.businessHeroes[0].heading },
  { path: '/live-support', h1: liveEs.liveHero.heading },
]

/** Every dollar amount in the page's main content (collapsed sections included), sorted. */
const pricesOf = (page: Page) => page.locator('main').evaluate((main) => (main.textContent?.match(/\$[\d,]+(?:\.\d+)?/g) ?? []).sort())

test.describe('service pages in Spanish', () => {
  for (const { path, h1 } of PAGES) {
    test(`/es${path}: Spanish h1, lang="es", hreflang, the English prices`, async ({ page, request }) => {
      const res = await request.get(`/es${path}`)
      expect(res.status()).toBe(200)

      await page.goto(path)
      const englishPrices = await pricesOf(page)
      expect(englishPrices.length).toBeGreaterThan(0)

      await page.goto(`/es${path}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fillTokens(h1))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/es${path}`)
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${site.url}${path}`)
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${site.url}/es${path}`)
      expect(await pricesOf(page)).toEqual(englishPrices)

      // axe: the Spanish sweep (es-site.spec.ts) runs axe on this page as it arrives.
    })
  }

  test('/es/DefendPro: ?item= opens the Spanish section, and links in its texts stay in Spanish', async ({ page }) => {
    await page.goto('/es/DefendPro?item=scam-protection')
    await hydrated(page)
    const section = page.locator('#scam-protection')
    await expect(section.getByRole('button', { name: /^Ocultar/ })).toHaveAttribute('aria-expanded', 'true')
    await expect(section.getByRole('heading', { name: 'Nuestra regla para el acceso remoto' })).toBeVisible()
    await expect(section.getByRole('link', { name: 'guía sobre las estafas románticas' })).toHaveAttribute('href', '/es/blog/romance-scam')
    // The topic links and the item links inside the texts go to the Spanish page.
    await expect(page.locator('a[href="/es/DefendPro?item=vpn"]').first()).toBeAttached()
    await expect(page.locator('main a[href^="/DefendPro"]')).toHaveCount(0)
    await expect(page.locator('main a[href="/es/for-your-business"]')).toHaveCount(1)
  })

  test('/es/FixMyTech: the one-time fix is not refundable, in plain words', async ({ page }) => {
    await page.goto('/es/FixMyTech')
    await hydrated(page)
    await page.getByRole('button', { name: /Ver respuesta.*devolver el dinero/ }).click()
    await expect(page.getByText('no es reembolsable')).toBeVisible()
    await expect(page.locator('main a[href="/es/return-policy"]')).toBeVisible()
    // The closing call (a shared component) speaks Spanish too.
    const closing = page.locator('.closing-call')
    await expect(closing.getByRole('link', { name: 'Ver planes y precios' })).toHaveAttribute('href', '/es/Pricing')
    await expect(closing.getByRole('link', { name: `Llame al ${site.phone}` })).toHaveAttribute('href', site.phoneHref)
  })

  test('/es/live-support: 911 comes first among the emergency steps', async ({ page }) => {
    await page.goto('/es/live-support')
    await hydrated(page)
    await page.getByRole('button', { name: 'Ver ayuda de emergencia' }).click()
    const steps = page.locator('#emergency-help ol > li h3')
    await expect(steps).toHaveCount(liveEs.emergencyHelp.steps.length)
    await expect(steps.first()).toHaveText('¿Está en peligro? Llame al 911')
    await expect(page.getByRole('button', { name: 'Ocultar los pasos de emergencia' })).toBeVisible()
  })
})

test.describe('service pages in Spanish on narrow screens', () => {
  test.use({ viewport: { width: 375, height: 800 } })
  test('no Spanish service page scrolls sideways at 375 px, with its widest state open', async ({ page }) => {
    await expectNoSidewaysScroll(page, [
      ['/es/DefendPro?item=human-support'],
      ['/es/for-your-home'],
      ['/es/for-your-business'],
      ['/es/ParentSolution'],
      ['/es/FixMyTech'],
      ['/es/live-support', (p) => p.getByRole('button', { name: 'Ver ayuda de emergencia' }).click()],
    ])
  })
})
