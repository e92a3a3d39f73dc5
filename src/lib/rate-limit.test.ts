import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  allowanceAt,
  getRateLimit,
  pauseRemaining,
  recordRateHeaders,
  recordRateLimited,
  resetRateLimit,
  subscribeRateLimit,
  switchRateLimit,
  waitForPause,
  whenAllowed,
} from './rate-limit'

const NOW = 1_800_000_000_000
const headers = (h: Record<string, string>) => new Headers(h)

beforeEach(() => resetRateLimit())
afterEach(() => vi.useRealTimers())

describe('rate-limit store', () => {
  it('records limit, remaining and a reset given in Unix seconds', () => {
    recordRateHeaders(headers({ 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '12', 'X-RateLimit-Reset': '1800000042' }), NOW)
    expect(getRateLimit()).toMatchObject({ limit: 30, remaining: 12, resetAt: NOW + 42_000 })
  })

  it('also reads a reset in milliseconds or in seconds from now', () => {
    recordRateHeaders(headers({ 'X-RateLimit-Reset': String(NOW + 5000) }), NOW)
    expect(getRateLimit().resetAt).toBe(NOW + 5000)
    recordRateHeaders(headers({ 'X-RateLimit-Reset': '25' }), NOW)
    expect(getRateLimit().resetAt).toBe(NOW + 25_000)
  })

  it('ignores answers without rate headers and tells listeners about the rest', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeRateLimit(listener)
    recordRateHeaders(headers({}), NOW)
    expect(listener).not.toHaveBeenCalled()
    recordRateHeaders(headers({ 'X-RateLimit-Remaining': '3' }), NOW)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('pauses for Retry-After, or until the window resets when there is none', () => {
    recordRateLimited(10, NOW)
    expect(getRateLimit()).toMatchObject({ pausedUntil: NOW + 10_000, remaining: 0 })
    recordRateHeaders(headers({ 'X-RateLimit-Reset': '1800000033' }), NOW)
    recordRateLimited(null, NOW)
    expect(getRateLimit().pausedUntil).toBe(NOW + 33_000)
  })

  it('lets waiters go when the pause ends, and an abort stops the wait', async () => {
    vi.useFakeTimers()
    recordRateLimited(2)
    expect(pauseRemaining()).toBe(2000)
    const done = vi.fn()
    void waitForPause().then(done)
    const controller = new AbortController()
    const aborted = waitForPause(controller.signal)
    controller.abort(new DOMException('Left the page', 'AbortError'))
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' })
    await vi.advanceTimersByTimeAsync(1999)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2)
    expect(done).toHaveBeenCalled()
    expect(pauseRemaining()).toBe(0)
  })
})

describe('after a pause', () => {
  it('the window is full again, not "0 left", and listeners hear it', () => {
    vi.useFakeTimers()
    recordRateHeaders(headers({ 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '1', 'X-RateLimit-Reset': '35' }))
    recordRateLimited(35)
    expect(allowanceAt(getRateLimit(), Date.now())).toEqual({ limit: 30, remaining: 0, resetIn: 35, paused: true })
    const listener = vi.fn()
    const unsubscribe = subscribeRateLimit(listener)
    vi.advanceTimersByTime(35_000)
    expect(listener).toHaveBeenCalled()
    expect(getRateLimit()).toMatchObject({ pausedUntil: null, remaining: 30 })
    expect(allowanceAt(getRateLimit(), Date.now())).toEqual({ limit: 30, remaining: 30, resetIn: null, paused: false })
    unsubscribe()
  })

  it('a window whose reset has passed reads as full before the next answer says so', () => {
    recordRateHeaders(headers({ 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '4', 'X-RateLimit-Reset': '10' }), NOW)
    expect(allowanceAt(getRateLimit(), NOW + 9_000)).toEqual({ limit: 30, remaining: 4, resetIn: 1, paused: false })
    expect(allowanceAt(getRateLimit(), NOW + 10_000)).toEqual({ limit: 30, remaining: 30, resetIn: null, paused: false })
    expect(allowanceAt(EMPTY_STATE, NOW)).toBeNull()
  })

  it('whenAllowed resolves when writes would be sent again', async () => {
    vi.useFakeTimers()
    await expect(whenAllowed()).resolves.toBeUndefined()
    recordRateLimited(5)
    const sent = vi.fn()
    void whenAllowed().then(sent)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(sent).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_001)
    expect(sent).toHaveBeenCalled()
  })
})

const EMPTY_STATE = { limit: null, remaining: null, resetAt: null, pausedUntil: null }

describe('per account', () => {
  it('each account has its own window and pause, kept for when it comes back', async () => {
    vi.useFakeTimers()
    switchRateLimit('a')
    recordRateHeaders(new Headers({ 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '4' }))
    recordRateLimited(20)
    switchRateLimit('b')
    expect(getRateLimit()).toEqual({ limit: null, remaining: null, resetAt: null, pausedUntil: null })
    expect(pauseRemaining()).toBe(0)
    recordRateHeaders(new Headers({ 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '59' }))
    switchRateLimit('a')
    expect(getRateLimit()).toMatchObject({ limit: 30, remaining: 0 })
    expect(pauseRemaining()).toBeGreaterThan(19_000)
    vi.advanceTimersByTime(21_000)
    expect(getRateLimit()).toMatchObject({ pausedUntil: null, remaining: 30 })
    switchRateLimit('b')
    expect(getRateLimit()).toMatchObject({ limit: 60, remaining: 59 })
    switchRateLimit(null)
    vi.useRealTimers()
  })

  it('keeps what the sign-in saw for the account it signed in to, and nothing for the next one after signing out', () => {
    switchRateLimit(null)
    recordRateHeaders(new Headers({ 'X-RateLimit-Limit': '10', 'X-RateLimit-Remaining': '9' }))
    switchRateLimit('signed-in')
    expect(getRateLimit()).toMatchObject({ limit: 10, remaining: 9 })
    switchRateLimit(null)
    expect(getRateLimit().limit).toBeNull()
    switchRateLimit('another')
    expect(getRateLimit().limit).toBeNull()
    switchRateLimit(null)
  })
})
