// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { getSession, getSignOutReason, signIn, signOut } from '@/lib/auth'
import { getRateLimit, pauseRemaining, recordRateLimited, resetRateLimit } from '@/lib/rate-limit'
import { uploadFile } from './upload-request'

const KEY = 'sk_live_upload-key-456'

class FakeXhr {
  static sent: FakeXhr[] = []
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown = null
  status = 0
  responseText = ''
  private responseHeaders = ''
  aborted = false
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
    FakeXhr.sent.push(this)
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  getAllResponseHeaders() {
    return this.responseHeaders
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.responseHeaders = Object.entries(headers).map(([k, v]) => `${k.toLowerCase()}: ${v}\r\n`).join('')
    this.onload?.()
  }
}
const last = () => FakeXhr.sent.at(-1)!
const plan = { filename: 'Q3 report.pdf', query: { custom: 'q3-report', maxdownloads: '5' } }
const blob = new Blob(['hello'])

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).message).not.toContain(KEY)
  return error as ApiError
}

beforeEach(() => {
  FakeXhr.sent = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  resetRateLimit()
  signIn({ baseUrl: 'https://api.example.test/api/', apiKey: KEY }, false)
})
afterEach(() => {
  vi.unstubAllGlobals()
  signOut()
})

describe('uploadFile', () => {
  it('sends the raw file with the key, reports progress and returns the short URL', async () => {
    const progress = vi.fn()
    const done = uploadFile(plan, blob, progress)
    const xhr = last()
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('https://api.example.test/api/files/upload/Q3%20report.pdf?custom=q3-report&maxdownloads=5')
    expect(xhr.headers).toMatchObject({ Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/octet-stream' })
    expect(xhr.body).toBe(blob)
    xhr.upload.onprogress?.({ loaded: 3 })
    expect(progress).toHaveBeenCalledWith(3)
    xhr.respond(200, { error: 0, id: 7, shorturl: 'https://s.test/q3-report' }, { 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '12' })
    await expect(done).resolves.toEqual({ id: 7, shorturl: 'https://s.test/q3-report' })
    expect(getRateLimit()).toMatchObject({ limit: 30, remaining: 12 })
  })

  it('throws the server’s message as an ApiError with its status', async () => {
    const done = uploadFile(plan, blob, () => {})
    last().respond(409, { error: 1, message: 'custom is already taken: choose another alias.' })
    const error = await failure(done)
    expect(error.status).toBe(409)
    expect(error.message).toBe('custom is already taken: choose another alias.')
    expect(error.fieldOf(['custom'])).toBe('custom')
  })

  it('treats an error in a 200 body as a failure', async () => {
    const done = uploadFile(plan, blob, () => {})
    last().respond(200, { error: 1, message: 'domain must be one of your branded domains.' })
    expect((await failure(done)).status).toBe(400)
  })

  it('says a 413 page from a proxy means the file is too large', async () => {
    const done = uploadFile(plan, blob, () => {})
    last().respond(413, '<html><body>413 Request Entity Too Large</body></html>')
    const error = await failure(done)
    expect([error.status, error.message]).toEqual([413, 'The file is too large for the server (HTTP 413).'])
  })

  it('signs out when the key is refused', async () => {
    const done = uploadFile(plan, blob, () => {})
    last().respond(401, { error: 1, message: 'Invalid API key.' })
    expect((await failure(done)).status).toBe(401)
    expect(getSession()).toBeNull()
    expect(getSignOutReason()).toEqual({ kind: 'expired', message: 'Invalid API key.' })
  })

  it('starts a pause after a 429, and refuses to send during one', async () => {
    const done = uploadFile(plan, blob, () => {})
    last().respond(200, { error: 429, message: 'Too many requests.', 'Retry-After': 20 })
    expect((await failure(done)).retryAfter).toBe(20)
    expect(pauseRemaining()).toBeGreaterThan(19_000)

    resetRateLimit()
    recordRateLimited(5)
    const count = FakeXhr.sent.length
    const refused = await failure(uploadFile(plan, blob, () => {}))
    expect(refused.status).toBe(429)
    expect(FakeXhr.sent).toHaveLength(count)
  })

  it('reports a dropped connection as status 0', async () => {
    const done = uploadFile(plan, blob, () => {})
    last().onerror?.()
    const error = await failure(done)
    expect(error.status).toBe(0)
    expect(error.message).toMatch(/^The upload stopped: the connection to https:\/\/api.example.test\/api\/ closed/)
  })

  it('aborts the request when the signal fires and rejects with an AbortError', async () => {
    const controller = new AbortController()
    const done = uploadFile(plan, blob, () => {}, controller.signal)
    controller.abort()
    await expect(done).rejects.toMatchObject({ name: 'AbortError' })
    expect(last().aborted).toBe(true)
  })
})
