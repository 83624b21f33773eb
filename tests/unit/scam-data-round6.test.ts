// Round 6's training texts (decision 330): every line of data/scam-check/real/round6-train-{en,es,fr}.jsonl carries its
// whole pedigree (docs/scam-check.md, data card) and a family the earlier real files already name.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const dir = new URL('../../data/scam-check/real/', import.meta.url)
const rows = (file: string): Record<string, unknown>[] =>
  readFileSync(new URL(file, dir), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))

const ROUND_6 = ['en', 'es', 'fr'].map((lang) => ({ lang, file: `round6-train-${lang}.jsonl` }))
const PEDIGREE = ['id', 'text', 'label', 'kind', 'family', 'lang', 'country', 'channel', 'date', 'source', 'licence', 'obtained', 'edited']
const REQUIRED = ['id', 'text', 'source', 'licence', 'obtained']
const KINDS = ['received', 'agency-example', 'notice', 'casual']
const earlier = readdirSync(dir).filter((f) => f.endsWith('.jsonl') && !f.startsWith('round6-'))
const FAMILIES = new Set(earlier.flatMap(rows).map((r) => String(r.family)))

describe('round 6 training texts', () => {
  for (const { lang, file } of ROUND_6)
    it(`${file}: every line has its pedigree, a known kind and family, and its file's language`, () => {
      const list = rows(file)
      expect(list.length).toBeGreaterThan(0)
      for (const row of list) {
        for (const field of PEDIGREE) expect(typeof row[field], `${row.id}: ${field}`).toBe('string')
        for (const field of REQUIRED) expect(String(row[field]).trim(), `${row.id}: ${field}`).not.toBe('')
        expect(['scam', 'ordinary'], String(row.id)).toContain(row.label)
        expect(KINDS, String(row.id)).toContain(row.kind)
        expect(FAMILIES.has(String(row.family)), `${row.id}: family ${row.family}`).toBe(true)
        expect(row.lang, String(row.id)).toBe(lang)
        expect(row.round, String(row.id)).toBe(6)
      }
    })

  it('ids are unique and no text repeats a text of the earlier real files', () => {
    const all = ROUND_6.flatMap(({ file }) => rows(file))
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length)
    const before = new Set(earlier.flatMap(rows).map((r) => String(r.text)))
    expect(all.filter((r) => before.has(String(r.text))).map((r) => r.id)).toEqual([])
  })
})
