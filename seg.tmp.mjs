import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt/readers/scripts/chromium.mjs'
// args: width segHeight maxSegs path...
const [w, seg, max, ...pages] = process.argv.slice(2)
const width = Number(w)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const ctx = await browser.newContext({ viewport: { width, height: 900 } })
const page = await ctx.newPage()
for (const p of pages) {
  await page.goto('http://127.0.0.1:8950' + p)
  await page.waitForTimeout(300)
  const reject = page.locator('.cookie-banner button').last()
  if (await reject.isVisible().catch(() => false)) { await reject.click(); await page.waitForTimeout(200) }
  const H = await page.evaluate(() => document.documentElement.scrollHeight)
  const name = p.replace(/[/?=&]+/g, '_').replace(/^_/, '') || 'home'
  for (let i = 0, y = 0; y < H && i < Number(max); i++, y += Number(seg)) {
    await page.screenshot({ path: `/tmp/readers/s-${name}-${width}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(Number(seg), H - y) } })
  }
  console.log(name, H)
}
await browser.close()
