import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkResponse, linkSaved } from '../../contract/index.ts'
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
