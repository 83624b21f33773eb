// Every size works (issue 47): every public page, in the three languages, on a 360 px phone at the
// default text, the site's largest text and the phone's own text at 200% (the accessibility setting an
// older reader keeps on), and on a laptop at 200% zoom (1280×800 shown as 640×400): nothing is wider than
// the screen, and the bars that stay put (header, bottom band) never take more than a quarter of it.
// The cookie banner, while shown, leaves the page three quarters of the screen and keeps Accept on it.
// One browser context per setting, the pages in sequence, nothing but measurements (it runs on 2 cores).
import type { Page } from '@playwright/test'
import { brokenWords, expect, holderWithContact, test } from './fixtures'
import { publicRoutes, translatedRoutes } from './routes'

const PHONE = { width: 360, height: 740 }
const LAPTOP_AT_200 = { width: 640, height: 400 }

const allPages = [
  ...publicRoutes,
  ...translatedRoutes.map((p) => `/es${p === '/' ? '' : p}`),
  ...translatedRoutes.map((p) => `/fr${p === '/' ? '' : p}`),
]

/** The phone's own text size, as its accessibility setting sets the browser's default font (16 px at 100%). */
async function phoneTextAt(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: Math.round((16 * percent) / 100), fixed: 13 } })
}

/** What is wrong with the page as shown: its width past the screen, and the share of it fixed bars take. */
function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    const height = window.innerHeight
    // A bar: a fixed part of the page wider than half the screen (the Chat button alone is not one).
    const spans = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => {
        const style = getComputedStyle(el)
        return style.position === 'fixed' && style.display !== 'none' && style.visibility !== 'hidden' && el.offsetHeight > 0
      })
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > window.innerWidth / 2 && box.bottom > 0 && box.top < height)
      .map((box) => [Math.max(0, box.top), Math.min(height, box.bottom)] as const)
      .sort((a, b) => a[0] - b[0])
    let covered = 0
    let end = 0
    for (const [top, bottom] of spans) {
      if (bottom <= end) continue
      covered += bottom - Math.max(top, end)
      end = bottom
    }
    return { overflow: root.scrollWidth - root.clientWidth, barsShare: covered / height }
  })
}

async function sweep(page: Page, paths: readonly string[]) {
  const problems: string[] = []
  for (const path of paths) {
    await page.goto(path)
    const { overflow, barsShare } = await measure(page)
    if (overflow > 0) problems.push(`${path}: ${overflow}px wider than the screen`)
    if (barsShare > 0.25) problems.push(`${path}: fixed bars take ${Math.round(barsShare * 100)}% of the height`)
    for (const word of await brokenWords(page)) problems.push(`${path}: ${word} is split across lines`)
  }
  expect(problems, 'pages that do not fit').toEqual([])
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: PHONE })

  // The default size in English (the other languages' longer words are swept at the larger sizes).
  test('at the default text size every page fits', async ({ page }) => {
    test.setTimeout(240_000)
    await sweep(page, publicRoutes)
  })

  test("at the site's largest text size every page fits", async ({ page }) => {
    test.setTimeout(240_000)
    await page.goto('/')
    // The three A's are in the bottom band on a phone; the choice is remembered for the next pages.
    await page.getByRole('button', { name: 'Larger text size', exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger')
    await sweep(page, allPages)
  })

  test("with the phone's own text at 200% every page fits", async ({ page }) => {
    test.setTimeout(240_000)
    await phoneTextAt(page, 200)
    await sweep(page, allPages)
  })
})

test.describe('on a 768 px tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } })

  // Two plan cards side by side: their buttons once kept one line past the card in French.
  test("at the site's largest text the pricing page fits in the three languages", async ({ page }) => {
    await page.goto('/fr/Pricing')
    await page.getByRole('button', { name: 'Très grand texte', exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger')
    await sweep(page, ['/fr/Pricing', '/es/Pricing', '/Pricing'])
  })
})

test.describe('no button splits a word', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  // The menu's sign-in buttons in three languages ("Connex-ion", "Inscript-ion") and a holder's buttons
  // that carry the contact's name ("Ask Beth Daugh-ter: is this really you?"), at the largest text.
  test("at the site's largest text: the open menu in three languages and a holder's code-word page", async ({ page }) => {
    test.setTimeout(180_000)
    const problems: string[] = []
    const check = async (where: string) => {
      for (const word of await brokenWords(page)) problems.push(`${where}: ${word} is split across lines`)
    }
    const menus = async (signedIn: string) => {
      for (const [path, menu] of [
        ['/', 'Menu'],
        ['/es', 'Menú'],
        ['/fr', 'Menu'],
      ] as const) {
        await page.goto(path)
        await page.locator('summary', { hasText: menu }).click()
        await check(`${path} menu, ${signedIn}`)
      }
    }
    await page.goto('/')
    await page.getByRole('button', { name: 'Larger text size', exact: true }).click()
    await menus('signed out')

    // A holder whose contact accepted.
    await holderWithContact(page)

    await menus('signed in')
    for (const [path, button] of [
      ['/code-word', 'Ask Beth Daughter: is this really you?'],
      ['/es/code-word', 'Preguntar a Beth Daughter: ¿de verdad eres tú?'],
      ['/fr/code-word', 'Demander à Beth Daughter : est-ce bien toi?'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('button', { name: button })).toBeVisible()
      await check(path)
    }
    expect(problems, 'words split inside buttons').toEqual([])
  })
})

test.describe('on a laptop at 200% zoom', () => {
  test.use({ viewport: LAPTOP_AT_200 })

  test('every page fits, and the header scrolls away so the fixed bars keep to a quarter', async ({ page }) => {
    test.setTimeout(240_000)
    await sweep(page, [...publicRoutes, '/es/help-now', '/fr', '/fr/scam-check'])
    // The header is still there, at the top of the page.
    await page.goto('/es/help-now')
    await expect(page.getByRole('link', { name: /SaffeSupport/ }).first()).toBeInViewport()
  })
})

test.describe('the cookie banner', () => {
  test.use({ freshVisitor: true, viewport: PHONE })

  for (const [setting, percent] of [
    ['the default text', 100],
    ["the phone's text at 150%", 150],
    ["the phone's text at 200%", 200],
  ] as const) {
    test(`at ${setting} it leaves the page three quarters of the screen, Accept and Reject on it`, async ({ page }) => {
      await phoneTextAt(page, percent)
      for (const [path, accept, reject] of [
        ['/', 'Accept', 'Reject'],
        ['/fr', 'Accepter', 'Refuser'],
      ] as const) {
        await page.goto(path)
        const banner = page.locator('.cookie-banner')
        await expect(banner.getByRole('button', { name: accept })).toBeInViewport({ ratio: 1 })
        await expect(banner.getByRole('button', { name: reject })).toBeInViewport({ ratio: 1 })
        const box = await banner.boundingBox()
        expect(box?.height ?? 0, `${path}: the banner's height`).toBeLessThanOrEqual(PHONE.height * 0.25)
        expect((await measure(page)).overflow, `${path}: wider than the screen`).toBe(0)
      }
    })
  }
})
