import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  computeServiceMap,
  getServiceMap,
  MAP_CACHE_KEY,
  MAP_DATA_VERSION,
  MAP_HEIGHT,
  MAP_WIDTH,
  serviceMapProjection,
} from '#worker/geo/map'

describe('service map', () => {
  it('keeps the whole of both countries in the frame: Key West, south Texas, the Arctic islands', () => {
    const projection = serviceMapProjection()
    for (const place of [
      [-81.8, 24.5], // Key West
      [-97.4, 25.8], // Brownsville, Texas
      [-75, 83.1], // Ellesmere Island
      [-52.6, 47.5], // St. John's, Newfoundland
      [-124.7, 48.4], // Cape Flattery, Washington
    ] as [number, number][]) {
      const [x, y] = projection(place) ?? [-1, -1]
      expect(x, `${place}`).toBeGreaterThan(0)
      expect(x, `${place}`).toBeLessThan(MAP_WIDTH)
      expect(y, `${place}`).toBeGreaterThan(0)
      expect(y, `${place}`).toBeLessThan(MAP_HEIGHT)
    }
    // The spec's projection: scale 800, centred on 95° W, 55° N.
    expect(projection.scale()).toBe(800)
    expect(projection([-95, 55])?.map(Math.round)).toEqual([400, 300])
  })

  it('projects only the US and Canada into the frame, small enough to inline', () => {
    const map = computeServiceMap()
    expect(map.countries.map((c) => c.id).sort()).toEqual(['ca', 'us'])
    for (const c of map.countries) {
      expect(c.d).toMatch(/^M\d/)
      // Rounded to whole pixels: no decimals in the path data.
      expect(c.d).not.toMatch(/\d\.\d/)
      expect(c.label[0]).toBeGreaterThan(0)
      expect(c.label[0]).toBeLessThan(800)
      expect(c.label[1]).toBeGreaterThan(0)
      expect(c.label[1]).toBeLessThan(MAP_HEIGHT)
    }
    expect(JSON.stringify(map).length).toBeLessThan(40_000)
  })

  it('computes on a cache miss, stores in KV under a versioned key, then answers from KV', async () => {
    expect(MAP_CACHE_KEY).toContain(MAP_DATA_VERSION)
    await env.CACHE.delete(MAP_CACHE_KEY)

    const first = await getServiceMap(env.CACHE)
    expect(first.cached).toBe(false)
    const stored = await env.CACHE.get<{ version: string }>(MAP_CACHE_KEY, 'json')
    expect(stored?.version).toBe(MAP_DATA_VERSION)

    const second = await getServiceMap(env.CACHE)
    expect(second.cached).toBe(true)
    expect(second.countries).toEqual(first.countries)
  })

  it('serves what KV holds (a hit does not recompute)', async () => {
    const marker = { version: MAP_DATA_VERSION, width: 800, height: 600, countries: [] }
    await env.CACHE.put(MAP_CACHE_KEY, JSON.stringify(marker))
    const map = await getServiceMap(env.CACHE)
    expect(map).toMatchObject({ cached: true, countries: [] })
    await env.CACHE.delete(MAP_CACHE_KEY)
  })

  it('ignores an entry written for another data version', async () => {
    await env.CACHE.put(MAP_CACHE_KEY, JSON.stringify({ version: 'old', countries: [] }))
    const map = await getServiceMap(env.CACHE)
    expect(map.cached).toBe(false)
    expect(map.countries).toHaveLength(2)
  })

  it('names the countries in the language asked for, from one language-neutral KV entry', async () => {
    await env.CACHE.delete(MAP_CACHE_KEY)
    const en = await getServiceMap(env.CACHE)
    const es = await getServiceMap(env.CACHE, 'es')
    expect(es.cached).toBe(true)
    const names = (map: typeof en) => Object.fromEntries(map.countries.map((c) => [c.id, c.name]))
    expect(names(en)).toEqual({ us: 'United States', ca: 'Canada' })
    expect(names(es)).toEqual({ us: 'Estados Unidos', ca: 'Canadá' })
    // Same geometry in both languages; the English answer again is still English.
    expect(es.countries.map((c) => c.d)).toEqual(en.countries.map((c) => c.d))
    expect(names(await getServiceMap(env.CACHE, 'en'))).toEqual({ us: 'United States', ca: 'Canada' })
  })
})
