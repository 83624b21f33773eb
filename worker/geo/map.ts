// The "Serving the US and Canada" map: SVG paths projected here, on the server, from Natural Earth
// geometry in the world-atlas package (no network), and cached in KV so the work is done once per
// data version rather than on every render. The browser receives plain SVG path strings.
import { geoConicEqualArea, geoPath } from 'd3-geo'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries from 'world-atlas/countries-110m.json'
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

/** Bump when the source data, projection or rounding changes: the KV key carries it. */
export const MAP_DATA_VERSION = 'world-atlas-2.0.2-110m-albers800-v2'
export const MAP_CACHE_KEY = `geo:service-map:${MAP_DATA_VERSION}`
const CACHE_TTL_SECONDS = 60 * 60 * 24 * 30

export const MAP_WIDTH = 800
/**
 * The spec's frame is 800×600, but at scale 800 centred on 55° N that frame cuts off Florida, south
 * Texas and the Arctic islands (Key West projects to y ≈ 712, Ellesmere Island to y ≈ 10). The
 * projection keeps the spec's scale and centre (at 400, 300); the frame is taller so both countries
 * show whole. The SVG scales to its container, so the page layout is unchanged.
 */
export const MAP_HEIGHT = 730
const CENTRE_Y = 300

export type CountryId = 'us' | 'ca'

export interface MapCountry {
  id: CountryId
  /** The country's name in the language asked for (getServiceMap); the geometry has no language. */
  name: string
  /** SVG path data in the 800×730 viewBox, coordinates rounded to whole pixels. */
  d: string
  /** Where the country's label sits (a point inside the main landmass). */
  label: [number, number]
}

export interface ServiceMap {
  version: string
  width: number
  height: number
  countries: MapCountry[]
}

// ISO 3166-1 numeric ids used by world-atlas.
const SERVED: { atlasId: string; id: CountryId; name: string; labelAt: [number, number] }[] = [
  { atlasId: '124', id: 'ca', name: 'Canada', labelAt: [-103, 57] },
  { atlasId: '840', id: 'us', name: 'United States', labelAt: [-99, 40] },
]

/**
 * Albers equal-area conic (the USGS standard parallels 29.5° and 45.5°), scale 800, centred on
 * 95° W, 55° N as the spec asks. d3's `geoAlbers()` preset is rotated to 96° W and centred on the
 * lower 48, so "centre [-95, 55]" is expressed here as a rotation to 95° W plus a centre at 55° N.
 */
export function serviceMapProjection() {
  return geoConicEqualArea()
    .parallels([29.5, 45.5])
    .rotate([95, 0])
    .center([0, 55])
    .scale(800)
    .translate([MAP_WIDTH / 2, CENTRE_Y])
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ])
}

/** Rounds every number in SVG path data to whole pixels (the map is 800 wide: invisible loss). */
function roundPath(d: string): string {
  return d.replace(/-?\d+(\.\d+)?(e-?\d+)?/g, (n) => String(Math.round(Number(n))))
}

export function computeServiceMap(): ServiceMap {
  const topology = countries as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>
  const all = feature(topology, topology.objects.countries)
  const projection = serviceMapProjection()
  const path = geoPath(projection)
  const result: MapCountry[] = SERVED.map((c) => {
    const f = all.features.find((x) => String(x.id) === c.atlasId)
    if (!f) throw new Error(`world-atlas has no country ${c.atlasId}`)
    const d = roundPath(path(f) ?? '')
    const [x, y] = projection(c.labelAt) ?? [0, 0]
    return { id: c.id, name: c.name, d, label: [Math.round(x), Math.round(y)] }
  })
  return { version: MAP_DATA_VERSION, width: MAP_WIDTH, height: MAP_HEIGHT, countries: result }
}

/** A country's name in `locale` (messages home_map_country_*). */
export function countryName(id: CountryId, locale: Locale): string {
  return id === 'us' ? m.home_map_country_us({}, { locale }) : m.home_map_country_ca({}, { locale })
}

/** The map with its country names in `locale`. */
export function localizeServiceMap<T extends ServiceMap>(map: T, locale: Locale): T {
  return { ...map, countries: map.countries.map((c) => ({ ...c, name: countryName(c.id, locale) })) }
}

/**
 * The map from KV when cached; otherwise computed, stored for next time, and returned. KV holds the
 * geometry once for every language (one key); the names are put in `locale` after reading it.
 */
export async function getServiceMap(kv: KVNamespace, locale: Locale = DEFAULT_LOCALE): Promise<ServiceMap & { cached: boolean }> {
  const hit = await kv.get<ServiceMap>(MAP_CACHE_KEY, 'json')
  if (hit && hit.version === MAP_DATA_VERSION) return localizeServiceMap({ ...hit, cached: true }, locale)
  const map = computeServiceMap()
  await kv.put(MAP_CACHE_KEY, JSON.stringify(map), { expirationTtl: CACHE_TTL_SECONDS })
  return localizeServiceMap({ ...map, cached: false }, locale)
}
