// Issue 46, W26: Quebec French typography, the same everywhere a French reader looks. The curly
// apostrophe (’), a non-breaking space inside « » and before a label's colon, and "…" for an ellipsis.
// Sources: content/fr (markdown, JSON and typed words), messages/*/fr.json, and the French strings of the
// modules that hold every language side by side (the checker's advice and signs, the chat's ready replies).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { colon } from '#content/locales'
import { walk } from '#tests/files'
import { LOCALES as PDF_WORDS } from '../../scripts/build-pdfs.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const rel = (f: string) => path.relative(root, f)

/** A string literal in a typed module, and whether it reads as French. */
const LITERAL = /"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'/g
const FRENCH = /[éèêàçùâîôœ«»]|\b(?:vous|nous|les|des|une|est|pas|votre|aucun|personne)\b/

const frenchFiles = [
  ...walk(path.join(root, 'content/fr')).filter((f) => /\.(md|json)$/.test(f)),
  ...walk(path.join(root, 'messages')).filter((f) => /fr\.json$/.test(f)),
]
const sideBySide = [
  ...walk(path.join(root, 'content/fr')).filter((f) => f.endsWith('.ts')),
  path.join(root, 'worker/scam-check/advice.ts'),
  path.join(root, 'worker/scam-check/signals.ts'),
  path.join(root, 'content/chat.ts'),
  path.join(root, 'content/call-rule.ts'),
]

/** Every French text: whole files, and the French string literals of typed modules. */
function frenchTexts(): { where: string; text: string }[] {
  const out = frenchFiles.map((f) => ({ where: rel(f), text: readFileSync(f, 'utf8') }))
  for (const f of sideBySide) {
    for (const m of readFileSync(f, 'utf8').matchAll(LITERAL)) {
      const body = m[0].slice(1, -1)
      if (FRENCH.test(body)) out.push({ where: rel(f), text: body })
    }
  }
  return out
}

function hits(pattern: RegExp): string[] {
  return frenchTexts().flatMap(({ where, text }) =>
    [...text.matchAll(pattern)].map((m) => `${where}: …${text.slice(Math.max(0, (m.index ?? 0) - 25), (m.index ?? 0) + 25)}…`),
  )
}

describe('French typography (W26)', () => {
  it('uses the curly apostrophe, never the straight one between letters', () => {
    expect(hits(/(?<=[A-Za-zÀ-ÿœ])'(?=[A-Za-zÀ-ÿœ])/g)).toEqual([])
  })

  it('keeps « » with their words: a non-breaking space inside, never an ordinary one', () => {
    expect(hits(/« | »/g)).toEqual([])
  })

  it('writes an ellipsis as one character', () => {
    expect(hits(/\w\.\.\./g)).toEqual([])
  })

  it('puts a non-breaking space before a label’s colon in French, and help-now’s labels use it', () => {
    expect(colon('fr')).toBe('\u00a0:')
    expect(colon('en')).toBe(':')
    expect(colon('es')).toBe(':')
    const components = [
      ...walk(path.join(root, 'app/features/help-now')).filter((x) => x.endsWith('.tsx')),
      path.join(root, 'app/features/scam-check/ScamCheckPage.tsx'),
    ]
    for (const f of components) {
      // "{label}:</strong>" or "</a>: " glues the colon to a word in French; the colon comes from colon().
      expect(readFileSync(f, 'utf8'), rel(f)).not.toMatch(/\}:\s*<\/|<\/a>:/)
    }
  })

  it('numbers the printed guides’ pages "Page 1 sur 3" (W28)', () => {
    expect(PDF_WORDS.fr.pageOf(1, 3)).toBe('Page 1 sur 3')
  })
})
