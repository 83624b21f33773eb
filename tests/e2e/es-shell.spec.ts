// The Spanish shell and content pages: every /es content page answers in Spanish with the
// right language tags, the language switcher keeps the reader on the same page, the choice is
// remembered, and the "Ver en español" offer shows only to browsers that prefer Spanish.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { parse } from 'yaml'
import { chooseLanguage, clickWhenShellHydrates, expect, expectAccessible, holdRequests, hydrated, test } from './fixtures'

const root = process.cwd()
const company = 'SaffeSupport'

function frontMatter(file: string): Record<string, string> {
  const text = readFileSync(path.join(root, file), 'utf8')
  const yaml = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? ''
  return parse(yaml) as Record<string, string>
}

const fill = (text: string) => text.replaceAll('{{company}}', company)
const es = JSON.parse(readFileSync(path.join(root, 'messages/pages/es.json'), 'utf8')) as Record<string, string>
const shellEs = JSON.parse(readFileSync(path.join(root, 'messages/shell/es.json'), 'utf8')) as Record<string, string>

/** Each content page and the markdown its Spanish h1 comes from. */
const contentPages: [string, string][] = [
  ['/about', 'about'],
  ['/why-us', 'why-us'],
  ['/LearnMore', 'learn-more'],
  ['/solution', 'solution'],
  ['/HowSaffeSupportWorks', 'how-it-works'],
  ['/features', 'features'],
  ['/how-we-contact-you', 'how-we-contact-you'],
  ['/IdentifyFakeCalls', 'identify-fake-calls'],
  ['/terms', 'terms'],
  ['/privacy-policy', 'privacy-policy'],
  ['/return-policy', 'return-policy'],
  ['/DaysMoneyBack', 'days-money-back'],
  ['/Fox', 'fox'],
  ['/CBS', 'cbs'],
  ['/ABC11', 'abc11'],
  ['/ABCNational', 'abc-national'],
  ['/NewYorkPolice', 'new-york-police'],
]

const blogSlugs = readdirSync(path.join(root, 'content/es/blog')).map((f) => f.replace(/\.md$/, ''))

const expectedH1 = new Map<string, string>([
  ...contentPages.map(([p, file]) => [p, fill(frontMatter(`content/es/pages/${file}.md`).heading)] as const),
  ['/resources', es.pages_resources_heading],
  ['/blog', es.pages_blog_heading],
  ...blogSlugs.map((slug) => [`/blog/${slug}`, fill(frontMatter(`content/es/blog/${slug}.md`).title)] as const),
])

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim()

/**
 * Header controls a visitor can see that stand past the screen's edge: the bars, the menu bar's groups
 * and the buttons; not the menu's drop-down lists, nor what a closed menu hides.
 */
function headerOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header.site-header a, header.site-header summary, header.site-header button')]
      .filter(
        (node) => node.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) && !node.closest('.nav-group-links'),
      )
      .filter((node) => {
        const r = node.getBoundingClientRect()
        return r.right > window.innerWidth + 0.5 || r.left < -0.5
      })
      .map((node) => node.textContent?.trim() ?? ''),
  )
}

test.describe('Spanish content pages', () => {
  test('answer 200 with the Spanish h1, lang="es", a Spanish canonical and hreflang alternates', async ({ request }) => {
    for (const [english, h1] of expectedH1) {
      const spanish = `/es${english}`
      const res = await request.get(spanish, { maxRedirects: 0 })
      expect(res.status(), spanish).toBe(200)
      const html = await res.text()
      expect(html, spanish).toMatch(/<html[^>]* lang="es"/)
      const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]))
      expect(h1s, spanish).toEqual([h1])
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? ''
      expect(new URL(canonical).pathname, spanish).toBe(spanish)
      for (const [lang, target] of [
        ['es', spanish],
        ['en', english],
        ['x-default', english],
      ]) {
        const link = new RegExp(
          `<link rel="alternate" hrefLang="${lang}" href="[^"]+${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`,
          'i',
        )
        expect(html, `${spanish} hreflang ${lang}`).toMatch(link)
      }
      // The shell speaks Spanish too.
      expect(html, spanish).toContain(shellEs.shell_menu)
      for (const english of ['>Sign In<', '>Menu<', 'On this page', 'Last updated', 'All rights reserved']) {
        expect(html, `${spanish} has no "${english}"`).not.toContain(english)
      }
    }
  })

  test('dates and reading time are written in Spanish', async ({ page }) => {
    await page.goto('/es/blog/romance-scam')
    const meta = page.locator('main article p', { hasText: 'min de lectura' })
    await expect(meta).toContainText(/Publicado el \d{1,2} de [a-z]+ de 20\d\d/)
    await expect(meta).toContainText('min de lectura')
    await page.goto('/es/terms')
    await expect(page.getByText(/Última actualización: \d{1,2} de [a-z]+ de 20\d\d/)).toBeVisible()
  })

  test('links inside the shell and the pages stay in Spanish', async ({ page }) => {
    await page.goto('/es/blog')
    await expect(page.locator('main a[href="/es/blog/romance-scam"]').first()).toBeVisible()
    await expect(page.locator('footer a[href="/es/privacy-policy"]')).toHaveCount(1)
    // The Solutions menu's raw links keep the /es prefix.
    await expect(page.locator('header a[href^="/es/DefendPro?item=vpn"]')).toHaveCount(1)
    // The "Select a Blog" form works without scripts, in Spanish.
    const res = await page.request.get('/es/blog?article=romance-scam', { maxRedirects: 0 })
    expect([301, 302, 307, 308]).toContain(res.status())
    expect(res.headers().location).toMatch(/\/es\/blog\/romance-scam$/)
  })

  test('/es/resources offers the printable guides in Spanish when they are built', async ({ page, request }) => {
    await page.goto('/es/resources')
    const links = page.locator('main a[type="application/pdf"]')
    await expect(links).toHaveCount(3)
    let spanishManifest = true
    try {
      readFileSync(path.join(root, 'public/guides/es/manifest.json'))
    } catch {
      spanishManifest = false
    }
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href')) ?? ''
      if (spanishManifest) expect(href).toMatch(/^\/guides\/es\/[\w-]+\.pdf$/)
      const res = await request.get(href)
      expect(res.status(), href).toBe(200)
      expect(res.headers()['content-type'], href).toContain('application/pdf')
    }
    await expect(page.locator('main a[href="/es/IdentifyFakeCalls"]')).toHaveCount(1)
  })

  test('an unknown article says so in Spanish', async ({ page }) => {
    await page.goto('/es/blog/no-such-article')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages_blog_not_found_title)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  })
})

test.describe('language switcher', () => {
  for (const english of ['/', '/Pricing', '/blog/romance-scam', '/about', '/product/3']) {
    test(`round-trips on ${english}`, async ({ page }) => {
      const spanish = english === '/' ? '/es' : `/es${english}`
      await page.goto(english)
      await chooseLanguage(page, 'es')
      await expect(page).toHaveURL((url) => url.pathname === spanish)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await chooseLanguage(page, 'en')
      await expect(page).toHaveURL((url) => url.pathname === english)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })
  }

  test('remembers the choice: "Español" sends / to /es, "English" does not', async ({ page }) => {
    await page.goto('/about')
    await chooseLanguage(page, 'es')
    await expect(page).toHaveURL(/\/es\/about$/)
    await page.goto('/')
    await expect(page).toHaveURL(/\/es$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await chooseLanguage(page, 'en')
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/about')
    await page.goto('/')
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('remembers a choice made while the page is still hydrating', async ({ page, context }) => {
    // While the content hydrates, app/client.tsx keeps link clicks from React so the browser follows
    // them; the choice must be stored all the same. The click happens the moment the shell hydrates.
    await clickWhenShellHydrates(page, 'header a[data-lang-choice="es"]')
    await page.goto('/verify-us')
    await expect(page).toHaveURL(/\/es\/verify-us$/)
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('es')
  })

  // The phones, the slim bar's tight widths (992 px up to the full menu bar at 1100 or 1200 px) and 1280.
  for (const width of [360, 375, 992, 1024, 1100, 1200, 1280]) {
    test(`fits the header at ${width} px in every language`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/about', '/es/about', '/fr/about']) {
        await page.goto(path)
        const header = page.locator('header.site-header')
        const box = await header.boundingBox()
        expect(await headerOffScreen(page), `${path} at ${width}`).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width)
        expect(box?.height ?? 0, path).toBeLessThan(200)
        // One way to the other languages is in sight: in the header, or on phones in the bottom band
        // beside the text size (decision 151).
        await expect(page.locator('header.site-header, .bottom-dock').locator('.lang-menu summary:visible')).toHaveCount(1)
        // The way back into an account is in sight, or in the menu where the bar has no room for it.
        const signIn = page.locator('header.site-header a[href$="/login"]:visible')
        if ((await signIn.count()) === 0) await page.locator('header.site-header .site-menu > summary:visible').click()
        await expect(signIn).toHaveCount(1)
      }
    })
  }

  // Signed in, the slim bar's account links ("Your Account", "Logout"; "Mon compte", "Déconnexion") are
  // longer than signed out: English just above 1040 px and French just above 1200 px pushed them off screen.
  for (const width of [1040, 1060, 1200, 1232]) {
    test(`fits the signed-in header at ${width} px in every language`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('authToken', 'a.b.c'))
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/about', '/es/about', '/fr/about']) {
        await page.goto(path)
        expect(await headerOffScreen(page), `${path} at ${width}`).toEqual([])
        const account = page.locator('header.site-header a[href$="/AccountIn"]:visible')
        if ((await account.count()) === 0) await page.locator('header.site-header .site-menu > summary:visible').click()
        await expect(account).toHaveCount(1)
      }
    })
  }

  // At the larger text sizes (125%, 150%) the header keeps the Menu button at every width and drops
  // the brand's name below 992 px; French also needs the Menu button up to 1200 px and a little room
  // around its longer "Appeler". A sweep of 360–1600 px found these widths the tightest.
  for (const [width, size] of [
    [430, 'normal'],
    [580, 'normal'],
    [1120, 'normal'],
    [700, 'larger'],
    [1050, 'larger'],
    [1440, 'large'],
    [1440, 'larger'],
  ] as const) {
    test(`fits the header at ${width} px at the ${size} text size in every language`, async ({ page }) => {
      if (size !== 'normal') await page.addInitScript((s) => localStorage.setItem('textSize', s), size)
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/about', '/es/about', '/fr/about']) {
        await page.goto(path)
        expect(await headerOffScreen(page), `${path} at ${width}, ${size}`).toEqual([])
        // At a larger size the menu is always behind the Menu button, whatever the width.
        if (size !== 'normal') await expect(page.locator('header.site-header .site-menu > summary:visible')).toHaveCount(1)
      }
    })
  }
})

test.describe('"Ver en español" offer', () => {
  test.describe('a browser that prefers Spanish', () => {
    test.use({ locale: 'es-MX' })
    test('sees the offer on an English page; "No, gracias" hides it for good', async ({ page }) => {
      // The answer needs no app (the head's boot script gives it), so the press does not load one.
      const app = await holdRequests(page, '**/assets/hydrate-*.js')
      await page.goto('/about')
      const offer = page.locator('.lang-offer[data-offer-lang="es"]')
      await expect(offer).toBeVisible()
      // Only the browser's language is offered, not French.
      await expect(page.locator('.lang-offer:visible')).toHaveCount(1)
      await expect(offer.getByRole('link', { name: 'Ver en español' })).toHaveAttribute('href', '/es/about')
      await expectAccessible(page)
      await offer.getByRole('button', { name: 'No, gracias' }).click()
      await expect(offer).toBeHidden()
      expect(app.count()).toBe(0)
      app.release()
      await page.goto('/about')
      await expect(page.locator('.lang-offer:visible')).toHaveCount(0)
      await page.goto('/Pricing')
      await expect(page.locator('.lang-offer:visible')).toHaveCount(0)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })

    test('follows the offer to the same page in Spanish', async ({ page }) => {
      await page.goto('/blog/romance-scam')
      await page.locator('.lang-offer[data-offer-lang="es"]').getByRole('link', { name: 'Ver en español' }).click()
      await expect(page).toHaveURL(/\/es\/blog\/romance-scam$/)
      await expect(page.locator('.lang-offer')).toHaveCount(0)
    })
  })

  test.describe('a browser that prefers English', () => {
    test.use({ locale: 'en-US' })
    test('does not see it', async ({ page }) => {
      await page.goto('/about')
      await hydrated(page)
      await expect(page.locator('.lang-offer:visible')).toHaveCount(0)
    })
  })
})

test.describe('accessibility of Spanish pages', () => {
  // As they arrive, the Spanish sweep (es-site.spec.ts) runs axe on these pages but the article.
  test('axe finds no serious issue on /es/blog/romance-scam', async ({ page }) => {
    await page.goto('/es/blog/romance-scam')
    await hydrated(page)
    await expectAccessible(page)
  })
  for (const path of ['/es', '/es/about', '/es/blog/romance-scam', '/es/terms', '/es/resources']) {
    test(`axe finds no serious issue on ${path} at 375 px with the menu open`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      await page.goto(path)
      await hydrated(page)
      await page.locator('summary.site-menu-button').click()
      await expect(page.locator('.site-menu-panel')).toBeVisible()
      await expectAccessible(page)
    })
  }
})
