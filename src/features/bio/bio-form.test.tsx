// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { ALIAS_TAKEN } from '@contract/links'
import { signIn, signOut } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { BioForm } from './bio-form'

const fetchMock = vi.fn<typeof fetch>()
const onSaved = vi.fn()
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const blocks = () => within(screen.getByRole('list', { name: 'Blocks' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
const type = (label: string, value: string, index = 0) => fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } })
const add = (kind: string) => fireEvent.click(screen.getByRole('button', { name: kind }))

// The whole editor renders on each step; a loaded machine needs more than the default 5 s (nothing here is timed).
vi.setConfig({ testTimeout: 30_000 })

let service = 0
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => setTimeout(() => f(0), 0))
  fetchMock.mockReset()
  onSaved.mockReset()
  signIn({ baseUrl: `https://s${++service}.example.com/api`, apiKey: 'a-test-api-key' }, false)
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BioForm domains={[]} onSaved={onSaved} onCancel={() => undefined} />
    </QueryClientProvider>,
  )
})
afterEach(() => {
  cleanup()
  signOut()
})

it('moves blocks with the keyboard buttons, keeps focus on the moved block and says where it went', async () => {
  add('Heading')
  type('Heading', 'First')
  add('Heading')
  type('Heading', 'Second', 1)
  add('Link')
  type('Title', 'Shop')
  expect(blocks()).toEqual(['1. Heading “First”', '2. Heading “Second”', '3. Link “Shop”'])

  fireEvent.click(screen.getByRole('button', { name: 'Move block 1 down' }))
  expect(blocks()).toEqual(['1. Heading “Second”', '2. Heading “First”', '3. Link “Shop”'])
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move block 2 down' })))
  expect(screen.getByText('Heading “First” moved to position 2 of 3.')).toBeTruthy()

  // At the bottom "Move down" is disabled: focus falls to the block's "Move up".
  fireEvent.click(screen.getByRole('button', { name: 'Move block 2 down' }))
  expect(blocks()).toEqual(['1. Heading “Second”', '2. Link “Shop”', '3. Heading “First”'])
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move block 3 up' })))
  expect((screen.getByRole('button', { name: 'Move block 1 up' }) as HTMLButtonElement).disabled).toBe(true)

  expect(within(screen.getByTestId('bio-preview')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Second', 'Shop', 'First'])
})

it('shows the contract’s messages beside each field, a block’s included, and sends nothing', async () => {
  add('Link')
  type('URL', 'javascript:alert(1)')
  type('Button colour', 'blue')
  fireEvent.click(screen.getByRole('button', { name: 'Create bio page' }))
  expect(await screen.findByText('Name must not be empty.')).toBeTruthy()
  expect(screen.getByText('Title must not be empty.')).toBeTruthy()
  expect(screen.getByText('URL must be a full URL starting with http:// or https://.')).toBeTruthy()
  expect(screen.getByLabelText('URL').getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByText('Button colour must be a colour like #1e90ff (# and six hex digits).')).toBeTruthy()
  expect(fetchMock).not.toHaveBeenCalled()
})

it('keeps what was typed when the server refuses, with its message on the field it names', async () => {
  type('Name', 'Ada <3 R&D')
  type('Alias', 'taken')
  add('Image')
  type('Image URL', 'https://example.com/a.png')
  fetchMock.mockResolvedValueOnce(answer(409, { error: 1, message: ALIAS_TAKEN }))
  fireEvent.click(screen.getByRole('button', { name: 'Create bio page' }))
  expect(await screen.findByText(ALIAS_TAKEN)).toBeTruthy()
  expect(screen.getByLabelText('Alias').getAttribute('aria-invalid')).toBe('true')
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada <3 R&D')
  expect((screen.getByLabelText('Alias') as HTMLInputElement).value).toBe('taken')

  fetchMock.mockResolvedValueOnce(answer(400, { error: 1, message: 'blocks, block 1: url must be an address on the public internet.' }))
  // The button reads "Saving…" until the first submit has finished.
  fireEvent.click(await screen.findByRole('button', { name: 'Create bio page' }))
  expect(await screen.findByText('Image URL must be an address on the public internet.')).toBeTruthy()
  expect((screen.getByLabelText('Image URL') as HTMLInputElement).value).toBe('https://example.com/a.png')
  expect(fetchMock).toHaveBeenCalledTimes(2)
  expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toMatchObject({ name: 'Ada <3 R&D', alias: 'taken', blocks: [{ type: 'image', url: 'https://example.com/a.png', link: '' }] })
  expect(onSaved).not.toHaveBeenCalled()
})

it('warns when a theme pair fails WCAG AA, and stops warning once fixed', () => {
  expect(screen.queryByText(/WCAG AA/)).toBeNull()
  type('Text colour', '#777777')
  expect(screen.getByText('Text on the background has a contrast of 4.47:1; WCAG AA asks for at least 4.5:1.')).toBeTruthy()
  type('Text colour', '#767676')
  expect(screen.queryByText(/WCAG AA/)).toBeNull()
})
