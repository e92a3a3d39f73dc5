// @vitest-environment jsdom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { DomainView } from '@contract/domains'
import type { Page } from '@contract/envelope'
import { signIn, signOut } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { domainQueries, useCreateDomain, useDeleteDomain, useVerifyDomain } from './api'

const fetchMock = vi.fn<typeof fetch>()
const domain = (id: number): DomainView => ({ id, domain: `https://d${id}.example.test`, redirectroot: '', redirect404: '' })
const pageOf = (currentpage: number, ids: number[], result: number): Page<DomainView> => {
  const maxpage = Math.ceil(result / 2)
  return { items: ids.map(domain), result, perpage: 2, currentpage, maxpage, hasNext: currentpage < maxpage }
}
const key = (page: number) => domainQueries.list({ page, limit: 2 }).queryKey

let queryClient: QueryClient
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  signIn({ baseUrl: 'http://api.test/api', apiKey: 'a-test-api-key' }, false)
  queryClient = createQueryClient()
})
afterEach(() => signOut())

it('puts a new domain at the head of the cached first page without asking the server again', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 0, id: 9 })))
  queryClient.setQueryData(key(1), pageOf(1, [3, 2], 3))
  queryClient.setQueryData(key(2), pageOf(2, [1], 3))
  const { result } = renderHook(() => useCreateDomain(), { wrapper })
  await act(() => result.current.mutateAsync({ domain: 'HTTPS://New.Example.test/', redirectroot: 'https://example.test/' }))
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(queryClient.getQueryData(key(1))).toEqual({
    ...pageOf(1, [9, 3], 4),
    items: [{ id: 9, domain: 'https://new.example.test', redirectroot: 'https://example.test/', redirect404: '' }, domain(3)],
  })
  expect(queryClient.getQueryState(key(1))?.isInvalidated).toBe(false)
  expect(queryClient.getQueryState(key(2))?.isInvalidated).toBe(true)
})

it('drops a deleted domain from the last page; a page that others would move up into is refetched', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 0, message: 'Domain has been deleted successfully.' })))
  queryClient.setQueryData(key(1), pageOf(1, [3, 2], 3))
  queryClient.setQueryData(key(2), pageOf(2, [1], 3))
  const { result } = renderHook(() => useDeleteDomain(), { wrapper })
  await act(() => result.current.mutateAsync(1))
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(queryClient.getQueryData(key(2))).toEqual(pageOf(2, [], 2))
  expect(queryClient.getQueryState(key(2))?.isInvalidated).toBe(false)
  expect(queryClient.getQueryState(key(1))?.isInvalidated).toBe(true)
})

it('reads the first page again after an add when the service reports domain states, for the new record to show', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 0, id: 9 })))
  queryClient.setQueryData(key(1), { ...pageOf(1, [3], 1), items: [{ ...domain(3), status: 'verified' }] })
  const { result } = renderHook(() => useCreateDomain(), { wrapper })
  await act(() => result.current.mutateAsync({ domain: 'new.example.test' }))
  expect(queryClient.getQueryState(key(1))?.isInvalidated).toBe(true)
})

it('puts the answer of "Check now" into the cached row', async () => {
  const verified = { ...domain(3), status: 'verified' }
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 0, data: verified })))
  queryClient.setQueryData(key(1), { ...pageOf(1, [3], 1), items: [{ ...domain(3), status: 'pending', verification: [{ type: 'TXT', name: '_linkdash.d3.example.test', value: 't' }] }] })
  const { result } = renderHook(() => useVerifyDomain(), { wrapper })
  await act(() => result.current.mutateAsync(3))
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(String(fetchMock.mock.calls[0]![0])).toBe('http://api.test/api/domain/3/verify')
  expect(queryClient.getQueryData<Page<DomainView>>(key(1))?.items[0]).toMatchObject({ id: 3, status: 'verified' })
})
