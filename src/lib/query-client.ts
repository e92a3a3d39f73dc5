import { QueryClient, onlineManager } from '@tanstack/react-query'
import { ApiError } from './api-client'
import { getSession, getSessionUser, subscribeSession } from './auth'
import { isConnectionError, isOffline } from './connection'
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
  // TanStack starts online whatever the browser says: a page loaded offline pauses its reads (and
  // keeps what the cache restored) instead of failing them.
  onlineManager.setOnline(!isOffline())
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

/** The account a saved cache belongs to: the API and the user name, never the key (as bulk jobs). */
export function cacheAccount(): string | null {
  const session = getSession()
  const user = getSessionUser()
  return session && user ? `${session.baseUrl.replace(/\/+$/, '')}|${user.username}` : null
}

let persisting: { account: string; ready: Promise<(() => void) | undefined> } | null = null

/**
 * Restores the signed-in account's saved reads once (the authed pages wait for it), then keeps them
 * saved; the persister comes in its own chunk. A failure only means nothing is restored.
 */
export function restorePersistedCache(client: QueryClient, signedIn = false): Promise<unknown> {
  const account = cacheAccount()
  if (!account) return Promise.resolve()
  if (persisting?.account === account) return persisting.ready
  stopPersisting()
  const current = () => ({ account: cacheAccount(), apiKey: getSession()?.apiKey ?? '' })
  const ready = import('./persist-cache').then((m) => m.persistQueries(client, account, current, { restore: !signedIn })).catch(() => undefined)
  persisting = { account, ready }
  return ready
}

function stopPersisting() {
  void persisting?.ready.then((stop) => stop?.())
  persisting = null
}

/**
 * Signing out or an expired key deletes that account's saved reads. Signing in starts from nothing:
 * a snapshot left by a session that ended with the browser is dropped, not shown.
 */
export function watchPersistedCache(client: QueryClient) {
  return subscribeSession(() => {
    const account = cacheAccount()
    if (persisting && persisting.account !== account) {
      const ended = persisting.account
      stopPersisting()
      if (!getSession()) void import('./persist-cache').then((m) => m.clearCache(ended)).catch(() => undefined)
    }
    if (account && !persisting) void restorePersistedCache(client, true)
  })
}
