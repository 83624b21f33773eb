// One home per kind of word: outside shared/i18n.ts no code compares a value with a
// language code ('en', 'es', 'fr'). A difference between languages is a lookup (`pick`, a
// `Record<Locale, T>`, a message, a file under content/<locale>/) or goes through the i18n module
// (`isDefaultLocale`, `localePrefix`, `otherLocale`), so adding a language is only words. See docs/i18n.md.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const DIRS = ['app', 'worker', 'shared', 'content']
const EXCEPT = new Set(['shared/i18n.ts'])
const GENERATED = 'shared/paraglide/'

const CODE = String.raw`['"\x60](?:en|es|fr)['"\x60]`
/** `x === 'es'`, `'en' !== x`, `x == "fr"`, `case 'es':`. */
const LOCALE_COMPARISON = new RegExp(String.raw`(?:[!=]==?\s*${CODE})|(?:${CODE}\s*[!=]==?)|(?:\bcase\s+${CODE}\s*:)`)

/** Every `file:line: text` of `source` that compares with a language code. */
function localeBranches(file: string, source: string): string[] {
  return source
    .split('\n')
    .map((line, i) => (LOCALE_COMPARISON.test(line) ? `${file}:${i + 1}: ${line.trim()}` : null))
    .filter((hit): hit is string => hit !== null)
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !EXCEPT.has(file) && !file.startsWith(GENERATED))
}

describe('locale branches', () => {
  it('finds every kind of comparison in a sample (the check cannot pass vacuously)', () => {
    const sample = [
      "if (locale === 'es') return a",
      'const b = lang !== "en" ? x : y',
      "return 'fr' === locale",
      'switch (locale) { case `es`: break }',
      "const ok = pick({ en: 'a', es: 'b' })",
      "const lang = 'es'",
      'if (isDefaultLocale(locale)) return',
    ].join('\n')
    expect(localeBranches('sample.ts', sample)).toEqual([
      "sample.ts:1: if (locale === 'es') return a",
      'sample.ts:2: const b = lang !== "en" ? x : y',
      "sample.ts:3: return 'fr' === locale",
      'sample.ts:4: switch (locale) { case `es`: break }',
    ])
  })

  it('reads the code it is meant to read', () => {
    const files = DIRS.flatMap(sourceFiles)
    expect(files).toContain('app/router.tsx')
    expect(files).toContain('worker/http/locale.ts')
    expect(files).toContain('content/alerts.ts')
    expect(files).not.toContain('shared/i18n.ts')
    expect(files.length).toBeGreaterThan(100)
  })

  it('no code outside shared/i18n.ts compares with a language code', () => {
    const hits = DIRS.flatMap(sourceFiles).flatMap((file) => localeBranches(file, readFileSync(path.join(root, file), 'utf8')))
    expect(hits, 'use pick(), a Record<Locale, T>, a message or isDefaultLocale() from shared/i18n.ts').toEqual([])
  })
})
