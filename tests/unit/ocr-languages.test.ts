import { describe, expect, it } from 'vitest'
import { LOCALE_OCR_LANGS } from '#shared/i18n'
import { ocrDataPackages } from '../../scripts/ocr-languages.ts'

describe('the picture reader ships the trained data of every language', () => {
  it('has one @tesseract.js-data package per language of the site, and no other', () => {
    expect(ocrDataPackages()).toEqual([...new Set(Object.values(LOCALE_OCR_LANGS))].sort())
  })
})
