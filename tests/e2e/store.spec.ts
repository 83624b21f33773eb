// The software store: both listings, every product page, Add to Cart, zoom, the Contact Us dialog,
// structured data, and the not-found cases (spec: /microsoft-store, /internet-security, /product/{id}).
import type { Page } from '@playwright/test'
import { highlightTitles, productKind } from '#content/product-kinds'
import { site } from '#content/site'
import { expect, expectAccessible, hydrated, test } from './fixtures'
import { products, STORE_ID_THRESHOLD, securityProducts, storeProducts } from './products'

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()

/** Collects CSP violations reported in the page. */
async function watchCsp(page: Page) {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  return violations
}

for (const listing of [
  { path: '/microsoft-store', items: storeProducts, count: 10 },
  { path: '/internet-security', items: securityProducts, count: 7 },
]) {
  test(`${listing.path} lists its ${listing.count} products with image, name, description, price and Add to Cart`, async ({ page }) => {
    test.slow() // axe on a long page
    const csp = await watchCsp(page)
    await page.goto(listing.path)
    const grid = page.getByRole('list', { name: /software$/ })
    await expect(grid.getByRole('listitem')).toHaveCount(listing.count)
    expect(listing.items).toHaveLength(listing.count)
    // One read of every card, then plain comparisons (fast on a busy machine).
    const cards = await grid.getByRole('listitem').evaluateAll((items) =>
      items.map((li) => {
        const img = li.querySelector('img')
        const link = li.querySelector('h3 a')
        return {
          name: li.querySelector('h3')?.textContent?.trim(),
          href: link?.getAttribute('href'),
          text: (li.textContent ?? '').replace(/\s+/g, ' '),
          button: [...li.querySelectorAll('button')].map((b) => b.textContent?.trim()),
          img: [img?.getAttribute('src'), img?.getAttribute('width'), img?.getAttribute('height')],
        }
      }),
    )
    for (const [i, product] of listing.items.entries()) {
      const card = cards[i]
      expect(card.name).toBe(product.name)
      expect(card.href).toBe(`/product/${product.id}`)
      expect(card.text).toContain(product.desc)
      expect(card.text).toContain(product.price)
      expect(card.button).toEqual(['Add to Cart'])
      expect(card.img).toEqual([product.image, '400', '300'])
    }
    await expectAccessible(page)
    expect(csp).toEqual([])
  })
}

test('/microsoft-store has the awareness sections, the spec statistics and a link to /contact', async ({ page }) => {
  await page.goto('/microsoft-store')
  for (const heading of [
    'Common software scams',
    'Staying safe when you buy software',
    'Subscription and billing tips',
    'Online fraud in numbers',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByText('859,532', { exact: true })).toBeVisible()
  await expect(page.locator('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
})

test('/internet-security links to /resources, /DefendPro and /contact', async ({ page }) => {
  await page.goto('/internet-security')
  const section = page.getByRole('region', { name: 'Learn more and get help' })
  await expect(section.getByRole('link', { name: 'Free scam and fraud resources' })).toHaveAttribute('href', '/resources')
  await expect(section.getByRole('link', { name: 'DefendMePro protection' })).toHaveAttribute('href', '/DefendPro')
  await expect(section.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
})

test('every product page has its name, price, highlights, long description, back link and Product JSON-LD', async ({ request }) => {
  expect(products).toHaveLength(17)
  for (const product of products) {
    const res = await request.get(`/product/${product.id}`)
    expect(res.status(), `/product/${product.id}`).toBe(200)
    const html = await res.text()
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''
    expect(decode(h1)).toBe(product.name)
    const text = decode(html)
    expect(text).toContain(product.price)
    expect(text).toContain(decode(product.desc))
    // The five highlights as they are true for this kind of product (decision 113).
    for (const highlight of [...highlightTitles[productKind(product.id)], '24/7 support']) {
      expect(text, `${product.id} ${highlight}`).toContain(highlight)
    }
    // "About {name}" and its long description (250+ words).
    const about = /id="about-heading"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? ''
    expect(decode(about)).toContain(`About ${product.name}`)
    expect(decode(about).split(' ').length, `${product.id} long description`).toBeGreaterThan(250)
    const back = product.id <= STORE_ID_THRESHOLD ? '/microsoft-store' : '/internet-security'
    expect(html).toContain(`href="${back}"`)
    // Structured data: a Product with an Offer, price as a number, carrying the page's CSP nonce.
    // (The root route adds the Organization; find the Product among the page's JSON-LD blocks.)
    const ld = [...html.matchAll(/<script type="application\/ld\+json" nonce="([^"]+)">([\s\S]*?)<\/script>/g)].find(
      (m) => JSON.parse(m[2])['@type'] === 'Product',
    )
    expect(ld, `${product.id} JSON-LD`).toBeDefined()
    expect(res.headers()['content-security-policy']).toContain(`'nonce-${ld![1]}'`)
    const data = JSON.parse(ld![2])
    expect(data['@type']).toBe('Product')
    expect(data.name).toBe(product.name)
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: Number(product.price.replace('$', '')),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    })
  }
})

test('unknown and non-numeric product ids answer 404 with "Product Not Found"', async ({ page, request }) => {
  test.slow()
  for (const id of ['99', 'abc', '0', '18', '01']) {
    const res = await request.get(`/product/${id}`, { maxRedirects: 0 })
    expect(res.status(), `/product/${id}`).toBe(404)
    expect(decode(await res.text())).toContain('Product Not Found')
  }
  const res = await page.goto('/product/abc')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found')
  await expectAccessible(page)
})

test('the back link goes to the Microsoft store up to id 10 and to internet security from id 11', async ({ page }) => {
  await page.goto('/product/10')
  await hydrated(page)
  await page.getByRole('link', { name: 'Back to the Microsoft software we sell' }).first().click()
  await expect(page).toHaveURL(/\/microsoft-store$/)
  await page.goto('/product/11')
  await hydrated(page)
  await page.getByRole('link', { name: 'Back to internet security' }).first().click()
  await expect(page).toHaveURL(/\/internet-security$/)
})

test('a click anywhere on a card, or Enter on its name, opens the product page', async ({ page }) => {
  await page.goto('/internet-security')
  await hydrated(page)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'McAfee LiveSafe (Unlimited Devices)' }) })
  await card.click({ position: { x: 24, y: 24 } }) // on the picture, away from the name
  await expect(page).toHaveURL(/\/product\/14$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('McAfee LiveSafe (Unlimited Devices)')
  await page.goBack()
  await page.getByRole('link', { name: 'Norton 360 Premium (10 Devices)' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/product\/11$/)
})

test('Add to Cart announces "{name} added to cart" with the description, then opens the product page', async ({ page }) => {
  const product = storeProducts[2]
  await page.goto('/microsoft-store')
  await hydrated(page)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) })
  await card.getByRole('button', { name: 'Add to Cart' }).click()
  const status = page.getByRole('status').filter({ hasText: 'added to cart' })
  await expect(status).toContainText(`${product.name} added to cart`)
  await expect(status).toContainText(product.desc)
  await expect(status).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`))
  const notice = page.getByTestId('cart-notice')
  await expect(notice).toContainText(`${product.name} added to cart`)
  await expect(notice).toContainText(product.desc)
  await expect(notice).toBeFocused()
  // There is no cart: a fresh visit shows no notice.
  await page.reload()
  await expect(page.getByTestId('cart-notice')).toBeHidden()
})

test('the product image zooms to 1.8 on hover, follows the pointer, resets on leave; the Zoom button does it by keyboard', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/product/1')
  await hydrated(page)
  const frame = page.getByTestId('product-zoom')
  const img = frame.locator('img')
  await expect(img).toHaveCSS('transform', 'none')
  const box = (await frame.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25)
  await page.mouse.move(box.x + box.width * 0.25 + 2, box.y + box.height * 0.25 + 2)
  await expect(img).toHaveCSS('transform', 'matrix(1.8, 0, 0, 1.8, 0, 0)')
  const nearTopLeft = await img.evaluate((el) => getComputedStyle(el).transformOrigin)
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.7)
  await expect.poll(() => img.evaluate((el) => getComputedStyle(el).transformOrigin)).not.toBe(nearTopLeft)
  const [ox, oy] = (await img.evaluate((el) => getComputedStyle(el).transformOrigin)).split(' ').map(Number.parseFloat)
  expect(ox).toBeGreaterThan(box.width * 0.7)
  expect(oy).toBeGreaterThan(box.height * 0.6)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200) // leave
  await expect(img).toHaveCSS('transform', 'none')

  const zoom = page.getByRole('button', { name: 'Zoom' })
  await zoom.focus()
  await page.keyboard.press('Enter')
  await expect(zoom).toHaveAttribute('aria-pressed', 'true')
  await expect(img).toHaveCSS('transform', 'matrix(1.8, 0, 0, 1.8, 0, 0)')
  await page.keyboard.press('Space')
  await expect(zoom).toHaveAttribute('aria-pressed', 'false')
  await expect(img).toHaveCSS('transform', 'none')
})

test('Check Now opens the Contact Us dialog: toll-free tel: link, 24/7, focus kept inside, Escape and Close return focus', async ({
  page,
}) => {
  test.slow() // axe with the dialog open
  const csp = await watchCsp(page)
  await page.goto('/product/8')
  await hydrated(page)
  const checkNow = page.getByRole('button', { name: 'Call us to buy' })
  await checkNow.click()
  const dialog = page.getByRole('dialog', { name: 'Contact Us' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', site.phoneHref)
  await expect(dialog).toContainText('24/7')
  await expect(dialog).toContainText(/toll-free/i)
  await expect(dialog).toContainText('Windows 11 Pro')
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(checkNow).toBeFocused()

  await checkNow.click()
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(dialog).toBeHidden()
  await expect(checkNow).toBeFocused()
  expect(csp).toEqual([])
})

test('product page: accessible, and no horizontal scrolling on a 375 px phone', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 375, height: 800 })
  for (const path of ['/product/1', '/product/17', '/microsoft-store']) {
    await page.goto(path)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375)
  }
  await page.goto('/product/17')
  await expectAccessible(page)
})
