// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { connectionFailed, connectionWorked } from '@/lib/connection'
import { OfflineBanner } from './offline-banner'

afterEach(() => {
  cleanup()
  connectionWorked()
})

it('says the API cannot be reached from the moment a request failed to connect, until one is answered', () => {
  const client = new QueryClient()
  client.setQueryData(['links'], [])
  render(
    <QueryClientProvider client={client}>
      <OfflineBanner />
    </QueryClientProvider>,
  )
  expect(screen.getByRole('status').textContent).toBe('')
  act(() => connectionFailed())
  expect(screen.getByRole('status').textContent).toMatch(/^The API cannot be reached: showing data from \d\d:\d\d\. Nothing can be saved until it answers/)
  act(() => connectionWorked())
  expect(screen.getByRole('status').textContent).toBe('')
})
