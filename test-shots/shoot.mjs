import { chromium } from 'playwright'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt/report/scripts/chromium.mjs'
const base = process.argv[2]
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const [width, size] of [[375, 'larger'], [1280, null]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } })
  await ctx.addInitScript((size) => {
    localStorage.setItem('cookieConsent', 'accepted')
    if (size) localStorage.setItem('textSize', size)
    localStorage.setItem('reportDraft', JSON.stringify({ country: 'mx', what: 'Me llamaron del banco y pidieron tarjetas de regalo.', when: '2026-12-01', contact: ['phone', 'text', 'website'], paid: ['gift-card', 'card'], amount: '$500', payment: 'Tarjeta 6006 4912, 1 dic', bank: 'Banco Ejemplo', giftCard: 'Target', scammer: '+52 55 5555 0142', shared: ['bank-login'], sharedOther: '' }))
  }, size)
  const page = await ctx.newPage()
  for (const [name, path, pack] of [['form-en', '/report-it-once', false], ['pack-es', '/es/report-it-once', true], ['form-fr', '/fr/report-it-once', false]]) {
    await page.goto(base + path)
    await page.waitForSelector('html[data-hydrated]', { timeout: 60000 }).catch(() => {})
    if (pack) {
      await page.getByRole('button', { name: 'Ver mis denuncias' }).first().click()
      await page.getByRole('heading', { name: 'Sus denuncias' }).waitFor()
    }
    await page.screenshot({ path: `/work/wt/report/test-shots/${name}-${width}.png` })
    if (pack) { await page.getByRole('heading', { level: 3 }).nth(2).scrollIntoViewIfNeeded(); await page.screenshot({ path: `/work/wt/report/test-shots/${name}-${width}-b.png` }) }
  }
  await ctx.close()
}
await browser.close()
