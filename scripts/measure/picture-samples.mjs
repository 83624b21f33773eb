// Pictures for the picture reader of /scam-check (docs/scam-check.md), made on this machine: a phone
// screenshot of a text message, rendered by Chromium at a phone's size and pixel density, in light or
// dark mode; and QR codes (the `qrcode` package). Used by `npm run bench:picture` and the end-to-end
// tests (tests/e2e/scam-check-picture.spec.ts), so both read the same kind of picture.
import QRCode from 'qrcode'

const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])

/** A messaging app's conversation with one incoming message, like a phone's own. */
export function messageHtml(text, { dark = false, sender = '+1 (202) 555-0187', time = 'Today 9:41 AM' } = {}) {
  const bg = dark ? '#000' : '#fff'
  const bubble = dark ? '#26252a' : '#e9e9eb'
  const ink = dark ? '#fff' : '#000'
  const dim = dark ? '#98989f' : '#6d6d72'
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body{margin:0;background:${bg};color:${ink};font:17px/1.3 -apple-system,"Helvetica Neue",Arial,"DejaVu Sans",sans-serif}
  .bar{display:flex;justify-content:space-between;padding:14px 24px 6px;font-weight:600;font-size:15px}
  .head{text-align:center;padding:8px 0 12px;border-bottom:1px solid ${dark ? '#222' : '#ddd'}}
  .avatar{width:52px;height:52px;border-radius:50%;background:${dim};margin:0 auto 6px}
  .who{font-size:13px}
  .time{text-align:center;color:${dim};font-size:12px;margin:18px 0 8px}
  .msg{background:${bubble};border-radius:18px;padding:8px 13px;margin:0 80px 0 14px;white-space:pre-wrap;overflow-wrap:anywhere}
  .msg a{color:${dark ? '#4aa3ff' : '#0a62d0'}}
  .compose{position:fixed;bottom:24px;left:14px;right:14px;border:1px solid ${dim};border-radius:18px;padding:7px 12px;color:${dim}}
  </style></head><body>
  <div class="bar"><span>9:41</span><span>5G ▮▮▮</span></div>
  <div class="head"><div class="avatar"></div><div class="who">${escapeHtml(sender)}</div></div>
  <div class="time">Text Message · SMS<br>${escapeHtml(time)}</div>
  <div class="msg">${escapeHtml(text).replace(/(https?:\/\/\S+)/g, '<a>$1</a>')}</div>
  <div class="compose">Text Message · SMS</div>
  </body></html>`
}

/** A PNG screenshot of `text` as a phone shows it (390 × 844 points at 3×: 1170 × 2532 pixels). */
export async function messageScreenshot(browser, text, options = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 })
  try {
    const page = await context.newPage()
    await page.setContent(messageHtml(text, options))
    return await page.screenshot({ type: 'png' })
  } finally {
    await context.close()
  }
}

/** A PNG of a QR code holding `data`, as large as one printed on a sticker and photographed straight. */
export function qrCodePng(data) {
  return QRCode.toBuffer(data, { type: 'png', width: 600, margin: 4, errorCorrectionLevel: 'M' })
}

/** A PNG with no words and no code: soft colour bands, like a photo of a wall or the sky. */
export async function plainPicture(browser) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } })
  try {
    const page = await context.newPage()
    await page.setContent('<body style="margin:0;height:100vh;background:linear-gradient(160deg,#7fb2e5,#f4d3a1 60%,#6c8a4f)"></body>')
    return await page.screenshot({ type: 'png' })
  } finally {
    await context.close()
  }
}
