// The Spanish service pages say the same things as the English ones: each content/es module has the
// same shape as its English twin (same lists, same lengths, same ids), and every text keeps the same
// prices, links, tokens and phone numbers. The remote-access rule reads the same in every place.
import { describe, expect, it } from 'vitest'
import * as businessEn from '#content/business-support'
import * as defendProEn from '#content/defendpro'
import * as defendProItemsEn from '#content/defendpro-items'
import * as businessEs from '#content/es/business-support'
import * as defendProEs from '#content/es/defendpro'
import * as defendProItemsEs from '#content/es/defendpro-items'
import * as fixEs from '#content/es/fixmytech'
import * as homeEs from '#content/es/home-support'
import * as liveEs from '#content/es/live-support'
import * as parentEs from '#content/es/parent-solution'
import * as fixEn from '#content/fixmytech'
import * as homeEn from '#content/home-support'
import * as liveEn from '#content/live-support'
import * as parentEn from '#content/parent-solution'

const pairs: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['defendpro', defendProEn, defendProEs],
  ['defendpro-items', defendProItemsEn, defendProItemsEs],
  ['parent-solution', parentEn, parentEs],
  ['fixmytech', fixEn, fixEs],
  ['home-support', homeEn, homeEs],
  ['business-support', businessEn, businessEs],
  ['live-support', liveEn, liveEs],
]

/** Fields that are identifiers or facts, never words: identical in both languages. */
const SAME_FIELDS = new Set(['id', 'item', 'stamp', 'price', 'name'])

/** Data exports only (the English modules also export functions, which the Spanish ones do not repeat). */
function dataExports(mod: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(mod).filter(([, v]) => typeof v !== 'function'))
}

/** Every string in a value, with its path: `defendProSections[3].body`. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k))
  return []
}

/** The shape of a value: strings become 'string', other leaves keep their value, lists keep their length. */
function shape(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return SAME_FIELDS.has(key) ? value : 'string'
  if (Array.isArray(value)) return value.map((v) => shape(v))
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v, k)]),
    )
  return value
}

const sorted = (xs: Iterable<string>) => [...xs].sort()
const facts = (text: string) => ({
  prices: sorted(text.match(/\$[\d,]+(?:\.\d+)?/g) ?? []),
  links: (text.match(/\]\([^)]+\)/g) ?? []).map((l) => l.slice(2, -1)),
  tokens: sorted(text.match(/\{\{\w+\}\}/g) ?? []),
  phones: sorted(text.match(/\b1-\d{3}-\d{3}-\d{4}\b|\b911\b/g) ?? []),
  percents: sorted(text.match(/\d+%/g) ?? []),
})

describe.each(pairs)('content/es/%s', (_name, en, es) => {
  it('exports the same data with the same shape, ids, items and prices', () => {
    expect(Object.keys(dataExports(es)).sort()).toEqual(Object.keys(dataExports(en)).sort())
    expect(shape(dataExports(es))).toEqual(shape(dataExports(en)))
  })

  it('keeps every price, link, token and phone number of each text', () => {
    const esStrings = new Map(strings(dataExports(es)))
    for (const [path, text] of strings(dataExports(en))) {
      const translated = esStrings.get(path)
      expect(translated, path).toBeDefined()
      expect({ path, ...facts(translated ?? '') }).toEqual({ path, ...facts(text) })
    }
  })
})

describe('the remote-access rule in Spanish', () => {
  const all = pairs.flatMap(([, en, es]) => {
    const esStrings = new Map(strings(dataExports(es)))
    return strings(dataExports(en)).map(([path, text]) => ({ path, en: text, es: esStrings.get(path) ?? '' }))
  })

  it('says "a session you started by calling us" wherever the English does', () => {
    const places = all.filter((s) => /session (?:that )?you (?:started|start)\b/i.test(s.en))
    expect(places.length).toBeGreaterThanOrEqual(10)
    for (const { path, en, es } of places) {
      expect(es, path).toMatch(/sesión (?:de soporte |a distancia )?que usted inici[óa]/)
      if (/by calling/.test(en)) expect(es, path).toMatch(/al llamar/)
    }
  })

  it('says to hang up on anyone who contacts you first, wherever the English does, and names no session password', () => {
    const places = all.filter((s) => /contacts you first and asks to connect, hang up/i.test(s.en))
    expect(places.length).toBeGreaterThanOrEqual(3)
    for (const { path, es } of places) expect(es, path).toMatch(/se comunica primero con usted y le pide conectarse, cuelgue/)
    for (const { path, en, es } of all) {
      expect(en, path).not.toMatch(/session password|extra check/i)
      expect(es, path).not.toMatch(/contraseña oficial|verificación adicional|control adicional/i)
    }
  })

  it('says a call from us can be faked, so it is never a reason to pay or let anyone connect', () => {
    const human = all.find((s) => s.path === 'defendProSections[11].body')
    expect(human?.en).toMatch(/A call can be faked/)
    expect(human?.es).toMatch(
      /Una llamada se puede falsificar, así que esa llamada nunca es una razón para pagar ni para dejar que alguien se conecte/,
    )
  })

  it('keeps FixMyTech non-refundable, and 911 first among the emergency steps', () => {
    expect(fixEs.fixFaq.find((f) => f.question.includes('devolver'))?.answer).toMatch(/\*\*no es reembolsable\*\*/)
    expect(liveEs.emergencyHelp.steps[0].title).toMatch(/911/)
  })
})
