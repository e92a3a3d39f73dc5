import type { StatsFilter, StatsInterval, StatsRange } from '@contract/stats'

// W1: checked plainly, not with zod (zod is not in the entry chunk), by the page before any use.
export const RANGES = ['24h', '7d', '30d', '90d', '12m', 'all'] as const satisfies readonly StatsRange[]
export const INTERVALS = ['hour', 'day', 'week', 'month'] as const satisfies readonly StatsInterval[]
export const FILTERS = ['country', 'device', 'browser', 'os', 'referrer', 'language', 'source'] as const satisfies readonly StatsFilter[]
export const DEFAULT_RANGE: StatsRange = '30d'
const DAY = /^\d{4}-\d{2}-\d{2}$/
const MAX_VALUES = 50

/** The statistics view in the address bar; absent keys are the defaults (30 days, the server's interval, the viewer's zone). */
export type StatsSearch = {
  range?: StatsRange
  from?: string
  to?: string
  interval?: StatsInterval
  tz?: string
  compare?: boolean
} & Partial<Record<StatsFilter, string>>

export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const oneOf = <T>(values: readonly T[], value: unknown): T | undefined =>
  (values as readonly unknown[]).includes(value) ? (value as T) : undefined

export function filterValues(raw: unknown): string[] {
  if (typeof raw !== 'string' && typeof raw !== 'number') return []
  const values = String(raw).split(',').map((v) => v.trim()).filter((v) => v.length > 0 && v.length <= 255)
  return [...new Set(values)].slice(0, MAX_VALUES)
}

/** The route's `validateSearch`: a bad value is dropped; custom dates need both ends in order. */
export function statsSearch(search: Record<string, unknown>): StatsSearch {
  const out: StatsSearch = {}
  const { from, to } = search
  if (typeof from === 'string' && typeof to === 'string' && DAY.test(from) && DAY.test(to) && from <= to) {
    out.from = from
    out.to = to
  } else {
    const range = oneOf(RANGES, search.range)
    if (range && range !== DEFAULT_RANGE) out.range = range
  }
  const interval = oneOf(INTERVALS, search.interval)
  if (interval) out.interval = interval
  if (isTimeZone(search.tz)) out.tz = search.tz
  if (search.compare === true || search.compare === 'true') out.compare = true
  for (const name of FILTERS) {
    const values = filterValues(search[name])
    if (values.length > 0) out[name] = values.join(',')
  }
  return out
}
