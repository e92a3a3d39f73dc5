// @vitest-environment jsdom
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { pageSearch } from '@/lib/paging'
import { Pager } from './pager'

afterEach(cleanup)

function renderPager(page: { currentpage: number; maxpage: number; result: number }) {
  const root = createRootRoute()
  const list = createRoute({
    getParentRoute: () => root,
    path: '/',
    validateSearch: pageSearch,
    component: () => <Pager page={{ ...page, hasNext: page.currentpage < page.maxpage }} limit={15} />,
  })
  const router = createRouter({ routeTree: root.addChildren([list]), history: createMemoryHistory({ initialEntries: ['/?page=2'] }) })
  render(<RouterProvider router={router} />)
}

it('offers every move from a middle page', async () => {
  renderPager({ currentpage: 2, maxpage: 3, result: 40 })
  expect(await screen.findByText('page 2 of 3 · 40 items')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/?page=3&limit=15')
  expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/?page=1&limit=15')
  expect(screen.getByRole('link', { name: 'Last page' }).getAttribute('href')).toBe('/?page=3&limit=15')
})

it('decides "has next" by currentpage < maxpage', async () => {
  renderPager({ currentpage: 3, maxpage: 3, result: 40 })
  expect(await screen.findByText('page 3 of 3 · 40 items')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true)
  expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', true)
  expect(screen.getByRole('link', { name: 'First page' })).toBeTruthy()
})
