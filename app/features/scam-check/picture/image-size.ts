// What a file is and how many pixels it holds, read from its first bytes, before anything decodes it:
// a 10 MB file can claim 20,000 × 20,000 pixels (1.6 GB once decoded), and a phone would run out of
// memory decoding it. Pure, so it is unit-tested (tests/unit/picture-image-size.test.ts).

/** The limits of docs/decisions/140: larger files and pictures get a clear message, never a decode. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024
export const MAX_PICTURE_PIXELS = 40_000_000

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'heif'
export interface ImageSize {
  kind: ImageKind
  /** null when the header does not say (HEIF/AVIF): the decoded picture is checked instead. */
  width: number | null
  height: number | null
}

const ascii = (b: Uint8Array, at: number, text: string) => {
  for (let i = 0; i < text.length; i++) if (b[at + i] !== text.charCodeAt(i)) return false
  return true
}

/** null: not a picture format we read (whatever the file's name or type says). */
export function imageSize(b: Uint8Array): ImageSize | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength)
  if (b.length >= 24 && b[0] === 0x89 && ascii(b, 1, 'PNG\r\n\x1a\n')) {
    return { kind: 'png', width: view.getUint32(16), height: view.getUint32(20) }
  }
  if (b.length >= 10 && ascii(b, 0, 'GIF8')) {
    return { kind: 'gif', width: view.getUint16(6, true), height: view.getUint16(8, true) }
  }
  if (b.length >= 26 && ascii(b, 0, 'BM')) {
    return { kind: 'bmp', width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) }
  }
  if (b.length >= 30 && ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) {
    if (ascii(b, 12, 'VP8 ')) return { kind: 'webp', width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
    if (ascii(b, 12, 'VP8L')) {
      const bits = view.getUint32(21, true)
      return { kind: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    if (ascii(b, 12, 'VP8X')) {
      const w = b[24] | (b[25] << 8) | (b[26] << 16)
      const h = b[27] | (b[28] << 8) | (b[29] << 16)
      return { kind: 'webp', width: w + 1, height: h + 1 }
    }
    return null
  }
  if (b.length >= 12 && ascii(b, 4, 'ftyp')) {
    const brand = String.fromCharCode(...b.subarray(8, 12))
    if (/^(heic|heix|hevc|heim|heis|mif1|msf1|avif|avis)$/.test(brand)) return { kind: 'heif', width: null, height: null }
    return null
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b, view)
  return null
}

/** Walks the JPEG segments to the frame header (SOFn), which holds the size. */
function jpegSize(b: Uint8Array, view: DataView): ImageSize {
  let at = 2
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) {
      at++
      continue
    }
    const marker = b[at + 1]
    if (marker === 0xff) {
      at++
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    const length = view.getUint16(at + 2)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isFrame) return { kind: 'jpeg', width: view.getUint16(at + 7), height: view.getUint16(at + 5) }
    at += 2 + length
  }
  // A JPEG whose frame header we did not reach: the decoded size is checked instead.
  return { kind: 'jpeg', width: null, height: null }
}

export type PictureProblem = 'not-image' | 'broken' | 'too-big'

/** The checks that need no decoding: the file's size, its kind and the size its header claims. */
export function checkPictureHeader(bytes: Uint8Array, fileSize: number): PictureProblem | ImageSize {
  if (fileSize > MAX_PICTURE_BYTES) return 'too-big'
  const size = imageSize(bytes)
  if (!size) return 'not-image'
  if (size.width !== null && size.height !== null) {
    if (size.width === 0 || size.height === 0) return 'broken'
    if (size.width * size.height > MAX_PICTURE_PIXELS) return 'too-big'
  }
  return size
}
