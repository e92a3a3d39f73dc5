import { useSyncExternalStore } from 'react'
import { getSession } from '@/lib/auth'

// D26d: file changes are beyond SPEC; a 404 other than "File not found." means the service lacks them.
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
