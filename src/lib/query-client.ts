import { QueryClient, onlineManager } from '@tanstack/react-query'
import { ApiError } from './api-client'
import { clearRequestLog } from './api-log'
import { getSession, isNewSignIn, subscribeSession } from './auth'
import { isConnectionError, isOffline } from './connection'
import type * as PersistCache from './persist-cache'
import { pauseRemaining, switchRateLimit } from './rate-limit'

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
export const refetchAfterOutage = (query: { state: { status: string; error: unknown } }) =>
  query.state.status === 'error' && isConnectionError(query.state.error) ? 'always' : false

export function createQueryClient() {
  // TanStack starts online whatever the browser says: a page loaded offline pauses its reads instead of failing them.
  onlineManager.setOnline(!isOffline())
  return new QueryClient({
    defaultOptions: {
      // At 30 requests a minute every refetch counts: fresh for a minute, focus and reconnect refetch only what an outage broke.
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

let persister: Promise<typeof PersistCache> | undefined

/** Restores the account's saved reads once (the authed pages wait for it), then keeps them saved; a failure restores nothing. */
export function restorePersistedCache(client: QueryClient, signedIn = false): Promise<unknown> {
  if (!getSession() && !persister) return Promise.resolve()
  persister ??= import('./persist-cache')
  return persister.then((m) => m.syncPersistedCache(client, signedIn)).catch(() => undefined)
}

/** Each account sees only its own reads: another account cancels and drops the last one's, takes its own rate limit and restores its reads. */
export function watchAccounts(client: QueryClient) {
  let shown = getSession()?.id ?? null
  switchRateLimit(shown)
  if (shown !== null) void restorePersistedCache(client, isNewSignIn())
  return subscribeSession(() => {
    const id = getSession()?.id ?? null
    if (id !== shown) {
      // The requests a sign-in made (its key check) belong to the account it signed in to.
      const signingIn = shown === null
      shown = id
      void client.cancelQueries()
      client.clear()
      switchRateLimit(id)
      if (!signingIn) clearRequestLog()
    }
    void restorePersistedCache(client, isNewSignIn())
  })
}
