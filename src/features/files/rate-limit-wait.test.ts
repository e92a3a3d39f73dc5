import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordRateHeaders, recordRateLimited, resetRateLimit } from '@/lib/rate-limit'
import { waitForRateLimit } from './rate-limit-wait'

const meter = (remaining: number, resetInSeconds: number) =>
  recordRateHeaders(new Headers({ 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': String(remaining), 'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + resetInSeconds) }))

beforeEach(() => {
  vi.useFakeTimers()
  resetRateLimit()
})
afterEach(() => {
  vi.useRealTimers()
  resetRateLimit()
})

describe('waitForRateLimit', () => {
  it('goes at once while requests are left', async () => {
    meter(3, 40)
    const onWait = vi.fn()
    await waitForRateLimit(new AbortController().signal, onWait)
    expect(onWait).not.toHaveBeenCalled()
  })

  it('waits for the window to reset when none is left, instead of provoking a 429', async () => {
    meter(0, 10)
    const onWait = vi.fn()
    let done = false
    void waitForRateLimit(new AbortController().signal, onWait).then(() => (done = true))
    expect(onWait.mock.calls[0]![0]).toBeGreaterThan(Date.now() + 9_000)
    await vi.advanceTimersByTimeAsync(9_000)
    expect(onWait).toHaveBeenCalledTimes(1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(done).toBe(true)
  })

  it('waits out a 429 pause', async () => {
    recordRateLimited(5)
    const onWait = vi.fn()
    let done = false
    void waitForRateLimit(new AbortController().signal, onWait).then(() => (done = true))
    expect(onWait).toHaveBeenCalledWith(Date.now() + 5_000)
    await vi.advanceTimersByTimeAsync(4_000)
    expect([onWait.mock.calls.length, done]).toEqual([1, false])
    await vi.advanceTimersByTimeAsync(1_500)
    expect(done).toBe(true)
  })

  it('stops waiting when the upload is canceled', async () => {
    meter(0, 30)
    const controller = new AbortController()
    const waiting = waitForRateLimit(controller.signal, () => {})
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' })
  })
})
