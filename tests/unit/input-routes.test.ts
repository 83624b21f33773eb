// docs/architecture.md "How to add an input route": every route in worker/api/ takes its limit through
// `rateLimit` / `enforceRateLimit` (the one 429, counted per client key) and never counts, refuses or
// keys a client by hand. The scam check's two doors share `answerScamCheck`, whose outcome carries the
// 429 so the form door can give the words back (worker/scam-check/request.ts): the one listed exception.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const api = path.resolve(import.meta.dirname, '../../worker/api')
const HAND_MADE = [
  { pattern: /\bhitRateLimit\(/, why: 'counts a limit by hand: use rateLimit(...) or enforceRateLimit(...)' },
  { pattern: /\btooManyRequests\(/, why: 'makes its own 429: rateLimit(...) answers it', except: ['scam-check.ts'] },
  { pattern: /header\(['"]cf-connecting-ip['"]\)/, why: 'reads the address itself: use clientAddress(c) or clientNetwork(c)' },
]

/** The hand-made limits and client keys in one route file's source. */
function handMade(file: string, source: string): string[] {
  return HAND_MADE.filter((rule) => !rule.except?.includes(file) && rule.pattern.test(source)).map((rule) => `${file} ${rule.why}`)
}

describe('input routes follow the one recipe', () => {
  it('no route in worker/api/ counts a limit, makes a 429 or keys a client by hand', () => {
    const found = readdirSync(api)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => handMade(f, readFileSync(path.join(api, f), 'utf8')))
    expect(found).toEqual([])
  })

  it('catches each hand-made pattern', () => {
    expect(handMade('x.ts', 'const r = await hitRateLimit(db, rule, key)')).toHaveLength(1)
    expect(handMade('x.ts', 'throw tooManyRequests(msg, ms)')).toHaveLength(1)
    expect(handMade('scam-check.ts', 'throw tooManyRequests(msg, ms)')).toHaveLength(0)
    expect(handMade('x.ts', "networkKey(c.req.header('cf-connecting-ip'))")).toHaveLength(1)
  })
})
