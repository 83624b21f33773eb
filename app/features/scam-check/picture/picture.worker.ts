/// <reference lib="webworker" />
// The picture reader's own worker: checks the file, decodes it, looks for a QR code (jsQR) and prepares
// the picture for the OCR (grey, dark mode turned light, at most OCR_MAX_SIDE pixels on its longest
// side). Everything here runs off the page's thread, so a large picture never freezes the tab. The OCR
// itself runs in tesseract.js's worker (read-picture.ts). docs/decisions/140.
import jsQR from 'jsqr'
import { checkPictureHeader, MAX_PICTURE_PIXELS, type PictureProblem } from './image-size'

export type PictureWorkerAnswer =
  | { ok: false; problem: PictureProblem }
  | { ok: true; qr: string; ocrImage: null }
  | { ok: true; qr: null; ocrImage: Blob }

/** A QR code is looked for in a copy at most this large (jsQR's time grows with the pixels). */
const QR_MAX_SIDE = 1600
/** Phone screenshots are about 1,100 × 2,500: kept as they are; photos from a camera are made smaller. */
const OCR_MAX_SIDE = 2600

function draw(bitmap: ImageBitmap, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height))
  const width = Math.max(1, Math.round(bitmap.width * scale))
  const height = Math.max(1, Math.round(bitmap.height * scale))
  const canvas = new OffscreenCanvas(width, height)
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  if (!ctx) throw new Error('no 2d context')
  // Transparent parts (a screenshot with an alpha channel) read as white, not black.
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, width, height)
  ctx.drawImage(bitmap, 0, 0, width, height)
  return { canvas, ctx, image: ctx.getImageData(0, 0, width, height) }
}

function findQr(bitmap: ImageBitmap): string | null {
  const { image } = draw(bitmap, QR_MAX_SIDE)
  const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })
  return found && found.data.trim() !== '' ? found.data : null
}

/** Grey levels, and light text on a dark background (dark mode) turned dark on light, which Tesseract reads best. */
async function forOcr(bitmap: ImageBitmap): Promise<Blob> {
  const { canvas, ctx, image } = draw(bitmap, OCR_MAX_SIDE)
  const px = image.data
  let sum = 0
  for (let i = 0; i < px.length; i += 4) {
    const grey = (px[i] * 299 + px[i + 1] * 587 + px[i + 2] * 114) / 1000
    px[i] = px[i + 1] = px[i + 2] = grey
    sum += grey
  }
  if (sum / (px.length / 4) < 110) {
    for (let i = 0; i < px.length; i += 4) px[i] = px[i + 1] = px[i + 2] = 255 - px[i]
  }
  ctx.putImageData(image, 0, 0)
  return canvas.convertToBlob({ type: 'image/png' })
}

export async function readPictureFile(file: Blob): Promise<PictureWorkerAnswer> {
  const head = new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer())
  const checked = checkPictureHeader(head, file.size)
  if (typeof checked === 'string') return { ok: false, problem: checked }
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { ok: false, problem: 'broken' }
  }
  try {
    if (bitmap.width * bitmap.height > MAX_PICTURE_PIXELS) return { ok: false, problem: 'too-big' }
    const qr = findQr(bitmap)
    if (qr) return { ok: true, qr, ocrImage: null }
    return { ok: true, qr: null, ocrImage: await forOcr(bitmap) }
  } finally {
    bitmap.close()
  }
}

const scope = self as unknown as DedicatedWorkerGlobalScope
scope.onmessage = async (event: MessageEvent<{ file: Blob }>) => {
  try {
    scope.postMessage(await readPictureFile(event.data.file))
  } catch {
    scope.postMessage({ ok: false, problem: 'broken' } satisfies PictureWorkerAnswer)
  }
}
