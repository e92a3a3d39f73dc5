import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { statsQueries, statsSupport } from './api'
import { FILTERS, statsSearch, type StatsSearch } from './stats-search'
import { browserTimeZone, statsParams } from './stats-view'

// W2: a burst of changes (three chips clicked, a zone scrolled through) sends one request.
const DEBOUNCE_MS = 400
const STATS_KEYS = ['range', 'from', 'to', 'interval', 'tz', 'compare', ...FILTERS]

function useDebounced<T>(value: T, key: string, ms: number): T {
  const [debounced, setDebounced] = useState({ value, key })
  useEffect(() => {
    if (key === debounced.key) return
    const timer = setTimeout(() => setDebounced({ value, key }), ms)
    return () => clearTimeout(timer)
  }, [value, key, ms, debounced.key])
  return debounced.value
}

export function useStatsView(scope: string) {
  const raw = useSearch({ strict: false }) as Record<string, unknown>
  const search = useMemo(() => statsSearch(raw), [raw])
  const zone = search.tz ?? browserTimeZone()
  const params = useMemo(() => statsParams(scope, search, zone), [scope, search, zone])
  const debounced = useDebounced(params, JSON.stringify(params), DEBOUNCE_MS)
  const supported = statsSupport.useSupported()
  const query = useQuery({ ...statsQueries.view(debounced), enabled: supported })
  const navigate = useNavigate()
  const update = (change: (search: StatsSearch) => StatsSearch) =>
    void navigate({
      to: '.',
      resetScroll: false,
      search: ((prev: Record<string, unknown>) => {
        const kept = Object.fromEntries(Object.entries(prev).filter(([k]) => !STATS_KEYS.includes(k)))
        return { ...kept, ...change(statsSearch(prev)) }
      }) as never,
    })
  return { search, zone, supported, query, update, pending: debounced !== params && JSON.stringify(debounced) !== JSON.stringify(params) }
}
