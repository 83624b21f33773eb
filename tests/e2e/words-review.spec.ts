// The words review's fixes as a visitor sees them (decision 111, docs/i18n.md glossary): one phone
// line said one way in the call-us dialog of both languages, Spanish plan names a caller can ask for,
// the store's intro that no longer denies the Add to Cart button beside it, and alert sources named in
// Spanish. The unit tests hold every source; these show the rendered pages agree.
import { site } from '#content/site'
import { expect, hydrated, test } from './fixtures'

test('the call-us dialog says one line, 24/7, toll-free from the US and Canada, in English and Spanish', async ({ page }) => {
  await page.goto('/Pricing')
  await hydrated(page)
  await page
    .getByRole('button', { name: /Call us to buy/ })
    .first()
    .click()
  const en = page.getByRole('dialog', { name: 'Your safety matters to us.' })
  await expect(en).toContainText('One phone line, 24/7, for scam help and for buying.')
  await expect(en).toContainText('Toll-free from the US and Canada.')
  await expect(en).not.toContainText('sales')

  await page.goto('/es/Pricing')
  await hydrated(page)
  await page.getByRole('button', { name: 'Llámenos para comprar el plan Combo Empresa' }).click()
  const es = page.getByRole('dialog', { name: 'Su seguridad nos importa.' })
  await expect(es).toContainText('Para obtener Combo Empresa, llámenos.')
  await expect(es).toContainText('Una sola línea, las 24 horas, los 7 días de la semana, para ayuda con estafas y para compras.')
  await expect(es).toContainText('Llamada gratuita desde EE. UU. y Canadá.')
  await expect(es.getByRole('link', { name: `Llame al ${site.phone}` })).toHaveAttribute('href', site.phoneHref)
})

test('the store says what Add to Cart does instead of "no cart", in both languages', async ({ page }) => {
  await page.goto('/microsoft-store')
  await expect(page.locator('main')).toContainText('the Add to Cart button only opens the product’s page')
  await expect(page.locator('main')).not.toContainText('no cart')
  await page.goto('/es/microsoft-store')
  await expect(page.locator('main')).toContainText('el botón “Agregar al carrito” solo abre la página del producto')
  await expect(page.locator('main')).not.toContainText('ni carrito')
})

test('a Spanish alert names its source in Spanish and says the site is in English', async ({ page }) => {
  await page.goto('/es/alerts/crypto-atm-safe-account')
  await expect(page.locator('main')).toContainText('Comisión Federal de Comercio de EE. UU. (FTC), en inglés')
  await expect(page.locator('main')).not.toContainText('Federal Trade Commission')
  await expect(page.locator('main')).toContainText('sitio en inglés y francés')
})

test('French pages as built: « RPV (VPN) » first then « RPV », a US agency said to be American, no colon glued to its word', async ({
  page,
}) => {
  const pages = ['/fr', '/fr/help-now?s=gift-card', '/fr/Pricing', '/fr/DefendPro', '/fr/terms', '/fr/for-your-business']
  for (const path of [...pages, '/fr/CBS', '/fr/ABC11', '/fr/blog/spam-calls', '/fr/ReadFAQ']) {
    await page.goto(path)
    // The whole text of the page's main part, hidden words for screen readers included.
    const text = ((await page.locator('main').textContent()) ?? '').replaceAll('Secure VPN', '')
    expect(text, path).not.toMatch(/(?<!RPV \()VPN/)
    // A card's number may stand glued before its title in the text ("9RPV (VPN) et accès à distance").
    const first = /(?<!\p{L})RPV(?!\p{L})(.{0,6})/u.exec(text)
    if (first) expect(first[1], `${path}: the first RPV`).toMatch(/^ \(VPN\)/)
    expect(text.match(/.{0,30}[\p{L}\p{N}}]:(?=\s).{0,10}/gu) ?? [], path).toEqual([])
    // Where a page first names the FTC, the IRS or Medicare, it says they are American.
    for (const agency of ['FTC', 'IRS', 'Medicare']) {
      const at = text.search(new RegExp(`(?<![A-Za-z])${agency}(?![A-Za-z])`))
      if (at >= 0) expect(text.slice(Math.max(0, at - 150), at + 220), `${path}: ${agency}`).toMatch(/États-Unis|américain|en anglais/)
    }
  }
})

test('the official contacts on /fr list Canada first, the US first in English', async ({ page }) => {
  await page.goto('/fr/official-contacts')
  await expect(page.locator('.directory-country h3').first()).toHaveText('Canada')
  await page.goto('/official-contacts')
  await expect(page.locator('.directory-country h3').first()).toHaveText('United States')
})
