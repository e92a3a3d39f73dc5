// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { FileSearch } from './file-search'

let view: ReturnType<typeof render>
/** As the page does: a search sets the URL's term, which comes back as `value`. */
const onSearch = vi.fn((term: string) => showUrl(term))
const showUrl = (term: string) => view.rerender(<FileSearch value={term} onSearch={onSearch} />)
const box = () => screen.getByRole('searchbox', { name: 'Search files by name' }) as HTMLInputElement
const type = (value: string) => fireEvent.change(box(), { target: { value } })

beforeEach(() => {
  vi.useFakeTimers()
  onSearch.mockClear()
  view = render(<FileSearch value="" onSearch={onSearch} />)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

it('searches once typing pauses, with the term trimmed', () => {
  type('rep')
  act(() => vi.advanceTimersByTime(200))
  type('report ')
  act(() => vi.advanceTimersByTime(299))
  expect(onSearch).not.toHaveBeenCalled()
  act(() => vi.advanceTimersByTime(1))
  expect(onSearch).toHaveBeenCalledExactlyOnceWith('report')
})

it('keeps a trailing space being typed when its search lands in the URL', () => {
  type('q3 ')
  act(() => vi.advanceTimersByTime(300))
  expect(box().value).toBe('q3 ')
  type('q3 report')
  act(() => vi.advanceTimersByTime(300))
  expect(onSearch).toHaveBeenLastCalledWith('q3 report')
})

it('shows the URL’s term when the URL changes by itself (back button)', () => {
  act(() => showUrl('invoice'))
  expect(box().value).toBe('invoice')
  act(() => vi.advanceTimersByTime(1000))
  expect(onSearch).not.toHaveBeenCalled()
})
