import { useSyncExternalStore } from 'react'
import { isOffline, isUnreachable, subscribeReachability } from './connection'

// Kept apart from connection.ts so that the sign-in page's code does not carry it.

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export const useOffline = () => useSyncExternalStore(subscribeOnline, isOffline, () => false)

/** Whether the last request could not reach the API, until one gets an answer (issue 40 item 11). */
export const useUnreachable = () => useSyncExternalStore(subscribeReachability, isUnreachable, () => false)

export const OFFLINE_REASON = 'You are offline: nothing can be saved until the connection is back.'
