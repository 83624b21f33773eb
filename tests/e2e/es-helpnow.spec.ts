// /es/help-now: "Creo que me estafaron" in Spanish. The same query parameters and values
// as the English page, Spanish steps with the same numbers, with and without JavaScript, cached per
// canonical query under its own /es key, printing in Spanish, and the note for the call-back form or
// the chat in Spanish.
import * as es from '#content/es/help-now'
import { planFor, type Situation } from '#content/help-now'
import { site } from '#content/site'
import { expect, expectAccessible, hydrated, test } from './fixtures'
import { OWN_STEP } from './help-now-steps'

const STEPS_TITLE = 'Sus pasos, primero lo más urgente'
const label = (value: Situation) => es.situations.find((s) => s.value === value)?.label ?? value

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/es/help-now answers in Spanish, with its canonical and alternates', async ({ page }) => {
    const res = await page.goto('/es/help-now')
    expect(res?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creo que me estafaron')
    await expect(page).toHaveTitle(/^Creo que me estafaron: qué hacer ahora/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/help-now$/)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/help-now$/)
    await expect(page.getByRole('button', { name: 'Ver mis pasos' })).toBeVisible()
    await expect(page.locator('form.help-form')).toHaveAttribute('action', '/es/help-now')
  })

  for (const country of ['us', 'ca'] as const) {
    test(`each situation shows its Spanish steps in ${country === 'us' ? 'the US' : 'Canada'}`, async ({ page }) => {
      for (const { value } of es.situations) {
        await page.goto(`/es/help-now?country=${country}&s=${value}`)
        const results = page.getByRole('region', { name: STEPS_TITLE })
        await expect(results, value).toContainText(es.steps[OWN_STEP[value][country]].title)
        await expect(results.locator('.help-step').first()).toContainText('Si alguien está en peligro, llame al 911.')
        await expect(results).toContainText(`Lo que nos contó: ${es.situations.find((s) => s.value === value)?.short}.`)
        if (country === 'us') {
          await expect(results).toContainText('Comisión Federal de Comercio (FTC): 1-877-382-4357 o ReporteFraude.ftc.gov')
          await expect(results.getByRole('link', { name: /ReporteFraude\.ftc\.gov/ })).toHaveAttribute(
            'href',
            'https://reportefraude.ftc.gov/',
          )
          await expect(results).not.toContainText('Centro Antifraude de Canadá')
        } else {
          await expect(results).toContainText('Centro Antifraude de Canadá (CAFC): 1-888-495-8501 o antifraudcentre-centreantifraude.ca')
          await expect(results).not.toContainText('ReporteFraude.ftc.gov')
        }
      }
    })
  }

  test('the form works in Spanish: choose, submit, and read the steps', async ({ page }) => {
    await page.goto('/es/help-now')
    await page.getByLabel('Canadá', { exact: true }).check()
    await page.getByLabel(label('gift-card')).check()
    await page.getByLabel(label('on-the-line')).check()
    await page.getByRole('button', { name: 'Ver mis pasos' }).click()
    await expect(page).toHaveURL(/\/es\/help-now\?country=ca&s=on-the-line\.gift-card$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const steps = page.locator('.help-step')
    await expect(steps.nth(1)).toContainText('Cuelgue ahora.')
    await expect(steps.nth(2)).toContainText('Llame a la empresa que emitió la tarjeta de regalo')
    await expect(page.getByText('1-888-495-8501')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Cambie sus respuestas' })).toBeVisible()
    await expect(page.getByLabel('Canadá', { exact: true })).toBeChecked()
    await expect(page.getByLabel(label('gift-card'))).toBeChecked()
  })

  test('bad input: unknown values are ignored, both countries in Spanish, a country alone asks for a situation', async ({ page }) => {
    expect((await page.goto('/es/help-now?country=fr&s=bogus&s=%3Cscript%3Ealert(1)%3C%2Fscript%3E'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Creo que me estafaron' })).toBeVisible()
    await expect(page.getByRole('region', { name: STEPS_TITLE })).toHaveCount(0)

    const all = es.situations.map((s) => `s=${s.value}`).join('&')
    expect((await page.goto(`/es/help-now?country=xx&${all}`))?.status()).toBe(200)
    const results = page.getByRole('region', { name: STEPS_TITLE })
    await expect(results.getByRole('heading', { name: 'En Estados Unidos' })).toBeVisible()
    await expect(results.getByRole('heading', { name: 'En Canadá' })).toBeVisible()
    // Every number of the two plans (Mexico's, Panama's and Costa Rica's are in their own plans).
    const shown = planFor(
      undefined,
      es.situations.map((s) => s.value),
      es.words,
    ).flatMap((p) => p.steps.flatMap((s) => s.contacts ?? []))
    for (const c of shown) {
      if (c.phone) await expect(results.getByText(c.phone).first()).toBeVisible()
    }

    await page.goto('/es/help-now?country=us')
    await expect(page.getByRole('alert')).toContainText('Por favor, elija al menos una de las cosas que pasaron.')
    await expect(page.getByRole('alert')).toContainText(site.phone)
  })
})

test('a Spanish query URL is canonicalised and cached under its own key, like the English one', async ({ request }) => {
  const canonical = '/es/help-now?country=ca&s=gift-card.wire'
  for (const [path, location] of [
    ['/es/help-now?s=wire&s=gift-card&country=CA', canonical],
    ['/es/help-now?country=CA&s=wire.gift-card', canonical],
    ['/ES/help-now?country=ca&s=gift-card.wire', canonical],
    ['/es/help-now?country=fr&s=nonsense', '/es/help-now'],
    ['/es/help-now?country=us&x=1', '/es/help-now'],
  ] as const) {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.status(), path).toBe(301)
    expect(res.headers().location, path).toBe(location)
  }
  const first = await request.get(canonical, { maxRedirects: 0 })
  expect(first.status()).toBe(200)
  expect(first.headers()['x-cache']).toMatch(/^(HIT|MISS)$/)
  const again = await request.get(canonical, { maxRedirects: 0 })
  expect(again.headers()['x-cache']).toBe('HIT')
  const html = await again.text()
  expect(html).toContain('<html lang="es"')
  expect(html).toContain('Llame a la empresa que emitió la tarjeta de regalo')
  // The English page at the same query is its own entry, in English.
  const english = await (await request.get('/help-now?country=ca&s=gift-card.wire', { maxRedirects: 0 })).text()
  expect(english).toContain('Call the company that issued the gift card')
  expect(english).not.toContain('tarjeta de regalo')
})

test('prints the Spanish steps only, with every number in full, on at most four pages (14 pt, with room for notes: decision 152)', async ({
  page,
}) => {
  await page.goto('/es/help-now?country=us&s=on-the-line.gift-card.id-number')
  await hydrated(page)
  await expect(page.getByRole('button', { name: 'Imprimir estos pasos' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.site-header')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Ver mis pasos' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Imprimir estos pasos' })).toBeHidden()
  const results = page.getByRole('region', { name: STEPS_TITLE })
  await expect(results.getByText('Cuelgue ahora.')).toBeVisible()
  await expect(results.getByText(`${site.company} puede ayudarle con estos pasos, a cualquier hora: ${site.phone}`)).toBeVisible()
  for (const n of ['911', '1-888-298-0045', '1-888-397-3742', '1-888-909-8872', '1-877-382-4357', '1-833-372-8311']) {
    await expect(results.getByText(n, { exact: false }).first(), n).toBeVisible()
  }
  const pdf = await page.pdf({ format: 'Letter' })
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
  expect(pages.length).toBeGreaterThan(0)
  // 14 pt type and ruled room for case numbers (decision 152): longer than the old 11 pt sheet.
  expect(pages.length).toBeLessThanOrEqual(4)
})

test('with JavaScript: the guess and the answer are in Spanish, the URL stays under /es; axe clean', async ({ page }) => {
  await page.goto('/es/help-now')
  await hydrated(page)
  // axe: the Spanish sweep (es-site.spec.ts) scans this page as it arrives; here, the answer is scanned.
  await expect(page.getByLabel('Estados Unidos', { exact: true })).toBeChecked()
  await expect(page.getByText('Según su conexión a internet, elegimos Estados Unidos.')).toBeVisible()
  await page.getByLabel('Canadá', { exact: true }).check()
  await page.getByLabel(label('remote')).check()
  await page.getByRole('button', { name: 'Ver mis pasos' }).click()
  await expect(page).toHaveURL(/\/es\/help-now\?country=ca&s=remote$/)
  await expect(page.getByRole('heading', { name: STEPS_TITLE })).toBeFocused()
  await expect(page.getByText('Desconecte la computadora de internet.')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('link', { name: 'Pedir una llamada' })).toHaveAttribute('href', '/es/contact#callback-title')
  await expectAccessible(page)
})

test('"Pedir una llamada" takes a Spanish note to the Spanish call-back form', async ({ page }) => {
  await page.goto('/es/help-now?country=us&s=gift-card.wire')
  await hydrated(page)
  await page.getByRole('link', { name: 'Pedir una llamada' }).click()
  await expect(page).toHaveURL(/\/es\/contact#callback-title$/)
  await hydrated(page)
  await expect(page.locator('textarea[name="note"]')).toHaveValue(
    ['Desde la página «Creo que me estafaron».', 'País: Estados Unidos', 'Qué pasó:', `- ${label('gift-card')}`, `- ${label('wire')}`].join(
      '\n',
    ),
  )
  expect(page.url()).not.toContain('gift')
})

test('"Chatear ahora" hands the chat a Spanish note', async ({ page }) => {
  await page.goto('/es/help-now?country=ca&s=crypto')
  await hydrated(page)
  const chat = page.getByRole('link', { name: 'Chatear ahora' })
  await expect(chat).toHaveAttribute('href', '/es/live-support')
  const dialog = page.getByRole('dialog')
  // The first click may only start loading the chat ("El chat se está cargando..."): click until it opens.
  await expect(async () => {
    await chat.click()
    await expect(dialog.getByText(`- ${label('crypto')}`)).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await expect(dialog).toContainText('País: Canadá')
  await expect(dialog).toContainText('Qué pasó (desde la página de ayuda)')
})
