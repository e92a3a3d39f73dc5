import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createdEnvelope, directoryCreated, directoryItemList, fileList, linkList, messageEnvelope, overlayList, pixelList, splashList } from '../../contract/index.ts'
import { links } from '../../server/db/schema.ts'
import { RESOURCES } from './endpoints.ts'
import { type Owned, fill } from './endpoint-cases.ts'
import { firstOfEach, ownOneOfEach } from './fixtures.ts'
import { startServer, type TestServer } from './harness.ts'
import { TIMESTAMP, call, failed, fieldError, insertLink, ok } from './helpers.ts'

let s: TestServer
let key: string
let userId: number
/** The ids of 7 pixels, in creation order. */
const ids: number[] = []
beforeAll(async () => {
  s = await startServer()
  const u = await s.newUser()
  key = u.apiKey
  userId = u.id
  for (let i = 1; i <= 7; i++) {
    ids.push(ok(await call(s, '/pixel/add', { method: 'POST', key, body: { type: 'twitterpixel', name: `Pixel ${i}`, tag: `tag-${i}` } }), createdEnvelope).id)
  }
})
afterAll(() => s?.stop())

const pixels = async (query: string) => ok(await call(s, `/pixels${query}`, { key }), pixelList).data

describe('paging arithmetic (D12, D13)', () => {
  it('counts 7 items in pages of 3: pages 1, 2, 3 and the way to the next', async () => {
    expect(await pixels('?limit=3&page=1')).toMatchObject({ result: 7, perpage: 3, currentpage: 1, nextpage: 2, maxpage: 3 })
    expect(await pixels('?limit=3&page=2')).toMatchObject({ result: 7, perpage: 3, currentpage: 2, nextpage: 3, maxpage: 3 })
    const last = await pixels('?limit=3&page=3')
    expect(last).toMatchObject({ result: 7, perpage: 3, currentpage: 3, nextpage: 0, maxpage: 3 })
    expect(last.pixels).toHaveLength(1)
  })

  it('gives the newest first, and the pages together hold every item once', async () => {
    const pages = [await pixels('?limit=3&page=1'), await pixels('?limit=3&page=2'), await pixels('?limit=3&page=3')]
    expect(pages.map((p) => p.pixels.map((x) => x.name))).toEqual([
      ['Pixel 7', 'Pixel 6', 'Pixel 5'],
      ['Pixel 4', 'Pixel 3', 'Pixel 2'],
      ['Pixel 1'],
    ])
    expect(pages.flatMap((p) => p.pixels.map((x) => x.id))).toEqual([...ids].reverse())
  })

  it.each([
    [7, 1, 0],
    [6, 2, 2],
    [2, 4, 2],
    [1, 7, 2],
    [100, 1, 0],
  ])('with limit %i has maxpage %i and nextpage %i on page 1', async (limit, maxpage, nextpage) => {
    const data = await pixels(`?limit=${limit}`)
    expect(data).toMatchObject({ result: 7, perpage: limit, currentpage: 1, maxpage, nextpage })
    expect(data.pixels).toHaveLength(Math.min(limit, 7))
  })

  it('uses limit 15 and page 1 when none is given', async () => {
    const data = await pixels('')
    expect(data).toMatchObject({ result: 7, perpage: 15, currentpage: 1, nextpage: 0, maxpage: 1 })
    expect(data.pixels).toHaveLength(7)
  })

  it('answers a page past the end with an empty array, not an error', async () => {
    expect(await pixels('?limit=3&page=4')).toEqual({ result: 7, perpage: 3, currentpage: 4, nextpage: 0, maxpage: 3, pixels: [] })
    expect(await pixels('?limit=100&page=100000')).toEqual({ result: 7, perpage: 100, currentpage: 100000, nextpage: 0, maxpage: 1, pixels: [] })
  })

  it('pages the items of a directory the same way', async () => {
    const dir = ok(await call(s, '/directory/add', { method: 'POST', key, body: { name: 'Paged' } }), directoryCreated).id
    for (let i = 0; i < 3; i++) {
      const link = await insertLink(s, userId, { title: `Item ${i}` })
      ok(await call(s, `/directory/${dir}/assign/links/${link.id}`, { method: 'POST', key }), messageEnvelope)
    }
    const first = ok(await call(s, `/directory/${dir}?limit=2`, { key }), directoryItemList).data
    expect(first).toMatchObject({ result: 3, perpage: 2, currentpage: 1, nextpage: 2, maxpage: 2 })
    expect(first.items).toHaveLength(2)
    const second = ok(await call(s, `/directory/${dir}?limit=2&page=2`, { key }), directoryItemList).data
    expect(second).toMatchObject({ result: 3, currentpage: 2, nextpage: 0, maxpage: 2 })
    expect(second.items).toHaveLength(1)
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(3)
  })
})

/** The lists with the counters in `data` (the files list has its own shape, below). */
const LISTS = RESOURCES.flatMap((r) => (r.list && !r.list.bare ? [[r.list.path, r.list.schema, r.list.key] as const] : []))

describe('empty lists', () => {
  it.each(LISTS)('%s of a new user is empty with maxpage 0 and nextpage 0', async (p, schema, itemsKey) => {
    const u = await s.newUser()
    const { data } = ok(await call(s, p, { key: u.apiKey }), schema) as { data: unknown }
    expect(data).toEqual({ result: 0, perpage: 15, currentpage: 1, nextpage: 0, maxpage: 0, [itemsKey]: [] })
  })

  it('the items of a new directory are empty', async () => {
    const dir = ok(await call(s, '/directory/add', { method: 'POST', key, body: { name: 'Empty' } }), directoryCreated).id
    expect(ok(await call(s, `/directory/${dir}`, { key }), directoryItemList).data).toEqual({
      result: 0,
      perpage: 15,
      currentpage: 1,
      nextpage: 0,
      maxpage: 0,
      items: [],
    })
  })

  it('the files of a new user are empty with nextpage null, without a data wrapper', async () => {
    const u = await s.newUser()
    expect(ok(await call(s, '/files', { key: u.apiKey }), fileList)).toEqual({
      error: '0',
      result: 0,
      perpage: 15,
      currentpage: 1,
      nextpage: null,
      maxpage: 0,
      quota: { used: 0, limit: 1024 * 1024 * 1024 },
      list: [],
    })
  })
})

describe('limit and page out of range (D11)', () => {
  // Every paged list; a directory's items stand for the pages of an id.
  const paths = RESOURCES.flatMap((r) => [...(r.list ? [r.list.path] : []), ...(r.get?.items ? [r.get.path] : [])])
  const bad: [string, string][] = [
    ['limit=0', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=+5', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=', 'limit'],
    ['limit=1e2', 'limit'],
    ['page=0', 'page'],
    ['page=100001', 'page'],
    ['page=-3', 'page'],
    ['page=two', 'page'],
    ['limit=5&limit=6', 'limit'],
  ]
  // Another user, with an id of each kind to fill the routes.
  let own: Owned
  let ownKey: string
  beforeAll(async () => {
    const u = await s.newUser()
    own = await ownOneOfEach(s, u, 'Range')
    ownKey = u.apiKey
  })

  it.each(paths)('%s refuses each bad limit or page with 400 naming it', async (p) => {
    const base = fill(p, firstOfEach(own))
    for (const [query, field] of bad) {
      fieldError(await call(s, `${base}?${query}`, { key: ownKey }), 400, field)
    }
  })

  it('names the allowed ranges in the message', async () => {
    failed(await call(s, '/pixels?limit=0', { key }), 400, 'limit must be a whole number from 1 up.')
    failed(await call(s, '/pixels?page=100001', { key }), 400, /1 .*100000/)
  })

  it('accepts the bounds limit=1, limit=100, page=100000', async () => {
    expect((await pixels('?limit=1')).pixels).toHaveLength(1)
    expect((await pixels('?limit=100')).pixels).toHaveLength(7)
    expect((await pixels('?page=100000')).pixels).toEqual([])
  })
})

describe('a limit above the page size (D11, issue 34 item 1)', () => {
  // The Next.js app asks /campaigns?limit=1000, its Apps Script /urls?limit=500.
  it.each(['/campaigns?limit=1000', '/urls?limit=500', '/pixels?limit=101', '/files?limit=1000'])(
    '%s is answered with pages of 100 and counters for pages of 100',
    async (p) => {
      const a = await call(s, p, { key })
      expect(a.status).toBe(200)
      const b = a.body as { data?: { perpage: number; maxpage: number }; perpage?: number }
      expect((b.data ?? b).perpage).toBe(100)
    },
  )

  it('lets a client paging on nextpage with limit=1000 read all of 230 items, each once', async () => {
    const u = await s.newUser()
    const rows = Array.from({ length: 230 }, (_, i) => ({ userId: u.id, kind: 'links' as const, alias: `pg-${u.id}-${i}`, title: `L${i}`, longUrl: 'https://example.com/' }))
    await s.db.insert(links).values(rows)
    const seen: number[] = []
    let page = 1
    for (let guard = 0; page && guard < 10; guard++) {
      const data = ok(await call(s, `/urls?limit=1000&page=${page}`, { key: u.apiKey }), linkList).data
      expect(data).toMatchObject({ result: 230, perpage: 100, currentpage: page, maxpage: 3 })
      seen.push(...data.urls.map((l) => l.id))
      page = data.nextpage
    }
    expect(seen).toHaveLength(230)
    expect(new Set(seen).size).toBe(230)
  })
})

describe('overlays and splash pages: the demo lists (D22, D41)', () => {
  it("lists the demo's 18 overlays of the six types, newest first, with the strict shape", async () => {
    const first = ok(await call(s, '/overlay?limit=5'), overlayList).data
    expect(first).toMatchObject({ result: 18, perpage: 5, currentpage: 1, nextpage: 2, maxpage: 4 })
    const all = ok(await call(s, '/overlay?limit=100'), overlayList).data.cta
    expect(all).toHaveLength(18)
    expect(new Set(all.map((o) => o.type))).toEqual(new Set(['contact', 'poll', 'message', 'newsletter', 'image', 'coupon']))
    expect(all.map((o) => o.id)).toEqual([...all.map((o) => o.id)].sort((a, b) => b - a))
    expect(all.every((o) => TIMESTAMP.test(o.date))).toBe(true)
    expect(all.slice(0, 5)).toEqual(first.cta)
  })

  it("lists the demo's 4 splash pages, newest first", async () => {
    const data = ok(await call(s, '/splash?limit=3&page=2'), splashList).data
    expect(data).toMatchObject({ result: 4, perpage: 3, currentpage: 2, nextpage: 0, maxpage: 2 })
    expect(data.splash).toHaveLength(1)
    const all = ok(await call(s, '/splash'), splashList).data.splash
    expect(all.map((x) => x.name)).toEqual(['Maintenance notice', 'Holiday greeting', 'Age confirmation', 'Launch countdown'])
  })

  it('has no POST /overlay (create is /overlay/add, D41)', async () => {
    failed(await call(s, '/overlay', { method: 'POST', body: { name: 'x', type: 'message' } }), 404, 'This API endpoint does not exist.')
    expect(ok(await call(s, '/overlay'), overlayList).data.result).toBe(18)
  })
})
