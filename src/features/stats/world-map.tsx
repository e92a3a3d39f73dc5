import { geoEqualEarth, geoPath } from 'd3-geo'
import { feature } from 'topojson-client'
import type { Topology, GeometryCollection } from 'topojson-specification'
import codes from 'i18n-iso-countries/codes.json'
import world from 'world-atlas/countries-110m.json'

// W6: world-atlas 110m (Natural Earth) drawn with d3-geo; this module is its own chunk, loaded by the statistics page only.
const WIDTH = 800
const HEIGHT = 400
const alpha2 = new Map((codes as string[][]).map(([a2, , numeric]) => [numeric!, a2!]))
const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>
const projection = geoEqualEarth().fitSize([WIDTH, HEIGHT], { type: 'Sphere' })
const draw = geoPath(projection)
const SHAPES = feature(topology, topology.objects.countries).features.flatMap((f) => {
  const code = alpha2.get(String(f.id))
  const d = draw(f)
  return d ? [{ code, name: f.properties.name, d }] : []
})

interface WorldMapProps {
  counts: Record<string, number>
  label: string
  describe: (code: string, name: string) => string
  onSelect?: (code: string) => void
}

/** Countries shaded by their count; the table beside it is the text alternative and the keyboard's way to filter. */
export function WorldMap({ counts, label, describe, onSelect }: WorldMapProps) {
  const max = Math.max(1, ...Object.values(counts))
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full">
      {SHAPES.map((s, i) => {
        const value = (s.code && counts[s.code]) || 0
        return (
          <path
            key={s.code ?? `x${i}`}
            d={s.d}
            className={value ? 'cursor-pointer stroke-white dark:stroke-slate-900' : 'fill-slate-200 stroke-white dark:fill-slate-700 dark:stroke-slate-900'}
            style={value ? { fill: '#3b82f6', fillOpacity: 0.3 + 0.7 * (value / max) } : undefined}
            strokeWidth={0.5}
            onClick={value && s.code && onSelect ? () => onSelect(s.code!) : undefined}
          >
            <title>{describe(s.code ?? '', s.name)}</title>
          </path>
        )
      })}
    </svg>
  )
}
