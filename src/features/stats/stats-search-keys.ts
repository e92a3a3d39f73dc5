import type { StatsSearch } from './stats-search'

const KEYS = ['range', 'from', 'to', 'interval', 'tz', 'compare', 'country', 'device', 'browser', 'os', 'referrer', 'language', 'source']

/**
 * W1: the routes' validateSearch, in every page's first load, so only the keys and their types; the values
 * are checked by `statsSearch` in the statistics page's own chunk before any use.
 */
export const statsSearchKeys = (search: Record<string, unknown>) =>
  Object.fromEntries(KEYS.filter((k) => ['string', 'number', 'boolean'].includes(typeof search[k])).map((k) => [k, search[k]])) as {
    [K in keyof StatsSearch]?: unknown
  }
