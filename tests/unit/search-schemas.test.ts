// The query parameters of every page that reads any (shared/schemas/search.ts): good values are kept,
// and a bad, missing or hostile value never throws (the router would show its error page): it falls
// back to the page's default, as if the parameter were absent.
import { describe, expect, it } from 'vitest'
import { defendProItems } from '#content/defendpro-items'
import {
  alertsSearch,
  blogSearch,
  defendProSearch,
  helpNowSearch,
  newsletterConfirmSearch,
  newsletterPreferencesSearch,
  newsletterUnsubscribeSearch,
  SEARCH_VALUE_MAX,
  trustedContactSearch,
} from '#shared/schemas/search'

/** Values a person, a mail program or an attacker may put in a query, as the router parses them. */
const HOSTILE: unknown[] = [
  null,
  42,
  true,
  '',
  ' ',
  ['a', 'b'],
  [],
  { $gt: '' },
  { toString: 'x' },
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'x'.repeat(100_000),
  Array.from({ length: 10_000 }, () => 'x'),
]

/** Every schema with its default (what a missing or bad value gives) and one good query. */
const pages = {
  '/blog': { schema: blogSearch, param: 'article', good: { article: 'romance-scam' } },
  '/alerts': { schema: alertsSearch, param: 'country', good: { country: 'CA' } },
  '/newsletter/confirm': { schema: newsletterConfirmSearch, param: 'token', good: { token: 'a'.repeat(43) } },
  '/newsletter/preferences': { schema: newsletterPreferencesSearch, param: 'token', good: { token: 'Ab_-'.repeat(11) } },
  '/newsletter/unsubscribe': { schema: newsletterUnsubscribeSearch, param: 'token', good: { token: 'b'.repeat(43), result: 'already' } },
  '/DefendPro': { schema: defendProSearch, param: 'item', good: { item: 'vpn', t: '1732300000000' } },
  '/help-now': { schema: helpNowSearch, param: 's', good: { country: 'ca', s: 'gift-card.wire' } },
  '/trusted-contact': { schema: trustedContactSearch, param: 'accept', good: { accept: 'c'.repeat(43), result: 'accepted' } },
  '/trusted-contact?stop': {
    schema: trustedContactSearch,
    param: 'stop',
    good: { stop: `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.1800000000000.${'d'.repeat(43)}` },
  },
} as const

/** A parsed query without its absent (undefined) values: what the page sees. */
const present = (value: object) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined))

describe('search parameter schemas', () => {
  for (const [page, { schema, param, good }] of Object.entries(pages)) {
    describe(page, () => {
      it('keeps a good query', () => {
        expect(present(schema.parse(good))).toEqual(good)
      })

      it('gives the default for a missing query, and drops parameters it does not know', () => {
        expect(present(schema.parse({}))).toEqual({})
        expect(present(schema.parse({ utm_source: 'mail', gclid: 'x', other: { a: 1 } }))).toEqual({})
      })

      it(`never throws on a hostile ?${param}=, and never keeps it`, () => {
        for (const value of HOSTILE) {
          const parsed = schema.safeParse({ [param]: value })
          expect(parsed.success, JSON.stringify(value)?.slice(0, 40)).toBe(true)
          const kept = (parsed.data as Record<string, unknown> | undefined)?.[param]
          // Blog slugs are checked by the route against the article list; the text is only cut short.
          if (page === '/blog' && typeof value === 'string') expect(String(kept).length).toBeLessThanOrEqual(SEARCH_VALUE_MAX)
          else expect(kept, JSON.stringify(value)?.slice(0, 40)).toBeUndefined()
        }
      })
    })
  }

  it('/blog: any text (cut to a bounded length) goes to the route, which redirects or returns to /blog', () => {
    expect(blogSearch.parse({ article: '../etc' })).toEqual({ article: '../etc' })
    expect(blogSearch.parse({ article: 'x'.repeat(100_000) }).article).toHaveLength(SEARCH_VALUE_MAX)
    expect(present(blogSearch.parse({ article: ['romance-scam', 'spam-calls'] }))).toEqual({})
    expect(present(blogSearch.parse({ article: 12 }))).toEqual({})
  })

  it('/alerts: US or CA, exactly; a repeated parameter counts its first value (as the page cache does)', () => {
    expect(alertsSearch.parse({ country: 'US' })).toEqual({ country: 'US' })
    expect(alertsSearch.parse({ country: ['CA', 'US'] })).toEqual({ country: 'CA' })
    for (const bad of ['us', 'XX', 'all', 'US ', ['XX', 'US']]) expect(present(alertsSearch.parse({ country: bad }))).toEqual({})
  })

  it('/newsletter: tokens of the shape the worker makes, and nothing else', () => {
    expect(newsletterConfirmSearch.parse({ token: 'a'.repeat(20) }).token).toBe('a'.repeat(20))
    expect(newsletterConfirmSearch.parse({ token: 'a'.repeat(19) }).token).toBeUndefined()
    expect(newsletterConfirmSearch.parse({ token: 'a'.repeat(101) }).token).toBeUndefined()
    expect(newsletterConfirmSearch.parse({ token: 'nope' }).token).toBeUndefined()
    expect(newsletterPreferencesSearch.parse({ token: 'a'.repeat(31) }).token).toBeUndefined()
    expect(newsletterPreferencesSearch.parse({ token: 'a'.repeat(65) }).token).toBeUndefined()
    expect(newsletterPreferencesSearch.parse({ token: `${'a'.repeat(40)}=` }).token).toBeUndefined()
    expect(newsletterUnsubscribeSearch.parse({ result: 'unsubscribed' })).toEqual({ result: 'unsubscribed' })
    for (const bad of ['done', 'INVALID', ['already'], 1]) {
      expect(present(newsletterUnsubscribeSearch.parse({ result: bad }))).toEqual({})
    }
  })

  it('/DefendPro: one of the ten items; `t` (text or the number the router makes of it) only with an item', () => {
    for (const { item } of defendProItems) expect(defendProSearch.parse({ item })).toEqual({ item })
    expect(defendProSearch.parse({ item: 'vpn', t: 1732300000000 })).toEqual({ item: 'vpn', t: '1732300000000' })
    expect(defendProSearch.parse({ item: 'vpn', t: 'x'.repeat(1000) })).toEqual({ item: 'vpn', t: 'x'.repeat(40) })
    expect(defendProSearch.parse({ t: '1' })).toEqual({})
    expect(defendProSearch.parse({ item: 'vpn', t: { a: 1 } })).toEqual({ item: 'vpn' })
  })

  it('/help-now: countries in any case, situations in the page order', () => {
    expect(helpNowSearch.parse({ country: ' US ', s: ['wire', 'gift-card'] })).toEqual({ country: 'us', s: 'gift-card.wire' })
    expect(helpNowSearch.parse({ country: ['ca', 'us'], s: 'WIRE,crypto' })).toEqual({ country: 'ca', s: 'wire.crypto' })
  })
})
