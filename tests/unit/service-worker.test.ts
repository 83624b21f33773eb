// public/sw.js run in a sandbox with a stand-in `self`: a push's link opens only on this site (U11,
// security review 3: "/\evil.example" starts with one slash, but the URL parser reads it as another host).
import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

const source = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8')
const ORIGIN = 'https://www.saffesupport.com'

/** Delivers one push with `data` and returns the link the notification would open. */
async function linkOf(data: unknown): Promise<string> {
  const listeners: Record<string, (event: unknown) => void> = {}
  let shown: { data: { url: string } } | undefined
  const self = {
    location: { href: `${ORIGIN}/sw.js`, origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => {
      listeners[type] = fn
    },
    registration: {
      showNotification: async (_title: string, options: { data: { url: string } }) => {
        shown = options
      },
    },
  }
  runInNewContext(source, { self, URL })
  const waits: Promise<unknown>[] = []
  listeners.push({ data: { json: () => data }, waitUntil: (p: Promise<unknown>) => waits.push(p) })
  await Promise.all(waits)
  return new URL(shown?.data.url ?? '', ORIGIN).href
}

describe('service worker: notification links stay on the site (U11)', () => {
  it('opens a path of ours as given', async () => {
    expect(await linkOf({ title: 't', url: '/alerts/gift-card-scam?x=1' })).toBe(`${ORIGIN}/alerts/gift-card-scam?x=1`)
  })

  for (const url of ['/\\evil.example/x', '//evil.example/x', '/\\/evil.example', 'https://evil.example/', '/\t/evil.example']) {
    it(`sends ${JSON.stringify(url)} to the alerts page instead`, async () => {
      expect(await linkOf({ title: 't', url })).toBe(`${ORIGIN}/alerts`)
    })
  }
})
