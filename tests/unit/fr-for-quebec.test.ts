// Issue 46, item 1 (W16, W19, W30): the French site is written for Quebec readers. No US agency is left
// unexplained ("la Social Security" is "la Sécurité sociale américaine"), the Canadian number comes
// with the US one, and no page tells a Quebec senior it is for "aînés américains" only.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { walk } from '#tests/files'

const root = path.resolve(import.meta.dirname, '../..')
const french = [
  ...walk(path.join(root, 'content/fr')).filter((f) => /\.(md|json)$/.test(f)),
  ...walk(path.join(root, 'messages')).filter((f) => /fr\.json$/.test(f)),
]
const hits = (pattern: RegExp) =>
  french.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(pattern)].map((m) => `${path.relative(root, f)}: ${m[0]}`))

describe('French for Quebec readers', () => {
  it('never leaves "Social Security" unexplained', () => {
    expect(hits(/\b[lL]a Social Security\b|numéro de Social Security/g)).toEqual([])
  })

  it('names the SIN wherever it names a US Social Security number in advice', () => {
    expect(hits(/numéro de sécurité sociale \(Social Security\)/g)).toEqual([])
  })

  it('the blog names the SIN beside the US number where it says never to give it (W19)', () => {
    for (const article of ['romance-scam', 'identity-theft', 'phishing-emails']) {
      const text = readFileSync(path.join(root, `content/fr/blog/${article}.md`), 'utf8')
      expect(text, article).toContain('numéro d’assurance sociale (NAS)')
    }
  })

  it('does not write the live-support page for "aînés américains" only', () => {
    const page = readFileSync(path.join(root, 'content/fr/live-support.json'), 'utf8')
    expect(page).not.toContain('aînés américains')
    expect(page).toContain('au Canada comme aux États-Unis')
  })
})

describe('what happened, in words that suit the page and the trusted contact’s mail (W13)', () => {
  it('the French short forms have no subject, so the contact is never told "vous avez payé"', async () => {
    const { situations } = await import('#content/fr/help-now-choices')
    for (const s of situations) expect(s.short, s.value).not.toMatch(/^vous /)
  })
})

describe('government callers, for Canadians (W17, W23)', () => {
  it('the French toolkit tells a Quebec reader how to check with the CRA and Revenu Québec, not only the IRS', () => {
    const toolkit = readFileSync(path.join(root, 'content/fr/guides/scam-toolkit.md'), 'utf8')
    expect(toolkit).toMatch(/Agence du revenu du Canada ne menace jamais d’arrestation/)
    expect(toolkit).toMatch(/Revenu Québec/)
  })

  it('the government-impostor alert marks only the US source as English', () => {
    const alert = readFileSync(path.join(root, 'content/fr/alerts/government-impostor-calls.md'), 'utf8')
    expect(alert).toContain(
      'sourceName: "Social Security Administration (SSA) des États-Unis (en anglais) et Agence du revenu du Canada (ARC)"',
    )
  })
})
