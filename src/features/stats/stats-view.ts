import type { StatsFilter, StatsRange } from '@contract/stats'
import { DEFAULT_RANGE, FILTERS, filterValues, type StatsSearch } from './stats-search'

// Kept apart from stats-search.ts, which every page's first load carries (the route's validateSearch).

export interface FilterChip {
  name: StatsFilter
  value: string
}

export function filterChips(search: StatsSearch): FilterChip[] {
  return FILTERS.flatMap((name) => filterValues(search[name]).map((value) => ({ name, value })))
}

/** The search with one more value of a filter (OR within it); the period and the rest stay. */
export function withFilter(search: StatsSearch, name: StatsFilter, value: string): StatsSearch {
  const values = filterValues(search[name])
  return values.includes(value) ? search : { ...search, [name]: [...values, value].join(',') }
}

export function withoutFilter(search: StatsSearch, name: StatsFilter, value: string): StatsSearch {
  const values = filterValues(search[name]).filter((v) => v !== value)
  const next = { ...search }
  if (values.length > 0) next[name] = values.join(',')
  else delete next[name]
  return next
}

/** A preset period, or custom dates; either way a chosen interval the new period may not allow is dropped. */
export function withPeriod(search: StatsSearch, period: StatsRange | { from: string; to: string }): StatsSearch {
  const { range: _range, from: _from, to: _to, interval: _interval, ...rest } = search
  if (typeof period === 'string') return period === DEFAULT_RANGE ? rest : { ...rest, range: period }
  return { ...rest, from: period.from, to: period.to }
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** The X1 query of a view, as strings; the same view gives the same object, so it keys the cache. */
export function statsParams(scope: string, search: StatsSearch, zone = browserTimeZone()): Record<string, string> {
  const params: Record<string, string> = { scope }
  if (search.from && search.to) Object.assign(params, { from: search.from, to: search.to })
  else params.range = search.range ?? DEFAULT_RANGE
  if (search.interval) params.interval = search.interval
  params.tz = search.tz ?? zone
  if (search.compare) params.compare = 'previous'
  for (const name of FILTERS) {
    const values = filterValues(search[name])
    if (values.length > 0) params[name] = values.join(',')
  }
  return params
}

const RANGE_DAYS: [StatsRange, number][] = [['12m', 365], ['90d', 90], ['30d', 30], ['7d', 7], ['24h', 1]]

/** W13: the longest preset shorter than the view's period, if any. */
export function shorterRange(search: StatsSearch): StatsRange | undefined {
  const days =
    search.from && search.to
      ? (Date.parse(search.to) - Date.parse(search.from)) / 86_400_000 + 1
      : (RANGE_DAYS.find(([r]) => r === (search.range ?? DEFAULT_RANGE))?.[1] ?? Infinity)
  return RANGE_DAYS.find(([, d]) => d < days)?.[0]
}
