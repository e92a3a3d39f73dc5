// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { signOut } from '@/lib/auth'
import { resetRateLimit } from '@/lib/rate-limit'
import { KEY_REFUSED, SignInForm } from './sign-in-form'

const fetchMock = vi.fn<typeof fetch>()
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
const ACCOUNT = { error: 0, data: { id: 1, email: 'demo@example.com', username: 'demo', avatar: '', status: true, trial: false, expires: null, registered: '2026-01-01 00:00:00' } }
const onSignedIn = vi.fn()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  onSignedIn.mockReset()
  resetRateLimit()
  render(<SignInForm onSignedIn={onSignedIn} />)
  fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'a-test-api-key' } })
})
afterEach(() => {
  cleanup()
  signOut()
})

it('says a refused key was not accepted, not that none was sent', async () => {
  fetchMock.mockResolvedValueOnce(answer(401, { error: 1, message: 'A valid API key is required to use this service.' }))
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  expect((await screen.findByRole('alert')).textContent).toBe(KEY_REFUSED)
})

it('counts a rate-limit pause down and signs in by itself when it ends', async () => {
  fetchMock.mockResolvedValueOnce(answer(429, { error: 1, message: 'Too many requests. Try again in 1 seconds.' }, { 'Retry-After': '1' }))
  fetchMock.mockResolvedValueOnce(answer(200, ACCOUNT))
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  expect((await screen.findByRole('status')).textContent).toMatch(/rate limit is reached: signing in again by itself in 1 second\./)
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1), { timeout: 4000 })
  expect(fetchMock).toHaveBeenCalledTimes(2)
})
