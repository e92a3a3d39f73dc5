import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import { campaignList, campaignSaved, linkList, linkSaved, linkSummary } from '../../contract/index.ts'
import { linkTotals, links } from '../../server/db/schema.ts'
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

describe('search on any text (I2)', () => {
  const LONG = `long-${'abc'.repeat(65)}`
  const TEXTS = [
    { title: 'Save 100% today', longUrl: 'https://odd.example.com/percent' },
    { title: 'Save 1000 today', longUrl: 'https://odd.example.com/thousand' },
    { title: 'snake_case title', longUrl: 'https://odd.example.com/snake' },
    { title: 'snakeXcase title', longUrl: 'https://odd.example.com/x' },
    { title: 'back\\slash', longUrl: 'https://odd.example.com/back' },
    { title: 'Rocket 🚀 launch', longUrl: 'https://odd.example.com/rocket' },
    { title: 'عربي \u200F mark', longUrl: 'https://odd.example.com/rtl' },
    { title: "it's '; drop table links; --", longUrl: 'https://odd.example.com/sql' },
    { title: 'ITEM-12345 catalogue', longUrl: 'https://odd.example.com/item' },
    { title: 'plain', longUrl: `https://odd.example.com/${LONG}` },
  ]
  let u: { id: number; apiKey: string }
  let rows: { id: number; alias: string; title: string; longUrl: string }[]
  beforeAll(async () => {
    u = await s.newUser()
    rows = []
    for (const t of TEXTS) rows.push(await insertLink(s, u.id, t))
  })
  const expected = (q: string) =>
    rows
      .filter((r) => [r.longUrl, r.alias, r.title].some((f) => f.toLowerCase().includes(q.toLowerCase())))
      .map((r) => r.id)
      .sort((a, b) => a - b)
  const found = async (q: string) => {
    const data = await list(`?limit=100&q=${encodeURIComponent(q)}`, u.apiKey)
    expect(data.result).toBe(data.urls.length)
    return data.urls.map((l) => l.id).sort((a, b) => a - b)
  }

  it.each([
    '100%', '%', '%%', '_', 'e_c', '\\', 'back\\s', '🚀', 'rocket 🚀', '\u200F', 'عربي', "'; drop table links; --",
    "' or 1=1 --", 'item-12345', 'ITEM-123', 'nomatchxyz', LONG.slice(0, 200), `${LONG.slice(0, 199)}!`, 'odd.example.com/',
  ])('finds %j as a plain substring', async (q) => {
    expect(await found(q)).toEqual(expected(q))
  })

  it('looks through the newest 5,000 links for a search without three letters or digits in a row', async () => {
    const w = await s.newUser()
    const old = await insertLink(s, w.id, { title: 'Deal 50% off' })
    await s.db.execute(sql`insert into links (user_id, alias, title, long_url)
      select ${w.id}, 'gen-' || ${w.id} || '-' || g, 'Generated', 'https://gen.example.com/' || g from generate_series(1, 5000) g`)
    const recent = await insertLink(s, w.id, { title: 'Deal 40% off' })
    const data = await list(`?limit=100&q=${encodeURIComponent('%')}`, w.apiKey)
    expect(data.urls.map((l) => l.id)).toEqual([recent.id])
    expect((await list(`?q=${encodeURIComponent('50% off')}`, w.apiKey)).urls.map((l) => l.id)).toEqual([old.id])
  })
})

describe('deep pages and counters (I3, I4, I5)', () => {
  let u: { id: number; apiKey: string }
  let made: { id: number; clicks: number }[]
  beforeAll(async () => {
    u = await s.newUser()
    await s.db.execute(sql`insert into links (user_id, alias, title, long_url, clicks, archived)
      select ${u.id}, 'deep-' || ${u.id} || '-' || g, 'Deep ' || g, 'https://deep.example.com/' || g, g % 7, g % 9 = 0 from generate_series(1, 60) g`)
    made = (await s.db.select({ id: links.id, clicks: links.clicks, archived: links.archived }).from(links).where(eq(links.userId, u.id))).filter((l) => !l.archived)
  })

  it('serves page N of both orders as the whole list cut at N', async () => {
    const byDate = [...made].sort((a, b) => b.id - a.id).map((l) => l.id)
    const byClicks = [...made].sort((a, b) => b.clicks - a.clicks || b.id - a.id).map((l) => l.id)
    for (const page of [1, 3, 6]) {
      const date = await list(`?limit=9&page=${page}`, u.apiKey)
      expect(date.urls.map((l) => l.id)).toEqual(byDate.slice((page - 1) * 9, page * 9))
      expect(date).toMatchObject({ result: made.length, maxpage: Math.ceil(made.length / 9), currentpage: page })
      const click = await list(`?limit=9&page=${page}&order=click`, u.apiKey)
      expect(click.urls.map((l) => l.id)).toEqual(byClicks.slice((page - 1) * 9, page * 9))
    }
  })

  it('keeps the summary and the list total up to date through create, archive, clicks and delete', async () => {
    const w = await s.newUser()
    const add = async (n: number) => ok(await call(s, '/url/add', { method: 'POST', key: w.apiKey, body: { url: `https://count.example.com/${n}` } }), linkSaved)
    const [a, b, c] = [await add(1), await add(2), await add(3)]
    await insertLink(s, w.id, { kind: 'bio' })
    expect(await summary(w.apiKey)).toMatchObject({ links: 3, clicks: 0 })
    await call(s, `/url/${a.id}/update`, { method: 'PUT', key: w.apiKey, body: { archived: true } })
    await s.db.update(links).set({ clicks: sql`${links.clicks} + 4` }).where(inArray(links.id, [a.id, b.id]))
    expect(await summary(w.apiKey)).toMatchObject({ links: 3, clicks: 8 })
    expect((await list('', w.apiKey)).result).toBe(2)
    await call(s, `/url/${b.id}/delete`, { method: 'DELETE', key: w.apiKey })
    expect(await summary(w.apiKey)).toMatchObject({ links: 2, clicks: 4 })
    expect((await list('', w.apiKey)).urls.map((l) => l.id)).toEqual([c.id])
    expect((await list('', w.apiKey)).result).toBe(1)
  })

  it('keeps the counts of campaign=none and domain=none through every kind of write, as the lists find them (I7)', async () => {
    const w = await s.newUser()
    const campaign = ok(await call(s, '/campaign/add', { method: 'POST', key: w.apiKey, body: { name: 'Kept none' } }), campaignSaved).id
    const add = async (n: number, body: object = {}) =>
      ok(await call(s, '/url/add', { method: 'POST', key: w.apiKey, body: { url: `https://none.example.com/${n}`, ...body } }), linkSaved)
    const [a, b, c] = [await add(1), await add(2, { campaign }), await add(3)]
    await insertLink(s, w.id, { kind: 'bio' })
    await s.db.execute(sql`insert into links (user_id, alias, title, long_url, domain, campaign_id)
      select ${w.id}, 'none-' || ${w.id} || '-' || g, '', 'https://none.example.com/x', case when g % 2 = 0 then 'https://go.none.example' end,
        case when g % 3 = 0 then ${campaign}::int end from generate_series(1, 12) g`)
    await call(s, `/url/${a.id}/update`, { method: 'PUT', key: w.apiKey, body: { archived: true } })
    await call(s, `/url/${c.id}/update`, { method: 'PUT', key: w.apiKey, body: { campaign } })
    await s.db.update(links).set({ domain: 'https://go.none.example', clicks: sql`${links.clicks} + 1` }).where(inArray(links.id, [b.id, c.id]))
    await call(s, `/url/${b.id}/delete`, { method: 'DELETE', key: w.apiKey })
    const counted = async (filter: string) => {
      const all = await list(`?limit=100&${filter}`, w.apiKey)
      expect(all.result).toBe(all.urls.length)
      return all.result
    }
    // 12 bulk rows: 8 without a campaign, 6 without a domain; c moved into the campaign and the branded domain.
    expect([await counted('campaign=none'), await counted('domain=none')]).toEqual([8, 6])
    const kept = await s.db.select({ unassigned: linkTotals.unassigned, undomained: linkTotals.undomained }).from(linkTotals).where(eq(linkTotals.userId, w.id))
    expect(kept).toEqual([{ unassigned: 8, undomained: 6 }])
  })

  it('counts a search exactly up to 1,000 matches and estimates above, as integers that page', async () => {
    const w = await s.newUser()
    await s.db.execute(sql`insert into links (user_id, alias, title, long_url)
      select ${w.id}, 'many-' || ${w.id} || '-' || g, 'Many ' || g, 'https://many.example.com/' || g from generate_series(1, 1100) g`)
    const exact = await list('?limit=10&q=many.example.com/10', w.apiKey)
    expect(exact.result).toBe(111)
    const big = await list('?limit=10&q=many.example.com', w.apiKey)
    expect(Number.isInteger(big.result)).toBe(true)
    expect(big.result).toBeGreaterThan(1000)
    expect(big.maxpage).toBe(Math.ceil(big.result / 10))
    expect(big.urls).toHaveLength(10)
    expect(big.nextpage).toBe(2)
    const last = await list(`?limit=100&page=11&q=many.example.com`, w.apiKey)
    expect(last).toMatchObject({ result: 1100, maxpage: 11, nextpage: 0 })
    expect(last.urls).toHaveLength(100)
  })
})
