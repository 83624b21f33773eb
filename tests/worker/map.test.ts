import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { MAP_CACHE_KEY, MAP_DATA_VERSION, computeServiceMap, getServiceMap } from '#worker/geo/map'

describe('service map', () => {
  it('projects only the US and Canada into the 800×600 frame, small enough to inline', () => {
    const map = computeServiceMap()
    expect(map.countries.map((c) => c.id).sort()).toEqual(['ca', 'us'])
    for (const c of map.countries) {
      expect(c.d).toMatch(/^M\d/)
      // Rounded to whole pixels: no decimals in the path data.
      expect(c.d).not.toMatch(/\d\.\d/)
      expect(c.label[0]).toBeGreaterThan(0)
      expect(c.label[0]).toBeLessThan(800)
      expect(c.label[1]).toBeGreaterThan(0)
      expect(c.label[1]).toBeLessThan(600)
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
})
