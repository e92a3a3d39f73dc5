import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOMAIN_RESERVED, DOMAIN_TAKEN, domainList } from '../../contract/domains.ts'
import { createdEnvelope, messageEnvelope } from '../../contract/envelope.ts'
import { fileUploaded } from '../../contract/files.ts'
import { OWN_URL, linkSaved } from '../../contract/links.ts'
import { startDnsServer } from './dns-test-server.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, fieldError, ok } from './helpers.ts'
import { hostRequest } from './public-http.ts'

// Issue 33 items 1-3, issue 34.7: DNS-proved domains, one owner per host, and what a branded host serves.
const PUBLIC = 'http://short.linkdash.test'
let s: TestServer
let dns: Awaited<ReturnType<typeof startDnsServer>>
let alice: string
let bob: string
beforeAll(async () => {
  dns = await startDnsServer()
  s = await startServer({ publicUrl: PUBLIC, domainVerification: true, dnsServers: [dns.address], reservedHosts: ['admin.linkdash.test'] })
  alice = (await s.newUser()).apiKey
  bob = (await s.newUser()).apiKey
})
afterAll(async () => {
  await s?.stop()
  dns?.close()
})

const add = (key: string, body: Record<string, unknown>) => call(s, '/domain/add', { method: 'POST', key, body })
const verify = (key: string, id: number) => call(s, `/domain/${id}/verify`, { method: 'POST', key })
const domainsOf = async (key: string) => ok(await call(s, '/domains?limit=100', { key }), domainList).data.domains
const link = (key: string, body: Record<string, unknown>) => call(s, '/url/add', { method: 'POST', key, body })
const visit = (host: string, path: string) => hostRequest(s.url, path, host)

/** A domain of `key`'s, proved by the TXT record its list entry asks for. */
async function provedDomain(key: string, body: Record<string, unknown>) {
  const { id } = ok(await add(key, body), createdEnvelope)
  const txt = (await domainsOf(key)).find((d) => d.id === id)!.verification!.find((r) => r.type === 'TXT')!
  dns.txt(txt.name, txt.value)
  expect(ok(await verify(key, id), messageEnvelope.partial().loose()).data).toMatchObject({ id, status: 'verified' })
  return id
}

describe('one host, one owner (A1)', () => {
  it('keeps go.acme.test its owner\'s after another user adds it with the other scheme (the takeover)', async () => {
    const id = await provedDomain(alice, { domain: 'https://go.acme.test', redirectroot: 'https://alice.example/home', redirect404: 'https://alice.example/404' })
    ok(await link(alice, { url: 'https://alice.example/own', custom: 'alice-own', domain: 'https://go.acme.test' }), linkSaved)

    const taken = await add(bob, { domain: 'http://go.acme.test', redirectroot: 'https://bob.example/phish' })
    failed(taken, 409, DOMAIN_TAKEN)
    expect(taken.text).not.toMatch(/another|user|registered/i)
    failed(await link(bob, { url: 'https://bob.example/phish', custom: 'signin-now', domain: 'http://go.acme.test' }), 404, 'Domain not found.')
    ok(await call(s, `/domain/${id}/update`, { method: 'PUT', key: alice, body: { redirectroot: 'https://alice.example/home' } }), messageEnvelope)

    expect((await visit('go.acme.test', '/')).headers.location).toBe('https://alice.example/home')
    expect((await visit('GO.acme.test.', '/alice-own')).headers.location).toBe('https://alice.example/own')
    expect((await visit('go.acme.test', '/signin-now')).headers.location).toBe('https://alice.example/404')
  })

  it('matches url/add\'s domain by host: a bare host or the other scheme finds it (issue 34.7)', async () => {
    const bare = ok(await link(alice, { url: 'https://alice.example/bare', domain: 'go.acme.test' }), linkSaved)
    const other = ok(await link(alice, { url: 'https://alice.example/http', domain: 'http://GO.acme.test' }), linkSaved)
    expect(bare.shorturl).toMatch(/^https:\/\/go\.acme\.test\//)
    expect(other.shorturl).toMatch(/^https:\/\/go\.acme\.test\//)
  })

  it.each([
    ['localhost on any port', 'http://localhost:8094'],
    ['an IPv4 literal', 'https://127.0.0.1'],
    ['a private IPv4 literal with a port', 'http://10.0.0.1:80'],
    ['an IPv6 literal', 'http://[::1]:8094'],
    ['the public host', 'short.linkdash.test'],
    ['the public host on another port', 'https://SHORT.linkdash.test:8443'],
    ['a RESERVED_HOSTS entry', 'https://admin.linkdash.test'],
  ])('refuses %s with one message that names no tenant, writing nothing', async (_label, domain) => {
    fieldError(await add(bob, { domain, redirect404: 'https://evil.example/phish' }), 400, 'domain')
    expect((await add(bob, { domain })).body).toMatchObject({ message: expect.stringContaining(DOMAIN_RESERVED.slice(0, 20)) })
    expect((await domainsOf(bob)).map((d) => d.domain)).toEqual([])
  })
})

describe('ownership by DNS (A3)', () => {
  it('serves nothing from a pending domain and lists the records that would prove it', async () => {
    const { id } = ok(await add(bob, { domain: 'pending.bob.test', redirectroot: 'https://bob.example/' }), createdEnvelope)
    const [listed] = await domainsOf(bob)
    expect(listed).toMatchObject({ id, domain: 'https://pending.bob.test', status: 'pending' })
    expect(listed!.verification).toEqual([
      { type: 'TXT', name: '_linkdash.pending.bob.test', value: expect.stringMatching(/^linkdash-[0-9a-f]{32}$/) },
      { type: 'CNAME', name: 'pending.bob.test', value: 'short.linkdash.test' },
    ])
    // A pending host is any unknown host: no redirect of its own.
    const [root, unknown] = [await visit('pending.bob.test', '/'), await visit('nobody.bob.test', '/')]
    expect([root.status, root.headers.location]).toEqual([unknown.status, unknown.headers.location])
    expect(root.headers.location).not.toBe('https://bob.example/')
    fieldError(await link(bob, { url: 'https://bob.example/x', domain: 'pending.bob.test' }), 400, 'domain')
    expect(ok(await verify(bob, id), messageEnvelope.partial().loose()).data).toMatchObject({ status: 'pending' })

    dns.txt('_linkdash.pending.bob.test', 'linkdash-not-the-token')
    expect(ok(await verify(bob, id), messageEnvelope.partial().loose()).data).toMatchObject({ status: 'pending' })
    dns.txt('_linkdash.pending.bob.test', listed!.verification![0]!.value)
    expect(ok(await verify(bob, id), messageEnvelope.partial().loose()).data).toEqual({
      id, domain: 'https://pending.bob.test', redirectroot: 'https://bob.example/', redirect404: '', status: 'verified',
    })
    expect((await visit('pending.bob.test', '/')).headers.location).toBe('https://bob.example/')
  })

  it('takes a CNAME to the public host as proof too', async () => {
    const { id } = ok(await add(bob, { domain: 'https://cname.bob.test', redirectroot: 'https://bob.example/c' }), createdEnvelope)
    dns.cname('cname.bob.test', 'short.linkdash.test.')
    expect(ok(await verify(bob, id), messageEnvelope.partial().loose()).data).toMatchObject({ status: 'verified' })
    expect((await visit('cname.bob.test', '/')).headers.location).toBe('https://bob.example/c')
  })

  it('lets a pending claim not block the owner who proves the host, and answers 404 for another\'s id', async () => {
    ok(await add(bob, { domain: 'https://contested.test' }), createdEnvelope)
    await provedDomain(alice, { domain: 'https://contested.test', redirectroot: 'https://alice.example/contested' })
    expect((await visit('contested.test', '/')).headers.location).toBe('https://alice.example/contested')
    const alicesId = (await domainsOf(alice)).find((d) => d.domain === 'https://contested.test')!.id
    failed(await verify(bob, alicesId), 404, 'Domain not found.')
  })
})

describe('a branded domain serves only its owner\'s content (A4, A5)', () => {
  it('answers other accounts\' files and links with the domain\'s own 404 redirect', async () => {
    await provedDomain(alice, { domain: 'victim.test', redirect404: 'https://alice.example/missing' })
    ok(await call(s, '/files/upload/mal.txt?custom=mallory-file', { method: 'POST', key: bob, body: 'mallory' }), fileUploaded)
    ok(await link(bob, { url: 'https://bob.example/mal', custom: 'mallory-link' }), linkSaved)
    ok(await call(s, '/files/upload/own.txt?custom=alice-file', { method: 'POST', key: alice, body: 'alice' }), fileUploaded)
    for (const path of ['/mallory-file', '/mallory-link']) {
      const answer = await visit('victim.test', path)
      expect([answer.status, answer.headers.location]).toEqual([302, 'https://alice.example/missing'])
    }
    const own = await visit('victim.test', '/alice-file')
    expect([own.status, own.body.toString()]).toEqual([200, 'alice'])
    expect((await visit('short.linkdash.test', '/mallory-file')).body.toString()).toBe('mallory')
  })

  it('refuses a file the aliases links cannot take', async () => {
    for (const custom of ['admin', 'login', 'signin', 'static', 'assets', 'bio']) {
      fieldError(await call(s, `/files/upload/x.txt?custom=${custom}`, { method: 'POST', key: bob, body: 'x' }), 400, 'custom')
    }
  })

  it('lets exactly one of an upload and a link creation racing for one alias have it', async () => {
    const aliases = Array.from({ length: 12 }, (_, i) => `race-alias-${i}`)
    const answers = await Promise.all(
      aliases.map((alias) =>
        Promise.all([
          call(s, `/files/upload/r.txt?custom=${alias}`, { method: 'POST', key: bob, body: 'file' }),
          link(alice, { url: 'https://alice.example/race', custom: alias }),
        ]),
      ),
    )
    for (const pair of answers) {
      expect(pair.map((a) => a.status).sort()).toEqual([200, 409])
      failed(pair.find((a) => a.status === 409)!, 409, /taken/)
    }
  })
})

describe('the own-site rule compares hosts and ports (A7)', () => {
  it.each([
    ['localhost on the listen port', () => `http://localhost:${s.config.port}/abc`],
    ['another loopback address', () => `http://127.0.0.2:${s.config.port}/abc`],
    ['IPv6 loopback', () => `http://[::1]:${s.config.port}/abc`],
    ['a hex IPv4 form', () => `http://0x7f.1:${s.config.port}/abc`],
    ['the public host', () => 'http://SHORT.linkdash.test./abc'],
    ['another user\'s verified branded domain', () => 'https://victim.test/abc'],
  ])('refuses %s', async (_label, url) => {
    failed(await link(bob, { url: url() }), 400, OWN_URL)
    failed(await link(bob, { url: 'https://ok.example/', devicetarget: [{ device: 'iphone', link: url() }] }), 400, OWN_URL)
  })

  it('accepts another port of localhost and an unrelated host', async () => {
    ok(await link(bob, { url: `http://localhost:${s.config.port + 1}/abc` }), linkSaved)
    ok(await link(bob, { url: 'https://short.linkdash.test.example.com/abc' }), linkSaved)
  })
})
