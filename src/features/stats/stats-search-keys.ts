import type { StatsSearch } from './stats-search'

const KEYS = ['range', 'from', 'to', 'interval', 'tz', 'compare', 'country', 'device', 'browser', 'os', 'referrer', 'language', 'source']

/** W1: the routes' validateSearch is in every first load, so keys and types only; `statsSearch` checks values in its own chunk. */
export const statsSearchKeys = (search: Record<string, unknown>) =>
  Object.fromEntries(KEYS.filter((k) => ['string', 'number', 'boolean'].includes(typeof search[k])).map((k) => [k, search[k]])) as {
    [K in keyof StatsSearch]?: unknown
  }
