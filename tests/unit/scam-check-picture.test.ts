// The pure parts of the picture reader of /scam-check (docs/decisions/140): what a file is and how
// large, from its first bytes; and the words read made into the checker's text.
import { describe, expect, it } from 'vitest'
import { checkPictureHeader, imageSize, MAX_PICTURE_BYTES } from '#app/features/scam-check/picture/image-size'
import { unwrapOcrText, usableText } from '#app/features/scam-check/picture/ocr-text'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const le16 = (n: number) => [n & 255, (n >>> 8) & 255]
const png = (w: number, h: number) => bytes([0x89], 'PNG\r\n\x1a\n', be32(13), 'IHDR', be32(w), be32(h), [8, 0, 0, 0, 0])

describe('imageSize', () => {
  it('reads PNG, GIF, BMP, WebP and JPEG sizes from their headers', () => {
    expect(imageSize(png(1170, 2532))).toEqual({ kind: 'png', width: 1170, height: 2532 })
    expect(imageSize(bytes('GIF89a', le16(640), le16(480), [0, 0]))).toEqual({ kind: 'gif', width: 640, height: 480 })
    const bmp = bytes('BM', new Array(16).fill(0), [0x20, 3, 0, 0], [0x58, 2, 0, 0], [0, 0, 0, 0])
    expect(imageSize(bmp)).toEqual({ kind: 'bmp', width: 800, height: 600 })
    const vp8x = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0, 0, 0, 0, 0], [0x3f, 0x1f, 0], [0xcf, 0x0b, 0])
    expect(imageSize(vp8x)).toEqual({ kind: 'webp', width: 8000, height: 3024 })
    // SOI, an APP0 segment, then SOF0 with height 3024 and width 4032.
    const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0x0b, 0xd0, 0x0f, 0xc0], new Array(20).fill(0))
    expect(imageSize(jpeg)).toEqual({ kind: 'jpeg', width: 4032, height: 3024 })
    expect(imageSize(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0]))).toEqual({ kind: 'heif', width: null, height: null })
  })

  it('says a file that is not a picture is not, whatever its name', () => {
    expect(imageSize(bytes('Your account is locked, call now'))).toBeNull()
    expect(imageSize(bytes('%PDF-1.7 lots of things here'))).toBeNull()
    expect(imageSize(new Uint8Array())).toBeNull()
  })
})

describe('checkPictureHeader', () => {
  it('turns away files over 10 MB and pictures over 40 megapixels before any decoding', () => {
    expect(checkPictureHeader(png(100, 100), MAX_PICTURE_BYTES + 1)).toBe('too-big')
    expect(checkPictureHeader(png(8000, 6000), 1000)).toBe('too-big')
    expect(checkPictureHeader(png(6000, 6000), 1000)).toEqual({ kind: 'png', width: 6000, height: 6000 })
    expect(checkPictureHeader(png(0, 10), 1000)).toBe('broken')
    expect(checkPictureHeader(bytes('hello there'), 11)).toBe('not-image')
  })
})

describe('the words read', () => {
  it('joins a bubble’s lines into sentences and puts a broken web address back together', () => {
    const read =
      'USPS: Your package could not\nbe delivered due to an\nincomplete address. Update\nyour address within 24 hours:\nhttps://usps-\nredelivery.top/track\n\nText Message - SMS\n'
    expect(unwrapOcrText(read)).toBe(
      'USPS: Your package could not be delivered due to an incomplete address. Update your address within 24 hours: https://usps-redelivery.top/track\n\nText Message - SMS',
    )
    expect(unwrapOcrText('Pay at https://e-zpass.icu/\npay?id=7 now')).toBe('Pay at https://e-zpass.icu/pay?id=7 now')
    // A sentence that ends with an address is not glued to the next one.
    expect(unwrapOcrText('Visit www.irs.gov.\nCall us')).toBe('Visit www.irs.gov. Call us')
  })

  it('keeps only text with real words read with some confidence', () => {
    expect(usableText('Your account is locked', 88)).toBe('Your account is locked')
    expect(usableText('| ~ . ,', 88)).toBeNull()
    expect(usableText('Sess ee', 12)).toBeNull()
    expect(usableText('   \n\n ', 0)).toBeNull()
  })
})

describe('what the highlighted site of a QR code means (words review 2, W18)', () => {
  // The whole host is highlighted, so "hydroquebec.com.paiement-securise.top" begins with a trusted name:
  // the words say the real site is its end, with an example, in every language.
  it.each(['en', 'es', 'fr'])('%s', async (lang) => {
    const { tools_scam_pic_qr_domain: line } = (await import(`../../messages/tools/${lang}.json`)).default as Record<string, string>
    expect(line).toMatch(/\.com\.[a-z-]+\.top/)
    expect(line).toMatch(/end|final|fin/)
    expect(line).not.toMatch(/really goes to|lleva de verdad|mène vraiment/)
  })
})
