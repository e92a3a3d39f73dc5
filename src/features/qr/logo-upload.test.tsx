// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { signIn, signOut } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { LogoUpload } from './logo-upload'

const fetchMock = vi.fn<typeof fetch>()
const onUploaded = vi.fn()
const LABEL = 'Or upload a logo (optional)'
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const choose = (file: File) => fireEvent.change(screen.getByLabelText(LABEL), { target: { files: [file] } })
const png = (size: number) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' })

let service = 0
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:logo' }))
  fetchMock.mockReset()
  onUploaded.mockReset()
  // Each test its own service: what one learns about a service (no upload route) is kept per base URL.
  signIn({ baseUrl: `https://s${++service}.example.com/api`, apiKey: 'a-test-api-key' }, false)
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LogoUpload onUploaded={onUploaded} />
    </QueryClientProvider>,
  )
})
afterEach(() => {
  cleanup()
  signOut()
})

it('sends the chosen image and hands the answer’s reference to the form', async () => {
  fetchMock.mockResolvedValue(answer(200, { error: 0, logo: 'qr-logo/abcdef1234.png' }))
  choose(png(100))
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('qr-logo/abcdef1234.png', 'blob:logo'))
  expect(String(fetchMock.mock.calls[0]![0])).toBe(`https://s${service}.example.com/api/qr/logo`)
  expect(await screen.findByText('logo.png is uploaded and will be drawn when you save.')).toBeTruthy()
})

it('refuses an image over 500 kB before sending it', async () => {
  choose(png(500_001))
  expect((await screen.findByRole('alert')).textContent).toBe('logo.png is larger than 500 kB: choose a smaller image.')
  expect(fetchMock).not.toHaveBeenCalled()
})

it('shows the server’s refusal as a sentence', async () => {
  fetchMock.mockResolvedValue(answer(400, { error: 1, message: 'logo is not usable: it is not a PNG or JPEG image.' }))
  choose(png(10))
  expect((await screen.findByRole('alert')).textContent).toBe('The logo is not usable: it is not a PNG or JPEG image.')
  expect(onUploaded).not.toHaveBeenCalled()
})

it('is no longer offered once the service answers that it has no such route', async () => {
  fetchMock.mockResolvedValue(answer(404, { error: 1, message: 'This API endpoint does not exist.' }))
  choose(png(10))
  await waitFor(() => expect(screen.queryByLabelText(LABEL)).toBeNull())
  expect(onUploaded).not.toHaveBeenCalled()
})
