import { useSyncExternalStore } from 'react'
import { ApiError } from '@/lib/api-client'
import { getSession } from '@/lib/auth'

/** Something the current API may lack (an extension), remembered per API base URL for the session. */
export function supportFlag() {
  const unsupported = new Set<string>()
  const listeners = new Set<() => void>()
  const baseUrl = () => getSession()?.baseUrl ?? ''
  const supported = () => !unsupported.has(baseUrl())
  return {
    supported,
    lacking() {
      if (unsupported.has(baseUrl())) return
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

/** D26d, D41: a route beyond SPEC answered by a 404 other than `notFound` is missing. */
export function routeSupport(notFound: string) {
  const { supported, lacking, useSupported } = supportFlag()
  return {
    supported,
    note(error: unknown) {
      if (error instanceof ApiError && error.status === 404 && error.message !== notFound) lacking()
    },
    useSupported,
  }
}
