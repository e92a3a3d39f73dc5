// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { connectionWorked, isChunkError, isConnectionError, retryDelayMs, useAutoRetry } from './connection'
import { refetchAfterOutage } from './query-client'

beforeEach(() => {
  vi.useFakeTimers()
  connectionWorked()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('what an outage is', () => {
  it('a server or network that cannot be reached, or a route chunk that did not arrive', () => {
    expect(isConnectionError(new ApiError(0, 'Cannot reach the API.'))).toBe(true)
    expect(isConnectionError(new ApiError(503, 'Down.'))).toBe(true)
    expect(isConnectionError(new ApiError(500, 'A bug.'))).toBe(false)
    expect(isConnectionError(new ApiError(404, 'Not found.'))).toBe(false)
    const chunk = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/app/assets/pixels-abc.js')
    expect(isChunkError(chunk)).toBe(true)
    expect(isConnectionError(chunk)).toBe(true)
    expect(isChunkError(new Error('Unable to preload CSS for /app/assets/x.css'))).toBe(true)
    expect(isChunkError(new Error('Something else'))).toBe(false)
  })

  it('only a read broken by an outage is fetched again on focus or reconnect', () => {
    const client = new QueryClient()
    const query = client.getQueryCache().build(client, { queryKey: ['x'] })
    expect(refetchAfterOutage(query)).toBe(false)
    query.setState({ status: 'error', error: new ApiError(0, 'offline') })
    expect(refetchAfterOutage(query)).toBe('always')
    query.setState({ status: 'error', error: new ApiError(404, 'Not found.') })
    expect(refetchAfterOutage(query)).toBe(false)
  })
})

describe('useAutoRetry', () => {
  it('tries again after growing waits, and at once on focus and on online', async () => {
    const retry = vi.fn(() => Promise.resolve())
    const { result } = renderHook(() => useAutoRetry(retry))
    expect(result.current).toBe(Date.now() + 2000)
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(retry).toHaveBeenCalledTimes(1)
    expect(result.current).toBe(Date.now() + 4000)
    await act(() => vi.advanceTimersByTimeAsync(3999))
    expect(retry).toHaveBeenCalledTimes(1)
    await act(async () => {
      window.dispatchEvent(new Event('focus'))
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(retry).toHaveBeenCalledTimes(2)
    await act(async () => {
      window.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(retry).toHaveBeenCalledTimes(3)
    expect(result.current).toBe(Date.now() + 15_000)
  })

  it('starts with the shortest wait again once the server answered, and stops when unmounted', async () => {
    expect(retryDelayMs(0)).toBe(2000)
    expect(retryDelayMs(99)).toBe(30_000)
    const retry = vi.fn(() => Promise.reject(new Error('still down')))
    const { result, unmount } = renderHook(() => useAutoRetry(retry))
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(result.current).toBe(Date.now() + 4000)
    connectionWorked()
    await act(() => vi.advanceTimersByTimeAsync(4000))
    expect(result.current).toBe(Date.now() + 4000)
    unmount()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(retry).toHaveBeenCalledTimes(2)
  })
})
