// "Check a screenshot or photo" on /scam-check (docs/scam-check.md, decision 140): real PNGs made by
// the test (a phone screenshot of a message rendered in Chromium, QR codes from the `qrcode` package)
// are given to the page, which reads them on the device and answers as for typed text. Every request
// to a host other than the site is aborted, so the OCR's files can only come from the site itself; no
// request may carry the picture.
import { deflateSync } from 'node:zlib'
import type { Page, Request } from '@playwright/test'
import { messageScreenshot, plainPicture, qrCodePng } from '../../scripts/measure/picture-samples.mjs'
import { expect, expectAccessible, holdRequests, hydrated, test } from './fixtures'

const SCAM =
  'USPS: Your package could not be delivered due to an incomplete address. Update your address within 24 hours: https://usps-redelivery.top/track'
const SPANISH = 'Abuela soy yo, tuve un accidente y estoy en la cárcel. Necesito dinero para la fianza. No le digas a nadie.'
const PICTURE_LABEL = 'Choose a screenshot or photo'
const READ_TIMEOUT = 45_000

/** Only the site answers; everything the page sends is kept for the assertions. */
async function siteOnly(page: Page, baseURL: string | undefined) {
  const site = new URL(baseURL ?? 'http://127.0.0.1').host
  const sent: Request[] = []
  const elsewhere: string[] = []
  page.on('request', (r) => sent.push(r))
  await page.context().route('**/*', (route) => {
    if (new URL(route.request().url()).host === site) return route.continue()
    elsewhere.push(route.request().url())
    return route.abort()
  })
  return { sent, elsewhere }
}

/** No request carried the picture: the only bodies sent are the checks' JSON `{text}`. */
function expectPictureKept(sent: Request[]) {
  const posts = sent.filter((r) => r.method() !== 'GET')
  for (const r of posts) {
    expect(new URL(r.url()).pathname).toBe('/api/scam-check')
    expect(Object.keys(r.postDataJSON())).toEqual(['text'])
  }
  return posts
}

/** As a person does: a tap on the picture field opens the device's chooser, and a picture is chosen there. */
async function choose(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByLabel(label).click()
  await (await chooser).setFiles(file)
}

test('a phone screenshot of a scam text is read on the page, put in the box and answered "Likely a scam"', async ({
  page,
  browser,
  baseURL,
}) => {
  const png = await messageScreenshot(browser, SCAM)
  const { sent, elsewhere } = await siteOnly(page, baseURL)
  await page.goto('/scam-check')
  await hydrated(page)
  // Nothing of the reader loads before a picture is chosen.
  expect(sent.map((r) => r.url()).filter((u) => /ocr-|read-picture|picture\.worker|jsQR/i.test(u))).toEqual([])
  await expect(page.getByText('Your picture stays on your device')).toBeVisible()
  await choose(page, PICTURE_LABEL, { name: 'Screenshot.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('status').filter({ hasText: /^Reading the picture… \d+%$/ })).toBeVisible()
  const answer = page.getByRole('region', { name: 'Our answer' })
  await expect(answer.locator('[data-verdict]')).toHaveText('Likely a scam', { timeout: READ_TIMEOUT })
  await expect(page.getByText('We read these words from your picture')).toBeVisible()
  const box = page.getByLabel('Paste the message, the web address or the phone number')
  await expect(box).toHaveValue(/could not be delivered/)
  await expect(box).toHaveValue(/usps-redelivery\.top/)
  // The reader's files came from the site itself.
  expect(sent.some((r) => /\/assets\/ocr-[0-9a-f]+\/eng\.traineddata\.gz$/.test(r.url()))).toBe(true)
  expect(elsewhere).toEqual([])
  expect(expectPictureKept(sent)).toHaveLength(1)
  await expectAccessible(page)

  // A misread word is fixed in the box and checked again like typed text.
  await box.fill('Hi Mom, running about 20 minutes late. Traffic on the highway. Save me some pie!')
  await page.getByRole('button', { name: 'Check' }).click()
  await expect(answer.locator('[data-verdict]')).toHaveText('No warning signs found')
})

test('a dark-mode screenshot of a Spanish scam text is answered in Spanish on the Spanish page', async ({ page, browser, baseURL }) => {
  const png = await messageScreenshot(browser, SPANISH, { dark: true })
  const { sent, elsewhere } = await siteOnly(page, baseURL)
  await page.goto('/es/scam-check')
  await hydrated(page)
  await choose(page, 'Elegir una captura de pantalla o una foto', { name: 'captura.png', mimeType: 'image/png', buffer: png })
  const answer = page.getByRole('region', { name: 'Nuestra respuesta' })
  await expect(answer.locator('[data-verdict]')).toHaveText('Probablemente es una estafa', { timeout: READ_TIMEOUT })
  await expect(page.getByText('Leímos estas palabras en su imagen')).toBeVisible()
  await expect(page.getByLabel('Pegue el mensaje, la dirección web o el número de teléfono')).toHaveValue(/fianza/)
  expect(sent.some((r) => /\/assets\/ocr-[0-9a-f]+\/spa\.traineddata\.gz$/.test(r.url()))).toBe(true)
  expect(elsewhere).toEqual([])
  expectPictureKept(sent)
})

test('a QR code to a look-alike site: the link is spelled out with its site highlighted, never a link, and flagged', async ({
  page,
  baseURL,
}) => {
  const { sent, elsewhere } = await siteOnly(page, baseURL)
  await page.goto('/scam-check')
  await hydrated(page)
  await choose(page, PICTURE_LABEL, {
    name: 'qr.png',
    mimeType: 'image/png',
    buffer: await qrCodePng('https://usps-redelivery.top/track?id=88'),
  })
  const answer = page.getByRole('region', { name: 'Our answer' })
  await expect(answer.locator('[data-verdict]')).toHaveText('Likely a scam', { timeout: READ_TIMEOUT })
  const qr = page.locator('[data-qr]')
  await expect(qr).toContainText('This QR code leads to the web address below. We did not open it.')
  await expect(qr.locator('[data-qr-link]')).toHaveText('https://usps-redelivery.top/track?id=88')
  await expect(qr.locator('mark')).toHaveText('usps-redelivery.top')
  await expect(qr.locator('a')).toHaveCount(0)
  await expect(page.getByLabel('Paste the message, the web address or the phone number')).toHaveValue(
    'https://usps-redelivery.top/track?id=88',
  )
  // A QR code needs no OCR: its files are never fetched.
  expect(sent.filter((r) => r.url().includes('/assets/ocr-'))).toEqual([])
  expect(elsewhere).toEqual([])
  expectPictureKept(sent)
  await expectAccessible(page)
})

test('a QR code to a real agency page gets no warning, in Spanish too', async ({ page, baseURL }) => {
  await siteOnly(page, baseURL)
  await page.goto('/es/scam-check')
  await hydrated(page)
  await choose(page, 'Elegir una captura de pantalla o una foto', {
    name: 'qr.png',
    mimeType: 'image/png',
    buffer: await qrCodePng('https://www.irs.gov/payments'),
  })
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'no-signs', { timeout: READ_TIMEOUT })
  await expect(page.locator('[data-qr] mark')).toHaveText('www.irs.gov')
  await expect(page.locator('[data-qr]')).toContainText('Este código QR lleva a la dirección web de abajo.')
})

test('a picture with no words and no code gets a clear message, never a verdict', async ({ page, browser, baseURL }) => {
  const png = await plainPicture(browser)
  const { sent } = await siteOnly(page, baseURL)
  await page.goto('/scam-check')
  await hydrated(page)
  await choose(page, PICTURE_LABEL, { name: 'sky.png', mimeType: 'image/png', buffer: png })
  await expect(page.locator('.scam-picture').getByRole('alert')).toContainText('We could not find any words or a QR code in this picture', {
    timeout: READ_TIMEOUT,
  })
  await expect(page.locator('[data-verdict]')).toHaveCount(0)
  expect(expectPictureKept(sent)).toHaveLength(0)
})

/** A real PNG of `width` × `height` grey pixels, all black (small once compressed). */
function bigPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (b: Buffer) => {
    let c = 0xffffffff
    for (const byte of b) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), body.length + 4)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // 8-bit grey, no interlace
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test('a file that is not a picture, a broken one and too large ones get a clear message and nothing else', async ({ page, baseURL }) => {
  const { sent } = await siteOnly(page, baseURL)
  await page.goto('/scam-check')
  await hydrated(page)
  const alert = page.locator('.scam-picture').getByRole('alert')

  await choose(page, PICTURE_LABEL, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Your account is locked, call now') })
  await expect(alert).toHaveText('This file is not a picture. Please choose a screenshot or a photo (for example a JPG or PNG file).')

  // Small on disk, but 8,000 × 6,000 = 48 megapixels once decoded.
  await choose(page, PICTURE_LABEL, { name: 'huge.png', mimeType: 'image/png', buffer: bigPng(8000, 6000) })
  await expect(alert).toContainText('This picture is too large to read here')

  // A PNG's first bytes and then nothing that decodes.
  const broken = Buffer.concat([bigPng(20, 20).subarray(0, 40), Buffer.alloc(200, 7)])
  await choose(page, PICTURE_LABEL, { name: 'broken.png', mimeType: 'image/png', buffer: broken })
  await expect(alert).toContainText('We could not open this picture.')

  // Over 10 MB.
  const heavy = Buffer.concat([bigPng(20, 20), Buffer.alloc(10 * 1024 * 1024 + 1)])
  await choose(page, PICTURE_LABEL, { name: 'heavy.png', mimeType: 'image/png', buffer: heavy })
  await expect(alert).toContainText('This picture is too large to read here')

  await expect(page.locator('[data-verdict]')).toHaveCount(0)
  await expect(page.getByLabel('Paste the message, the web address or the phone number')).toHaveValue('')
  expect(expectPictureKept(sent)).toHaveLength(0)
  // None of them needed the OCR.
  expect(sent.filter((r) => r.url().includes('/assets/ocr-'))).toEqual([])
})

test('on a computer a picture can be pasted on the page or dropped on the box; a paste of text is left to the box', async ({
  page,
  baseURL,
}) => {
  await siteOnly(page, baseURL)
  await page.goto('/scam-check')
  await hydrated(page)
  // A person is on the picture field (keyboard focus, no chooser opened) before pasting or dropping, which
  // starts the page's app; the
  // paste and the drop below are made as events, as a browser test cannot use the real clipboard.
  await page.getByLabel(PICTURE_LABEL).press('Shift')
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  const give = async (kind: 'paste' | 'drop', data: string) => {
    const bytes = [...(await qrCodePng(data))]
    await page.evaluate(
      ({ kind, bytes }) => {
        const transfer = new DataTransfer()
        transfer.items.add(new File([new Uint8Array(bytes)], 'picture.png', { type: 'image/png' }))
        if (kind === 'paste') document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }))
        else
          document
            .querySelector('.scam-picture')
            ?.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
      },
      { kind, bytes },
    )
  }
  await give('paste', 'https://ssa-gov.online/benefits')
  await expect(page.locator('[data-qr] mark')).toHaveText('ssa-gov.online', { timeout: READ_TIMEOUT })
  await expect(page.locator('[data-verdict]')).toHaveText('Likely a scam')
  await give('drop', 'https://www.medicare.gov/')
  await expect(page.locator('[data-qr] mark')).toHaveText('www.medicare.gov', { timeout: READ_TIMEOUT })
  await expect(page.locator('[data-verdict]')).toHaveText('No warning signs found')
  // Text pasted into the box is left to the box.
  const box = page.getByLabel('Paste the message, the web address or the phone number')
  await box.fill('')
  await box.focus()
  await page.evaluate(() => {
    const transfer = new DataTransfer()
    transfer.setData('text/plain', 'hello')
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }))
  })
  await expect(page.locator('[data-qr] mark')).toHaveText('www.medicare.gov')
})

test('a picture chosen while the page scripts are still loading is read once they are', async ({ page, baseURL }) => {
  await siteOnly(page, baseURL)
  const { release } = await holdRequests(page, '**/assets/hydrate-*.js')
  await page.goto('/scam-check')
  // Focusing the input starts the app (app/client.tsx), whose scripts are held back here.
  await page.getByLabel(PICTURE_LABEL).focus()
  await choose(page, PICTURE_LABEL, { name: 'qr.png', mimeType: 'image/png', buffer: await qrCodePng('https://e-zpass-tolls.icu/pay') })
  release()
  await expect(page.locator('[data-qr] mark')).toHaveText('e-zpass-tolls.icu', { timeout: READ_TIMEOUT })
  await expect(page.locator('[data-verdict]')).toHaveText('Likely a scam')
})

test('a picture not read within the time limit is given up with a clear message, and nothing is checked', async ({
  page,
  browser,
  baseURL,
}) => {
  const png = await messageScreenshot(browser, SCAM)
  const { sent } = await siteOnly(page, baseURL)
  await page.clock.install()
  // The English model never arrives: the reading cannot finish.
  const { release, count } = await holdRequests(page, '**/eng.traineddata.gz')
  await page.goto('/scam-check')
  await hydrated(page)
  await choose(page, PICTURE_LABEL, { name: 'Screenshot.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('status').filter({ hasText: /^Reading the picture…/ })).toBeVisible()
  // The reading has started its clock and asked for the model.
  await expect.poll(count, { timeout: READ_TIMEOUT }).toBeGreaterThan(0)
  await page.clock.fastForward(46_000)
  await expect(page.locator('.scam-picture').getByRole('alert')).toContainText('Reading this picture took too long, so we stopped.')
  release()
  await expect(page.locator('[data-verdict]')).toHaveCount(0)
  await expect(page.getByLabel('Paste the message, the web address or the phone number')).toHaveValue('')
  expect(expectPictureKept(sent)).toHaveLength(0)
})
