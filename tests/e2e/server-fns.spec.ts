// Every server function checks its input with its schema (shared/schemas/server-fns.ts) on the
// server: bad input is answered 400 {msg}, never a 500 or a result. Called here the way the browser
// calls them (POST or GET to /_serverFn/<id>, the payload in Start's seroval encoding), so the test
// fails if a function's `.validator(...)` is removed. A function's id is the SHA-256 of
// "<file>--<name>_createServerFn_handler" (TanStack Start's build).
import { createHash } from 'node:crypto'
import { expect, test } from './fixtures'

const serverFnUrl = (file: string, name: string) =>
  `/_serverFn/${createHash('sha256').update(`${file}--${name}_createServerFn_handler`).digest('hex')}`

/** Start's payload for `{ data }` (seroval JSON): a string, or an object of strings. */
function payload(data: string | Record<string, string>): string {
  const str = (s: string) => ({ t: 1, s })
  const value = typeof data === 'string' ? str(data) : { t: 10, i: 1, p: { k: Object.keys(data), v: Object.values(data).map(str) }, o: 0 }
  return JSON.stringify({ t: { t: 10, i: 0, p: { k: ['data'], v: [value] }, o: 0 }, f: 127, m: [] })
}

test.describe('server function input', () => {
  test('getServiceMap takes a site language, and answers 400 for any other', async ({ request, baseURL }) => {
    const url = serverFnUrl('app/features/landing/map.functions.ts', 'getServiceMap')
    const headers = { origin: baseURL ?? '', 'x-tsr-serverfn': 'true' }
    const ok = await request.get(`${url}?payload=${encodeURIComponent(payload('es'))}`, { headers })
    expect(ok.status()).toBe(200)
    expect(await ok.text()).toContain('Estados Unidos')
    for (const bad of ['de', '', 'x'.repeat(5000)]) {
      const res = await request.get(`${url}?payload=${encodeURIComponent(payload(bad))}`, { headers })
      expect(res.status(), bad.slice(0, 20)).toBe(400)
      expect((await res.json()).msg).toMatch(/^Bad input\./)
    }
    const object = await request.get(`${url}?payload=${encodeURIComponent(payload({ locale: 'en' }))}`, { headers })
    expect(object.status()).toBe(400)
  })

  test('confirmNewsletter takes a token of the e-mailed shape, and answers 400 for anything else', async ({ request, baseURL }) => {
    const url = serverFnUrl('app/features/newsletter/confirm.functions.ts', 'confirmNewsletter')
    const headers = { origin: baseURL ?? '', 'x-tsr-serverfn': 'true', 'content-type': 'application/json' }
    const unknown = await request.post(url, { headers, data: payload({ token: 'a'.repeat(43) }) })
    expect(unknown.status()).toBe(200)
    expect(await unknown.text()).toContain('"invalid"')
    for (const bad of [payload({ token: 'bad token!' }), payload({ other: 'x' }), payload('a'.repeat(43))]) {
      const res = await request.post(url, { headers, data: bad })
      expect(res.status(), bad).toBe(400)
      expect((await res.json()).msg).toMatch(/^Bad input\./)
    }
  })
})
