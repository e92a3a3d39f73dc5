import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import { campaignList, campaignSaved, linkList, linkSummary } from '../../contract/index.ts'
import { links } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, insertLink, ok } from './helpers.ts'

// Issue 38: counts past 32 bits, search on odd input, deep pages; one server for the file.
let s: TestServer

beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s?.stop())

const list = async (query: string, key: string) => ok(await call(s, `/urls${query}`, { key }), linkList).data
const summary = async (key: string) => ok(await call(s, '/urls/summary', { key }), linkSummary).data

describe('64-bit counts (I1)', () => {
  it('answers 3,000,000,000 clicks in the summary, the list and the campaign, as numbers', async () => {
    const u = await s.newUser()
    const campaign = ok(await call(s, '/campaign/add', { method: 'POST', key: u.apiKey, body: { name: 'Big' } }), campaignSaved).id
    const a = await insertLink(s, u.id)
    const b = await insertLink(s, u.id)
    await s.db.update(links).set({ clicks: 2_000_000_000, uniqueClicks: 1_500_000_000, campaignId: campaign }).where(eq(links.id, a.id))
    await s.db.update(links).set({ clicks: 1_000_000_000, campaignId: campaign }).where(eq(links.id, b.id))
    expect(await summary(u.apiKey)).toMatchObject({ links: 2, clicks: 3_000_000_000 })
    const byClicks = await list('?order=click', u.apiKey)
    expect(byClicks.urls.map((l) => [l.clicks, l.uniqueclicks])).toEqual([
      [2_000_000_000, 1_500_000_000],
      [1_000_000_000, 0],
    ])
    await s.db.update(links).set({ clicks: sql`${links.clicks} + 3000000000` }).where(inArray(links.id, [a.id, b.id]))
    expect((await summary(u.apiKey)).clicks).toBe(9_000_000_000)
    const campaigns = ok(await call(s, '/campaigns', { key: u.apiKey }), campaignList).data.campaigns
    expect(campaigns.find((c) => c.id === campaign)?.clicks).toBe(9_000_000_000)
  })
})
