// Renders the Open Graph card (public/images/og-card.png, 1200×630) and the organisation logo used in
// structured data (public/images/logo.png, 512×512) from small HTML pages, in Debian's Chromium.
// Run after changing the company's name, claims or mark: `node scripts/og-card.mjs`; commit the PNGs.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const root = path.resolve(import.meta.dirname, '..')
const shield = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8')
const siteSource = readFileSync(path.join(root, 'content/site.ts'), 'utf8')
const pick = (name) => new RegExp(`${name}: '([^']+)'`).exec(siteSource)?.[1] ?? ''
const company = pick('company')
const phone = pick('phone')
const url = pick('url').replace(/^https:\/\//, '')

const font = `font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif;`
const card = `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:1200px;height:630px}
  body{${font} background:#0b3a6e;color:#fff;display:flex;flex-direction:column;justify-content:space-between;padding:72px 80px;box-sizing:border-box}
  .brand{display:flex;align-items:center;gap:28px}
  .brand svg{width:96px;height:107px;background:#fff;border-radius:24px;padding:14px 18px}
  .name{font-size:68px;font-weight:700;letter-spacing:-1px}
  h1{font-size:54px;line-height:1.15;margin:0;max-width:1000px;font-weight:700}
  .claims{display:flex;gap:18px;flex-wrap:wrap}
  .claims span{background:rgba(255,255,255,.14);border:2px solid rgba(255,255,255,.35);border-radius:999px;padding:10px 24px;font-size:26px}
  .foot{display:flex;justify-content:space-between;font-size:30px;color:#f3d77a;font-weight:700}
</style></head><body>
  <div class="brand">${shield}<span class="name">${company}</span></div>
  <h1>Protection from scams, fraud and identity theft, and tech help from real people.</h1>
  <div class="claims"><span>US-based support</span><span>7 days a week</span><span>30-day money-back guarantee</span></div>
  <div class="foot"><span>${url}</span><span>Call ${phone}</span></div>
</body></html>`

const logo = `<!doctype html><html><head><style>
  html,body{margin:0;width:512px;height:512px;background:#fff}
  body{display:flex;align-items:center;justify-content:center}
  svg{width:360px;height:400px}
</style></head><body>${shield}</body></html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
})
try {
  for (const [html, width, height, file] of [
    [card, 1200, 630, 'public/images/og-card.png'],
    [logo, 512, 512, 'public/images/logo.png'],
  ]) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 })
    await page.setContent(html)
    await page.screenshot({ path: path.join(root, file), type: 'png' })
    await page.close()
    console.log(`wrote ${file} (${width}×${height})`)
  }
} finally {
  await browser.close()
}
