import { mapSection as mapEs } from '#content/es/landing'
import { mapSection as mapFr } from '#content/fr/landing'
import { mapSection as mapEn } from '#content/landing'
import { pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import type { ServiceMap as ServiceMapData } from '#worker/geo/map'

const FILL = { ca: 'map-ca', us: 'map-us' } as const

/**
 * "Serving the US and Canada": the server-projected outlines of the two countries as inline SVG,
 * so the map shows without JavaScript. Each country can be focused with the keyboard and names
 * itself (the names come from the loader, in the page's language); pointing at it or focusing it turns it gold and shows its tooltip (pure CSS).
 */
export function ServiceMap({ map }: { map: ServiceMapData }) {
  const mapSection = pick({ en: mapEn, es: mapEs, fr: mapFr })
  const tipW = 300
  const tipH = 44
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group holding the two focusable countries
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      className="service-map w-full h-auto block"
      role="group"
      aria-label={m.home_map_label({ heading: mapSection.heading })}
    >
      <rect width={map.width} height={map.height} fill="#eef4fb" rx="16" />
      {map.countries.map((c) => {
        const tip = mapSection.tooltips[c.id]
        const x = Math.min(Math.max(c.label[0] - tipW / 2, 8), map.width - tipW - 8)
        const y = c.label[1] + 22
        return (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: focusable so the spec's hover tooltip also opens by keyboard; it names itself as an image
          <g
            key={c.id}
            className={`map-country ${FILL[c.id]}`}
            data-country={c.id}
            tabIndex={0}
            role="img"
            aria-label={`${c.name}: ${tip}`}
          >
            {/* Inside role="img" the label and tooltip are presentational: the aria-label says it all. */}
            <path d={c.d} className="map-shape" />
            <text x={c.label[0]} y={c.label[1]} textAnchor="middle" className="map-label">
              {c.name}
            </text>
            <g className="map-tooltip" transform={`translate(${x} ${y})`}>
              <rect width={tipW} height={tipH} rx="8" fill="#1b2430" />
              <text x={tipW / 2} y={tipH / 2 + 7} textAnchor="middle" fill="#ffffff" fontSize="19">
                {tip}
              </text>
            </g>
          </g>
        )
      })}
    </svg>
  )
}
