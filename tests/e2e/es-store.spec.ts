// The Spanish plans and store: /es/Pricing, /es/microsoft-store, /es/internet-security and
// /es/product/1..17 answer in Spanish, with the English prices, and the buttons and dialogs speak Spanish.

import { plans as spanishPlans } from '#content/es/plans'
import { plans as englishPlans } from '#content/plans'
import { site } from '#content/site'
import { localPrice } from '#shared/i18n'
import { expect, expectAccessible, hydrated, test } from './fixtures'
import { products, STORE_ID_THRESHOLD, spanishProducts } from './products'

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()

const h1Of = (html: string) => decode(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')

/** Interface words of the English pages that must not appear on the Spanish ones. */
const englishUi = ['Add to Cart', 'Call us to buy', 'Learn More', 'billed', 'a month', 'Our plans', 'Price:', 'About ', 'Back to']

test('the Spanish listings and the pricing page answer 200 in Spanish, with hreflang links', async ({ request }) => {
  for (const [path, h1] of [
    ['/es/Pricing', 'Planes y precios'],
    ['/es/microsoft-store', 'Programas de Microsoft que vendemos, con ayuda para instalarlos'],
    ['/es/internet-security', 'Software de seguridad en internet para el hogar y la empresa'],
  ]) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    const html = await res.text()
    expect(html, path).toMatch(/<html[^>]*\blang="es"/)
    expect(h1Of(html), path).toBe(h1)
    const english = path.replace(/^\/es/, '')
    const links = [...html.matchAll(/<link rel="(canonical|alternate)"(?: hrefLang="([^"]+)")? href="([^"]+)"/g)].map((m) => m.slice(1))
    expect(links, path).toEqual(
      expect.arrayContaining([
        ['canonical', undefined, `${site.url}${path}`],
        ['alternate', 'en', `${site.url}${english}`],
        ['alternate', 'es', `${site.url}${path}`],
        ['alternate', 'x-default', `${site.url}${english}`],
      ]),
    )
    const text = decode(/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html)
    for (const words of englishUi) expect(text, `${path}: ${words}`).not.toContain(words)
  }
})

test('/es/Pricing shows every plan with its English price, the Spanish billing line, Obtener ahora and Spanish links', async ({ page }) => {
  test.slow() // axe on a long page
  await page.goto('/es/Pricing')
  const list = page.getByRole('list', { name: 'Nuestros planes' })
  const cards = await list.locator(':scope > li').evaluateAll((items) =>
    items.map((li) => ({
      name: li.querySelector('h3')?.textContent?.trim() ?? '',
      price: li.querySelector('[data-testid="plan-price"]')?.textContent?.trim() ?? '',
      text: (li.textContent ?? '').replace(/\s+/g, ' '),
      buttons: [...li.querySelectorAll('button[aria-haspopup]')].map((b) => (b.textContent ?? '').replace(/\s+/g, ' ').trim()),
      // Links of the card itself, not of its (closed) call-us dialog.
      links: [...li.querySelectorAll('a:not([href^="tel:"])')]
        .filter((a) => !a.closest('dialog'))
        .map((a) => [(a.textContent ?? '').replace(/\s+/g, ' ').trim(), a.getAttribute('href')]),
    })),
  )
  // The products keep their names; the two combos have their Spanish names (docs/i18n.md glossary).
  expect(cards.map((c) => c.name)).toEqual(spanishPlans.map((p) => p.name))
  expect(spanishPlans.map((p) => p.id)).toEqual(englishPlans.map((p) => p.id))
  for (const [i, card] of cards.entries()) {
    const english = englishPlans[i]
    const spanish = spanishPlans[i]
    // The same price; only the period is Spanish.
    expect(card.price, card.name).toBe(`${localPrice(english.price, 'es')} ${english.kind === 'subscription' ? 'al mes' : 'pago único'}`)
    const yearly = english.billing.match(/US\$[\d,]+(?:\.\d+)?/)?.[0]
    if (english.kind === 'subscription')
      expect(card.text, card.name).toContain(`con un cobro anual por adelantado de ${yearly}, más impuestos`)
    else expect(card.text, card.name).toContain('más impuestos, en un solo pago')
    for (const feature of spanish.features) expect(card.text, card.name).toContain(feature)
    expect(card.buttons, card.name).toEqual([`Llámenos para comprar el plan ${card.name}`])
    expect(card.links, card.name).toEqual(english.learnMore ? [[`Más información sobre ${card.name}`, `/es${english.learnMore}`]] : [])
  }
  await expect(page.getByText('Ahorre cerca de un 20% frente a comprarlos por separado', { exact: true })).toBeVisible()
  await expect(page.getByText('Ahorre cerca de un 18% frente a comprarlos por separado', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cómo funciona la garantía' })).toHaveAttribute('href', '/es/DaysMoneyBack')
  // The comparison table: Spanish headers, the English prices and yearly totals.
  const table = page.getByRole('table', { name: /Lo que incluye cada plan/ })
  await expect(table.locator('tbody th[scope="row"]').first()).toHaveText('Precio')
  await expect(table).toContainText('US$34.99')
  await expect(table).toContainText('al mes, con un cobro anual por adelantado de US$1,079.88')
  await expect(
    table
      .getByRole('row', { name: /^Control parental/ })
      .getByRole('cell')
      .nth(2),
  ).toContainText('Incluido')
  // axe: the Spanish sweep (es-site.spec.ts) runs axe on this page as it arrives.
})

test('/es/Pricing: Obtener ahora opens "Su seguridad nos importa." in Spanish with the toll-free number', async ({ page }) => {
  await page.goto('/es/Pricing')
  await hydrated(page)
  const button = page.getByRole('button', { name: 'Llámenos para comprar el plan Combo Hogar' })
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Su seguridad nos importa.' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Para obtener Combo Hogar, llámenos.')
  await expect(dialog).toContainText('las 24 horas, los 7 días de la semana')
  await expect(dialog.getByRole('link', { name: `Llame al ${site.phone}` })).toHaveAttribute('href', site.phoneHref)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})

for (const listing of [
  { path: '/es/microsoft-store', grid: 'Software de Microsoft', ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
  { path: '/es/internet-security', grid: 'Software de seguridad', ids: [11, 12, 13, 14, 15, 16, 17] },
]) {
  test(`${listing.path} lists its products with Spanish descriptions, the English prices and Agregar al carrito`, async ({ page }) => {
    test.slow() // axe on a long page
    await page.goto(listing.path)
    const grid = page.getByRole('list', { name: listing.grid })
    const cards = await grid.getByRole('listitem').evaluateAll((items) =>
      items.map((li) => ({
        name: li.querySelector('h3')?.textContent?.trim(),
        href: li.querySelector('h3 a')?.getAttribute('href'),
        text: (li.textContent ?? '').replace(/\s+/g, ' '),
        button: [...li.querySelectorAll('button')].map((b) => b.textContent?.trim()),
      })),
    )
    expect(cards).toHaveLength(listing.ids.length)
    for (const [i, id] of listing.ids.entries()) {
      const english = products.find((p) => p.id === id)!
      const spanish = spanishProducts.find((p) => p.id === id)!
      expect(cards[i].name).toBe(spanish.name)
      expect(cards[i].href).toBe(`/es/product/${id}`)
      expect(cards[i].text).toContain(`Precio: ${localPrice(english.price, 'es')}`)
      expect(cards[i].text).toContain(spanish.desc)
      expect(cards[i].button).toEqual(['Agregar al carrito'])
    }
    if (listing.path === '/es/microsoft-store') {
      await expect(page.getByRole('heading', { level: 2, name: 'Estafas comunes con software' })).toBeVisible()
      await expect(page.locator('main').getByRole('link', { name: 'Comuníquese con nosotros' })).toHaveAttribute('href', '/es/contact')
      // axe: the Spanish sweep (es-site.spec.ts) runs axe on this page as it arrives.
    } else {
      const section = page.getByRole('region', { name: 'Aprenda más y reciba ayuda' })
      await expect(section.getByRole('link', { name: 'Protección DefendMePro' })).toHaveAttribute('href', '/es/DefendPro')
    }
  })
}

test('every Spanish product page: 200, lang="es", name as h1, Spanish text, English price, Product JSON-LD in Spanish', async ({
  request,
}) => {
  expect(spanishProducts).toHaveLength(17)
  for (const product of spanishProducts) {
    const english = products.find((p) => p.id === product.id)!
    const path = `/es/product/${product.id}`
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    const html = await res.text()
    expect(html, path).toMatch(/<html[^>]*\blang="es"/)
    expect(h1Of(html), path).toBe(product.name)
    const text = decode(html)
    expect(text, path).toContain(`Precio: ${localPrice(english.price, 'es')}`)
    expect(text, path).toContain(decode(product.desc))
    expect(text, path).toContain('Lo más importante')
    expect(text, path).toContain(`Acerca de ${product.name}`)
    expect(text, path).toContain(
      product.id <= STORE_ID_THRESHOLD ? 'Volver a los programas de Microsoft que vendemos' : 'Volver a seguridad en internet',
    )
    expect(html, path).toContain(`href="/es${product.id <= STORE_ID_THRESHOLD ? '/microsoft-store' : '/internet-security'}"`)
    const main = decode(/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html)
    for (const words of englishUi) expect(main, `${path}: ${words}`).not.toContain(words)
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]))
      .find((d) => d['@type'] === 'Product')
    expect(ld, `${path} JSON-LD`).toBeDefined()
    expect(ld.name).toBe(product.name)
    expect(ld.description).toBe(product.desc)
    expect(ld.url).toBe(`${site.url}${path}`)
    expect(ld.offers).toMatchObject({ price: Number(english.price.replace('$', '')), priceCurrency: 'USD' })
  }
})

test('/es/product/3: Consultar ahora opens the Spanish dialog; the page is accessible and fits a 375 px phone', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/es/product/3')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Acerca de Office 2021 Pro Plus' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expect(page.getByRole('button', { name: 'Ampliar' })).toBeVisible()
  await expectAccessible(page)
  const checkNow = page.getByRole('button', { name: 'Llámenos para comprar' })
  await checkNow.click()
  const dialog = page.getByRole('dialog', { name: 'Comuníquese con nosotros' })
  await expect(dialog).toContainText('Para obtener Office 2021 Pro Plus, llámenos.')
  await expect(dialog).toContainText('Llamada gratuita desde EE. UU. y Canadá.')
  await page.keyboard.press('Escape')
  await expect(checkNow).toBeFocused()
})

test('Agregar al carrito says "{name} se agregó al carrito", then opens the Spanish product page', async ({ page }) => {
  const english = products.find((p) => p.id === 4)!
  const spanish = spanishProducts.find((p) => p.id === 4)!
  await page.goto('/es/microsoft-store')
  await hydrated(page)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: english.name }) })
  await card.getByRole('button', { name: 'Agregar al carrito' }).click()
  const status = page.getByRole('status').filter({ hasText: 'se agregó al carrito' })
  await expect(status).toContainText(`${english.name} se agregó al carrito`)
  await expect(status).toContainText('Abriendo la página del producto')
  await expect(page).toHaveURL(/\/es\/product\/4$/)
  const notice = page.getByTestId('cart-notice')
  await expect(notice).toContainText(`${english.name} se agregó al carrito`)
  await expect(notice).toContainText(spanish.desc)
  await expect(notice).toContainText('Llámenos para comprar')
  await expect(page.getByRole('heading', { level: 2, name: `Acerca de ${english.name}` })).toBeVisible()
})

test('an unknown Spanish product answers 404 with "Producto no encontrado"', async ({ page, request }) => {
  const res = await request.get('/es/product/99', { maxRedirects: 0 })
  expect(res.status()).toBe(404)
  expect(decode(await res.text())).toContain('Producto no encontrado')
  await page.goto('/es/product/abc')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Producto no encontrado')
  await expect(page.getByRole('link', { name: 'Programas de Microsoft que vendemos' })).toHaveAttribute('href', '/es/microsoft-store')
})
