import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] })
for (let i=0;i<4;i++){
const page = await b.newPage()
await page.goto('http://127.0.0.1:8830/login')
await page.waitForFunction(() => window.__entryReady === true)
await page.getByLabel('E-mail address').fill('someone@example.com')
const v1 = await page.getByLabel('E-mail address').inputValue()
await page.waitForTimeout(1500)
const v2 = await page.getByLabel('E-mail address').inputValue()
const hyd = await page.evaluate(() => document.documentElement.dataset.hydrated)
console.log(i, JSON.stringify(v1), JSON.stringify(v2), hyd)
await page.close()
}
await b.close()
