import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './harness.ts'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.stop())

describe('the API server', () => {
  it('answers the demo account with the strict account shape', async () => {
    const res = await s.api('/account')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const body = await res.json()
    expect(body).toMatchObject({ error: 0, data: { username: 'demo', email: 'demo@example.com', status: 'pro', expires: null } })
  })

  it('refuses a request without a key with the D4 envelope', async () => {
    const res = await s.api('/account', { key: null })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: 1, message: 'A valid API key is required to use this service.' })
  })
})
