// The trained data the picture reader ships: one @tesseract.js-data/<lang> package per language of
// the site (LOCALE_OCR_LANGS in shared/i18n.ts names them; tests/unit/ocr-languages.test.ts holds the
// two to each other). Read from package.json so adding a language is its words plus `npm install
// --save-exact @tesseract.js-data/<lang>`.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')

/** The Tesseract language names whose data package the project depends on, e.g. ['eng', 'fra', 'spa']. */
export function ocrDataPackages(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
  return Object.keys(pkg.dependencies ?? {})
    .filter((name) => name.startsWith('@tesseract.js-data/'))
    .map((name) => name.slice('@tesseract.js-data/'.length))
    .sort()
}
