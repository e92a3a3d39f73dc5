import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { campaignSaved, createdEnvelope, directoryCreated, domainList, fileList, messageEnvelope, qrList, qrResponse } from '../../contract/index.ts'
import { links } from '../../server/db/schema.ts'
import { RESOURCES, resourceOf } from './endpoints.ts'
import { type IdRoute, type Owned, type PagedList, idRoutes, listed, pagedLists, reads } from './endpoint-cases.ts'
import { ownOneOfEach } from './fixtures.ts'
import { startServer, type TestServer } from './harness.ts'
import { type Answer, call, failed, ok } from './helpers.ts'

// D9: another user's id behaves exactly like an id that does not exist.
const MISSING = 2147483647

let s: TestServer
let alice: { id: number; apiKey: string }
let bob: { id: number; apiKey: string }
let a: Owned
let b: Owned
let aliceSnapshot: Record<string, unknown>

const snapshot = async () => {
  const seen: Record<string, unknown> = {}
  for (const p of reads(a)) seen[p] = (await call(s, p, { key: alice.apiKey })).body
  seen.linkCampaign = (await s.db.select().from(links).where(eq(links.id, a.link[0]!)))[0]!.campaignId
  return seen
}

beforeAll(async () => {
  s = await startServer()
  alice = await s.newUser()
  bob = await s.newUser()
  a = await ownOneOfEach(s, alice, 'Alice')
  b = await ownOneOfEach(s, bob, 'Bob')
  const ak = { key: alice.apiKey, method: 'POST' }
  ok(await call(s, `/directory/${a.directory[0]}/assign/links/${a.link[0]}`, ak), messageEnvelope)
  ok(await call(s, `/campaign/${a.campaign[0]}/assign/${a.link[0]}`, ak), messageEnvelope)
  aliceSnapshot = await snapshot()
})
afterAll(() => s?.stop())

/** Bob's request on Alice's id, and the same request on an id nobody has: the same answer. */
async function sameAsMissing(route: IdRoute, aliceId: number) {
  const other: Answer = await call(s, route.path(aliceId, b), { method: route.method, key: bob.apiKey, body: route.body })
  const missing: Answer = await call(s, route.path(MISSING, b), { method: route.method, key: bob.apiKey, body: route.body })
  failed(missing, 404, route.missing)
  expect(other.status, route.name).toBe(missing.status)
  expect(other.body, route.name).toEqual(missing.body)
}

describe("another user's ids answer exactly like unknown ids (D9)", () => {
  const withIds = RESOURCES.filter((r) => idRoutes(r).length > 0)
  it.each(withIds.map((r) => [r.name, r] as const))('%s: every route that takes one of its ids', async (_, r) => {
    for (const route of idRoutes(r)) {
      for (const kind of route.kinds) await sameAsMissing(route, a[kind][0]!)
    }
  })

  it("files: another user's branded domain is refused like an unknown one", async () => {
    const upload = (domain: string) => s.api(`/files/upload/bob.txt?domain=${encodeURIComponent(domain)}`, { method: 'POST', key: bob.apiKey, body: new Uint8Array(4) })
    const aliceDomain = resourceOf('domain').add!.body('Alice').domain as string
    const other = await upload(aliceDomain)
    const unknown = await upload('https://nobody.example.com')
    expect(other.status).toBe(400)
    expect(unknown.status).toBe(400)
    expect(await other.json()).toEqual(await unknown.json())
  })

  it("left every one of Alice's resources as it was", async () => {
    expect(await snapshot()).toEqual(aliceSnapshot)
    expect((aliceSnapshot[`/directory/${a.directory[0]}?limit=100`] as { data: { result: number } }).data.result).toBe(1)
    expect(aliceSnapshot.linkCampaign).toBe(a.campaign[0])
  })
})

describe("lists never include another user's items", () => {
  /** A user's own ids of the list's kind; in a directory's page, what was assigned to it; nothing in the read-only lists (D22). */
  const expected = (l: PagedList, o: Owned, assigned: number[]) => (l.kind ? o[l.kind] : l.parent ? assigned : [])

  it("Bob's lists hold only his own items", async () => {
    const k = { key: bob.apiKey }
    for (const l of pagedLists(b)) expect(listed(l, ok(await call(s, l.path, k), l.schema)).ids, l.path).toEqual(expected(l, b, []))
    expect(ok(await call(s, '/files?name=alice', k), fileList).result).toBe(0)
  })

  it("Alice's lists hold only her own items, and none of the demo user's", async () => {
    const k = { key: alice.apiKey }
    for (const l of pagedLists(a)) expect(listed(l, ok(await call(s, l.path, k), l.schema)).ids, l.path).toEqual(expected(l, a, a.link))
  })

  it("the demo user sees none of Alice's or Bob's items", async () => {
    const domains = ok(await call(s, '/domains?limit=100'), domainList).data.domains
    expect(domains.map((d) => d.id)).not.toContain(a.domain[0])
    const qrs = ok(await call(s, '/qr?limit=100'), qrList).data.qrs.map((q) => q.id)
    expect(qrs).not.toContain(a.qr[0])
    expect(qrs).not.toContain(b.qr[0])
    expect(ok(await call(s, '/files'), fileList).result).toBe(0)
  })

  it('Bob can still use names Alice uses where uniqueness is per user', async () => {
    const bk = { key: bob.apiKey, method: 'POST' }
    ok(await call(s, '/campaign/add', { ...bk, body: { name: 'Alice campaign' } }), campaignSaved)
    ok(await call(s, '/pixel/add', { ...bk, body: { type: 'gtmpixel', name: 'Same tag', tag: 'GTM-ALICE' } }), createdEnvelope)
    ok(await call(s, '/directory/add', { ...bk, body: { name: 'Alice dir' } }), directoryCreated)
    expect(ok(await call(s, `/qr/${a.qr[0]}`, { key: alice.apiKey }), qrResponse).details.name).toBe('Alice code')
  })
})
