// Finds text in another language on a page: visible text, labels and alt texts that read as another of
// the site's languages, outside elements that declare their own language (lang="en" on a quoted
// headline, lang="fr-CA" on the switcher's "Français"). Used by the sweeps of the translated sites
// (es-site.spec.ts, fr-site.spec.ts).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { LOCALE_LANG_ATTRIBUTES, LOCALES, type Locale, localizeHref } from '#shared/i18n'
import { expect, expectAccessible, test } from './fixtures'
import { translatedRoutes } from './routes'

/** A word list written on one line: `words('a b c')` → `['a', 'b', 'c']`. */
const words = (list: string): string[] => list.split(' ')

/** Short, common words of each language; a word of another language that is not one of the page's counts. */
const FUNCTION_WORDS: Readonly<Record<Locale, readonly string[]>> = {
  en: words('the and your you with for is are our we this that what how to of it on in can will not from or at be have has about'),
  es: words(
    'el los las usted sus para por con del una pero muy como nuestro nuestra nuestros este esta cuando puede que en de la le les nos se',
  ),
  fr: words('le les se des du et vous votre vos est pour dans une avec on nous pas ce cette qui au aux sont notre nos que de la en'),
}

/** The words that mark `other` on a page in `page`: its function words that the page's language does not share. */
function markers(other: Locale, pageLocale: Locale): string[] {
  const own = new Set(FUNCTION_WORDS[pageLocale])
  return FUNCTION_WORDS[other].filter((word) => !own.has(word))
}

/** Interface messages of the other languages that read differently in `pageLocale` (runs of three words or more). */
export function foreignMessages(pageLocale: Locale): string[] {
  const dir = path.resolve(import.meta.dirname, '../../messages')
  const out: string[] = []
  for (const area of readdirSync(dir)) {
    const read = (locale: string) => JSON.parse(readFileSync(path.join(dir, area, `${locale}.json`), 'utf8')) as Record<string, unknown>
    const own = read(pageLocale)
    for (const other of LOCALES.filter((l) => l !== pageLocale)) {
      for (const [key, value] of Object.entries(read(other))) {
        if (typeof value !== 'string' || key === '$schema' || value === own[key]) continue
        // The fixed words between parameters: "{count} items" → "items".
        for (const piece of value.split(/\{\w+\}/)) {
          const text = piece.trim()
          if (text.split(/\s+/).length >= 3 && !(typeof own[key] === 'string' && (own[key] as string).includes(text))) out.push(text)
        }
      }
    }
  }
  return out
}

/** Text in another language than `pageLocale` that a reader sees on the page. */
export async function foreignTextOnPage(page: Page, pageLocale: Locale, messages: string[]): Promise<string[]> {
  const words = Object.fromEntries(LOCALES.filter((l) => l !== pageLocale).map((l) => [l, markers(l, pageLocale)]))
  return page.evaluate(
    ({ words, messages }) => {
      const sets = Object.values(words).map((list) => new Set(list))
      const found: string[] = []
      const looksForeign = (text: string) => {
        const tokens = text.toLowerCase().match(/[a-zà-ÿ']+/g) ?? []
        const prose = sets.some((set) => {
          const hits = tokens.filter((t) => set.has(t))
          // Two different words of that language, and enough of them to be its prose: a sentence naming
          // a foreign law or office in parentheses stays well under a tenth.
          return new Set(hits).size >= 2 && hits.length / tokens.length >= 0.15
        })
        return prose || messages.some((m) => text.includes(m))
      }
      // A fragment kept in another language on purpose says so with its own lang (the page's <html lang> aside).
      const page = document.documentElement.getAttribute('lang') ?? ''
      const markedForeign = (el: Element | null) => {
        const holder = el?.closest('[lang]')
        return !!holder && holder !== document.documentElement && holder.getAttribute('lang') !== page
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement
        const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? ''
        if (!el || text.length < 4 || el.closest('script, style, noscript, template')) continue
        if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue
        if (!markedForeign(el) && looksForeign(text)) found.push(text)
      }
      for (const el of document.body.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
        if (markedForeign(el)) continue
        for (const attr of ['aria-label', 'placeholder', 'alt', 'title']) {
          const text = el.getAttribute(attr)?.trim()
          if (text && looksForeign(text)) found.push(`${attr}="${text}"`)
        }
      }
      return found
    },
    { words, messages },
  )
}

/**
 * One page of a translated site: `route` (the English path) at its address in `locale` answers 200 in
 * that language (`<html lang>`), with its canonical and the hreflang links of every language, no text
 * of another language, and axe finds nothing (es-site.spec.ts, fr-site.spec.ts).
 */
export async function expectTranslatedPage(page: Page, route: string, locale: Locale, messages: string[]) {
  const url = localizeHref(route, locale)
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe(url)
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_LANG_ATTRIBUTES[locale])
  await expect(page.locator('h1').first()).toBeVisible()
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`))
  const noindex = await page.locator('meta[name="robots"][content*="noindex"]').count()
  if (!noindex) {
    expect(hreflangs).toEqual(expect.arrayContaining([...LOCALES.map((l) => `${l} ${localizeHref(route, l)}`), `x-default ${route}`]))
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical ?? '').pathname).toBe(url)
  }
  expect(await foreignTextOnPage(page, locale, messages)).toEqual([])
  await expectAccessible(page)
}

/** Routes a sweep test walks in one tab, as a reader goes from page to page. */
const PAGES_A_TEST = 8

/**
 * Declares the sweep of every translated route in `locale` (es-site.spec.ts, fr-site.spec.ts): each test walks
 * PAGES_A_TEST pages in one tab (its cache and scripts warm, as a reader's), checks each with
 * expectTranslatedPage, and names every page that failed, not only the first.
 */
export function sweepTranslatedSite(locale: Locale, what: string) {
  const messages = foreignMessages(locale)
  for (let start = 0; start < translatedRoutes.length; start += PAGES_A_TEST) {
    const routes = translatedRoutes.slice(start, start + PAGES_A_TEST)
    const [first, last] = [routes[0], routes[routes.length - 1]].map((r) => localizeHref(r, locale))
    test(`${first} to ${last} (${routes.length} pages): ${what}`, async ({ page }) => {
      test.setTimeout(30_000 * routes.length)
      const failed: string[] = []
      for (const route of routes) {
        const url = localizeHref(route, locale)
        await test
          .step(url, () => expectTranslatedPage(page, route, locale, messages))
          .catch((error: Error) => {
            failed.push(`${url}: ${error.message}`)
          })
      }
      expect(failed, 'pages that failed').toEqual([])
    })
  }
}
