// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { signIn, signOut } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { resetRateLimit } from '@/lib/rate-limit'
import { ShortenBox } from './shorten-box'

const fetchMock = vi.fn<typeof fetch>()
const tooMany = () => new Response(JSON.stringify({ error: 1, message: 'Too many requests.' }), { status: 429, headers: { 'Retry-After': '1' } })
const created = () => new Response(JSON.stringify({ error: 0, id: 7, shorturl: 'http://s.test/abc' }))
const LONG = 'https://example.com/a-long-page'

function shorten() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShortenBox />
    </QueryClientProvider>,
  )
  fireEvent.input(screen.getByLabelText('Shorten a URL'), { target: { value: LONG } })
  fireEvent.click(screen.getByRole('button', { name: 'Shorten' }))
}
const notice = () => screen.queryByText(/Not sent: the API’s rate limit is reached/)

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  resetRateLimit()
  signIn({ baseUrl: 'http://api.test/api', apiKey: 'k' }, false)
})
afterEach(() => {
  cleanup()
  signOut()
  resetRateLimit()
})

it('says a refusal during a pause lasts, keeps the URL, and drops the refusal when the pause is over', async () => {
  fetchMock.mockResolvedValueOnce(tooMany())
  shorten()
  expect((await screen.findByRole('alert')).textContent).toMatch(/Saving is paused for 1 more second\./)
  expect(screen.getByLabelText('Shorten a URL')).toHaveProperty('value', LONG)
  expect(screen.queryByText(/Try again in/)).toBeNull()
  await waitFor(() => expect(notice()).toBeNull(), { timeout: 3_000 })
  expect(fetchMock).toHaveBeenCalledTimes(1)
})

it('sends the refused URL once by itself when asked to, after the pause', async () => {
  fetchMock.mockResolvedValueOnce(tooMany()).mockResolvedValueOnce(created())
  shorten()
  fireEvent.click(await screen.findByRole('button', { name: 'Send when the limit allows' }))
  expect(screen.getByText(/Waiting for the rate limit: this will be sent by itself/)).toBeTruthy()
  expect((await screen.findByText('http://s.test/abc', {}, { timeout: 3_000 })).closest('a')?.getAttribute('href')).toBe('http://s.test/abc')
  expect(fetchMock).toHaveBeenCalledTimes(2)
  expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({ url: LONG })
  expect(notice()).toBeNull()
})
