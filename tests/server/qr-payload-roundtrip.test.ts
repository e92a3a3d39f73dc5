import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { qrPayload } from '../../contract/qr-payload.ts'
import { QR_TYPES, isDynamicType, qrCreated, type QrType } from '../../contract/qr.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, ok } from './helpers.ts'

// What the dashboard's form holds for each type, spaces and empty fields included: the preview
// encodes it as typed, the server validates (and trims) it first. Both must end up with one text (D28b).
const FORM_CONTENT: Record<QrType, unknown> = {
  text: '  Grüße from Acme: table 4; wifi "guest" ✓  ',
  link: ' https://acme.test/spring?utm_source=qr&x=a%20b ',
  email: { email: ' hello@acme.test ', subject: 'Hello there & welcome', body: 'Line one\nLine two' },
  phone: ' +14155550123 ',
  sms: { phone: '+14155550123', message: ' See you at 6; bring "cake" ' },
  wifi: { ssid: ' Cafe; Guest ', pass: 'p:ss,word\\', encryption: 'WEP' },
  vcard: {
    fname: ' Grace ',
    lname: 'Hopper',
    org: 'US Navy, Yale',
    phone: '',
    cell: '+12025550199',
    email: 'grace@example.com',
    site: 'https://example.com/grace',
    street: '1 Main St',
    city: 'Arlington',
    state: '',
    zip: '22201',
    country: 'USA',
  },
}

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.stop())

async function decodePng(url: string): Promise<string> {
  const res = await fetch(url)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/png')
  const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()))
  const found = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)
  expect(found, 'the PNG holds a readable QR code').not.toBeNull()
  return found!.data
}

async function redirectOf(url: string): Promise<string | null> {
  const res = await fetch(url, { redirect: 'manual' })
  await res.arrayBuffer()
  expect(res.status, url).toBe(302)
  return res.headers.get('location')
}

describe("the server's QR image holds what the dashboard's preview shows, for every type (D28b)", () => {
  for (const type of QR_TYPES) {
    it(`${type}: ${isDynamicType(type) ? 'the image holds the tracking link, which leads to the preview' : 'the image holds the preview'}`, async () => {
      const preview = qrPayload(type, FORM_CONTENT[type])
      expect(preview, 'the preview has something to encode').not.toBe('')
      const created = ok(await call(s, '/qr/add', { method: 'POST', body: { type, data: FORM_CONTENT[type] } }), qrCreated)
      const token = /\/qr\/([A-Za-z0-9]+)\.png$/.exec(created.link)![1]!
      const decoded = await decodePng(created.link)
      if (!isDynamicType(type)) {
        expect(decoded).toBe(preview)
        return
      }
      const tracking = `${s.url}/s/${token}`
      expect(decoded).toBe(tracking)
      // The code's short link (D31) leads where its scan does.
      const target = await redirectOf(tracking)
      expect(await redirectOf(`${s.url}/${token}`)).toBe(target)
      if (type !== 'vcard') {
        expect(target).toBe(preview)
        return
      }
      // A vcard scan leads to the .vcf download, which is the card the preview shows, byte for byte.
      const download = `${s.url}/qr/${token}.vcf`
      expect(target).toBe(download)
      const card = await fetch(download)
      expect(card.status).toBe(200)
      expect(await card.text()).toBe(preview)
    })
  }
})
