import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accountResponse, createdEnvelope, domainList } from '../../contract/index.ts'
import { RateLimiter } from '../../server/middleware/rate-limiter.ts'
import { startServer, type TestServer } from './harness.ts'
import { type Answer, call, failed, ok, rateHeaders } from './helpers.ts'

// A fake clock drives the 60-second window, so window ends and Retry-After are exact.
let now = Date.UTC(2030, 0, 1, 12, 0, 0)
const limiter = new RateLimiter(60_000, () => now)
const nowSeconds = () => now / 1000
const AUTH = 'A valid API key is required to use this service.'
const EXPOSED = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After']

let s: TestServer
beforeAll(async () => {
  s = await startServer({ rateLimitPerMinute: 3 }, { limiter })
})
afterAll(() => s?.stop())
beforeEach(() => {
  now = Math.ceil((now + 61_000) / 1000) * 1000
})

const tooMany = (seconds: number) => `Too many requests. Try again in ${seconds} seconds.`

/** The headers of a request in the window that began at `windowStart` (a whole second). */
function expectWindow(a: Answer, limit: number, remaining: number, windowStart: number) {
  expect(rateHeaders(a)).toEqual({ limit: String(limit), remaining: String(remaining), reset: String((windowStart + 60_000) / 1000) })
}

describe('rate-limit headers (D16)', () => {
  it('count down on each request and keep the window end', async () => {
    const u = await s.newUser()
    const start = now
    const first = await call(s, '/account', { key: u.apiKey })
    ok(first, accountResponse)
    expectWindow(first, 3, 2, start)
    now += 5_000
    expectWindow(await call(s, '/account', { key: u.apiKey }), 3, 1, start)
    now += 5_000
    expectWindow(await call(s, '/account', { key: u.apiKey }), 3, 0, start)
  })

  it('give the window end in Unix seconds, in the future and at most 60 s away', async () => {
    const u = await s.newUser()
    now += 400 // not on a whole second
    const a = await call(s, '/account', { key: u.apiKey })
    const reset = Number(a.headers.get('x-ratelimit-reset'))
    expect(Number.isInteger(reset)).toBe(true)
    expect(reset).toBeGreaterThan(nowSeconds())
    expect(reset - nowSeconds()).toBeLessThanOrEqual(60)
    // Retry-After leads to the same moment: waiting it out is enough, and not by a second more.
    await call(s, '/account', { key: u.apiKey })
    await call(s, '/account', { key: u.apiKey })
    now += 20_300
    const refused = await call(s, '/account', { key: u.apiKey })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('x-ratelimit-reset')).toBe(String(reset))
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(nowSeconds() + retryAfter).toBeGreaterThanOrEqual(reset)
    expect(nowSeconds() + retryAfter - 1).toBeLessThan(reset)
    now = reset * 1000
    ok(await call(s, '/account', { key: u.apiKey }), accountResponse)
  })

  it('come with every kind of answer: 200, 400, 404 for an id, 404 for a route, 401', async () => {
    const u = await s.newUser()
    const start = now
    const answers = [
      await call(s, '/account', { key: u.apiKey }),
      await call(s, '/domain/add', { method: 'POST', key: u.apiKey, body: { domain: 'not a domain' } }),
      await call(s, '/qr/2147483647', { key: u.apiKey }),
    ]
    expect(answers.map((x) => x.status)).toEqual([200, 400, 404])
    answers.forEach((x, i) => expectWindow(x, 3, 2 - i, start))
    now += 61_000
    const route = await call(s, '/no/such/route', { key: u.apiKey })
    failed(route, 404, 'This API endpoint does not exist.')
    expectWindow(route, 3, 2, now)
    const unauth = await call(s, '/account', { key: null })
    failed(unauth, 401, AUTH)
    expectWindow(unauth, 3, 2, now)
  })
})

describe('over the limit (D17)', () => {
  it('answers 429 with Retry-After and the exact message, and Remaining stays 0', async () => {
    const u = await s.newUser()
    const start = now
    for (let i = 0; i < 3; i++) ok(await call(s, '/account', { key: u.apiKey }), accountResponse)
    now += 15_000
    const refused = await call(s, '/account', { key: u.apiKey })
    failed(refused, 429, tooMany(45))
    expect(refused.headers.get('retry-after')).toBe('45')
    expectWindow(refused, 3, 0, start)
    now += 44_500
    const last = await call(s, '/account', { key: u.apiKey })
    failed(last, 429, tooMany(1))
    expect(last.headers.get('retry-after')).toBe('1')
  })

  it('lets requests through again once the window has passed', async () => {
    const u = await s.newUser()
    for (let i = 0; i < 3; i++) await call(s, '/account', { key: u.apiKey })
    expect((await call(s, '/account', { key: u.apiKey })).status).toBe(429)
    now += 60_000
    const again = await call(s, '/account', { key: u.apiKey })
    ok(again, accountResponse)
    expectWindow(again, 3, 2, now)
  })

  it('writes nothing for a refused POST', async () => {
    const u = await s.newUser()
    const add = (domain: string) => call(s, '/domain/add', { method: 'POST', key: u.apiKey, body: { domain } })
    ok(await add('https://one.ratelimit.test'), createdEnvelope)
    ok(await add('https://two.ratelimit.test'), createdEnvelope)
    ok(await add('https://three.ratelimit.test'), createdEnvelope)
    failed(await add('https://refused.ratelimit.test'), 429, tooMany(60))
    now += 60_000
    const { domains } = ok(await call(s, '/domains', { key: u.apiKey }), domainList).data
    expect(domains.map((d) => d.domain).sort()).toEqual(['https://one.ratelimit.test', 'https://three.ratelimit.test', 'https://two.ratelimit.test'])
    // Had the refused request written the domain, adding it now would be a 409.
    ok(await add('https://refused.ratelimit.test'), createdEnvelope)
  })

  it('counts each user separately', async () => {
    const u = await s.newUser()
    const v = await s.newUser()
    for (let i = 0; i < 3; i++) await call(s, '/account', { key: u.apiKey })
    expect((await call(s, '/account', { key: u.apiKey })).status).toBe(429)
    const other = await call(s, '/account', { key: v.apiKey })
    ok(other, accountResponse)
    expect(rateHeaders(other).remaining).toBe('2')
  })
})

describe('per-user limits (D15)', () => {
  it("uses the user's own lower limit instead of the default", async () => {
    const u = await s.newUser({ rateLimit: 2 })
    const start = now
    expectWindow(await call(s, '/account', { key: u.apiKey }), 2, 1, start)
    expectWindow(await call(s, '/account', { key: u.apiKey }), 2, 0, start)
    const refused = await call(s, '/account', { key: u.apiKey })
    failed(refused, 429, tooMany(60))
    expectWindow(refused, 2, 0, start)
  })

  it("uses the user's own higher limit instead of the default", async () => {
    const u = await s.newUser({ rateLimit: 5 })
    for (let i = 4; i >= 0; i--) {
      const a = await call(s, '/account', { key: u.apiKey })
      ok(a, accountResponse)
      expect(rateHeaders(a)).toMatchObject({ limit: '5', remaining: String(i) })
    }
    expect((await call(s, '/account', { key: u.apiKey })).status).toBe(429)
  })
})

describe('unauthenticated requests (D15)', () => {
  it('are limited per client address, with 429 taking over from 401', async () => {
    const start = now
    for (let i = 2; i >= 0; i--) {
      const a = await call(s, '/account', { key: null })
      failed(a, 401, AUTH)
      expectWindow(a, 3, i, start)
    }
    failed(await call(s, '/account', { key: null }), 429, tooMany(60))
    // Unknown keys count against the same address.
    failed(await call(s, '/account', { key: 'an-unknown-key-that-looks-plausible-123' }), 429, tooMany(60))
  })

  it('do not use up the quota of a user calling from the same address', async () => {
    const u = await s.newUser()
    for (let i = 0; i < 4; i++) await call(s, '/account', { key: null })
    const a = await call(s, '/account', { key: u.apiKey })
    ok(a, accountResponse)
    expect(rateHeaders(a).remaining).toBe('2')
  })
})

describe('CORS (D3)', () => {
  const origin = { Origin: 'https://dashboard.example.org' }

  it('answers a preflight without a key, allowing the methods and headers, and uses no quota', async () => {
    const u = await s.newUser()
    const res = await fetch(`${s.url}/api/domain/add`, {
      method: 'OPTIONS',
      headers: { ...origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    const methods = res.headers.get('access-control-allow-methods')!.split(',').map((m) => m.trim())
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']))
    const headers = res.headers.get('access-control-allow-headers')!.toLowerCase().split(',').map((h) => h.trim())
    expect(headers).toEqual(expect.arrayContaining(['authorization', 'content-type']))
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    for (let i = 0; i < 3; i++) {
      await fetch(`${s.url}/api/account`, { method: 'OPTIONS', headers: { ...origin, 'Access-Control-Request-Method': 'GET' } })
    }
    expect(rateHeaders(await call(s, '/account', { key: u.apiKey })).remaining).toBe('2')
  })

  it.each([
    ['a success', 200, true],
    ['a 401', 401, false],
  ] as const)('exposes the rate-limit headers to the browser on %s', async (_, status, withKey) => {
    const u = await s.newUser()
    const a = await call(s, '/account', { key: withKey ? u.apiKey : null, headers: origin })
    expect(a.status).toBe(status)
    expect(a.headers.get('access-control-allow-origin')).toBe('*')
    const exposed = a.headers.get('access-control-expose-headers')!.split(',').map((h) => h.trim().toLowerCase())
    expect(exposed).toEqual(expect.arrayContaining(EXPOSED.map((h) => h.toLowerCase())))
    expect(a.headers.get('set-cookie')).toBeNull()
  })

  it('exposes Retry-After on a 429', async () => {
    const u = await s.newUser({ rateLimit: 1 })
    await call(s, '/account', { key: u.apiKey })
    const a = await call(s, '/account', { key: u.apiKey, headers: origin })
    expect(a.status).toBe(429)
    expect(a.headers.get('access-control-allow-origin')).toBe('*')
    expect(a.headers.get('access-control-expose-headers')!.toLowerCase()).toContain('retry-after')
  })
})
