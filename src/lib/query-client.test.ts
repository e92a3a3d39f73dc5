// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { retryDelay, shouldRetryQuery } from './query-client'
import { recordRateLimited, resetRateLimit } from './rate-limit'

describe('query retries', () => {
  it('retries a rate-limited read a few times, after the pause', () => {
    resetRateLimit()
    recordRateLimited(9)
    const limited = new ApiError(429, 'Too many requests.', 9)
    expect(shouldRetryQuery(0, limited)).toBe(true)
    expect(shouldRetryQuery(3, limited)).toBe(false)
    expect(retryDelay(0, limited)).toBeGreaterThan(8000)
  })

  it('retries a network or server fault once and a refusal never', () => {
    expect(shouldRetryQuery(0, new ApiError(0, 'offline'))).toBe(true)
    expect(shouldRetryQuery(0, new ApiError(503, 'down'))).toBe(true)
    expect(shouldRetryQuery(1, new ApiError(503, 'down'))).toBe(false)
    expect(shouldRetryQuery(0, new ApiError(404, 'Not found.'))).toBe(false)
    expect(shouldRetryQuery(0, new ApiError(401, 'No key.'))).toBe(false)
  })
})
