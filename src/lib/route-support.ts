import { useSyncExternalStore } from 'react'
import { ApiError } from '@/lib/api-client'
import { getSession } from '@/lib/auth'

/** D26d, D41: a route beyond SPEC answered by a 404 other than `notFound` is missing; remembered per API base URL. */
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
