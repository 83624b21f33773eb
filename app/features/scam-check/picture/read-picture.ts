// Reads a picture on the visitor's device: the file is checked, decoded and searched for a QR code in
// picture.worker.ts; with no QR code, tesseract.js reads its words in its own worker, from the files
// the site serves itself (scripts/ocr-assets-plugin.ts). Nothing here sends the picture anywhere.
// Loaded only when the visitor chooses a picture (PictureInput.tsx). docs/decisions/140.
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js'
import { LOCALE_OCR_LANGS, type Locale } from '#shared/i18n'
import { MAX_PICTURE_BYTES, type PictureProblem } from './image-size'
import { MAX_TEXT, usableText } from './ocr-text'
import type { PictureWorkerAnswer } from './picture.worker'

export type PictureResult =
  | { kind: 'qr'; data: string }
  | { kind: 'text'; text: string }
  | { kind: 'nothing' }
  | { kind: 'problem'; problem: PictureProblem | 'too-slow' | 'failed' }

/** A picture not read by then is given up (docs/decisions/140: 8 s is the target for a screenshot here). */
export const TIME_LIMIT_MS = 45_000

let tesseract: Promise<TesseractWorker> | null = null
let tesseractLang: Locale | null = null
let onLoadProgress: ((share: number) => void) | null = null
let onReadProgress: ((share: number) => void) | null = null

/** The OCR worker, started once and kept for the next picture; in the page's language. */
function ocrWorker(lang: Locale): Promise<TesseractWorker> {
  // The visitor went to the other language's page without reloading: that language's model.
  if (tesseract && tesseractLang !== lang) stopOcr()
  if (!tesseract) {
    tesseractLang = lang
    const base = import.meta.env.OCR_ASSETS
    tesseract = createWorker(LOCALE_OCR_LANGS[lang], OEM.LSTM_ONLY, {
      workerPath: `${base}worker.min.js`,
      corePath: base,
      langPath: base.replace(/\/$/, ''),
      // A same-origin script, not a blob: URL (the page's CSP allows workers from 'self' only).
      workerBlobURL: false,
      // The browser's HTTP cache keeps the files (their folder is named by their hash); no IndexedDB copy.
      cacheMethod: 'none',
      logger: (m) => {
        if (m.status === 'recognizing text') onReadProgress?.(m.progress)
        else if (m.status === 'loading language traineddata') onLoadProgress?.(m.progress)
      },
    })
    tesseract.catch(() => {
      tesseract = null
    })
  }
  return tesseract
}

/** The OCR worker keeps the engine and the language model in memory: ended a minute after the last reading. */
const IDLE_MS = 60_000
let idleTimer: ReturnType<typeof setTimeout> | undefined

function stopOcr() {
  const running = tesseract
  tesseract = null
  void running?.then((w) => w.terminate()).catch(() => {})
}

function inWorker(file: Blob): { answer: Promise<PictureWorkerAnswer>; stop: () => void } {
  const worker = new Worker(new URL('./picture.worker.ts', import.meta.url), { type: 'module' })
  const answer = new Promise<PictureWorkerAnswer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<PictureWorkerAnswer>) => resolve(event.data)
    worker.onerror = (event) => reject(new Error(event.message || 'picture worker failed'))
  })
  worker.postMessage({ file })
  return { answer, stop: () => worker.terminate() }
}

/**
 * Reads `file`. `onProgress` gets 0–100 while it works. Never throws: every failure is a `problem`.
 */
export async function readPicture(file: File, lang: Locale, onProgress: (percent: number) => void): Promise<PictureResult> {
  if (file.size > MAX_PICTURE_BYTES) return { kind: 'problem', problem: 'too-big' }
  // A reading under way is never ended by the previous one's idle timer.
  clearTimeout(idleTimer)
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopPicture = () => {}
  const timeout = new Promise<PictureResult>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'problem', problem: 'too-slow' }), TIME_LIMIT_MS)
  })
  const work = (async (): Promise<PictureResult> => {
    const picture = inWorker(file)
    stopPicture = picture.stop
    const answer = await picture.answer
    picture.stop()
    if (!answer.ok) return { kind: 'problem', problem: answer.problem }
    if (answer.qr !== null) return { kind: 'qr', data: answer.qr.slice(0, MAX_TEXT) }
    // Only now the OCR's files (about 4.5 MB the first time): a QR code needs none of them.
    onProgress(5)
    onLoadProgress = (share) => onProgress(Math.round(5 + 25 * share))
    onReadProgress = (share) => onProgress(Math.round(30 + 70 * share))
    const worker = await ocrWorker(lang)
    onProgress(30)
    const { data } = await worker.recognize(answer.ocrImage)
    const text = usableText(data.text, data.confidence)
    return text ? { kind: 'text', text } : { kind: 'nothing' }
  })()
  try {
    const result = await Promise.race([work.catch((): PictureResult => ({ kind: 'problem', problem: 'failed' })), timeout])
    if (result.kind === 'problem' && result.problem === 'too-slow') {
      stopPicture()
      stopOcr()
    }
    if (result.kind === 'problem' && result.problem === 'failed') stopOcr()
    return result
  } finally {
    clearTimeout(timer)
    clearTimeout(idleTimer)
    idleTimer = setTimeout(stopOcr, IDLE_MS)
    onLoadProgress = null
    onReadProgress = null
  }
}
