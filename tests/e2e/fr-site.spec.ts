// The whole public site in Canadian French: every route answers at /fr + the same path, in French,
// with lang="fr-CA", its canonical and the hreflang links of the three languages, and no English or
// Spanish interface text left. The sweep also checks the addresses, the sitemap, the switcher and the
// "Voir en français" offer.
import { chooseLanguage, expect, expectAccessible, hydrated, test } from './fixtures'
import { foreignMessages, foreignTextOnPage, sweepTranslatedSite } from './foreign-text'

test.describe('every public page in French', () => {
  sweepTranslatedSite('fr', 'French, lang="fr-CA", canonical and hreflang, no English or Spanish interface, axe clean')
})

test('the check itself finds English and Spanish on pages in those languages', async ({ page }) => {
  const messages = foreignMessages('fr')
  await page.goto('/about')
  expect((await foreignTextOnPage(page, 'fr', messages)).length).toBeGreaterThan(10)
  await page.goto('/es/about')
  expect((await foreignTextOnPage(page, 'fr', messages)).length).toBeGreaterThan(10)
})

test.describe('French addresses', () => {
  // /fr/unknown, /FR and /fr/: with the Spanish ones in es-site.spec.ts.
  test('the sitemap lists the three languages with their alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml).toContain('/fr/Pricing</loc>')
    expect(xml).toMatch(/hreflang="fr" href="[^"]+\/fr\/blog\/romance-scam"/)
  })

  test('a remembered French choice sends / to /fr', async ({ request }) => {
    const home = await request.get('/', { maxRedirects: 0, headers: { cookie: 'lang=fr' } })
    expect(home.status()).toBe(302)
    expect(home.headers().location).toBe('/fr')
  })
})

test.describe('the language menu offers every other language', () => {
  for (const [from, others] of [
    ['/Pricing', ['Español', 'Français']],
    ['/es/Pricing', ['English', 'Français']],
    ['/fr/Pricing', ['English', 'Español']],
  ] as const) {
    for (const width of [375, 1280]) {
      test(`${from} at ${width} px: ${others.join(' and ')}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(from)
        await page.locator('.lang-menu summary:visible').click()
        await expect(page.locator('.lang-menu[open] a[data-lang-choice]')).toHaveText([...others])
        // Open on a first visit, the cookie banner does not cover it: the link takes the tap.
        await page.locator('.lang-menu[open] a[data-lang-choice]').first().click({ trial: true })
        await expectAccessible(page)
        await page.keyboard.press('Escape')
        await expect(page.locator('.lang-menu[open]')).toHaveCount(0)
      })
    }
  }

  test('following "Français" keeps the page and remembers the choice', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/blog/romance-scam')
    await chooseLanguage(page, 'fr')
    await expect(page).toHaveURL(/\/fr\/blog\/romance-scam$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('fr')
  })
})

test.describe('"Voir en français" offer', () => {
  test.describe('a browser that prefers French', () => {
    test.use({ locale: 'fr-CA' })
    test('sees the French offer, not the Spanish one; "Non, merci" hides it', async ({ page }) => {
      await page.goto('/about')
      const offer = page.locator('.lang-offer:visible')
      await expect(offer).toHaveCount(1)
      await expect(offer.getByRole('link', { name: 'Voir en français' })).toHaveAttribute('href', '/fr/about')
      await offer.getByRole('button', { name: 'Non, merci' }).click()
      await expect(page.locator('.lang-offer:visible')).toHaveCount(0)
      await page.goto('/about')
      await expect(page.locator('.lang-offer:visible')).toHaveCount(0)
    })

    test('the offer is shown on English pages only', async ({ page }) => {
      await page.goto('/fr/about')
      await hydrated(page)
      await expect(page.locator('.lang-offer')).toHaveCount(0)
    })
  })
})
