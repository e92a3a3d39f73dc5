import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  channelList,
  createdEnvelope,
  directoryCreated,
  directoryItemList,
  directoryList,
  campaignList,
  campaignSaved,
  linkList,
  linkResponse,
  linkSaved,
  messageEnvelope,
  pixelList,
} from '../../contract/index.ts'
import { eq } from 'drizzle-orm'
import { links } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, insertLink, ok } from './helpers.ts'

// Issue 34: requests of clients written for the live service, sent as those clients send them.
let s: TestServer
let key: string
beforeAll(async () => {
  s = await startServer()
  key = (await s.newUser()).apiKey
})
afterAll(() => s?.stop())

const post = (p: string, body: unknown, k = key) => call(s, p, { method: 'POST', key: k, body })
const put = (p: string, body: unknown, k = key) => call(s, p, { method: 'PUT', key: k, body })
const get = (p: string, k = key) => call(s, p, { key: k })

describe('targeting names as the vendor writes them (item 3)', () => {
  it('takes the documentation example "iPhone", "Android", "Canada", "EN" and stores them canonically', async () => {
    const { id } = ok(
      await post('/url/add', {
        url: 'https://google.com',
        geotarget: [{ location: 'Canada', link: 'https://google.ca' }, { location: 'united states', link: 'https://google.us' }],
        devicetarget: [{ device: 'iPhone', link: 'https://google.com/ios' }, { device: 'Android', link: 'https://google.com/android' }],
        languagetarget: [{ language: 'EN', link: 'https://google.com/en' }, { language: 'fr', link: 'https://google.ca/fr' }],
      }),
      linkSaved,
    )
    const { details } = ok(await get(`/url/${id}`), linkResponse)
    expect(details.devicetarget.map((d) => d.device)).toEqual(['iphone', 'android'])
    expect(details.geotarget.map((g) => g.location)).toEqual(['CA', 'US'])
    expect(details.languagetarget.map((l) => l.language)).toEqual(['en', 'fr'])
  })

  it('still refuses a device it does not know, naming the field', async () => {
    const a = await post('/url/add', { url: 'https://google.com', devicetarget: [{ device: 'BlackBerry', link: 'https://google.com' }] })
    expect(a.status).toBe(400)
    expect((a.body as { message: string }).message).toMatch(/^devicetarget\.device must be one of iphone/)
  })
})

describe('pixel tags as people type them (item 6)', () => {
  const tags = async () => Object.fromEntries(ok(await get('/pixels?limit=100'), pixelList).data.pixels.map((p) => [p.id, p.tag]))

  it("stores enlace2's lower-case GTM-3c0ed5 in capitals, on create and update", async () => {
    const { id } = ok(await post('/pixel/add', { type: 'gtmpixel', name: 'enlace2', tag: 'GTM-3c0ed5' }), createdEnvelope)
    expect((await tags())[id]).toBe('GTM-3C0ED5')
    ok(await put(`/pixel/${id}/update`, { tag: ' gtm-4d1fe6 ' }), messageEnvelope)
    expect((await tags())[id]).toBe('GTM-4D1FE6')
  })

  it('counts the same tag in another case as the same pixel (409)', async () => {
    ok(await post('/pixel/add', { type: 'tiktok', name: 'TT', tag: 'C4BNMOKNCKAH5TF6VBKG' }), createdEnvelope)
    const a = await post('/pixel/add', { type: 'tiktok', name: 'TT again', tag: 'c4bnmokncKAH5TF6VBKG' })
    expect(a.status).toBe(409)
  })

  it('still refuses a pasted snippet on the API (the dashboard reads it; D25a formats stay)', async () => {
    const snippet = "<script>(function(w,d,s,l,i){})(window,document,'script','dataLayer','GTM-3c0ed5');</script>"
    const a = await post('/pixel/add', { type: 'gtmpixel', name: 'paste', tag: snippet })
    expect(a.status).toBe(400)
    expect((a.body as { message: string }).message).toMatch(/^tag must be a Google Tag Manager container ID/)
  })
})

describe('duplicate directory names (item 4)', () => {
  let u: { id: number; apiKey: string }
  beforeAll(async () => {
    u = await s.newUser()
  })
  const names = async () => ok(await get('/directories?limit=100', u.apiKey), directoryList).data.directories.map((d) => d.name)

  it('refuses a second "Newsletter" in any case, on create and rename, naming it (409), and writes nothing', async () => {
    ok(await post('/directory/add', { name: 'Newsletter' }, u.apiKey), directoryCreated)
    // The Jest suite's request: the same name again through the live product's path.
    failed(await post('/channel/add', { name: 'newsletter' }, u.apiKey), 409, 'You already have a directory with this name: newsletter.')
    const other = ok(await post('/directory/add', { name: 'Press' }, u.apiKey), directoryCreated).id
    failed(await put(`/directory/${other}/update`, { name: ' NEWSLETTER ', color: '#000' }, u.apiKey), 409, 'You already have a directory with this name: NEWSLETTER.')
    expect((await names()).sort()).toEqual(['Newsletter', 'Press'])
    const press = ok(await get('/directories?limit=100', u.apiKey), directoryList).data.directories.find((d) => d.id === other)!
    expect(press.color).not.toBe('#000')
  })

  it("lets a directory keep its own name or change its case, and another user's names do not count", async () => {
    const id = ok(await post('/directory/add', { name: 'Keep me' }, u.apiKey), directoryCreated).id
    ok(await put(`/directory/${id}/update`, { name: 'Keep me', starred: true }, u.apiKey), messageEnvelope)
    ok(await put(`/directory/${id}/update`, { name: 'KEEP ME' }, u.apiKey), messageEnvelope)
    ok(await post('/directory/add', { name: 'Newsletter' }), directoryCreated)
  })

  it('gives one of 8 creates racing for one name a 200 and the rest 409', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('/directory/add', { name: 'Raced' }, u.apiKey)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    expect((await names()).filter((n) => n === 'Raced')).toHaveLength(1)
  })
})

describe("the live product's channel paths (item 5)", () => {
  it('serves /channels, /channel/add, /channel/:id, assign, update and delete as the directory endpoints', async () => {
    const u = await s.newUser()
    const created = ok(await post('/channel/add', { name: 'SDK channel', color: '#abc', starred: true }, u.apiKey), directoryCreated)
    expect(created).toMatchObject({ error: 0, name: 'SDK channel', color: '#abc', starred: true })
    const channels = ok(await get('/channels', u.apiKey), channelList).data
    const directories = ok(await get('/directories', u.apiKey), directoryList).data
    expect(channels.channels).toEqual(directories.directories)
    expect(channels).toMatchObject({ result: 1, perpage: 15, currentpage: 1, nextpage: 0, maxpage: 1 })

    const link = await insertLink(s, u.id, { title: 'In a channel' })
    ok(await post(`/channel/${created.id}/assign/links/${link.id}`, {}, u.apiKey), messageEnvelope)
    const items = ok(await get(`/channel/${created.id}`, u.apiKey), directoryItemList).data
    expect(items).toEqual(ok(await get(`/directory/${created.id}`, u.apiKey), directoryItemList).data)
    expect(items.items.map((i) => i.title)).toEqual(['In a channel'])

    ok(await put(`/channel/${created.id}/update`, { name: 'Renamed by SDK' }, u.apiKey), messageEnvelope)
    expect(ok(await get('/channels', u.apiKey), channelList).data.channels[0]!.name).toBe('Renamed by SDK')
    ok(await call(s, `/channel/${created.id}/delete`, { method: 'DELETE', key: u.apiKey }), messageEnvelope)
    expect(ok(await get('/directories', u.apiKey), directoryList).data.directories).toEqual([])
    failed(await get(`/channel/${created.id}`, u.apiKey), 404, 'Directory not found.')
  })
})

describe('an expiry with a time (item 2)', () => {
  const moment = (ms: number) => new Date(Date.now() + ms).toISOString().replace('T', ' ').slice(0, 19)
  const visit = (alias: string) => fetch(`${s.url}/${alias}`, { redirect: 'manual' })

  it('takes the vendor example "2030-12-31 23:59:59" and answers it back as written, in the detail and the list', async () => {
    // The Pipedream action's and the i8.ae client's body.
    const { id } = ok(await post('/url/add', { url: 'https://example.com/promo', custom: 'promo-2030', expiry: '2030-12-31 23:59:59' }), linkSaved)
    expect(ok(await get(`/url/${id}`), linkResponse).details.expiry).toBe('2030-12-31 23:59:59')
    expect(ok(await get('/urls?limit=100'), linkList).data.urls.find((l) => l.id === id)!.expiry).toBe('2030-12-31 23:59:59')
    // A day alone stays a day (SPEC's form) and works to its end.
    ok(await put(`/url/${id}/update`, { expiry: '2030-12-31' }), linkSaved)
    expect(ok(await get(`/url/${id}`), linkResponse).details.expiry).toBe('2030-12-31')
  })

  it('honours the time: the link works until that moment and is gone (410) after it, the same day', async () => {
    const { id } = ok(await post('/url/add', { url: 'https://example.com/flash', custom: 'flash-sale', expiry: moment(3_600_000) }), linkSaved)
    expect((await visit('flash-sale')).status).toBe(302)
    // Earlier today: a day alone would still work, this moment has passed.
    await s.db.update(links).set({ expiry: moment(-1_000) }).where(eq(links.id, id))
    ok(await put(`/url/${id}/update`, { description: 'forget the cached link' }), linkSaved)
    expect((await visit('flash-sale')).status).toBe(410)
  })

  it('refuses a moment already past, and a time that does not exist, naming the field', async () => {
    failed(await post('/url/add', { url: 'https://example.com/x', expiry: moment(-60_000) }), 400, 'The expiry date must be later than today.')
    failed(await post('/url/add', { url: 'https://example.com/x', expiry: '2030-12-31 25:00:00' }), 400, /^expiry must be a date like 2027-01-31, or a date and UTC time/)
  })

  it("takes a link whose time has passed out of its campaign's rotation and live count", async () => {
    const camp = ok(await post('/campaign/add', { name: 'Timed', slug: 'timed-rotator' }), campaignSaved).id
    const { id } = ok(await post('/url/add', { url: 'https://example.com/r', campaign: camp, expiry: moment(3_600_000) }), linkSaved)
    const live = async () => ok(await get('/campaigns?limit=100'), campaignList).data.campaigns.find((c) => c.id === camp)!
    expect(await live()).toMatchObject({ livelinks: 1 })
    expect((await visit('r/timed-rotator')).status).toBe(302)
    await s.db.update(links).set({ expiry: moment(-1_000) }).where(eq(links.id, id))
    ok(await put(`/url/${id}/update`, { description: 'forget the cached link and campaign' }), linkSaved)
    expect(await live()).toMatchObject({ livelinks: 0 })
    expect((await visit('r/timed-rotator')).status).toBe(404)
  })
})
