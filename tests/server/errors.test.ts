import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createdEnvelope, domainList, errorEnvelope, qrResponse } from '../../contract/index.ts'
import { RESOURCES } from './endpoints.ts'
import { type Owned, allIdRoutes, jsonWrites, listed, pagedLists, reads } from './endpoint-cases.ts'
import { ownOneOfEach } from './fixtures.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, fieldError, ok, rateHeaders, strict } from './helpers.ts'

const NO_ROUTE = 'This API endpoint does not exist.'

let s: TestServer
let key: string
let own: Owned
beforeAll(async () => {
  s = await startServer()
  const u = await s.newUser()
  key = u.apiKey
  own = await ownOneOfEach(s, u, 'Own')
})
afterAll(() => s?.stop())

/** Every list of the user and the account, to check that refused requests wrote nothing. */
const counts = async () => {
  const seen: Record<string, unknown> = {}
  for (const l of pagedLists(own)) seen[l.path] = listed(l, ok(await call(s, l.path, { key }), l.schema)).result
  for (const r of RESOURCES) if (r.read) seen[r.read.path] = ok(await call(s, r.read.path, { key }), r.read.schema)
  return seen
}

describe('request bodies (D8, D10)', () => {
  const bodies: [string, string, string][] = [
    ['malformed JSON', '{"name": "x",', 'The request body must be valid JSON.'],
    ['a bare word', 'hello', 'The request body must be valid JSON.'],
    ['a JSON array', '[{"name":"x"}]', 'The request body must be a JSON object.'],
    ['JSON null', 'null', 'The request body must be a JSON object.'],
    ['a JSON string', '"name"', 'The request body must be a JSON object.'],
    ['a JSON number', '42', 'The request body must be a JSON object.'],
  ]
  it.each(bodies)('refuses %s on every JSON endpoint with 400, writing nothing', async (_, body, message) => {
    const before = await counts()
    for (const { method, path } of jsonWrites(own)) failed(await call(s, path, { method, key, body }), 400, message)
    expect(await counts()).toEqual(before)
  })

  it('treats an empty body as {} (so required fields are reported)', async () => {
    fieldError(await call(s, '/domain/add', { method: 'POST', key, body: '' }), 400, 'domain', /required/)
    fieldError(await call(s, '/pixel/add', { method: 'POST', key, body: '' }), 400, 'type')
  })

  it('refuses a JSON body over 1 MiB with 413, writing nothing', async () => {
    const before = await counts()
    const big = JSON.stringify({ name: 'Big', description: 'x'.repeat(1024 * 1024 + 10) })
    const refused = await call(s, '/directory/add', { method: 'POST', key, body: big })
    failed(refused, 413, /too large/)
    // The unread body makes the connection unusable: the answer must not invite reuse.
    expect(refused.headers.get('connection')).toBe('close')
    expect(await counts()).toEqual(before)
  })

  it.each([
    ['/domain/add', { domain: ['https://a.example.com'] }, 'domain'],
    ['/campaign/add', { name: { text: 'x' } }, 'name'],
    ['/campaign/add', { name: 'Typed', public: 'false' }, 'public'],
    ['/directory/add', { name: 'Typed', starred: 0 }, 'starred'],
    ['/pixel/add', { type: 'bing', name: 'Typed', tag: ['abc'] }, 'tag'],
    ['/qr/add', { type: 'text', data: 12345 }, 'data'],
    ['/qr/add', { type: 7, data: 'x' }, 'type'],
  ])('refuses a wrong type on %s with 400 naming the field', async (p, body, field) => {
    fieldError(await call(s, p, { method: 'POST', key, body }), 400, field)
  })

  it('ignores unknown fields, including attempts to set id or owner', async () => {
    const demoDomains = ok(await call(s, '/domains'), domainList).data.result
    const created = ok(
      await call(s, '/domain/add', { method: 'POST', key, body: { domain: 'https://extra.example.com', id: 1, userId: 1, user_id: 1, owner: 'demo', extra: true } }),
      createdEnvelope,
    )
    expect(created.id).not.toBe(1)
    const mine = ok(await call(s, '/domains?limit=100', { key }), domainList).data.domains
    expect(mine.find((d) => d.id === created.id)).toEqual({ id: created.id, domain: 'https://extra.example.com', redirectroot: '', redirect404: '' })
    expect(ok(await call(s, '/domains'), domainList).data.result).toBe(demoDomains)
    ok(await call(s, '/pixel/add', { method: 'POST', key, body: { type: 'bing', name: 'Extra', tag: 'extra-tag', date: '1999-01-01 00:00:00', id: 2 } }), createdEnvelope)
  })
})

describe('unknown routes (D8)', () => {
  it.each([
    ['GET', '/nope'],
    ['GET', '/domains/extra'],
    ['POST', '/domains'],
    ['DELETE', '/domains'],
    ['GET', '/domain/add'],
    ['PATCH', `/domain/1/update`],
    ['GET', ''],
    ['GET', '/'],
    ['GET', '/v2/account'],
  ])('%s /api%s answers the 404 envelope with the rate headers', async (method, p) => {
    const a = await call(s, p, { method, key })
    failed(a, 404, NO_ROUTE)
    expect(rateHeaders(a).limit).toBe('1000')
  })

  it('asks for a key before saying a route does not exist', async () => {
    failed(await call(s, '/nope', { key: null }), 401, 'A valid API key is required to use this service.')
  })
})

describe('ids that cannot exist answer 404, never 500 (D8, D9)', () => {
  const BAD = ['abc', '0', '-1', '99999999999', '2147483648', '1.5', '1e3', '01', '%20', '0x10']
  it.each(BAD)('id "%s" gives 404 with the resource message on every id route', async (bad) => {
    for (const route of allIdRoutes()) {
      const a = await call(s, route.path(bad, own), { method: route.method, key, body: route.body })
      failed(a, 404, route.missing)
    }
  })

  it('left the valid resources in place', async () => {
    expect(ok(await call(s, `/qr/${own.qr[0]}`, { key }), qrResponse).details.id).toBe(own.qr[0])
    expect((await counts())['/pixels']).toBeGreaterThan(0)
    for (const p of reads(own)) expect((await call(s, p, { key })).status, p).toBe(200)
  })
})

describe('the envelope on every failure (D7, D8)', () => {
  it('is exactly {error:1,message} with JSON content type', async () => {
    const samples = [
      await call(s, '/nope', { key }),
      await call(s, '/account', { key: null }),
      await call(s, '/domain/add', { method: 'POST', key, body: { domain: 'x' } }),
      await call(s, '/domain/add', { method: 'POST', key, body: { domain: 'https://go.acme-demo.test' } }),
    ]
    expect(samples.map((a) => a.status)).toEqual([404, 401, 400, 409])
    for (const a of samples) {
      strict(errorEnvelope, a.body)
      expect(a.headers.get('content-type')).toBe('application/json; charset=utf-8')
    }
  })

  it('carries no-store caching, nosniff, and a real window end', async () => {
    const a = await call(s, '/account', { key })
    expect(a.headers.get('cache-control')).toBe('no-store')
    expect(a.headers.get('x-content-type-options')).toBe('nosniff')
    const reset = Number(a.headers.get('x-ratelimit-reset'))
    expect(Number.isInteger(reset)).toBe(true)
    expect(reset).toBeGreaterThan(Date.now() / 1000)
    expect(reset - Date.now() / 1000).toBeLessThanOrEqual(60)
  })
})
