// The whole public site in Spanish (issue 17): every route answers at /es + the same path, in Spanish,
// with its language, canonical and hreflang links right, and no English interface text left.
// Feature specs (es-*.spec.ts) test what each Spanish page does; this one sweeps them all.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { localizeHref } from '#shared/i18n'
import { expect, test } from './fixtures'
import { publicRoutes } from './routes'

/** English function words that are not Spanish words: text made largely of them is English. */
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'your',
  'you',
  'with',
  'for',
  'is',
  'are',
  'our',
  'we',
  'this',
  'that',
  'what',
  'how',
  'to',
  'of',
  'it',
  'on',
  'in',
  'can',
  'will',
  'not',
  'from',
  'or',
  'at',
  'be',
  'have',
  'has',
  'about',
])

/** English interface messages that read differently in Spanish (at least two words). */
function englishMessages(): string[] {
  const dir = path.resolve(import.meta.dirname, '../../messages')
  const out: string[] = []
  for (const area of readdirSync(dir)) {
    const read = (locale: string) => JSON.parse(readFileSync(path.join(dir, area, `${locale}.json`), 'utf8')) as Record<string, unknown>
    const en = read('en')
    const es = read('es')
    for (const [key, value] of Object.entries(en)) {
      if (typeof value !== 'string' || key === '$schema' || value === es[key]) continue
      // The fixed words between parameters: "{count} items" → "items".
      for (const piece of value.split(/\{\w+\}/)) {
        const text = piece.trim()
        if (text.split(/\s+/).length >= 3) out.push(text)
      }
    }
  }
  return out
}

/** English text a reader sees on the page: visible text and labels, outside elements marked lang="en". */
async function englishOnPage(page: Page, messages: string[]): Promise<string[]> {
  return page.evaluate(
    ({ words, messages }) => {
      const english = new Set(words)
      const found: string[] = []
      const looksEnglish = (text: string) => {
        const tokens = text.toLowerCase().match(/[a-z']+/g) ?? []
        const hits = tokens.filter((t) => english.has(t))
        // Two different English function words, and enough of them to be English prose: a Spanish
        // sentence naming an English law or office in parentheses stays well under a tenth.
        const prose = new Set(hits).size >= 2 && hits.length / tokens.length >= 0.15
        return prose || messages.some((m) => text.includes(m))
      }
      // A fragment kept in English on purpose says so with lang="en" (the page's own <html lang> aside).
      const markedEnglish = (el: Element | null) => {
        const holder = el?.closest('[lang]')
        return !!holder && holder !== document.documentElement && (holder.getAttribute('lang') ?? '').startsWith('en')
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement
        const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? ''
        if (!el || text.length < 4 || el.closest('script, style, noscript, template')) continue
        if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue
        if (!markedEnglish(el) && looksEnglish(text)) found.push(text)
      }
      for (const el of document.body.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
        if (markedEnglish(el)) continue
        for (const attr of ['aria-label', 'placeholder', 'alt', 'title']) {
          const text = el.getAttribute(attr)?.trim()
          if (text && looksEnglish(text)) found.push(`${attr}="${text}"`)
        }
      }
      return found
    },
    { words: [...ENGLISH_WORDS], messages },
  )
}

// The staff console stays English; alias spellings exist in English only.
// The tools added after the spec's route table are swept too.
const spanishRoutes = [
  ...publicRoutes.filter((p) => !['/home', '/ForYourHome', '/ForYourBusiness', '/fixmytech'].includes(p)),
  '/scam-check',
  '/help-now',
  '/verify-us',
]

test.describe('every public page in Spanish', () => {
  const messages = englishMessages()
  for (const route of spanishRoutes) {
    const url = localizeHref(route, 'es')
    test(`${url}: Spanish, lang="es", canonical and hreflang, no English interface`, async ({ page }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(url)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.locator('h1').first()).toBeVisible()
      const hreflangs = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`))
      const noindex = await page.locator('meta[name="robots"][content*="noindex"]').count()
      if (!noindex) {
        expect(hreflangs).toEqual(expect.arrayContaining([`en ${route}`, `es ${url}`, `x-default ${route}`]))
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
        expect(new URL(canonical ?? '').pathname).toBe(url)
      }
      expect(await englishOnPage(page, messages)).toEqual([])
    })
  }
})

test('the check itself finds English on an English page', async ({ page }) => {
  await page.goto('/about')
  expect((await englishOnPage(page, englishMessages())).length).toBeGreaterThan(10)
})

test.describe('Spanish addresses', () => {
  test('/es/unknown goes to /es; /ES and a trailing slash canonicalise; /fr is an ordinary unknown path', async ({ request }) => {
    const first = (path: string) => request.get(path, { maxRedirects: 0 })
    expect((await first('/es/no-such-page')).headers().location).toMatch(/\/es$/)
    const upper = await first('/ES/pricing')
    expect(upper.status()).toBe(301)
    expect(upper.headers().location).toMatch(/\/es\/Pricing$/)
    const slash = await first('/es/')
    expect(slash.status()).toBe(301)
    expect(slash.headers().location).toMatch(/\/es$/)
    const french = await first('/fr/Pricing')
    expect(french.status()).toBe(302)
    expect(new URL(french.headers().location ?? '', 'http://x').pathname).toBe('/')
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
