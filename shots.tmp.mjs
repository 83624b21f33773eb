import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt/readers/scripts/chromium.mjs'
const pages = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 800 : 900 } })
  await ctx.addInitScript(() => { localStorage.setItem('saffe-consent', 'rejected') })
  const page = await ctx.newPage()
  for (const p of pages) {
    await page.goto('http://127.0.0.1:8950' + p)
    await page.waitForTimeout(400)
    const name = p.replace(/[/?=&]+/g, '_').replace(/^_/, '') || 'home'
    await page.screenshot({ path: `/tmp/readers/shot-${name}-${width}.png`, fullPage: true })
    const h = await page.evaluate(() => [document.documentElement.scrollHeight, document.documentElement.scrollWidth])
    console.log(name, width, h.join('x'))
  }
  await ctx.close()
}
await browser.close()
