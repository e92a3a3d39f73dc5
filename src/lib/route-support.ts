import { useSyncExternalStore } from 'react'
import { ApiError } from '@/lib/api-client'
import { getSession } from '@/lib/auth'

/**
 * Routes beyond SPEC (D26d, D41): a service that answers them with a 404 other than `notFound` (the
 * resource's own "… not found.") does not have them, and the page stops offering them, per API base URL.
 */
export function routeSupport(notFound: string) {
  const unsupported = new Set<string>()
  const listeners = new Set<() => void>()
  const baseUrl = () => getSession()?.baseUrl ?? ''
  const supported = () => !unsupported.has(baseUrl())
  return {
    supported,
    /** Call with any error of such a route. */
    note(error: unknown) {
      if (!(error instanceof ApiError) || error.status !== 404 || error.message === notFound) return
      unsupported.add(baseUrl())
      for (const l of listeners) l()
    },
    useSupported: () =>
      useSyncExternalStore((l) => {
        listeners.add(l)
        return () => listeners.delete(l)
      }, supported),
  }
}
