import { z } from 'zod'
import { DAY } from './fields.ts'

// X1 (EXTENSIONS.md): GET /stats, statistics over any period, interval, filters and scope.

export const STATS_SCOPE_KINDS = ['link', 'qr', 'bio', 'campaign', 'directory', 'domain'] as const
export type StatsScopeKind = (typeof STATS_SCOPE_KINDS)[number]
export const STATS_RANGES = ['24h', '7d', '30d', '90d', '12m', 'all'] as const
export type StatsRange = (typeof STATS_RANGES)[number]
export const STATS_INTERVALS = ['hour', 'day', 'week', 'month'] as const
export type StatsInterval = (typeof STATS_INTERVALS)[number]
export const STATS_DEVICES = ['desktop', 'mobile', 'tablet'] as const
export type StatsDevice = (typeof STATS_DEVICES)[number]
export const STATS_SOURCES = ['link', 'scan'] as const
export type StatsSource = (typeof STATS_SOURCES)[number]
export const STATS_FILTERS = ['country', 'device', 'browser', 'os', 'referrer', 'language', 'source'] as const
export type StatsFilter = (typeof STATS_FILTERS)[number]
export const STATS_MAX_BUCKETS = 1000
export const STATS_TOP = 50
export const STATS_FILTER_VALUES_MAX = 50

export const STATS_SCOPE = /^(?:account|(?:link|qr|bio|campaign|directory|domain):[1-9]\d{0,14})$/
export type StatsScope = 'account' | `${StatsScopeKind}:${number}`

// Hostile by default (X1 bad input): values are names and hosts, so quotes, markup and SQL are refused.
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} .+_-]{0,99}$/u
const FILTER_RULES: Record<StatsFilter, { rule: RegExp; message: string }> = {
  country: { rule: /^(?:[A-Z]{2}|unknown)$/, message: 'must be ISO country codes (DE) or unknown' },
  device: { rule: /^(?:desktop|mobile|tablet)$/, message: 'must be desktop, mobile or tablet' },
  browser: { rule: NAME, message: 'must be names of letters, digits, spaces and . + _ - (up to 100)' },
  os: { rule: NAME, message: 'must be names of letters, digits, spaces and . + _ - (up to 100)' },
  referrer: { rule: /^(?:direct|[a-z0-9.:[\]-]{1,255})$/i, message: 'must be hosts (google.com) or direct' },
  language: { rule: /^(?:[a-z]{2}|unknown)$/, message: 'must be 2-letter language codes or unknown' },
  source: { rule: /^(?:link|scan)$/, message: 'must be link or scan' },
}

/** A comma list (OR within one filter); empty items are dropped, duplicates merged. */
function filterList(name: StatsFilter) {
  const { rule, message } = FILTER_RULES[name]
  return z
    .string()
    .transform((raw) => [...new Set(raw.split(',').map((v) => v.trim()).filter(Boolean))])
    .refine((values) => values.length > 0, `${name} must name at least one value`)
    .refine((values) => values.length <= STATS_FILTER_VALUES_MAX, `${name} takes at most ${STATS_FILTER_VALUES_MAX} values`)
    .refine((values) => values.every((v) => rule.test(v)), `${name} ${message}`)
    .optional()
}

/** The query parameters as strings in, typed out; the zone, period order and bucket count are checked by the server. */
export const statsQuery = z.object({
  scope: z.string({ error: 'scope is required' }).regex(STATS_SCOPE, 'scope must be account or kind:id (link, qr, bio, campaign, directory, domain)'),
  from: z.string().regex(DAY, 'from must be a date YYYY-MM-DD').optional(),
  to: z.string().regex(DAY, 'to must be a date YYYY-MM-DD').optional(),
  range: z.enum(STATS_RANGES, { error: `range must be one of ${STATS_RANGES.join(', ')}` }).optional(),
  interval: z.enum(STATS_INTERVALS, { error: `interval must be one of ${STATS_INTERVALS.join(', ')}` }).optional(),
  tz: z.string().min(1, 'tz must be an IANA zone name').max(64, 'tz must be an IANA zone name').optional(),
  compare: z.literal('previous', { error: 'compare must be previous' }).optional(),
  country: filterList('country'),
  device: filterList('device'),
  browser: filterList('browser'),
  os: filterList('os'),
  referrer: filterList('referrer'),
  language: filterList('language'),
  source: filterList('source'),
})
export type StatsQueryInput = z.input<typeof statsQuery>
export type StatsQuery = z.output<typeof statsQuery>
export type StatsFilters = Partial<Record<StatsFilter, string[]>>

export function statsSearchParams(query: Omit<StatsQuery, StatsFilter> & { filters?: StatsFilters }): URLSearchParams {
  const params = new URLSearchParams({ scope: query.scope })
  for (const key of ['from', 'to', 'range', 'interval', 'tz', 'compare'] as const) {
    const value = query[key]
    if (value) params.set(key, value)
  }
  for (const name of STATS_FILTERS) {
    const values = query.filters?.[name]
    if (values?.length) params.set(name, values.join(','))
  }
  return params
}

const count = z.number().int().min(0)
const countMap = z.record(z.string(), count)
/** `YYYY-MM-DD` for day, week and month buckets; `YYYY-MM-DD HH:00` for hours, in `tz`. */
export const STATS_BUCKET = /^\d{4}-\d{2}-\d{2}(?: \d{2}:00)?$/
export const statsBucket = z.object({ start: z.string().regex(STATS_BUCKET), clicks: count, uniqueClicks: count })
export type StatsBucket = z.infer<typeof statsBucket>

export const statsPrevious = z.object({
  from: z.string().regex(DAY),
  to: z.string().regex(DAY),
  clicks: count,
  uniqueClicks: count,
  timeline: z.array(statsBucket),
})
export type StatsPrevious = z.infer<typeof statsPrevious>

export const statsData = z.object({
  scope: z.string().regex(STATS_SCOPE),
  from: z.string().regex(DAY),
  to: z.string().regex(DAY),
  tz: z.string().min(1),
  interval: z.enum(STATS_INTERVALS),
  clicks: count,
  uniqueClicks: count,
  timeline: z.array(statsBucket),
  countries: countMap,
  referrers: countMap,
  browsers: countMap,
  os: countMap,
  devices: countMap,
  languages: countMap,
  sources: countMap,
  previous: statsPrevious.optional(),
})
export type StatsData = z.infer<typeof statsData>

export const statsResponse = z.object({ error: z.literal(0), data: statsData })
export type StatsResponse = z.infer<typeof statsResponse>
