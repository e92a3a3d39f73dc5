// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { CampaignView } from '@contract/campaigns'
import type { Page } from '@contract/envelope'
import { signIn, signOut } from '@/lib/auth'
import { campaignQueries, useAssignLink } from './api'
import { CampaignTable } from './campaign-table'

const WARNING = 'No links to rotate: visitors of this rotator get “not found”. Add a link that has not expired.'
const campaign = (id: number, name: string, more: Partial<CampaignView>): CampaignView => ({
  id,
  name,
  public: true,
  rotator: `http://api.test/r/c-${id}`,
  list: `http://api.test/u/demo/c/${id}`,
  livelinks: 1,
  ...more,
})
const rowOf = (name: string) => screen.getAllByRole('row').find((r) => within(r).queryAllByText(name).length > 0)!

afterEach(() => {
  cleanup()
  signOut()
})

/** The name links to the campaign's page: the table needs a router around it. */
async function renderInRouter(ui: ReactNode) {
  const root = createRootRoute({ component: () => ui })
  const page = createRoute({ getParentRoute: () => root, path: '/campaigns/$id', component: () => null })
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  await screen.findByRole('table')
}

it('shows each campaign’s links and clicks when the service counts them (X2), and links its name to its page', async () => {
  await renderInRouter(<CampaignTable rows={[campaign(1, 'Spring', { links: 12, clicks: 3400 })]} actions={() => <td />} />)
  expect(screen.getByRole('columnheader', { name: 'Links' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Spring' }).getAttribute('href')).toBe('/campaigns/1?page=1&limit=15')
  expect(within(rowOf('Spring')).getAllByText('3,400').length).toBeGreaterThan(0)
})

it('has no count columns against the live service', async () => {
  await renderInRouter(<CampaignTable rows={[campaign(1, 'Spring', {})]} actions={() => <td />} />)
  expect(screen.queryByRole('columnheader', { name: 'Links' })).toBeNull()
})

it('warns on a campaign whose rotator has no live links, and only there', async () => {
  await renderInRouter(
    <CampaignTable
      rows={[
        campaign(1, 'Empty', { livelinks: 0 }),
        campaign(2, 'Busy', { livelinks: 3 }),
        campaign(3, 'No rotator', { livelinks: 0, rotator: false }),
        campaign(4, 'Live service', { livelinks: null }),
      ]}
      actions={() => <td />}
    />,
  )
  // Twice: the addresses are in the name cell on a phone and in their own column on a desktop.
  expect(within(rowOf('Empty')).getAllByText(WARNING)).toHaveLength(2)
  for (const name of ['Busy', 'No rotator', 'Live service']) expect(within(rowOf(name)).queryByText(WARNING)).toBeNull()
})

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  signIn({ baseUrl: 'http://api.test/api', apiKey: 'k' }, false)
})

it('counts a live link moved in, and out of the campaign it left, but not an expired one', async () => {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ error: 0, message: 'Link successfully added to the campaign.' })))
  const queryClient = new QueryClient()
  const key = campaignQueries.list({ page: 1, limit: 15 }).queryKey
  const items = [campaign(1, 'Empty', { livelinks: 0 }), campaign(2, 'Last one', { livelinks: 1 }), campaign(3, 'Live service', { livelinks: null })]
  const page = { items, result: 3, perpage: 15, currentpage: 1, maxpage: 1, hasNext: false } as Page<CampaignView>
  queryClient.setQueryData(key, page)
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  const { result } = renderHook(() => useAssignLink(), { wrapper })
  const livelinks = () => queryClient.getQueryData<Page<CampaignView>>(key)!.items.map((c) => c.livelinks)

  await act(() => result.current.mutateAsync({ campaignId: 1, linkId: 5, live: false, from: 2 }))
  expect(livelinks()).toEqual([0, 1, null])
  await act(() => result.current.mutateAsync({ campaignId: 1, linkId: 6, live: true, from: 2 }))
  expect(livelinks()).toEqual([1, 0, null])
  await act(() => result.current.mutateAsync({ campaignId: 3, linkId: 6, live: true, from: 1 }))
  expect(livelinks()).toEqual([0, 0, null])
  expect(fetchMock).toHaveBeenCalledTimes(3)
})
