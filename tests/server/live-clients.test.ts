import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createdEnvelope, linkResponse, linkSaved, messageEnvelope, pixelList } from '../../contract/index.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, ok } from './helpers.ts'

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
