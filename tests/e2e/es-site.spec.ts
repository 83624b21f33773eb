// The whole public site in Spanish: every route answers at /es + the same path, in Spanish,
// with its language, canonical and hreflang links right, and no English interface text left.
// Feature specs (es-*.spec.ts) test what each Spanish page does; this one sweeps them all.
import { expect, test } from './fixtures'
import { foreignMessages, foreignTextOnPage, sweepTranslatedSite } from './foreign-text'

test.describe('every public page in Spanish', () => {
  sweepTranslatedSite('es', 'Spanish, lang="es", canonical and hreflang, no other language\'s interface, axe clean')
})

test('the check itself finds English on an English page', async ({ page }) => {
  await page.goto('/about')
  expect((await foreignTextOnPage(page, 'es', foreignMessages('es'))).length).toBeGreaterThan(10)
})

test.describe('Spanish and French addresses', () => {
  // Every translated language answers its addresses the same way.
  for (const locale of ['es', 'fr'] as const) {
    test(`/${locale}/unknown goes to /${locale}; /${locale.toUpperCase()} and a trailing slash canonicalise`, async ({ request }) => {
      const first = (path: string) => request.get(path, { maxRedirects: 0 })
      expect((await first(`/${locale}/no-such-page`)).headers().location).toMatch(new RegExp(`/${locale}$`))
      const upper = await first(`/${locale.toUpperCase()}/pricing`)
      expect(upper.status()).toBe(301)
      expect(upper.headers().location).toMatch(new RegExp(`/${locale}/Pricing$`))
      const slash = await first(`/${locale}/`)
      expect(slash.status()).toBe(301)
      expect(slash.headers().location).toMatch(new RegExp(`/${locale}$`))
    })
  }

  test('/de is an ordinary unknown path', async ({ request }) => {
    const german = await request.get('/de/Pricing', { maxRedirects: 0 })
    expect(german.status()).toBe(302)
    expect(new URL(german.headers().location ?? '', 'http://x').pathname).toBe('/')
  })

  test('the sitemap lists both languages with their alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml).toContain('/es/Pricing</loc>')
    expect(xml).toContain('/Pricing</loc>')
    expect(xml).toMatch(/hreflang="es" href="[^"]+\/es\/blog\/romance-scam"/)
  })

  test('each language is its own cached page', async ({ request }) => {
    const en = await request.get('/about')
    const es = await request.get('/es/about')
    expect(await en.text()).toContain('lang="en"')
    expect(await es.text()).toContain('lang="es"')
    // Served again (now from the cache), each keeps its language.
    expect(await (await request.get('/es/about')).text()).toContain('lang="es"')
    expect(await (await request.get('/about')).text()).toContain('lang="en"')
  })
})
