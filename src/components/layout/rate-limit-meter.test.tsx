// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { connectionFailed, connectionWorked } from '@/lib/connection'
import { recordRateHeaders, recordRateLimited, resetRateLimit } from '@/lib/rate-limit'
import { RateLimitMeter } from './rate-limit-meter'

beforeEach(() => {
  vi.useFakeTimers()
  resetRateLimit()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const meter = () => screen.getByRole('meter', { name: 'API requests left this minute' })

it('says what is left in words, with a tooltip that says when the count starts again', () => {
  act(() => recordRateHeaders(new Headers({ 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '29', 'X-RateLimit-Reset': '60' })))
  render(<RateLimitMeter />)
  expect(meter().getAttribute('aria-valuenow')).toBe('29')
  expect(meter().getAttribute('aria-valuetext')).toBe('29 of 30 requests left this minute')
  expect(meter().textContent).toContain('29 of 30')
  expect(meter().textContent).not.toContain('/')
  expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe(
    'The API allows 30 requests a minute. 29 of 30 requests left this minute. The count starts again in 60 seconds.',
  )
})

it('says a pause is on, and is a full window again when it ends, not "0 of 30"', () => {
  act(() => recordRateHeaders(new Headers({ 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '35' })))
  act(() => recordRateLimited(35))
  render(<RateLimitMeter />)
  expect(meter().getAttribute('aria-valuenow')).toBe('0')
  expect(screen.getByRole('tooltip', { hidden: true }).textContent).toContain('Saving is paused; loading resumes in 35 seconds.')
  act(() => vi.advanceTimersByTime(35_000))
  expect(meter().getAttribute('aria-valuetext')).toBe('30 of 30 requests left this minute')
  expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe('The API allows 30 requests a minute. 30 of 30 requests left this minute.')
})

it('shows nothing before the API has told the limit', () => {
  render(<RateLimitMeter />)
  expect(screen.queryByRole('meter', { hidden: true })).toBeNull()
})

it('is greyed and says its count is old while the API cannot be reached', () => {
  act(() => recordRateHeaders(new Headers({ 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '30', 'X-RateLimit-Reset': '60' })))
  render(<RateLimitMeter />)
  expect(meter().hasAttribute('data-stale')).toBe(false)
  act(() => connectionFailed())
  expect(meter().hasAttribute('data-stale')).toBe(true)
  expect(screen.getByRole('tooltip', { hidden: true }).textContent).toContain('The API cannot be reached now: this count is from its last answer.')
  act(() => connectionWorked())
  expect(meter().hasAttribute('data-stale')).toBe(false)
})
