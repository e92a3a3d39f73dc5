// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { signIn, signOut } from '@/lib/auth'
import { bioQueries, bioSupport } from './api'

const fetchMock = vi.fn<typeof fetch>()
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
let service = 0
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  signIn({ baseUrl: `https://s${++service}.example.com/api`, apiKey: 'a-test-api-key' }, false)
})
afterEach(() => signOut())

it('learns from a 404 on GET /bio that the service has no bio pages, for that API only (E5)', async () => {
  fetchMock.mockResolvedValueOnce(answer(404, { error: 1, message: 'This API endpoint does not exist.' }))
  await expect(new QueryClient().fetchQuery(bioQueries.list({ page: 1, limit: 15 }))).rejects.toThrow()
  expect(bioSupport.supported()).toBe(false)
  signIn({ baseUrl: `https://s${++service}.example.com/api`, apiKey: 'a-test-api-key' }, false)
  expect(bioSupport.supported()).toBe(true)
})

it('takes a page’s own “not found” as that page missing, not the feature', async () => {
  fetchMock.mockResolvedValueOnce(answer(404, { error: 1, message: 'Bio page not found.' }))
  await expect(new QueryClient().fetchQuery(bioQueries.detail(7))).rejects.toThrow('Bio page not found.')
  expect(bioSupport.supported()).toBe(true)
  expect(String(fetchMock.mock.calls[0]![0])).toBe(`https://s${service}.example.com/api/bio/7`)
})
