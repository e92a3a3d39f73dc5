import Papa from 'papaparse'
import type { StatsData } from '@contract/stats'
import type { CountRow } from './stats-rows'

const unparse = (fields: string[], data: (string | number)[][]) => Papa.unparse({ fields, data }, { escapeFormulae: true })

/** W5: every CSV is built from the answer on screen; no request. */
export function rowsCsv(labelHeading: string, unit: string, rows: CountRow[]): string {
  return unparse([labelHeading, unit], rows.map((r) => [r.label, r.value]))
}

export function timelineCsv(data: Pick<StatsData, 'timeline' | 'previous'>, unit: string): string {
  const previous = data.previous?.timeline
  const fields = ['Start', unit, `Unique ${unit}`, ...(previous ? ['Previous start', `Previous ${unit}`] : [])]
  return unparse(
    fields,
    data.timeline.map((b, i) => [b.start, b.clicks, b.uniqueClicks, ...(previous ? [previous[i]?.start ?? '', previous[i]?.clicks ?? 0] : [])]),
  )
}

/** "link-12-2026-11-01-2026-11-30-countries.csv" */
export function csvName(scope: string, data: Pick<StatsData, 'from' | 'to'>, what: string): string {
  return `${scope.replace(':', '-')}-${data.from}-${data.to}-${what}.csv`
}
