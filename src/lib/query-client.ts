import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'
import { isConnectionError } from './connection'
import { pauseRemaining } from './rate-limit'

const MAX_RATE_LIMIT_RETRIES = 3

/** Retry a read after a 429 (the fetch wrapper waits out the pause), once after a network or server fault, never after a 4xx. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return failureCount < 1
  if (error.isRateLimit) return failureCount < MAX_RATE_LIMIT_RETRIES
  return (error.status === 0 || error.status >= 500) && failureCount < 1
}

export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.isRateLimit) return pauseRemaining()
  return Math.min(1000 * 2 ** failureCount, 8000)
}

/** Only a read that failed because the server or the network was down is tried again on focus or reconnect. */
export const refetchAfterOutage = (query: { state: { status: string; error: unknown } }) => (query.state.status === 'error' && isConnectionError(query.state.error) ? 'always' : false)

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // At 30 requests a minute every refetch counts: data stays fresh for a minute, window focus and
      // reconnect refetch only what an outage broke, and failed mutations are never retried silently.
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: refetchAfterOutage,
        refetchOnReconnect: refetchAfterOutage,
        retry: shouldRetryQuery,
        retryDelay,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
