// The reading pages: blog, fraud FAQ, printable guides, the fake-call guide, the guarantee, the legal
// pages and the news summaries.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fraudFaq } from '../../content/fraud-faq'
import { fillTokens, site } from '../../content/site'
import { expect, expectAccessible, hydrated, test } from './fixtures'

const contentDir = path.resolve(import.meta.dirname, '../../content')
function frontMatter(file: string): Record<string, string> {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? ''
  return Object.fromEntries([...block.matchAll(/^(\w+):\s*"?(.*?)"?\s*$/gm)].map((m) => [m[1], fillTokens(m[2].replace(/\\"/g, '"'))]))
}
const slugs = readdirSync(path.join(contentDir, 'blog'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''))

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/<[^>]+>/g, '')
    .trim()

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
}

test.describe('blog', () => {
  test('all 11 articles answer 200 with their title, the article sections and Article data', async ({ request }) => {
    expect(slugs).toHaveLength(11)
    for (const slug of slugs) {
      const { title } = frontMatter(path.join(contentDir, 'blog', `${slug}.md`))
      const res = await request.get(`/blog/${slug}`)
      expect(res.status(), slug).toBe(200)
      const html = await res.text()
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''
      expect(decode(h1), slug).toBe(title)
      for (const id of ['an-example-of-how-it-happens', 'the-numbers', 'questions-people-ask', 'related-reading', 'final-words']) {
        expect(html.includes(`id="${id}"`), `${slug} #${id}`).toBe(true)
      }
      expect(/\d+ min read/.test(html), `${slug} reading time`).toBe(true)
      expect(html.includes('class="closing-call'), `${slug} closing call-to-action`).toBe(true)
      const article = jsonLd(html).find((d) => d['@type'] === 'Article')
      expect(article?.headline, slug).toBe(title)
      expect(article?.mainEntityOfPage).toBe(`${site.url}/blog/${slug}`)
    }
  })

  test('an unknown slug says "Blog not found" with status 404', async ({ page, request }) => {
    const res = await request.get('/blog/no-such-article')
    expect(res.status()).toBe(404)
    expect(await res.text()).toContain('Blog not found')
    await page.goto('/blog/no-such-article')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog not found')
  })

  for (const path of ['/blog/romance-scam', '/es/blog/romance-scam']) {
    test(`${path}: at 375 px the date line wraps by part, no "·" stands alone on a line`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      await page.goto(path)
      const parts = await page.locator('p.meta-line').evaluate((line) => {
        const box = line.getBoundingClientRect()
        return [...line.children].map((part) => {
          const r = part.getBoundingClientRect()
          return {
            text: part.textContent?.trim() ?? '',
            dot: getComputedStyle(part, '::before').content,
            inside: r.left >= box.left - 1 && r.right <= box.right + 1,
          }
        })
      })
      // Published, updated (this article was updated) and reading time: each a part of its own.
      expect(parts).toHaveLength(3)
      for (const [i, part] of parts.entries()) {
        expect(part.text).not.toMatch(/^·?$/)
        expect(part.inside).toBe(true)
        // The separator belongs to the part it introduces, so it wraps with it.
        if (i > 0) expect(part.dot).toContain('·')
        else expect(part.dot).toBe('none')
      }
    })
  }

  test('the index lists all 11 articles with a date', async ({ page }) => {
    await page.goto('/blog')
    const region = page.getByRole('region', { name: /All 11 guides/ })
    const list = region.getByRole('listitem')
    await expect(list).toHaveCount(11)
    for (const slug of slugs) await expect(region.locator(`a[href="/blog/${slug}"]`)).toHaveCount(1)
    await expect(list.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
  })

  test('"Select a Blog" offers the three featured guides and opens the chosen one', async ({ page }) => {
    await page.goto('/blog')
    await hydrated(page)
    const select = page.getByLabel('Select a Blog')
    await expect(select.locator('option:not([disabled])')).toHaveCount(3)
    expect(await select.locator('option:not([disabled])').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
      'online-scam-guide',
      'romance-scam',
      'tech-support-scam',
    ])
    await select.selectOption('romance-scam')
    await expect(page).toHaveURL(/\/blog\/romance-scam$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Romance Scams')
  })

  test('without JavaScript, choosing a guide and pressing Go opens it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/blog')
    await page.getByLabel('Select a Blog').selectOption('tech-support-scam')
    await page.getByRole('button', { name: 'Go' }).click()
    await expect(page).toHaveURL(/\/blog\/tech-support-scam$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tech Support')
    await context.close()
  })

  test('the form redirects on the server, and ignores an unknown choice', async ({ request }) => {
    const ok = await request.get('/blog?article=online-scam-guide', { maxRedirects: 0 })
    expect([302, 307]).toContain(ok.status())
    expect(ok.headers().location).toMatch(/\/blog\/online-scam-guide$/)
    const bad = await request.get('/blog?article=../etc', { maxRedirects: 0 })
    expect(bad.headers().location).toMatch(/\/blog$/)
  })
})

test.describe('fraud FAQ', () => {
  test('shows the 20 numbered questions with their answers, the safety plan and the renewal scam', async ({ page }) => {
    const cspErrors: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) cspErrors.push(m.text())
    })
    await page.goto('/ReadFAQ')
    await hydrated(page)
    const items = page.locator('#questions > ol > li')
    await expect(items).toHaveCount(20)
    for (const [i, entry] of fraudFaq.entries()) {
      const item = items.nth(i)
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(`${i + 1}${fillTokens(entry.question)}`)
      await expect(item.locator('.prose')).not.toBeEmpty()
    }
    await expect(page.getByRole('heading', { name: 'Your family safety plan' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /fake renewal and order-confirmation scam/ })).toBeVisible()
    expect(cspErrors).toEqual([])
  })

  test('carries FAQPage structured data with the CSP nonce', async ({ request }) => {
    const res = await request.get('/ReadFAQ')
    const html = await res.text()
    const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1]
    expect(nonce).toBeTruthy()
    expect(html).toMatch(new RegExp(`<script type="application/ld\\+json" nonce="${nonce?.replace(/[+/=]/g, '\\$&')}">`))
    const faq = jsonLd(html).find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
    expect(faq.mainEntity).toHaveLength(20)
    expect(faq.mainEntity[0].name).toBe(fraudFaq[0].question)
    expect(faq.mainEntity.every((q) => q.acceptedAnswer.text.length > 100 && !q.acceptedAnswer.text.includes('**'))).toBe(true)
  })
})

test.describe('resources', () => {
  test('offers three real PDF guides, labelled with type and size', async ({ page, request }) => {
    await page.goto('/resources')
    const links = page.locator('a[href^="/guides/"][href$=".pdf"]')
    await expect(links).toHaveCount(3)
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href')) ?? ''
      const label = (await link.textContent()) ?? ''
      const res = await request.get(href)
      expect(res.status(), href).toBe(200)
      expect(res.headers()['content-type'], href).toContain('application/pdf')
      const body = await res.body()
      expect(body.length, href).toBeGreaterThan(5 * 1024)
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(label).toContain(`(PDF, ${Math.round(body.length / 1024)} KB)`)
    }
  })

  test('links to the videos, the fake-call guide and the FAQ', async ({ page }) => {
    await page.goto('/resources')
    await expect(page.locator('main a[href="/#videos-section"]')).toHaveCount(1)
    await expect(page.locator('main a[href="/IdentifyFakeCalls"]')).toHaveCount(1)
    await hydrated(page)
    await page.getByRole('link', { name: /Read the FAQ/ }).click()
    await expect(page).toHaveURL(/\/ReadFAQ$/)
  })
})

test.describe('content pages', () => {
  test('the fake-call guide has every section of the spec and a working table of contents', async ({ page }) => {
    await page.goto('/IdentifyFakeCalls')
    const toc = page.getByRole('navigation', { name: 'On this page' })
    for (const name of [
      'The zero-trust calling rule',
      'Red flags',
      'The 30-second safe path',
      'What to say, by caller type',
      'Remote-access house rules',
      'If you were already scammed',
      'Report it',
    ]) {
      await expect(toc.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^#/)
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached()
    }
    for (const who of ['software company', 'online retailer', 'your bank', 'your internet provider']) {
      await expect(page.getByRole('heading', { level: 3, name: new RegExp(who) })).toBeAttached()
    }
    await hydrated(page)
    await toc.getByRole('link', { name: 'Report it', exact: true }).click()
    await expect(page).toHaveURL(/#report-it$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Report it' })).toBeInViewport()
  })

  test('the guarantee page shows 3 steps and both ways to reach us', async ({ page }) => {
    await page.goto('/DaysMoneyBack')
    const steps = page.locator('#how-it-works + ol > li')
    await expect(steps).toHaveCount(3)
    await expect(steps.nth(1)).toContainText('within 30 days of purchase')
    await expect(steps.nth(2)).toContainText('no forms')
    await expect(page.locator(`main a[href="${site.phoneHref}"]`).first()).toBeVisible()
    await expect(page.locator(`main a[href="mailto:${site.email}"]`).first()).toBeVisible()
  })

  test('the legal pages state the policies of the spec', async ({ request }) => {
    const text = async (p: string) => decode((await (await request.get(p)).text()).replace(/<script[\s\S]*?<\/script>/g, ''))
    const returns = await text('/return-policy')
    for (const phrase of [
      '30-day money-back guarantee',
      '5 to 7 business days',
      'original payment method',
      'On-site technician visits',
      'FixMyTech',
      '60 days',
    ]) {
      expect(returns, phrase).toContain(phrase)
    }
    const terms = await text('/terms')
    for (const phrase of ['18 or older', 'US$3 million', '500 GB', '60-day']) expect(terms, phrase).toContain(phrase)
    expect(await text('/privacy-policy')).toContain('AES-256')
    for (const p of ['/why-us', '/about', '/how-we-contact-you']) {
      const res = await request.get(p)
      expect(res.status(), p).toBe(200)
    }
    expect(await text('/how-we-contact-you')).toMatch(/never ask/i)
  })

  for (const [route, file] of [
    ['/Fox', 'fox'],
    ['/CBS', 'cbs'],
    ['/ABC11', 'abc11'],
    ['/NewYorkPolice', 'new-york-police'],
    ['/ABCNational', 'abc-national'],
  ] as const) {
    test(`news page ${route}: summary, what it means, and the outbound source link`, async ({ page }) => {
      const { sourceUrl, sourceKind } = frontMatter(path.join(contentDir, 'pages', `${file}.md`))
      await page.goto(route)
      await expect(page.getByRole('heading', { level: 2, name: 'What happened' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'What this means for you' })).toBeAttached()
      const source = page.locator('a[data-source-link]')
      await expect(source).toHaveAttribute('href', sourceUrl)
      expect(sourceUrl).toMatch(/^https:\/\//)
      await expect(source).toHaveAttribute('rel', /noopener/)
      await expect(source).toContainText(new URL(sourceUrl).hostname.replace(/^www\./, ''))
      // The page says plainly what it summarizes, and what kind of page the link opens.
      expect(['primary', 'article']).toContain(sourceKind)
      await expect(page.getByTestId('news-summarizes')).toContainText(sourceKind === 'primary' ? 'primary source' : 'news article')
      await expect(source).toContainText(sourceKind === 'primary' ? 'Open the primary source on' : 'Open the article on')
    })
  }
})

test.describe('accessibility', () => {
  for (const p of ['/ReadFAQ', '/resources', '/blog', '/blog/romance-scam', '/IdentifyFakeCalls', '/privacy-policy']) {
    test(`${p} has no serious axe violations`, async ({ page }) => {
      await page.goto(p)
      await hydrated(page)
      await expectAccessible(page)
    })
  }
})
