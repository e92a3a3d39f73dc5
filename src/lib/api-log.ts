import { useSyncExternalStore } from 'react'

// This tab's API requests for the API console (the key is a header, never here), in memory only.

export interface LoggedRequest {
  id: number
  at: number
  method: string
  path: string
  baseUrl: string
  /** 0: the API could not be reached; null: refused in the dashboard during a rate-limit pause, never sent. */
  status: number | null
  ms: number
  /** The JSON body sent, for "Copy as curl"; `binary` for an upload. */
  body?: unknown
  binary?: { name: string; type: string }
  remaining: number | null
  limit: number | null
}

const MAX = 300
let entries: LoggedRequest[] = []
let seq = 0
const listeners = new Set<() => void>()

export function logRequest(entry: Omit<LoggedRequest, 'id'>) {
  entries = [{ ...entry, id: ++seq }, ...entries].slice(0, MAX)
  for (const listener of listeners) listener()
}

export function clearRequestLog() {
  entries = []
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
export const getRequestLog = () => entries
export const useRequestLog = () => useSyncExternalStore(subscribe, getRequestLog)
