import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  campaignList,
  campaignSaved,
  createdEnvelope,
  directoryCreated,
  directoryItemList,
  directoryList,
  domainList,
  fileList,
  fileUploaded,
  messageEnvelope,
  overlayList,
  pixelList,
  qrCreated,
  qrList,
  qrResponse,
  splashList,
} from '../../contract/index.ts'
import { links } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { type Answer, call, failed, insertLink, ok } from './helpers.ts'

// D9: another user's id behaves exactly like an id that does not exist.
const MISSING = 2147483647

let s: TestServer
let alice: { id: number; apiKey: string }
let bob: { id: number; apiKey: string }
const a = {} as { domain: number; campaign: number; directory: number; pixel: number; qr: number; link: number; file: number }
const b = {} as { campaign: number; directory: number; qr: number; link: number }
let aliceSnapshot: Record<string, unknown>

const snapshot = async () => ({
  domains: (await call(s, '/domains?limit=100', { key: alice.apiKey })).body,
  campaigns: (await call(s, '/campaigns?limit=100', { key: alice.apiKey })).body,
  directories: (await call(s, '/directories?limit=100', { key: alice.apiKey })).body,
  items: (await call(s, `/directory/${a.directory}?limit=100`, { key: alice.apiKey })).body,
  pixels: (await call(s, '/pixels?limit=100', { key: alice.apiKey })).body,
  qrs: (await call(s, '/qr?limit=100', { key: alice.apiKey })).body,
  qr: (await call(s, `/qr/${a.qr}`, { key: alice.apiKey })).body,
  files: (await call(s, '/files?limit=100', { key: alice.apiKey })).body,
  linkCampaign: (await s.db.select().from(links).where(eq(links.id, a.link)))[0]!.campaignId,
})

beforeAll(async () => {
  s = await startServer()
  alice = await s.newUser()
  bob = await s.newUser()
  const ak = { key: alice.apiKey, method: 'POST' }
  a.domain = ok(await call(s, '/domain/add', { ...ak, body: { domain: 'https://alice.example.com' } }), createdEnvelope).id
  a.campaign = ok(await call(s, '/campaign/add', { ...ak, body: { name: 'Alice campaign', slug: 'alice-slug' } }), campaignSaved).id
  a.directory = ok(await call(s, '/directory/add', { ...ak, body: { name: 'Alice dir' } }), directoryCreated).id
  a.pixel = ok(await call(s, '/pixel/add', { ...ak, body: { type: 'gapixel', name: 'Alice pixel', tag: 'G-ALICE' } }), createdEnvelope).id
  a.qr = ok(await call(s, '/qr/add', { ...ak, body: { type: 'link', data: 'https://alice.example.com/x', name: 'Alice QR' } }), qrCreated).id
  a.link = (await insertLink(s, alice.id, { title: 'Alice link' })).id
  ok(await call(s, `/directory/${a.directory}/assign/links/${a.link}`, ak), messageEnvelope)
  ok(await call(s, `/campaign/${a.campaign}/assign/${a.link}`, ak), messageEnvelope)
  const res = await s.api('/files/upload/alice.txt?domain=https://alice.example.com', { method: 'POST', key: alice.apiKey, body: new Uint8Array(8) })
  a.file = ok({ status: res.status, headers: res.headers, body: await res.json(), text: '' }, fileUploaded).id

  const bk = { key: bob.apiKey, method: 'POST' }
  b.campaign = ok(await call(s, '/campaign/add', { ...bk, body: { name: 'Bob campaign' } }), campaignSaved).id
  b.directory = ok(await call(s, '/directory/add', { ...bk, body: { name: 'Bob dir' } }), directoryCreated).id
  b.qr = ok(await call(s, '/qr/add', { ...bk, body: { type: 'text', data: 'bob' } }), qrCreated).id
  b.link = (await insertLink(s, bob.id, { title: 'Bob link' })).id
  aliceSnapshot = await snapshot()
})
afterAll(() => s?.stop())

/** Bob's request on Alice's id, and the same request on an id nobody has: the same answer. */
async function sameAsMissing(method: string, path: (id: number) => string, aliceId: number, message: string, body?: unknown) {
  const other: Answer = await call(s, path(aliceId), { method, key: bob.apiKey, body })
  const missing: Answer = await call(s, path(MISSING), { method, key: bob.apiKey, body })
  failed(missing, 404, message)
  expect(other.status).toBe(missing.status)
  expect(other.body).toEqual(missing.body)
}

describe("another user's ids answer exactly like unknown ids (D9)", () => {
  it('domains: update and delete', async () => {
    await sameAsMissing('PUT', (id) => `/domain/${id}/update`, a.domain, 'Domain not found.', { redirectroot: 'https://bob.example.com' })
    await sameAsMissing('DELETE', (id) => `/domain/${id}/delete`, a.domain, 'Domain not found.')
  })

  it('campaigns: update, delete and assign in both directions', async () => {
    await sameAsMissing('PUT', (id) => `/campaign/${id}/update`, a.campaign, 'Campaign not found.', { name: 'Bob took it' })
    await sameAsMissing('DELETE', (id) => `/campaign/${id}/delete`, a.campaign, 'Campaign not found.')
    await sameAsMissing('POST', (id) => `/campaign/${id}/assign/${b.link}`, a.campaign, 'Campaign not found.')
    await sameAsMissing('POST', (id) => `/campaign/${b.campaign}/assign/${id}`, a.link, 'Link not found.')
  })

  it('directories: items, update, delete and assign in both directions', async () => {
    await sameAsMissing('GET', (id) => `/directory/${id}`, a.directory, 'Directory not found.')
    await sameAsMissing('PUT', (id) => `/directory/${id}/update`, a.directory, 'Directory not found.', { name: 'Bob took it' })
    await sameAsMissing('DELETE', (id) => `/directory/${id}/delete`, a.directory, 'Directory not found.')
    await sameAsMissing('POST', (id) => `/directory/${id}/assign/links/${b.link}`, a.directory, 'Directory not found.')
    await sameAsMissing('POST', (id) => `/directory/${id}/assign/qr/${b.qr}`, a.directory, 'Directory not found.')
    await sameAsMissing('POST', (id) => `/directory/${b.directory}/assign/links/${id}`, a.link, 'Item not found.')
    await sameAsMissing('POST', (id) => `/directory/${b.directory}/assign/qr/${id}`, a.qr, 'Item not found.')
  })

  it('pixels: update and delete', async () => {
    await sameAsMissing('PUT', (id) => `/pixel/${id}/update`, a.pixel, 'Pixel not found.', { tag: 'G-BOB' })
    await sameAsMissing('DELETE', (id) => `/pixel/${id}/delete`, a.pixel, 'Pixel not found.')
  })

  it('QR codes: get, update and delete', async () => {
    await sameAsMissing('GET', (id) => `/qr/${id}`, a.qr, 'QR code not found.')
    await sameAsMissing('PUT', (id) => `/qr/${id}/update`, a.qr, 'QR code not found.', { name: 'Bob took it' })
    await sameAsMissing('DELETE', (id) => `/qr/${id}/delete`, a.qr, 'QR code not found.')
  })

  it("files: another user's branded domain is refused like an unknown one", async () => {
    const upload = (domain: string) => s.api(`/files/upload/bob.txt?domain=${encodeURIComponent(domain)}`, { method: 'POST', key: bob.apiKey, body: new Uint8Array(4) })
    const other = await upload('https://alice.example.com')
    const unknown = await upload('https://nobody.example.com')
    expect(other.status).toBe(400)
    expect(unknown.status).toBe(400)
    expect(await other.json()).toEqual(await unknown.json())
  })

  it("left every one of Alice's resources as it was", async () => {
    expect(await snapshot()).toEqual(aliceSnapshot)
    expect((aliceSnapshot.items as { data: { result: number } }).data.result).toBe(1)
    expect(aliceSnapshot.linkCampaign).toBe(a.campaign)
  })
})

describe("lists never include another user's items", () => {
  it("Bob's lists hold only his own items", async () => {
    const k = { key: bob.apiKey }
    expect(ok(await call(s, '/domains', k), domainList).data.result).toBe(0)
    expect(ok(await call(s, '/campaigns', k), campaignList).data.campaigns.map((c) => c.id)).toEqual([b.campaign])
    expect(ok(await call(s, '/directories', k), directoryList).data.directories.map((d) => d.id)).toEqual([b.directory])
    expect(ok(await call(s, `/directory/${b.directory}`, k), directoryItemList).data.result).toBe(0)
    expect(ok(await call(s, '/pixels', k), pixelList).data.result).toBe(0)
    expect(ok(await call(s, '/qr', k), qrList).data.qrs.map((q) => q.id)).toEqual([b.qr])
    expect(ok(await call(s, '/files', k), fileList).result).toBe(0)
    expect(ok(await call(s, '/files?name=alice', k), fileList).result).toBe(0)
  })

  it("Alice's lists hold only her own items, and none of the demo user's", async () => {
    const k = { key: alice.apiKey }
    expect(ok(await call(s, '/domains', k), domainList).data.domains.map((d) => d.id)).toEqual([a.domain])
    expect(ok(await call(s, '/campaigns', k), campaignList).data.campaigns.map((c) => c.id)).toEqual([a.campaign])
    expect(ok(await call(s, '/directories', k), directoryList).data.directories.map((d) => d.id)).toEqual([a.directory])
    expect(ok(await call(s, '/pixels', k), pixelList).data.pixels.map((p) => p.id)).toEqual([a.pixel])
    expect(ok(await call(s, '/qr', k), qrList).data.qrs.map((q) => q.id)).toEqual([a.qr])
    expect(ok(await call(s, '/files', k), fileList).list.map((f) => f.id)).toEqual([a.file])
    expect(ok(await call(s, '/overlay', k), overlayList).data.result).toBe(0)
    expect(ok(await call(s, '/splash', k), splashList).data.result).toBe(0)
  })

  it("the demo user sees none of Alice's or Bob's items", async () => {
    const domains = ok(await call(s, '/domains?limit=100'), domainList).data.domains
    expect(domains.map((d) => d.id)).not.toContain(a.domain)
    const qrs = ok(await call(s, '/qr?limit=100'), qrList).data.qrs.map((q) => q.id)
    expect(qrs).not.toContain(a.qr)
    expect(qrs).not.toContain(b.qr)
    expect(ok(await call(s, '/files'), fileList).result).toBe(0)
  })

  it('Bob can still use names Alice uses where uniqueness is per user', async () => {
    const bk = { key: bob.apiKey, method: 'POST' }
    ok(await call(s, '/campaign/add', { ...bk, body: { name: 'Alice campaign' } }), campaignSaved)
    ok(await call(s, '/pixel/add', { ...bk, body: { type: 'gapixel', name: 'Same tag', tag: 'G-ALICE' } }), createdEnvelope)
    ok(await call(s, '/directory/add', { ...bk, body: { name: 'Alice dir' } }), directoryCreated)
    // Alice's own QR detail is still hers alone.
    expect(ok(await call(s, `/qr/${a.qr}`, { key: alice.apiKey }), qrResponse).details.name).toBe('Alice QR')
  })
})
