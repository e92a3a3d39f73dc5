import { useEffect, useRef, useState } from 'react'
import { ApiError } from './api-error'

/** Seconds between tries while the server cannot be reached: they grow, so an outage costs little. */
export const RETRY_BACKOFF_S = [2, 4, 8, 15, 30] as const

let failedTries = 0

export const retryDelayMs = (tries = failedTries) => (RETRY_BACKOFF_S[Math.min(tries, RETRY_BACKOFF_S.length - 1)] ?? 30) * 1000

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

export function isChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : ''
  return /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/.test(message)
}

/** A failure that goes away by itself when the server or the network is back. */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504
  return isChunkError(error)
}

/** While mounted, calls `retry` after a growing delay, on focus and on coming online; returns when the next timed try is due. */
export function useAutoRetry(retry: () => Promise<unknown>, enabled = true): number | null {
  const [due, setDue] = useState<number | null>(null)
  const latest = useRef(retry)
  useEffect(() => {
    latest.current = retry
  })
  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let running = false
    let stopped = false
    const schedule = () => {
      const delay = retryDelayMs()
      setDue(Date.now() + delay)
      timer = setTimeout(run, delay)
    }
    const run = async () => {
      if (running || stopped) return
      clearTimeout(timer)
      running = true
      failedTries++
      try {
        await latest.current()
      } catch {
        // The caller's own state shows what failed.
      }
      running = false
      if (!stopped) schedule()
    }
    const runNow = () => void run()
    schedule()
    window.addEventListener('focus', runNow)
    window.addEventListener('online', runNow)
    return () => {
      stopped = true
      clearTimeout(timer)
      window.removeEventListener('focus', runNow)
      window.removeEventListener('online', runNow)
    }
  }, [enabled])
  return enabled ? due : null
}

let unreachable = false
const reachListeners = new Set<() => void>()
function setUnreachable(value: boolean) {
  if (unreachable === value) return
  unreachable = value
  for (const listener of reachListeners) listener()
}

/** Issue 40 item 11: a request that could not connect; the header says so until the API answers again. */
export const isUnreachable = () => unreachable
export function subscribeReachability(listener: () => void) {
  reachListeners.add(listener)
  return () => void reachListeners.delete(listener)
}
export const connectionFailed = () => setUnreachable(true)

/** Any answer from the server ends an outage: the next one starts with the shortest wait. */
export function connectionWorked() {
  failedTries = 0
  setUnreachable(false)
}

const serverAnswers = () =>
  fetch(import.meta.env.BASE_URL, { method: 'HEAD', cache: 'no-store' }).then(
    (res) => res.ok,
    () => false,
  )

/** Imports a failed chunk again; when it still fails while the server answers, a new version replaced it: reload once. */
export async function loadFailedChunk(error: unknown) {
  const url = error instanceof Error ? /https?:\/\/\S+?\.(?:js|css)\b/.exec(error.message)?.[0] : undefined
  if (!url || !url.endsWith('.js')) return
  try {
    await import(/* @vite-ignore */ url)
  } catch (failure) {
    const key = `linkdash.reloaded:${url}`
    if ((await serverAnswers()) && !sessionStorage.getItem(key)) {
      sessionStorage.setItem(key, '1')
      location.reload()
    }
    throw failure
  }
}

// TanStack Router reloads the page once per failed chunk; with the server down that shows the browser's error page,
// so the chunk is marked reloaded and the failure reaches the route's error component, which retries itself.
export function keepChunkErrorsInApp() {
  window.addEventListener('vite:preloadError', (event) => {
    const message = (event as Event & { payload?: unknown }).payload
    if (message instanceof Error) sessionStorage.setItem(`tanstack_router_reload:${message.message}`, '1')
  })
}
