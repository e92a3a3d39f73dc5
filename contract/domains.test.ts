import { describe, expect, it } from 'vitest'
import {
  DOMAIN_DELETED,
  DOMAIN_RESERVED,
  DOMAIN_UPDATED,
  domainCreate,
  domainList,
  domainListTolerant,
  domainUpdate,
  normaliseDomain,
} from './domains.ts'
import { listBody, messageAt } from './test-utils.ts'

const items = [
  { id: 2, domain: 'https://go.example.com', redirectroot: 'https://example.com', redirect404: '' },
  { id: 1, domain: 'http://links.example.org', redirectroot: '', redirect404: 'https://example.org/404' },
]

describe('branded domain list', () => {
  it('parses the list strictly', () => {
    expect(domainList.parse(listBody('domains', items))).toEqual(listBody('domains', items))
  })

  it('parses the list tolerantly into a page', () => {
    expect(domainListTolerant.parse(listBody('domains', items))).toEqual({
      items,
      result: 2,
      perpage: 15,
      currentpage: 1,
      maxpage: 1,
      hasNext: false,
    })
  })

  it('tolerates null or missing redirects as ""', () => {
    const page = domainListTolerant.parse(listBody('domains', [{ id: '3', domain: 'https://x.example.com', redirectroot: null }]))
    expect(page.items).toEqual([{ id: 3, domain: 'https://x.example.com', redirectroot: '', redirect404: '' }])
  })

  it('strictly rejects a domain item without redirect404', () => {
    const { redirect404: _r, ...partial } = items[0]!
    expect(domainList.safeParse(listBody('domains', [partial])).success).toBe(false)
  })
})

describe('domain normalisation (D21)', () => {
  it.each([
    ['https://go.example.com', 'https://go.example.com'],
    ['HTTPS://Go.Example.COM', 'https://go.example.com'],
    ['http://go.example.com/', 'http://go.example.com'],
    ['https://go.example.com:8443', 'https://go.example.com:8443'],
    ['  https://go.example.com  ', 'https://go.example.com'],
    ['go.example.com', 'https://go.example.com'],
    ['Go.Example.com.:443', 'https://go.example.com'],
    ['http://go.example.com:80', 'http://go.example.com'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('%j becomes %j', (input, expected) => {
    expect(normaliseDomain(input)).toBe(expected)
    expect(domainCreate.parse({ domain: input }).domain).toBe(expected)
  })

  it.each([
    ['a path', 'https://go.example.com/links'],
    ['a query', 'https://go.example.com?x=1'],
    ['a fragment', 'https://go.example.com#top'],
    ['a path after a backslash', 'https://go.example.com\\admin'],
    ['a tab inside the host', 'https://go.exa\tmple.com'],
    ['no host', '/path'],
    ['another scheme', 'ftp://go.example.com'],
    ['credentials', 'https://ann:secret@go.example.com'],
    ['a host without a dot', 'https://intranet'],
    ['a bad port', 'https://go.example.com:99999'],
    ['nothing after the scheme', 'https://'],
  ])('refuses a domain with %s, naming the field', (_label, input) => {
    expect(normaliseDomain(input)).toBeNull()
    expect(messageAt(domainCreate, { domain: input }, 'domain')).toMatch(/^domain must be a host like go.example.com, or a full URL/)
  })

  it.each(['http://localhost:3000', 'https://127.0.0.1', 'http://[::1]:80', 'https://app.localhost'])('refuses %j as reserved (A2)', (input) => {
    expect(messageAt(domainCreate, { domain: input }, 'domain')).toBe(DOMAIN_RESERVED)
  })

  it('requires the domain on create', () => {
    expect(messageAt(domainCreate, {}, 'domain')).toBe('domain is required.')
    expect(messageAt(domainCreate, { domain: 5 }, 'domain')).toBe('domain must be a string.')
  })

  it('limits the domain to 255 characters', () => {
    expect(messageAt(domainCreate, { domain: `https://${'a'.repeat(250)}.com` }, 'domain')).toBe('domain must be at most 255 characters.')
  })
})

describe('domain redirects (D21)', () => {
  it('accepts http(s) redirects or "" on create and update', () => {
    const body = { redirectroot: 'http://example.com/home', redirect404: '' }
    expect(domainCreate.parse({ domain: 'https://go.example.com', ...body })).toEqual({ domain: 'https://go.example.com', ...body })
    expect(domainUpdate.parse(body)).toEqual(body)
    expect(domainUpdate.parse({})).toEqual({})
  })

  it.each([
    ['redirectroot', 'example.com'],
    ['redirectroot', 'ftp://example.com'],
    ['redirect404', 'javascript:alert(1)'],
    ['redirect404', '/relative/path'],
  ])('refuses %s=%j, naming the field', (field, value) => {
    const rule = new RegExp(`^${field} must be a full URL starting with http:// or https://, or empty`)
    expect(messageAt(domainUpdate, { [field]: value }, field)).toMatch(rule)
    expect(messageAt(domainCreate, { domain: 'https://go.example.com', [field]: value }, field)).toMatch(rule)
  })

  it('refuses a redirect that is not a string', () => {
    expect(messageAt(domainUpdate, { redirect404: 404 }, 'redirect404')).toBe('redirect404 must be a string.')
  })

  it('takes a redirect sent as null as not given (D10a): the create stores none, the update keeps it', () => {
    expect(domainCreate.parse({ domain: 'https://go.example.com', redirectroot: null, redirect404: null })).toEqual({
      domain: 'https://go.example.com',
      redirectroot: undefined,
      redirect404: undefined,
    })
    expect(domainUpdate.parse({ redirect404: null, redirectroot: 'https://example.com' })).toEqual({
      redirectroot: 'https://example.com',
      redirect404: undefined,
    })
  })

  it('says a domain sent as null is required', () => {
    expect(messageAt(domainCreate, { domain: null }, 'domain')).toBe('domain is required.')
  })

  it('uses the documented success messages', () => {
    expect(DOMAIN_UPDATED).toBe('Domain has been updated successfully.')
    expect(DOMAIN_DELETED).toBe('Domain has been deleted successfully.')
  })
})
