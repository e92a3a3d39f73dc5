// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { signIn, signOut } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { OverlayForm } from './overlay-form'

const fetchMock = vi.fn<typeof fetch>()
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } })
const preview = () => (screen.getByTitle('Preview of the overlay') as HTMLIFrameElement).getAttribute('srcdoc') ?? ''

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  signIn({ baseUrl: 'https://short.example.com/api', apiKey: 'a-test-api-key' }, false)
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OverlayForm onDone={() => {}} onCancel={() => {}} />
    </QueryClientProvider>,
  )
})
afterEach(() => {
  cleanup()
  signOut()
})

it("shows the chosen type's fields and previews the visitor's page with every string escaped", async () => {
  expect(screen.getByLabelText('Background colour')).toBeTruthy()
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'coupon' } })
  await waitFor(() => expect(screen.queryByLabelText('Background colour')).toBeNull())
  type('Heading', 'A <b>gift</b>')
  type('Coupon code', 'SAVE10')
  await waitFor(() => expect(preview()).toContain('<code id="coupon-code">SAVE10</code>'))
  expect(preview()).toContain('<h2>A &#60;b&#62;gift&#60;/b&#62;</h2>')
  expect(preview()).not.toContain('<script')
})

it("refuses a bad colour with the contract's message, before sending", async () => {
  type('Name', 'Sale')
  type('Text', 'Half price')
  type('Background colour', '#fff')
  fireEvent.click(screen.getByRole('button', { name: 'Add overlay' }))
  expect(await screen.findByText(/must be a colour like #1e90ff \(# and six hex digits\)/)).toBeTruthy()
  expect(fetchMock).not.toHaveBeenCalled()
})

it('gives each type its own button label: none on a message, Send on a contact form, unless one was written', async () => {
  const label = () => (screen.getByLabelText('Button label') as HTMLInputElement).value
  expect(label()).toBe('')
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'contact' } })
  await waitFor(() => expect(label()).toBe('Send'))
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'newsletter' } })
  await waitFor(() => expect(label()).toBe('Subscribe'))
  type('Button label', 'Join us')
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'contact' } })
  await waitFor(() => expect(screen.getByLabelText('Heading')).toBeTruthy())
  expect(label()).toBe('Join us')
})

it('offers a colour picker beside each colour, editing the same value', async () => {
  fireEvent.input(screen.getByLabelText('Pick the background colour'), { target: { value: '#ff0000' } })
  await waitFor(() => expect((screen.getByLabelText('Background colour', { exact: true }) as HTMLInputElement).value).toBe('#ff0000'))
  type('Background colour', '#00FF00')
  await waitFor(() => expect((screen.getByLabelText('Pick the background colour') as HTMLInputElement).value).toBe('#00ff00'))
})
