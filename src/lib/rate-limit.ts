import { useSyncExternalStore } from 'react'
import { useNow } from './use-now'

export interface RateLimitState {
  limit: number | null
  remaining: number | null
  resetAt: number | null
  /** Set by a 429: until then queries wait and mutations are refused without a request. */
  pausedUntil: number | null
}

const EMPTY: RateLimitState = { limit: null, remaining: null, resetAt: null, pausedUntil: null }
const FALLBACK_PAUSE_S = 30
const MAX_PAUSE_S = 3600

let state = EMPTY
let pauseTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function update(next: Partial<RateLimitState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export const getRateLimit = () => state
export function subscribeRateLimit(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
export const useRateLimit = () => useSyncExternalStore(subscribeRateLimit, getRateLimit)
export function resetRateLimit() {
  clearTimeout(pauseTimer)
  update(EMPTY)
}

const byAccount = new Map<string, RateLimitState>()
let owner: string | null = null

// Each account has its own window and pause; answers seen with no account in use are the sign-in's, so its account's.
export function switchRateLimit(account: string | null) {
  if (account === owner) return
  if (owner) byAccount.set(owner, state)
  const signingIn = owner === null
  owner = account
  clearTimeout(pauseTimer)
  const next = (account && byAccount.get(account)) || (signingIn && account ? state : EMPTY)
  update(next)
  if (next.pausedUntil) armPause(next.pausedUntil)
}

function intHeader(headers: Headers, name: string): number | null {
  const raw = headers.get(name)
  if (raw === null || raw.trim() === '') return null
  const n = Number(raw)
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : null
}

// SPEC says only "a timestamp": ours sends Unix seconds; milliseconds and small seconds-from-now are accepted too.
function resetToMs(value: number, now: number): number {
  if (value > 1e12) return value
  if (value > 1e9) return value * 1000
  return now + value * 1000
}

export function recordRateHeaders(headers: Headers, now = Date.now()) {
  const limit = intHeader(headers, 'X-RateLimit-Limit')
  const remaining = intHeader(headers, 'X-RateLimit-Remaining')
  const reset = intHeader(headers, 'X-RateLimit-Reset')
  if (limit === null && remaining === null && reset === null) return
  update({
    limit: limit ?? state.limit,
    remaining: remaining ?? state.remaining,
    resetAt: reset === null ? state.resetAt : resetToMs(reset, now),
  })
}

export function recordRateLimited(retryAfterSeconds: number | null, now = Date.now()) {
  const untilReset = state.resetAt !== null && state.resetAt > now ? Math.ceil((state.resetAt - now) / 1000) : null
  const seconds = Math.min(MAX_PAUSE_S, Math.max(1, retryAfterSeconds ?? untilReset ?? FALLBACK_PAUSE_S))
  const pausedUntil = now + seconds * 1000
  update({ pausedUntil, remaining: 0 })
  armPause(pausedUntil)
}

function armPause(pausedUntil: number) {
  clearTimeout(pauseTimer)
  pauseTimer = setTimeout(() => endPause(pausedUntil), Math.min(2 ** 31 - 1, Math.max(0, pausedUntil - Date.now())))
}

/** A pause lasts until the window resets (Retry-After), so its end is a full window, not "0 left". */
function endPause(pausedUntil: number) {
  if (state.pausedUntil !== pausedUntil) return
  update({ pausedUntil: null, remaining: state.limit, resetAt: null })
}

export interface Allowance {
  limit: number
  remaining: number
  resetIn: number | null
  paused: boolean
}

export function allowanceAt({ limit, remaining, resetAt, pausedUntil }: RateLimitState, now: number): Allowance | null {
  if (limit === null || remaining === null) return null
  const secondsTo = (at: number) => Math.max(0, Math.ceil((at - now) / 1000))
  if (pausedUntil !== null && pausedUntil > now) return { limit, remaining: 0, resetIn: secondsTo(pausedUntil), paused: true }
  if (resetAt !== null && resetAt <= now) return { limit, remaining: limit, resetIn: null, paused: false }
  return { limit, remaining: Math.min(remaining, limit), resetIn: resetAt === null ? null : secondsTo(resetAt), paused: false }
}

export function pauseRemaining(now = Date.now()): number {
  return state.pausedUntil === null ? 0 : Math.max(0, state.pausedUntil - now)
}

export function waitForPause(signal?: AbortSignal): Promise<void> {
  const wait = pauseRemaining()
  if (wait === 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const done = () => {
      signal?.removeEventListener('abort', abort)
      resolve(waitForPause(signal))
    }
    const timer = setTimeout(done, wait)
    const abort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    if (signal?.aborted) return abort()
    signal?.addEventListener('abort', abort, { once: true })
  })
}

/** Resolves when a write would be sent again (no rate-limit pause): the seam for "send when the limit allows". */
export const whenAllowed = (signal?: AbortSignal) => waitForPause(signal)

export function usePauseSeconds(): number {
  const { pausedUntil } = useRateLimit()
  const now = useNow(pausedUntil !== null)
  return pausedUntil === null ? 0 : Math.max(0, Math.ceil((pausedUntil - now) / 1000))
}
