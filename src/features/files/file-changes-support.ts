import { useSyncExternalStore } from 'react'
import { getSession } from '@/lib/auth'

// D26d: changing and deleting files is beyond SPEC. A service that answers those routes with a 404
// that is not "File not found." does not have them: the page then stops offering them.
const unsupported = new Set<string>()
const listeners = new Set<() => void>()
const baseUrl = () => getSession()?.baseUrl ?? ''

export function markFileChangesUnsupported() {
  unsupported.add(baseUrl())
  for (const l of listeners) l()
}

export function fileChangesSupported(): boolean {
  return !unsupported.has(baseUrl())
}

export function useFileChangesSupported(): boolean {
  return useSyncExternalStore((l) => {
    listeners.add(l)
    return () => listeners.delete(l)
  }, fileChangesSupported)
}
