// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useNow } from './use-now'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

it('reads the clock at once when it starts, not from when it was mounted', async () => {
  const mounted = Date.now()
  const { result, rerender } = renderHook(({ active }) => useNow(active), { initialProps: { active: false } })
  await act(() => vi.advanceTimersByTimeAsync(10_000))
  expect(result.current).toBe(mounted)
  rerender({ active: true })
  await act(() => vi.advanceTimersByTimeAsync(0))
  expect(result.current).toBe(mounted + 10_000)
  await act(() => vi.advanceTimersByTimeAsync(1_000))
  expect(result.current).toBe(mounted + 11_000)
})
