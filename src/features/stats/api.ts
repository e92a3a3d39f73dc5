import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { statsResponse } from '@contract/stats'
import { ApiError, request } from '@/lib/api-client'
import { routeSupport } from '@/lib/route-support'

/** W3: GET /stats is ours only; the live service's 404 turns the period tools off for the session. */
export const statsSupport = routeSupport('')

/** A 404 naming `scope` is an unknown or foreign scope of a service that has /stats; any other 404 means it has none. */
export function isMissingStats(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && !/\bscope\b/i.test(error.message)
}

export function noteStatsError(error: unknown) {
  if (isMissingStats(error)) statsSupport.note(error)
}

export const statsQueries = {
  all: () => ['stats'] as const,
  view: (params: Record<string, string>) =>
    queryOptions({
      queryKey: [...statsQueries.all(), params],
      queryFn: ({ signal }) =>
        request('/stats', statsResponse, { query: params, signal }).then(
          (answer) => answer.data,
          (error: unknown) => {
            noteStatsError(error)
            throw error
          },
        ),
      placeholderData: keepPreviousData,
    }),
}
