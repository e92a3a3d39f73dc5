// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { Combobox, type ComboOption } from './combobox'

const LINKS: ComboOption[] = [
  { id: 1, label: 'Spring sale', detail: 'https://s.test/spring' },
  { id: 2, label: 'Spring menu', detail: 'https://s.test/menu' },
  { id: 3, label: 'Summer camp', detail: 'https://s.test/camp' },
]
const search = vi.fn(async (q: string) => LINKS.filter((l) => l.label.toLowerCase().includes(q.toLowerCase())))
const source = {
  query: (q: string) => queryOptions({ queryKey: ['links', q], queryFn: () => search(q) }),
  toOptions: (links: ComboOption[]) => links,
}
const onChange = vi.fn()

function Picker() {
  const [value, setValue] = useState<ComboOption | null>(null)
  return (
    <Combobox
      label="Link"
      hint="Search your links."
      noMatch="No links match"
      value={value}
      onChange={(option) => {
        onChange(option)
        setValue(option)
      }}
      source={source}
    />
  )
}

const box = () => screen.getByRole('combobox', { name: 'Link' }) as HTMLInputElement
const key = (k: string) => fireEvent.keyDown(box(), { key: k })
const live = () => document.querySelector('[aria-live="polite"]')!.textContent
async function type(text: string) {
  fireEvent.focus(box())
  fireEvent.change(box(), { target: { value: text } })
  await settle()
}
/** The pause that starts a search, then the query's answer and its batched render. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(300))
  await act(() => vi.advanceTimersByTimeAsync(10))
}

beforeEach(() => {
  vi.useFakeTimers()
  search.mockClear()
  onChange.mockClear()
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Picker />
    </QueryClientProvider>,
  )
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

it('is a collapsed combobox tied to its listbox and hint before anything is typed', () => {
  expect(box().getAttribute('aria-expanded')).toBe('false')
  expect(box().getAttribute('aria-autocomplete')).toBe('list')
  const listbox = document.getElementById(box().getAttribute('aria-controls')!)!
  expect(listbox.getAttribute('role')).toBe('listbox')
  expect(box().getAttribute('aria-describedby')).toBeTruthy()
  expect(box().hasAttribute('aria-activedescendant')).toBe(false)
  expect(search).not.toHaveBeenCalled()
})

it('searches once typing pauses and announces the number of results', async () => {
  fireEvent.focus(box())
  for (const text of ['s', 'sp', 'spr', 'spring']) fireEvent.change(box(), { target: { value: text } })
  expect(live()).toBe('Searching…')
  await settle()
  expect(search).toHaveBeenCalledExactlyOnceWith('spring')
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Spring salehttps://s.test/spring', 'Spring menuhttps://s.test/menu'])
  expect(box().getAttribute('aria-expanded')).toBe('true')
  expect(live()).toBe('2 results')
})

it('answers a word typed again from the cache', async () => {
  await type('spring')
  await type('summer')
  await type('spring')
  expect(search.mock.calls.map(([q]) => q)).toEqual(['spring', 'summer'])
  expect(screen.getAllByRole('option')).toHaveLength(2)
})

it('moves through the options with the arrow keys, wrapping at both ends', async () => {
  await type('spring')
  const [sale, menu] = screen.getAllByRole('option')
  key('ArrowDown')
  expect(box().getAttribute('aria-activedescendant')).toBe(sale!.id)
  expect(sale!.getAttribute('aria-selected')).toBe('true')
  expect(menu!.getAttribute('aria-selected')).toBe('false')
  key('ArrowDown')
  expect(box().getAttribute('aria-activedescendant')).toBe(menu!.id)
  key('ArrowDown')
  expect(box().getAttribute('aria-activedescendant')).toBe(sale!.id)
  key('ArrowUp')
  expect(box().getAttribute('aria-activedescendant')).toBe(menu!.id)
})

it('picks the active option with Enter and closes the list', async () => {
  await type('spring')
  key('ArrowDown')
  key('ArrowDown')
  const enter = fireEvent.keyDown(box(), { key: 'Enter' })
  expect(enter).toBe(false)
  expect(onChange).toHaveBeenCalledExactlyOnceWith(LINKS[1])
  expect(box().value).toBe('Spring menu')
  expect(box().getAttribute('aria-expanded')).toBe('false')
  expect(box().hasAttribute('aria-activedescendant')).toBe(false)
  // Showing the picked label is not a search.
  await settle()
  expect(search).toHaveBeenCalledOnce()
})

it('lets Enter submit the form when no option is active', async () => {
  await type('spring')
  expect(fireEvent.keyDown(box(), { key: 'Enter' })).toBe(true)
  expect(onChange).not.toHaveBeenCalled()
})

it('closes with Escape, then clears the box and the pick with a second Escape', async () => {
  await type('spring')
  key('ArrowDown')
  key('Enter')
  key('ArrowDown')
  expect(box().getAttribute('aria-expanded')).toBe('true')
  key('Escape')
  expect(box().getAttribute('aria-expanded')).toBe('false')
  expect(box().value).toBe('Spring sale')
  key('Escape')
  expect(box().value).toBe('')
  expect(onChange).toHaveBeenLastCalledWith(null)
})

it('picks an option with the mouse', async () => {
  await type('summer')
  fireEvent.click(screen.getByRole('option', { name: /Summer camp/ }))
  expect(onChange).toHaveBeenCalledExactlyOnceWith(LINKS[2])
  expect(box().value).toBe('Summer camp')
})

it('says so when nothing matches', async () => {
  await type('winter')
  expect(screen.queryAllByRole('option')).toHaveLength(0)
  expect(box().getAttribute('aria-expanded')).toBe('false')
  expect(live()).toBe('No links match.')
})
