// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import type * as JobManager from './job-manager'
import type { MatchingQuery } from './matching'
import { SelectionBar } from './selection-bar'
import { useSelection } from './selection'

const started = vi.hoisted(() => [] as unknown[][])
vi.mock('./job-manager', async (original) => ({
  ...(await original<typeof JobManager>()),
  startJob: (...args: unknown[]) => void started.push(args),
}))

// jsdom has no modal dialogs: the confirmation opens as a plain open dialog.
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.open = true
}

const ROWS = [1, 2, 3].map((id) => ({ id, name: `Link ${id}` }))

function Harness({ query, total }: { query: MatchingQuery; total: number }) {
  const selection = useSelection('link')
  return (
    <>
      <button type="button" onClick={() => selection.setAll(ROWS, true)}>
        page
      </button>
      <button type="button" onClick={() => selection.toggle(ROWS[0]!)}>
        one
      </button>
      <SelectionBar selection={selection} resource="links" nouns="links" archive="archive" matching={{ query, total, pageIds: ROWS.map((r) => r.id) }} />
    </>
  )
}
const show = (query: MatchingQuery, total: number) => (
  <QueryClientProvider client={createQueryClient()}>
    <Harness query={query} total={total} />
  </QueryClientProvider>
)

afterEach(() => {
  cleanup()
  started.length = 0
})

it('offers all N only when the whole page is selected and the list is longer, and acts on the query', () => {
  const view = render(show({ q: 'spring' }, 40))
  fireEvent.click(screen.getByText('one'))
  expect(screen.getByText('1 link selected')).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Select all 40 links' })).toBeNull()
  fireEvent.click(screen.getByText('page'))
  fireEvent.click(screen.getByRole('button', { name: 'Select all 40 links' }))
  expect(screen.getByRole('status').textContent).toBe('All 40 links selected')
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear selection' }))

  fireEvent.click(screen.getByRole('button', { name: 'Archive' }))
  expect(screen.getByText(/^This will send 41 requests\./)).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Archive all 40 links' }))
  expect(started).toEqual([['links.matching', 'Archive all 40 links', [{ read: { q: 'spring' }, page: 1 }], { action: { kind: 'links.archive', extra: undefined } }]])
  view.unmount()
})

it('never offers all when the page is the whole list, and drops "all" when the query changes', () => {
  const view = render(show({ q: 'spring' }, 3))
  fireEvent.click(screen.getByText('page'))
  expect(screen.getByText('3 links selected')).toBeTruthy()
  expect(screen.queryByRole('button', { name: /Select all/ })).toBeNull()

  view.rerender(show({ q: 'spring' }, 40))
  fireEvent.click(screen.getByRole('button', { name: 'Select all 40 links' }))
  expect(screen.getByText('All 40 links selected')).toBeTruthy()
  view.rerender(show({ q: 'summer' }, 40))
  expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull()
})

it('a row box leaves "all": the rest of the page stays selected', () => {
  render(show({}, 40))
  fireEvent.click(screen.getByText('page'))
  fireEvent.click(screen.getByRole('button', { name: 'Select all 40 links' }))
  fireEvent.click(screen.getByText('one'))
  expect(screen.getByText('2 links selected')).toBeTruthy()
})
