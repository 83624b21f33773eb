// The tools in Spanish: the scam checker answers in Spanish on /es/scam-check (with and
// without JavaScript), /es/verify-us checks a code in Spanish, and the alerts list, an alert page and
// the Spanish feeds are Spanish. axe on each page.
import { expect, expectAccessible, hydrated, test } from './fixtures'

const SPANISH_SCAM = 'Su cuenta ha sido suspendida. Verifique sus datos aquí: https://bit.ly/3xYz o compre tarjetas de regalo. Urgente.'
const ENGLISH_SCAM = 'IRS: pay the back taxes today with Google Play gift cards or a warrant will be issued for your arrest.'

test.describe('/es/scam-check', () => {
  test('a Spanish scam text gets a Spanish verdict, signs and advice', async ({ page }) => {
    await page.goto('/es/scam-check')
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Es una estafa?')
    await page.getByLabel('Pegue el mensaje, la dirección web o el número de teléfono').fill(SPANISH_SCAM)
    await page.getByRole('button', { name: 'Revisar', exact: true }).click()
    const answer = page.getByRole('region', { name: 'Nuestra respuesta' })
    await expect(answer).toBeFocused()
    await expect(answer).toHaveAttribute('lang', 'es')
    await expect(answer.locator('[data-verdict]')).toHaveText('Probablemente es una estafa')
    const signs = page.getByRole('region', { name: /Señales de alerta que encontramos/ })
    await expect(signs.getByRole('heading', { name: 'Pide tarjetas de regalo' })).toBeVisible()
    await expect(signs.getByRole('heading', { name: 'Dice que cerrarán su cuenta o servicio' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Qué hacer ahora' })).toContainText('No pague nada')
    await expect(page.locator('#main').getByRole('link', { name: 'Creo que me estafaron' })).toHaveAttribute('href', '/es/help-now')
    await expect(page.getByRole('link', { name: 'Pedir que le llamemos' })).toHaveAttribute('href', '/es/contact#callback-title')
    await expectAccessible(page)
  })

  test('an English message pasted on the Spanish page is answered in Spanish', async ({ page }) => {
    await page.goto('/es/scam-check')
    await hydrated(page)
    await page.getByLabel('Pegue el mensaje, la dirección web o el número de teléfono').fill(ENGLISH_SCAM)
    await page.getByRole('button', { name: 'Revisar', exact: true }).click()
    await expect(page.locator('[data-verdict]')).toHaveText('Probablemente es una estafa')
    await expect(page.getByRole('heading', { name: 'Le amenaza' })).toBeVisible()
  })

  test('an empty box gets a Spanish message', async ({ page }) => {
    await page.goto('/es/scam-check')
    await hydrated(page)
    await page.getByRole('button', { name: 'Revisar', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('La casilla está vacía')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the form posts to /es/scam-check and the server answers in Spanish', async ({ page }) => {
      await page.goto('/es/scam-check')
      await page.getByLabel('Pegue el mensaje, la dirección web o el número de teléfono').fill(ENGLISH_SCAM)
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/es/scam-check') && r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Revisar', exact: true }).click(),
      ])
      expect(response.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe('/es/scam-check')
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.locator('[data-verdict]')).toHaveText('Probablemente es una estafa')
      await expect(page.getByRole('heading', { name: 'Pide tarjetas de regalo' })).toBeVisible()
    })

    test('an empty form gets a 400 and a Spanish message', async ({ page }) => {
      await page.goto('/es/scam-check')
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/es/scam-check') && r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Revisar', exact: true }).click(),
      ])
      expect(response.status()).toBe(400)
      await expect(page.getByRole('alert')).toContainText('La casilla está vacía')
    })
  })
})

test.describe('/es/verify-us', () => {
  test('signed out, it asks to sign in in Spanish, and every answer ends with the call-back rule', async ({ page }) => {
    await page.goto('/es/verify-us')
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Es de verdad SaffeSupport?')
    await expect(page.getByText('saffesupport.com/es/verify-us').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Inicie sesión y vuelva a esta página' })).toHaveAttribute('href', '/es/login')
    await expect(page.locator('.verify-end').first()).toContainText(
      'Si no le devolvimos la llamada después de que usted nos llamó, cuelgue y llame al número de este sitio:',
    )
    await expect(page.getByLabel('El código que le dieron')).toHaveCount(0)
    // axe: the Spanish sweep (es-site.spec.ts) runs axe on this page as it arrives.
  })
})

test.describe('/es/alerts', () => {
  test('the list is Spanish, filters by country, and links to a Spanish alert page', async ({ page }) => {
    await page.goto('/es/alerts')
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alertas de estafas')
    await expect(page.getByRole('heading', { level: 2, name: /alertas, las más recientes primero/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Canal RSS' })).toHaveAttribute('href', '/es/alerts/rss.xml')
    await expect(page.locator('head link[type="application/rss+xml"]')).toHaveAttribute('href', '/es/alerts/rss.xml')
    await expect(page.locator('head link[type="application/feed+json"]')).toHaveAttribute('href', '/es/alerts/feed.json')
    // axe: the Spanish sweep (es-site.spec.ts) runs axe on this page as it arrives.
    await page.getByLabel('Canadá', { exact: true }).check()
    await expect(page).toHaveURL(/\/es\/alerts\?country=CA$/)
    await expect(page.getByText('Para: Estados Unidos', { exact: true })).toHaveCount(0)
    await page.getByLabel('Estados Unidos y Canadá', { exact: true }).check()
    await page.getByRole('link', { name: /peaje/ }).first().click()
    await expect(page).toHaveURL(/\/es\/alerts\/toll-road-texts$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('peaje')
  })

  test('an alert page is Spanish: words, date, countries, source', async ({ page }) => {
    const response = await page.goto('/es/alerts/government-impostor-calls')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Seguro Social')
    await expect(page.getByText(/^Fuente:/)).toBeVisible()
    await expect(page.locator('time').first()).toHaveText(/de noviembre de 2026/)
    await expect(page.getByRole('heading', { name: 'Entérese primero de la próxima estafa' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Todas las alertas de estafas' })).toHaveAttribute('href', '/es/alerts')
    await expectAccessible(page)
  })

  test('an unknown alert is a Spanish "not found"', async ({ page }) => {
    const response = await page.goto('/es/alerts/no-such-alert')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esa alerta')
  })

  test('the Spanish feeds parse and link to Spanish pages', async ({ request }) => {
    const rss = await request.get('/es/alerts/rss.xml')
    expect(rss.status()).toBe(200)
    const xml = await rss.text()
    expect(xml).toContain('<language>es-US</language>')
    expect(xml).toMatch(/<link>[^<]+\/es\/alerts\/[a-z-]+<\/link>/)
    const json = (await (await request.get('/es/alerts/feed.json')).json()) as { title: string; items: { url: string }[] }
    expect(json.title).toBe('Alertas de estafas de SaffeSupport')
    expect(json.items.length).toBeGreaterThan(0)
    for (const item of json.items) expect(item.url).toContain('/es/alerts/')
  })
})
