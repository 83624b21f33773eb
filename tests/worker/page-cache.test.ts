import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  hitBody,
  MemoryPageCache,
  PAGE_CACHE_CONTROL,
  pageCacheKey,
  REDIRECT_CACHE_CONTROL,
  type RenderPage,
  servePage,
} from '#worker/cache/page-cache'

// A fake renderer: HTML that carries its nonce the way TanStack Start does (attributes and the meta tag).
function fakeRenderer(init: { status?: number; headers?: Record<string, string>; body?: string } = {}) {
  const calls: string[] = []
  const render: RenderPage = async (request, nonce) => {
    calls.push(new URL(request.url).pathname + new URL(request.url).search)
    const body =
      init.body ??
      `<!DOCTYPE html><html><head><meta property="csp-nonce" content="${nonce}"/><link rel="stylesheet" href="/assets/a.css" nonce="${nonce}"/></head><body><p>page ${calls.length}</p><script nonce="${nonce}">1</script></body></html>`
    return new Response(body, {
      status: init.status ?? 200,
      headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers },
    })
  }
  return { render, calls }
}

// waitUntil promises are awaited so the KV write is done before the next request.
function context() {
  const pending: Promise<unknown>[] = []
  return { ctx: { waitUntil: (p: Promise<unknown>) => void pending.push(p) }, settle: () => Promise.all(pending) }
}

let buildCounter = 0
let buildId: string
beforeEach(() => {
  buildId = `test-build-${++buildCounter}-${Date.now()}`
})

async function get(path: string, render: RenderPage, opts: { memory?: MemoryPageCache | null; build?: string; init?: RequestInit } = {}) {
  const { ctx, settle } = context()
  const response = await servePage(new Request(`http://localhost${path}`, opts.init), env, ctx, {
    buildId: opts.build ?? buildId,
    render,
    memory: opts.memory === undefined ? null : opts.memory,
  })
  const text = await response.text()
  await settle()
  return { response, text }
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]

describe('page cache', () => {
  it('misses, stores in KV, then hits without rendering again', async () => {
    const { render, calls } = fakeRenderer()
    const first = await get('/Pricing', render)
    expect(first.response.headers.get('x-cache')).toBe('MISS')
    expect(first.response.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect(await env.CACHE.get(pageCacheKey(buildId, '/Pricing'))).toContain('<p>page 1</p>')

    const second = await get('/Pricing', render)
    expect(second.response.headers.get('x-cache')).toBe('HIT')
    expect(second.response.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect(second.response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(second.text).toContain('<p>page 1</p>')
    expect(calls).toEqual(['/Pricing'])
  })

  it('answers a trailing slash with a 301 to the listed spelling, without rendering', async () => {
    const { render, calls } = fakeRenderer()
    const slash = await get('/about/', render)
    expect(slash.response.status).toBe(301)
    expect(slash.response.headers.get('location')).toBe('/about')
    expect(slash.response.headers.get('cache-control')).toBe(REDIRECT_CACHE_CONTROL)
    expect(slash.response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(calls).toEqual([])
  })

  it('gives every response a fresh nonce and a CSP that matches it, HIT after HIT', async () => {
    const { render } = fakeRenderer()
    const miss = await get('/features', render)
    const a = await get('/features', render)
    const b = await get('/features', render)
    const nonces = [miss, a, b].map((r) => nonceOf(r.response.headers.get('content-security-policy')))
    expect(new Set(nonces).size).toBe(3)
    for (const [i, r] of [miss, a, b].entries()) {
      const inPage = [...r.text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])
      expect(inPage).toHaveLength(2)
      expect(new Set(inPage)).toEqual(new Set([nonces[i]]))
      expect(r.text).toContain(`<meta property="csp-nonce" content="${nonces[i]}"/>`)
      expect(r.response.headers.get('content-security-policy')).toContain("'strict-dynamic'")
    }
    expect([a, b].map((r) => r.response.headers.get('x-cache'))).toEqual(['HIT', 'HIT'])
  })

  it('does not split the cache on item, t or utm_*, and renders the bare URL so they cannot change stored HTML', async () => {
    const { render, calls } = fakeRenderer()
    const first = await get('/DefendPro?item=identity-theft', render)
    expect(first.response.headers.get('x-cache')).toBe('MISS')
    const other = await get('/DefendPro?item=antivirus&t=1712345678&utm_source=mail', render)
    expect(other.response.headers.get('x-cache')).toBe('HIT')
    // S15: the first request carried ?item=, but the render (and so the stored page) did not.
    expect(calls).toEqual(['/DefendPro'])
  })

  it('answers any other query parameter with a 301 to the URL without it, keeping the browser-only ones', async () => {
    const { render, calls } = fakeRenderer()
    const res = await get('/Pricing?x=1&utm_source=mail&debug=yes&item=vpn', render)
    expect(res.response.status).toBe(301)
    expect(res.response.headers.get('location')).toBe('/Pricing?utm_source=mail&item=vpn')
    const bare = await get('/?x=2', render)
    expect(bare.response.headers.get('location')).toBe('/')
    expect(calls).toEqual([])
    expect(await env.CACHE.get(pageCacheKey(buildId, '/Pricing'))).toBeNull()
  })

  it('renders a parameter the page reads on the server (/blog?article=) fresh, and never stores it', async () => {
    const { render, calls } = fakeRenderer()
    const first = await get('/blog?article=romance-scam', render)
    const second = await get('/BLOG?article=romance-scam', render)
    expect(first.response.headers.get('x-cache')).toBe('BYPASS')
    expect(second.response.status).toBe(301)
    expect(second.response.headers.get('location')).toBe('/blog?article=romance-scam')
    expect(calls).toEqual(['/blog?article=romance-scam'])
    expect(await env.CACHE.get(pageCacheKey(buildId, '/blog'))).toBeNull()
  })

  it('stores each canonical combination of a query page (/help-now, /alerts) once; other spellings get a 301', async () => {
    const { render, calls } = fakeRenderer()
    const first = await get('/help-now?country=ca&s=gift-card.wire', render)
    const again = await get('/help-now?country=ca&s=gift-card.wire', render)
    expect(first.response.headers.get('x-cache')).toBe('MISS')
    expect(again.response.headers.get('x-cache')).toBe('HIT')
    expect(await env.CACHE.get(pageCacheKey(buildId, '/help-now?country=ca&s=gift-card.wire'))).toContain('<p>page 1</p>')

    // Repeated, reordered, upper-case or unknown values: one 301 to the canonical spelling, no render.
    for (const [spelling, location] of [
      ['/help-now?s=wire&s=gift-card&country=CA', '/help-now?country=ca&s=gift-card.wire'],
      ['/HELP-NOW?country=ca&s=gift-card.wire', '/help-now?country=ca&s=gift-card.wire'],
      ['/help-now?country=fr&s=nonsense', '/help-now'],
      ['/help-now?country=us&x=1', '/help-now'],
      ['/alerts?country=XX', '/alerts'],
    ]) {
      const res = await get(spelling, render)
      expect(res.response.status, spelling).toBe(301)
      expect(res.response.headers.get('location'), spelling).toBe(location)
    }
    const filtered = await get('/alerts?country=CA', render)
    expect(filtered.response.headers.get('x-cache')).toBe('MISS')
    expect(calls).toEqual(['/help-now?country=ca&s=gift-card.wire', '/alerts?country=CA'])
  })

  it('keeps the documented aliases as pages of their own and sends other spellings to the canonical one', async () => {
    const { render, calls } = fakeRenderer()
    const alias = await get('/fixmytech', render)
    expect(alias.response.status).toBe(200)
    expect(alias.response.headers.get('x-cache')).toBe('MISS')
    const upper = await get('/FIXMYTECH', render)
    expect(upper.response.headers.get('location')).toBe('/FixMyTech')
    const home = await get('/Home/', render)
    expect(home.response.headers.get('location')).toBe('/home')
    expect(calls).toEqual(['/fixmytech'])
  })

  it('renders paths that are not pages of the site without storing them', async () => {
    const { render, calls } = fakeRenderer()
    for (const path of ['/no-such-page', '/ab%20out', '/product/999', '/product/01', '/%ff', `/${'a'.repeat(500)}`]) {
      const res = await get(path, render)
      expect(res.response.headers.get('x-cache'), path).toBe('BYPASS')
    }
    expect(calls).toHaveLength(6)
    expect((await env.CACHE.list({ prefix: `page:${buildId}:` })).keys).toEqual([])
  })

  it('has one renderer call between concurrent first requests for a page', async () => {
    const { render, calls } = fakeRenderer()
    const { ctx, settle } = context()
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => servePage(new Request('http://localhost/contact'), env, ctx, { buildId, render, memory: null })),
    )
    await settle()
    expect(calls).toEqual(['/contact'])
    for (const r of responses) {
      expect(r.status).toBe(200)
      const nonce = nonceOf(r.headers.get('content-security-policy'))
      expect(await r.text()).toContain(`nonce="${nonce}"`)
    }
  })

  it('answers HEAD from the cache with no body', async () => {
    const { render, calls } = fakeRenderer()
    await get('/about', render)
    const head = await get('/about', render, { init: { method: 'HEAD' } })
    expect(head.response.status).toBe(200)
    expect(head.response.headers.get('x-cache')).toBe('HIT')
    expect(head.text).toBe('')
    expect(calls).toHaveLength(1)
  })

  it('misses under a new build id, so a deploy never serves old HTML', async () => {
    const { render, calls } = fakeRenderer()
    await get('/resources', render)
    expect((await get('/resources', render)).response.headers.get('x-cache')).toBe('HIT')
    const next = await get('/resources', render, { build: `${buildId}-next` })
    expect(next.response.headers.get('x-cache')).toBe('MISS')
    expect(calls).toHaveLength(2)
  })

  it.each(['/AccountIn', '/userdashboard', '/login', '/signup', '/verify-otp', '/expert', '/LOGIN', '/expert/queue'])(
    'never caches the private page %s and marks it no-store',
    async (path) => {
      const { render, calls } = fakeRenderer()
      const first = await get(path, render)
      const second = await get(path, render)
      expect(first.response.headers.get('x-cache')).toBe('BYPASS')
      expect(second.response.headers.get('x-cache')).toBe('BYPASS')
      expect(first.response.headers.get('cache-control')).toBe('no-store')
      expect(calls).toHaveLength(2)
      expect(await env.CACHE.get(pageCacheKey(buildId, path))).toBeNull()
    },
  )

  it('never caches non-GET requests', async () => {
    const { render, calls } = fakeRenderer()
    await get('/contact', render, { init: { method: 'POST', body: 'x' } })
    const res = await get('/contact', render, { init: { method: 'POST', body: 'x' } })
    expect(res.response.headers.get('x-cache')).toBe('BYPASS')
    expect(calls).toHaveLength(2)
    expect(await env.CACHE.get(pageCacheKey(buildId, '/contact'))).toBeNull()
  })

  it('never caches a 404, a redirect, or a response that sets a cookie', async () => {
    const cases: { status?: number; headers?: Record<string, string>; body?: string }[] = [
      { status: 404 },
      { status: 302, headers: { location: '/' }, body: '' },
      { headers: { 'set-cookie': 'a=1; Path=/' } },
    ]
    for (const init of cases) {
      const { render, calls } = fakeRenderer(init)
      const path = '/how-we-contact-you'
      await get(path, render)
      const again = await get(path, render)
      expect(again.response.headers.get('x-cache')).toBe('MISS')
      expect(again.response.status).toBe(init.status ?? 200)
      expect(calls).toHaveLength(2)
      expect(await env.CACHE.get(pageCacheKey(buildId, path))).toBeNull()
    }
  })

  it('renders fresh for x-cache-bypass: 1 in development, and ignores the header in production', async () => {
    const { render, calls } = fakeRenderer()
    await get('/why-us', render)
    const bypass = await get('/why-us', render, { init: { headers: { 'x-cache-bypass': '1' } } })
    expect(bypass.response.headers.get('x-cache')).toBe('BYPASS')
    expect(calls).toHaveLength(2)

    const { ctx } = context()
    const prod = await servePage(
      new Request('http://localhost/why-us', { headers: { 'x-cache-bypass': '1' } }),
      { ...env, ENVIRONMENT: 'production' } as unknown as Env,
      ctx,
      { buildId, render, memory: null },
    )
    expect(prod.headers.get('x-cache')).toBe('HIT')
  })

  it('serves hot pages from the isolate memory without asking KV', async () => {
    const memory = new MemoryPageCache()
    const { render, calls } = fakeRenderer()
    await get('/terms', render, { memory })
    await env.CACHE.delete(pageCacheKey(buildId, '/terms'))
    const hit = await get('/terms', render, { memory })
    expect(hit.response.headers.get('x-cache')).toBe('HIT')
    expect(calls).toHaveLength(1)
    // A KV hit fills the memory layer too.
    const fresh = new MemoryPageCache()
    await get('/privacy-policy', render)
    await get('/privacy-policy', render, { memory: fresh })
    expect(fresh.size).toBe(1)
  })

  it('evicts the oldest entries when the memory layer is full', () => {
    const memory = new MemoryPageCache(2)
    const page = (html: string) => ({ html, nonce: 'n' })
    memory.set('a', page('1'), Date.now() + 1000)
    memory.set('b', page('2'), Date.now() + 1000)
    memory.set('c', page('3'), Date.now() + 1000)
    expect(memory.get('a', Date.now())).toBeNull()
    expect(memory.get('c', Date.now())?.html).toBe('3')
    expect(memory.get('b', Date.now() + 2000)).toBeNull()
  })

  it('serves a memory HIT as ready bytes with only the nonce changed, whatever the characters', async () => {
    const memory = new MemoryPageCache()
    const body = (nonce: string) =>
      `<html><head><meta property="csp-nonce" content="${nonce}"/></head><body><p>Scams cost — “a lot” ™ é 👍</p><script nonce="${nonce}">1</script></body></html>`
    const calls: string[] = []
    const renderWith: RenderPage = (request, nonce) => {
      calls.push(new URL(request.url).pathname)
      return new Response(body(nonce), { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
    await get('/why-us', renderWith, { memory })
    const hits = [await get('/why-us', renderWith, { memory }), await get('/why-us', renderWith, { memory })]
    expect(calls).toEqual(['/why-us'])
    for (const hit of hits) {
      const nonce = nonceOf(hit.response.headers.get('content-security-policy'))
      expect(hit.response.headers.get('x-cache')).toBe('HIT')
      expect(hit.text).toBe(body(nonce ?? 'missing'))
    }
    expect(new Set(hits.map((h) => nonceOf(h.response.headers.get('content-security-policy')))).size).toBe(2)
  })

  it('writes each new nonce over the last one, and a response keeps the bytes it was given', async () => {
    const page = { html: '<a nonce="AAAA">é</a><b nonce="AAAA"></b>', nonce: 'AAAA' }
    const decode = (b: Uint8Array | string) => (typeof b === 'string' ? b : new TextDecoder().decode(b))
    // hitBody reuses the page's bytes: it relies on the runtime copying a byte body when a Response
    // is made, so an earlier response never shows a later nonce.
    const first = new Response(hitBody(page, 'BBBB'))
    const second = new Response(hitBody(page, 'CCCC'))
    expect(await first.text()).toBe('<a nonce="BBBB">é</a><b nonce="BBBB"></b>')
    expect(await second.text()).toBe('<a nonce="CCCC">é</a><b nonce="CCCC"></b>')
    // A nonce of another length cannot be written in place: the text is replaced instead.
    expect(decode(hitBody(page, 'DDDDDD'))).toBe('<a nonce="DDDDDD">é</a><b nonce="DDDDDD"></b>')
    expect(decode(hitBody(page, 'EEEE'))).toBe('<a nonce="EEEE">é</a><b nonce="EEEE"></b>')
  })
})

describe('page cache under strangers', () => {
  // A small seeded generator, so a failure can be replayed.
  function random(seed: number) {
    let state = seed
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
      return state / 2_147_483_648
    }
  }

  const pages = ['/', '/about', '/Pricing', '/FixMyTech', '/DefendPro', '/for-your-home', '/product/10', '/blog/romance-scam']

  function spell(path: string, next: () => number): string {
    let out = ''
    for (const ch of path) {
      const roll = next()
      if (ch === '/') out += roll < 0.15 ? '//' : '/'
      else if (roll < 0.25) out += `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`
      else if (roll < 0.35) out += `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
      else if (roll < 0.7) out += ch.toUpperCase()
      else out += ch.toLowerCase()
    }
    const tail = ['', '/', '%20', '%20%20', '/%20', '//', '%09'][Math.floor(next() * 7)]
    return out + tail
  }

  function query(i: number, next: () => number): string {
    return ['', `?x=${i}`, `?utm_source=s${i}`, `?item=vpn&t=${i}`, `?page=${i}&gclid=${i}`, `?${i}`, `?item=${i}`][Math.floor(next() * 7)]
  }

  it('1,000 spellings and query strings of 8 pages: at most one stored key and one render per page', async () => {
    const next = random(20261123)
    const requests = new Set<string>()
    while (requests.size < 1000) {
      const page = pages[Math.floor(next() * pages.length)]
      requests.add(spell(page, next) + query(requests.size, next))
    }

    const { render, calls } = fakeRenderer()
    const memory = new MemoryPageCache()
    const statuses = new Map<number, number>()
    for (const path of requests) {
      let res = await get(path, render, { memory })
      statuses.set(res.response.status, (statuses.get(res.response.status) ?? 0) + 1)
      if (res.response.status === 301) {
        // A browser follows the redirect; it must land on a listed page in one step.
        const location = res.response.headers.get('location') ?? ''
        expect(pages, `${path} -> ${location}`).toContain(location.replace(/\?.*$/, ''))
        res = await get(location, render, { memory })
      }
      expect(res.response.status, path).toBe(200)
      expect(res.response.headers.get('x-cache'), path).toMatch(/^(HIT|MISS)$/)
    }

    // Each page was rendered at most once (counted, not timed), always at its bare canonical URL.
    expect(calls.length).toBeLessThanOrEqual(pages.length)
    expect(new Set(calls).size).toBe(calls.length)
    for (const call of calls) expect(pages).toContain(call)
    // KV holds at most one key per page.
    const keys = (await env.CACHE.list({ prefix: `page:${buildId}:` })).keys.map((k) => k.name.slice(`page:${buildId}:`.length))
    expect(keys.length).toBeLessThanOrEqual(pages.length)
    for (const key of keys) expect(pages).toContain(key)
    // Most of the spellings were not the canonical one: the test really exercised the redirects.
    expect(statuses.get(301) ?? 0).toBeGreaterThan(900)
  })
})
