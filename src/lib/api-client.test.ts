// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { messageEnvelopeTolerant } from '@contract/envelope'
import { overlayListTolerant } from '@contract/overlays'
import { ApiError, list, request } from './api-client'
import { getSession, getSignOutReason, signIn, signOut } from './auth'
import { getRateLimit, recordRateLimited, resetRateLimit } from './rate-limit'

const KEY = 'sk_live_secret-key-123'
const session = { baseUrl: 'https://api.example.test/api', apiKey: KEY }
const ok = z.looseObject({ error: z.literal(0) })

function answer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
}
const fetchMock = vi.fn<typeof fetch>()
const lastCall = () => fetchMock.mock.calls.at(-1)!

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  resetRateLimit()
  signIn(session, false)
})
afterEach(() => {
  vi.useRealTimers()
  signOut()
})

describe('request', () => {
  it('sends the key as a Bearer header and a JSON body', async () => {
    fetchMock.mockResolvedValue(answer({ error: 0, message: 'Done.' }))
    await request('/account/update', messageEnvelopeTolerant, { method: 'PUT', json: { email: 'a@b.co' } })
    const [url, init] = lastCall()
    expect(url).toBe('https://api.example.test/api/account/update')
    expect(init?.method).toBe('PUT')
    expect(init?.headers).toMatchObject({ Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' })
    expect(init?.body).toBe('{"email":"a@b.co"}')
  })

  it('sends a raw body for uploads', async () => {
    fetchMock.mockResolvedValue(answer({ error: 0 }))
    const bytes = new Uint8Array([1, 2, 3])
    await request('/files/upload/a.bin', ok, { method: 'POST', body: bytes, query: { name: 'A file', custom: undefined } })
    const [url, init] = lastCall()
    expect(url).toBe('https://api.example.test/api/files/upload/a.bin?name=A+file')
    expect(init?.body).toBe(bytes)
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/octet-stream' })
  })

  it('parses the answer with the tolerant schema, e.g. overlays under "overlay"', async () => {
    fetchMock.mockResolvedValue(
      answer({
        error: '0',
        data: {
          result: '16',
          perpage: 15,
          currentpage: 1,
          nextpage: null,
          maxpage: 2,
          overlay: [{ id: '3', type: 'poll', name: 'Vote', date: '2026-01-02 03:04:05' }],
        },
      }),
    )
    const page = await list('/overlay', overlayListTolerant, { page: 1, limit: 15 })
    expect(lastCall()[0]).toBe('https://api.example.test/api/overlay?page=1&limit=15')
    expect(page).toMatchObject({ result: 16, maxpage: 2, hasNext: true, items: [{ id: 3, type: 'poll' }] })
  })

  it('throws ApiError with the status and message of an HTTP error, and signs out on 401', async () => {
    fetchMock.mockResolvedValue(answer({ error: 1, message: 'A valid API key is required to use this service.' }, { status: 401 }))
    const error = await failure(request('/account', ok))
    expect(error).toMatchObject({ status: 401, message: 'A valid API key is required to use this service.', isAuth: true })
    expect(getSession()).toBeNull()
    expect(getSignOutReason()).toEqual({ kind: 'expired', message: error.message })
  })

  it('treats a failure in the body of an HTTP 200 as an error', async () => {
    fetchMock.mockResolvedValue(answer({ error: 1, message: 'name must not be empty.' }))
    const error = await failure(request('/campaign/add', ok, { method: 'POST', json: {} }))
    expect(error).toMatchObject({ status: 400, message: 'name must not be empty.' })
    expect(error.fieldOf(['name', 'slug'])).toBe('name')
    expect(getSession()).not.toBeNull()
  })

  it('recognises "not found" reported only in the body as a 404', async () => {
    fetchMock.mockResolvedValue(answer({ error: 1, message: 'QR not found.' }))
    expect(await failure(request('/qr/99999', ok))).toMatchObject({ status: 404, message: 'QR not found.' })
    fetchMock.mockResolvedValue(answer({ error: '1', message: "This directory doesn't exist" }))
    expect(await failure(request('/directory/7', ok))).toMatchObject({ status: 404 })
  })

  it('recognises an auth failure reported only in the body, or as 403', async () => {
    fetchMock.mockResolvedValueOnce(answer({ error: 1, message: 'Invalid API key.' }))
    expect((await failure(request('/account', ok))).status).toBe(401)
    signIn(session, false)
    fetchMock.mockResolvedValueOnce(answer({ error: 1, message: 'Forbidden' }, { status: 403 }))
    expect((await failure(request('/account', ok))).isAuth).toBe(true)
    expect(getSession()).toBeNull()
  })

  it('does not sign anyone out when a key being tried at sign-in is refused', async () => {
    fetchMock.mockResolvedValue(answer({ error: 1, message: 'A valid API key is required to use this service.' }, { status: 401 }))
    await failure(request('/account', ok, { session: { ...session, apiKey: 'other' } }))
    expect(getSession()).toMatchObject(session)
  })

  it('drops an answer that arrives after a switch to another account: nothing of it reaches the new one', async () => {
    let arrive: (res: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (arrive = resolve)))
    const pending = request('/account', ok)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    signIn({ baseUrl: 'https://other.example.test/api', apiKey: 'other-key' }, false)
    arrive(
      answer(
        { error: 401, message: 'A valid API key is required.' },
        { status: 401, headers: { 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '3' } },
      ),
    )
    const error = await failure(pending)
    expect(error).toMatchObject({ status: 409, message: 'You switched accounts before the answer came: it was not used.' })
    expect(getRateLimit().remaining).toBeNull()
    expect(getSession()).toMatchObject({ apiKey: 'other-key' })
    signOut()
  })

  it('reads error:429 in an HTTP 200 with a body key "Retry-After" and pauses', async () => {
    fetchMock.mockResolvedValue(answer({ error: 429, message: 'Rate limit exceeded', 'Retry-After': 12 }))
    const before = Date.now()
    const error = await failure(request('/domains', ok))
    expect(error).toMatchObject({ status: 429, retryAfter: 12, isRateLimit: true })
    expect(getRateLimit().pausedUntil! - before).toBeGreaterThanOrEqual(12_000)
  })

  it('reads Retry-After from the header of an HTTP 429', async () => {
    fetchMock.mockResolvedValue(
      answer({ error: 1, message: 'Too many requests. Try again in 7 seconds.' }, { status: 429, headers: { 'Retry-After': '7' } }),
    )
    const error = await failure(request('/domains', ok))
    expect(error).toMatchObject({ status: 429, retryAfter: 7, message: 'Too many requests. Try again in 7 seconds.' })
  })

  it('feeds the rate-limit meter from the headers of every answer, errors included', async () => {
    fetchMock.mockResolvedValue(
      answer(
        { error: 1, message: 'Not found.' },
        { status: 404, headers: { 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '21', 'X-RateLimit-Reset': '2000000000' } },
      ),
    )
    await failure(request('/pixel/9/delete', ok, { method: 'DELETE' }))
    expect(getRateLimit()).toMatchObject({ limit: 30, remaining: 21, resetAt: 2_000_000_000_000 })
  })

  it('refuses a change at once while paused, without a request', async () => {
    recordRateLimited(20)
    const error = await failure(request('/domain/add', ok, { method: 'POST', json: {} }))
    expect(error.status).toBe(429)
    expect(error.message).toMatch(/Try again in 2\d seconds/)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('lets a read wait until the pause is over', async () => {
    vi.useFakeTimers()
    recordRateLimited(3)
    fetchMock.mockResolvedValue(answer({ error: 0 }))
    const pending = request('/account', ok)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetchMock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_100)
    await expect(pending).resolves.toEqual({ error: 0 })
  })

  it('passes the AbortSignal on and rethrows the abort itself', async () => {
    const controller = new AbortController()
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_, reject) => {
          const signal = init!.signal!
          if (signal.aborted) reject(signal.reason)
          signal.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    const pending = request('/account', ok, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(lastCall()[1]?.signal).toBe(controller.signal)
  })

  it('never puts the key in a message, even when the server echoes it', async () => {
    fetchMock.mockResolvedValueOnce(answer({ error: 1, message: `Key ${KEY} is suspended.` }, { status: 400 }))
    const echoed = await failure(request('/account', ok))
    expect(echoed.message).not.toContain(KEY)
    expect(echoed.message).toBe('Key ••• is suspended.')

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const offline = await failure(request('/account', ok))
    expect(offline).toMatchObject({ status: 0 })
    expect(offline.message).toContain('Cannot reach the API at https://api.example.test/api')
    expect(offline.message).not.toContain(KEY)
  })

  it('explains an answer that is not the API', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Not found</html>', { status: 404 }))
    expect((await failure(request('/account', ok))).message).toBe('https://api.example.test/api did not answer like the API (HTTP 404).')
    fetchMock.mockResolvedValueOnce(answer({ error: 0, data: { id: 'x' } }))
    expect((await failure(request('/account', z.looseObject({ data: z.object({ id: z.number() }) })))).status).toBe(502)
  })

  it('refuses to send anything when nobody is signed in', async () => {
    signOut()
    expect((await failure(request('/account', ok))).status).toBe(401)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
