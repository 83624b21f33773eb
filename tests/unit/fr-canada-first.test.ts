// Issue 46, W9: on /fr, where a passage gives a Canadian route and a US one (report it, freeze your
// credit, stop sales calls), Canada comes first. Checked per passage: each JSON string, or each
// markdown section (split at its headings).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { directoryCountriesFor } from '#content/official-directory'
import { walk } from '#tests/files'

const root = path.resolve(import.meta.dirname, '../..')
// The privacy policy's "Vos droits" is general then specific: its US section holds the rights we give every
// customer, and the Canadian and Quebec sections add to them (a legal text, not a choice of route).
const french = [
  ...walk(path.join(root, 'content/fr')).filter((f) => /\.(md|json)$/.test(f) && !f.endsWith('privacy-policy.md')),
  ...walk(path.join(root, 'messages')).filter((f) => /fr\.json$/.test(f)),
]

// "Aux États-Unis :" / "aux États-Unis, …" as the start of a route; not "aux États-Unis et au Canada".
const US = /(?<!(?:et|comme|ou) )\b[Aa]ux États-Unis(?! (?:et|comme|ou) au Canada)(?: \(en anglais\))?[\s\u00a0\u202f]*[:,;.]/
const CA = /(?<!(?:et|comme|ou|du) )\b[Aa]u Canada(?: \(en anglais\))?[\s\u00a0\u202f]*[:,;.]/
// A list item or heading that names the US as its place: "(États-Unis)", "des États-Unis :".
const US_ITEM = /^(?:- \*\*|#+ ).*États-Unis/m
const CA_ITEM = /^(?:- \*\*|#+ )(?:Au Canada|.*\bCanada\b)/m

function passages(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  if (file.endsWith('.json')) {
    const out: string[] = []
    const visit = (v: unknown) => {
      if (typeof v === 'string') out.push(v)
      else if (v && typeof v === 'object') for (const x of Object.values(v)) visit(x)
    }
    visit(JSON.parse(text))
    return out
  }
  // a markdown file: each paragraph or list, and the file's lead lines together ("## Au Canada : …",
  // "**Aux États-Unis :** …" paragraphs one after the other)
  const leads = text
    .split('\n')
    .filter((line) => /^(?:#+ |\*\*)(?:Aux? (?:États-Unis|Canada))/.test(line))
    .join('\n')
  return [...text.split(/\n\s*\n/), leads]
}

function usFirst(passage: string): boolean {
  const us = passage.search(US)
  const ca = passage.search(CA)
  if (us >= 0 && ca >= 0 && us < ca) return true
  const usItem = passage.search(US_ITEM)
  const caItem = passage.search(CA_ITEM)
  return usItem >= 0 && caItem >= 0 && usItem < caItem
}

describe('Canada first on /fr (W9)', () => {
  it('every French passage with a Canadian and a US route gives the Canadian one first', () => {
    const found = french.flatMap((f) =>
      passages(f)
        .filter(usFirst)
        .map((p) => `${path.relative(root, f)}: ${p.slice(Math.max(0, p.search(US)), p.search(US) + 70)}`),
    )
    expect(found).toEqual([])
  })

  it('the checker’s "Signalez-le" list starts with Canada and links the CAFC’s French page', async () => {
    const { reportRoutes } = await import('#content/report-routes')
    const fr = reportRoutes('fr')
    expect(fr.map((r) => r.country)).toEqual(['ca', 'us'])
    expect(fr[0].href).toBe('https://antifraudcentre-centreantifraude.ca/index-fra.htm')
    expect(reportRoutes('en').map((r) => r.country)).toEqual(['us', 'ca'])
  })

  it('the check itself sees a US-first passage (self-test)', () => {
    expect(usFirst('Aux États-Unis, sur ic3.gov. Au Canada, au CAFC.')).toBe(true)
    expect(usFirst('Au Canada, au CAFC. Aux États-Unis, sur ic3.gov.')).toBe(false)
    expect(usFirst('partout aux États-Unis et au Canada.')).toBe(false)
    expect(usFirst('- **FTC des États-Unis :** x\n- **Au Canada, le CAFC :** y')).toBe(true)
  })
})

describe('the official contacts listed by country: Canada first on /fr', () => {
  it('lists Canada first in French, the US first in English and Spanish, every country once', () => {
    expect(directoryCountriesFor('fr')).toEqual(['ca', 'us', 'mx', 'pa', 'cr'])
    expect(directoryCountriesFor('en')).toEqual(['us', 'ca', 'mx', 'pa', 'cr'])
    expect(directoryCountriesFor('es')).toEqual(['us', 'ca', 'mx', 'pa', 'cr'])
    const page = readFileSync(path.join(root, 'app/features/official-directory/OfficialDirectoryPage.tsx'), 'utf8')
    expect(page).toContain('directoryCountriesFor(currentLocale())')
  })
})
