// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { CampaignView } from '@contract/campaigns'
import { signIn, signOut } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { CampaignForm } from './campaign-form'

const fetchMock = vi.fn<typeof fetch>()
const spring: CampaignView = {
  id: 7,
  name: 'Spring launch',
  public: true,
  rotator: 'http://api.test/r/spring-launch',
  list: 'http://api.test/u/demo/c/7',
  livelinks: 2,
}
const saved = (body: object) =>
  new Response(
    JSON.stringify({ error: 0, id: 7, domain: 'Spring launch', public: true, rotator: false, list: 'http://api.test/u/demo/c/7', ...body }),
  )

function renderForm(campaign?: CampaignView) {
  const onDone = vi.fn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CampaignForm item={campaign} onDone={onDone} onCancel={() => {}} />
    </QueryClientProvider>,
  )
  return onDone
}
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } })
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as unknown

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  signIn({ baseUrl: 'https://short.example.com/api', apiKey: 'a-test-api-key' }, false)
})
afterEach(() => {
  cleanup()
  signOut()
})

it('shows the rotator URL of the slug as it is typed, on the origin of the API base URL', async () => {
  renderForm()
  expect(screen.getByText('none. Type a slug to get one.')).toBeTruthy()
  type('Rotator slug', 'Summer')
  expect(await screen.findByText('appears once the slug is valid.')).toBeTruthy()
  type('Rotator slug', 'summer-26')
  expect((await screen.findByTestId('rotator-preview')).textContent).toBe('https://short.example.com/r/summer-26')
})

it('leaves an empty name and slug out of a new campaign', async () => {
  fetchMock.mockResolvedValue(saved({ id: 8, domain: 'Campaign 8' }))
  const onDone = renderForm()
  fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }))
  await waitFor(() => expect(onDone).toHaveBeenCalled())
  expect(sentBody()).toEqual({ public: false })
})

it('sends the slug of an edited campaign only when it changed, and "" to remove the rotator', async () => {
  fetchMock.mockImplementation(async () => saved({}))
  const onDone = renderForm(spring)
  expect(screen.getByLabelText('Rotator slug')).toHaveProperty('value', 'spring-launch')
  type('Name', 'Spring launch 2026')
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
  expect(sentBody()).toEqual({ name: 'Spring launch 2026', public: true })

  type('Rotator slug', '')
  expect(await screen.findByText('none. Leave the slug empty to remove the rotator.')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2))
  expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({ name: 'Spring launch 2026', public: true, slug: '' })
})

it("puts the server's refusal of a slug on the slug field and keeps what was typed", async () => {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ error: 1, message: 'slug is already taken by another campaign.' }), { status: 409 }),
  )
  renderForm()
  type('Name', 'Copycat')
  type('Rotator slug', 'spring-launch')
  fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }))
  const slug = screen.getByLabelText('Rotator slug')
  await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'))
  expect(screen.getByText(/slug is already taken by another campaign\./).id).toBe(slug.getAttribute('aria-describedby')?.split(' ').pop())
  expect(slug).toHaveProperty('value', 'spring-launch')
  expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Copycat')
})
