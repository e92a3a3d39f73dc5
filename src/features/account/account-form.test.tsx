// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { signIn, signOut } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { AccountForm } from './account-form'

const account = { id: 1, email: 'demo@example.com', username: 'demo', avatar: '', status: 'pro', expires: null, registered: '2026-01-01 00:00:00' }
const fetchMock = vi.fn<typeof fetch>()

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AccountForm account={account} />
    </QueryClientProvider>,
  )
}
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  signIn({ baseUrl: 'http://api.test/api', apiKey: 'k' }, false)
})
afterEach(() => {
  cleanup()
  signOut()
})

it('shows a refused email on the email field and keeps what was typed', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 1, message: 'email is already used by another account.' }), { status: 409 }))
  renderForm()
  type('Email', 'taken@example.com')
  save()
  const email = screen.getByLabelText('Email')
  await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
  // Beside its field the message says the field's label, not the API's field name (issue 14, #19).
  expect(screen.getByText('Email is already used by another account.').id).toBe(email.getAttribute('aria-describedby'))
  expect(email).toHaveProperty('value', 'taken@example.com')
  expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ email: 'taken@example.com' })
})

it('shows a message about no field above the form', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 1, message: 'The server had a problem.' }), { status: 500 }))
  renderForm()
  type('New password', 'long-enough-1')
  type('Confirm new password', 'long-enough-1')
  save()
  expect((await screen.findByRole('alert')).textContent).toContain('The server had a problem.')
  expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ password: 'long-enough-1' })
})

it('checks the confirmation before anything is sent', async () => {
  renderForm()
  type('New password', 'long-enough-1')
  type('Confirm new password', 'long-enough-2')
  save()
  expect(await screen.findByText('The two passwords do not match.')).toBeTruthy()
  expect(fetchMock).not.toHaveBeenCalled()
})
