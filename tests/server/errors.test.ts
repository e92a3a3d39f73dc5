import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaignSaved, createdEnvelope, directoryCreated, directoryList, domainList, errorEnvelope, messageEnvelope, qrResponse } from '../../contract/index.ts'
import { RESOURCES, uniq } from './endpoints.ts'
import { type Owned, allIdRoutes, fill, jsonWrites, listed, pagedLists, reads } from './endpoint-cases.ts'
import { ownOneOfEach } from './fixtures.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, fieldError, ok, rateHeaders, strict } from './helpers.ts'

const NO_ROUTE = 'This API endpoint does not exist.'

let s: TestServer
let key: string
let own: Owned
beforeAll(async () => {
  s = await startServer()
  // Every id route times ten bad ids outgrows the default 1000 a minute (X2 added removals and duplicate).
  const u = await s.newUser({ rateLimit: 3000 })
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
    ['/pixel/add', { type: 'twitterpixel', name: 'Typed', tag: ['abc'] }, 'tag'],
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
    expect(mine.find((d) => d.id === created.id)).toEqual({ id: created.id, domain: 'https://extra.example.com', redirectroot: '', redirect404: '', status: 'verified' })
    expect(ok(await call(s, '/domains'), domainList).data.result).toBe(demoDomains)
    ok(await call(s, '/pixel/add', { method: 'POST', key, body: { type: 'twitterpixel', name: 'Extra', tag: 'extra-tag', date: '1999-01-01 00:00:00', id: 2 } }), createdEnvelope)
  })
})

describe('optional fields sent as JSON null (D10a)', () => {
  // A link's `campaign: null` has a meaning of its own in LINKS.md (out of any campaign): that one field is left out.
  const nullable = (r: (typeof RESOURCES)[number], fields: object) => Object.keys(fields).filter((f) => !(r.name === 'links' && f === 'campaign'))
  const writes = () =>
    RESOURCES.flatMap((r) => [
      ...(r.add ? [{ name: `POST ${r.add.path}`, method: 'POST', path: r.add.path, body: r.add.body, fields: nullable(r, r.add.fields) }] : []),
      ...(r.update
        ? [{ name: `PUT ${r.update.path}`, method: 'PUT', path: r.kind ? fill(r.update.path, { [r.kind]: own[r.kind][0]! }) : r.update.path, body: () => r.update!.body, fields: nullable(r, r.update.fields) }]
        : []),
    ])

  it('answers a field sent as null exactly as the same body without it, on every JSON write', async () => {
    let tried = 0
    for (const w of writes()) {
      for (const field of w.fields) {
        const tag = `n${uniq()}`
        const { [field]: _, ...without } = w.body(tag)
        const absent = await call(s, w.path, { method: w.method, key, body: without })
        const nulled = await call(s, w.path, { method: w.method, key, body: { ...w.body(`m${uniq()}`), [field]: null } })
        expect(nulled.status, `${w.name} ${field}: null answered ${nulled.text}, absent ${absent.text}`).toBe(absent.status)
        if (absent.status !== 200) expect((nulled.body as { message: string }).message, `${w.name} ${field}`).toBe((absent.body as { message: string }).message)
        tried++
      }
    }
    expect(tried).toBeGreaterThan(20)
  })

  it('a create takes the defaults and an update keeps the stored values', async () => {
    const created = ok(await call(s, '/directory/add', { method: 'POST', key, body: { name: 'Nulls', description: null, color: null, starred: null } }), directoryCreated)
    expect(created).toMatchObject({ description: '', color: '#64748b', starred: false })
    ok(await call(s, `/directory/${created.id}/update`, { method: 'PUT', key, body: { description: 'Kept', color: '#123456', starred: true } }), messageEnvelope)
    ok(await call(s, `/directory/${created.id}/update`, { method: 'PUT', key, body: { name: null, description: null, color: null, starred: null } }), messageEnvelope)
    const listedDirs = ok(await call(s, '/directories?limit=100', { key }), directoryList).data.directories
    expect(listedDirs.find((d) => d.id === created.id)).toEqual({ id: created.id, name: 'Nulls', description: 'Kept', color: '#123456', starred: true, items: 0 })

    const domain = ok(await call(s, '/domain/add', { method: 'POST', key, body: { domain: `https://${uniq()}.null.example.com`, redirectroot: 'https://example.com/root', redirect404: null } }), createdEnvelope)
    ok(await call(s, `/domain/${domain.id}/update`, { method: 'PUT', key, body: { redirectroot: null, redirect404: 'https://example.com/404' } }), messageEnvelope)
    const d = ok(await call(s, '/domains?limit=100', { key }), domainList).data.domains.find((x) => x.id === domain.id)
    expect(d).toMatchObject({ redirectroot: 'https://example.com/root', redirect404: 'https://example.com/404' })

    const campaign = ok(await call(s, '/campaign/add', { method: 'POST', key, body: { name: null, slug: null, public: null } }), campaignSaved)
    expect(campaign).toMatchObject({ domain: `Campaign ${campaign.id}`, public: false, rotator: false })
  })

  it('says a required field sent as null is required', async () => {
    failed(await call(s, '/domain/add', { method: 'POST', key, body: { domain: null } }), 400, 'domain is required.')
    failed(await call(s, `/campaign/${own.campaign[0]}/update`, { method: 'PUT', key, body: { name: null } }), 400, 'name is required.')
    failed(await call(s, '/qr/add', { method: 'POST', key, body: { type: 'text', data: null } }), 400, 'data is required.')
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
    expect(rateHeaders(a).limit).toBe('3000')
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
