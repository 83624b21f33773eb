import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt/readers/scripts/chromium.mjs'
const [,, path, width, size] = process.argv
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } })
await ctx.addInitScript((s) => { if (s !== 'normal') localStorage.setItem('textSize', s) }, size ?? 'normal')
const page = await ctx.newPage()
await page.goto('http://127.0.0.1:8950' + path)
await page.waitForTimeout(500)
const r = await page.evaluate(() => {
  const root = document.documentElement
  const out = { sw: root.scrollWidth, cw: root.clientWidth, body: document.body.scrollWidth, bodyRect: document.body.getBoundingClientRect().width }
  // Find the deepest elements whose scrollWidth exceeds clientWidth (overflowing contents) and which are not scroll containers.
  out.over = [...document.querySelectorAll('body, body *')].filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible' && el.clientWidth > 0)
    .map((el) => `${el.tagName}#${el.id}.${String(el.className).slice(0,60)} sw=${el.scrollWidth} cw=${el.clientWidth}`).slice(0, 20)
  return out
})
console.log(JSON.stringify(r, null, 1))
await browser.close()
