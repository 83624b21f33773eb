import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt/readers/scripts/chromium.mjs'
const [,, path, width, size] = process.argv
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } })
await ctx.addInitScript((s) => { if (s !== 'normal') localStorage.setItem('textSize', s); localStorage.setItem('cookieConsent','rejected') }, size ?? 'normal')
const page = await ctx.newPage()
await page.goto('http://127.0.0.1:8950' + path)
await page.waitForTimeout(500)
const r = await page.evaluate(() => {
  const root = document.documentElement
  const vw = root.clientWidth
  const clipped = (el) => { for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) { const o = getComputedStyle(p).overflowX; if (o !== 'visible') return true } return false }
  const wide = [...document.querySelectorAll('body *')].filter((el) => el.parentElement && el.parentElement.getBoundingClientRect().right <= vw + 0.5).map((el) => [el, el.getBoundingClientRect()]).filter(([, b]) => b.right > vw + 0.5 && b.width > 0)
    .map(([el, b]) => `${el.tagName}.${String(el.className).slice(0, 80)} right=${b.right.toFixed(1)} w=${b.width.toFixed(1)} text=${(el.textContent||'').trim().slice(0,40)} ov=${getComputedStyle(el.parentElement).overflowX} clipped=${clipped(el)}`)
  return { attr: root.getAttribute('data-text-size'), overflow: root.scrollWidth - root.clientWidth, wide: wide.slice(0, 15) }
})
console.log(JSON.stringify(r, null, 1))
await browser.close()
