import { useSyncExternalStore } from 'react'

// This tab's API requests, for the API console: method, path (the key is a header, never here), status,
// time taken and what each cost against the rate limit. Kept in memory only: gone when the tab closes.

export interface LoggedRequest {
  id: number
  at: number
  method: string
  /** The path under the base URL, with its query string. */
  path: string
  baseUrl: string
  /** 0: the API could not be reached; null: refused in the dashboard during a rate-limit pause, never sent. */
  status: number | null
  ms: number
  /** The JSON body sent, for "Copy as curl"; `binary` for an upload. */
  body?: unknown
  binary?: { name: string; type: string }
  /** Requests left in the window after this answer, when the API said. */
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
export const useRequestLog = () => useSyncExternalStore(subscribe, () => entries)

/** A POSIX shell word: single quotes, with each ' closed, escaped and reopened. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

/** The same request from a terminal; the key is `$API_KEY`, so a copied command never holds it. */
export function curlOf({ method, baseUrl, path, body, binary }: Pick<LoggedRequest, 'method' | 'baseUrl' | 'path' | 'body' | 'binary'>): string {
  const url = baseUrl.replace(/\/+$/, '') + path
  const parts = ['curl']
  if (method !== 'GET') parts.push('-X', method)
  parts.push(shellQuote(url), '-H', '"Authorization: Bearer $API_KEY"', '-H', shellQuote('Accept: application/json'))
  if (body !== undefined) parts.push('-H', shellQuote('Content-Type: application/json'), '--data-raw', shellQuote(JSON.stringify(body)))
  if (binary)
    parts.push('-H', shellQuote(`Content-Type: ${binary.type || 'application/octet-stream'}`), '--data-binary', shellQuote(`@${binary.name}`))
  return parts.join(' ')
}
