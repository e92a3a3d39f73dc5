import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createdEnvelope, domainList, messageEnvelope } from '../../contract/index.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, fieldError, ok, whole, type Refusal, refusesEach } from './helpers.ts'

const UPDATED = 'Domain has been updated successfully.'
const DELETED = 'Domain has been deleted successfully.'
const TAKEN = 'domain is not available: choose a different host.'
const YOURS = 'domain is already one of your domains.'

let s: TestServer
let key: string
beforeAll(async () => {
  s = await startServer()
  key = (await s.newUser()).apiKey
})
afterAll(() => s?.stop())

const list = async (k = key) => {
  const { data } = ok(await call(s, '/domains?limit=100', { key: k }), domainList)
  return whole(data, data.domains)
}
const add = (body: unknown, k = key) => call(s, '/domain/add', { method: 'POST', key: k, body })

describe('POST /domain/add and GET /domains', () => {
  it('creates a domain, answers {error:0,id} and lists it lower-case without a trailing slash', async () => {
    const created = ok(await add({ domain: 'https://Go.Example.COM/' }), createdEnvelope)
    const { domains } = await list()
    expect(domains).toContainEqual({ id: created.id, domain: 'https://go.example.com', redirectroot: '', redirect404: '', status: 'verified' })
  })

  it('keeps http, a port and both redirects', async () => {
    const body = { domain: 'http://links.example.org:8080', redirectroot: 'https://example.org/', redirect404: 'http://example.org/missing?x=1' }
    const { id } = ok(await add(body), createdEnvelope)
    const { domains } = await list()
    expect(domains.find((d) => d.id === id)).toEqual({ id, ...body, status: 'verified' })
  })

  it('lists the demo user its two seeded domains with the strict shape, newest first', async () => {
    const { domains, result } = ok(await call(s, '/domains'), domainList).data
    expect(result).toBe(2)
    expect(domains.map((d) => d.domain)).toEqual(['https://links.acme-demo.test', 'https://go.acme-demo.test'])
    expect(domains[0]!.id).toBeGreaterThan(domains[1]!.id)
  })

  const invalid: Refusal[] = [
    ['a missing domain', {}, 'domain', /required/],
    ['a number', { domain: 42 }, 'domain', /must be a string/],
    ['an empty string', { domain: '' }, 'domain'],
    ['an ftp URL', { domain: 'ftp://go.example.com' }, 'domain'],
    ['a path', { domain: 'https://go.example.com/path' }, 'domain', /path/],
    ['a query', { domain: 'https://go.example.com?x=1' }, 'domain'],
    ['a fragment', { domain: 'https://go.example.com#top' }, 'domain'],
    ['credentials', { domain: 'https://user:pw@go.example.com' }, 'domain'],
    ['a dotless host', { domain: 'https://intranet' }, 'domain'],
    ['a scheme only', { domain: 'https://' }, 'domain'],
    ['a backslash', { domain: 'https://go.example.com\\evil' }, 'domain'],
    ['256 characters', { domain: `https://${'a'.repeat(240)}.example.com` }, 'domain', /255/],
    ['a redirectroot that is not a URL', { domain: 'https://ok1.example.com', redirectroot: 'example.com' }, 'redirectroot', /http/],
    ['a javascript: redirectroot', { domain: 'https://ok2.example.com', redirectroot: 'javascript:alert(1)' }, 'redirectroot'],
    ['a number as redirectroot', { domain: 'https://ok3.example.com', redirectroot: 5 }, 'redirectroot', /must be a string/],
    ['an ftp redirect404', { domain: 'https://ok4.example.com', redirect404: 'ftp://example.com/x' }, 'redirect404'],
    ['a list as redirect404', { domain: 'https://ok5.example.com', redirect404: ['https://example.com'] }, 'redirect404'],
  ]
  refusesEach('domains', invalid, add, list, (after) => after.domains.map((d) => d.domain).filter((d) => /ok\d\.example\.com/.test(d)))

  it('refuses a domain already registered, by anyone and in any spelling, with 409', async () => {
    ok(await add({ domain: 'https://unique.example.net' }), createdEnvelope)
    const other = await s.newUser()
    failed(await add({ domain: 'https://unique.example.net' }), 409, YOURS)
    failed(await add({ domain: 'HTTP://UNIQUE.example.net./' }), 409, YOURS)
    failed(await add({ domain: 'https://unique.example.net' }, other.apiKey), 409, TAKEN)
    failed(await add({ domain: 'https://go.acme-demo.test' }, other.apiKey), 409, TAKEN)
    expect((await list(other.apiKey)).result).toBe(0)
    expect((await list()).domains.filter((d) => d.domain === 'https://unique.example.net')).toHaveLength(1)
  })

  it('treats http and https of one host as one domain (A1), and a bare host as https', async () => {
    ok(await add({ domain: 'both.example.net' }), createdEnvelope)
    failed(await add({ domain: 'http://both.example.net' }), 409, YOURS)
    expect((await list()).domains.filter((d) => d.domain.includes('both.example.net')).map((d) => d.domain)).toEqual(['https://both.example.net'])
  })
})

describe('PUT /domain/:id/update', () => {
  it('changes only the fields given and answers the exact message', async () => {
    const { id } = ok(await add({ domain: 'https://upd.example.com', redirectroot: 'https://a.example.com', redirect404: 'https://b.example.com' }), createdEnvelope)
    const a = await call(s, `/domain/${id}/update`, { method: 'PUT', key, body: { redirectroot: 'https://c.example.com/home' } })
    expect(ok(a, messageEnvelope)).toEqual({ error: 0, message: UPDATED })
    expect((await list()).domains.find((d) => d.id === id)).toEqual({
      id,
      domain: 'https://upd.example.com',
      redirectroot: 'https://c.example.com/home',
      redirect404: 'https://b.example.com',
      status: 'verified',
    })
  })

  it('clears a redirect with "" and ignores a domain in the body', async () => {
    const { id } = ok(await add({ domain: 'https://clear.example.com', redirectroot: 'https://a.example.com', redirect404: 'https://b.example.com' }), createdEnvelope)
    ok(await call(s, `/domain/${id}/update`, { method: 'PUT', key, body: { redirect404: '', domain: 'https://moved.example.com' } }), messageEnvelope)
    expect((await list()).domains.find((d) => d.id === id)).toEqual({
      id,
      domain: 'https://clear.example.com',
      redirectroot: 'https://a.example.com',
      redirect404: '',
      status: 'verified',
    })
  })

  it('accepts an empty body as a no-op on an existing domain', async () => {
    const { id } = ok(await add({ domain: 'https://noop.example.com' }), createdEnvelope)
    expect(ok(await call(s, `/domain/${id}/update`, { method: 'PUT', key, body: {} }), messageEnvelope).message).toBe(UPDATED)
  })

  it('refuses an invalid redirect with 400 and changes nothing', async () => {
    const { id } = ok(await add({ domain: 'https://keep.example.com', redirectroot: 'https://a.example.com' }), createdEnvelope)
    fieldError(await call(s, `/domain/${id}/update`, { method: 'PUT', key, body: { redirectroot: 'nope' } }), 400, 'redirectroot')
    fieldError(
      await call(s, `/domain/${id}/update`, { method: 'PUT', key, body: { redirectroot: 'https://valid.example.com', redirect404: 'mailto:x@y.z' } }),
      400,
      'redirect404',
    )
    expect((await list()).domains.find((d) => d.id === id)!.redirectroot).toBe('https://a.example.com')
  })

  it('answers 404 for an unknown id', async () => {
    failed(await call(s, '/domain/2147483647/update', { method: 'PUT', key, body: { redirectroot: '' } }), 404, 'Domain not found.')
  })
})

describe('DELETE /domain/:id/delete', () => {
  it('deletes with the exact message, then answers 404, and frees the name', async () => {
    const { id } = ok(await add({ domain: 'https://gone.example.com' }), createdEnvelope)
    const a = await call(s, `/domain/${id}/delete`, { method: 'DELETE', key })
    expect(ok(a, messageEnvelope)).toEqual({ error: 0, message: DELETED })
    expect((await list()).domains.some((d) => d.id === id)).toBe(false)
    failed(await call(s, `/domain/${id}/delete`, { method: 'DELETE', key }), 404, 'Domain not found.')
    failed(await call(s, `/domain/${id}/update`, { method: 'PUT', key, body: {} }), 404, 'Domain not found.')
    const again = ok(await add({ domain: 'https://gone.example.com' }), createdEnvelope)
    expect(again.id).not.toBe(id)
  })
})
