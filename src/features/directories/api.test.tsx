// @vitest-environment jsdom
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { DirectoryView } from '@contract/directories'
import type { Page } from '@contract/envelope'
import { signIn, signOut } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import type { DirectoryItemView } from '@contract/directories'
import { directoryQueries, useAssignItem, useCreateDirectory, useStarDirectory } from './api'
import { linkItemRow, qrItemRow } from './directory-item-row'

const fetchMock = vi.fn<typeof fetch>()
const evergreen: DirectoryView = { id: 2, name: 'Evergreen', description: '', color: '#22c55e', starred: false }
const page: Page<DirectoryView> = { items: [evergreen], result: 1, perpage: 15, currentpage: 1, maxpage: 1, hasNext: false }
const listKey = directoryQueries.list({ page: 1, limit: 15 }).queryKey

let queryClient: QueryClient
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
const cachedStar = () => queryClient.getQueryData<Page<DirectoryView>>(listKey)?.items[0]?.starred

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  signIn({ baseUrl: 'http://api.test/api', apiKey: 'a-test-api-key' }, false)
  queryClient = createQueryClient()
  queryClient.setQueryData(listKey, page)
})
afterEach(() => signOut())

it('stars at once in every cached page and sends only {starred}', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 0, message: 'Directory has been updated successfully.' })))
  const { result } = renderHook(() => useStarDirectory(), { wrapper })
  act(() => result.current.mutate({ id: 2, starred: true }))
  await waitFor(() => expect(cachedStar()).toBe(true))
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  expect(cachedStar()).toBe(true)
  expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/api/directory/2/update')
  expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ starred: true })
})

it('puts the star back when the server refuses', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 1, message: 'The database is down.' }), { status: 500 }))
  const { result } = renderHook(() => useStarDirectory(), { wrapper })
  act(() => result.current.mutate({ id: 2, starred: true }))
  await waitFor(() => expect(result.current.isError).toBe(true))
  expect(cachedStar()).toBe(false)
})

it('a new directory heads the cached first page, from the answer, and touches no other cache', async () => {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ error: 0, id: 9, name: 'New', description: '', color: '#64748b', starred: false })),
  )
  queryClient.setQueryData(['pixels', 'list', { page: 1, limit: 15 }], page)
  queryClient.setQueryData(directoryQueries.items(1, { page: 1, limit: 15 }).queryKey, { ...page, items: [] })
  const { result } = renderHook(() => useCreateDirectory(), { wrapper })
  await act(() => result.current.mutateAsync({ name: 'New' }))
  const first = queryClient.getQueryData<Page<DirectoryView>>(listKey)
  expect(first?.items.map((d) => d.id)).toEqual([9, 2])
  expect(first?.items[0]).toMatchObject({ name: 'New', color: '#64748b', starred: false })
  expect(first?.result).toBe(2)
  expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false)
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(queryClient.getQueryState(['pixels', 'list', { page: 1, limit: 15 }])?.isInvalidated).toBe(false)
  expect(queryClient.getQueryState(directoryQueries.items(1, { page: 1, limit: 15 }).queryKey)?.isInvalidated).toBe(false)
})

const assigned = () => fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 0, message: 'Item successfully added to the directory.' })))
const itemsKey = directoryQueries.items(1, { page: 1, limit: 15 }).queryKey
const pricing: DirectoryItemView = { type: 'links', id: 4, title: 'Pricing page', preview: 'https://acme.test/pricing', link: 'https://go.test/pricing', date: '2026-11-01' }

it('an added item heads the directory’s first page from what was picked: one request, no refetch', async () => {
  assigned()
  queryClient.setQueryData(itemsKey, { ...page, items: [pricing] })
  const { result } = renderHook(() => useAssignItem(), { wrapper })
  const faq = linkItemRow({ id: 8, title: 'FAQ', longurl: 'https://acme.test/faq', shorturl: 'https://go.test/faq', date: '2026-11-20 10:00:00' } as never)
  await act(() => result.current.mutateAsync({ directoryId: 1, type: 'links', itemId: 8, row: faq }))
  const first = queryClient.getQueryData<Page<DirectoryItemView>>(itemsKey)
  expect(first?.items).toEqual([{ type: 'links', id: 8, title: 'FAQ', preview: 'https://acme.test/faq', link: 'https://go.test/faq', date: '2026-11-20' }, pricing])
  expect(first?.result).toBe(2)
  expect(queryClient.getQueryState(itemsKey)?.isInvalidated).toBe(false)
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/api/directory/1/assign/links/8')
})

it('a bio page, known only by its id, marks the directory’s pages for a refetch', async () => {
  assigned()
  queryClient.setQueryData(itemsKey, { ...page, items: [pricing] })
  const { result } = renderHook(() => useAssignItem(), { wrapper })
  await act(() => result.current.mutateAsync({ directoryId: 1, type: 'bio', itemId: 3 }))
  expect(queryClient.getQueryState(itemsKey)?.isInvalidated).toBe(true)
})

it('a QR code’s row is read again at once, so the directory shows its short link, not "—"', async () => {
  const menu = { type: 'qr', id: 5, title: 'Menu', preview: 'https://go.test/qr/abc.png', link: 'https://go.test/s/abc', date: '2026-11-20' }
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 0, message: 'Item successfully added to the directory.' })))
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 0, data: { result: 2, perpage: 15, currentpage: 1, nextpage: null, maxpage: 1, items: [menu, pricing] } })))
  queryClient.setQueryData(itemsKey, { ...page, items: [pricing] })
  const { result } = renderHook(() => [useAssignItem(), useQuery(directoryQueries.items(1, { page: 1, limit: 15 }))] as const, { wrapper })
  const row = qrItemRow({ id: 5, name: 'Menu', link: 'https://go.test/qr/abc.png', scans: 0, date: '2026-11-20 10:00:00' })
  await act(() => result.current[0].mutateAsync({ directoryId: 1, type: 'qr', itemId: 5, row }))
  await waitFor(() => expect(result.current[1].data?.items[0]?.link).toBe('https://go.test/s/abc'))
  expect(fetchMock).toHaveBeenCalledTimes(2)
})
